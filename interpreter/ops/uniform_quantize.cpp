// spec: Ops > uniform_quantize
#include "interpreter/evaluator.h"
#include "interpreter/quantization.h"
#include "spec/notation.h"

namespace hloref {
namespace {

// (C1) shape(operand) = shape(result): decided by the checker unless a
// dimension is `?`; then the operand's sizes must fit the declared ones.
void requireSameShape(const OpCall& call, const Shape& shape) {
  const TensorType& declared = call.resultType(0);
  for (size_t d = 0; d < shape.size(); ++d)
    if (declared.shape[d] != kDynamic && declared.shape[d] != shape[d])
      call.violation("C1", "shape(operand) = " + notation::listText(shape) + ", shape(result) = " +
                               notation::shapeText(declared.shape));
}

std::vector<Value> evalUniformQuantize(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const TensorType& operandType =
      call.op.operandTypes.size() > 0 && call.op.operandTypes[0].isTensor() ? call.op.operandTypes[0].tensorType()
                                                                            : operand.type();
  const TensorType& resultType = call.resultType(0);
  requireSameShape(call, operand.shape());
  if (!operandType.isQuantized()) {
    // result = quantize(operand, type(result)).
    return {Value(quantize(operand, resultType))};
  }
  // float_result = dequantize(operand); result = quantize(float_result, type(result)).
  Tensor float_result = dequantize(operand, operandType);
  return {Value(quantize(float_result, resultType))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.uniform_quantize",
           .eval = evalUniformQuantize,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
