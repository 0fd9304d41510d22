// spec: Ops > rsqrt
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalRsqrt(OpCall& call) {
  // For floats: `rSqrt` of IEEE-754 (rSqrt(-0) = -inf). For complex numbers:
  // complex reciprocal square root, 1 / sqrt(x) on the principal branch.
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Rsqrt);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.rsqrt",
           .eval = evalRsqrt,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::rsqrt),
           .accuracy = accuracy::withResultAccuracy(accuracy::kFaithfulFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
