// spec: Ops > add. C1 for non-quantized operands, C2..C7 when any is quantized.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkAdd(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = requireOperandOf(c, 0, "I1", kAnyTensor | kQuantizedTensor);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", kAnyTensor | kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  if (!lhs || !rhs || !result) return;
  auto types = [&] { return "lhs: " + typeText(*lhs) + ", rhs: " + typeText(*rhs) + ", result: " + typeText(*result); };
  if (!isQuantized(*lhs) && !isQuantized(*rhs) && !isQuantized(*result)) {
    c.require(sameTensorType(*lhs, *rhs) && sameTensorType(*rhs, *result) && sameTensorType(*lhs, *result), "C1", types);
    return;
  }
  if (!c.require(isQuantized(*lhs) && isQuantized(*rhs) && isQuantized(*result), "C2", types)) return;
  const QuantParams& l = *lhs->quant;
  const QuantParams& r = *rhs->quant;
  const QuantParams& o = *result->quant;
  c.require(l.storageType == r.storageType && r.storageType == o.storageType && l.storageMin == r.storageMin &&
                r.storageMin == o.storageMin && l.storageMax == r.storageMax && r.storageMax == o.storageMax,
            "C3", types);
  c.require(l.expressedType == r.expressedType && r.expressedType == o.expressedType, "C4", types);
  c.require((isPerAxisQuantized(*lhs) || isPerAxisQuantized(*rhs)) == isPerAxisQuantized(*result), "C5", types);
  if (isPerAxisQuantized(*lhs)) c.require(l.quantizationDimension == o.quantizationDimension, "C6", types);
  if (isPerAxisQuantized(*rhs)) c.require(r.quantizationDimension == o.quantizationDimension, "C7", types);
  // Element-wise: the shapes agree (the op's syntax gives all three one shape).
  if (!compatibleShapes(lhs->shape, rhs->shape) || !compatibleShapes(rhs->shape, result->shape) ||
      !compatibleShapes(lhs->shape, result->shape))
    c.error("operands and result must have the same shape: " + types());
}

HLOREF_CHECKER("stablehlo.add", checkAdd,
               {{"C1", "type(lhs) = type(rhs) = type(result)"},
                {"C2", "is_quantized(lhs) and is_quantized(rhs) and is_quantized(result)"},
                {"C3", "storage_type(lhs) = storage_type(rhs) = storage_type(result)"},
                {"C4", "expressed_type(lhs) = expressed_type(rhs) = expressed_type(result)"},
                {"C5", "(is_per_axis_quantized(lhs) or is_per_axis_quantized(rhs)) = is_per_axis_quantized(result)"},
                {"C6", "If is_per_axis_quantized(lhs), then quantization_dimension(lhs) = quantization_dimension(result)"},
                {"C7", "If is_per_axis_quantized(rhs), then quantization_dimension(rhs) = quantization_dimension(result)"}});

}  // namespace
}  // namespace hloref::checker
