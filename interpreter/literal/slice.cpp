// spec: Ops > slice, literally:
//   result[result_index] = operand[operand_index] where
//   operand_index = start_indices + result_index * strides.
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> slice(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::vector<int64_t> start_indices = call.intListAttr("start_indices");
  const std::vector<int64_t> limit_indices = call.intListAttr("limit_indices");
  const std::vector<int64_t> strides = call.intListAttr("strides");
  // (C5) shape(result) = ceil((limit_indices - start_indices) / strides).
  Shape resultShape(start_indices.size());
  for (size_t d = 0; d < resultShape.size(); ++d) {
    const int64_t extent = limit_indices[d] - start_indices[d];
    resultShape[d] = extent / strides[d] + (extent % strides[d] != 0 ? 1 : 0);
  }
  Tensor result = call.newResult(0, resultShape);
  forEachIndex(result.shape(), [&](const Index& result_index) {
    Index operand_index(result_index.size());
    for (size_t d = 0; d < operand_index.size(); ++d)
      operand_index[d] = start_indices[d] + result_index[d] * strides[d];
    copyElement(result, result_index, operand, operand_index);
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.slice", slice);

}  // namespace hloref::literal
