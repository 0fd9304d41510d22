// chlo.top_k (spec/chlo/top_k.yaml, from ChloOps.td: TopKOp and its type
// inference: an operand of rank >= 1 whose last dimension is at least k;
// values and indices of shape operand[:-1] ++ [k], indices of type i32).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkTopK(OpContext& c) {
  if (!requireArity(c, 1, 2)) return;
  constexpr unsigned kOrdered = kBooleanTensor | kIntegerTensor | kFloatTensor;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kOrdered);
  const TensorType* values = requireResultOf(c, 0, "O1", kOrdered);
  const TensorType* indices = requireResultOf(c, 1, "O2", kIntegerTensor);
  std::optional<int64_t> k = intAttr(c, "k");
  if (c.attr("is_stable")) boolAttr(c, "is_stable", true);
  if (!operand || !values || !indices || !k) return;
  if (!c.require(operand->rank() >= 1, "C1", "rank(operand) = " + std::to_string(operand->rank()))) return;
  const int64_t last = operand->shape.back();
  c.require(0 <= *k && (last == kDynamic || *k <= last), "C2",
            [&] { return "k = " + std::to_string(*k) + ", dim(operand, -1) = " + dimText(last); });
  c.require(sameElementType(*operand, *values), "C3",
            [&] { return "element_type(values) = " + elementText(*values) + ", operand " + elementText(*operand); });
  Shape expected(operand->shape.begin(), operand->shape.end() - 1);
  expected.push_back(*k);
  c.require(compatibleShapes(values->shape, expected) && compatibleShapes(indices->shape, expected), "C4", [&] {
    return "shape(values) = " + shapeText(values->shape) + ", shape(indices) = " + shapeText(indices->shape) +
           ", expected " + shapeText(expected);
  });
  c.require(indices->elementType == ElementType::SI32, "C5",
            [&] { return "element_type(indices) = " + elementText(*indices); });
}

HLOREF_CHECKER("chlo.top_k", checkTopK,
               {{"C1", "rank(operand) >= 1"},
                {"C2", "0 <= k <= dim(operand, -1)"},
                {"C3", "element_type(values) = element_type(operand)"},
                {"C4", "shape(values) = shape(indices) = shape(operand)[:-1] ++ [k]"},
                {"C5", "element_type(indices) = si32"}});

}  // namespace
}  // namespace hloref::checker
