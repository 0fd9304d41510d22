// spec: Ops > uniform_quantize
#include "interpreter/evaluator.h"
#include "interpreter/quantization.h"

namespace hloref {
namespace {

// (C1) shape(operand) = shape(result): the declared result shape (static
// dimensions) is the operand's.
void requireSameShape(const OpCall& call, const Shape& shape) {
  const TensorType& declared = call.resultType(0);
  bool ok = declared.rank() == static_cast<int64_t>(shape.size());
  for (size_t d = 0; ok && d < shape.size(); ++d) ok = declared.shape[d] == kDynamic || declared.shape[d] == shape[d];
  if (!ok)
    call.fail("has operand of shape " + tensorTypeString(call.tensor(0).type()) + " but result type " +
              tensorTypeString(declared) + "; the shapes must be the same (C1)");
}

std::vector<Value> evalUniformQuantize(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const TensorType& operandType =
      call.op.operandTypes.size() > 0 && call.op.operandTypes[0].isTensor() ? call.op.operandTypes[0].tensorType()
                                                                            : operand.type();
  const TensorType& resultType = call.resultType(0);
  // (O1) result is a quantized tensor.
  if (!resultType.isQuantized())
    call.fail("has result type " + tensorTypeString(resultType) + "; it must be a quantized tensor (O1)");
  // (I1) operand is a tensor of floating-point or quantized type.
  if (!operandType.isQuantized() && !isFloat(operandType.elementType))
    call.fail("has operand of type " + tensorTypeString(operandType) +
              "; it must be a tensor of floating-point or quantized type (I1)");
  // (C2) expressed_type(result) = is_float(operand) ? element_type(operand) : expressed_type(operand).
  ElementType expressed = operandType.isQuantized() ? operandType.quant->expressedType : operandType.elementType;
  if (resultType.quant->expressedType != expressed)
    call.fail("has operand " + tensorTypeString(operandType) + " and result " + tensorTypeString(resultType) +
              "; expressed_type(result) must be " + std::string(elementTypeName(expressed)) + " (C2)");
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
