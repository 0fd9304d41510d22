#include "numerics/exact_sum.h"

#include <algorithm>
#include <bit>
#include <limits>

#include "core/float_format.h"

namespace hloref {
namespace {

struct Decoded {
  bool negative;
  bool isNan, isInf, isZero;
  uint64_t mantissa;  // with the hidden bit
  int exponent;       // of the mantissa's bit 0
};

Decoded decode(double x) {
  uint64_t bits = std::bit_cast<uint64_t>(x);
  Decoded d{};
  d.negative = bits >> 63;
  int e = static_cast<int>((bits >> 52) & 0x7ff);
  d.mantissa = bits & ((uint64_t{1} << 52) - 1);
  if (e == 0x7ff) {
    d.isNan = d.mantissa != 0;
    d.isInf = d.mantissa == 0;
    return d;
  }
  if (e == 0) {
    d.isZero = d.mantissa == 0;
    e = 1;
  } else {
    d.mantissa |= uint64_t{1} << 52;
  }
  d.exponent = e - 1075;
  return d;
}

// m * 2^(E - 63) (m's top bit set), plus a nonzero tail below m when
// `sticky`, rounded to nearest even to precision p with lowest bit 2^q
// (subnormals), with the exponent unbounded above: the result as a double
// (infinite beyond double's range).
double roundToFormat(bool negative, uint64_t m, int E, bool sticky, int p, int q) {
  const int low = std::max(E - p + 1, q);  // exponent of the last kept bit
  const int drop = low - (E - 63);         // low bits of m dropped, >= 64 - p >= 11
  uint64_t kept;
  bool guard, rest;
  if (drop >= 66) {
    kept = 0;
    guard = false;
    rest = true;
  } else if (drop >= 64) {
    kept = 0;
    guard = drop == 64 ? (m >> 63) != 0 : false;
    rest = sticky || (drop == 64 ? (m << 1) != 0 : true);
  } else {
    kept = m >> drop;
    guard = (m >> (drop - 1)) & 1;
    rest = sticky || (m & ((uint64_t{1} << (drop - 1)) - 1)) != 0;
  }
  if (guard && (rest || (kept & 1))) ++kept;
  double value = std::ldexp(static_cast<double>(kept), low);
  return negative ? -value : value;
}

}  // namespace

void ExactSum::addProduct(double x, double y) {
  Decoded a = decode(x), b = decode(y);
  const bool negative = a.negative != b.negative;
  if (a.isNan || b.isNan || (a.isInf && b.isZero) || (a.isZero && b.isInf)) {
    special(true, false);
    return;
  }
  if (a.isInf || b.isInf) {
    special(false, negative);
    return;
  }
  if (a.isZero || b.isZero) {
    allNegativeZero_ = allNegativeZero_ && negative;
    return;
  }
  allNegativeZero_ = false;
  const unsigned __int128 product = static_cast<unsigned __int128>(a.mantissa) * b.mantissa;
  const int position = a.exponent + b.exponent - kMinBit;
  addMagnitude(negative, static_cast<uint64_t>(product), position);
  const uint64_t high = static_cast<uint64_t>(product >> 64);
  if (high != 0) addMagnitude(negative, high, position + 64);
}

// Chunks below the top become digits in [0, 2^32); the top one a signed
// digit in [-2^31, 2^31), so the sign of the sum is the sign of the
// highest nonzero chunk.
void ExactSum::propagateCarries() {
  adds_ = 0;
  if (hi_ < lo_) return;
  for (int i = lo_; i < hi_; ++i) {
    const int64_t carry = chunk_[i] >> 32;
    chunk_[i] -= carry * (int64_t{1} << 32);
    chunk_[i + 1] += carry;
  }
  while (chunk_[hi_] >= (int64_t{1} << 31) || chunk_[hi_] < -(int64_t{1} << 31)) {
    const int64_t carry = (chunk_[hi_] + (int64_t{1} << 31)) >> 32;
    chunk_[hi_] -= carry * (int64_t{1} << 32);
    chunk_[++hi_] += carry;
  }
}

double ExactSum::round(ElementType t) { return finish(t, 1); }

double ExactSum::roundQuotient(ElementType t, uint64_t n) { return finish(t, n); }

double ExactSum::finish(ElementType t, uint64_t divisor) {
  if (nan_ || (posInf_ && negInf_)) return std::numeric_limits<double>::quiet_NaN();
  if (posInf_) return std::numeric_limits<double>::infinity();
  if (negInf_) return -std::numeric_limits<double>::infinity();
  propagateCarries();
  int top = hi_;
  while (top >= lo_ && chunk_[top] == 0) --top;
  if (top < lo_) return allNegativeZero_ ? -0.0 : 0.0;
  const bool negative = chunk_[top] < 0;
  if (negative) {
    // The magnitude: negate every chunk, then make them digits again.
    for (int i = lo_; i <= top; ++i) chunk_[i] = -chunk_[i];
    for (int i = lo_; i < top; ++i) {
      const int64_t carry = chunk_[i] >> 32;
      chunk_[i] -= carry * (int64_t{1} << 32);
      chunk_[i + 1] += carry;
    }
    while (chunk_[top] == 0) --top;
  }
  bool sticky = false;
  if (divisor > 1) {
    // Long division by the divisor, down to chunk 0 (at least 1000 bits
    // below the quotient's leading bit for sums of doubles); the remainder
    // is the sticky tail.
    unsigned __int128 remainder = 0;
    for (int i = top; i >= 0; --i) {
      const unsigned __int128 current = (remainder << 32) | static_cast<uint64_t>(chunk_[i]);
      chunk_[i] = static_cast<int64_t>(current / divisor);
      remainder = current % divisor;
    }
    lo_ = 0;
    sticky = remainder != 0;
    while (top > 0 && chunk_[top] == 0) --top;
  }
  // The leading 96 bits and the tail.
  auto digit = [&](int i) -> uint64_t { return i >= 0 ? static_cast<uint64_t>(chunk_[i]) : 0; };
  unsigned __int128 w = (static_cast<unsigned __int128>(digit(top)) << 64) |
                        (static_cast<unsigned __int128>(digit(top - 1)) << 32) | digit(top - 2);
  for (int i = lo_; i <= top - 3 && !sticky; ++i) sticky = chunk_[i] != 0;
  const uint64_t wHigh = static_cast<uint64_t>(w >> 64);
  const int leadingZeros = wHigh != 0 ? std::countl_zero(wHigh) : 64 + std::countl_zero(static_cast<uint64_t>(w));
  const unsigned __int128 normalized = w << leadingZeros;
  const uint64_t m = static_cast<uint64_t>(normalized >> 64);
  sticky = sticky || static_cast<uint64_t>(normalized) != 0;
  const int E = kMinBit + 32 * (top - 2) + 127 - leadingZeros;
  const FloatFormat& f = floatFormat(complexPartType(t));
  return roundToFormat(negative, m, E, sticky, f.precision(), f.minExponent() - f.mantissaBits);
}

bool roundIfDetermined(ElementType t, double sum, double magnitude, int64_t count, double* rounded) {
  if (!std::isfinite(sum) || !std::isfinite(magnitude) || count >= (int64_t{1} << 26)) return false;
  // (count - 1) 2^-53 Σ|x_i|, with room for the rounding errors of
  // `magnitude` itself and of this product.
  const double bound = magnitude * (static_cast<double>(count) * 0x1p-53) * (1 + 0x1p-20);
  const double lo = std::nextafter(sum - bound, -std::numeric_limits<double>::infinity());
  const double hi = std::nextafter(sum + bound, std::numeric_limits<double>::infinity());
  // Both ends rounding alike decide the sum, unless they round to NaN: a
  // format whose one NaN stands for overflow of either sign (FNUZ,
  // f8E8M0FNU, which also maps negatives to it) gives it to both ends of
  // an interval that holds finite values.
  const uint64_t a = encodeFloat(t, lo), b = encodeFloat(t, hi);
  if (a != b) return false;
  *rounded = decodeFloat(t, a);
  return !std::isnan(*rounded);  // a NaN encoding decodes to NaN
}

double unitRoundoff(ElementType t) { return std::ldexp(1.0, -floatFormat(complexPartType(t)).precision()); }

double subnormalQuantum(ElementType t) { return floatFormat(complexPartType(t)).smallestSubnormal(); }

HalfUlp::HalfUlp(ElementType t) {
  const FloatFormat& f = floatFormat(complexPartType(t));
  minExponent_ = f.minExponent();
  mantissaBits_ = f.mantissaBits;
  zero_ = f.smallestSubnormal() / 2;
}

double halfUlp(ElementType t, double value) { return HalfUlp(t)(value); }

std::optional<double> nonFiniteSumBound(ElementType t, int64_t count, double magnitude, double finiteMagnitude,
                                        double golden) {
  const FloatFormat& format = floatFormat(complexPartType(t));
  const double growth = 1 + static_cast<double>(count) * unitRoundoff(t);
  const bool overflows =
      !(finiteMagnitude * growth <= format.largestFinite()) || !format.hasSign || !format.hasZero();
  if (std::isnan(golden) && std::isnan(magnitude)) return 0.0;
  if (!std::isfinite(golden)) return std::isinf(magnitude) && !overflows ? 0.0 : INFINITY;
  if (overflows) return INFINITY;
  return std::nullopt;
}

}  // namespace hloref
