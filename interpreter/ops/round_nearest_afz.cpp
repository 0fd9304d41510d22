// spec: Ops > round_nearest_afz
#include <cmath>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalRoundNearestAfz(OpCall& call) {
  // roundToIntegralTiesToAway of IEEE-754 (std::round breaks ties away from
  // zero whatever the current rounding mode; it keeps -0 and the sign of
  // results that round to zero).
  return float_math::unaryFloat(call, [](double x) { return std::round(x); });
}

}  // namespace

HLOREF_OP({.name = "stablehlo.round_nearest_afz",
           .eval = evalRoundNearestAfz,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::roundToNearest),
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
