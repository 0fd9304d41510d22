// spec: Ops > exponential_minus_one
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalExponentialMinusOne(OpCall& call) {
  // For floats: `expm1` of IEEE-754. For complex numbers: complex exponential
  // minus one, (expm1(a) cos b - 2 sin^2(b/2)) + i e^a sin b for a + bi.
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Expm1);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.exponential_minus_one",
           .eval = evalExponentialMinusOne,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::exponentialMinusOne),
           .accuracy = accuracy::withResultAccuracy(accuracy::kFaithfulFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
