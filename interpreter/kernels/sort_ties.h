// spec: Ops > sort, is_stable = false: the order of equal elements is left
// open. What that means for golden annotations (core/annotations.h), shared
// by the fast op (interpreter/ops/sort.cpp) and its literal version.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

#include "interpreter/evaluator.h"

namespace hloref {

// The sort's is_stable attribute (false when absent).
inline bool isStableSort(const OpCall& call) {
  const Attribute* a = call.optionalAttr("is_stable");
  return a && a->kind == Attribute::Kind::Bool && a->boolValue;
}

// Marks implementation-defined, in every result, the positions of each run
// of ties in a sorted slice (`sorted`: the slice positions in sorted order;
// the slice's elements are at sliceBase + position * step), unless the tied
// elements are the same in every input. tied(a, b): neither of positions a
// and b goes first for the comparator.
template <class Tied>
void markTies(const OpCall& call, const std::vector<const Tensor*>& inputs, const std::vector<int64_t>& sorted,
              int64_t sliceBase, int64_t step, Tied&& tied) {
  const int64_t n = static_cast<int64_t>(sorted.size());
  auto same = [&](int64_t a, int64_t b) {
    for (const Tensor* t : inputs) {
      const int64_t w = storageBytes(t->elementType());
      if (std::memcmp(t->bytes() + (sliceBase + a * step) * w, t->bytes() + (sliceBase + b * step) * w,
                      static_cast<size_t>(w)) != 0)
        return false;
    }
    return true;
  };
  for (int64_t start = 0, end; start < n; start = end) {
    bool differ = false;
    for (end = start + 1; end < n && tied(sorted[end - 1], sorted[end]); ++end)
      differ = differ || !same(sorted[start], sorted[end]);
    if (!differ) continue;
    for (size_t i = 0; i < inputs.size(); ++i)
      for (int64_t p = start; p < end; ++p) call.markImplementationDefined(i, sliceBase + p * step);
  }
}

}  // namespace hloref
