// chlo.atan (ChloOps.td: CHLO_AtanOp; spec/chlo/atan.yaml): arctangent, atan2(x, 1).
// Complex operands: unsupported.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Atan); }

}  // namespace

HLOREF_OP({.name = "chlo.atan",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::atan),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
