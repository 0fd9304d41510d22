// spec: Ops > uniform_dequantize
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

std::vector<Value> evalUniformDequantize(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const TensorType& operandType =
      call.op.operandTypes.size() > 0 && call.op.operandTypes[0].isTensor() ? call.op.operandTypes[0].tensorType()
                                                                            : operand.type();
  // result = dequantize(operand), with (C1) shape(operand) = shape(result).
  requireSameShape(call, operand.shape());
  Tensor result = dequantize(operand, operandType);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.uniform_dequantize",
           .eval = evalUniformDequantize,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
