// spec: Ops > tan
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalTan(OpCall& call) {
  // For floats: `tan` of IEEE-754. For complex numbers: complex tangent,
  // (sin 2a + i sinh 2b) / (cos 2a + cosh 2b) for a + bi.
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Tan);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.tan",
           .eval = evalTan,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::tan),
           .accuracy = accuracy::withResultAccuracy(accuracy::kTwoUlpFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
