// chlo.sinh (ChloOps.td: CHLO_SinhOp; spec/chlo/sinh.yaml): (e^x - e^-x) / 2. Complex operands:
// sinh(a + bi) = sinh a cos b + i cosh a sin b, each part correctly rounded (numerics/complex_formulas_chlo.h).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Sinh); }

}  // namespace

HLOREF_OP({.name = "chlo.sinh",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::sinh),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
