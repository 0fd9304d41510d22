// Interval arithmetic on MPFR numbers, one of the two backends of the
// complex functions (complex_formulas.h evaluates the formulas on either;
// correct_rounding_complex.cpp says when each runs). Every endpoint is
// rounded outwards by MPFR itself (a directed rounding per operation), and
// a point argument of a C library style function gets the enclosure its
// ternary value gives: that is why this backend uses MPFR's C API and not
// Boost.Multiprecision (DEVELOPERS.md, "Numerics: MPFR and
// Boost.Multiprecision"). Only correct_rounding_complex.cpp includes it.
#pragma once

#include <mpfr.h>

#include <cstddef>

#include "numerics/mpfr_variables.h"

namespace hloref::exact::detail {

// Internal linkage, as if this code stood in correct_rounding_complex.cpp
// (its only includer): GCC inlines the interval primitives more freely
// then (measured: complex<f32> exp about 13% slower with external linkage).
namespace {

// MPFR intervals: two MPFR numbers lo <= hi (either may be infinite)
// holding the exact value; a point has lo == hi.

using MpfrFn = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

// Variables reused from element to element (no allocation per element):
// the precision grows on demand, each evaluation takes intervals in order.
class Arena {
 public:
  void reset(mpfr_prec_t w) {
    if (w > allocated_) {
      vars_.setPrecision(w);
      allocated_ = w;
    }
    w_ = w;
    next_ = 0;
  }
  mpfr_ptr scalar() {
    mpfr_ptr v = vars_.at(next_++, allocated_);
    mpfr_set_prec_raw(v, w_);
    return v;
  }

 private:
  MpfrVariables vars_;
  size_t next_ = 0;
  mpfr_prec_t allocated_ = 256;
  mpfr_prec_t w_ = 256;
};

class MpfrIntervals {
 public:
  struct Iv {
    mpfr_ptr lo;
    mpfr_ptr hi;
  };
  struct CIv {
    Iv re, im;
  };

  void start(mpfr_prec_t w) {
    arena_.reset(w);
    failed_ = false;
    singular_ = false;
  }
  bool failed() const { return failed_; }
  bool singular() const { return singular_; }
  void markSingular() { singular_ = true; }
  Iv failure() { return fail(interval()); }

  Iv point(double v) {
    Iv r = interval();
    mpfr_set_d(r.lo, v, MPFR_RNDN);  // exact: precision >= 24 bits for f32 values, >= 53 for f64
    mpfr_set_d(r.hi, v, MPFR_RNDN);
    return r;
  }
  static bool isPoint(Iv a) { return mpfr_equal_p(a.lo, a.hi); }
  static bool isZero(Iv a) { return mpfr_zero_p(a.lo) && mpfr_zero_p(a.hi); }
  static bool nonNegative(Iv a) { return mpfr_sgn(a.lo) >= 0; }
  static bool nonPositive(Iv a) { return mpfr_sgn(a.hi) <= 0; }
  static bool negative(Iv a) { return mpfr_sgn(a.hi) < 0; }
  static bool positive(Iv a) { return mpfr_sgn(a.lo) > 0; }
  static bool reachesBelowZero(Iv a) { return mpfr_sgn(a.lo) < 0; }
  static bool containsZero(Iv a) { return mpfr_sgn(a.lo) <= 0 && mpfr_sgn(a.hi) >= 0; }
  static bool negativeSign(Iv a) {
    if (isZero(a)) return mpfr_signbit(a.lo) != 0;
    return mpfr_sgn(a.hi) <= 0;
  }
  static bool belowMinusOne(Iv a) { return mpfr_cmp_si(a.lo, -1) < 0; }
  static double representative(Iv a) {
    if (isZero(a)) return mpfr_signbit(a.lo) ? -0.0 : 0.0;
    return mpfr_get_d(mpfr_sgn(a.lo) >= 0 ? a.lo : a.hi, MPFR_RNDN);
  }
  Iv zero(bool negative) {
    Iv r = interval();
    mpfr_set_zero(r.lo, negative ? -1 : 1);
    mpfr_set_zero(r.hi, negative ? -1 : 1);
    return r;
  }

  Iv add(Iv a, Iv b) {
    if (isZero(a) && isZero(b)) return zero(negativeSign(a) && negativeSign(b));
    Iv r = interval();
    mpfr_add(r.lo, a.lo, b.lo, MPFR_RNDD);
    mpfr_add(r.hi, a.hi, b.hi, MPFR_RNDU);
    if (isZero(r)) return zero(false);  // exact cancellation: +0
    return check(r);
  }
  Iv sub(Iv a, Iv b) {
    if (isZero(a) && isZero(b)) return zero(negativeSign(a) && !negativeSign(b));
    Iv r = interval();
    mpfr_sub(r.lo, a.lo, b.hi, MPFR_RNDD);
    mpfr_sub(r.hi, a.hi, b.lo, MPFR_RNDU);
    if (isZero(r)) return zero(false);
    return check(r);
  }
  Iv neg(Iv a) {
    Iv r = interval();
    mpfr_neg(r.lo, a.hi, MPFR_RNDN);  // exact: same precision
    mpfr_neg(r.hi, a.lo, MPFR_RNDN);
    return r;
  }
  Iv scale2(Iv a, long k) {  // a * 2^k, exact in the wide exponent range
    Iv r = interval();
    mpfr_mul_2si(r.lo, a.lo, k, MPFR_RNDD);
    mpfr_mul_2si(r.hi, a.hi, k, MPFR_RNDU);
    return r;
  }
  Iv mul(Iv a, Iv b) {
    if (isZero(a) || isZero(b)) return zero(negativeSign(a) != negativeSign(b));  // even beside an infinite bound
    return corners(a, b, endpointProduct);
  }
  Iv sqr(Iv a) {
    Iv r = interval();
    if (nonNegative(a)) {
      mpfr_sqr(r.lo, a.lo, MPFR_RNDD);
      mpfr_sqr(r.hi, a.hi, MPFR_RNDU);
    } else if (nonPositive(a)) {
      mpfr_sqr(r.lo, a.hi, MPFR_RNDD);
      mpfr_sqr(r.hi, a.lo, MPFR_RNDU);
    } else {
      mpfr_ptr t = arena_.scalar();
      mpfr_set_zero(r.lo, 1);
      mpfr_sqr(r.hi, a.lo, MPFR_RNDU);
      mpfr_sqr(t, a.hi, MPFR_RNDU);
      mpfr_max(r.hi, r.hi, t, MPFR_RNDN);
    }
    return check(r);
  }
  Iv div(Iv a, Iv b) {
    if (containsZero(b)) {
      if (isZero(b)) singular_ = true;  // an exact division by zero: a pole
      return failure();
    }
    if (isZero(a)) return zero(negativeSign(a) != negativeSign(b));
    return corners(a, b, mpfr_div);
  }
  Iv divBy3(Iv a) {
    Iv r = interval();
    mpfr_div_ui(r.lo, a.lo, 3, MPFR_RNDD);
    mpfr_div_ui(r.hi, a.hi, 3, MPFR_RNDU);
    return r;
  }
  Iv abs(Iv a) {
    if (isZero(a)) return zero(false);
    if (nonNegative(a)) return a;
    if (nonPositive(a)) return neg(a);
    Iv r = interval();
    mpfr_set_zero(r.lo, 1);
    mpfr_neg(r.hi, a.lo, MPFR_RNDN);
    mpfr_max(r.hi, r.hi, a.hi, MPFR_RNDN);
    return r;
  }
  Iv clampBelowAtZero(Iv a) {
    Iv r = interval();
    mpfr_set_zero(r.lo, 1);
    mpfr_set(r.hi, a.hi, MPFR_RNDN);
    return r;
  }

  // Functions increasing on the argument's range.
  Iv exp(Iv a) { return increasing(mpfr_exp, a); }
  Iv expm1(Iv a) { return increasing(mpfr_expm1, a); }
  Iv sinh(Iv a) { return increasing(mpfr_sinh, a); }
  Iv tanh(Iv a) { return increasing(mpfr_tanh, a); }
  Iv cbrt(Iv a) { return increasing(mpfr_cbrt, a); }
  Iv log(Iv a) { return increasing(mpfr_log, a); }
  Iv log1p(Iv a) { return increasing(mpfr_log1p, a); }
  Iv sqrt(Iv a) { return increasing(mpfr_sqrt, a); }
  Iv coshNonNegative(Iv a) { return increasing(mpfr_cosh, a); }
  Iv coshAcrossZero(Iv a) {  // max of the ends, min 1
    Iv r = interval();
    mpfr_ptr t = arena_.scalar();
    mpfr_set_ui(r.lo, 1, MPFR_RNDN);
    mpfr_cosh(r.hi, a.lo, MPFR_RNDU);
    mpfr_cosh(t, a.hi, MPFR_RNDU);
    mpfr_max(r.hi, r.hi, t, MPFR_RNDN);
    return check(r);
  }
  Iv hypot(Iv x, Iv y) {  // of non-negative intervals
    Iv r = interval();
    if (isPoint(x) && isPoint(y)) {
      fromTernary(r, mpfr_hypot(r.lo, x.lo, y.lo, MPFR_RNDN));
    } else {
      mpfr_hypot(r.lo, x.lo, y.lo, MPFR_RNDD);
      mpfr_hypot(r.hi, x.hi, y.hi, MPFR_RNDU);
    }
    return check(r);
  }
  Iv sinPoint(Iv a) { return pointFunction(mpfr_sin, a); }
  Iv cosPoint(Iv a) { return pointFunction(mpfr_cos, a); }
  Iv atan2Point(Iv y, Iv x) {
    Iv r = interval();
    fromTernary(r, mpfr_atan2(r.lo, y.lo, x.lo, MPFR_RNDN));
    return check(r);
  }
  bool widerThan3(Iv a) {
    mpfr_ptr width = arena_.scalar();
    mpfr_sub(width, a.hi, a.lo, MPFR_RNDU);
    return !mpfr_number_p(width) || mpfr_cmp_ui(width, 3) > 0;
  }
  Iv constant(int v) {
    Iv r = interval();
    mpfr_set_si(r.lo, v, MPFR_RNDN);
    mpfr_set_si(r.hi, v, MPFR_RNDN);
    return r;
  }
  Iv lowEnd(Iv a) { return pointOf(a.lo); }
  Iv highEnd(Iv a) { return pointOf(a.hi); }
  // [min(a.lo, b.lo), max(a.hi, b.hi)]
  Iv hull(Iv a, Iv b) {
    Iv r = interval();
    mpfr_min(r.lo, a.lo, b.lo, MPFR_RNDN);
    mpfr_max(r.hi, a.hi, b.hi, MPFR_RNDN);
    return r;
  }
  Iv withLow(Iv a, Iv low) {  // [low.lo, a.hi]
    Iv r = interval();
    mpfr_set(r.lo, low.lo, MPFR_RNDN);
    mpfr_set(r.hi, a.hi, MPFR_RNDN);
    return r;
  }
  Iv withHigh(Iv a, Iv high) {
    Iv r = interval();
    mpfr_set(r.lo, a.lo, MPFR_RNDN);
    mpfr_set(r.hi, high.hi, MPFR_RNDN);
    return r;
  }
  Iv atan2Corners(Iv y, Iv x) { return corners(y, x, mpfr_atan2); }

 private:
  Iv interval() {
    mpfr_ptr lo = arena_.scalar();
    return {lo, arena_.scalar()};
  }
  static int endpointProduct(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) {
    if (mpfr_zero_p(x) || mpfr_zero_p(y)) {
      mpfr_set_zero(r, 1);  // 0 * inf = 0 for bounds
      return 0;
    }
    return mpfr_mul(r, x, y, rnd);
  }
  // [min, max] of op over the corners (a.lo or a.hi, b.lo or b.hi), each
  // corner rounded down for the minimum and up for the maximum.
  template <class BinaryFn>
  Iv corners(Iv a, Iv b, BinaryFn op) {
    Iv r = interval();
    mpfr_ptr t = arena_.scalar();
    bool first = true;
    for (mpfr_ptr x : {a.lo, a.hi})
      for (mpfr_ptr y : {b.lo, b.hi}) {
        op(t, x, y, MPFR_RNDD);
        if (first || mpfr_less_p(t, r.lo)) mpfr_set(r.lo, t, MPFR_RNDN);
        op(t, x, y, MPFR_RNDU);
        if (first || mpfr_greater_p(t, r.hi)) mpfr_set(r.hi, t, MPFR_RNDN);
        first = false;
      }
    return check(r);
  }
  // r.lo holds f rounded to nearest with ternary t: widen to an enclosure.
  static void fromTernary(Iv r, int t) {
    mpfr_set(r.hi, r.lo, MPFR_RNDN);
    if (t > 0) mpfr_nextbelow(r.lo);
    else if (t < 0) mpfr_nextabove(r.hi);
  }
  Iv increasing(MpfrFn fn, Iv a) {
    Iv r = interval();
    if (isPoint(a)) {
      fromTernary(r, fn(r.lo, a.lo, MPFR_RNDN));
    } else {
      fn(r.lo, a.lo, MPFR_RNDD);
      fn(r.hi, a.hi, MPFR_RNDU);
    }
    return check(r);
  }
  Iv pointFunction(MpfrFn fn, Iv a) {
    Iv r = interval();
    fromTernary(r, fn(r.lo, a.lo, MPFR_RNDN));
    return check(r);
  }
  Iv pointOf(mpfr_srcptr v) {
    Iv r = interval();
    mpfr_set(r.lo, v, MPFR_RNDN);  // same precision: exact
    mpfr_set(r.hi, v, MPFR_RNDN);
    return r;
  }
  Iv check(Iv r) {
    if (mpfr_nan_p(r.lo) || mpfr_nan_p(r.hi)) return fail(r);
    return r;
  }
  Iv fail(Iv r) {
    failed_ = true;
    mpfr_set_inf(r.lo, -1);
    mpfr_set_inf(r.hi, 1);
    return r;
  }

  Arena arena_;
  bool failed_ = false;
  bool singular_ = false;
};

}  // namespace

}  // namespace hloref::exact::detail
