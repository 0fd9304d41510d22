// spec: Ops > dynamic_slice, literally:
//   result[result_index] = operand[operand_index] where
//   adjusted_start_indices = clamp(0, start_indices, shape(operand) - slice_sizes)
//   and operand_index = adjusted_start_indices + result_index.
#include <algorithm>

#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> dynamicSlice(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::vector<int64_t> slice_sizes = call.intListAttr("slice_sizes");
  const size_t rank = operand.shape().size();
  Index adjusted_start_indices(rank);
  for (size_t d = 0; d < rank; ++d)
    adjusted_start_indices[d] =
        std::clamp<int64_t>(indexValue(call.tensor(1 + d), {}), 0, operand.shape()[d] - slice_sizes[d]);
  // (C5) shape(result) = slice_sizes.
  Tensor result = call.newResult(0, Shape(slice_sizes.begin(), slice_sizes.end()));
  forEachIndex(result.shape(), [&](const Index& result_index) {
    Index operand_index(rank);
    for (size_t d = 0; d < rank; ++d) operand_index[d] = adjusted_start_indices[d] + result_index[d];
    copyElement(result, result_index, operand, operand_index);
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.dynamic_slice", dynamicSlice);

}  // namespace hloref::literal
