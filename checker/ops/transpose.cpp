// spec: Ops > transpose.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkTranspose(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  std::optional<std::vector<int64_t>> perm = intListAttr(c, "permutation");
  if (!operand || !result) return;
  c.require(isPerAxisQuantized(*operand) ? sameUpToQuantizationDimension(*operand, *result)
                                         : sameElementType(*result, *operand),
            "C1", [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
  if (!perm) return;
  const std::vector<int64_t>& permutation = *perm;
  if (!c.require(isPermutation(permutation, operand->rank()), "C2", [&] {
        return "permutation = " + listText(permutation) + ", rank(operand) = " + std::to_string(operand->rank());
      }))
    return;
  Shape expected;
  for (int64_t p : permutation) expected.push_back(operand->shape[p]);
  c.require(compatibleShapes(result->shape, expected), "C3",
            [&] { return "shape(result) = " + shapeText(result->shape) + ", dim(operand, permutation...) = " + shapeText(expected); });
  if (isPerAxisQuantized(*result) && isPerAxisQuantized(*operand)) {
    int64_t rqd = *result->quant->quantizationDimension;
    if (rqd < 0 || rqd >= static_cast<int64_t>(permutation.size())) return;  // type rule C12
    int64_t qd = *operand->quant->quantizationDimension;
    c.require(qd == permutation[rqd], "C4", [&] {
      return "quantization_dimension(operand) = " + std::to_string(qd) + ", permutation[" + std::to_string(rqd) +
             "] = " + std::to_string(permutation[rqd]);
    });
  }
}

HLOREF_CHECKER("stablehlo.transpose", checkTranspose,
               {{"C1", "element_type(result) is defined as:"},
                {"C2", "sort(permutation) = range(rank(operand))"},
                {"C3", "shape(result) = dim(operand, permutation...)"},
                {"C4",
                 "If is_per_axis_quantized(result), then quantization_dimension(operand) = "
                 "permutation(quantization_dimension(result))"}});

}  // namespace
}  // namespace hloref::checker
