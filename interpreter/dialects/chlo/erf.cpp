// chlo.erf (ChloOps.td: CHLO_ErfOp; spec/chlo/erf.yaml): the Gauss error function.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Erf); }

}  // namespace

HLOREF_OP({.name = "chlo.erf",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::erf),
           .accuracy = chlo_ops::kSpecial,
           .scalar = ScalarKind::None});

}  // namespace hloref
