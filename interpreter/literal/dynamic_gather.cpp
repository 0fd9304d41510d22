// spec: Ops > dynamic_gather: gather (literal/gather.cpp) with slice_sizes
// read from the operand `slice_sizes`.
#include <string>

#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> dynamicGather(OpCall& call) {
  const Tensor& slice_sizes_tensor = call.tensor(2);
  std::vector<int64_t> slice_sizes;
  for (int64_t d = 0; d < slice_sizes_tensor.numElements(); ++d)
    slice_sizes.push_back(indexValue(slice_sizes_tensor, {d}));
  // (C11) and (C12) depend on the operand's values: checked here, at run time.
  const Shape& operandShape = call.tensor(0).shape();
  if (slice_sizes.size() != operandShape.size())
    call.violation("C11", "size(slice_sizes) = " + std::to_string(slice_sizes.size()) +
                              ", rank(operand) = " + std::to_string(operandShape.size()));
  for (size_t d = 0; d < slice_sizes.size(); ++d)
    if (slice_sizes[d] < 0 || slice_sizes[d] > operandShape[d])
      call.violation("C12", "slice_sizes[" + std::to_string(d) + "] = " + std::to_string(slice_sizes[d]) +
                                ", dim(operand, " + std::to_string(d) + ") = " + std::to_string(operandShape[d]));
  return {Value(gather(call, call.tensor(0), call.tensor(1), slice_sizes))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.dynamic_gather", dynamicGather);

}  // namespace hloref::literal
