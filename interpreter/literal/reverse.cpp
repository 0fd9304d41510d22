// spec: Ops > reverse, literally:
//   result[result_index] = operand[operand_index] where operand_index[d] =
//   dim(result, d) - result_index[d] - 1 if d in dimensions, else result_index[d].
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> reverse(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::vector<int64_t> dimensions = call.intListAttr("dimensions");
  Tensor result = call.newResult(0, operand.shape());
  forEachIndex(result.shape(), [&](const Index& result_index) {
    Index operand_index = result_index;
    for (int64_t d : dimensions) operand_index[d] = result.shape()[d] - result_index[d] - 1;
    copyElement(result, result_index, operand, operand_index);
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.reverse", reverse);

}  // namespace hloref::literal
