// chlo.ragged_dot's dimension bookkeeping, once for the checker and the
// interpreter (ChloOps.td: RaggedDotOp). The lhs has one ragged dimension;
// its kind sets the mode:
//   1. a free (non-contracting, non-batch) lhs dimension m: [b,m,k] x
//      [g,b,k,n] -> [b,m,n]; the rows of m form consecutive groups, group j
//      multiplies rhs group j (the rhs group dimension);
//   2. a contracting dimension k: [b,m,k] x [b,k,n] -> [g,b,m,n]; group j
//      sums over its own slice of k;
//   3. a batch dimension b: [b,m,k] x [b,k,n] -> [b,m,n]; batches past the
//      groups' total are zero.
// group_sizes has shape [g] (one set of groups) or batch dims ++ [g].
#pragma once

#include <cstdint>
#include <vector>

#include "core/types.h"
#include "spec/notation.h"

namespace hloref::chlo {

struct RaggedDotDimensions {
  std::vector<int64_t> lhs_batching_dimensions, rhs_batching_dimensions;
  std::vector<int64_t> lhs_contracting_dimensions, rhs_contracting_dimensions;
  std::vector<int64_t> lhs_ragged_dimensions, rhs_group_dimensions;
};

enum class RaggedMode { kNonContracting = 1, kContracting = 2, kBatch = 3 };

inline RaggedMode raggedMode(const RaggedDotDimensions& d) {
  int64_t r = d.lhs_ragged_dimensions.empty() ? -1 : d.lhs_ragged_dimensions[0];
  if (notation::contains(d.lhs_contracting_dimensions, r)) return RaggedMode::kContracting;
  if (notation::contains(d.lhs_batching_dimensions, r)) return RaggedMode::kBatch;
  return RaggedMode::kNonContracting;
}

// The dimensions of a rank-`rank` operand that are none of `excluded...`.
inline std::vector<int64_t> freeDimensions(int64_t rank, std::initializer_list<const std::vector<int64_t>*> excluded) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < rank; ++d) {
    bool taken = false;
    for (const std::vector<int64_t>* e : excluded) taken = taken || notation::contains(*e, d);
    if (!taken) out.push_back(d);
  }
  return out;
}

// [g] (mode 2) ++ batch dims ++ lhs free dims ++ rhs free dims, where g is
// the last dimension of group_sizes.
inline Shape raggedDotResultShape(const Shape& lhs, const Shape& rhs, const Shape& groupSizes,
                                  const RaggedDotDimensions& d) {
  Shape out;
  if (raggedMode(d) == RaggedMode::kContracting) out.push_back(groupSizes.empty() ? 0 : groupSizes.back());
  for (int64_t b : d.lhs_batching_dimensions) out.push_back(lhs[static_cast<size_t>(b)]);
  for (int64_t f : freeDimensions(static_cast<int64_t>(lhs.size()), {&d.lhs_batching_dimensions, &d.lhs_contracting_dimensions}))
    out.push_back(lhs[static_cast<size_t>(f)]);
  for (int64_t f : freeDimensions(static_cast<int64_t>(rhs.size()),
                                  {&d.rhs_batching_dimensions, &d.rhs_contracting_dimensions, &d.rhs_group_dimensions}))
    out.push_back(rhs[static_cast<size_t>(f)]);
  return out;
}

}  // namespace hloref::chlo
