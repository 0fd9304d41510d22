// spec: Ops > broadcast_in_dim.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkBroadcastInDim(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  std::optional<std::vector<int64_t>> dims = intListAttr(c, "broadcast_dimensions");
  if (!operand || !result) return;
  auto types = [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); };
  c.require(isPerAxisQuantized(*operand) ? samePerAxisBase(*operand, *result) : sameElementType(*result, *operand), "C1",
            types);
  if (!dims) return;
  const std::vector<int64_t>& broadcast_dimensions = *dims;
  bool sizeOk = c.require(static_cast<int64_t>(broadcast_dimensions.size()) == operand->rank(), "C2", [&] {
    return "size(broadcast_dimensions) = " + std::to_string(broadcast_dimensions.size()) +
           ", rank(operand) = " + std::to_string(operand->rank());
  });
  bool rangeOk = c.require(allInRange(broadcast_dimensions, 0, result->rank()), "C3", [&] {
    return "broadcast_dimensions = " + listText(broadcast_dimensions) + ", rank(result) = " + std::to_string(result->rank());
  });
  c.require(isUnique(broadcast_dimensions), "C4",
            [&] { return "broadcast_dimensions = " + listText(broadcast_dimensions); });
  if (!sizeOk || !rangeOk) return;
  for (int64_t d = 0; d < operand->rank(); ++d) {
    int64_t from = operand->shape[d];
    int64_t to = result->shape[broadcast_dimensions[d]];
    if (!c.require(from == 1 || compatibleDims(from, to), "C5", [&] {
          return "dim(operand, " + std::to_string(d) + ") = " + dimText(from) + ", dim(result, " +
                 std::to_string(broadcast_dimensions[d]) + ") = " + dimText(to);
        }))
      break;
  }
  if (isPerAxisQuantized(*result) && isPerAxisQuantized(*operand)) {
    int64_t qd = *operand->quant->quantizationDimension;
    int64_t rqd = *result->quant->quantizationDimension;
    if (qd < 0 || qd >= operand->rank()) return;  // a type rule (quantized_tensor_type C12) reports it
    if (!c.require(rqd == broadcast_dimensions[qd], "C6", [&] {
          return "quantization_dimension(result) = " + std::to_string(rqd) + ", broadcast_dimensions[" +
                 std::to_string(qd) + "] = " + std::to_string(broadcast_dimensions[qd]);
        }))
      return;
    if (operand->shape[qd] == 1 && !operand->quant->scales.empty() && !operand->quant->zeroPoints.empty()) {
      bool same = true;
      for (size_t i = 0; i < result->quant->scales.size(); ++i)
        same = same && result->quant->scales[i] == operand->quant->scales[0];
      for (size_t i = 0; i < result->quant->zeroPoints.size(); ++i)
        same = same && result->quant->zeroPoints[i] == operand->quant->zeroPoints[0];
      c.require(same, "C6", [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
    }
  }
}

HLOREF_CHECKER("stablehlo.broadcast_in_dim", checkBroadcastInDim,
               {{"C1", "element_type(result) is defined as:"},
                {"C2", "size(broadcast_dimensions) = rank(operand)"},
                {"C3", "0 <= broadcast_dimensions < rank(result)"},
                {"C4", "is_unique(broadcast_dimensions)"},
                {"C5", "For all d in axes(operand):"},
                {"C6", "If is_per_axis_quantized(result):"}});

}  // namespace
}  // namespace hloref::checker
