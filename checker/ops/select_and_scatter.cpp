// spec: Ops > select_and_scatter (Constraints C1-C12). window_dimensions,
// window_strides (default 1s) and padding (default 0s) are optional, as the
// interpreter reads them; region 0 is `select`, region 1 is `scatter`.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkSelectAndScatter(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* source = requireOperandOf(c, 1, "I2", kAnyTensor | kPerTensorQuantized);
  const TensorType* init_value = requireOperandOf(c, 2, "I3", kAnyTensor | kPerTensorQuantized);
  if (init_value && !requireRank(c, "I3", "operand #2", *init_value, 0)) init_value = nullptr;
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  if (!operand || !source || !init_value || !result) return;
  const int64_t rank = operand->rank();
  auto window_dimensions = intListAttrOr(c, "window_dimensions", std::vector<int64_t>(rank, 1));
  auto window_strides = intListAttrOr(c, "window_strides", std::vector<int64_t>(rank, 1));
  std::optional<PaddingAttribute> padding = paddingAttr(c, rank);
  if (!window_dimensions || !window_strides || !padding) return;

  c.require(sameElementType(*operand, *source), "C1", [&] {
    return "element_type(operand) = " + elementText(*operand) + ", element_type(source) = " + elementText(*source);
  });
  // (C2) is checked below, once the window attributes are known to be well formed.
  c.require(sameElementType(*init_value, *operand), "C3", [&] {
    return "element_type(init_value) = " + elementText(*init_value) + ", element_type(operand) = " +
           elementText(*operand);
  });
  const std::string rankText = "rank(operand) = " + std::to_string(rank);
  bool ok = requireWindowList(c, *window_dimensions, rank, rankText, "window_dimensions", "C4", "C5");
  ok = requireWindowList(c, *window_strides, rank, rankText, "window_strides", "C6", "C7") && ok;
  ok = c.require(padding->shape == Shape{rank, 2}, "C8",
                 "shape(padding) = " + shapeText(padding->shape) + ", " + rankText) &&
       ok;
  if (ok) {
    Shape expected(static_cast<size_t>(rank), kDynamic);
    for (int64_t d = 0; d < rank; ++d)
      if (operand->shape[d] != kDynamic)
        expected[d] = numWindows(operand->shape[d], (*window_dimensions)[d], 1, 1, padding->values[2 * d],
                                 padding->values[2 * d + 1], (*window_strides)[d]);
    c.require(compatibleShapes(source->shape, expected), "C2", [&] {
      return "shape(source) = " + shapeText(source->shape) + ", num_windows = " + shapeText(expected);
    });
  }
  // (C9) select: (tensor<E>, tensor<E>) -> tensor<i1>, E = element_type(operand).
  auto select = regionSignature(c, 0);
  bool c9 = select && select->inputs->size() == 2 && select->outputs->size() == 1;
  for (size_t k = 0; c9 && k < 2; ++k) {
    const TensorType* a = scalarTensor((*select->inputs)[k]);
    c9 = a && sameElementType(*a, *operand);
  }
  if (c9) {
    const TensorType* r = scalarTensor((*select->outputs)[0]);
    c9 = r && !isQuantized(*r) && r->elementType == ElementType::I1;
  }
  c.require(c9, "C9", [&] {
    return (select ? "select has type " + signatureText(*select) : std::string("select is missing")) +
           ", element_type(operand) = " + elementText(*operand);
  });
  auto E = reductionBodyTypes(c, 1, {operand});
  c.require(E.has_value(), "C10", [&] { return reductionBodyText(c, 1, "scatter", {operand}, "operand"); });
  c.require(compatibleShapes(operand->shape, result->shape), "C11", [&] {
    return "shape(operand) = " + shapeText(operand->shape) + ", shape(result) = " + shapeText(result->shape);
  });
  if (E)
    c.require(sameElementType(*result, *(*E)[0]), "C12", [&] {
      return "element_type(result) = " + elementText(*result) + ", E = " + elementText(*(*E)[0]);
    });
}

}  // namespace

HLOREF_CHECKER("stablehlo.select_and_scatter", checkSelectAndScatter,
               {
                 {"C1", "element_type(operand) = element_type(source)"},
                 {"C2", "shape(source) = num_windows where:"},
                 {"C3", "element_type(init_value) = element_type(operand)"},
                 {"C4", "size(window_dimensions) = rank(operand)"},
                 {"C5", "0 < window_dimensions"},
                 {"C6", "size(window_strides) = rank(operand)"},
                 {"C7", "0 < window_strides"},
                 {"C8", "shape(padding) = [rank(operand), 2]"},
                 {"C9", "select has type (tensor<E>, tensor<E>) -> tensor<i1> where E = element_type(operand)"},
                 {"C10", "scatter has type (tensor<E>, tensor<E>) -> tensor<E> where is_promotable(element_type(operand), E)"},
                 {"C11", "shape(operand) = shape(result)"},
                 {"C12", "element_type(result) = E"},
               });

}  // namespace hloref::checker
