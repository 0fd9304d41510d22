// spec: Ops > sine
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalSine(OpCall& call) {
  // For floats: `sin` of IEEE-754. For complex numbers: complex sine,
  // sin a cosh b + i cos a sinh b for a + bi.
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Sin);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.sine",
           .eval = evalSine,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::sineOrCosine),
           .accuracy = accuracy::withResultAccuracy(accuracy::kTwoUlpFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
