// Strided index walks for the data-movement ops (broadcast_in_dim, transpose,
// slice, reverse, pad, concatenate, ...). Each of those ops maps a result
// index to an operand index by an affine function per dimension, so a copy is
// described by an index space and, for each side, a base offset and one
// stride per dimension (in elements). The walk runs an odometer over the
// index space and updates both offsets incrementally: no index vector per
// element, no switch on the element type per element. Elements move as raw
// storage bytes, so one walk serves every element type, quantized storage
// included. Only op files include this header.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "core/tensor.h"
#include "spec/notation.h"

namespace hloref::index_walk {

// a + b and a * b, or nullopt when the result does not fit in int64.
inline std::optional<int64_t> checkedAdd(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return std::nullopt;
  return r;
}
inline std::optional<int64_t> checkedMul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return std::nullopt;
  return r;
}

// Data movement copies storage bytes, so the result must store the same
// element type as `operand` (quantized tensors: the same storage type, and
// quantized on both sides or on neither).
inline void requireSameElementType(const OpCall& call, const Tensor& operand, const TensorType& result,
                                   const std::string& operandName = "operand") {
  if (operand.elementType() != result.elementType || operand.type().isQuantized() != result.isQuantized())
    call.fail("has " + operandName + " of type " + tensorTypeString(operand.type()) +
              " but result type " + tensorTypeString(result) +
              "; the element types must be the same");
}

namespace detail {

// One step of the walk for a fixed element width W (bytes), or a run-time
// width when W == 0.
template <int W>
inline void copyElement(std::byte* dst, const std::byte* src, int width) {
  if constexpr (W > 0) {
    std::memcpy(dst, src, W);
  } else {
    std::memcpy(dst, src, static_cast<size_t>(width));
  }
}

template <int W>
void copyStridedWidth(std::byte* dst, const std::byte* src, int width, const std::vector<int64_t>& shape,
                      int64_t dstOffset, const std::vector<int64_t>& dstStrides, int64_t srcOffset,
                      const std::vector<int64_t>& srcStrides) {
  const int64_t w = W > 0 ? W : width;
  const size_t rank = shape.size();
  if (rank == 0) {
    copyElement<W>(dst + dstOffset * w, src + srcOffset * w, width);
    return;
  }
  const int64_t inner = shape[rank - 1];
  const int64_t innerDst = dstStrides[rank - 1];
  const int64_t innerSrc = srcStrides[rank - 1];
  const bool contiguous = innerDst == 1 && innerSrc == 1;
  std::vector<int64_t> index(rank - 1, 0);  // the odometer over the outer dimensions
  while (true) {
    if (contiguous) {
      std::memcpy(dst + dstOffset * w, src + srcOffset * w, static_cast<size_t>(inner * w));
    } else {
      std::byte* d = dst + dstOffset * w;
      const std::byte* s = src + srcOffset * w;
      for (int64_t i = 0; i < inner; ++i) copyElement<W>(d + i * innerDst * w, s + i * innerSrc * w, width);
    }
    size_t k = rank - 1;
    while (k-- > 0) {
      if (++index[k] < shape[k]) {
        dstOffset += dstStrides[k];
        srcOffset += srcStrides[k];
        break;
      }
      index[k] = 0;
      dstOffset -= (shape[k] - 1) * dstStrides[k];
      srcOffset -= (shape[k] - 1) * srcStrides[k];
    }
    if (k == static_cast<size_t>(-1)) return;
  }
}

}  // namespace detail

// For every index i of `shape` (row-major order):
//   dst[dstBase + sum(i[d] * dstStrides[d])] = src[srcBase + sum(i[d] * srcStrides[d])]
// with elements of `width` bytes. Offsets and strides are in elements and may
// be negative (reverse) or zero (broadcasting); the caller guarantees every
// offset reached is in bounds.
inline void copyStrided(std::byte* dst, const std::byte* src, int width, std::vector<int64_t> shape,
                        int64_t dstBase, std::vector<int64_t> dstStrides, int64_t srcBase,
                        std::vector<int64_t> srcStrides) {
  for (int64_t n : shape)
    if (n == 0) return;
  // Drop unit dimensions and merge neighbours that are contiguous on both
  // sides, so that e.g. copying whole rows becomes one memcpy.
  std::vector<int64_t> s, ds, ss;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;
    if (!s.empty() && ds.back() == dstStrides[d] * shape[d] && ss.back() == srcStrides[d] * shape[d]) {
      s.back() *= shape[d];
      ds.back() = dstStrides[d];
      ss.back() = srcStrides[d];
      continue;
    }
    s.push_back(shape[d]);
    ds.push_back(dstStrides[d]);
    ss.push_back(srcStrides[d]);
  }
  switch (width) {
    case 1: detail::copyStridedWidth<1>(dst, src, width, s, dstBase, ds, srcBase, ss); return;
    case 2: detail::copyStridedWidth<2>(dst, src, width, s, dstBase, ds, srcBase, ss); return;
    case 4: detail::copyStridedWidth<4>(dst, src, width, s, dstBase, ds, srcBase, ss); return;
    case 8: detail::copyStridedWidth<8>(dst, src, width, s, dstBase, ds, srcBase, ss); return;
    case 16: detail::copyStridedWidth<16>(dst, src, width, s, dstBase, ds, srcBase, ss); return;
    default: detail::copyStridedWidth<0>(dst, src, width, s, dstBase, ds, srcBase, ss); return;
  }
}

// Fills `count` elements of `width` bytes at `dst` with the element at `value`.
inline void fillElements(std::byte* dst, int64_t count, const std::byte* value, int width) {
  if (count <= 0) return;
  // Doubling copies: the first element, then 1, 2, 4, ... elements at once.
  std::memcpy(dst, value, static_cast<size_t>(width));
  int64_t done = 1;
  while (done < count) {
    int64_t n = done < count - done ? done : count - done;
    std::memcpy(dst + done * width, dst, static_cast<size_t>(n * width));
    done += n;
  }
}

}  // namespace hloref::index_walk
