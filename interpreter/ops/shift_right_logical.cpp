// spec: Ops > shift_right_logical
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalShiftRightLogical(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  ElementType type = result.elementType();
  // The num_bits(type)-bit pattern of lhs shifted right by rhs bits, zeros
  // shifted in. The spec leaves out-of-range shift amounts open; as XLA
  // does, rhs is read as an unsigned N-bit number and an amount >=
  // num_bits(type) (negative ones included) gives 0.
  IntBits bits(type);
  map2<uint64_t, uint64_t>(lhs, rhs, result, [bits](uint64_t x, uint64_t y) {
    uint64_t amount = bits.pattern(y);
    if (amount >= static_cast<uint64_t>(bits.width)) return uint64_t{0};
    return bits.pattern(x) >> amount;
  });
  // Golden annotations: the out-of-range amounts chosen above are open.
  open_elements::markShiftAmountOpen(call, rhs);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.shift_right_logical",
           .eval = evalShiftRightLogical,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
