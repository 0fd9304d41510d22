// spec: Ops > infeed.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkInfeed(OpContext& c) {
  if (c.numOperands() != 1 || !c.operandType(0).isToken()) {
    c.error("takes one token, got " + typesText(c.op.operandTypes));
    return;
  }
  const size_t n = c.numResults();
  if (!c.require(0 < n, "C1", "size(results) = 0")) return;
  for (size_t i = 0; i + 1 < n; ++i)
    c.require(c.resultType(i).isTensor(), "C2",
              [&] { return "results[" + std::to_string(i) + "] has type " + c.resultType(i).str(); });
  c.require(c.resultType(n - 1).isToken(), "C3", [&] { return "results[-1] has type " + c.resultType(n - 1).str(); });
}

HLOREF_CHECKER("stablehlo.infeed", checkInfeed,
               {{"C1", "0 < size(results)"},
                {"C2", "is_empty(result[:-1]) or is_tensor(type(results[:-1]))"},
                {"C3", "is_token(type(results[-1]))"}});

}  // namespace
}  // namespace hloref::checker
