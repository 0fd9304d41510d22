// chlo.atan (ChloOps.td: CHLO_AtanOp; spec/chlo/atan.yaml): arctangent, atan2(x, 1).
// Complex operands: the principal value of ISO C's catan (real part in [-pi/2, pi/2]; cuts on the imaginary
// axis beyond +-i; poles at +-i), each part correctly rounded (numerics/complex_formulas_chlo.h).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Atan); }

}  // namespace

HLOREF_OP({.name = "chlo.atan",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::atan),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
