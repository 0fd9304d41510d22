// spec: Ops > uniform_dequantize.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkUniformDequantize(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kFloatTensor);
  if (!operand || !result) return;
  c.require(compatibleShapes(operand->shape, result->shape), "C1",
            [&] { return "shape(operand) = " + shapeText(operand->shape) + ", shape(result) = " + shapeText(result->shape); });
  c.require(result->elementType == operand->quant->expressedType, "C2", [&] {
    return "element_type(result) = " + std::string(elementTypeName(result->elementType)) +
           ", expressed_type(operand) = " + std::string(elementTypeName(operand->quant->expressedType));
  });
}

HLOREF_CHECKER("stablehlo.uniform_dequantize", checkUniformDequantize,
               {{"C1", "shape(operand) = shape(result)"}, {"C2", "element_type(result) = expressed_type(operand)"}});

}  // namespace
}  // namespace hloref::checker
