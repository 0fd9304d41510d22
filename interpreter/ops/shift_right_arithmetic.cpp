// spec: Ops > shift_right_arithmetic
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalShiftRightArithmetic(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  ElementType type = result.elementType();
  // The num_bits(type)-bit pattern of lhs, read as two's complement (for
  // unsigned types too), shifted right by rhs bits with copies of the top
  // bit shifted in. The spec leaves out-of-range shift amounts open; as XLA
  // does, rhs is read as an unsigned N-bit number and an amount >=
  // num_bits(type) (negative ones included) fills every bit with the top
  // bit: 0 or -1 (all ones).
  IntBits bits(type);
  map2<uint64_t, uint64_t>(lhs, rhs, result, [bits](uint64_t x, uint64_t y) {
    uint64_t amount = bits.pattern(y);
    int64_t value = bits.asSigned(x);
    if (amount >= static_cast<uint64_t>(bits.width)) return static_cast<uint64_t>(value < 0 ? -1 : 0);
    return static_cast<uint64_t>(value >> amount);  // arithmetic shift (C++20)
  });
  // Golden annotations: the out-of-range amounts chosen above are open.
  open_elements::markShiftAmountOpen(call, rhs);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.shift_right_arithmetic",
           .eval = evalShiftRightArithmetic,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
