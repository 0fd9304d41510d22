// spec: Ops > count_leading_zeros
#include <bit>

#include "interpreter/kernels/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalCountLeadingZeros(OpCall& call) {
  const Tensor& operand = operandTensor(call, 0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType type = result.elementType();
  // The number of zero bits above the highest set bit among the
  // num_bits(type) bits of the element (num_bits(type) for zero). A count
  // si2 cannot hold (2, for 0) wraps to -2 like any integer overflow
  // (implementation-defined: spec Execution > Errors).
  IntBits bits(type);
  map1<uint64_t, uint64_t>(operand, result, [bits](uint64_t x) {
    return static_cast<uint64_t>(std::countl_zero(bits.pattern(x)) - (64 - bits.width));
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.count_leading_zeros",
           .eval = evalCountLeadingZeros,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
