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

HLOREF_OP({.name = "stablehlo.create_token",
           .eval = evalCreateToken,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kShapeOnly,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
