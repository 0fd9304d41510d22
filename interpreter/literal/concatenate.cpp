// spec: Ops > concatenate, literally:
//   result[i0, ..., id, ..., iR-1] = inputs[k][i0, ..., kd, ..., iR-1]
//   where id = d0 + ... + dk-1 + kd, d = dimension, and dk = dim(inputs[k], d).
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> concatenate(OpCall& call) {
  const int64_t dimension = call.intAttr("dimension");
  std::vector<const Tensor*> inputs;
  for (size_t k = 0; k < call.operands.size(); ++k) inputs.push_back(&call.tensor(k));
  // (C6) dim(result, dimension) = d0 + ... + dN-1.
  Shape resultShape = inputs[0]->shape();
  resultShape[dimension] = 0;
  for (const Tensor* input : inputs) resultShape[dimension] += input->shape()[dimension];
  Tensor result = call.newResult(0, resultShape);
  forEachIndex(result.shape(), [&](const Index& result_index) {
    // The input k whose block holds id, and kd = id - (d0 + ... + dk-1).
    Index input_index = result_index;
    size_t k = 0;
    while (input_index[dimension] >= inputs[k]->shape()[dimension])
      input_index[dimension] -= inputs[k++]->shape()[dimension];
    copyElement(result, result_index, *inputs[k], input_index);
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.concatenate", concatenate);

}  // namespace hloref::literal
