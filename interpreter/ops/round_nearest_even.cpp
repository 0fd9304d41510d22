// spec: Ops > round_nearest_even
#include <cmath>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

// roundToIntegralTiesToEven of IEEE-754, written without depending on the
// floating-point environment's rounding mode.
double roundTiesToEven(double x) {
  double r = std::round(x);  // ties away from zero
  if (std::fabs(r - x) == 0.5) {
    // A tie x = k + 1/2: x/2 = k/2 + 1/4 is exact (x is normal) and its
    // nearest integer doubled is the even one of k and k + 1.
    r = 2.0 * std::round(x / 2.0);
  }
  return std::copysign(r, x);
}

std::vector<Value> evalRoundNearestEven(OpCall& call) {
  return float_math::unaryFloat(call, roundTiesToEven);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.round_nearest_even",
           .eval = evalRoundNearestEven,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::roundToNearest),
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
