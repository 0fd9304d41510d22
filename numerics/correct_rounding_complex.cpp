// Correctly rounded complex functions: each part of the result is the exact
// value of that part rounded once to the part type (f32 for complex<f32>,
// f64 for complex<f64>).
//
// The spec's complex function (the formula in the comment of each case
// below is the mathematical definition, arranged so that no part overflows
// or cancels needlessly) is evaluated in interval arithmetic: every
// quantity is an interval [lo, hi] holding the exact value. When both ends
// of a part's interval round to the same value of the part type, that value
// is the correctly rounded part (rounding is monotone). The same formulas
// run on two backends (one template):
//   - native intervals first: double for complex<f32>, long double for
//     complex<f64>; each operation rounded to nearest and then widened by
//     an ulp, each C library function widened by its error bound (the
//     bounds of correct_rounding.cpp);
//   - where those cannot decide, MPFR intervals (endpoints rounded
//     outwards) at increasing precision (Ziv's strategy), up to a cap.
//
// Conventions the spec leaves open (ISO C Annex G supplies them, through
// the C library's complex<double> functions, "the C evaluation" below):
//   - operands with an infinite or NaN part, and the poles and singular
//     points of each function (log 0, rsqrt 0, ...), take the C evaluation;
//   - a part that rounds to zero takes the sign of the exact value where
//     the interval has one, else the C evaluation's sign of zero; inside
//     the formulas, exact zeros carry IEEE signs (they choose branches);
//   - parts the cap does not decide (exact values on a rounding boundary,
//     which the functions here only reach in degenerate cases) keep the C
//     evaluation, counted in Counters::unresolved.
#include <mpfr.h>

#include <cmath>
#include <algorithm>
#include <complex>
#include <deque>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "numerics/correct_rounding_mpfr.h"
#include "core/tensor.h"

namespace hloref::exact::detail {

namespace {

using C = std::complex<double>;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool finite(C z) { return std::isfinite(z.real()) && std::isfinite(z.imag()); }

// ---------------------------------------------------------------------------
// The C evaluation (complex<double>, ISO C Annex G where the C library
// defines the function).

C cExpm1(C x) {
  double a = x.real(), b = x.imag();
  if (!std::isfinite(a) || !std::isfinite(b)) return std::exp(x) - 1.0;
  double halfSin = std::sin(b / 2.0);
  return C(std::expm1(a) * std::cos(b) - 2.0 * halfSin * halfSin, std::exp(a) * std::sin(b));
}
C cLog1p(C x) {  // the spec's formula
  double a = x.real(), b = x.imag();
  return C(std::log(std::hypot(a + 1.0, b)), std::atan2(b, a + 1.0));
}
C cCbrt(C x) {
  if (x == C(0.0, 0.0)) return x;
  return std::polar(std::cbrt(std::abs(x)), std::arg(x) / 3.0);
}
C cAtan2(C y, C x) {
  const C i(0.0, 1.0);
  return -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
}
// Complex power conventions (the spec does not define them):
//   x^(0 + 0i) = 1 for every x; 0^y = 0 when re(y) > 0, else NaN + NaN i;
//   otherwise exp(y * log(x)) on the principal branch of log.
C cPow(C x, C y) {
  if (y.real() == 0 && y.imag() == 0) return C(1.0, 0.0);
  if (finite(x) && finite(y) && x.real() == 0 && x.imag() == 0)
    return y.real() > 0 ? C(0.0, 0.0) : C(kNaN, kNaN);
  return std::exp(y * std::log(x));
}

C cEvaluate(Function f, C x, C y) {
  switch (f) {
    case Function::Exp: return std::exp(x);
    case Function::Expm1: return cExpm1(x);
    case Function::Log: return std::log(x);
    case Function::Log1p: return cLog1p(x);
    case Function::Logistic: return 1.0 / (1.0 + std::exp(-x));
    case Function::Sin: return std::sin(x);
    case Function::Cos: return std::cos(x);
    case Function::Tan: return std::tan(x);
    case Function::Tanh: return std::tanh(x);
    case Function::Sqrt: return std::sqrt(x);
    case Function::Rsqrt: return 1.0 / std::sqrt(x);
    case Function::Cbrt: return cCbrt(x);
    case Function::Atan2: return cAtan2(x, y);
    case Function::Pow: return cPow(x, y);
  }
  return C(kNaN, kNaN);
}

// ---------------------------------------------------------------------------
// MPFR intervals: two MPFR numbers lo <= hi (either may be infinite)
// holding the exact value; a point has lo == hi.

using MpfrFn = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

// Variables reused from element to element (no allocation per element):
// the precision grows on demand, each evaluation takes intervals in order.
class Arena {
 public:
  Arena() = default;
  ~Arena() {
    for (auto& v : vars_) mpfr_clear(v.v);
  }
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  void reset(mpfr_prec_t w) {
    if (w > allocated_) {
      for (auto& v : vars_) mpfr_set_prec(v.v, w);
      allocated_ = w;
    }
    w_ = w;
    next_ = 0;
  }
  mpfr_ptr scalar() {
    if (next_ == vars_.size()) {
      vars_.emplace_back();
      mpfr_init2(vars_.back().v, allocated_);
    }
    mpfr_ptr v = vars_[next_++].v;
    mpfr_set_prec_raw(v, w_);
    return v;
  }

 private:
  struct Var {
    mpfr_t v;
  };
  std::deque<Var> vars_;  // never shrinks; a deque keeps the addresses handed out
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
    Iv r = interval();
    mpfr_ptr t = arena_.scalar();
    bool first = true;
    for (mpfr_ptr x : {a.lo, a.hi})
      for (mpfr_ptr y : {b.lo, b.hi}) {
        endpointProduct(t, x, y, MPFR_RNDD);
        if (first || mpfr_less_p(t, r.lo)) mpfr_set(r.lo, t, MPFR_RNDN);
        endpointProduct(t, x, y, MPFR_RNDU);
        if (first || mpfr_greater_p(t, r.hi)) mpfr_set(r.hi, t, MPFR_RNDN);
        first = false;
      }
    return check(r);
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
    Iv r = interval();
    mpfr_ptr t = arena_.scalar();
    bool first = true;
    for (mpfr_ptr x : {a.lo, a.hi})
      for (mpfr_ptr y : {b.lo, b.hi}) {
        mpfr_div(t, x, y, MPFR_RNDD);
        if (first || mpfr_less_p(t, r.lo)) mpfr_set(r.lo, t, MPFR_RNDN);
        mpfr_div(t, x, y, MPFR_RNDU);
        if (first || mpfr_greater_p(t, r.hi)) mpfr_set(r.hi, t, MPFR_RNDN);
        first = false;
      }
    return check(r);
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
  Iv atan2Corners(Iv y, Iv x) {
    Iv r = interval();
    mpfr_ptr t = arena_.scalar();
    bool first = true;
    for (mpfr_ptr yy : {y.lo, y.hi})
      for (mpfr_ptr xx : {x.lo, x.hi}) {
        mpfr_atan2(t, yy, xx, MPFR_RNDD);
        if (first || mpfr_less_p(t, r.lo)) mpfr_set(r.lo, t, MPFR_RNDN);
        mpfr_atan2(t, yy, xx, MPFR_RNDU);
        if (first || mpfr_greater_p(t, r.hi)) mpfr_set(r.hi, t, MPFR_RNDN);
        first = false;
      }
    return check(r);
  }

 private:
  Iv interval() {
    mpfr_ptr lo = arena_.scalar();
    return {lo, arena_.scalar()};
  }
  static void endpointProduct(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) {
    if (mpfr_zero_p(x) || mpfr_zero_p(y)) mpfr_set_zero(r, 1);  // 0 * inf = 0 for bounds
    else mpfr_mul(r, x, y, rnd);
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

// ---------------------------------------------------------------------------
// Native intervals over T (double for complex<f32>, long double for
// complex<f64>): each arithmetic result is rounded to nearest and widened by
// one ulp on each side, each C library function result by its relative
// error bound plus a few subnormal units; exact cases (x + 0, x * 0, f(0)
// for the functions with f(0) in {0, 1}, ...) stay points.

template <class T>
class NativeIntervals {
 public:
  struct Iv {
    T lo, hi;
  };
  struct CIv {
    Iv re, im;
  };

  void start() {
    failed_ = false;
    singular_ = false;
  }
  bool failed() const { return failed_; }
  bool singular() const { return singular_; }
  void markSingular() { singular_ = true; }
  Iv failure() {
    failed_ = true;
    return {-kInf, kInf};
  }

  Iv point(double v) { return {v, v}; }
  static bool isPoint(Iv a) { return a.lo == a.hi && std::signbit(a.lo) == std::signbit(a.hi); }
  static bool isZero(Iv a) { return a.lo == 0 && a.hi == 0; }
  static bool nonNegative(Iv a) { return a.lo >= 0; }
  static bool nonPositive(Iv a) { return a.hi <= 0; }
  static bool negative(Iv a) { return a.hi < 0; }
  static bool positive(Iv a) { return a.lo > 0; }
  static bool reachesBelowZero(Iv a) { return a.lo < 0; }
  static bool containsZero(Iv a) { return a.lo <= 0 && a.hi >= 0; }
  static bool negativeSign(Iv a) {
    if (isZero(a)) return std::signbit(a.lo);
    return a.hi <= 0;
  }
  static bool belowMinusOne(Iv a) { return a.lo < -1; }
  static double representative(Iv a) {
    if (isZero(a)) return std::signbit(a.lo) ? -0.0 : 0.0;
    return static_cast<double>(a.lo >= 0 ? a.lo : a.hi);
  }
  Iv zero(bool negative) {
    T z = negative ? T(-0.0) : T(0.0);
    return {z, z};
  }

  Iv add(Iv a, Iv b) {
    if (isZero(a) && isZero(b)) return zero(negativeSign(a) && negativeSign(b));
    if (isZero(a)) return b;
    if (isZero(b)) return a;
    return widened(a.lo + b.lo, a.hi + b.hi);
  }
  Iv sub(Iv a, Iv b) {
    if (isZero(a) && isZero(b)) return zero(negativeSign(a) && !negativeSign(b));
    if (isZero(b)) return a;
    if (isZero(a)) return neg(b);
    return widened(a.lo - b.hi, a.hi - b.lo);
  }
  Iv neg(Iv a) { return {-a.hi, -a.lo}; }
  Iv scale2(Iv a, long k) {
    Iv r{std::ldexp(a.lo, static_cast<int>(k)), std::ldexp(a.hi, static_cast<int>(k))};
    if (exactScale(a.lo, r.lo) && exactScale(a.hi, r.hi)) return r;
    return widened(r.lo, r.hi);
  }
  Iv mul(Iv a, Iv b) {
    if (isZero(a) || isZero(b)) return zero(negativeSign(a) != negativeSign(b));
    if (isPoint(b) && b.lo == 1) return a;
    if (isPoint(a) && a.lo == 1) return b;
    T p[4] = {product(a.lo, b.lo), product(a.lo, b.hi), product(a.hi, b.lo), product(a.hi, b.hi)};
    return widened(*std::min_element(p, p + 4), *std::max_element(p, p + 4));
  }
  Iv sqr(Iv a) {
    if (nonNegative(a)) return widened(a.lo * a.lo, a.hi * a.hi);
    if (nonPositive(a)) return widened(a.hi * a.hi, a.lo * a.lo);
    Iv r = widened(0, std::max(a.lo * a.lo, a.hi * a.hi));
    r.lo = 0;
    return r;
  }
  Iv div(Iv a, Iv b) {
    if (containsZero(b)) {
      if (isZero(b)) singular_ = true;
      return failure();
    }
    if (isZero(a)) return zero(negativeSign(a) != negativeSign(b));
    T q[4] = {a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi};
    return widened(*std::min_element(q, q + 4), *std::max_element(q, q + 4));
  }
  Iv divBy3(Iv a) { return isZero(a) ? a : widened(a.lo / 3, a.hi / 3); }
  Iv abs(Iv a) {
    if (isZero(a)) return zero(false);
    if (nonNegative(a)) return a;
    if (nonPositive(a)) return neg(a);
    return {0, std::max(-a.lo, a.hi)};
  }
  Iv clampBelowAtZero(Iv a) { return {0, a.hi}; }

  Iv exp(Iv a) { return increasing(a, [](T v) { return std::exp(v); }, isZero(a) ? 1 : -1); }
  Iv expm1(Iv a) { return increasing(a, [](T v) { return std::expm1(v); }, isZero(a) ? 0 : -1); }
  Iv sinh(Iv a) { return increasing(a, [](T v) { return std::sinh(v); }, isZero(a) ? 0 : -1); }
  Iv tanh(Iv a) { return increasing(a, [](T v) { return std::tanh(v); }, isZero(a) ? 0 : -1); }
  Iv cbrt(Iv a) { return increasing(a, [](T v) { return std::cbrt(v); }, isZero(a) ? 0 : -1); }
  Iv log(Iv a) { return increasing(a, [](T v) { return std::log(v); }, isPoint(a) && a.lo == 1 ? 0 : -1); }
  Iv log1p(Iv a) { return increasing(a, [](T v) { return std::log1p(v); }, isZero(a) ? 0 : -1); }
  Iv sqrt(Iv a) {  // correctly rounded: an ulp each way
    if (isZero(a)) return a;
    return widened(std::sqrt(a.lo), std::sqrt(a.hi));
  }
  Iv coshNonNegative(Iv a) { return increasing(a, [](T v) { return std::cosh(v); }, isZero(a) ? 1 : -1); }
  Iv coshAcrossZero(Iv a) { return {1, upper(std::max(std::cosh(a.lo), std::cosh(a.hi)))}; }
  Iv hypot(Iv x, Iv y) {  // of non-negative intervals
    if (isZero(y)) return x;
    if (isZero(x)) return y;
    return check({lower(std::hypot(x.lo, y.lo)), upper(std::hypot(x.hi, y.hi))});
  }
  Iv sinPoint(Iv a) {
    if (isZero(a)) return a;
    T v = std::sin(a.lo);
    return check({std::max<T>(lower(v), -1), std::min<T>(upper(v), 1)});
  }
  Iv cosPoint(Iv a) {
    if (isZero(a)) return {1, 1};
    T v = std::cos(a.lo);
    return check({std::max<T>(lower(v), -1), std::min<T>(upper(v), 1)});
  }
  Iv atan2Point(Iv y, Iv x) {
    if (isZero(y) && x.lo > 0) return y;
    T v = std::atan2(y.lo, x.lo);
    return check({lower(v), upper(v)});
  }
  bool widerThan3(Iv a) { return !(a.hi - a.lo <= 3); }
  Iv constant(int v) { return {T(v), T(v)}; }
  Iv lowEnd(Iv a) { return {a.lo, a.lo}; }
  Iv highEnd(Iv a) { return {a.hi, a.hi}; }
  Iv hull(Iv a, Iv b) { return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)}; }
  Iv withLow(Iv a, Iv low) { return {low.lo, a.hi}; }
  Iv withHigh(Iv a, Iv high) { return {a.lo, high.hi}; }
  Iv atan2Corners(Iv y, Iv x) {
    T v[4] = {std::atan2(y.lo, x.lo), std::atan2(y.lo, x.hi), std::atan2(y.hi, x.lo), std::atan2(y.hi, x.hi)};
    return check({lower(*std::min_element(v, v + 4)), upper(*std::max_element(v, v + 4))});
  }

 private:
  static constexpr T kInf = std::numeric_limits<T>::infinity();
  // Relative error bounds of the C library functions (correct_rounding.cpp)
  // and an absolute floor for results near the subnormal range.
  static constexpr T kRelative = sizeof(T) == sizeof(double) ? T(0x1p-47) : T(0x1p-60L);
  static constexpr T kAbsolute = std::numeric_limits<T>::denorm_min() * 16;

  static T down(T v) { return std::nextafter(v, -kInf); }
  static T up(T v) { return std::nextafter(v, kInf); }
  static T lower(T v) {
    if (v == kInf) return std::numeric_limits<T>::max();
    return v - std::fabs(v) * kRelative - kAbsolute;
  }
  static T upper(T v) {
    if (v == -kInf) return -std::numeric_limits<T>::max();
    return v + std::fabs(v) * kRelative + kAbsolute;
  }
  static T product(T x, T y) { return x == 0 || y == 0 ? T(0) : x * y; }  // 0 * inf = 0 for bounds
  static bool exactScale(T from, T to) {
    return from == 0 || (std::fpclassify(from) == FP_NORMAL && std::fpclassify(to) == FP_NORMAL);
  }
  // Ends rounded to nearest, then an ulp outwards.
  Iv widened(T lo, T hi) { return check({down(lo), up(hi)}); }
  // f increasing on the interval; exactValue >= 0: the exact f of a point
  // argument (f(0) = 0 or 1 keeping the sign of a zero argument).
  template <class F>
  Iv increasing(Iv a, F f, int exactValue) {
    if (exactValue == 1) return {1, 1};
    if (exactValue == 0) return isZero(a) ? a : Iv{0, 0};
    if (isPoint(a)) {
      T v = f(a.lo);
      return check({lower(v), upper(v)});
    }
    return check({lower(f(a.lo)), upper(f(a.hi))});
  }
  Iv check(Iv r) {
    if (std::isnan(r.lo) || std::isnan(r.hi)) return failure();
    return r;
  }

  bool failed_ = false;
  bool singular_ = false;
};

// ---------------------------------------------------------------------------
// Operations every backend builds from its primitives.

template <class B>
struct Ops {
  using Iv = typename B::Iv;
  using CIv = typename B::CIv;
  B& I;

  Iv addOne(Iv a) { return I.add(a, I.constant(1)); }
  Iv log(Iv a) {  // of a value known to be >= 0 (rounding may push lo below)
    if (B::negative(a)) return I.failure();
    if (B::reachesBelowZero(a)) a = I.clampBelowAtZero(a);
    return I.log(a);
  }
  Iv log1p(Iv a) {  // of a value known to be >= -1
    if (B::belowMinusOne(a)) return I.failure();
    return I.log1p(a);
  }
  Iv sqrt(Iv a) {  // of a value known to be >= 0
    if (B::negative(a)) return I.failure();
    if (B::reachesBelowZero(a)) a = I.clampBelowAtZero(a);
    return I.sqrt(a);
  }
  Iv cosh(Iv a) {
    if (B::nonNegative(a)) return I.coshNonNegative(a);
    if (B::nonPositive(a)) return I.coshNonNegative(I.neg(a));
    return I.coshAcrossZero(a);
  }
  Iv hypot(Iv a, Iv b) { return I.hypot(I.abs(a), I.abs(b)); }

  // sin and cos of an interval. Over a width below pi there is at most one
  // extremum, where the derivative changes sign between the ends.
  Iv sin(Iv a) { return sinOrCos(a, true); }
  Iv cos(Iv a) { return sinOrCos(a, false); }
  Iv sinOrCos(Iv a, bool sine) {
    if (B::isPoint(a)) return sine ? I.sinPoint(a) : I.cosPoint(a);
    if (I.widerThan3(a)) return I.hull(I.constant(-1), I.constant(1));
    Iv lo = I.lowEnd(a), hi = I.highEnd(a);
    Iv vLo = sine ? I.sinPoint(lo) : I.cosPoint(lo);
    Iv vHi = sine ? I.sinPoint(hi) : I.cosPoint(hi);
    Iv dLo = sine ? I.cosPoint(lo) : I.neg(I.sinPoint(lo));
    Iv dHi = sine ? I.cosPoint(hi) : I.neg(I.sinPoint(hi));
    Iv r = I.hull(vLo, vHi);
    if (!B::negative(dLo) && !B::positive(dHi)) r = I.withHigh(r, I.constant(1));  // a maximum may lie inside
    if (!B::positive(dLo) && !B::negative(dHi)) r = I.withLow(r, I.constant(-1));  // a minimum may lie inside
    return r;
  }

  // atan2(y, x) over a box that neither contains the origin nor crosses
  // the branch cut (the negative real axis): its range is attained at the
  // corners.
  Iv atan2(Iv y, Iv x) {
    if (B::isPoint(y) && B::isPoint(x)) return I.atan2Point(y, x);
    bool yStraddles = B::reachesBelowZero(y) && !B::nonPositive(y);
    if (yStraddles && !B::positive(x)) return I.failure();  // across the cut or around the origin
    if (B::containsZero(x) && B::containsZero(y)) return I.failure();
    return I.atan2Corners(y, x);
  }

  CIv cpoint(C z) { return {I.point(z.real()), I.point(z.imag())}; }
  CIv cadd(CIv a, CIv b) { return {I.add(a.re, b.re), I.add(a.im, b.im)}; }
  CIv cmul(CIv a, CIv b) {  // (ac - bd) + (ad + bc)i
    return {I.sub(I.mul(a.re, b.re), I.mul(a.im, b.im)), I.add(I.mul(a.re, b.im), I.mul(a.im, b.re))};
  }
  CIv cdiv(CIv a, CIv b) {  // ((ac + bd) + (bc - ad)i) / (c^2 + d^2)
    Iv den = I.add(I.sqr(b.re), I.sqr(b.im));
    CIv q{I.div(I.add(I.mul(a.re, b.re), I.mul(a.im, b.im)), den),
          I.div(I.sub(I.mul(a.im, b.re), I.mul(a.re, b.im)), den)};
    // An exactly zero part takes the sign C's complex division (Smith's
    // algorithm) gives it: later branch cuts depend on it.
    if (B::isZero(q.re) || B::isZero(q.im)) {
      C c = C(B::representative(a.re), B::representative(a.im)) / C(B::representative(b.re), B::representative(b.im));
      if (B::isZero(q.re)) q.re = I.zero(std::signbit(c.real()));
      if (B::isZero(q.im)) q.im = I.zero(std::signbit(c.imag()));
    }
    return q;
  }
  // exp(a + bi) = e^a (cos b + i sin b)
  CIv cexp(CIv z) {
    Iv e = I.exp(z.re);
    return {I.mul(e, cos(z.im)), I.mul(e, sin(z.im))};
  }
  // log z = log|z| + i arg z, log|z| = log(re^2 + im^2) / 2
  CIv clog(CIv z) {
    Iv modulus2 = I.add(I.sqr(z.re), I.sqr(z.im));
    if (B::isZero(modulus2)) I.markSingular();
    return {I.scale2(log(modulus2), -1), atan2(z.im, z.re)};
  }
  // The principal square root, with m = |z|:
  //   re >= 0: sqrt((m + re) / 2) + i im / (2 sqrt((m + re) / 2))
  //   re < 0:  |im| / (2 t) + i sign(im) t, t = sqrt((m - re) / 2)
  // (the sign of an exactly zero imaginary part is its sign bit, as in C).
  CIv csqrt(CIv z) {
    if (B::isZero(z.re) && B::isZero(z.im)) {
      I.markSingular();
      return {I.failure(), I.failure()};
    }
    Iv m = hypot(z.re, z.im);
    if (B::negative(z.re)) {
      Iv t = sqrt(I.scale2(I.sub(m, z.re), -1));
      bool negative;
      if (B::isZero(z.im)) negative = B::negativeSign(z.im);
      else if (B::nonNegative(z.im)) negative = false;
      else if (B::nonPositive(z.im)) negative = true;
      else return {I.failure(), I.failure()};  // across the cut
      return {I.div(I.abs(z.im), I.scale2(t, 1)), negative ? I.neg(t) : t};
    }
    if (B::reachesBelowZero(z.re) && B::containsZero(z.im)) return {I.failure(), I.failure()};  // at the cut
    Iv t = sqrt(I.scale2(I.add(m, z.re), -1));
    return {t, I.div(z.im, I.scale2(t, 1))};
  }
};

// ---------------------------------------------------------------------------
// The functions. x, y are the operands' exact values (points).

template <class B>
typename B::CIv evaluate(B& backend, Function f, C xv, C yv) {
  using Iv = typename B::Iv;
  using CIv = typename B::CIv;
  Ops<B> O{backend};
  B& I = backend;
  CIv z = O.cpoint(xv);
  Iv a = z.re, b = z.im;
  switch (f) {
    case Function::Exp:  // e^a cos b + i e^a sin b
      return O.cexp(z);
    case Function::Expm1: {  // (expm1(a) cos b - 2 sin^2(b/2)) + i e^a sin b
      Iv halfSin = O.sin(I.scale2(b, -1));
      Iv re = I.sub(I.mul(I.expm1(a), O.cos(b)), I.scale2(I.sqr(halfSin), 1));
      return {re, I.mul(I.exp(a), O.sin(b))};
    }
    case Function::Log:  // log(a^2 + b^2) / 2 + i atan2(b, a)
      return O.clog(z);
    case Function::Log1p: {
      // The spec: log(hypot(a + 1, b)) + i atan2(b, a + 1). Near 0 the real
      // part is computed as log1p(a (a + 2) + b^2) / 2, the same value.
      Iv u = O.addOne(a);
      Iv re;
      if (std::fabs(xv.real()) < 0.5 && std::fabs(xv.imag()) < 0.5) {
        re = I.scale2(O.log1p(I.add(I.mul(a, O.addOne(O.addOne(a))), I.sqr(b))), -1);
      } else {
        re = I.scale2(O.log(I.add(I.sqr(u), I.sqr(b))), -1);
      }
      return {re, O.atan2(b, u)};
    }
    case Function::Logistic: {
      // 1 / (1 + e^-z), written as e^z / (1 + e^z) when re(z) < 0 so that
      // no intermediate overflows where the value is tiny.
      CIv one = O.cpoint(C(1.0, 0.0));
      if (xv.real() >= 0) return O.cdiv(one, O.cadd(one, O.cexp(O.cpoint(-xv))));
      CIv e = O.cexp(z);
      return O.cdiv(e, O.cadd(one, e));
    }
    case Function::Sin:  // sin a cosh b + i cos a sinh b
      return {I.mul(O.sin(a), O.cosh(b)), I.mul(O.cos(a), I.sinh(b))};
    case Function::Cos:  // cos a cosh b - i sin a sinh b
      return {I.mul(O.cos(a), O.cosh(b)), I.neg(I.mul(O.sin(a), I.sinh(b)))};
    case Function::Tan: {
      // (sin 2a + i sinh 2b) / (cos 2a + cosh 2b), the imaginary part as
      // tanh 2b / (1 + cos 2a / cosh 2b) (no overflow for large |b|).
      Iv a2 = I.scale2(a, 1), b2 = I.scale2(b, 1);
      Iv c = O.cos(a2), ch = O.cosh(b2);
      return {I.div(O.sin(a2), I.add(c, ch)), I.div(I.tanh(b2), O.addOne(I.div(c, ch)))};
    }
    case Function::Tanh: {
      // (sinh 2a + i sin 2b) / (cosh 2a + cos 2b), likewise.
      Iv a2 = I.scale2(a, 1), b2 = I.scale2(b, 1);
      Iv c = O.cos(b2), ch = O.cosh(a2);
      return {I.div(I.tanh(a2), O.addOne(I.div(c, ch))), I.div(O.sin(b2), I.add(ch, c))};
    }
    case Function::Sqrt:
      return O.csqrt(z);
    case Function::Rsqrt: {  // 1 / sqrt z = conj(sqrt z) / |z|
      CIv s = O.csqrt(z);
      Iv m = O.hypot(a, b);
      return {I.div(s.re, m), I.neg(I.div(s.im, m))};
    }
    case Function::Cbrt: {  // cbrt|z| (cos t + i sin t), t = arg(z) / 3
      Iv r = I.cbrt(O.hypot(a, b));
      Iv t = I.divBy3(O.atan2(b, a));
      return {I.mul(r, O.cos(t)), I.mul(r, O.sin(t))};
    }
    case Function::Atan2: {  // -i log((x + i y) / sqrt(x^2 + y^2)), x = rhs, y = lhs
      CIv y = z, x = O.cpoint(yv);
      CIv iy = O.cmul(O.cpoint(C(0.0, 1.0)), y);  // as C forms it: the signs of zeros pick branches
      CIv u = O.cadd(x, iy);
      CIv v = O.cadd(O.cmul(x, x), O.cmul(y, y));
      if (B::isZero(v.re) && B::isZero(v.im)) {
        I.markSingular();
        return {I.failure(), I.failure()};
      }
      CIv l = O.clog(O.cdiv(u, O.csqrt(v)));
      return {l.im, I.neg(l.re)};
    }
    case Function::Pow: {  // exp(y log x)
      CIv w = O.cmul(O.cpoint(yv), O.clog(z));
      return O.cexp(w);
    }
  }
  return {I.failure(), I.failure()};
}

// A zero part: the sign of the exact value where the interval has one,
// else the C evaluation's.
double signedZero(bool positive, bool negative, double cValue) {
  if (positive) return 0.0;
  if (negative) return -0.0;
  return std::copysign(0.0, cValue);
}

// The value of a part when both ends of its interval round to the same
// value of the part type.
std::optional<double> decide(MpfrIntervals::Iv v, ElementType part, mpfr_ptr scratch, double cValue) {
  if (mpfr_nan_p(v.lo) || mpfr_nan_p(v.hi)) return std::nullopt;
  double lo = roundToType(v.lo, part, scratch);
  double hi = roundToType(v.hi, part, scratch);
  if (!(lo == hi)) return std::nullopt;  // (+0 == -0)
  if (lo != 0) return lo;
  return signedZero(mpfr_sgn(v.lo) > 0, mpfr_sgn(v.hi) < 0, cValue);
}
template <class T>
std::optional<double> decide(typename NativeIntervals<T>::Iv v, double cValue) {
  // complex<f32> parts from double ends, complex<f64> parts from long double ends
  using Part = std::conditional_t<sizeof(T) == sizeof(double), float, double>;
  Part lo = static_cast<Part>(v.lo), hi = static_cast<Part>(v.hi);
  if (!(lo == hi)) return std::nullopt;  // NaN never equal
  if (lo != 0) return lo;
  return signedZero(v.lo > 0, v.hi < 0, cValue);
}

bool isIntegral(double v) { return std::isfinite(v) && std::trunc(v) == v; }

// Cases the interval evaluation leaves to the C evaluation or to the real
// functions.
std::optional<C> special(Function f, C x, C y, ElementType part) {
  bool binary = isBinary(f);
  if (!finite(x) || (binary && !finite(y))) return cEvaluate(f, x, y);
  bool zero = x.real() == 0 && x.imag() == 0;
  switch (f) {
    case Function::Log:
    case Function::Rsqrt:
    case Function::Sqrt:
    case Function::Cbrt:
      if (zero) return cEvaluate(f, x, y);
      break;
    case Function::Log1p:
      if (x.real() == -1 && x.imag() == 0) return cEvaluate(f, x, y);
      break;
    case Function::Pow: {
      if ((y.real() == 0 && y.imag() == 0) || zero) return cPow(x, y);
      // Real operands with a real power (x > 0, or an integral exponent):
      // the real pow, exact values on rounding boundaries included; the
      // imaginary part is an exact zero.
      if (x.imag() == 0 && y.imag() == 0 && (x.real() > 0 || isIntegral(y.real()))) {
        C c = cPow(x, y);
        return C(roundedReal(Function::Pow, part, x.real(), y.real()), std::copysign(0.0, c.imag()));
      }
      break;
    }
    case Function::Atan2:
      // Real operands: atan2(y, x) + 0i (the unit circle's log has modulus 1).
      if (x.imag() == 0 && y.imag() == 0) {
        C c = cAtan2(x, y);
        return C(roundedReal(Function::Atan2, part, x.real(), y.real()), std::copysign(0.0, c.imag()));
      }
      break;
    default:
      break;
  }
  return std::nullopt;
}

class ComplexEvaluator {
 public:
  explicit ComplexEvaluator(ElementType part) : part_(part) {
    mpfr_init2(scratch_, 53);
    // p + 20 bits first (p = 24 or 53), then doubling up to the cap.
    start_ = part == ElementType::F64 ? 80 : 48;
  }
  ~ComplexEvaluator() { mpfr_clear(scratch_); }
  ComplexEvaluator(const ComplexEvaluator&) = delete;
  ComplexEvaluator& operator=(const ComplexEvaluator&) = delete;

  C operator()(Function f, C x, C y) {
    if (auto s = special(f, x, y, part_)) return *s;
    ++evaluations_;
    C c = cEvaluate(f, x, y);
    std::optional<double> re, im;
    if (part_ == ElementType::F32) {
      if (native(double32_, f, x, y, c, re, im)) return C(*re, *im);
    } else {
      if (native(double64_, f, x, y, c, re, im)) return C(*re, *im);
    }
    if (double32_.singular() || double64_.singular()) return c;
    ++fallbacks_;
    for (mpfr_prec_t w = start_; w <= kCap; w *= 2) {
      if (w != start_) ++retries_;
      mpfr_.start(w);
      auto r = evaluate(mpfr_, f, x, y);
      if (mpfr_.singular()) return c;
      if (mpfr_.failed()) continue;
      if (!re) re = decide(r.re, part_, scratch_, c.real());
      if (!im) im = decide(r.im, part_, scratch_, c.imag());
      if (re && im) return C(*re, *im);
    }
    ++unresolved_;
    return C(re ? *re : c.real(), im ? *im : c.imag());
  }

  void flushCounters() {
    auto& g = globalCounters();
    g.complexEvaluations.fetch_add(evaluations_, std::memory_order_relaxed);
    g.complexFallbacks.fetch_add(fallbacks_, std::memory_order_relaxed);
    g.complexRetries.fetch_add(retries_, std::memory_order_relaxed);
    g.unresolved.fetch_add(unresolved_, std::memory_order_relaxed);
    evaluations_ = fallbacks_ = retries_ = unresolved_ = 0;
  }

 private:
  template <class T>
  static bool native(NativeIntervals<T>& backend, Function f, C x, C y, C c, std::optional<double>& re,
                     std::optional<double>& im) {
    backend.start();
    auto r = evaluate(backend, f, x, y);
    if (backend.failed()) return false;
    re = decide<T>(r.re, c.real());
    im = decide<T>(r.im, c.imag());
    return re && im;
  }

  static constexpr mpfr_prec_t kCap = 1 << 13;
  ElementType part_;
  mpfr_prec_t start_;
  mpfr_t scratch_;
  NativeIntervals<double> double32_;       // complex<f32>
  NativeIntervals<long double> double64_;  // complex<f64>
  MpfrIntervals mpfr_;
  uint64_t evaluations_ = 0, fallbacks_ = 0, retries_ = 0, unresolved_ = 0;
};

}  // namespace

void applyComplex(Function f, const Tensor& x, const Tensor* y, Tensor& result) {
  constexpr int64_t kChunk = 256;
  ElementType part = complexPartType(x.elementType());
  WideRange wide;
  ComplexEvaluator evaluator(part);
  std::vector<C> a(kChunk), b(kChunk);  // once per op
  int64_t n = x.numElements();
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    size_t size = static_cast<size_t>(std::min(kChunk, n - begin));
    loadComplex(x, begin, std::span<C>(a.data(), size));
    if (y) loadComplex(*y, begin, std::span<C>(b.data(), size));
    for (size_t i = 0; i < size; ++i) a[i] = evaluator(f, a[i], y ? b[i] : C());
    storeComplex(result, begin, std::span<const C>(a.data(), size));
  }
  evaluator.flushCounters();
}

}  // namespace hloref::exact::detail
