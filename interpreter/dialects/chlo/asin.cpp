// chlo.asin (ChloOps.td: CHLO_AsinOp; spec/chlo/asin.yaml): arcsine, in [-pi/2, pi/2]; NaN outside [-1, 1].
// Complex operands: the principal value of ISO C's casin (real part in [-pi/2, pi/2]; cuts on the real axis
// beyond +-1, the sign of a zero imaginary part picking the side), each part correctly rounded
// (numerics/complex_formulas_chlo.h).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Asin); }

}  // namespace

HLOREF_OP({.name = "chlo.asin",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::asin),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
