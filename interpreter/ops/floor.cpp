// spec: Ops > floor
#include <cmath>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalFloor(OpCall& call) {
  // roundToIntegralTowardNegative of IEEE-754; exact in double for every
  // format, so storing it back into the operand's format is exact too.
  return float_math::unaryFloat(call, [](double x) { return std::floor(x); });
}

}  // namespace

HLOREF_OP({.name = "stablehlo.floor",
           .eval = evalFloor,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::floor),
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
