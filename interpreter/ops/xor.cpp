// spec: Ops > xor
#include "interpreter/kernels/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalXor(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  switch (familyOf(result.elementType())) {
    case Family::Boolean:  // logical XOR (booleans arrive as 0 / 1)
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return (x ^ y) & 1; });
      break;
    case Family::SignedInteger:
    case Family::UnsignedInteger:  // bitwise XOR
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return x ^ y; });
      break;
    case Family::Float:
    case Family::Complex:  // (I1) boolean or integer only
      unreachableElementType(call, result.elementType());
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.xor",
           .eval = evalXor,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::Xor});

}  // namespace hloref
