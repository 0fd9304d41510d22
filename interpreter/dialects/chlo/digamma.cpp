// chlo.digamma (ChloOps.td: CHLO_DigammaOp; spec/chlo/digamma.yaml): Gamma'(x) / Gamma(x); NaN at -1, -2, ..., -+inf at
// +-0 (the limits from each side).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Digamma); }

}  // namespace

HLOREF_OP({.name = "chlo.digamma",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::digamma),
           .accuracy = chlo_ops::kSpecial,
           .scalar = ScalarKind::None});

}  // namespace hloref
