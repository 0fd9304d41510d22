// spec: Ops > iota, literally:
//   output[output_index] = constant(is_quantized(output) ?
//     quantize(output_index[iota_dimension], element_type(output)) :
//     output_index[iota_dimension], element_type(output)).
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

// The value `n` in the 0-dimensional type `type` (constant(n, type), or
// quantize(n, type) for a quantized type).
Tensor constantOf(int64_t n, const TensorType& type) {
  if (type.isQuantized()) {
    TensorType expressed;
    expressed.elementType = type.quant->expressedType;
    Tensor value(expressed);
    value.setFloatValue(0, static_cast<double>(n));
    return quantize(value, type);
  }
  Tensor value(type);
  const ElementType e = type.elementType;
  if (isComplex(e)) value.setComplexValue(0, {static_cast<double>(n), 0.0});
  else if (isFloat(e)) value.setFloatValue(0, static_cast<double>(n));  // rounds to nearest even
  else value.setIntBits(0, static_cast<uint64_t>(n));                   // wraps for narrow integers
  return value;
}

std::vector<Value> iota(OpCall& call) {
  const int64_t iota_dimension = call.intAttr("iota_dimension");
  Tensor output = call.newResult(0);
  TensorType elementType = output.type();
  elementType.shape = {};
  forEachIndex(output.shape(), [&](const Index& output_index) {
    setElement(output, output_index, constantOf(output_index[iota_dimension], elementType));
  });
  return {Value(std::move(output))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.iota", iota);

}  // namespace hloref::literal
