// chlo.acosh (ChloOps.td: CHLO_AcoshOp; spec/chlo/acosh.yaml): log(x + sqrt(x^2 - 1)); NaN below 1.
// Complex operands: unsupported.
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
