// chlo.acosh (ChloOps.td: CHLO_AcoshOp; spec/chlo/acosh.yaml): log(x + sqrt(x^2 - 1)); NaN below 1.
// Complex operands: the principal value of ISO C's cacosh (real part >= 0, imaginary part in [-pi, pi]; cut on
// the real axis below 1), each part correctly rounded (numerics/complex_formulas_chlo.h).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Acosh); }

}  // namespace

HLOREF_OP({.name = "chlo.acosh",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::acosh),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
