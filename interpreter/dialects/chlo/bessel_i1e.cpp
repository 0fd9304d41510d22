// chlo.bessel_i1e (ChloOps.td: CHLO_BesselI1eOp; spec/chlo/bessel_i1e.yaml): e^-|x| I1(x), the scaled modified Bessel function of
// order 1. Complex operands: unsupported (ChloOps.td admits their type but defines no complex value; CHLO's
// legalization and JAX's i1e take floats only).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> eval(OpCall& call) { return chlo_ops::unarySpecial(call, special::Function::BesselI1e); }

}  // namespace

HLOREF_OP({.name = "chlo.bessel_i1e",
           .eval = eval,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::exactOperandsOnly),
           .accuracy = chlo_ops::kSpecial,
           .scalar = ScalarKind::None});

}  // namespace hloref
