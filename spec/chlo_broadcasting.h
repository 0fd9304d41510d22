// CHLO's implicit broadcasting, once for the checker and the interpreter
// (ChloOps.td: CHLO_BroadcastBinaryElementwiseOp, "explicit rank
// broadcasting (via the broadcast_dimensions attribute) and implicit
// degenerate shape broadcasting"; XLA's broadcasting semantics):
//   - without broadcast_dimensions, or with operands of equal rank, the
//     shapes are aligned at their last dimensions (numpy's rule);
//   - with broadcast_dimensions and ranks that differ, dimension i of the
//     lower-rank operand pairs with dimension broadcast_dimensions[i] of the
//     other (strictly increasing, in range);
//   - paired dimensions must be equal or one of them 1 (degenerate), and
//     the result takes the larger; a `?` pairs with anything.
// chlo.broadcast_select broadcasts its three operands by numpy's rule.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/types.h"
#include "spec/notation.h"

namespace hloref::chlo {

struct Broadcast {
  Shape result;
  // For each operand, the result dimension each of its dimensions pairs with.
  std::vector<std::vector<int64_t>> dims;
  // Empty when the shapes broadcast; else the violated rule ("C1".."C3" of
  // the binary ops' catalog entries) and the values.
  std::string violated;
  std::string values;
};

// Pairs dimension d of operand i with result dimension map[i][d] and
// computes the result shape (rule C3 on a mismatch).
inline Broadcast pairDimensions(const std::vector<Shape>& shapes, std::vector<std::vector<int64_t>> map,
                                int64_t rank) {
  Broadcast b;
  b.dims = std::move(map);
  b.result.assign(static_cast<size_t>(rank), 1);
  std::vector<bool> dynamic(static_cast<size_t>(rank), false);
  for (size_t i = 0; i < shapes.size(); ++i)
    for (size_t d = 0; d < shapes[i].size(); ++d) {
      int64_t r = b.dims[i][d];
      int64_t size = shapes[i][d];
      int64_t& out = b.result[static_cast<size_t>(r)];
      if (size == kDynamic) {
        dynamic[static_cast<size_t>(r)] = true;
      } else if (size != 1) {
        if (out != 1 && out != size) {
          b.violated = "C3";
          b.values = "dimension " + std::to_string(d) + " of operand #" + std::to_string(i) + " has size " +
                     std::to_string(size) + ", paired with size " + std::to_string(out);
          return b;
        }
        out = size;
      }
    }
  // A `?` paired only with 1s (or other `?`s) stays `?`.
  for (size_t r = 0; r < b.result.size(); ++r)
    if (dynamic[r] && b.result[r] == 1) b.result[r] = kDynamic;
  return b;
}

// numpy's rule for any number of operands.
inline Broadcast numpyBroadcast(const std::vector<Shape>& shapes) {
  int64_t rank = 0;
  for (const Shape& s : shapes) rank = std::max<int64_t>(rank, static_cast<int64_t>(s.size()));
  std::vector<std::vector<int64_t>> map;
  for (const Shape& s : shapes) {
    std::vector<int64_t> m;
    for (size_t d = 0; d < s.size(); ++d) m.push_back(rank - static_cast<int64_t>(s.size()) + static_cast<int64_t>(d));
    map.push_back(std::move(m));
  }
  return pairDimensions(shapes, std::move(map), rank);
}

// The binary ops' rule, with the optional broadcast_dimensions.
inline Broadcast binaryBroadcast(const Shape& lhs, const Shape& rhs,
                                 const std::optional<std::vector<int64_t>>& broadcast_dimensions) {
  if (!broadcast_dimensions || lhs.size() == rhs.size()) return numpyBroadcast({lhs, rhs});
  const bool lhsSmaller = lhs.size() < rhs.size();
  const Shape& small = lhsSmaller ? lhs : rhs;
  const Shape& large = lhsSmaller ? rhs : lhs;
  const std::vector<int64_t>& dims = *broadcast_dimensions;
  Broadcast b;
  if (dims.size() != small.size()) {
    b.violated = "C1";
    b.values = "size(broadcast_dimensions) = " + std::to_string(dims.size()) + ", ranks " +
               std::to_string(lhs.size()) + " and " + std::to_string(rhs.size());
    return b;
  }
  const int64_t rank = static_cast<int64_t>(large.size());
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i] < 0 || dims[i] >= rank || (i > 0 && dims[i] <= dims[i - 1])) {
      b.violated = "C2";
      b.values = "broadcast_dimensions = " + notation::listText(dims) + ", rank " + std::to_string(rank);
      return b;
    }
  std::vector<int64_t> identity;
  for (int64_t d = 0; d < rank; ++d) identity.push_back(d);
  std::vector<std::vector<int64_t>> map = lhsSmaller ? std::vector<std::vector<int64_t>>{dims, identity}
                                                     : std::vector<std::vector<int64_t>>{identity, dims};
  return pairDimensions({lhs, rhs}, std::move(map), rank);
}

}  // namespace hloref::chlo
