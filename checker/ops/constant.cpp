// spec: Ops > constant.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkConstant(OpContext& c) {
  if (!requireArity(c, 0, 1)) return;
  const TensorType* output = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  const Attribute* value = c.attr("value");
  if (!value) {
    c.error("requires attribute 'value'");
    return;
  }
  if (value->kind != Attribute::Kind::Dense || !value->dense) {
    c.typeViolation("I1", "value must be a tensor constant, got " + attributeString(*value));
    return;
  }
  if (!output) return;
  // A quantized constant holds storage values; its literal type may spell
  // the storage type or the quantized type.
  const TensorType valueType = value->dense->type();
  bool elementOk = valueType.elementType == output->elementType &&
                   (!valueType.quant || !output->quant || *valueType.quant == *output->quant);
  c.require(elementOk && compatibleShapes(valueType.shape, output->shape), "C1",
            [&] { return "type(value) = " + typeText(valueType) + ", type(output) = " + typeText(*output); });
}

HLOREF_CHECKER("stablehlo.constant", checkConstant, {{"C1", "type(value) = type(output)"}});

}  // namespace
}  // namespace hloref::checker
