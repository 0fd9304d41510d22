// spec: Ops > sqrt
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalSqrt(OpCall& call) {
  // For floats: `squareRoot` of IEEE-754. For complex numbers: complex square
  // root on the principal branch (real part >= 0).
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Sqrt);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.sqrt",
           .eval = evalSqrt,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::sqrt),
           .accuracy = accuracy::withResultAccuracy(Accuracy{accuracy::kIeeeRounded, accuracy::kComplexUnknown}),
           .scalar = ScalarKind::None});

}  // namespace hloref
