// spec: Ops > reverse.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkReverse(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  std::optional<std::vector<int64_t>> dims = intListAttr(c, "dimensions");
  if (!operand || !result) return;
  c.require(sameTensorType(*operand, *result), "C1",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
  if (!dims) return;
  c.require(isUnique(*dims), "C2", [&] { return "dimensions = " + listText(*dims); });
  c.require(allInRange(*dims, 0, result->rank()), "C3",
            [&] { return "dimensions = " + listText(*dims) + ", rank(result) = " + std::to_string(result->rank()); });
}

HLOREF_CHECKER("stablehlo.reverse", checkReverse,
               {{"C1", "type(operand) = type(result)"},
                {"C2", "is_unique(dimensions)"},
                {"C3", "0 <= dimensions < rank(result)"}});

}  // namespace
}  // namespace hloref::checker
