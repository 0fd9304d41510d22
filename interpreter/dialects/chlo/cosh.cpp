// chlo.cosh (ChloOps.td: CHLO_CoshOp; spec/chlo/cosh.yaml): (e^x + e^-x) / 2. Complex operands:
// cosh(a + bi) = cosh a cos b + i sinh a sin b, each part correctly rounded (numerics/complex_formulas_chlo.h).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Cosh); }

}  // namespace

HLOREF_OP({.name = "chlo.cosh",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::cosh),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
