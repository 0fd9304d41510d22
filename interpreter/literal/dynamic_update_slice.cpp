// spec: Ops > dynamic_update_slice, literally:
//   result[result_index] = update[update_index] if 0 <= update_index <
//   shape(update), and operand[result_index] otherwise, where
//   adjusted_start_indices = clamp(0, start_indices, shape(operand) - shape(update))
//   and update_index = result_index - adjusted_start_indices.
#include <algorithm>

#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> dynamicUpdateSlice(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& update = call.tensor(1);
  const size_t rank = operand.shape().size();
  Index adjusted_start_indices(rank);
  for (size_t d = 0; d < rank; ++d)
    adjusted_start_indices[d] =
        std::clamp<int64_t>(indexValue(call.tensor(2 + d), {}), 0, operand.shape()[d] - update.shape()[d]);
  Tensor result = call.newResult(0, operand.shape());
  forEachIndex(result.shape(), [&](const Index& result_index) {
    Index update_index(rank);
    for (size_t d = 0; d < rank; ++d) update_index[d] = result_index[d] - adjusted_start_indices[d];
    if (inBounds(update_index, update.shape()))
      copyElement(result, result_index, update, update_index);
    else
      copyElement(result, result_index, operand, result_index);
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.dynamic_update_slice", dynamicUpdateSlice);

}  // namespace hloref::literal
