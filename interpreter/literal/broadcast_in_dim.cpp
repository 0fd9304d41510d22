// spec: Ops > broadcast_in_dim, literally:
//   result[result_index] = operand[operand_index] where operand_index[d] = 0
//   if dim(operand, d) = 1, else result_index[broadcast_dimensions[d]].
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> broadcastInDim(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::vector<int64_t> broadcast_dimensions = call.intListAttr("broadcast_dimensions");
  Tensor result = call.newResult(0);
  forEachIndex(result.shape(), [&](const Index& result_index) {
    Index operand_index(operand.shape().size());
    for (size_t d = 0; d < operand_index.size(); ++d)
      operand_index[d] = operand.shape()[d] == 1 ? 0 : result_index[broadcast_dimensions[d]];
    copyElement(result, result_index, operand, operand_index);
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.broadcast_in_dim", broadcastInDim);

}  // namespace hloref::literal
