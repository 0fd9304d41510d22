// spec: Ops > log_plus_one
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalLogPlusOne(OpCall& call) {
  // For floats: `logp1` of IEEE-754. For complex numbers:
  // complex(log(hypot(real(x) + 1, imag(x))), atan2(imag(x), real(x) + 1)).
  // Each result is the exact value rounded once to the result type
  // (correct_rounding.h).
  return float_math::unaryCorrectlyRounded(call, exact::Function::Log1p);
}

}  // namespace

HLOREF_OP({.name = "stablehlo.log_plus_one",
           .eval = evalLogPlusOne,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::logPlusOne),
           .accuracy = accuracy::withResultAccuracy(accuracy::kFaithfulFunction),
           .scalar = ScalarKind::None});

}  // namespace hloref
