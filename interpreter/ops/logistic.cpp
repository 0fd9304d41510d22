// spec: Ops > logistic
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalLogistic(OpCall& call) {
  // For floats: division(1, addition(1, exp(-x))) of IEEE-754, taken as the
  // exact 1 / (1 + e^-x) (principle 2: where the accuracy is left open, the
  // reference rounds once). For complex numbers: complex logistic,
  // 1 / (1 + e^-x). Each result is the exact value rounded once to the
  // result type (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Logistic);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.logistic",
           .eval = evalLogistic,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::logistic),
           .accuracy = accuracy::withResultAccuracy(Accuracy{{accuracy::K::Rounded, 3, "hloref's stated allowance: the spec defines it as 1 / (1 + exp(-x)), three roundings after a faithful exp"}, accuracy::kComplexUnknown}),
           .scalar = ScalarKind::None});

}  // namespace hloref
