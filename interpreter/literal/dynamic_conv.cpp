// spec: Ops > dynamic_conv: convolution (literal/convolution.cpp) with the
// padding rows [low, high] read from the `padding` operand.
#include "interpreter/literal/linalg.h"

namespace hloref::literal {
namespace {

std::vector<Value> dynamicConv(OpCall& call) {
  const Tensor& padding = call.tensor(2);
  std::vector<std::pair<int64_t, int64_t>> rows(static_cast<size_t>(call.tensor(0).rank() - 2));
  for (size_t i = 0; i < rows.size(); ++i)
    rows[i] = {padding.intValue(static_cast<int64_t>(2 * i)), padding.intValue(static_cast<int64_t>(2 * i + 1))};
  return {Value(convolution(call, call.tensor(0), call.tensor(1), rows))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.dynamic_conv", dynamicConv);

}  // namespace hloref::literal
