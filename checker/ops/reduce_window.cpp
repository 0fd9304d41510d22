// spec: Ops > reduce_window (Constraints C1-C16). Operands are inputs (N)
// then init_values (N); window_dimensions is required, window_strides,
// base_dilations, window_dilations (default 1s) and padding (default 0s)
// are optional, as the interpreter reads them.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkReduceWindow(OpContext& c) {
  const size_t N = c.numOperands() / 2;
  if (!c.require(c.numOperands() % 2 == 0 && N > 0 && c.numResults() == N, "C1", [&] {
        return std::to_string(c.numOperands()) + " operands (inputs and init_values), " +
               std::to_string(c.numResults()) + " results";
      }))
    return;
  std::vector<const TensorType*> inputs(N), init_values(N), results(N);
  bool typesOk = true;
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized);
    init_values[i] = requireOperandOf(c, N + i, "I2", kAnyTensor | kPerTensorQuantized);
    if (init_values[i] && !requireRank(c, "I2", "operand #" + std::to_string(N + i), *init_values[i], 0))
      init_values[i] = nullptr;
    results[i] = requireResultOf(c, i, "O1", kAnyTensor | kPerTensorQuantized);
    typesOk = typesOk && inputs[i] && init_values[i] && results[i];
  }
  if (!typesOk) return;
  const TensorType& input0 = *inputs[0];
  const int64_t rank = input0.rank();
  auto window_dimensions = intListAttr(c, "window_dimensions");
  auto window_strides = intListAttrOr(c, "window_strides", std::vector<int64_t>(rank, 1));
  auto base_dilations = intListAttrOr(c, "base_dilations", std::vector<int64_t>(rank, 1));
  auto window_dilations = intListAttrOr(c, "window_dilations", std::vector<int64_t>(rank, 1));
  std::optional<PaddingAttribute> padding = paddingAttr(c, rank);
  if (!window_dimensions || !window_strides || !base_dilations || !window_dilations || !padding) return;

  for (size_t i = 1; i < N; ++i)
    if (!c.require(compatibleShapes(inputs[i]->shape, input0.shape), "C2", [&] {
          return "shape(inputs[0]) = " + shapeText(input0.shape) + ", shape(inputs[" + std::to_string(i) +
                 "]) = " + shapeText(inputs[i]->shape);
        }))
      break;
  for (size_t i = 0; i < N; ++i)
    if (!c.require(sameElementType(*inputs[i], *init_values[i]), "C3", [&] {
          return "element_type(inputs[" + std::to_string(i) + "]) = " + elementText(*inputs[i]) +
                 ", element_type(init_values[" + std::to_string(i) + "]) = " + elementText(*init_values[i]);
        }))
      break;
  const std::string rankText = "rank(inputs[0]) = " + std::to_string(rank);
  bool ok = requireWindowList(c, *window_dimensions, rank, rankText, "window_dimensions", "C4", "C5");
  ok = requireWindowList(c, *window_strides, rank, rankText, "window_strides", "C6", "C7") && ok;
  ok = requireWindowList(c, *base_dilations, rank, rankText, "base_dilations", "C8", "C9") && ok;
  ok = requireWindowList(c, *window_dilations, rank, rankText, "window_dilations", "C10", "C11") && ok;
  ok = c.require(padding->shape == Shape{rank, 2}, "C12",
                 "shape(padding) = " + shapeText(padding->shape) + ", " + rankText) &&
       ok;
  auto E = reductionBodyTypes(c, 0, inputs);
  c.require(E.has_value(), "C13", [&] { return reductionBodyText(c, 0, "body", inputs); });
  bool c14 = true;
  for (size_t i = 1; i < N && c14; ++i)
    c14 = c.require(compatibleShapes(results[i]->shape, results[0]->shape), "C14", [&] {
      return "shape(results[0]) = " + shapeText(results[0]->shape) + ", shape(results[" + std::to_string(i) +
             "]) = " + shapeText(results[i]->shape);
    });
  if (ok && c14) {
    // (C15) num_windows per dimension.
    Shape expected(static_cast<size_t>(rank), kDynamic);
    for (int64_t d = 0; d < rank; ++d)
      if (input0.shape[d] != kDynamic)
        expected[d] = numWindows(input0.shape[d], (*window_dimensions)[d], (*base_dilations)[d],
                                 (*window_dilations)[d], padding->values[2 * d], padding->values[2 * d + 1],
                                 (*window_strides)[d]);
    c.require(compatibleShapes(results[0]->shape, expected), "C15", [&] {
      return "shape(results[0]) = " + shapeText(results[0]->shape) + ", num_windows = " + shapeText(expected);
    });
  }
  for (size_t i = 0; E && i < N; ++i)
    if (!c.require(sameElementType(*results[i], *(*E)[i]), "C16", [&] {
          return "element_type(results[" + std::to_string(i) + "]) = " + elementText(*results[i]) + ", E" +
                 std::to_string(i) + " = " + elementText(*(*E)[i]);
        }))
      break;
}

}  // namespace

HLOREF_CHECKER("stablehlo.reduce_window", checkReduceWindow,
               {
                 {"C1", "0 < size(inputs) = size(init_values) = size(results) = N"},
                 {"C2", "same(shape(inputs...))"},
                 {"C3", "element_type(inputs...) = element_type(init_values...)"},
                 {"C4", "size(window_dimensions) = rank(inputs[0])"},
                 {"C5", "0 < window_dimensions"},
                 {"C6", "size(window_strides) = rank(inputs[0])"},
                 {"C7", "0 < window_strides"},
                 {"C8", "size(base_dilations) = rank(inputs[0])"},
                 {"C9", "0 < base_dilations"},
                 {"C10", "size(window_dilations) = rank(inputs[0])"},
                 {"C11", "0 < window_dilations"},
                 {"C12", "shape(padding) = [rank(inputs[0]), 2]"},
                 {"C13", "body has type (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>) where is_promotable(element_type(inputs[i]), Ei)"},
                 {"C14", "same(shape(results...))"},
                 {"C15", "shape(results[0]) = num_windows where:"},
                 {"C16", "element_type(results[i]) = Ei for all i in [0,N)"},
               });

}  // namespace hloref::checker
