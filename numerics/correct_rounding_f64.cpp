// Fast paths of the correctly rounded f64 functions (correct_rounding_f64.h).
//
// Each function evaluates f(x) as a double-double hi + lo (|lo| <= 2^-53
// |hi|) together with a bound `err` on |hi + lo - f(x)| derived below, then
// applies the rounding test `roundOnce`: when hi + lo - err and hi + lo +
// err round to the same double, so does f(x) (rounding is monotone). The
// bounds are derived by hand, per operation, with u = 2^-53 (the unit
// roundoff): an operation on doubles errs by at most u times its result,
// twoSum / fastTwoSum / twoProd (double_double.h) are exact, and powers of
// two scale exactly in the normal range. Each bound is stated as a relative
// error eps (|error| <= eps |f|) or an absolute one; roundOnce adds a
// quarter of it and 2^-100 |hi| for its own two roundings, so the test is
// conservative. A failed test sends the argument to MPFR (correct_rounding.cpp);
// arguments outside the ranges the derivations assume take the general
// path (Outcome::Outside).
//
// Tables and constants are computed once, with MPFR at 400 bits, and rounded
// to double-doubles: each DD constant c_h + c_l is within 2^-106 |c| of c.
#include "numerics/correct_rounding_f64.h"

#include <mpfr.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "numerics/double_double.h"

namespace hloref::exact::fast {
namespace {

using dd::DD;
using dd::fastTwoSum;
using dd::twoProd;
using dd::twoSum;

// ---------------------------------------------------------------------------
// Constants and tables.

constexpr int kExpTableBits = 8;    // exp: x = (k / 256) ln 2 + r, |r| <= ln2 / 512
constexpr int kLogTableBits = 9;    // log: 512 subintervals of [1, 2)
constexpr int kTrigTableSize = 102;  // sin, cos: a = i / 128 for |r| <= pi/4 (1 + 2^-30)

struct Tables {
  DD exp2[1 << kExpTableBits];            // 2^(j / 256)
  double invLn2N;                          // RN(256 / ln 2)
  double ln2N[3];                          // ln 2 / 256: 35 bits + 53 + 53, + O(2^-150)
  DD ln2;                                  // ln 2
  double logC[1 << kLogTableBits];         // c_i = RN(1 / (1 + (i + 1/2) / 512))
  DD minusLogC[1 << kLogTableBits];        // -log(c_i)
  DD sixth, third;                         // 1/6, 1/3
  double invPiOver2;                       // RN(2 / pi)
  double piOver2[3];                       // pi/2: 35 bits + 53 + 53, + O(2^-140)
  DD sinA[kTrigTableSize], cosA[kTrigTableSize];  // sin(i / 128), cos(i / 128)

  Tables() {
    mpfr_t v, w;
    mpfr_inits2(400, v, w, static_cast<mpfr_ptr>(nullptr));
    auto split = [&](mpfr_t value) {  // value -> RN(value), value -= RN(value)
      const double h = mpfr_get_d(value, MPFR_RNDN);
      mpfr_sub_d(value, value, h, MPFR_RNDN);  // exact at 400 bits
      return h;
    };
    auto toDD = [&](mpfr_t value) {
      mpfr_set(w, value, MPFR_RNDN);
      const double h = split(w);
      return DD{h, split(w)};
    };
    // value -> a head of 35 bits (k * head is exact for |k| < 2^18) and two
    // doubles: parts[0] + parts[1] + parts[2] is within 2^-140 |value|.
    auto splitForReduction = [&](mpfr_t value, double* parts) {
      mpfr_t head;
      mpfr_init2(head, 35);
      mpfr_set(head, value, MPFR_RNDN);
      parts[0] = mpfr_get_d(head, MPFR_RNDN);
      mpfr_clear(head);
      mpfr_sub_d(w, value, parts[0], MPFR_RNDN);
      parts[1] = split(w);
      parts[2] = split(w);
    };
    for (int j = 0; j < (1 << kExpTableBits); ++j) {
      mpfr_set_si(v, j, MPFR_RNDN);
      mpfr_div_2ui(v, v, kExpTableBits, MPFR_RNDN);
      mpfr_exp2(v, v, MPFR_RNDN);
      exp2[j] = toDD(v);
    }
    mpfr_const_log2(v, MPFR_RNDN);
    ln2 = toDD(v);
    mpfr_div_2ui(v, v, kExpTableBits, MPFR_RNDN);
    splitForReduction(v, ln2N);
    mpfr_ui_div(v, 1, v, MPFR_RNDN);
    invLn2N = mpfr_get_d(v, MPFR_RNDN);
    for (int i = 0; i < (1 << kLogTableBits); ++i) {
      logC[i] = 1.0 / (1.0 + (i + 0.5) / (1 << kLogTableBits));
      mpfr_set_d(v, logC[i], MPFR_RNDN);
      mpfr_log(v, v, MPFR_RNDN);
      mpfr_neg(v, v, MPFR_RNDN);
      minusLogC[i] = toDD(v);
    }
    mpfr_set_ui(v, 1, MPFR_RNDN);
    mpfr_div_ui(v, v, 6, MPFR_RNDN);
    sixth = toDD(v);
    mpfr_set_ui(v, 1, MPFR_RNDN);
    mpfr_div_ui(v, v, 3, MPFR_RNDN);
    third = toDD(v);
    mpfr_const_pi(v, MPFR_RNDN);
    mpfr_div_2ui(v, v, 1, MPFR_RNDN);
    splitForReduction(v, piOver2);
    mpfr_ui_div(v, 1, v, MPFR_RNDN);
    invPiOver2 = mpfr_get_d(v, MPFR_RNDN);
    for (int i = 0; i < kTrigTableSize; ++i) {
      mpfr_set_si(v, i, MPFR_RNDN);
      mpfr_div_2ui(v, v, 7, MPFR_RNDN);
      mpfr_t f;
      mpfr_init2(f, 400);
      mpfr_sin(f, v, MPFR_RNDN);
      sinA[i] = toDD(f);
      mpfr_cos(f, v, MPFR_RNDN);
      cosA[i] = toDD(f);
      mpfr_clear(f);
    }
    mpfr_clears(v, w, static_cast<mpfr_ptr>(nullptr));
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

// ---------------------------------------------------------------------------
// The rounding test. (hi, lo) with |lo| <= 2^-50 |hi| approximates f with
// |hi + lo - f| <= err. With m = 1.25 err + 2^-100 |hi| (computed with
// relative error <= 2^-52), fl(lo - m) >= lo - m - 2^-53 (|lo| + m) >= lo -
// err - ... as 0.25 err + 2^-100 |hi| covers 2^-53 (2^-50 |hi| + m) and
// m's own rounding; so RN(hi + fl(lo - m)) <= RN(f) <= RN(hi + fl(lo + m)).
// |hi| is kept inside [2^-900, 2^1000] so that m and the sums stay normal.
inline bool roundOnce(double hi, double lo, double err, double& out) {
  const double ahi = std::fabs(hi);
  if (!(ahi >= 0x1p-900 && ahi <= 0x1p1000)) return false;
  const double m = 1.25 * err + 0x1p-100 * ahi;
  const double a = hi + (lo - m), b = hi + (lo + m);
  if (a != b) return false;
  out = a;
  return true;
}

inline Outcome decide(double hi, double lo, double err, double scale, double& r) {
  double out;
  if (!roundOnce(hi, lo, err, out)) return Outcome::Undecided;
  r = out * scale;  // a power of two; the result stays normal (callers' ranges)
  return Outcome::Rounded;
}

// ---------------------------------------------------------------------------
// exp. x = xh + xl (|xl| <= 2^-50 |xh|, |xh| <= 709) is reduced to
//   x = k (ln2 / 256) + r,  k = round(xh * 256 / ln2),  m = floor(k / 256),
//   j = k mod 256,  exp(x) = 2^m * 2^(j/256) * exp(r).
// Reduction: |xh 256/ln2 - k| <= 1/2 + 2^-34 (the product rounds with
// relative error 2^-52 of <= 2^18.1), so |r| <= 0.51 ln2/256 < 2^-9.5.
// ln2/256 = L1 + L2 + L3 + O(2^-150), L1 of 35 bits: k L1 is exact
// (|k| < 2^18), and so is s = xh - k L1 (one FMA): s is a multiple of
// ulp(xh) >= 2^-62 (k != 0 needs |xh| >= 0.49 ln2/256 > 2^-10) or of L1's
// last bit (2^-43), below 2^-9.5 in magnitude, so it has at most 53 bits.
// k L2 = p.hi + p.lo exactly (twoProd), s - p.hi = r.hi + r.lo exactly
// (twoSum); the tail (xl - p.lo) - k L3 has terms below 2^-42.5 (|xl| <=
// 2^-50 709), so its three roundings err by < 2^-93.4, and the omitted k
// (ln2/256 - L1 - L2 - L3) is < 2^-130: rh + rl is within 2^-93.4 of x - k
// ln2/256 (rl is not renormalized: |rl| < 2^-53 |rh| + 2^-41.5, which the
// polynomial's bounds allow), a relative error < 2^-93.3 of exp(x).
struct Reduced {
  DD r;
  int k;
};
inline Reduced reduce(const Tables& t, double xh, double xl) {
  constexpr double kShifter = 0x1.8p52;  // rounds to an integer, ties to even
  const double kf = (xh * t.invLn2N + kShifter) - kShifter;
  const double s = std::fma(-kf, t.ln2N[0], xh);
  const DD p = twoProd(kf, t.ln2N[1]);
  const DD r = twoSum(s, -p.hi);
  return {{r.hi, r.lo + ((xl - p.lo) - kf * t.ln2N[2])}, static_cast<int>(kf)};
}

// exp(r) - 1 for |r| < 2^-9.5 as h + lo, with
//   exp(r) - 1 = r + r^2/2 + r^3/6 + r^4 P(r),  truncated after r^7:
// the omitted terms sum to <= 1.01 |r|^8 / 8! < 2^-91.4 |r|.
// r^2/2 = q2/2 + rh rl (q2 = rh^2 exactly, twoProd) and r^3/6 = rh^3/6 +
// q2 rl/2 (dropped terms < 2^-125 |r|). `Accurate` (expm1, tanh) forms
// rh^3 = t3 + q2.lo rh exactly but for one rounding and rh^3/6 with the DD
// 1/6 (error < 2^-104 |r|^3), and P (< 1.01 r^4/24 < 2^-42.6) in double
// with relative error < 10u: < 2^-92.4 absolute, < 2^-82.9 |r|; the head
// r + q2/2 + c3 is summed exactly (fastTwoSum twice: each addend is below
// the partial sum) and the eight low terms, below 2^-42.6 in total (and
// 2^-33 |r|), round by < 8u 2^-42.6 = 2^-92.6 (< 2^-83 |r|): altogether
// < 2^-90.3 absolute and < 2^-80.9 |r|. Otherwise (exp, logistic, pow) the
// cubic and higher terms are one double Horner evaluation (< 1.01 |r|^3/6
// < 2^-31, relative error < 13u: < 2^-80.4) and the seven low terms
// (below 2^-31) round by < 7u 2^-31 = 2^-81.2: altogether < 2^-79.6.
template <bool Accurate>
inline DD expm1Poly(const Tables& t, DD r) {
  const double rh = r.hi, rl = r.lo;
  const DD q2 = twoProd(rh, rh);
  const DD h1 = fastTwoSum(rh, 0.5 * q2.hi);
  if constexpr (Accurate) {
    const DD t3 = twoProd(q2.hi, rh);
    DD c3 = twoProd(t3.hi, t.sixth.hi);
    c3.lo += t3.hi * t.sixth.lo + (t3.lo + q2.lo * rh) * t.sixth.hi;
    const double p = q2.hi * q2.hi * (1.0 / 24 + rh * (1.0 / 120 + rh * (1.0 / 720 + rh * (1.0 / 5040))));
    const DD h = fastTwoSum(h1.hi, c3.hi);
    const double lo = h1.lo + h.lo + rl + 0.5 * q2.lo + rh * rl + c3.lo + 0.5 * q2.hi * rl + p;
    return fastTwoSum(h.hi, lo);
  } else {
    const double p =
        q2.hi * rh * (1.0 / 6 + rh * (1.0 / 24 + rh * (1.0 / 120 + rh * (1.0 / 720 + rh * (1.0 / 5040)))));
    const double lo = h1.lo + rl + 0.5 * q2.lo + rh * rl + 0.5 * q2.hi * rl + p;
    return fastTwoSum(h1.hi, lo);
  }
}

// 2^(j/256) (1 + e) for e = h + lo as above (|e| < 2^-9.4, |lo| < 2^-30.9):
// with T = Th + Tl, Th h is split exactly (twoProd) and added to Th exactly
// (fastTwoSum, Th >= 1 > |Th h|); the low terms Hl + al + Tl + Th lo + Tl h
// are below 2^-29.8 in total (five roundings: < 2^-80.5 of the result, which
// is >= 0.99), and the omitted Tl lo is < 2^-82.9. With the table's 2^-106
// and e's error (< 2^-79.6 absolute, so < 2^-79.5 relative to 1 + e), the
// relative error of T (1 + e) is < 2^-78.9.
inline DD scaleByTable(const Tables& t, int j, DD e) {
  const DD T = t.exp2[j];
  const DD a = twoProd(T.hi, e.hi);
  const DD H = fastTwoSum(T.hi, a.hi);
  const double lo = H.lo + a.lo + T.lo + T.hi * e.lo + T.lo * e.hi;
  return fastTwoSum(H.hi, lo);
}

// exp(x) = 2^m (hi + lo), relative error < 2^-93.3 (reduction) + 2^-78.9
// (polynomial, table, sums) < kExpBound; with the accurate polynomial the
// low terms of scaleByTable are below 2^-41.5 (rounding < 2^-91.9) and the
// omitted Tl lo below 2^-94.6: < 2^-89.4 < kExpAccurateBound.
constexpr double kExpBound = 0x1p-78;
constexpr double kExpAccurateBound = 0x1p-88;
inline DD expCore(const Tables& t, double xh, double xl, int& m) {
  const Reduced red = reduce(t, xh, xl);
  m = red.k >> kExpTableBits;  // floor division (arithmetic shift)
  return scaleByTable(t, red.k & ((1 << kExpTableBits) - 1), expm1Poly<false>(t, red.r));
}

// ---------------------------------------------------------------------------
// log1p(u) for u = uh + ul, |u| <= 2^-10 (1 + 2^-40), |ul| <= u |uh|:
//   log1p(u) = u - u^2/2 + u^3/3 + u^4 P(u),  truncated after u^9: the
// omitted terms sum to < |u|^10 / 10 * 1.001 < 2^-93.3 |u|.
// u^2/2 = s2/2 + uh ul (s2 = uh^2 exactly) and u^3/3 = uh^3/3 + uh^2 ul
// (dropped terms < 2^-125 |u|); P in double: relative error < 10u, so
// < 2^-81.7 |u|, and using uh for u in it < 2^-83 |u|. The head uh - s2/2
// + c3 is summed exactly; the low terms are below 2^-32 |u| in total:
// their (at most eight) roundings < 8u 2^-32 |u| = 2^-82 |u|. `Accurate`
// (pow's log) forms uh^3/3 with uh^3 = t3 + s2.lo uh (one rounding) and
// the DD 1/3 (< 2^-104 |u|^3): total < 2^-80.5 |u| <= 2^-80.4 |log1p(u)|
// = kLog1pAccurateBound. Otherwise uh^3/3 is RN(RN(s2 uh) RN(1/3)), within
// 2.5u |u|^3/3 < 2^-73.9 |u|: total < 2^-73.8 |u| < kLog1pBound.
constexpr double kLog1pAccurateBound = 0x1p-80;
constexpr double kLog1pBound = 0x1p-73;
template <bool Accurate>
inline DD log1pSeries(const Tables& t, double uh, double ul) {
  const DD s2 = twoProd(uh, uh);
  DD c3;
  if constexpr (Accurate) {
    const DD t3 = twoProd(s2.hi, uh);
    c3 = twoProd(t3.hi, t.third.hi);
    c3.lo += t3.hi * t.third.lo + (t3.lo + s2.lo * uh) * t.third.hi;
  } else {
    c3 = {s2.hi * uh * t.third.hi, 0.0};
  }
  const double p =
      s2.hi * s2.hi *
      (-0.25 + uh * (0.2 + uh * (-1.0 / 6 + uh * (1.0 / 7 + uh * (-0.125 + uh * (1.0 / 9))))));
  const DD a = fastTwoSum(uh, -0.5 * s2.hi);
  const DD b = fastTwoSum(a.hi, c3.hi);
  const double lo = a.lo + b.lo + ul - 0.5 * s2.lo - uh * ul + c3.lo + s2.hi * ul + p;
  return fastTwoSum(b.hi, lo);
}

// log(x) for a finite x > 0, with its absolute error bound in `err`.
// Near 1 (|x - 1| < 2^-10): log1p(x - 1), x - 1 exact (Sterbenz), relative
// error kLog1pBound. Elsewhere x = 2^e m, m in [1, 2) (subnormals scaled by
// 2^54 first), i = the top 9 bits of m's fraction, c = c_i:
//   log x = e ln2 + (-log c) + log1p(m c - 1),
// m c = p.hi + p.lo exactly, p.hi within 2^-10 + 2^-52 of 1 so p.hi - 1 is
// exact, and u = m c - 1 (|u| <= 2^-10 (1 + 2^-40)) is a normalized DD.
// Errors: log1p(u) < 2^-80.4 2^-10 = 2^-90.4; e ln2: e * ln2.lo rounds
// (< |e| 2^-106.5) and the DD ln2 errs by < |e| 2^-106.5; -log c: < 2^-106.5;
// the head sums are exact (twoSum) and the five low terms, below 2^-41.9 in
// total plus 2^-52 (|e| ln2 + 1), round by < 2^-92.5 + |e| 2^-103.
// So err < 2^-89.8 + |e| 2^-102.5 <= 2^-89 + 2^-102 |log x| (|e| ln2 <=
// |log x| + ln2), and |log x| >= 2^-10.01 there (relative < 2^-79.4).
// Without `Accurate`, log1p(u) errs by < 2^-73.8 2^-10 instead: err <
// 2^-83.7 + 2^-102 |log x|, relative < 2^-73.6.
template <bool Accurate>
inline DD logCore(const Tables& t, double x, double& err) {
  constexpr double kSeriesBound = Accurate ? kLog1pAccurateBound : kLog1pBound;
  if (x > 1 - 0x1p-10 && x < 1 + 0x1p-10) {
    const DD v = log1pSeries<Accurate>(t, x - 1.0, 0.0);
    err = kSeriesBound * std::fabs(v.hi);
    return v;
  }
  int e = 0;
  if (x < std::numeric_limits<double>::min()) {
    x *= 0x1p54;
    e = -54;
  }
  const uint64_t bits = std::bit_cast<uint64_t>(x);
  e += static_cast<int>(bits >> 52) - 1023;
  const double m = std::bit_cast<double>((bits & ((uint64_t{1} << 52) - 1)) | (uint64_t{1023} << 52));
  const int i = static_cast<int>((bits >> (52 - kLogTableBits)) & ((1 << kLogTableBits) - 1));
  const DD p = twoProd(m, t.logC[i]);
  const DD u = twoSum(p.hi - 1.0, p.lo);
  const DD l1p = log1pSeries<Accurate>(t, u.hi, u.lo);
  const double ef = e;
  const DD el = twoProd(ef, t.ln2.hi);
  const DD s1 = twoSum(el.hi, t.minusLogC[i].hi);
  const DD s2 = twoSum(s1.hi, l1p.hi);
  const double lo = el.lo + ef * t.ln2.lo + t.minusLogC[i].lo + s1.lo + s2.lo + l1p.lo;
  const DD v = fastTwoSum(s2.hi, lo);
  err = (Accurate ? 0x1p-89 : 0x1p-83) + 0x1p-102 * std::fabs(v.hi);
  return v;
}

// expm1(x) for |x| <= 709 as a DD with its relative bound in `eps` (the
// accurate polynomial).
// k = 0 (|x| < 2^-9.5): r = x exactly, expm1Poly's < 2^-80.9 |x| relative
// to expm1(x) >= |x| (1 - |x|/2): < 2^-80.8. Otherwise expm1(x) = 2^m T (1
// + e) - 1: the DD exp(x) (relative kExpAccurateBound) minus 1 exactly (twoSum),
// plus the scaled low part (one rounding, < 2^-104 of the result): the
// relative error grows by exp(x) / |expm1(x)|, known from the values.
inline DD expm1Core(const Tables& t, double x, double& eps) {
  const Reduced red = reduce(t, x, 0.0);
  if (red.k == 0) {
    eps = 0x1p-80;
    return expm1Poly<true>(t, red.r);
  }
  const DD e = scaleByTable(t, red.k & ((1 << kExpTableBits) - 1), expm1Poly<true>(t, red.r));
  const double s = dd::pow2(red.k >> kExpTableBits);
  const DD a = twoSum(e.hi * s, -1.0);
  const DD v = fastTwoSum(a.hi, a.lo + e.lo * s);
  eps = kExpAccurateBound * (e.hi * s) / std::fabs(v.hi) * 1.01 + 0x1p-103;
  return v;
}


inline Outcome expOne(const Tables& t, double x, double& r) {
  if (!(x >= -707.0 && x <= 709.0)) return Outcome::Outside;  // subnormal results, overflow, NaN
  int m;
  const DD v = expCore(t, x, 0.0, m);
  return decide(v.hi, v.lo, kExpBound * v.hi, dd::pow2(m), r);
}

inline Outcome expm1One(const Tables& t, double x, double& r) {
  if (!(std::fabs(x) >= 0x1p-900 && x >= -707.0 && x <= 709.0)) return Outcome::Outside;
  double eps;
  const DD v = expm1Core(t, x, eps);
  return decide(v.hi, v.lo, eps * std::fabs(v.hi), 1.0, r);
}

inline Outcome logOne(const Tables& t, double x, double& r) {
  if (!(x > 0 && x < std::numeric_limits<double>::infinity())) return Outcome::Outside;
  if (x == 1) {
    r = 0;  // exact
    return Outcome::Rounded;
  }
  double err;
  const DD v = logCore<false>(t, x, err);
  return decide(v.hi, v.lo, err, 1.0, r);
}

// log1p(x): near 0 (|x| < 2^-10) the series on u = x (exact). Elsewhere
// 1 + x = a.hi + a.lo exactly (twoSum; a.hi > 0 as x > -1 means x >= -1 +
// 2^-53), log(1 + x) = log(a.hi) + log1p(d), d = a.lo / a.hi, |d| <= 2^-53:
// log1p(d) = d with error < d^2/2 < 2^-107, d rounds by < 2^-106; adding d
// to the low part rounds by < 2^-53 (2^-52 |log a.hi| + 2^-53).
inline Outcome log1pOne(const Tables& t, double x, double& r) {
  if (!(x > -1.0 && x < std::numeric_limits<double>::infinity())) return Outcome::Outside;
  const double ax = std::fabs(x);
  if (ax < 0x1p-10) {
    if (ax < 0x1p-900) return Outcome::Outside;
    const DD v = log1pSeries<false>(t, x, 0.0);
    return decide(v.hi, v.lo, kLog1pBound * std::fabs(v.hi), 1.0, r);
  }
  const DD a = twoSum(1.0, x);
  double err;
  const DD l = logCore<false>(t, a.hi, err);
  const DD v = fastTwoSum(l.hi, l.lo + a.lo / a.hi);
  return decide(v.hi, v.lo, err + 0x1p-104 + 0x1p-104 * std::fabs(v.hi), 1.0, r);
}

// logistic(x) = 1 / (1 + exp(-x)) for |x| <= 600 (results >= 2^-866):
// exp(-x) = 2^m (e.hi + e.lo), relative kExpBound; D = 1 + exp(-x) as a
// DD (twoSum exact, the scaled low part rounds by < 2^-104 |D|), relative
// error < kExpBound (D >= exp(-x)). 1 / D: q = RN(1 / D.hi), the residual
// 1 - q D.hi is exact (FMA; the remainder of a correctly rounded quotient
// is representable), and 1/D = q + (res - q D.lo) / D, whose correction
// is taken as (res - q D.lo) q: relative < 2^-101 with its three roundings.
inline Outcome logisticOne(const Tables& t, double x, double& r) {
  if (!(std::fabs(x) <= 600.0)) return Outcome::Outside;
  int m;
  const DD e = expCore(t, -x, 0.0, m);
  const double s = dd::pow2(m);
  const DD d0 = twoSum(1.0, e.hi * s);
  const DD d = fastTwoSum(d0.hi, d0.lo + e.lo * s);
  const double q = 1.0 / d.hi;
  const double res = std::fma(-q, d.hi, 1.0);
  const double ql = q * (res - q * d.lo);
  return decide(q, ql, (kExpBound + 0x1p-100) * q, 1.0, r);
}

// tanh(x) = E / (E + 2), E = expm1(2|x|) >= 0 (2|x| exact), sign restored:
// relative errors of E (eps) and of E + 2 (eps E / (E + 2) <= eps, plus
// one rounding of its low part) add; the DD quotient (q = RN(E.hi / D.hi),
// exact remainder by FMA, correction (rem + E.lo - q D.lo) / D.hi) errs by
// < 2^-100. For |x| > 19.1, 1 - tanh|x| = 2 / (e^2|x| + 1) < 2^-54.1, so
// tanh rounds to +-1.
inline Outcome tanhOne(const Tables& t, double x, double& r) {
  const double ax = std::fabs(x);
  if (!(ax <= 19.1)) {
    if (!(ax < std::numeric_limits<double>::infinity())) return Outcome::Outside;
    r = std::copysign(1.0, x);
    return Outcome::Rounded;
  }
  if (ax < 0x1p-900) return Outcome::Outside;
  double eps;
  const DD E = expm1Core(t, 2 * ax, eps);
  const DD D0 = twoSum(2.0, E.hi);
  const DD D = fastTwoSum(D0.hi, D0.lo + E.lo);
  const double q = E.hi / D.hi;
  const double rem = std::fma(-q, D.hi, E.hi);
  const double ql = (rem + E.lo - q * D.lo) / D.hi;
  const DD v = fastTwoSum(q, ql);
  const Outcome o = decide(v.hi, v.lo, (2 * eps + 0x1p-100) * v.hi, 1.0, r);
  if (o == Outcome::Rounded) r = std::copysign(r, x);
  return o;
}

// rsqrt(x) = r0 (1 - e)^(-1/2), r0 = RN(1 / RN(sqrt x)), e = 1 - x r0^2:
// x r0^2 = b.hi + b.lo + x a.lo with r0^2 = a.hi + a.lo, b = x a.hi exact;
// 1 - b.hi is exact (b.hi near 1); the computed e errs by < 2^-99.5 (two
// roundings of values < 2^-48 and x a.lo's, < 2^-106). (1 - e)^(-1/2) = 1
// + e/2 + 3e^2/8 + O(e^3) with |e| <= 2^-48 (checked): dropped < 2^-145,
// the correction's three roundings < 2^-101, e's error / 2 < 2^-100.5:
// relative < 2^-99. x is scaled by 2^+-200 into [2^-874, 2^824] when far out
// (the result by 2^-+100) so that r0^2 and x a.lo stay normal.
inline Outcome rsqrtOne(const Tables&, double x, double& r) {
  if (!(x > 0 && x < std::numeric_limits<double>::infinity())) return Outcome::Outside;
  double scale = 1;
  if (x < 0x1p-900) {
    x *= 0x1p200;
    scale = 0x1p100;
  } else if (x > 0x1p900) {
    x *= 0x1p-200;
    scale = 0x1p-100;
  }
  const double r0 = 1.0 / std::sqrt(x);
  const DD a = twoProd(r0, r0);
  const DD b = twoProd(x, a.hi);
  const double e = ((1.0 - b.hi) - b.lo) - x * a.lo;
  if (!(std::fabs(e) <= 0x1p-48)) return Outcome::Undecided;
  const double corr = r0 * (0.5 * e + 0.375 * (e * e));
  return decide(r0, corr, 0x1p-98 * r0, scale, r);
}

// cbrt(x) = sign(x) r0 (1 + delta)^(1/3) for |x| = r0^3 (1 + delta), r0 =
// the C library's cbrt(|x|) (any value with |delta| <= 2^-45, checked):
// r0^3 = b.hi + b.lo + a.lo r0 (a = r0^2, b = a.hi r0 exact), |x| - b.hi
// exact (Sterbenz), d = |x| - r0^3 errs by < 2^-99 |x| (three roundings of
// values < 2^-44 |x| and a.lo r0's); delta = d / b.hi errs by < 2^-97.
// (1 + delta)^(1/3) = 1 + delta/3 - delta^2/9 + O(delta^3) (< 2^-139); the
// correction's roundings < 2^-98: relative < 2^-96. |x| is scaled by
// 2^-+300 into [2^-774, 2^724] when far out (the result by 2^+-100).
inline Outcome cbrtOne(const Tables&, double x, double& r) {
  double ax = std::fabs(x);
  if (!(ax > 0 && ax < std::numeric_limits<double>::infinity())) return Outcome::Outside;
  double scale = 1;
  if (ax < 0x1p-900) {
    ax *= 0x1p300;
    scale = 0x1p-100;
  } else if (ax > 0x1p900) {
    ax *= 0x1p-300;
    scale = 0x1p100;
  }
  const double r0 = std::cbrt(ax);
  const DD a = twoProd(r0, r0);
  const DD b = twoProd(a.hi, r0);
  const double d = ((ax - b.hi) - b.lo) - a.lo * r0;
  const double delta = d / b.hi;
  if (!(std::fabs(delta) <= 0x1p-45)) return Outcome::Undecided;
  const double corr = r0 * (delta * (1.0 / 3) - delta * delta * (1.0 / 9));
  const Outcome o = decide(r0, corr, 0x1p-94 * r0, scale, r);
  if (o == Outcome::Rounded) r = std::copysign(r, x);
  return o;
}

// pow(x, y) = sign exp(y log|x|) for finite non-zero x != +-1 and y != 0
// (negative x only with integral y; odd y gives the sign): log|x| = l.hi +
// l.lo within err (logCore); z = y log|x| as a DD (twoProd exact, y l.lo
// rounds by < 2^-104 |z|), within |y| err + 2^-104 |z| of the exact
// product, so exp(z) is within exp(that) - 1 (< 1.001 that, as it is <
// 2^-60 here) relative of pow, plus exp's own kExpBound. |z| <= 700 keeps
// the result normal; beyond, the general path.
inline Outcome powOne(const Tables& t, double x, double y, double& r) {
  if (!(std::isfinite(x) && std::isfinite(y)) || x == 0 || y == 0) return Outcome::Outside;
  double sign = 1, ax = x;
  if (x < 0) {
    if (y != std::trunc(y)) return Outcome::Outside;  // NaN
    ax = -x;
    if (std::fabs(y) < 0x1p53 && std::fmod(y, 2.0) != 0) sign = -1;
  }
  if (ax == 1) return Outcome::Outside;
  double err;
  const DD l = logCore<true>(t, ax, err);
  const DD z0 = twoProd(y, l.hi);
  if (!(std::fabs(z0.hi) <= 700.0)) return Outcome::Outside;
  const DD z = fastTwoSum(z0.hi, z0.lo + y * l.lo);
  const double zErr = std::fabs(y) * err + 0x1p-104 * std::fabs(z.hi);
  if (!(zErr < 0x1p-60)) return Outcome::Undecided;
  int m;
  const DD v = expCore(t, z.hi, z.lo, m);
  const Outcome o = decide(v.hi, v.lo, (kExpBound + 1.001 * zErr) * v.hi, dd::pow2(m), r);
  if (o == Outcome::Rounded) r *= sign;
  return o;
}


// ---------------------------------------------------------------------------
// sin, cos, tan for |x| <= 2^17. Reduction x = k pi/2 + r, k = round(x 2/pi)
// (|k| < 2^17), |r| <= pi/4 (1 + 2^-30): pi/2 = P1 + P2 + P3 + O(2^-140), P1
// of 35 bits, so k P1 is exact and so is s = x - k P1 (one FMA: s is a
// multiple of ulp(x) >= 2^-53 when k != 0, or of P1's last bit 2^-34, and
// below 1); k P2 = p.hi + p.lo and s - p.hi = r.hi + r.lo exactly; the tail
// -p.lo - k P3 (terms < 2^-70) rounds by < 2^-122 and the omitted k (pi/2 -
// P1 - P2 - P3) is < 2^-123: r = rh + rl within 2^-121 of x - k pi/2.
// Then |r| = a + t, a = i/128 (i = round(|r| 128) <= 101), |t| <= 2^-8,
// t = th + tl (th = |r|.hi - a exact, Sterbenz; tl = |r|.lo), and
//   sin|r| = sin a + sin a (cos t - 1) + cos a sin t,
//   cos|r| = cos a + cos a (cos t - 1) - sin a sin t,
// with sin a, cos a from the table (DD, 2^-106 relative).
// r.lo + tail rounds by < 2^-53 (2^-53 |r| + 2^-70.6): r is within 2^-106
// |r| + 2^-121 of x - k pi/2, and sin|r|, cos|r| move by no more.
// sin t = t - t^3/6 + t^5 S(t^2) (truncated after t^9: < t^10/11! < 2^-105
// |t|): th^3/6 through twoProd twice and the DD 1/6 (< 2^-104 |t|^3), th^2
// tl/2 added, t^5 S (< t^5/120) in double (< 6u t^5/120 < 2^-89.3 |t|);
// head th - c3 exact, the low terms (< 2^-52 |t|) round by < 2^-103 |t|:
// |st - sin t| < 2^-89 |t|.
// cos t - 1 = -t^2/2 + t^4 C(t^2) (truncated after t^8: < 2^-101.8):
// -th^2/2 exact (twoProd) plus -th tl, t^4 C (< 2^-36.6) in double: < 2^-86.
// The products with the table values: the two large ones (cos a st.hi <
// 2^-8, sin a c.hi < 2^-17) split exactly (twoProd), the head summed exactly
// (twoSum, fastTwoSum: |sin a + cos a st| >= |sin a c|, cos a > |sin a st|),
// the nine low terms (< 2^-36.5) round by < 2^-86.3: |sin|r| error| <
// 2^-86 + 2^-86.3 + 2^-97 + 2^-104 + 2^-105 < 2^-85, and, for i = 0 (sin a
// = 0, cos a = 1: sin|r| = st exactly summed), < 2^-88.9 |sin|r|| + 2^-121,
// where the 2^-121 of the reduction vanishes for k = 0 (r = x exactly);
// |cos|r| error| < 2^-85 (cos|r| >= 0.707). Bounds used: 2^-84 and 2^-88
// |sin|r|| (+ 2^-120 when k != 0).
struct SinCos {
  DD sin, cos;              // of |r|
  double sinErr, cosErr;    // absolute bounds
  bool negative;            // r < 0
  int quadrant;             // k mod 4
};
constexpr double kTrigReach = 0x1p17;

inline SinCos sinCos(const Tables& t, double x) {
  constexpr double kShifter = 0x1.8p52;
  const double kf = (x * t.invPiOver2 + kShifter) - kShifter;
  const double s = std::fma(-kf, t.piOver2[0], x);
  const DD p = twoProd(kf, t.piOver2[1]);
  DD r = twoSum(s, -p.hi);
  r.lo += -p.lo - kf * t.piOver2[2];
  SinCos out;
  out.quadrant = static_cast<int>(kf) & 3;
  out.negative = r.hi < 0;
  if (out.negative) r = {-r.hi, -r.lo};
  const int i = static_cast<int>(r.hi * 128 + 0.5);
  const double th = r.hi - i * (1.0 / 128), tl = r.lo;
  const DD q2 = twoProd(th, th);
  const DD t3 = twoProd(q2.hi, th);
  DD c3 = twoProd(t3.hi, t.sixth.hi);
  c3.lo += t3.hi * t.sixth.lo + (t3.lo + q2.lo * th) * t.sixth.hi;
  const double s5 = q2.hi * q2.hi * th * (1.0 / 120 + q2.hi * (-1.0 / 5040 + q2.hi * (1.0 / 362880)));
  const DD sh = fastTwoSum(th, -c3.hi);
  const DD st = fastTwoSum(sh.hi, sh.lo + tl - c3.lo - 0.5 * q2.hi * tl + s5);
  const double c4 = q2.hi * q2.hi * (1.0 / 24 + q2.hi * (-1.0 / 720 + q2.hi * (1.0 / 40320)));
  const DD c = fastTwoSum(-0.5 * q2.hi, -0.5 * q2.lo - th * tl + c4);
  const DD sa = t.sinA[i], ca = t.cosA[i];
  {
    const DD a1 = twoProd(ca.hi, st.hi);
    const DD a2 = twoProd(sa.hi, c.hi);
    const DD h1 = twoSum(sa.hi, a1.hi);
    const DD h2 = fastTwoSum(h1.hi, a2.hi);
    const double lo = h1.lo + h2.lo + a1.lo + a2.lo + sa.lo + ca.hi * st.lo + ca.lo * st.hi + sa.hi * c.lo +
                      sa.lo * c.hi;
    out.sin = fastTwoSum(h2.hi, lo);
    out.sinErr = i == 0 ? 0x1p-88 * std::fabs(out.sin.hi) + (kf != 0 ? 0x1p-120 : 0.0) : 0x1p-84;
  }
  {
    const DD b1 = twoProd(sa.hi, st.hi);
    const DD b2 = twoProd(ca.hi, c.hi);
    const DD h1 = fastTwoSum(ca.hi, -b1.hi);
    const DD h2 = fastTwoSum(h1.hi, b2.hi);
    const double lo = h1.lo + h2.lo - b1.lo + b2.lo + ca.lo - sa.hi * st.lo - sa.lo * st.hi + ca.hi * c.lo +
                      ca.lo * c.hi;
    out.cos = fastTwoSum(h2.hi, lo);
    out.cosErr = 0x1p-84;
  }
  return out;
}

inline DD negated(DD v) { return {-v.hi, -v.lo}; }

// sin x = +-sin r or +-cos r by quadrant (sin r = sign(r) sin|r|).
inline Outcome sinOne(const Tables& t, double x, double& r) {
  const double ax = std::fabs(x);
  if (!(ax >= 0x1p-900 && ax <= kTrigReach)) return Outcome::Outside;
  const SinCos v = sinCos(t, x);
  const bool odd = v.quadrant & 1;
  DD value = odd ? v.cos : (v.negative ? negated(v.sin) : v.sin);
  if (v.quadrant >= 2) value = negated(value);
  return decide(value.hi, value.lo, odd ? v.cosErr : v.sinErr, 1.0, r);
}

// cos x = cos r, -sin r, -cos r, sin r by quadrant.
inline Outcome cosOne(const Tables& t, double x, double& r) {
  const double ax = std::fabs(x);
  if (!(ax >= 0x1p-900 && ax <= kTrigReach)) return Outcome::Outside;
  const SinCos v = sinCos(t, x);
  const bool odd = v.quadrant & 1;
  DD value = odd ? (v.negative ? negated(v.sin) : v.sin) : v.cos;
  if (v.quadrant == 1 || v.quadrant == 2) value = negated(value);
  return decide(value.hi, value.lo, odd ? v.sinErr : v.cosErr, 1.0, r);
}

// tan x = sin r / cos r (even quadrants) or -cos r / sin r (odd): the
// DD quotient n / d (q = RN(n.hi / d.hi), exact remainder by FMA,
// correction (rem + n.lo - q d.lo) / d.hi) errs by < 2^-100 relative
// beyond the relative errors of n and d, which add.
inline Outcome tanOne(const Tables& t, double x, double& r) {
  const double ax = std::fabs(x);
  if (!(ax >= 0x1p-900 && ax <= kTrigReach)) return Outcome::Outside;
  const SinCos v = sinCos(t, x);
  const bool odd = v.quadrant & 1;
  const DD n = odd ? v.cos : v.sin, d = odd ? v.sin : v.cos;
  const double nErr = odd ? v.cosErr : v.sinErr, dErr = odd ? v.sinErr : v.cosErr;
  if (!(d.hi > 0x1p-900)) return Outcome::Undecided;
  const double q = n.hi / d.hi;
  const double rem = std::fma(-q, d.hi, n.hi);
  const DD value = fastTwoSum(q, (rem + n.lo - q * d.lo) / d.hi);
  const double rel = nErr / n.hi + dErr / d.hi + 0x1p-100;
  const bool negative = odd != v.negative;  // -cos/sin in odd quadrants; tan is odd in r
  const Outcome o = decide(value.hi, value.lo, rel * value.hi, 1.0, r);
  if (o == Outcome::Rounded && negative) r = -r;
  return o;
}

// atan2(y, x) for finite non-zero x, y with magnitudes in [2^-400, 2^400]:
// theta0 = the C library's atan2(y, x) (any value within 2^-40 of theta,
// checked), s + c = its sine and cosine (sinCos, |theta0| <= pi, with their
// absolute bounds), and theta = theta0 + atan(delta), delta = (y c - x s) /
// (x c + y s) = tan(theta - theta0). The numerator cancels: y c.hi and x
// s.hi are split exactly (twoProd) and subtracted exactly (twoSum); its five
// low terms (< 2^-51 (|a.hi| + |b.hi|) in total) round by < 2^-102 (|a.hi| +
// |b.hi|), and the DD values' errors give |y| cErr + |x| sErr. The denominator (R cos(theta -
// theta0), R = |(x, y)| >= (|x| + |y|) / sqrt 2) needs only its double value
// (delta's relative error < 2^-50, i.e. < 2^-50 |delta| absolute);
// atan(delta) = delta within |delta|^3 / 3 < 2^-80 |delta| (|delta| <=
// 2^-40 |theta0|, checked, which also lets fastTwoSum add it to theta0).
inline Outcome atan2One(const Tables& t, double y, double x, double& r) {
  const double ax = std::fabs(x), ay = std::fabs(y);
  if (!(ax >= 0x1p-400 && ax <= 0x1p400 && ay >= 0x1p-400 && ay <= 0x1p400)) return Outcome::Outside;
  const double theta0 = std::atan2(y, x);
  const SinCos v = sinCos(t, theta0);
  const bool odd = v.quadrant & 1;
  DD sn = odd ? v.cos : (v.negative ? negated(v.sin) : v.sin);
  DD cs = odd ? (v.negative ? negated(v.sin) : v.sin) : v.cos;
  if (v.quadrant >= 2) sn = negated(sn);
  if (v.quadrant == 1 || v.quadrant == 2) cs = negated(cs);
  const double sErr = odd ? v.cosErr : v.sinErr, cErr = odd ? v.sinErr : v.cosErr;
  const DD a = twoProd(y, cs.hi), b = twoProd(x, sn.hi);
  const DD n = twoSum(a.hi, -b.hi);
  const double num = n.hi + (((n.lo + a.lo) - b.lo) + (y * cs.lo - x * sn.lo));
  const double den = x * cs.hi + y * sn.hi;
  const double delta = num / den;
  if (!(std::fabs(delta) <= 0x1p-40 * std::fabs(theta0) && std::fabs(den) > 0)) return Outcome::Undecided;
  const DD value = fastTwoSum(theta0, delta);
  const double err = (ay * cErr + ax * sErr + 0x1p-102 * (std::fabs(a.hi) + std::fabs(b.hi))) / std::fabs(den) * 1.5 +
                     0x1p-49 * std::fabs(delta);
  return decide(value.hi, value.lo, err, 1.0, r);
}

}  // namespace

// Every entry point is compiled twice (FMA hardware and generic x86-64) and
// chosen once at load time; `flatten` inlines the helpers into each (g++;
// clang rejects target_clones with flatten and is left to its inliner: the
// clang builds are the fuzz builds).
#if defined(__clang__)
#define HLOREF_FAST_F64 __attribute__((target_clones("fma", "default")))
#else
#define HLOREF_FAST_F64 __attribute__((target_clones("fma", "default"), flatten))
#endif

HLOREF_FAST_F64 void apply(Function f, const double* x, double* r, Outcome* outcome, size_t n) {
  const Tables& t = tables();
  // One loop per function, each calling its evaluation directly (inlined).
#define HLOREF_FAST_LOOP(NAME, ONE) \
  case Function::NAME:                \
    for (size_t i = 0; i < n; ++i) outcome[i] = ONE(t, x[i], r[i]); \
    return;
  switch (f) {
    HLOREF_FAST_LOOP(Exp, expOne)
    HLOREF_FAST_LOOP(Expm1, expm1One)
    HLOREF_FAST_LOOP(Log, logOne)
    HLOREF_FAST_LOOP(Log1p, log1pOne)
    HLOREF_FAST_LOOP(Logistic, logisticOne)
    HLOREF_FAST_LOOP(Tanh, tanhOne)
    HLOREF_FAST_LOOP(Rsqrt, rsqrtOne)
    HLOREF_FAST_LOOP(Cbrt, cbrtOne)
    HLOREF_FAST_LOOP(Sin, sinOne)
    HLOREF_FAST_LOOP(Cos, cosOne)
    HLOREF_FAST_LOOP(Tan, tanOne)
    default:
      for (size_t i = 0; i < n; ++i) outcome[i] = Outcome::Outside;
  }
#undef HLOREF_FAST_LOOP
}

HLOREF_FAST_F64 void apply(Function f, const double* x, const double* y, double* r, Outcome* outcome, size_t n) {
  const Tables& t = tables();
  switch (f) {
    case Function::Pow:
      for (size_t i = 0; i < n; ++i) outcome[i] = powOne(t, x[i], y[i], r[i]);
      return;
    case Function::Atan2:  // atan2(x[i], y[i]): x[i] is the ordinate
      for (size_t i = 0; i < n; ++i) outcome[i] = atan2One(t, x[i], y[i], r[i]);
      return;
    default:
      for (size_t i = 0; i < n; ++i) outcome[i] = Outcome::Outside;
  }
}

bool covers(Function f) {
  switch (f) {
    case Function::Exp: case Function::Expm1: case Function::Log: case Function::Log1p: case Function::Logistic:
    case Function::Tanh: case Function::Rsqrt: case Function::Cbrt: case Function::Pow: case Function::Sin:
    case Function::Cos: case Function::Tan: case Function::Atan2: return true;
    default: return false;
  }
}

}  // namespace hloref::exact::fast
