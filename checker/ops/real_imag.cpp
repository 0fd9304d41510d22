// spec: Ops > real, imag (the same constraints: C1 shape, C2 the part type).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkPart(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kFloatTensor | kComplexTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kFloatTensor);
  if (!operand || !result) return;
  c.require(compatibleShapes(result->shape, operand->shape), "C1",
            [&] { return "shape(result) = " + shapeText(result->shape) + ", shape(operand) = " + shapeText(operand->shape); });
  // complexPartType is the identity for non-complex types.
  c.require(result->elementType == complexPartType(operand->elementType), "C2",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
}

HLOREF_CHECKER("stablehlo.real", checkPart,
               {{"C1", "shape(result) = shape(operand)"}, {"C2", "element_type(result) is defined as:"}});
HLOREF_CHECKER("stablehlo.imag", checkPart,
               {{"C1", "shape(result) = shape(operand)"}, {"C2", "element_type(result) is defined as:"}});

}  // namespace
}  // namespace hloref::checker
