// chlo.asinh (ChloOps.td: CHLO_AsinhOp; spec/chlo/asinh.yaml): log(x + sqrt(x^2 + 1)).
// Complex operands: the principal value of ISO C's casinh (imaginary part in [-pi/2, pi/2]; cuts on the
// imaginary axis beyond +-i), each part correctly rounded (numerics/complex_formulas_chlo.h).
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
