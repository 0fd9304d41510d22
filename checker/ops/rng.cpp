// spec: Ops > rng.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkRng(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  const unsigned kinds = kBooleanTensor | kIntegerTensor | kFloatTensor;
  const TensorType* a = requireOperandOf(c, 0, "I1", kinds);
  const TensorType* b = requireOperandOf(c, 1, "I2", kinds);
  const TensorType* shape = requireOperandOf(c, 2, "I3", kIntegerTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kinds);
  auto rng_distribution = enumAttr(c, "rng_distribution");
  if (a) requireRank(c, "I1", "a", *a, 0);
  if (b) requireRank(c, "I2", "b", *b, 0);
  if (!a || !b || !shape || !result || !rng_distribution) return;
  if (*rng_distribution != "UNIFORM" && *rng_distribution != "NORMAL") {
    c.typeViolation("I4", "rng_distribution must be UNIFORM or NORMAL, got " + *rng_distribution);
    return;
  }
  c.require(sameElementType(*a, *b) && sameElementType(*a, *result), "C1", [&] {
    return "element_type(a) = " + elementText(*a) + ", element_type(b) = " + elementText(*b) +
           ", element_type(result) = " + elementText(*result);
  });
  c.require(*rng_distribution != "NORMAL" || isFloat(a->elementType), "C2",
            [&] { return "rng_distribution = NORMAL, element_type(a) = " + elementText(*a); });
  // C3: the shape's values when a constant gives them, else its length.
  if (auto values = constantInts(constantOperand(c, 2))) {
    c.require(compatibleShapes(result->shape, *values), "C3", [&] {
      return "shape(result) = " + shapeText(result->shape) + ", shape = " + listText(*values);
    });
  } else if (shape->rank() == 1) {
    c.require(compatibleDims(shape->shape[0], result->rank()), "C3", [&] {
      return "rank(result) = " + std::to_string(result->rank()) + ", size(shape) = " + dimText(shape->shape[0]);
    });
  }
}

HLOREF_CHECKER("stablehlo.rng", checkRng,
               {{"C1", "element_type(a) = element_type(b) = element_type(result)"},
                {"C2", "If rng_distribution = NORMAL, then is_float(a)"},
                {"C3", "shape(result) = shape"}});

}  // namespace
}  // namespace hloref::checker
