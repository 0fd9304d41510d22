// spec: Ops > shift_left
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalShiftLeft(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  ElementType type = result.elementType();
  // lhs shifted left by rhs bits within num_bits(type) bits. The spec leaves
  // out-of-range shift amounts open; as XLA does, rhs is read as an unsigned
  // N-bit number and an amount >= num_bits(type) (negative ones included)
  // shifts every bit out: the result is 0.
  IntBits bits(type);
  map2<uint64_t, uint64_t>(lhs, rhs, result, [bits](uint64_t x, uint64_t y) {
    uint64_t amount = bits.pattern(y);
    if (amount >= static_cast<uint64_t>(bits.width)) return uint64_t{0};
    return x << amount;  // wrapped to the width on store
  });
  // Golden annotations: the out-of-range amounts chosen above are open.
  open_elements::markShiftAmountOpen(call, rhs);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.shift_left",
           .eval = evalShiftLeft,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
