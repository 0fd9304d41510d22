// Marking the elements the spec leaves open (core/annotations.h) for
// the op files: a separate pass over the operands, run only when the
// evaluator records golden annotations, so the ops' own loops stay as they
// are on the ordinary path.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/elementwise.h"

namespace hloref::open_elements {

// Marks every element of result `result` (of `count` elements).
inline void markWhole(const OpCall& call, size_t result, int64_t count) {
  if (!call.annotating()) return;
  for (int64_t i = 0; i < count; ++i) call.markImplementationDefined(result, i);
}

// Marks result element i when open(x[i]) holds; In is a family type.
template <class In, class Open>
void markUnary(const OpCall& call, const Tensor& x, Open open) {
  if (!call.annotating()) return;
  std::array<In, elementwise::kChunk> a;
  for (int64_t begin = 0; begin < x.numElements(); begin += elementwise::kChunk) {
    size_t n = static_cast<size_t>(std::min(elementwise::kChunk, x.numElements() - begin));
    elementwise::load(x, begin, std::span<In>(a.data(), n));
    for (size_t i = 0; i < n; ++i)
      if (open(a[i])) call.markImplementationDefined(0, begin + static_cast<int64_t>(i));
  }
}

// Marks result element i when open(x[i], y[i]) holds.
template <class In, class Open>
void markBinary(const OpCall& call, const Tensor& x, const Tensor& y, Open open) {
  if (!call.annotating()) return;
  std::array<In, elementwise::kChunk> a, b;
  for (int64_t begin = 0; begin < x.numElements(); begin += elementwise::kChunk) {
    size_t n = static_cast<size_t>(std::min(elementwise::kChunk, x.numElements() - begin));
    elementwise::load(x, begin, std::span<In>(a.data(), n));
    elementwise::load(y, begin, std::span<In>(b.data(), n));
    for (size_t i = 0; i < n; ++i)
      if (open(a[i], b[i])) call.markImplementationDefined(0, begin + static_cast<int64_t>(i));
  }
}

// Whether the exact integer v lies outside the range of the N-bit signed
// type (spec: Execution > Errors leaves integer overflow
// implementation-defined).
inline bool overflowsSigned(__int128 v, int width) {
  const __int128 limit = static_cast<__int128>(1) << (width - 1);
  return v < -limit || v >= limit;
}

// The values loaded for a signed N-bit type, as exact integers.
inline __int128 signedValue(uint64_t bits) { return static_cast<__int128>(static_cast<int64_t>(bits)); }

// Marks the elements of a signed-integer binary op whose exact result
// `exact(x, y)` (an __int128) overflows the type; unsigned types wrap by
// definition here (see golden/annotate.h).
template <class Exact>
void markSignedOverflow(const OpCall& call, const Tensor& x, const Tensor& y, Exact exact) {
  if (!call.annotating() || !isSignedInteger(x.elementType())) return;
  const int width = bitWidth(x.elementType());
  markBinary<uint64_t>(call, x, y, [&](uint64_t a, uint64_t b) {
    return overflowsSigned(exact(signedValue(a), signedValue(b)), width);
  });
}

// Marks the elements x of a signed-integer type where -x overflows: x = min.
inline void markSignedMinimum(const OpCall& call, const Tensor& x) {
  if (!call.annotating() || !isSignedInteger(x.elementType())) return;
  const int width = bitWidth(x.elementType());
  markUnary<uint64_t>(call, x, [&](uint64_t a) { return overflowsSigned(-signedValue(a), width); });
}

// Integer divide and remainder: a zero divisor has no algebraic quotient,
// and min / -1 overflows (spec: Execution > Errors).
inline void markIntegerDivisionOpen(const OpCall& call, const Tensor& lhs, const Tensor& rhs) {
  const ElementType type = lhs.elementType();
  if (!call.annotating() || !isInteger(type)) return;
  const bool isSigned = isSignedInteger(type);
  const int width = bitWidth(type);
  markBinary<uint64_t>(call, lhs, rhs, [&](uint64_t x, uint64_t y) {
    if (y == 0) return true;
    return isSigned && static_cast<int64_t>(y) == -1 && overflowsSigned(-signedValue(x), width);
  });
}

// Shifts: the spec defines no result for an amount outside [0, N) (read as
// an unsigned N-bit number, negative amounts included); Execution > Errors
// makes it implementation-defined.
inline void markShiftAmountOpen(const OpCall& call, const Tensor& rhs) {
  if (!call.annotating()) return;
  const elementwise::IntBits bits(rhs.elementType());
  markUnary<uint64_t>(call, rhs, [&](uint64_t y) { return bits.pattern(y) >= static_cast<uint64_t>(bits.width); });
}

}  // namespace hloref::open_elements
