// spec: Ops > sort, literally: for every result_slice (result_index with `:`
// at adjusted_dimension),
//   results_together[result_slice] =
//       sort(inputs_together[result_slice], comparator_together)
// in non-descending order, comparator_together running the comparator
// region on (lhs_el, rhs_el) per input. The sort is a stable insertion
// sort: an element moves before the elements it is less than. For is_stable
// = false hloref sorts stably too (any order of equal elements is allowed),
// as the fast op does. With a comparator that is a strict weak order every
// stable sort gives this permutation; with one that is not (e.g. LT on
// floats with NaNs) the spec's "non-descending order" has no meaning and the
// result depends on the algorithm: the fast op's is its merge sort's
// (ops/sort.cpp), which this version does not reproduce.
#include "interpreter/kernels/sort_ties.h"
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> sort(OpCall& call) {
  const size_t N = call.operands.size();
  std::vector<const Tensor*> inputs;
  for (size_t i = 0; i < N; ++i) inputs.push_back(&call.tensor(i));
  const Shape& shape = inputs[0]->shape();
  const int64_t dimension = call.intAttr("dimension");
  const int64_t R = static_cast<int64_t>(shape.size());
  const size_t adjusted_dimension = static_cast<size_t>(dimension >= 0 ? dimension : R + dimension);
  std::vector<Tensor> results;
  for (size_t i = 0; i < N; ++i) results.push_back(call.newResult(i, shape));
  if (inputs[0]->numElements() == 0) return std::vector<Value>(results.begin(), results.end());

  // One element of every input, as the comparator's rank-0 arguments.
  auto element = [&](size_t i, const Index& index) {
    TensorType scalarType = inputs[i]->type();
    scalarType.shape.clear();
    Tensor scalar(scalarType);
    copyElement(scalar, {}, *inputs[i], index);
    return Value(std::move(scalar));
  };
  auto comparator_together = [&](const Index& lhs_index, const Index& rhs_index) {
    std::vector<Value> args;
    for (size_t i = 0; i < N; ++i) {
      args.push_back(element(i, lhs_index));
      args.push_back(element(i, rhs_index));
    }
    return call.runRegion(0, args)[0].tensor().intBits(0) != 0;
  };

  const bool is_stable = isStableSort(call);
  const std::vector<int64_t> strides = stridesOf(shape);
  // The slices start at the indices whose adjusted_dimension is 0.
  Shape sliceStarts = shape;
  sliceStarts[adjusted_dimension] = 1;
  const int64_t n = shape[adjusted_dimension];
  forEachIndex(sliceStarts, [&](const Index& start) {
    auto at = [&](int64_t position) {
      Index index = start;
      index[adjusted_dimension] = position;
      return index;
    };
    // sorted: the slice positions in sorted order.
    std::vector<int64_t> sorted;
    for (int64_t p = 0; p < n; ++p) {
      size_t j = sorted.size();
      while (j > 0 && comparator_together(at(p), at(sorted[j - 1]))) --j;
      sorted.insert(sorted.begin() + static_cast<std::ptrdiff_t>(j), p);
    }
    for (int64_t p = 0; p < n; ++p)
      for (size_t i = 0; i < N; ++i) copyElement(results[i], at(p), *inputs[i], at(sorted[p]));
    if (!is_stable && call.annotating()) {
      int64_t sliceBase = 0;
      for (size_t d = 0; d < start.size(); ++d) sliceBase += start[d] * strides[d];
      markTies(call, inputs, sorted, sliceBase, strides[adjusted_dimension], [&](int64_t a, int64_t b) {
        return !comparator_together(at(a), at(b)) && !comparator_together(at(b), at(a));
      });
    }
  });
  return std::vector<Value>(results.begin(), results.end());
}

}  // namespace

HLOREF_LITERAL("stablehlo.sort", sort);

}  // namespace hloref::literal
