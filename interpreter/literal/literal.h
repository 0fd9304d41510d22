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
#include "interpreter/quantization.h"
#include "spec/notation.h"

namespace hloref::gather_scatter {
struct GatherIds;  // interpreter/kernels/gather_scatter.h
}

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

// spec: x[dims...]: the entries of `index` at `dims`, in the order of `dims`.
inline Index select(const Index& index, const std::vector<int64_t>& dims) {
  Index picked;
  for (int64_t d : dims) picked.push_back(index[static_cast<size_t>(d)]);
  return picked;
}

// The element of integer tensor `indices` at `index`, as an index. hloref's
// choice where the spec says nothing: a ui64 value above 2^63 - 1 reads as
// 2^63 - 1 (both lie outside any operand, and clamp alike).
inline int64_t indexValue(const Tensor& indices, const Index& index) {
  const uint64_t bits = indices.intBits(linearIndex(indices.shape(), index));
  if (isUnsignedInteger(indices.elementType()) && bits > static_cast<uint64_t>(INT64_MAX)) return INT64_MAX;
  return static_cast<int64_t>(bits);
}

// x[index] as a 0-dimensional tensor of x's element type (quantization
// included): what a region receives.
inline Tensor elementAt(const Tensor& x, const Index& index) {
  TensorType type = x.type();
  type.shape = {};
  type.bounds.clear();
  Tensor element(std::move(type));
  copyElement(element, {}, x, index);
  return element;
}

// result[index] = element, a 0-dimensional tensor of result's element type.
inline void setElement(Tensor& result, const Index& index, const Tensor& element) {
  copyElement(result, index, element, {});
}

// spec: Ops > gather / scatter, start_index: start_indices[bi0, ..., :, ...,
// biN] with `:` at index_vector_dim, or [start_indices[batch_index]] when
// index_vector_dim = rank(start_indices).
inline Index startIndex(const Tensor& start_indices, const Index& batch_index, int64_t index_vector_dim) {
  if (index_vector_dim == static_cast<int64_t>(start_indices.shape().size()))
    return {indexValue(start_indices, batch_index)};
  Index start_index;
  for (int64_t k = 0; k < start_indices.shape()[index_vector_dim]; ++k) {
    Index indices_index = batch_index;
    indices_index.insert(indices_index.begin() + index_vector_dim, k);
    start_index.push_back(indexValue(start_indices, indices_index));
  }
  return start_index;
}

// spec: Ops > gather / scatter, full_batching_index[d] = batch_index[d_start -
// (d_start < index_vector_dim ? 0 : 1)] for d = batching_dims[i] and d_start
// = indices_batching_dims[i]; 0 elsewhere.
inline Index fullBatchingIndex(size_t rank, const std::vector<int64_t>& batching_dims,
                               const std::vector<int64_t>& indices_batching_dims, const Index& batch_index,
                               int64_t index_vector_dim) {
  Index full_batching_index(rank, 0);
  for (size_t i_batching = 0; i_batching < batching_dims.size(); ++i_batching) {
    const int64_t d_start = indices_batching_dims[i_batching];
    full_batching_index[batching_dims[i_batching]] = batch_index[d_start - (d_start < index_vector_dim ? 0 : 1)];
  }
  return full_batching_index;
}

// spec: [i0, ..., 0, ..., iN]: the entries of `index` in order, with 0
// inserted at the axes in `zeroDims` and `moreZeroDims` (full_offset_index,
// full_window_index), `rank` entries in all.
inline Index withZerosAt(const Index& index, size_t rank, const std::vector<int64_t>& zeroDims,
                         const std::vector<int64_t>& moreZeroDims) {
  Index full(rank, 0);
  size_t next = 0;
  for (size_t d = 0; d < rank; ++d)
    if (!notation::contains(zeroDims, static_cast<int64_t>(d)) &&
        !notation::contains(moreZeroDims, static_cast<int64_t>(d)))
      full[d] = index[next++];
  return full;
}

// spec: Ops > gather for `call` (gather or dynamic_gather), with slice_sizes
// given (interpreter/literal/gather.cpp).
Tensor gather(const OpCall& call, const Tensor& operand, const Tensor& start_indices,
              const std::vector<int64_t>& slice_sizes, const gather_scatter::GatherIds& ids);

}  // namespace hloref::literal
