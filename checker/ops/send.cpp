// spec: Ops > send.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkSend(OpContext& c) {
  const size_t n = c.numOperands();
  if (n == 0 || !c.operandType(n - 1).isToken() || c.numResults() != 1 || !c.resultType(0).isToken()) {
    c.error("takes its inputs and a token and produces a token, got " + typesText(c.op.operandTypes) + " -> " +
            typesText(c.op.resultTypes));
    return;
  }
  for (size_t i = 0; i + 1 < n; ++i) requireOperandOf(c, i, "I1", kAnyTensor | kQuantizedTensor);
  checkPointToPoint(c);
}

HLOREF_CHECKER("stablehlo.send", checkSend,
               {{"C1", "dim(source_target_pairs, 1) = 2"},
                {"C2", "is_unique(source_target_pairs[:, 0])"},
                {"C3", "is_unique(source_target_pairs[:, 1])"},
                {"C4", "0 <= source_target_pairs < N, where N is defined as:"},
                {"C5", "channel_type is defined as:"}});

}  // namespace
}  // namespace hloref::checker
