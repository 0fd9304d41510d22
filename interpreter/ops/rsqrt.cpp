// spec: Ops > rsqrt
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalRsqrt(OpCall& call) {
  // For floats: rSqrt of IEEE-754. For complex numbers: complex reciprocal
  // square root, 1 / sqrt(x) on the principal branch.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return 1.0 / std::sqrt(x); }, [](Complex x) { return 1.0 / std::sqrt(x); });
}

}  // namespace

HLOREF_OP("stablehlo.rsqrt", evalRsqrt);

}  // namespace hloref
