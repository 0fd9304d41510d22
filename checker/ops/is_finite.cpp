// spec: Ops > is_finite.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkIsFinite(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* x = requireOperandOf(c, 0, "I1", kFloatTensor | kPerTensorQuantized);
  const TensorType* y = requireResultOf(c, 0, "O1", kBooleanTensor);
  if (!x || !y) return;
  c.require(compatibleShapes(x->shape, y->shape), "C1",
            [&] { return "shape(x) = " + shapeText(x->shape) + ", shape(y) = " + shapeText(y->shape); });
}

HLOREF_CHECKER("stablehlo.is_finite", checkIsFinite, {{"C1", "shape(x) = shape(y)"}});

}  // namespace
}  // namespace hloref::checker
