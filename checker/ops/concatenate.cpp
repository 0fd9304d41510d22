// spec: Ops > concatenate.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkConcatenate(OpContext& c) {
  if (c.numResults() != 1) {
    c.error("produces one result, got " + std::to_string(c.numResults()));
    return;
  }
  std::vector<const TensorType*> inputs;
  for (size_t i = 0; i < c.numOperands(); ++i) {
    const TensorType* t = requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized);
    if (!t) return;
    inputs.push_back(t);
  }
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  std::optional<int64_t> dimension = intAttr(c, "dimension");
  for (size_t i = 1; i < inputs.size(); ++i)
    if (!c.require(sameElementType(*inputs[i], *inputs[0]), "C1", [&] {
          return "inputs[0]: " + typeText(*inputs[0]) + ", inputs[" + std::to_string(i) + "]: " + typeText(*inputs[i]);
        }))
      break;
  bool dimensionOk = dimension && !inputs.empty() && 0 <= *dimension && *dimension < inputs[0]->rank();
  if (dimensionOk) {
    for (size_t i = 1; i < inputs.size(); ++i) {
      bool same = inputs[i]->rank() == inputs[0]->rank();
      for (int64_t d = 0; same && d < inputs[0]->rank(); ++d)
        same = d == *dimension || compatibleDims(inputs[i]->shape[d], inputs[0]->shape[d]);
      if (!c.require(same, "C2", [&] {
            return "dimension = " + std::to_string(*dimension) + ", shape(inputs[0]) = " + shapeText(inputs[0]->shape) +
                   ", shape(inputs[" + std::to_string(i) + "]) = " + shapeText(inputs[i]->shape);
          }))
        return;
    }
  }
  if (!c.require(!inputs.empty(), "C3", "size(inputs) = 0")) return;
  if (!dimension) return;
  if (!c.require(dimensionOk, "C4", [&] {
        return "dimension = " + std::to_string(*dimension) + ", rank(inputs[0]) = " + std::to_string(inputs[0]->rank());
      }))
    return;
  if (!result) return;
  c.require(sameElementType(*result, *inputs[0]), "C5",
            [&] { return "result: " + typeText(*result) + ", inputs[0]: " + typeText(*inputs[0]); });
  Shape expected = inputs[0]->shape;
  int64_t sum = 0;
  bool overflows = false;  // static sizes may be huge
  for (const TensorType* t : inputs) {
    int64_t d = t->shape[*dimension];
    if (d == kDynamic || sum == kDynamic) sum = kDynamic;
    else overflows = overflows || __builtin_add_overflow(sum, d, &sum);
  }
  expected[*dimension] = sum;
  c.require(!overflows && compatibleShapes(result->shape, expected), "C6", [&] {
    if (overflows) return "shape(result) = " + shapeText(result->shape) + ", the sum of dim(inputs..., dimension) >= 2^63";
    return "shape(result) = " + shapeText(result->shape) + ", expected " + shapeText(expected);
  });
}

HLOREF_CHECKER("stablehlo.concatenate", checkConcatenate,
               {{"C1", "same(element_type(inputs...))"},
                {"C2", "same(shape(inputs...)) except for dim(inputs..., dimension)"},
                {"C3", "0 < size(inputs)"},
                {"C4", "0 <= dimension < rank(inputs[0])"},
                {"C5", "element_type(result) = element_type(inputs[0])"},
                {"C6", "shape(result) = shape(inputs[0]) except for:"}});

}  // namespace
}  // namespace hloref::checker
