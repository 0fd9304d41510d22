// spec: Ops > sort (Constraints C1-C5). `dimension` defaults to -1 and
// `is_stable` to false when absent (StableHLO's defaults).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkSort(OpContext& c) {
  const size_t N = c.numOperands();
  if (!c.require(0 < N, "C1", "size(inputs) = 0")) return;
  std::vector<const TensorType*> inputs(N);
  bool typesOk = true;
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized);
    typesOk = typesOk && inputs[i];
  }
  std::vector<const TensorType*> results(c.numResults());
  for (size_t i = 0; i < c.numResults(); ++i) {
    results[i] = requireResultOf(c, i, "O1", kAnyTensor | kPerTensorQuantized);
    typesOk = typesOk && results[i];
  }
  std::optional<int64_t> dimension = c.attr("dimension") ? intAttr(c, "dimension") : -1;
  if (c.attr("is_stable")) boolAttr(c, "is_stable", false);
  if (!typesOk || !dimension) return;

  bool c2 = c.require(results.size() == N, "C2", [&] {
    return std::to_string(N) + " inputs, " + std::to_string(results.size()) + " results";
  });
  for (size_t i = 0; c2 && i < N; ++i)
    if (!c.require(sameElementType(*inputs[i], *results[i]) && compatibleShapes(inputs[i]->shape, results[i]->shape),
                   "C2", [&] {
                     return "type(inputs[" + std::to_string(i) + "]) = " + typeText(*inputs[i]) + ", type(results[" +
                            std::to_string(i) + "]) = " + typeText(*results[i]);
                   }))
      break;
  std::vector<const TensorType*> all = inputs;
  all.insert(all.end(), results.begin(), results.end());
  for (size_t i = 1; i < all.size(); ++i)
    if (!c.require(compatibleShapes(all[i]->shape, all[0]->shape), "C3", [&] {
          std::string s = "shapes ";
          for (size_t k = 0; k < all.size(); ++k) s += (k ? ", " : "") + shapeText(all[k]->shape);
          return s;
        }))
      break;
  const int64_t R = inputs[0]->rank();
  c.require(-R <= *dimension && *dimension < R, "C4", [&] {
    return "dimension = " + std::to_string(*dimension) + ", R = " + std::to_string(R);
  });
  // (C5) comparator: (tensor<E0>, tensor<E0>, ..., tensor<EN-1>, tensor<EN-1>) -> tensor<i1>.
  auto sig = regionSignature(c, 0);
  bool c5 = sig && sig->inputs->size() == 2 * N && sig->outputs->size() == 1;
  for (size_t k = 0; c5 && k < 2 * N; ++k) {
    const TensorType* a = scalarTensor((*sig->inputs)[k]);
    c5 = a && sameElementType(*a, *inputs[k / 2]);
  }
  if (c5) {
    const TensorType* r = scalarTensor((*sig->outputs)[0]);
    c5 = r && !isQuantized(*r) && r->elementType == ElementType::I1;
  }
  c.require(c5, "C5", [&] { return reductionBodyText(c, 0, "comparator", inputs); });
}

}  // namespace

HLOREF_CHECKER("stablehlo.sort", checkSort,
               {
                 {"C1", "0 < size(inputs)"},
                 {"C2", "type(inputs...) = type(results...)"},
                 {"C3", "same(shape(inputs...) + shape(results...))"},
                 {"C4", "-R <= dimension < R, where R = rank(inputs[0])"},
                 {"C5", "comparator has type (tensor<E1>, tensor<E1>, ..., tensor<EN-1>, tensor<EN-1>) -> tensor<i1>, where Ei = element_type(inputs[i])"},
               });

}  // namespace hloref::checker
