// chlo.erf_inv (ChloOps.td: CHLO_ErfInvOp; spec/chlo/erf_inv.yaml): the inverse of erf; +-inf at +-1, NaN beyond.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::ErfInv); }

}  // namespace

HLOREF_OP({.name = "chlo.erf_inv",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::erfInv),
           .accuracy = chlo_ops::kSpecial,
           .scalar = ScalarKind::None});

}  // namespace hloref
