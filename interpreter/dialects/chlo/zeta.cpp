// chlo.zeta (ChloOps.td: CHLO_ZetaOp; spec/chlo/zeta.yaml): the Hurwitz zeta
// function zeta(x, q) = sum_{n>=0} (q + n)^-x, correctly rounded
// (numerics/special_functions_zeta.cpp states the edges).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> evalZeta(OpCall& call) { return chlo_ops::binarySpecial(call, special::Function::Zeta, "x", "q"); }

}  // namespace

HLOREF_OP({.name = "chlo.zeta",
           .eval = evalZeta,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::exactOperandsOnly),
           .accuracy = chlo_ops::kSpecial,
           .scalar = ScalarKind::None});

}  // namespace hloref
