// spec: Ops > dynamic_broadcast_in_dim.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkDynamicBroadcastInDim(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kQuantizedTensor);
  const TensorType* output_dimensions = requireOperandOf(c, 1, "I2", kIntegerTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  auto dims = intListAttr(c, "broadcast_dimensions");
  auto known_expanding_dimensions = intListAttrOr(c, "known_expanding_dimensions", {});
  auto known_nonexpanding_dimensions = intListAttrOr(c, "known_nonexpanding_dimensions", {});
  if (!operand || !output_dimensions || !result) return;
  if (!requireRank(c, "I2", "output_dimensions", *output_dimensions, 1)) return;
  c.require(isPerAxisQuantized(*operand) ? samePerAxisBase(*operand, *result) : sameElementType(*result, *operand), "C1",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
  if (!dims || !known_expanding_dimensions || !known_nonexpanding_dimensions) return;
  const std::vector<int64_t>& broadcast_dimensions = *dims;
  bool sizeOk = c.require(static_cast<int64_t>(broadcast_dimensions.size()) == operand->rank(), "C2", [&] {
    return "size(broadcast_dimensions) = " + std::to_string(broadcast_dimensions.size()) +
           ", rank(operand) = " + std::to_string(operand->rank());
  });
  bool rangeOk = c.require(allInRange(broadcast_dimensions, 0, result->rank()), "C3", [&] {
    return "broadcast_dimensions = " + listText(broadcast_dimensions) + ", rank(result) = " + std::to_string(result->rank());
  });
  c.require(isUnique(broadcast_dimensions), "C4", [&] { return "broadcast_dimensions = " + listText(broadcast_dimensions); });
  if (sizeOk && rangeOk) {
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
      if (0 <= qd && qd < operand->rank()) {
        bool ok = rqd == broadcast_dimensions[qd];
        if (ok && operand->shape[qd] == 1 && !operand->quant->scales.empty() && !operand->quant->zeroPoints.empty()) {
          for (double s : result->quant->scales) ok = ok && s == operand->quant->scales[0];
          for (int64_t z : result->quant->zeroPoints) ok = ok && z == operand->quant->zeroPoints[0];
        }
        c.require(ok, "C6", [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
      }
    }
  }
  c.require(compatibleDims(output_dimensions->shape[0], result->rank()), "C7", [&] {
    return "size(output_dimensions) = " + dimText(output_dimensions->shape[0]) +
           ", rank(result) = " + std::to_string(result->rank());
  });
  c.require(isUnique(concat(*known_expanding_dimensions, *known_nonexpanding_dimensions)), "C8", [&] {
    return "known_expanding_dimensions = " + listText(*known_expanding_dimensions) +
           ", known_nonexpanding_dimensions = " + listText(*known_nonexpanding_dimensions);
  });
  c.require(allInRange(*known_expanding_dimensions, 0, operand->rank()), "C9", [&] {
    return "known_expanding_dimensions = " + listText(*known_expanding_dimensions) +
           ", rank(operand) = " + std::to_string(operand->rank());
  });
  c.require(allInRange(*known_nonexpanding_dimensions, 0, operand->rank()), "C10", [&] {
    return "known_nonexpanding_dimensions = " + listText(*known_nonexpanding_dimensions) +
           ", rank(operand) = " + std::to_string(operand->rank());
  });
}

HLOREF_CHECKER("stablehlo.dynamic_broadcast_in_dim", checkDynamicBroadcastInDim,
               {{"C1", "element_type(result) is defined as:"},
                {"C2", "size(broadcast_dimensions) = rank(operand)"},
                {"C3", "0 <= broadcast_dimensions < rank(result)"},
                {"C4", "is_unique(broadcast_dimensions)"},
                {"C5", "For all d in axes(operand):"},
                {"C6", "If is_per_axis_quantized(result):"},
                {"C7", "size(output_dimensions) = rank(result)"},
                {"C8", "is_unique(known_expanding_dimensions + known_nonexpanding_dimensions)"},
                {"C9", "0 <= known_expanding_dimensions < rank(operand)"},
                {"C10", "0 <= known_nonexpanding_dimensions < rank(operand)"}});

}  // namespace
}  // namespace hloref::checker
