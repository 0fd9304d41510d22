// spec: Ops > transpose, literally:
//   result_index[d] = operand_index[permutation[d]].
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> transpose(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::vector<int64_t> permutation = call.intListAttr("permutation");
  Shape resultShape(permutation.size());
  for (size_t d = 0; d < permutation.size(); ++d) resultShape[d] = operand.shape()[permutation[d]];
  Tensor result = call.newResult(0, resultShape);
  forEachIndex(result.shape(), [&](const Index& result_index) {
    Index operand_index(result_index.size());
    for (size_t d = 0; d < permutation.size(); ++d) operand_index[permutation[d]] = result_index[d];
    copyElement(result, result_index, operand, operand_index);
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.transpose", transpose);

}  // namespace hloref::literal
