// spec: Ops > exponential
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalExponential(OpCall& call) {
  // For floats: `exp` of IEEE-754. For complex numbers: complex exponential,
  // e^a (cos b + i sin b) for a + bi.
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Exp);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.exponential",
           .eval = evalExponential,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::exponential),
           .accuracy = accuracy::withResultAccuracy(accuracy::kFaithfulFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
