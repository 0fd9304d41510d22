// The literal evaluator (`hloref run --literal`): for each op whose fast
// kernel departs from the spec's formulation, a version that walks
// result_index over index_space(result) and computes each element by the
// spec's formula, with the spec's names, and no optimisation. It exists to
// check the fast kernels: property tests (tests/fuzz/) hold the two
// identical bit for bit, annotations included.
//
// Literal versions register with HLOREF_LITERAL next to nothing else; the
// op's registration (interpreter/ops/<op>.cpp) stays the one place for its
// facts. Static constraints are the checker's: a literal version, like the
// fast one, runs only programs the checker accepted.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

#include "core/tensor.h"
#include "interpreter/evaluator.h"

namespace hloref::literal {

using Index = std::vector<int64_t>;

// spec: index_space(x): every index of `shape`, in row-major order.
template <class F>
void forEachIndex(const Shape& shape, F&& f) {
  for (int64_t n : shape)
    if (n == 0) return;
  Index index(shape.size(), 0);
  while (true) {
    f(static_cast<const Index&>(index));
    size_t d = shape.size();
    while (d > 0) {
      if (++index[d - 1] < shape[d - 1]) break;
      index[d - 1] = 0;
      --d;
    }
    if (d == 0) return;
  }
}

// The row-major position of `index` in `shape`.
inline int64_t linearIndex(const Shape& shape, const Index& index) {
  int64_t k = 0;
  for (size_t d = 0; d < shape.size(); ++d) k = k * shape[d] + index[d];
  return k;
}

// 0 <= index < shape, dimension by dimension.
inline bool inBounds(const Index& index, const Shape& shape) {
  if (index.size() != shape.size()) return false;
  for (size_t d = 0; d < shape.size(); ++d)
    if (index[d] < 0 || index[d] >= shape[d]) return false;
  return true;
}

// result[result_index] = operand[operand_index], as storage bytes: one
// element of any type (quantized storage included).
inline void copyElement(Tensor& result, const Index& result_index, const Tensor& operand,
                        const Index& operand_index) {
  const int64_t w = storageBytes(operand.elementType());
  std::memcpy(result.bytes() + linearIndex(result.shape(), result_index) * w,
              operand.bytes() + linearIndex(operand.shape(), operand_index) * w, static_cast<size_t>(w));
}

}  // namespace hloref::literal
