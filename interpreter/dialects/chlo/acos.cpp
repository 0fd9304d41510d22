// chlo.acos (ChloOps.td: CHLO_AcosOp; spec/chlo/acos.yaml): arccosine, in [0, pi]; NaN outside [-1, 1].
// Complex operands: the principal value of ISO C's cacos (real part in [0, pi]; cuts on the real axis beyond
// +-1, the sign of a zero imaginary part picking the side), each part correctly rounded
// (numerics/complex_formulas_chlo.h).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Acos); }

}  // namespace

HLOREF_OP({.name = "chlo.acos",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::acos),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
