// spec: Ops > get_tuple_element
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalGetTupleElement(OpCall& call) {
  int64_t index = call.intAttr("index");
  if (call.operands.size() != 1 || !call.operands[0].isTuple()) call.fail("has an operand that is not a tuple");
  const std::vector<Value>& operand = call.operands[0].elements();
  // (C1) 0 <= index < size(operand).
  if (index < 0 || index >= static_cast<int64_t>(operand.size()))
    call.fail("has index = " + std::to_string(index) + " outside [0, " + std::to_string(operand.size()) +
              ") for a tuple of " + std::to_string(operand.size()) + " elements");
  // result = operand[index].
  return {operand[static_cast<size_t>(index)]};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.get_tuple_element",
           .eval = evalGetTupleElement,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
