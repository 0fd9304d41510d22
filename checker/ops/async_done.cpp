// spec: Ops > async_done.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkAsyncDone(OpContext& c) {
  if (c.numOperands() != 1 || c.operandType(0).kind() != Type::Kind::Future) {
    c.typeViolation("I1", "the operand must be a tensor future, got " + typesText(c.op.operandTypes));
    return;
  }
  c.require(sameTypes(c.op.resultTypes, c.operandType(0).elements()), "C1", [&] {
    return "type(operand) = " + c.operandType(0).str() + ", type(result) = " + typesText(c.op.resultTypes);
  });
}

HLOREF_CHECKER("stablehlo.async_done", checkAsyncDone, {{"C1", "if type(operand) = future<T> then type(result) = T"}});

}  // namespace
}  // namespace hloref::checker
