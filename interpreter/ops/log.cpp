// spec: Ops > log
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalLog(OpCall& call) {
  // For floats: `log` of IEEE-754. For complex numbers: complex logarithm on
  // the principal branch, log|x| + i arg(x) with arg in (-pi, pi].
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Log);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.log",
           .eval = evalLog,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::log),
           .accuracy = accuracy::withResultAccuracy(accuracy::kFaithfulFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
