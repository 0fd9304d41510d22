// chlo.acos (ChloOps.td: CHLO_AcosOp; spec/chlo/acos.yaml): arccosine, in [0, pi]; NaN outside [-1, 1].
// Complex operands: unsupported.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Acos); }

}  // namespace

HLOREF_OP({.name = "chlo.acos",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::acos),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
