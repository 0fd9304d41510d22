// spec: Ops > after_all: no computation; the result token depends on the
// input tokens.
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalAfterAll(OpCall& call) {
  for (size_t i = 0; i < call.operands.size(); ++i)
    if (!call.operands[i].isToken()) call.fail("has inputs[" + std::to_string(i) + "] that is not a token");
  return {Value(Token{})};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.after_all",
           .eval = evalAfterAll,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kShapeOnly,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
