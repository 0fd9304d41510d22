// spec: Ops > dynamic_conv (Constraints C1-C34): convolution with the
// padding as operand #2, so C25's spatial dimensions depend on its values
// and are enforced when the op runs (checker/ops/convolution.cpp has the rest).
#include "checker/checker_util.h"
#include "checker/ops/convolution.h"

namespace hloref::checker {
namespace {

void checkDynamicConv(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  std::optional<convolution::Padding> padding;
  if (const TensorType* p = requireOperandOf(c, 2, "I3", kIntegerTensor))
    if (requireRank(c, "I3", "operand #2", *p, 2)) padding = convolution::Padding{p->shape, std::nullopt};
  convolution::check(c, padding, false);
}

}  // namespace

HLOREF_CHECKER("stablehlo.dynamic_conv", checkDynamicConv, convolution::constraints(Enforcement::kRuntime));

}  // namespace hloref::checker
