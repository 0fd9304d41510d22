// Exact float accumulation (issue 4, "exact reductions"): where the spec
// leaves the order of a float sum open (reduce and reduce_window with an add
// body, dot_general, dot, convolution, batch_norm statistics), hloref computes
// the exact sum (or exact dot product) and rounds it once to the result type.
//
// ExactSum is a long fixed-point (Kulisch) accumulator in the form of Neal's
// "small superaccumulator": the bit positions 2^-2176 .. 2^2144 (every double,
// every product of two doubles, and 2^64 of them) in 32-bit digits held in
// int64 chunks, so an add touches three chunks and never propagates carries;
// carries are propagated every 2^30 adds and when rounding. Signs, infinities
// and NaNs are tracked on the side:
//   - any NaN term, or both +inf and -inf: NaN; else an infinite term: it;
//   - an exact zero sum is -0 only when every term is -0 (what any order of
//     round-to-nearest additions gives), else +0;
//   - a nonzero sum is rounded once, to nearest even, with the target
//     format's subnormals; overflow follows the format's rules (encodeFloat).
// No allocation: the chunks live in the object (about 1 KiB), and clear()
// only zeroes the chunks the last sum touched.
//
// The fast path (roundIfDetermined): a sum accumulated in double in any
// order, with the sum of the terms' magnitudes, is within (n-1) 2^-53 Σ|x_i|
// of the exact sum when no term is inexact in double (Rump–Jeannerod; double
// additions of terms >= 2^-298 never lose bits to underflow). When both ends
// of that interval round to the same value of the target (not NaN, which
// in some formats both overflows and negatives give), that value is the
// exact sum rounded once; callers fall back to ExactSum otherwise. It applies
// to targets narrower than f64 whose terms are exact doubles (values of any
// format but f64, and products of two such values).
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>

#include "core/element_type.h"
#include "core/float_format.h"

namespace hloref {

class ExactSum {
 public:
  ExactSum() { std::memset(chunk_, 0, sizeof chunk_); }

  // Starts a new sum (of no terms: it rounds to +0).
  void clear() {
    if (hi_ >= lo_) std::memset(chunk_ + lo_, 0, sizeof(int64_t) * static_cast<size_t>(hi_ - lo_ + 1));
    lo_ = kChunks;
    hi_ = -1;
    adds_ = 0;
    nan_ = posInf_ = negInf_ = false;
    allNegativeZero_ = true;
    sticky_ = false;
  }

  // Adds x exactly.
  void add(double x) {
    uint64_t bits = std::bit_cast<uint64_t>(x);
    const bool negative = bits >> 63;
    int exponent = static_cast<int>((bits >> 52) & 0x7ff);
    uint64_t mantissa = bits & ((uint64_t{1} << 52) - 1);
    if (exponent == 0x7ff) {
      special(mantissa != 0, negative);
      return;
    }
    if (exponent == 0) {
      if (mantissa == 0) {
        allNegativeZero_ = allNegativeZero_ && negative;
        return;
      }
      exponent = 1;
    } else {
      mantissa |= uint64_t{1} << 52;
    }
    allNegativeZero_ = false;
    // mantissa * 2^(exponent - 1075).
    addMagnitude(negative, mantissa, exponent - 1075 - kMinBit);
  }

  // Adds x * y exactly, for any doubles (the product may lie outside the
  // range of double). Products that are exact in double can use add(x * y).
  void addProduct(double x, double y);

  // The exact sum rounded once to `t` (a float type), as a double that `t`
  // represents exactly, or beyond `t`'s range when the sum overflows it
  // (storing it with encodeFloat / storeFloats applies `t`'s overflow rule).
  // Ends the sum: call clear() before adding again.
  double round(ElementType t);
  // The exact quotient sum / n (n > 0) rounded once to `t` (means). Ends the
  // sum.
  double roundQuotient(ElementType t, uint64_t n);

 private:
  static constexpr int kMinBit = -2176;  // bit 0 of chunk 0 is 2^kMinBit
  static constexpr int kChunks = 135;    // up to 2^2144
  static constexpr uint32_t kAddsBeforeCarry = uint32_t{1} << 30;

  // Adds (or subtracts) m * 2^(kMinBit + position).
  void addMagnitude(bool negative, uint64_t m, int position) {
    const int c = position >> 5;
    const unsigned __int128 v = static_cast<unsigned __int128>(m) << (position & 31);
    const int64_t p0 = static_cast<int64_t>(static_cast<uint32_t>(v));
    const int64_t p1 = static_cast<int64_t>(static_cast<uint32_t>(v >> 32));
    const int64_t p2 = static_cast<int64_t>(static_cast<uint64_t>(v >> 64));
    if (negative) {
      chunk_[c] -= p0;
      chunk_[c + 1] -= p1;
      chunk_[c + 2] -= p2;
    } else {
      chunk_[c] += p0;
      chunk_[c + 1] += p1;
      chunk_[c + 2] += p2;
    }
    if (c < lo_) lo_ = c;
    if (c + 2 > hi_) hi_ = c + 2;
    if (++adds_ == kAddsBeforeCarry) propagateCarries();
  }

  void special(bool isNan, bool negative) {
    if (isNan) nan_ = true;
    else if (negative) negInf_ = true;
    else posInf_ = true;
    allNegativeZero_ = false;
  }

  void propagateCarries();
  double finish(ElementType t, uint64_t divisor);

  int64_t chunk_[kChunks];
  int lo_ = kChunks, hi_ = -1;  // the chunks that may be nonzero
  uint32_t adds_ = 0;
  bool nan_ = false, posInf_ = false, negInf_ = false;
  bool allNegativeZero_ = true;
  bool sticky_ = false;
};

// The fast path (see the top of this file): `sum` is a double sum of
// `count` terms, each exact in double, in any order, and `magnitude` the
// double sum of their absolute values. Returns true and the exact sum
// rounded once to `t` in *rounded when the interval decides it; false when
// the caller must use ExactSum (also for infinities and NaNs).
bool roundIfDetermined(ElementType t, double sum, double magnitude, int64_t count, double* rounded);

// Whether the fast path can decide sums whose terms are values of (or
// products of two values of) `operand`, rounded to `result`.
inline bool fastPathApplies(ElementType operand, ElementType result) {
  return operand != ElementType::F64 && result != ElementType::F64 && operand != ElementType::C128 &&
         result != ElementType::C128;
}

// spec-independent helpers for error bounds (golden annotations).
// u = 2^-p, the unit roundoff of `t` (a float type; complex: its part).
double unitRoundoff(ElementType t);
// Half the distance from `value` (a value of `t`) to its neighbour away
// from zero: the largest error of rounding an exact value to `value`.
double halfUlp(ElementType t, double value);
// halfUlp of one type, its format looked up once: for loops over elements.
class HalfUlp {
 public:
  explicit HalfUlp(ElementType t);
  double operator()(double value) const {
    // floor(log2 |value|) from the double's exponent field, and the power of
    // two built the same way when it is a normal double. A double subnormal
    // (field 0) reads as 2^-1023, below every type's minimum exponent as
    // its true exponent is, so the max below gives the same.
    const uint64_t bits = std::bit_cast<uint64_t>(value);
    const int field = static_cast<int>((bits >> 52) & 0x7ff);
    if (field == 0x7ff) return 0;  // inf, NaN
    if (value == 0) return zero_;
    const int exponent = std::max(field - 1023, minExponent_) - mantissaBits_ - 1;
    if (exponent >= -1022 && exponent <= 1023) return std::bit_cast<double>(static_cast<uint64_t>(exponent + 1023) << 52);
    return std::ldexp(1.0, exponent);
  }

 private:
  int minExponent_, mantissaBits_;
  double zero_;  // half the smallest subnormal
};
// 2^q, the smallest subnormal quantum of `t` (the value of the last
// mantissa bit at the smallest exponent).
double subnormalQuantum(ElementType t);

// The golden bound of an open-order float sum (reduce and reduce_window
// with an add body, dot products) where it does not come from the usual
// error analysis, or nullopt where it does: `count` terms of type t
// (complex: one part) whose magnitudes add up to `magnitude` (in double:
// +inf with an infinite term, NaN with a NaN one) and, over the finite
// terms only, to `finiteMagnitude`; `golden` is the sum as stored.
//   - The finite terms may overflow (or saturate) in some order when their
//     magnitudes, grown by the partial sums' roundings, pass t's largest
//     finite value; in a format without sign or zero (f8E8M0FNU) a partial
//     sum can be NaN. Either way: +inf.
//   - A NaN golden with a NaN term is NaN in every order: 0.
//   - Another golden that is not finite is the same in every order when
//     it comes from infinite terms and the finite terms cannot overflow
//     (to the infinity of the other sign, which gives NaN): 0; an overflow
//     of finite terms may not happen in another order: +inf.
std::optional<double> nonFiniteSumBound(ElementType t, int64_t count, double magnitude, double finiteMagnitude,
                                        double golden);

}  // namespace hloref

namespace hloref {

// The exact sum of the terms `walk` feeds, rounded once to `t` and read
// back as `t` stores it (an overflow is t's infinity, NaN or largest value,
// on both paths alike): walk(fn) calls fn(x) for each term x (a double); it
// may be called twice (the fast path first when `fastPath`, then ExactSum
// when that cannot decide).
template <class Walk>
double exactSum(ExactSum& accumulator, ElementType t, bool fastPath, Walk&& walk) {
  if (fastPath) {
    double sum = 0, magnitude = 0;
    int64_t count = 0;
    walk([&](double x) {
      sum += x;
      magnitude += std::fabs(x);
      ++count;
    });
    double rounded;
    if (roundIfDetermined(t, sum, magnitude, count, &rounded)) return rounded;
  }
  accumulator.clear();
  walk([&](double x) { accumulator.add(x); });
  return decodeFloat(t, encodeFloat(t, accumulator.round(t)));
}

}  // namespace hloref
