// spec: Ops > exponential_minus_one
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

// Complex exp(x) - 1 without the cancellation of the direct formula near 0:
// with x = a + ib, exp(x) - 1 = (expm1(a) cos b + (cos b - 1)) + i exp(a) sin b
// and cos b - 1 = -2 sin^2(b/2).
Complex complexExpm1(Complex x) {
  double a = x.real(), b = x.imag();
  if (!std::isfinite(a) || !std::isfinite(b)) return std::exp(x) - 1.0;
  double halfSin = std::sin(b / 2.0);
  double re = std::expm1(a) * std::cos(b) - 2.0 * halfSin * halfSin;
  double im = std::exp(a) * std::sin(b);
  return Complex(re, im);
}

std::vector<Value> evalExponentialMinusOne(OpCall& call) {
  // For floats: expm1 of IEEE-754. For complex numbers: complex exponential
  // minus one.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::expm1(x); }, complexExpm1);
}

}  // namespace

HLOREF_OP("stablehlo.exponential_minus_one", evalExponentialMinusOne);

}  // namespace hloref
