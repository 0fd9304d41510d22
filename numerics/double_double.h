// Error-free transformations and double-double helpers for the f64 fast
// paths of correct_rounding_f64.cpp. Every function states what it computes
// exactly (or its rounding error), which the error bounds there build on.
// Assumes round-to-nearest binary64 arithmetic without contraction (ISO C++
// mode: -ffp-contract=off) and no underflow in the products it forms.
// Only numerics/ includes this header.
#pragma once

#include <cmath>

namespace hloref::exact::dd {

struct DD {
  double hi, lo;
};

// s + e = a + b exactly, s = RN(a + b) (Knuth).
inline DD twoSum(double a, double b) {
  const double s = a + b;
  const double bb = s - a;
  const double e = (a - (s - bb)) + (b - bb);
  return {s, e};
}

// s + e = a + b exactly, s = RN(a + b), when |a| >= |b| or a = 0 (Dekker).
inline DD fastTwoSum(double a, double b) {
  const double s = a + b;
  return {s, b - (s - a)};
}

// p + e = a * b exactly, p = RN(a * b) (the FMA computes the error).
inline DD twoProd(double a, double b) {
  const double p = a * b;
  return {p, std::fma(a, b, -p)};
}

// 2^k for a normal exponent k in [-1022, 1023], exactly.
inline double pow2(int k) {
  const unsigned long long bits = static_cast<unsigned long long>(k + 1023) << 52;
  double d;
  __builtin_memcpy(&d, &bits, 8);
  return d;
}

}  // namespace hloref::exact::dd
