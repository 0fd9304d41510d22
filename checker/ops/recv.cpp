// spec: Ops > recv.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkRecv(OpContext& c) {
  const size_t n = c.numResults();
  if (c.numOperands() != 1 || !c.operandType(0).isToken() || n == 0 || !c.resultType(n - 1).isToken()) {
    c.error("takes a token and produces its results and a token, got " + typesText(c.op.operandTypes) + " -> " +
            typesText(c.op.resultTypes));
    return;
  }
  for (size_t i = 0; i + 1 < n; ++i) requireResultOf(c, i, "O1", kAnyTensor | kQuantizedTensor);
  checkPointToPoint(c);
}

HLOREF_CHECKER("stablehlo.recv", checkRecv,
               {{"C1", "dim(source_target_pairs, 1) = 2"},
                {"C2", "is_unique(source_target_pairs[:, 0])"},
                {"C3", "is_unique(source_target_pairs[:, 1])"},
                {"C4", "0 <= source_target_pairs < N, where N is defined as:"},
                {"C5", "channel_type is defined as:"}});

}  // namespace
}  // namespace hloref::checker
