// chlo.tan (ChloOps.td: CHLO_TanOp, which CHLO lowers to stablehlo.tan;
// spec/chlo/tan.yaml): sin(x) / cos(x) for floats, the complex tangent for
// complex numbers, each result correctly rounded as stablehlo.tan's.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalTan(OpCall& call) { return float_math::unaryCorrectlyRounded(call, exact::Function::Tan); }

}  // namespace

HLOREF_OP({.name = "chlo.tan",
           .eval = evalTan,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::tan),
           .accuracy = accuracy::kTwoUlpFunction,
           .scalar = ScalarKind::None});

}  // namespace hloref
