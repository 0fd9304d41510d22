// spec: Ops > map (Constraints C1-C4). `dimensions` is required.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkMap(OpContext& c) {
  const size_t N = c.numOperands();
  if (c.numResults() != 1) {
    c.error("produces 1 result, got " + std::to_string(c.numResults()));
    return;
  }
  std::vector<const TensorType*> inputs(N);
  bool typesOk = true;
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized);
    typesOk = typesOk && inputs[i];
  }
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  auto dimensions = intListAttr(c, "dimensions");
  if (!typesOk || !result || !dimensions) return;

  for (size_t i = 0; i < N; ++i)
    if (!c.require(compatibleShapes(inputs[i]->shape, result->shape), "C1", [&] {
          return "shape(inputs[" + std::to_string(i) + "]) = " + shapeText(inputs[i]->shape) + ", shape(result) = " +
                 shapeText(result->shape);
        }))
      break;
  if (!c.require(0 < N, "C2", "size(inputs) = 0")) return;
  const int64_t rank = inputs[0]->rank();
  bool c3 = static_cast<int64_t>(dimensions->size()) == rank;
  for (int64_t d = 0; c3 && d < rank; ++d) c3 = (*dimensions)[d] == d;
  c.require(c3, "C3", [&] {
    return "dimensions = " + listText(*dimensions) + ", rank(inputs[0]) = " + std::to_string(rank);
  });
  // (C4) computation: (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'>.
  auto sig = regionSignature(c, 0);
  bool c4 = sig && sig->inputs->size() == N && sig->outputs->size() == 1;
  for (size_t i = 0; c4 && i < N; ++i) {
    const TensorType* a = scalarTensor((*sig->inputs)[i]);
    c4 = a && sameElementType(*a, *inputs[i]);
  }
  if (c4) {
    const TensorType* r = scalarTensor((*sig->outputs)[0]);
    c4 = r && sameElementType(*r, *result);
  }
  c.require(c4, "C4", [&] {
    return reductionBodyText(c, 0, "computation", inputs) + ", element_type(result) = " + elementText(*result);
  });
}

}  // namespace

HLOREF_CHECKER("stablehlo.map", checkMap,
               {
                 {"C1", "shape(inputs...) = shape(result)"},
                 {"C2", "0 < size(inputs) = N"},
                 {"C3", "dimensions = range(rank(inputs[0]))"},
                 {"C4", "computation has type (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'> where Ei = element_type(inputs[i]) and E' = element_type(result)"},
               });

}  // namespace hloref::checker
