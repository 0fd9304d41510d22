// spec: Ops > clamp.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkClamp(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  constexpr unsigned kAllowed = kAnyTensor | kPerTensorQuantized;
  const TensorType* min = requireOperandOf(c, 0, "I1", kAllowed);
  const TensorType* operand = requireOperandOf(c, 1, "I2", kAllowed);
  const TensorType* max = requireOperandOf(c, 2, "I3", kAllowed);
  const TensorType* result = requireResultOf(c, 0, "O1", kAllowed);
  if (!min || !operand || !max || !result) return;
  c.require(min->rank() == 0 || compatibleShapes(min->shape, operand->shape), "C1",
            [&] { return "shape(min) = " + shapeText(min->shape) + ", shape(operand) = " + shapeText(operand->shape); });
  c.require(max->rank() == 0 || compatibleShapes(max->shape, operand->shape), "C2",
            [&] { return "shape(max) = " + shapeText(max->shape) + ", shape(operand) = " + shapeText(operand->shape); });
  c.require(sameBaselineElementType(*min, *operand) && sameBaselineElementType(*operand, *max), "C3", [&] {
    return "min: " + typeText(*min) + ", operand: " + typeText(*operand) + ", max: " + typeText(*max);
  });
  c.require(sameBaselineType(*operand, *result), "C4",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
}

HLOREF_CHECKER("stablehlo.clamp", checkClamp,
               {{"C1", "rank(min) = 0 or shape(min) = shape(operand)"},
                {"C2", "rank(max) = 0 or shape(max) = shape(operand)"},
                {"C3", "baseline_element_type(min) = baseline_element_type(operand) = baseline_element_type(max)"},
                {"C4", "baseline_type(operand) = baseline_type(result)"}});

}  // namespace
}  // namespace hloref::checker
