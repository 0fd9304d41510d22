// chlo.constant and chlo.constant_like (spec/chlo/constant.yaml,
// constant_like.yaml, from ChloOps.td: ConstantOp's value is an
// ElementsAttr giving the result type; ConstantLikeOp's verifier requires
// the value's type to be the result's element type, and
// SameOperandsAndResultShape the shapes).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkConstant(OpContext& c) {
  if (!requireArity(c, 0, 1)) return;
  const TensorType* output = requireResultOf(c, 0, "O1", kAnyTensor);
  const Attribute* value = c.attr("value");
  if (!value) return c.error("requires attribute 'value'");
  if (value->kind != Attribute::Kind::Dense || !value->dense) {
    c.typeViolation("I1", "value must be a tensor constant, got " + attributeString(*value));
    return;
  }
  if (!output) return;
  const TensorType valueType = value->dense->type();
  c.require(valueType.elementType == output->elementType && compatibleShapes(valueType.shape, output->shape), "C1",
            [&] { return "type(value) = " + typeText(valueType) + ", type(output) = " + typeText(*output); });
}

// The element type of a scalar value attribute (`1.0 : f32`, `2 : i32`,
// `true`), or nullopt when it is not one.
std::optional<ElementType> scalarType(const Attribute& a) {
  if (a.kind == Attribute::Kind::Bool) return ElementType::I1;
  if ((a.kind == Attribute::Kind::Integer || a.kind == Attribute::Kind::Float) && a.type.isTensor())
    return a.type.tensorType().elementType;
  return std::nullopt;
}

void checkConstantLike(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I2", kAnyTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor);
  const Attribute* value = c.attr("value");
  if (!value) return c.error("requires attribute 'value'");
  std::optional<ElementType> type = scalarType(*value);
  if (!type) {
    c.typeViolation("I1", "value must be a scalar constant, got " + attributeString(*value));
    return;
  }
  if (!operand || !result) return;
  c.require(*type == result->elementType, "C1", [&] {
    return "type(value) = " + std::string(elementTypeName(*type)) + ", element_type(result) = " + elementText(*result);
  });
  c.require(compatibleShapes(operand->shape, result->shape), "C2", [&] {
    return "shape(operand) = " + shapeText(operand->shape) + ", shape(result) = " + shapeText(result->shape);
  });
}

HLOREF_CHECKER("chlo.constant", checkConstant, {{"C1", "type(value) = type(output)"}});
HLOREF_CHECKER("chlo.constant_like", checkConstantLike,
               {{"C1", "type(value) = element_type(result)"}, {"C2", "shape(operand) = shape(result)"}});

}  // namespace
}  // namespace hloref::checker
