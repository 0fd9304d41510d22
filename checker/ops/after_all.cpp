// spec: Ops > after_all (no numbered constraints; the Inputs/Outputs table's types).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkAfterAll(OpContext& c) {
  for (size_t i = 0; i < c.numOperands(); ++i)
    if (!c.operandType(i).isToken())
      c.typeViolation("I1", "inputs[" + std::to_string(i) + "] must be a token, got " + c.operandType(i).str());
  if (c.numResults() != 1 || !c.resultType(0).isToken())
    c.typeViolation("O1", "the result must be one token, got " + typesText(c.op.resultTypes));
}

HLOREF_CHECKER("stablehlo.after_all", checkAfterAll, {});

}  // namespace
}  // namespace hloref::checker
