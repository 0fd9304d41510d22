// spec: Ops > minimum
#include "interpreter/kernels/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalMinimum(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  switch (familyOf(result.elementType())) {
    case Family::Boolean:  // logical AND
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return (x & y) & 1; });
      break;
    case Family::SignedInteger:  // integer minimum
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) {
        return static_cast<int64_t>(x) <= static_cast<int64_t>(y) ? x : y;
      });
      break;
    case Family::UnsignedInteger:
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return x <= y ? x : y; });
      break;
    case Family::Float:  // IEEE-754 minimum (NaN propagates, -0 < +0)
      map2<double, double>(lhs, rhs, result, floatMinimum);
      break;
    case Family::Complex:  // lexicographic minimum of the (real, imaginary) pair
      map2<std::complex<double>, std::complex<double>>(lhs, rhs, result, complexMinimum);
      break;
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.minimum",
           .eval = evalMinimum,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kLipschitz,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::Minimum});

}  // namespace hloref
