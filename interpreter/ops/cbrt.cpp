// spec: Ops > cbrt
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalCbrt(OpCall& call) {
  // For floats: `rootn(x, 3)` of IEEE-754. For complex numbers: complex cubic
  // root on the principal branch, cbrt|x| e^(i arg(x) / 3).
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Cbrt);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.cbrt",
           .eval = evalCbrt,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::cbrt),
           .accuracy = accuracy::withResultAccuracy(accuracy::kFaithfulFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
