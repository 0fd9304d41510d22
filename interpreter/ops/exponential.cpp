// spec: Ops > exponential
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalExponential(OpCall& call) {
  // For floats: exp of IEEE-754. For complex numbers: complex exponential.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::exp(x); }, [](Complex x) { return std::exp(x); });
}

}  // namespace

HLOREF_OP("stablehlo.exponential", evalExponential);

}  // namespace hloref
