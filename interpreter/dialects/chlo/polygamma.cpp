// chlo.polygamma (ChloOps.td: CHLO_PolygammaOp; spec/chlo/polygamma.yaml):
// polygamma(n, x), the n-th derivative of digamma, correctly rounded; NaN
// unless n is a non-negative integer (numerics/special_functions_zeta.cpp
// states the edges).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> evalPolygamma(OpCall& call) {
  return chlo_ops::binarySpecial(call, special::Function::Polygamma, "n", "x");
}

}  // namespace

HLOREF_OP({.name = "chlo.polygamma",
           .eval = evalPolygamma,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::exactOperandsOnly),
           .accuracy = chlo_ops::kSpecial,
           .scalar = ScalarKind::None});

}  // namespace hloref
