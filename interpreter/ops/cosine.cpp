// spec: Ops > cosine
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalCosine(OpCall& call) {
  // For floats: `cos` of IEEE-754. For complex numbers: complex cosine,
  // cos a cosh b - i sin a sinh b for a + bi.
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Cos);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.cosine",
           .eval = evalCosine,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::sineOrCosine),
           .accuracy = accuracy::withResultAccuracy(accuracy::kTwoUlpFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
