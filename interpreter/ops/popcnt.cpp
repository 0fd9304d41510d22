// spec: Ops > popcnt
#include <bit>

#include "interpreter/kernels/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalPopcnt(OpCall& call) {
  const Tensor& operand = operandTensor(call, 0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType type = result.elementType();
  // The number of bits set among the num_bits(type) bits of the element.
  // A count si2 cannot hold (2, for -1) wraps to -2 like any integer
  // overflow (implementation-defined: spec Execution > Errors).
  IntBits bits(type);
  map1<uint64_t, uint64_t>(operand, result, [bits](uint64_t x) {
    return static_cast<uint64_t>(std::popcount(bits.pattern(x)));
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.popcnt",
           .eval = evalPopcnt,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
