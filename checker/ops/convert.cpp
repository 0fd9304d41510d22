// spec: Ops > convert.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkConvert(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor);
  if (!operand || !result) return;
  c.require(compatibleShapes(operand->shape, result->shape), "C1",
            [&] { return "shape(operand) = " + shapeText(operand->shape) + ", shape(result) = " + shapeText(result->shape); });
}

HLOREF_CHECKER("stablehlo.convert", checkConvert, {{"C1", "shape(operand) = shape(result)"}});

}  // namespace
}  // namespace hloref::checker
