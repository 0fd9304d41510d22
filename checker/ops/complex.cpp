// spec: Ops > complex.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

// I1, I2: tensor of f32 or f64.
const TensorType* requireF32OrF64(OpContext& c, size_t i, std::string_view label) {
  const Type& t = c.operandType(i);
  if (t.isTensor() && !t.tensorType().quant &&
      (t.tensorType().elementType == ElementType::F32 || t.tensorType().elementType == ElementType::F64))
    return &t.tensorType();
  c.typeViolation(label, "operand #" + std::to_string(i) + " must be a tensor of type f32 or f64, got " + t.str());
  return nullptr;
}

void checkComplex(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = requireF32OrF64(c, 0, "I1");
  const TensorType* rhs = requireF32OrF64(c, 1, "I2");
  const TensorType* result = requireResultOf(c, 0, "O1", kComplexTensor);
  if (!lhs || !rhs) return;
  c.require(sameTensorType(*lhs, *rhs), "C1", [&] { return "lhs: " + typeText(*lhs) + ", rhs: " + typeText(*rhs); });
  if (!result) return;
  c.require(compatibleShapes(result->shape, lhs->shape), "C2",
            [&] { return "shape(result) = " + shapeText(result->shape) + ", shape(lhs) = " + shapeText(lhs->shape); });
  c.require(result->elementType == complexOf(lhs->elementType), "C3",
            [&] { return "element_type(result) = " + typeText(*result) + ", element_type(lhs) = " + typeText(*lhs); });
}

HLOREF_CHECKER("stablehlo.complex", checkComplex,
               {{"C1", "type(lhs) = type(rhs)"},
                {"C2", "shape(result) = shape(lhs)"},
                {"C3", "element_type(result) has type complex<E> where E = element_type(lhs)"}});

}  // namespace
}  // namespace hloref::checker
