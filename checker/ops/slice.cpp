// spec: Ops > slice.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkSlice(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  std::optional<std::vector<int64_t>> start = intListAttr(c, "start_indices");
  std::optional<std::vector<int64_t>> limit = intListAttr(c, "limit_indices");
  std::optional<std::vector<int64_t>> stride = intListAttr(c, "strides");
  if (!operand || !result) return;
  c.require(sameElementType(*operand, *result), "C1",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
  if (!start || !limit || !stride) return;
  const std::vector<int64_t>&start_indices = *start, &limit_indices = *limit, &strides = *stride;
  int64_t rank = operand->rank();
  if (!c.require(static_cast<int64_t>(start_indices.size()) == rank && static_cast<int64_t>(limit_indices.size()) == rank &&
                     static_cast<int64_t>(strides.size()) == rank,
                 "C2", [&] {
                   return "size(start_indices) = " + std::to_string(start_indices.size()) + ", size(limit_indices) = " +
                          std::to_string(limit_indices.size()) + ", size(strides) = " + std::to_string(strides.size()) +
                          ", rank(operand) = " + std::to_string(rank);
                 }))
    return;
  bool boundsOk = true;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t n = operand->shape[d];
    boundsOk = boundsOk && 0 <= start_indices[d] && start_indices[d] <= limit_indices[d] &&
               (n == kDynamic || limit_indices[d] <= n);
  }
  c.require(boundsOk, "C3", [&] {
    return "start_indices = " + listText(start_indices) + ", limit_indices = " + listText(limit_indices) +
           ", shape(operand) = " + shapeText(operand->shape);
  });
  bool stridesOk = c.require(allPositive(strides), "C4", [&] { return "strides = " + listText(strides); });
  if (!boundsOk || !stridesOk) return;
  Shape expected;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t span = limit_indices[d] - start_indices[d];
    expected.push_back(span / strides[d] + (span % strides[d] != 0 ? 1 : 0));
  }
  c.require(compatibleShapes(result->shape, expected), "C5",
            [&] { return "shape(result) = " + shapeText(result->shape) + ", expected " + shapeText(expected); });
}

HLOREF_CHECKER("stablehlo.slice", checkSlice,
               {{"C1", "element_type(operand) = element_type(result)"},
                {"C2", "size(start_indices) = size(limit_indices) = size(strides) = rank(operand)"},
                {"C3", "0 <= start_indices <= limit_indices <= shape(operand)"},
                {"C4", "0 < strides"},
                {"C5", "shape(result) = ceil((limit_indices - start_indices) / strides)"}});

}  // namespace
}  // namespace hloref::checker
