// spec: Ops > pad, literally:
//   result[result_index] = operand[operand_index] where
//   result_index = edge_padding_low + operand_index * (interior_padding + 1),
//   and padding_value for every other result_index.
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> pad(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& padding_value = call.tensor(1);
  const std::vector<int64_t> edge_padding_low = call.intListAttr("edge_padding_low");
  const std::vector<int64_t> edge_padding_high = call.intListAttr("edge_padding_high");
  const std::vector<int64_t> interior_padding = call.intListAttr("interior_padding");
  // (C4) shape(result) = shape(operand) + edge_padding_low +
  // max(shape(operand) - 1, 0) * interior_padding + edge_padding_high.
  const size_t rank = operand.shape().size();
  Shape resultShape(rank);
  for (size_t d = 0; d < rank; ++d) {
    const int64_t n = operand.shape()[d];
    resultShape[d] = n + edge_padding_low[d] + std::max<int64_t>(n - 1, 0) * interior_padding[d] + edge_padding_high[d];
  }
  Tensor result = call.newResult(0, resultShape);
  forEachIndex(result.shape(), [&](const Index& result_index) {
    // operand_index = (result_index - edge_padding_low) / (interior_padding + 1)
    // when the division is exact and the quotient lies in the operand.
    Index operand_index(rank);
    bool fromOperand = true;
    for (size_t d = 0; d < rank && fromOperand; ++d) {
      const int64_t offset = result_index[d] - edge_padding_low[d];
      const int64_t step = interior_padding[d] + 1;
      operand_index[d] = offset / step;
      fromOperand = offset >= 0 && offset % step == 0;
    }
    if (fromOperand && inBounds(operand_index, operand.shape()))
      copyElement(result, result_index, operand, operand_index);
    else
      copyElement(result, result_index, padding_value, {});
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.pad", pad);

}  // namespace hloref::literal
