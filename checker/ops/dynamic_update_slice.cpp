// spec: Ops > dynamic_update_slice.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkDynamicUpdateSlice(OpContext& c) {
  if (c.numOperands() < 2 || c.numResults() != 1) {
    c.error("takes an operand, an update and start indices and produces one result");
    return;
  }
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* update = requireOperandOf(c, 1, "I2", kAnyTensor | kPerTensorQuantized);
  std::vector<const TensorType*> start_indices;
  for (size_t i = 2; i < c.numOperands(); ++i) {
    const TensorType* t = requireOperandOf(c, i, "I3", kIntegerTensor);
    if (t && !requireRank(c, "I3", "start_indices[" + std::to_string(i - 2) + "]", *t, 0)) t = nullptr;
    start_indices.push_back(t);
  }
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  if (!operand || !update || !result) return;
  c.require(sameTensorType(*operand, *result), "C1",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
  c.require(sameElementType(*update, *operand), "C2",
            [&] { return "update: " + typeText(*update) + ", operand: " + typeText(*operand); });
  bool rankOk = c.require(update->rank() == operand->rank(), "C3", [&] {
    return "rank(update) = " + std::to_string(update->rank()) + ", rank(operand) = " + std::to_string(operand->rank());
  });
  c.require(static_cast<int64_t>(start_indices.size()) == operand->rank(), "C4", [&] {
    return "size(start_indices) = " + std::to_string(start_indices.size()) + ", rank(operand) = " + std::to_string(operand->rank());
  });
  for (size_t i = 1; i < start_indices.size(); ++i)
    if (start_indices[0] && start_indices[i] &&
        !c.require(sameTensorType(*start_indices[i], *start_indices[0]), "C5", [&] {
          return "start_indices[0]: " + typeText(*start_indices[0]) + ", start_indices[" + std::to_string(i) +
                 "]: " + typeText(*start_indices[i]);
        }))
      break;
  if (!rankOk) return;
  bool ok = true;
  for (int64_t d = 0; d < operand->rank(); ++d)
    ok = ok && (update->shape[d] == kDynamic || operand->shape[d] == kDynamic || update->shape[d] <= operand->shape[d]);
  c.require(ok, "C6",
            [&] { return "shape(update) = " + shapeText(update->shape) + ", shape(operand) = " + shapeText(operand->shape); });
}

HLOREF_CHECKER("stablehlo.dynamic_update_slice", checkDynamicUpdateSlice,
               {{"C1", "type(operand) = type(result)"},
                {"C2", "element_type(update) = element_type(operand)"},
                {"C3", "rank(update) = rank(operand)"},
                {"C4", "size(start_indices) = rank(operand)"},
                {"C5", "same(type(start_indices...))"},
                {"C6", "0 <= shape(update) <= shape(operand)"}});

}  // namespace
}  // namespace hloref::checker
