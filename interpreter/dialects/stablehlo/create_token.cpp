// spec: Deprecated Operations: create_token, expressed by after_all with no
// inputs: a token.
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalCreateToken(OpCall& call) {
  if (!call.operands.empty()) call.fail("takes no operands");
  return {Value(Token{})};
}

}  // namespace

HLOREF_OP("stablehlo.create_token", evalCreateToken);

}  // namespace hloref
