// spec: Ops > subtract
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"
#include "numerics/nan_rule.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalSubtract(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  switch (familyOf(result.elementType())) {
    case Family::SignedInteger:
    case Family::UnsignedInteger:
      // Integer subtraction. Overflow is implementation-defined (spec
      // Execution > Errors): the difference wraps modulo 2^N on store.
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return x - y; });
      break;
    case Family::Float:
      // IEEE-754 subtraction: in double, rounded again on store, which for
      // precision p <= 24 equals one rounding of the exact difference
      // (53 >= 2p + 2); f64 in hardware. A NaN difference is the default NaN
      // (numerics/nan_rule.h).
      map2<double, double>(lhs, rhs, result, [](double x, double y) { return withDefaultNan(x - y); });
      break;
    case Family::Complex:  // complex subtraction: one IEEE subtraction per part
      map2<std::complex<double>, std::complex<double>>(
          lhs, rhs, result, [](std::complex<double> x, std::complex<double> y) { return withDefaultNan(x - y); });
      break;
    case Family::Boolean:  // (I1) integer, floating-point or complex only
      unreachableElementType(call, result.elementType());
  }
  // Golden annotations: signed overflow is open (spec: Execution > Errors).
  open_elements::markSignedOverflow(call, lhs, rhs, [](__int128 x, __int128 y) { return x - y; });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.subtract",
           .eval = evalSubtract,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::sum),
           .accuracy = Accuracy{accuracy::kIeeeRounded, accuracy::kPerPartRounded},
           .scalar = ScalarKind::Subtract});

}  // namespace hloref
