// spec: Ops > dynamic_gather: gather (literal/gather.cpp) with slice_sizes
// read from the operand `slice_sizes`.
#include <string>

#include "interpreter/kernels/gather_scatter.h"
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> dynamicGather(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  // The values of slice_sizes and the constraints only they decide: the
  // same run-time checks as the fast op's.
  const std::vector<int64_t> slice_sizes = gather_scatter::dynamicGatherSliceSizes(
      call, operand, call.tensor(2), gather_scatter::gatherDimensionNumbers(call));
  return {Value(gather(call, operand, call.tensor(1), slice_sizes, gather_scatter::kDynamicGatherIds))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.dynamic_gather", dynamicGather);

}  // namespace hloref::literal
