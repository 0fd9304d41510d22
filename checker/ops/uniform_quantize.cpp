// spec: Ops > uniform_quantize.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkUniformQuantize(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kFloatTensor | kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kQuantizedTensor);
  if (!operand || !result) return;
  c.require(compatibleShapes(operand->shape, result->shape), "C1",
            [&] { return "shape(operand) = " + shapeText(operand->shape) + ", shape(result) = " + shapeText(result->shape); });
  ElementType expected = operand->quant ? operand->quant->expressedType : operand->elementType;
  c.require(result->quant->expressedType == expected, "C2", [&] {
    return "expressed_type(result) = " + std::string(elementTypeName(result->quant->expressedType)) + ", operand: " +
           typeText(*operand);
  });
}

HLOREF_CHECKER("stablehlo.uniform_quantize", checkUniformQuantize,
               {{"C1", "shape(operand) = shape(result)"},
                {"C2", "expressed_type(result) = is_float(operand) ? element_type(operand) : expressed_type(operand)"}});

}  // namespace
}  // namespace hloref::checker
