// chlo.asinh (ChloOps.td: CHLO_AsinhOp; spec/chlo/asinh.yaml): log(x + sqrt(x^2 + 1)).
// Complex operands: unsupported.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::Asinh); }

}  // namespace

HLOREF_OP({.name = "chlo.asinh",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::asinh),
           .accuracy = chlo_ops::kElementary,
           .scalar = ScalarKind::None});

}  // namespace hloref
