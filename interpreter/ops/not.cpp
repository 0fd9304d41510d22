// spec: Ops > not
#include "interpreter/kernels/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalNot(OpCall& call) {
  const Tensor& operand = operandTensor(call, 0);
  Tensor result = call.newResult(0, operand.shape());
  switch (familyOf(result.elementType())) {
    case Family::Boolean:  // logical NOT (booleans arrive as 0 / 1)
      map1<uint64_t, uint64_t>(operand, result, [](uint64_t x) { return x ^ 1; });
      break;
    case Family::SignedInteger:
    case Family::UnsignedInteger:  // bitwise NOT; the store keeps the low num_bits bits
      map1<uint64_t, uint64_t>(operand, result, [](uint64_t x) { return ~x; });
      break;
    case Family::Float:
    case Family::Complex:  // boolean or integer only
      unreachableElementType(call, result.elementType());
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.not",
           .eval = evalNot,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::Not});

}  // namespace hloref
