// spec: Ops > get_tuple_element
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalGetTupleElement(OpCall& call) {
  // result = operand[index], (C1) 0 <= index < size(operand).
  return {call.operands[0].elements()[static_cast<size_t>(call.intAttr("index"))]};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.get_tuple_element",
           .eval = evalGetTupleElement,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
