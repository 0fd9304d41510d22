// The CHLO element-wise ops without broadcasting (spec/chlo: each op's
// catalog entry, from ChloOps.td): unary functions, is_inf and its signed
// forms, next_after, polygamma, zeta and mulhi. Their one constraint is the
// type equality of CompatibleOperandsAndResultType (or, for the is_inf
// ops, the shape equality of SameOperandsAndResultShape); the allowed
// element types are the operand and result type constraints of the op
// definitions (I1, I2, O1).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr unsigned kFloatOrComplex = kFloatTensor | kComplexTensor;

// (C1) type(operand) = type(result)
template <unsigned Classes>
void checkUnary(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", Classes);
  const TensorType* result = requireResultOf(c, 0, "O1", Classes);
  if (!operand || !result) return;
  c.require(sameTensorType(*operand, *result), "C1",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
}

// (C1) shape(operand) = shape(result), a float operand and an i1 result.
void checkIsInf(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kFloatTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kBooleanTensor);
  if (!operand || !result) return;
  c.require(compatibleShapes(operand->shape, result->shape), "C1", [&] {
    return "shape(operand) = " + shapeText(operand->shape) + ", shape(result) = " + shapeText(result->shape);
  });
}

// (C1) type(a) = type(b) = type(result)
template <unsigned Classes>
void checkBinary(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* a = requireOperandOf(c, 0, "I1", Classes);
  const TensorType* b = requireOperandOf(c, 1, "I2", Classes);
  const TensorType* result = requireResultOf(c, 0, "O1", Classes);
  if (!a || !b || !result) return;
  c.require(sameTensorType(*a, *b) && sameTensorType(*b, *result) && sameTensorType(*a, *result), "C1", [&] {
    return "operands: " + typeText(*a) + ", " + typeText(*b) + ", result: " + typeText(*result);
  });
}

constexpr const char* kUnary = "type(operand) = type(result)";

HLOREF_CHECKER("chlo.acos", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.acosh", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.asin", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.asinh", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.atan", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.atanh", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.bessel_i1e", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.conj", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.cosh", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.sinh", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.tan", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.square", checkUnary<kFloatOrComplex>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.digamma", checkUnary<kFloatTensor>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.erf", checkUnary<kFloatTensor>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.erfc", checkUnary<kFloatTensor>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.erf_inv", checkUnary<kFloatTensor>, {{"C1", kUnary}});
HLOREF_CHECKER("chlo.lgamma", checkUnary<kFloatTensor>, {{"C1", kUnary}});

HLOREF_CHECKER("chlo.is_inf", checkIsInf, {{"C1", "shape(operand) = shape(result)"}});
HLOREF_CHECKER("chlo.is_neg_inf", checkIsInf, {{"C1", "shape(operand) = shape(result)"}});
HLOREF_CHECKER("chlo.is_pos_inf", checkIsInf, {{"C1", "shape(operand) = shape(result)"}});

HLOREF_CHECKER("chlo.next_after", checkBinary<kFloatTensor>, {{"C1", "type(x) = type(y) = type(result)"}});
HLOREF_CHECKER("chlo.polygamma", checkBinary<kFloatTensor>, {{"C1", "type(n) = type(x) = type(result)"}});
HLOREF_CHECKER("chlo.zeta", checkBinary<kFloatTensor>, {{"C1", "type(x) = type(q) = type(result)"}});
HLOREF_CHECKER("chlo.mulhi", checkBinary<kIntegerTensor>, {{"C1", "type(lhs) = type(rhs) = type(result)"}});

}  // namespace
}  // namespace hloref::checker
