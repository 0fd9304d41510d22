// spec: Ops > collective_broadcast.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkCollectiveBroadcast(OpContext& c) {
  auto has_dynamic_root = rootedGroups(c);
  if (!has_dynamic_root) return;
  const size_t n = c.numOperands();
  // The operands broadcast as data: all of them, or all but the dynamic root.
  size_t data = n;
  if (!*has_dynamic_root) {
    bool ok = n >= 1;
    for (size_t j = 0; ok && j < n && j < c.numResults(); ++j) ok = sameType(c.resultType(j), c.operandType(j));
    c.require(ok, "C3", [&] { return "operands " + typesText(c.op.operandTypes) + ", results " + typesText(c.op.resultTypes); });
  } else {
    data = n == 0 ? 0 : n - 1;
    bool ok = n >= 2;
    if (ok) {
      const Type& root = c.operandType(n - 1);
      ok = root.isTensor() && !root.tensorType().quant && root.tensorType().elementType == ElementType::SI32 &&
           root.tensorType().rank() == 1 && compatibleDims(root.tensorType().shape[0], static_cast<int64_t>(n - 1));
    }
    for (size_t j = 0; ok && j < data && j < c.numResults(); ++j) ok = sameType(c.resultType(j), c.operandType(j));
    c.require(ok, "C4", [&] { return "operands " + typesText(c.op.operandTypes) + ", results " + typesText(c.op.resultTypes); });
  }
  c.require(c.numResults() == data, "C5", [&] {
    return "size(results) = " + std::to_string(c.numResults()) + ", size(operands) = " + std::to_string(n) +
           ", has_dynamic_root = " + (*has_dynamic_root ? "true" : "false");
  });
}

HLOREF_CHECKER("stablehlo.collective_broadcast", checkCollectiveBroadcast,
               {{"C1", "is_unique(replica_groups)"},
                {"C2", "0 <= replica_groups < N where N is defined as:"},
                {"C3", "If has_dynamic_root = false:"},
                {"C4", "If has_dynamic_root = true:"},
                {"C5", "size(results) = size(operands) - (has_dynamic_root ? 1 : 0)"},
                {"C6", "0 <= operands[size(operands)-1] < shape(replica_groups)[1]", Enforcement::kRuntime}});

}  // namespace
}  // namespace hloref::checker
