// spec: Ops > compare.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

// The text of an enum attribute (`#stablehlo<comparison_direction LT>`, `LT`).
const std::string* enumText(const Attribute* a) {
  if (!a) return nullptr;
  if (a->kind == Attribute::Kind::Enum || a->kind == Attribute::Kind::String) return &a->text;
  return nullptr;
}

void checkCompare(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", kAnyTensor | kPerTensorQuantized);
  const Attribute* directionAttr = c.attr("comparison_direction");
  const std::string* direction = enumText(directionAttr);
  if (!directionAttr) {
    c.error("requires attribute 'comparison_direction'");
  } else if (!direction || (*direction != "EQ" && *direction != "NE" && *direction != "GE" && *direction != "GT" &&
                            *direction != "LE" && *direction != "LT")) {
    c.typeViolation("I3", "comparison_direction must be one of EQ, NE, GE, GT, LE, LT, got " + attributeString(*directionAttr));
  }
  const Attribute* typeAttr = c.attr("compare_type");
  const std::string* compareType = enumText(typeAttr);
  bool typeKnown = false;
  if (typeAttr) {
    typeKnown = compareType && (*compareType == "FLOAT" || *compareType == "TOTALORDER" || *compareType == "SIGNED" ||
                                *compareType == "UNSIGNED" || *compareType == "NOTYPE");
    if (!typeKnown)
      c.typeViolation("I4", "compare_type must be one of FLOAT, TOTALORDER, SIGNED, UNSIGNED, got " + attributeString(*typeAttr));
  }
  const TensorType* result = requireResultOf(c, 0, "O1", kBooleanTensor);
  if (!lhs || !rhs) return;
  c.require(sameBaselineElementType(*lhs, *rhs), "C1", [&] { return "lhs: " + typeText(*lhs) + ", rhs: " + typeText(*rhs); });
  if (result)
    c.require(compatibleShapes(lhs->shape, rhs->shape) && compatibleShapes(rhs->shape, result->shape) &&
                  compatibleShapes(lhs->shape, result->shape),
              "C2", [&] {
                return "shape(lhs) = " + shapeText(lhs->shape) + ", shape(rhs) = " + shapeText(rhs->shape) +
                       ", shape(result) = " + shapeText(result->shape);
              });
  // C3 when compare_type is given (NOTYPE, MLIR's spelling of "absent", is
  // accepted as absent). Quantized operands compare as their expressed
  // (floating-point) values, the way the op runs them (dequantized).
  if (!typeKnown || *compareType == "NOTYPE") return;
  ElementType e = lhs->quant ? lhs->quant->expressedType : lhs->elementType;
  bool ok;
  if (isBoolean(e) || isUnsignedInteger(e)) ok = *compareType == "UNSIGNED";
  else if (isSignedInteger(e)) ok = *compareType == "SIGNED";
  else if (isFloat(e)) ok = *compareType == "FLOAT" || *compareType == "TOTALORDER";
  else ok = *compareType == "FLOAT";
  c.require(ok, "C3", [&] { return "compare_type = " + *compareType + ", element_type(lhs) = " + typeText(*lhs); });
}

HLOREF_CHECKER("stablehlo.compare", checkCompare,
               {{"C1", "baseline_element_type(lhs) = baseline_element_type(rhs)"},
                {"C2", "shape(lhs) = shape(rhs) = shape(result)"},
                {"C3", "compare_type is defined as:"}});

}  // namespace
}  // namespace hloref::checker
