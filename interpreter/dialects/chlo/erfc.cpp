// chlo.erfc (ChloOps.td: CHLO_ErfcOp; spec/chlo/erfc.yaml): 1 - erf(x), without the cancellation.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Erfc); }

}  // namespace

HLOREF_OP({.name = "chlo.erfc",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::erfc),
           .accuracy = chlo_ops::kSpecial,
           .scalar = ScalarKind::None});

}  // namespace hloref
