// spec: Ops > sqrt
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalSqrt(OpCall& call) {
  // For floats: squareRoot of IEEE-754 (correctly rounded in double, and
  // rounding that once more to a format of at most 24 bits of precision
  // stays correct). For complex numbers: complex square root (principal).
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::sqrt(x); }, [](Complex x) { return std::sqrt(x); });
}

}  // namespace

HLOREF_OP("stablehlo.sqrt", evalSqrt);

}  // namespace hloref
