// chlo.lgamma (ChloOps.td: CHLO_LgammaOp; spec/chlo/lgamma.yaml): log |Gamma(x)|; +inf at the poles 0, -1, ...
// and at +-inf.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Lgamma); }

}  // namespace

HLOREF_OP({.name = "chlo.lgamma",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::exactOperandsOnly),
           .accuracy = chlo_ops::kSpecial,
           .scalar = ScalarKind::None});

}  // namespace hloref
