// spec: Ops > reduce, literally: for every result_index [j0, ..., jR-1],
//   results...[result_index] = reduce(input_slices_converted) from
//   init_values_converted, where input_slices = inputs...[j0, ..., :, ...,
//   jR-1] with `:` at the reduced dimensions (in ascending order), walked in
//   row-major order of the slice index (literal/reduction.h says the
//   schedule and the exact sums of add bodies).
#include "interpreter/literal/reduction.h"

namespace hloref::literal {
namespace {

std::vector<Value> reduce(OpCall& call) {
  Reduction reduction(call);
  const Shape& inputShape = reduction.inputShape();
  std::vector<bool> reduced(inputShape.size(), false);
  for (int64_t d : call.intListAttr("dimensions")) reduced[d] = true;
  Shape resultShape, sliceShape;
  for (size_t d = 0; d < inputShape.size(); ++d) (reduced[d] ? sliceShape : resultShape).push_back(inputShape[d]);
  reduction.makeResults(resultShape);
  std::vector<int64_t> terms;
  Index input_index(inputShape.size());
  forEachIndex(resultShape, [&](const Index& result_index) {
    terms.clear();
    forEachIndex(sliceShape, [&](const Index& slice_index) {
      size_t r = 0, s = 0;
      for (size_t d = 0; d < inputShape.size(); ++d) input_index[d] = reduced[d] ? slice_index[s++] : result_index[r++];
      terms.push_back(linearIndex(inputShape, input_index));
    });
    reduction.reduce(terms, result_index);
  });
  return reduction.finish();
}

}  // namespace

HLOREF_LITERAL("stablehlo.reduce", reduce);

}  // namespace hloref::literal
