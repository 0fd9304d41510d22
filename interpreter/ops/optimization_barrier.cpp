// spec: Ops > optimization_barrier
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalOptimizationBarrier(OpCall& call) {
  // Sequential execution already runs the ops producing `operand` before
  // any op using `result`; otherwise the op is the identity: result =
  // operand, (C1) type(operand...) = type(result...).
  return call.operands;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.optimization_barrier",
           .eval = evalOptimizationBarrier,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
