// spec: Ops > outfeed (no numbered constraints; the Inputs/Outputs table's types).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkOutfeed(OpContext& c) {
  const size_t n = c.numOperands();
  if (n == 0 || !c.operandType(n - 1).isToken() || c.numResults() != 1 || !c.resultType(0).isToken()) {
    c.error("takes its inputs and a token and produces a token, got " + typesText(c.op.operandTypes) + " -> " +
            typesText(c.op.resultTypes));
    return;
  }
  for (size_t i = 0; i + 1 < n; ++i) requireOperandOf(c, i, "I1", kAnyTensor | kQuantizedTensor);
}

HLOREF_CHECKER("stablehlo.outfeed", checkOutfeed, {});

}  // namespace
}  // namespace hloref::checker
