// spec: Ops > abs.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkAbs(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand =
      requireOperandOf(c, 0, "I1", kSignedIntegerTensor | kFloatTensor | kComplexTensor | kPerTensorQuantized);
  const TensorType* result = requireResultOf(c, 0, "O1", kSignedIntegerTensor | kFloatTensor | kPerTensorQuantized);
  if (!operand || !result) return;
  c.require(compatibleShapes(result->shape, operand->shape), "C1",
            [&] { return "shape(result) = " + shapeText(result->shape) + ", shape(operand) = " + shapeText(operand->shape); });
  // C2: complex operands give their part type; others keep their baseline element type.
  bool ok;
  if (isComplex(operand->elementType) && !operand->quant) {
    ok = !result->quant && result->elementType == complexPartType(operand->elementType);
  } else {
    ok = sameBaselineElementType(*result, *operand);
  }
  c.require(ok, "C2", [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
}

HLOREF_CHECKER("stablehlo.abs", checkAbs,
               {{"C1", "shape(result) = shape(operand)"}, {"C2", "baseline_element_type(result) is defined as:"}});

}  // namespace
}  // namespace hloref::checker
