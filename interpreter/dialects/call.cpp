// spec: Ops > call (func.call): runs the callee with the operands.
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalCall(OpCall& call) {
  const Attribute& callee = call.attr("callee");
  const Func* func = call.evaluator.module().lookup(callee.text);
  if (!func) call.fail("calls @" + callee.text + ", which is not defined");
  return call.evaluator.call(*func, call.operands);
}

HLOREF_OP({.name = "func.call",
           .eval = evalCall,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "stablehlo.call",
           .eval = evalCall,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace
}  // namespace hloref
