// spec: Ops > tanh
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalTanh(OpCall& call) {
  // For floats: `tanh` of IEEE-754. For complex numbers: complex hyperbolic
  // tangent, (sinh 2a + i sin 2b) / (cosh 2a + cos 2b) for a + bi.
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Tanh);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.tanh",
           .eval = evalTanh,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::tanh),
           .accuracy = accuracy::withResultAccuracy(accuracy::kTwoUlpFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
