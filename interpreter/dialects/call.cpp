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

HLOREF_OP("func.call", evalCall);
HLOREF_OP("stablehlo.call", evalCall);

}  // namespace
}  // namespace hloref
