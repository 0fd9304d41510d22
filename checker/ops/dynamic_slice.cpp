// spec: Ops > dynamic_slice.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkDynamicSlice(OpContext& c) {
  if (c.numOperands() < 1 || c.numResults() != 1) {
    c.error("takes an operand and start indices and produces one result");
    return;
  }
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  std::vector<const TensorType*> start_indices;
  for (size_t i = 1; i < c.numOperands(); ++i) {
    const TensorType* t = requireOperandOf(c, i, "I2", kIntegerTensor);
    if (t && !requireRank(c, "I2", "start_indices[" + std::to_string(i - 1) + "]", *t, 0)) t = nullptr;
    start_indices.push_back(t);
  }
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  std::optional<std::vector<int64_t>> sizes = intListAttr(c, "slice_sizes");
  if (!operand || !result) return;
  c.require(sameElementType(*operand, *result), "C1",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
  if (!sizes) return;
  const std::vector<int64_t>& slice_sizes = *sizes;
  bool sizeOk = c.require(static_cast<int64_t>(start_indices.size()) == operand->rank() &&
                              static_cast<int64_t>(slice_sizes.size()) == operand->rank(),
                          "C2", [&] {
                            return "size(start_indices) = " + std::to_string(start_indices.size()) +
                                   ", size(slice_sizes) = " + std::to_string(slice_sizes.size()) +
                                   ", rank(operand) = " + std::to_string(operand->rank());
                          });
  for (size_t i = 1; i < start_indices.size(); ++i)
    if (start_indices[0] && start_indices[i] &&
        !c.require(sameTensorType(*start_indices[i], *start_indices[0]), "C3", [&] {
          return "start_indices[0]: " + typeText(*start_indices[0]) + ", start_indices[" + std::to_string(i) +
                 "]: " + typeText(*start_indices[i]);
        }))
      break;
  if (!sizeOk) return;
  bool ok = true;
  for (int64_t d = 0; d < operand->rank(); ++d)
    ok = ok && 0 <= slice_sizes[d] && (operand->shape[d] == kDynamic || slice_sizes[d] <= operand->shape[d]);
  c.require(ok, "C4",
            [&] { return "slice_sizes = " + listText(slice_sizes) + ", shape(operand) = " + shapeText(operand->shape); });
  c.require(compatibleShapes(result->shape, slice_sizes), "C5",
            [&] { return "shape(result) = " + shapeText(result->shape) + ", slice_sizes = " + listText(slice_sizes); });
}

HLOREF_CHECKER("stablehlo.dynamic_slice", checkDynamicSlice,
               {{"C1", "element_type(operand) = element_type(result)"},
                {"C2", "size(start_indices) = size(slice_sizes) = rank(operand)"},
                {"C3", "same(type(start_indices...))"},
                {"C4", "0 <= slice_sizes <= shape(operand)"},
                {"C5", "shape(result) = slice_sizes"}});

}  // namespace
}  // namespace hloref::checker
