// spec: Ops > maximum
#include "interpreter/kernels/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalMaximum(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  switch (familyOf(result.elementType())) {
    case Family::Boolean:  // logical OR
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return (x | y) & 1; });
      break;
    case Family::SignedInteger:  // integer maximum
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) {
        return static_cast<int64_t>(x) >= static_cast<int64_t>(y) ? x : y;
      });
      break;
    case Family::UnsignedInteger:
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return x >= y ? x : y; });
      break;
    case Family::Float:  // IEEE-754 maximum (NaN propagates, -0 < +0)
      map2<double, double>(lhs, rhs, result, floatMaximum);
      break;
    case Family::Complex:  // lexicographic maximum of the (real, imaginary) pair
      map2<std::complex<double>, std::complex<double>>(lhs, rhs, result, complexMaximum);
      break;
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.maximum",
           .eval = evalMaximum,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kLipschitz,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::Maximum});

}  // namespace hloref
