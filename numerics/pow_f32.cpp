// The f32 pow fast path (pow_f32.h): pow(x, y) = sign 2^t, t = y log2|x|,
// in double, with a relative error bound small enough (~2^-45 for |t| <=
// 10) that the rounding test almost never fails. Four elements go at once
// on vectors of doubles where they allow (powFour, the same operations).
//
// Notation: u = 2^-53; RN = rounding to nearest double. Every double
// operation errs by at most u times its result unless it is exact.
//
// log2. |x| = 2^k z with z in [Z0, 2 Z0), Z0 = 0.69921875 (a subnormal x is
// scaled by 2^23 first), |k| <= 149. z falls in one of 256 cells by its top
// eight significand bits after Z0: cells of width 2^-9 below 1, 2^-8 above.
// Each cell has invc, 1/(its centre) rounded to 29 bits, except the two
// cells around 1 ([1 - 2^-9, 1) and [1, 1 + 2^-8)) where invc = 1. Then
//   r = z invc - 1 is exact (24 x 29 bits fit a double; z invc lies in
//     [1/2, 2], so subtracting 1 is exact),
//   |r| < 2^-8 in the two cells around 1, |r| < 2^-9 in the others,
//   log2|x| = k + L + l, L = -log2(invc), l = log2(1 + r), exactly.
// L = Lhi + Llo: Lhi is L rounded to a multiple of 2^-20, Llo = RN(L - Lhi)
// (|Llo| <= 2^-21, error <= 2^-74); L = Lhi = Llo = 0 around 1. MPFR
// computes the tables at 256 bits.
//   P(r) = C1 r + r^2 (C2 + C3 r + r^2 (C4 + C5 r + C6 r^2)),
//   Cj = RN((-1)^(j+1) / (j ln 2)), approximates l: the series omitted after
//   r^6 is below |r|^7 / (7 ln2 (1 - |r|)) < 4.6 u c1 |r| (|r| < 2^-8, c1 =
//   1/ln2), the roundings (C1 and its product, the sum of the two parts:
//   about u c1 |r| each; the rest below 0.02 u c1 |r|) below 3.03 u c1 |r|;
//   as |l| >= c1 |r| / 1.004, |P - l| <= 7.65 u |l| (3.1 u |l| off the two
//   cells around 1).
// t = y log2|x| as th + tl: A = k + Lhi is exact and has at most 28
// significant bits, so th = y A is exact (24 x 28 bits); B = RN(Llo + P),
// tl = RN(y B). |th + tl - t| <= |y| (2^-74 + |P - l| + u |B|) + 2.01 u |y B|:
//   - around 1 with k = 0: B = P, t = y l, and the error is <= 9.7 u |t|;
//   - around 1 with k != 0, or any cell with k != 0: |log2|x|| >= 0.48 |k|
//     >= 0.48 and |B| < 0.0058, so |y| <= 2.1 |t| and the error is <= 0.1 u |t|;
//   - other cells with k = 0: |log2 x| >= 0.0028 and |l| <= 0.51 |log2 x|
//     (the cell's half-width against its distance from 1), so |B| <= 0.512
//     |log2 x|, |y| <= 355 |t|, and the error is <= 2.7 u |t|.
// So |th + tl - t| <= 9.7 u |t|, and |B| < 0.0058 in every case.
//
// 2^t. s = RN(th + tl). Beyond f32's range the result is decided: s >=
// 128.5 means t > 128.4 (+-inf), s <= -151 means t < -150.9, below half
// the least subnormal (+-0). Otherwise kd = the integer nearest 256 s
// (|256 s| < 2^16, by adding and subtracting 1.5 2^52), kd = 256 m + j
// (0 <= j < 256), and
//   D = th - kd/256 is exact: y is a multiple of 2^(ey-23) for |y| in
//     [2^ey, 2^(ey+1)) and A of 2^-20, so th and kd/256 are multiples of
//     2^min(ey-43, -8), and |D| <= |tl| + |s - th - tl| + 2^-9 < 2^(ey+1)
//     0.0058 + 2^-9 fits 53 bits of that grid when ey >= -17; for ey < -17,
//     |t| < 2^-9.7 and kd = 0;
//   rem = RN(D + tl), |rem| <= 2^-9 + u |s|, within 2^-62 of th + tl -
//   kd/256; so t' = kd/256 + rem is within 9.7 u |t| + 2^-62 of t.
//   2^t' = 2^m T_j 2^rem, T_j = RN(2^(j/256)) (error <= u), 2^m exact;
//   q = E1 rem + rem^2 (E2 + E3 rem + E4 rem^2), Ej = RN(ln2^j / j!),
//   approximates 2^rem - 1: omitted terms < 1.01 (2^-9 ln2)^5 / 5! <
//   0.35 u, roundings < 3.1 u |q| < 0.005 u (|q| < 0.00136);
//   a = RN(tj + RN(tj q)), tj = T_j 2^m: two more roundings (u and 0.0014 u).
// Relative to 2^t', a errs by < 2.4 u; 2^t' errs relative to 2^t by <
// ln2 1.0001 (9.7 u |t| + 2^-62) < 6.73 u |t| + 2^-62.5. Altogether
// |a - 2^t| < (2.41 + 6.73 |t|) u 2^t < (2.42 + 6.74 |s|) u 2^t. The bound
// stated is E = (5 + 14 |s|) u, more than twice that.
//
// The rounding test. Where |a| >= 2^-126 (f32's normal range and beyond),
// the f32 midpoints are exactly the doubles whose 29 low significand bits
// are 1 followed by 28 zeros, whichever the binade; E |a| is below E 2^53
// ulps of a; so when those 29 bits differ from the midpoint pattern by more
// than E 2^53 + 1, a and the exact value round to the same f32 (rounding
// to nearest is constant between midpoints; beyond the largest midpoint,
// 2^128 - 2^103, everything rounds to infinity). Below 2^-126 the test
// rounds a - E |a| and a + E |a| and compares.
#include "numerics/pow_f32.h"

#include <mpfr.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace hloref::exact::fast {
namespace {

constexpr int kLogBits = 8;
constexpr int kLogCells = 1 << kLogBits;
constexpr int kExpBits = 8;
constexpr int kExpCells = 1 << kExpBits;
constexpr uint32_t kCellOrigin = 0x3f330000;  // Z0 = 0.69921875
constexpr int kCellShift = 23 - kLogBits;
constexpr int kBelowOne = 153, kAboveOne = 154;  // [1 - 2^-9, 1), [1, 1 + 2^-8)

struct PowTables {
  // Per cell (arrays apart, so that a vector loop gathers each).
  double invc[kLogCells], logHi[kLogCells], logLo[kLogCells];
  double exp2[kExpCells];  // RN(2^(j / 256))
  double logPoly[7];       // [j] = RN((-1)^(j+1) / (j ln 2)), j = 1..6
  double expPoly[5];       // [j] = RN(ln2^j / j!), j = 1..4

  PowTables() {
    mpfr_t v, w, ln2, narrow;
    mpfr_inits2(256, v, w, ln2, static_cast<mpfr_ptr>(nullptr));
    mpfr_init2(narrow, 29);
    mpfr_const_log2(ln2, MPFR_RNDN);
    for (int i = 0; i < kLogCells; ++i) {
      if (i == kBelowOne || i == kAboveOne) {
        invc[i] = 1.0, logHi[i] = logLo[i] = 0.0;
        continue;
      }
      const double lo = std::bit_cast<float>(kCellOrigin + (static_cast<uint32_t>(i) << kCellShift));
      const double hi = std::bit_cast<float>(kCellOrigin + (static_cast<uint32_t>(i + 1) << kCellShift));
      mpfr_set_d(v, 0.5 * (lo + hi), MPFR_RNDN);  // exact
      mpfr_ui_div(narrow, 1, v, MPFR_RNDN);
      invc[i] = mpfr_get_d(narrow, MPFR_RNDN);
      mpfr_set_d(v, invc[i], MPFR_RNDN);
      mpfr_log2(v, v, MPFR_RNDN);
      mpfr_neg(v, v, MPFR_RNDN);  // L
      mpfr_mul_2si(w, v, 20, MPFR_RNDN);
      mpfr_rint(w, w, MPFR_RNDN);
      mpfr_div_2si(w, w, 20, MPFR_RNDN);
      logHi[i] = mpfr_get_d(w, MPFR_RNDN);  // exact: <= 20 bits
      mpfr_sub(v, v, w, MPFR_RNDN);
      logLo[i] = mpfr_get_d(v, MPFR_RNDN);
    }
    for (int j = 0; j < kExpCells; ++j) {
      mpfr_set_si(v, j, MPFR_RNDN);
      mpfr_div_2si(v, v, kExpBits, MPFR_RNDN);
      mpfr_exp2(v, v, MPFR_RNDN);
      exp2[j] = mpfr_get_d(v, MPFR_RNDN);
    }
    logPoly[0] = expPoly[0] = 0;
    for (int j = 1; j < 7; ++j) {
      mpfr_mul_si(v, ln2, j, MPFR_RNDN);
      mpfr_si_div(v, j % 2 == 1 ? 1 : -1, v, MPFR_RNDN);
      logPoly[j] = mpfr_get_d(v, MPFR_RNDN);
    }
    mpfr_set_ui(v, 1, MPFR_RNDN);
    for (int j = 1; j < 5; ++j) {
      mpfr_mul(v, v, ln2, MPFR_RNDN);
      mpfr_div_ui(v, v, static_cast<unsigned long>(j), MPFR_RNDN);
      expPoly[j] = mpfr_get_d(v, MPFR_RNDN);
    }
    mpfr_clears(v, w, ln2, narrow, static_cast<mpfr_ptr>(nullptr));
  }
};

const PowTables& tables() {
  static const PowTables t;
  return t;
}

// The arithmetic both evaluations share (a double, or a vector of four:
// results through references, as a vector passed by value would change the
// ABI without AVX). p = P(r), log2(1 + r) (the comment at the top).
template <class T>
[[gnu::always_inline]] inline void log2OnePlus(const PowTables& t, const T& r, T& p) {
  const double* c = t.logPoly;
  const T r2 = r * r;
  p = c[1] * r + r2 * ((c[2] + c[3] * r) + r2 * (c[4] + c[5] * r + c[6] * r2));
}

// s = th + tl as kd / 256 + rem (kd an integer), and q ~ 2^rem - 1.
template <class T>
[[gnu::always_inline]] inline void exp2Parts(const PowTables& t, const T& s, const T& th, const T& tl, T& kd, T& q) {
  constexpr double kShifter = 0x1.8p52;
  kd = (s * kExpCells + kShifter) - kShifter;
  const T rem = (th - kd * (1.0 / kExpCells)) + tl;
  const double* g = t.expPoly;
  const T rem2 = rem * rem;
  q = g[1] * rem + rem2 * (g[2] + g[3] * rem + g[4] * rem2);
}

// 2^(ki / 256) with the sign bit `sign`, from the table.
inline double powerOfTwoOver256(const PowTables& t, int ki, uint64_t sign) {
  return t.exp2[ki & (kExpCells - 1)] *
         std::bit_cast<double>((static_cast<uint64_t>((ki >> kExpBits) + 1023) << 52) | sign);
}

// 0: y is not an integer; 1: an odd integer; 2: an even one (y finite, != 0).
inline int integerKind(uint32_t iy) {
  const int e = static_cast<int>((iy >> 23) & 0xff);
  if (e < 0x7f) return 0;
  if (e > 0x7f + 23) return 2;
  const uint32_t unit = uint32_t{1} << (0x7f + 23 - e);  // the bit worth 1
  if ((iy & (unit - 1)) != 0) return 0;
  if (e == 0x7f) return 1;  // +-1
  return (iy & unit) != 0 ? 1 : 2;
}

// The evaluation the comment at the top derives: false where the fast path
// does not cover (x, y).
[[gnu::always_inline]] inline bool approximate(const PowTables& t, float x, float y, PowF32Approximation& out) {
  uint32_t ix = std::bit_cast<uint32_t>(x);
  const uint32_t iy = std::bit_cast<uint32_t>(y);
  if ((iy & 0x7fffffffu) - 1 >= 0x7f800000u - 1) return false;  // y = +-0, +-inf, NaN
  uint64_t signBit = 0;
  if (ix >> 31) {
    const int kind = integerKind(iy);
    if (kind == 0) return false;
    if (kind == 1) signBit = uint64_t{1} << 63;
    ix &= 0x7fffffffu;
  }
  if (ix - 1 >= 0x7f800000u - 1) return false;  // x = +-0, +-inf, NaN
  if (ix < 0x00800000u) ix = std::bit_cast<uint32_t>(std::bit_cast<float>(ix) * 0x1p23f) - (23u << 23);
  const uint32_t offset = ix - kCellOrigin;
  const int k = static_cast<int32_t>(offset) >> 23;  // the field may be negative after scaling
  const uint32_t cell = (offset >> kCellShift) % kLogCells;
  const double z = std::bit_cast<float>(ix - (offset & 0xff800000u));
  const double r = z * t.invc[cell] - 1.0;
  double p;
  log2OnePlus(t, r, p);
  const double yd = y;
  const double th = yd * (static_cast<double>(k) + t.logHi[cell]);
  const double tl = yd * (t.logLo[cell] + p);
  const double s = th + tl;
  if (!(s < 128.5) || !(s > -151.0)) {
    const double end = s > 0 ? std::numeric_limits<double>::infinity() : 0.0;
    out = {std::bit_cast<double>(std::bit_cast<uint64_t>(end) | signBit), 0.0, true};
    return true;
  }
  double kd, q;
  exp2Parts(t, s, th, tl, kd, q);
  const double tj = powerOfTwoOver256(t, static_cast<int>(kd), signBit);
  out = {tj + tj * q, (5.0 + 14.0 * std::fabs(s)) * 0x1p-53, false};
  return true;
}

[[gnu::always_inline]] inline Outcome powOne(const PowTables& t, float x, float y, float& r) {
  PowF32Approximation a;
  if (!approximate(t, x, y, a)) return Outcome::Outside;
  if (!a.exact) {
    const uint64_t bits = std::bit_cast<uint64_t>(a.value) & ~(uint64_t{1} << 63);
    if (bits >= 0x3810000000000000u) {  // |a| >= 2^-126
      const int64_t fromMidpoint = static_cast<int64_t>(bits & 0x1fffffffu) - (int64_t{1} << 28);
      const int64_t margin = static_cast<int64_t>(a.relativeBound * 0x1p53) + 1;
      if (std::abs(fromMidpoint) <= margin) return Outcome::Undecided;
    } else {
      const double e = std::fabs(a.value) * a.relativeBound;
      if (static_cast<float>(a.value - e) != static_cast<float>(a.value + e)) return Outcome::Undecided;
    }
  }
  r = static_cast<float>(a.value);
  return Outcome::Rounded;
}

// Four elements at once, the same operations in the same order as
// approximate() and powOne() (so the same values), on vectors of four
// doubles; the table lookups stay per lane. Only when every x is a positive
// normal number, every y finite and non-zero, every result inside f32's
// normal range: false otherwise (nothing written), and the caller takes
// powOne for the four.
using Doubles = double __attribute__((vector_size(32)));
using Integers = int64_t __attribute__((vector_size(32)));
using Floats = float __attribute__((vector_size(16)));

[[gnu::always_inline]] inline bool powFour(const PowTables& t, const float* x, const float* y, float* r,
                                           Outcome* outcome) {
  uint32_t ix[4], iy[4];
  std::memcpy(ix, x, sizeof ix);
  std::memcpy(iy, y, sizeof iy);
  bool simple = true;
  for (int j = 0; j < 4; ++j)
    simple &= (ix[j] - 0x00800000u < 0x7f000000u) & ((iy[j] & 0x7fffffffu) - 1 < 0x7f800000u - 1);
  if (!simple) return false;
  // Per lane: z, invc, k + Lhi, Llo (built from registers: lanes stored
  // one by one and read back as a vector would stall on store forwarding).
  struct Lane {
    double z, invc, hi, lo;
  };
  auto lane = [&](int j) {
    const uint32_t offset = ix[j] - kCellOrigin;
    const int k = static_cast<int32_t>(offset) >> 23;
    const uint32_t cell = (offset >> kCellShift) % kLogCells;
    return Lane{std::bit_cast<float>(ix[j] - (offset & 0xff800000u)), t.invc[cell],
                static_cast<double>(k) + t.logHi[cell], t.logLo[cell]};
  };
  const Lane l0 = lane(0), l1 = lane(1), l2 = lane(2), l3 = lane(3);
  const Doubles z = {l0.z, l1.z, l2.z, l3.z}, invc = {l0.invc, l1.invc, l2.invc, l3.invc};
  const Doubles hi = {l0.hi, l1.hi, l2.hi, l3.hi}, lo = {l0.lo, l1.lo, l2.lo, l3.lo};
  Floats yf;
  std::memcpy(&yf, y, sizeof yf);
  const Doubles yd = __builtin_convertvector(yf, Doubles);
  const Doubles rr = z * invc - 1.0;
  Doubles p;
  log2OnePlus(t, rr, p);
  const Doubles th = yd * hi;
  const Doubles tl = yd * (lo + p);
  const Doubles s = th + tl;
  for (int j = 0; j < 4; ++j)
    if (!(s[j] < 128.5) || !(s[j] > -151.0)) return false;
  Doubles kd, q;
  exp2Parts(t, s, th, tl, kd, q);
  const Doubles tj = {powerOfTwoOver256(t, static_cast<int>(kd[0]), 0), powerOfTwoOver256(t, static_cast<int>(kd[1]), 0),
                      powerOfTwoOver256(t, static_cast<int>(kd[2]), 0), powerOfTwoOver256(t, static_cast<int>(kd[3]), 0)};
  const Doubles a = tj + tj * q;
  for (int j = 0; j < 4; ++j)
    if (!(a[j] >= 0x1p-126)) return false;
  // powOne's test: the 29 low significand bits of a against the midpoint
  // pattern, with a margin of 5 + 14 |s| ulps of a (its bound) and one more.
  // (GCC's vector casts reinterpret the bits, in registers.)
  const Integers low = (Integers)a & 0x1fffffff;
  const Doubles distance = (Doubles)(low | 0x4330000000000000) - (0x1p52 + 0x1p28);  // 2^52 + low, less
  const Integers absMask = Integers{} + 0x7fffffffffffffff;
  const Doubles absS = (Doubles)((Integers)s & absMask);
  const Doubles absDistance = (Doubles)((Integers)distance & absMask);
  const Integers decided = absDistance > 6.0 + 14.0 * absS;
  const Floats rounded = __builtin_convertvector(a, Floats);
  std::memcpy(r, &rounded, sizeof rounded);
  for (int j = 0; j < 4; ++j) outcome[j] = decided[j] ? Outcome::Rounded : Outcome::Undecided;
  return true;
}

}  // namespace

// The loop over the chunk, four at a time where powFour applies;
// target_clones picks AVX2 at load time where the processor has it.
__attribute__((target_clones("avx2", "default"))) void powF32(const float* x, const float* y, float* r,
                                                               Outcome* outcome, size_t n) {
  const PowTables& t = tables();
  size_t i = 0;
  for (; i + 4 <= n; i += 4)
    if (!powFour(t, x + i, y + i, r + i, outcome + i))
      for (size_t j = i; j < i + 4; ++j) outcome[j] = powOne(t, x[j], y[j], r[j]);
  for (; i < n; ++i) outcome[i] = powOne(t, x[i], y[i], r[i]);
}

bool approximatePowF32(float x, float y, PowF32Approximation& out) { return approximate(tables(), x, y, out); }

}  // namespace hloref::exact::fast
