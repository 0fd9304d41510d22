// spec: Ops > uniform_dequantize
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

std::vector<Value> evalUniformDequantize(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  // (I1) operand is a quantized tensor.
  const TensorType& operandType =
      call.op.operandTypes.size() > 0 && call.op.operandTypes[0].isTensor() ? call.op.operandTypes[0].tensorType()
                                                                            : operand.type();
  if (!operandType.isQuantized())
    call.fail("has operand of type " + tensorTypeString(operand.type()) + "; it must be a quantized tensor (I1)");
  const TensorType& resultType = call.resultType(0);
  // (C2) element_type(result) = expressed_type(operand).
  if (resultType.isQuantized() || resultType.elementType != operandType.quant->expressedType)
    call.fail("has result type " + tensorTypeString(resultType) + " for operand " + tensorTypeString(operandType) +
              "; element_type(result) must be expressed_type(operand) (C2)");
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
