// spec: Ops > tan
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalTan(OpCall& call) {
  // For floats: tan of IEEE-754. For complex numbers: complex tangent.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::tan(x); }, [](Complex x) { return std::tan(x); });
}

}  // namespace

HLOREF_OP("stablehlo.tan", evalTan);

}  // namespace hloref
