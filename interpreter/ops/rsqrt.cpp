// spec: Ops > rsqrt
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

// 1 / sqrt(x) with one rounding of the extended-precision quotient (where
// the platform has a wider long double), instead of two double roundings.
double realRsqrt(double x) { return static_cast<double>(1.0L / std::sqrt(static_cast<long double>(x))); }

std::vector<Value> evalRsqrt(OpCall& call) {
  // For floats: rSqrt of IEEE-754. For complex numbers: complex reciprocal
  // square root, 1 / sqrt(x) on the principal branch.
  return float_math::unaryFloatOrComplex(
      call, realRsqrt, [](Complex x) { return 1.0 / std::sqrt(x); });
}

}  // namespace

HLOREF_OP("stablehlo.rsqrt", evalRsqrt);

}  // namespace hloref
