// spec: Ops > add
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"
#include "numerics/nan_rule.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalAdd(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  switch (familyOf(result.elementType())) {
    case Family::Boolean:  // logical OR
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return x | y; });
      break;
    case Family::SignedInteger:
    case Family::UnsignedInteger:
      // Integer addition. Overflow is implementation-defined (spec
      // Execution > Errors): the sum wraps modulo 2^N on store.
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return x + y; });
      break;
    case Family::Float:
      // IEEE-754 addition. Narrower formats (precision p <= 24) add in double
      // and round again on store; as 53 >= 2p + 2, that equals one rounding
      // of the exact sum. f64 adds in hardware. A NaN sum is the default NaN
      // (numerics/nan_rule.h).
      map2<double, double>(lhs, rhs, result, [](double x, double y) { return withDefaultNan(x + y); });
      break;
    case Family::Complex:  // complex addition: one IEEE addition per part
      map2<std::complex<double>, std::complex<double>>(
          lhs, rhs, result, [](std::complex<double> x, std::complex<double> y) { return withDefaultNan(x + y); });
      break;
  }
  // Golden annotations: signed overflow is open (spec: Execution > Errors).
  open_elements::markSignedOverflow(call, lhs, rhs, [](__int128 x, __int128 y) { return x + y; });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.add",
           .eval = evalAdd,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::sum),
           .accuracy = Accuracy{accuracy::kIeeeRounded, accuracy::kPerPartRounded},
           .scalar = ScalarKind::Add});

}  // namespace hloref
