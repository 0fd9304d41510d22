// spec: Ops > log_plus_one
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

// complex(log(hypot(real(x) + 1, imag(x))), atan2(imag(x), real(x) + 1)).
// The real part is the same quantity as 0.5 * log1p(a * (a + 2) + b^2) with
// x = a + ib, which keeps its accuracy when x is near 0 (where the direct
// log of a hypot near 1 cancels).
Complex complexLog1p(Complex x) {
  double a = x.real(), b = x.imag();
  double re;
  double t = a * (a + 2.0) + b * b;  // |x + 1|^2 - 1
  if (std::isfinite(t) && std::fabs(t) < 0.5)
    re = 0.5 * std::log1p(t);
  else
    re = std::log(std::hypot(a + 1.0, b));
  return Complex(re, std::atan2(b, a + 1.0));
}

std::vector<Value> evalLogPlusOne(OpCall& call) {
  // For floats: logp1 of IEEE-754.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::log1p(x); }, complexLog1p);
}

}  // namespace

HLOREF_OP("stablehlo.log_plus_one", evalLogPlusOne);

}  // namespace hloref
