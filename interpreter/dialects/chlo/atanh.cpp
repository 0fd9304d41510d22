// chlo.atanh (ChloOps.td: CHLO_AtanhOp; spec/chlo/atanh.yaml): 0.5 log((1 + x) / (1 - x)); +-inf at +-1, NaN
// beyond. Complex operands: the principal value of ISO C's catanh (imaginary part in [-pi/2, pi/2]; cuts on the
// real axis beyond +-1; poles at +-1), each part correctly rounded (numerics/complex_formulas_chlo.h).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Atanh); }

}  // namespace

HLOREF_OP({.name = "chlo.atanh",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::atanh),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
