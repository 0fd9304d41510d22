// Correctly rounded complex functions: each part of the result is the exact
// value of that part rounded once to the part type (f32 for complex<f32>,
// f64 for complex<f64>).
//
// The spec's complex function (the formula in the comment of each case
// below is the mathematical definition, written so that no part needs an
// exact cancellation) is evaluated in interval arithmetic over MPFR: every
// quantity is an interval [lo, hi] holding the exact value, each endpoint
// rounded outwards. When both ends of a part's interval round to the same
// value of the part type, that value is the correctly rounded part
// (rounding is monotone); otherwise the precision doubles (Ziv's strategy),
// up to a cap.
//
// Conventions the spec leaves open (ISO C Annex G supplies them, through
// the C library's complex<double> functions, "the C evaluation" below):
//   - operands with an infinite or NaN part, and the poles and singular
//     points of each function (log 0, rsqrt 0, ...), take the C evaluation;
//   - a part whose exact value is zero takes the sign of zero of the C
//     evaluation (intervals carry no sign of zero);
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

#include "interpreter/correct_rounding_mpfr.h"
#include "interpreter/tensor.h"

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
// Interval arithmetic. An interval is two MPFR numbers lo <= hi (either may
// be infinite) holding the exact value; a point has lo == hi.

struct Iv {
  mpfr_ptr lo;
  mpfr_ptr hi;
};
struct CIv {
  Iv re, im;
};

using MpfrFn = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

// Variables reused from element to element (no allocation per element):
// the precision grows on demand, each evaluation takes intervals in order.
class Arena {
 public:
  Arena() = default;
  ~Arena() {
    for (auto& v : vars_) mpfr_clear(v.get());
  }
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  void reset(mpfr_prec_t w) {
    if (w > allocated_) {
      for (auto& v : vars_) mpfr_set_prec(v.get(), w);
      allocated_ = w;
    }
    w_ = w;
    next_ = 0;
  }
  mpfr_ptr scalar() {
    if (next_ == vars_.size()) {
      vars_.emplace_back();
      mpfr_init2(vars_.back().get(), allocated_);
    }
    mpfr_ptr v = vars_[next_++].get();
    mpfr_set_prec_raw(v, w_);
    return v;
  }
  Iv interval() {
    mpfr_ptr lo = scalar();
    return {lo, scalar()};
  }

 private:
  struct Var {
    mpfr_t v;
    mpfr_ptr get() { return v; }
  };
  std::deque<Var> vars_;  // never shrinks; a deque keeps the addresses handed out
  size_t next_ = 0;
  mpfr_prec_t allocated_ = 256;
  mpfr_prec_t w_ = 256;
};

class Intervals {
 public:
  void start(mpfr_prec_t w) {
    arena_.reset(w);
    failed_ = false;
    singular_ = false;
  }
  bool failed() const { return failed_; }
  bool singular() const { return singular_; }
  // A pole or singular point: the C evaluation decides.
  CIv markSingular() {
    singular_ = true;
    return {fail(arena_.interval()), fail(arena_.interval())};
  }

  Iv point(double v) {
    Iv r = arena_.interval();
    mpfr_set_d(r.lo, v, MPFR_RNDN);  // exact: precision >= 53
    mpfr_set_d(r.hi, v, MPFR_RNDN);
    return r;
  }
  static bool isPoint(Iv a) { return mpfr_equal_p(a.lo, a.hi) || (mpfr_nan_p(a.lo) && mpfr_nan_p(a.hi)); }
  static bool isZero(Iv a) { return mpfr_zero_p(a.lo) && mpfr_zero_p(a.hi); }
  static bool nonNegative(Iv a) { return mpfr_sgn(a.lo) >= 0; }
  static bool nonPositive(Iv a) { return mpfr_sgn(a.hi) <= 0; }
  static bool containsZero(Iv a) { return mpfr_sgn(a.lo) <= 0 && mpfr_sgn(a.hi) >= 0; }

  Iv add(Iv a, Iv b) {
    Iv r = arena_.interval();
    mpfr_add(r.lo, a.lo, b.lo, MPFR_RNDD);
    mpfr_add(r.hi, a.hi, b.hi, MPFR_RNDU);
    return check(r);
  }
  Iv sub(Iv a, Iv b) {
    Iv r = arena_.interval();
    mpfr_sub(r.lo, a.lo, b.hi, MPFR_RNDD);
    mpfr_sub(r.hi, a.hi, b.lo, MPFR_RNDU);
    return check(r);
  }
  Iv neg(Iv a) {
    Iv r = arena_.interval();
    mpfr_neg(r.lo, a.hi, MPFR_RNDN);  // exact: same precision
    mpfr_neg(r.hi, a.lo, MPFR_RNDN);
    return r;
  }
  Iv addOne(Iv a) {
    Iv r = arena_.interval();
    mpfr_add_ui(r.lo, a.lo, 1, MPFR_RNDD);
    mpfr_add_ui(r.hi, a.hi, 1, MPFR_RNDU);
    return check(r);
  }
  Iv scale2(Iv a, long k) {  // a * 2^k, exact in the wide exponent range
    Iv r = arena_.interval();
    mpfr_mul_2si(r.lo, a.lo, k, MPFR_RNDD);
    mpfr_mul_2si(r.hi, a.hi, k, MPFR_RNDU);
    return r;
  }
  Iv mul(Iv a, Iv b) {
    Iv r = arena_.interval();
    if (isZero(a) || isZero(b)) {  // exactly zero, even beside an infinite bound
      mpfr_set_zero(r.lo, 1);
      mpfr_set_zero(r.hi, 1);
      return r;
    }
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
    Iv r = arena_.interval();
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
    Iv r = arena_.interval();
    if (containsZero(b)) {
      if (isZero(b)) singular_ = true;  // an exact division by zero: a pole
      return fail(r);
    }
    if (isZero(a)) {
      mpfr_set_zero(r.lo, 1);
      mpfr_set_zero(r.hi, 1);
      return r;
    }
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
  Iv divByPoint(Iv a, long k) {  // a / k for a positive integer k
    Iv r = arena_.interval();
    mpfr_div_si(r.lo, a.lo, k, MPFR_RNDD);
    mpfr_div_si(r.hi, a.hi, k, MPFR_RNDU);
    return r;
  }
  Iv abs(Iv a) {
    if (nonNegative(a)) return a;
    if (nonPositive(a)) return neg(a);
    Iv r = arena_.interval();
    mpfr_set_zero(r.lo, 1);
    mpfr_neg(r.hi, a.lo, MPFR_RNDN);
    mpfr_max(r.hi, r.hi, a.hi, MPFR_RNDN);
    return r;
  }

  // A function increasing on the interval's range (exp, expm1, log, log1p,
  // sinh, tanh, sqrt, cbrt, atan, ...).
  Iv increasing(MpfrFn fn, Iv a) {
    Iv r = arena_.interval();
    if (isPoint(a)) {
      fromTernary(r, fn(r.lo, a.lo, MPFR_RNDN));
    } else {
      fn(r.lo, a.lo, MPFR_RNDD);
      fn(r.hi, a.hi, MPFR_RNDU);
    }
    return check(r);
  }
  Iv exp(Iv a) { return increasing(mpfr_exp, a); }
  Iv expm1(Iv a) { return increasing(mpfr_expm1, a); }
  Iv sinh(Iv a) { return increasing(mpfr_sinh, a); }
  Iv tanh(Iv a) { return increasing(mpfr_tanh, a); }
  Iv cbrt(Iv a) { return increasing(mpfr_cbrt, a); }
  Iv log(Iv a) {  // of a value known to be >= 0
    if (mpfr_sgn(a.hi) < 0) return fail(arena_.interval());
    if (mpfr_sgn(a.lo) < 0) a = clampBelowAtZero(a);
    return increasing(mpfr_log, a);
  }
  Iv log1p(Iv a) {  // of a value known to be >= -1
    if (mpfr_cmp_si(a.lo, -1) < 0) return fail(arena_.interval());
    return increasing(mpfr_log1p, a);
  }
  Iv sqrt(Iv a) {  // of a value known to be >= 0 (rounding may push lo below)
    if (mpfr_sgn(a.hi) < 0) return fail(arena_.interval());
    if (mpfr_sgn(a.lo) < 0) a = clampBelowAtZero(a);
    return increasing(mpfr_sqrt, a);
  }
  Iv cosh(Iv a) {
    if (nonNegative(a)) return increasing(mpfr_cosh, a);
    if (nonPositive(a)) return increasing(mpfr_cosh, neg(a));
    Iv r = arena_.interval();
    mpfr_ptr t = arena_.scalar();
    mpfr_set_ui(r.lo, 1, MPFR_RNDN);
    mpfr_cosh(r.hi, a.lo, MPFR_RNDU);
    mpfr_cosh(t, a.hi, MPFR_RNDU);
    mpfr_max(r.hi, r.hi, t, MPFR_RNDN);
    return check(r);
  }
  Iv hypot(Iv a, Iv b) {
    Iv x = abs(a), y = abs(b);
    Iv r = arena_.interval();
    if (isPoint(x) && isPoint(y)) {
      fromTernary(r, mpfr_hypot(r.lo, x.lo, y.lo, MPFR_RNDN));
    } else {
      mpfr_hypot(r.lo, x.lo, y.lo, MPFR_RNDD);
      mpfr_hypot(r.hi, x.hi, y.hi, MPFR_RNDU);
    }
    return check(r);
  }

  // sin and cos of an interval. Over a width below pi there is at most one
  // extremum, where the derivative changes sign between the ends.
  Iv sin(Iv a) { return sinOrCos(a, true); }
  Iv cos(Iv a) { return sinOrCos(a, false); }

  // atan2(y, x) over a box that neither contains the origin nor crosses
  // the branch cut (the negative real axis): its range is attained at the
  // corners.
  Iv atan2(Iv y, Iv x) {
    Iv r = arena_.interval();
    if (isPoint(y) && isPoint(x)) {
      fromTernary(r, mpfr_atan2(r.lo, y.lo, x.lo, MPFR_RNDN));
      return check(r);
    }
    bool yStraddles = mpfr_sgn(y.lo) < 0 && mpfr_sgn(y.hi) > 0;
    if (yStraddles && mpfr_sgn(x.lo) <= 0) return fail(r);
    if (containsZero(x) && containsZero(y)) return fail(r);
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

  // Complex operations on interval parts.
  CIv cpoint(C z) { return {point(z.real()), point(z.imag())}; }
  CIv cadd(CIv a, CIv b) { return {add(a.re, b.re), add(a.im, b.im)}; }
  CIv cmul(CIv a, CIv b) {  // (ac - bd) + (ad + bc)i
    return {sub(mul(a.re, b.re), mul(a.im, b.im)), add(mul(a.re, b.im), mul(a.im, b.re))};
  }
  CIv cdiv(CIv a, CIv b) {  // ((ac + bd) + (bc - ad)i) / (c^2 + d^2)
    Iv den = add(sqr(b.re), sqr(b.im));
    return {div(add(mul(a.re, b.re), mul(a.im, b.im)), den), div(sub(mul(a.im, b.re), mul(a.re, b.im)), den)};
  }
  // exp(a + bi) = e^a (cos b + i sin b)
  CIv cexp(CIv z) {
    Iv e = exp(z.re);
    return {mul(e, cos(z.im)), mul(e, sin(z.im))};
  }
  // log z = log|z| + i arg z, log|z| = log(re^2 + im^2) / 2
  CIv clog(CIv z) {
    Iv modulus2 = add(sqr(z.re), sqr(z.im));
    if (isZero(modulus2)) singular_ = true;
    return {scale2(log(modulus2), -1), atan2(z.im, z.re)};
  }
  // The principal square root, with m = |z|:
  //   re >= 0: sqrt((m + re) / 2) + i im / (2 sqrt((m + re) / 2))
  //   re < 0:  |im| / (2 t) + i sign(im) t, t = sqrt((m - re) / 2)
  // (the sign of an exactly zero imaginary part is its sign bit, as in C).
  CIv csqrt(CIv z) {
    if (isZero(z.re) && isZero(z.im)) return markSingular();
    Iv m = hypot(z.re, z.im);
    if (mpfr_sgn(z.re.hi) < 0) {
      Iv t = sqrt(scale2(sub(m, z.re), -1));
      bool negative;
      if (isZero(z.im)) negative = mpfr_signbit(z.im.lo) && mpfr_signbit(z.im.hi);
      else if (nonNegative(z.im)) negative = false;
      else if (nonPositive(z.im)) negative = true;
      else return {fail(arena_.interval()), fail(arena_.interval())};  // across the cut
      return {div(abs(z.im), scale2(t, 1)), negative ? neg(t) : t};
    }
    if (mpfr_sgn(z.re.lo) < 0 && containsZero(z.im))
      return {fail(arena_.interval()), fail(arena_.interval())};  // at the cut
    Iv t = sqrt(scale2(add(m, z.re), -1));
    return {t, div(z.im, scale2(t, 1))};
  }

 private:
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
  Iv clampBelowAtZero(Iv a) {
    Iv r = arena_.interval();
    mpfr_set_zero(r.lo, 1);
    mpfr_set(r.hi, a.hi, MPFR_RNDN);
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
  Iv sinOrCos(Iv a, bool sine) {
    Iv r = arena_.interval();
    if (isPoint(a)) {
      fromTernary(r, sine ? mpfr_sin(r.lo, a.lo, MPFR_RNDN) : mpfr_cos(r.lo, a.lo, MPFR_RNDN));
      return check(r);
    }
    mpfr_ptr width = arena_.scalar();
    mpfr_sub(width, a.hi, a.lo, MPFR_RNDU);
    if (!mpfr_number_p(width) || mpfr_cmp_ui(width, 3) > 0) {
      mpfr_set_si(r.lo, -1, MPFR_RNDN);
      mpfr_set_si(r.hi, 1, MPFR_RNDN);
      return r;
    }
    // value and derivative enclosures at both ends
    Iv vLo = sine ? sin(pointOf(a.lo)) : cos(pointOf(a.lo));
    Iv vHi = sine ? sin(pointOf(a.hi)) : cos(pointOf(a.hi));
    Iv dLo = sine ? cos(pointOf(a.lo)) : neg(sin(pointOf(a.lo)));
    Iv dHi = sine ? cos(pointOf(a.hi)) : neg(sin(pointOf(a.hi)));
    mpfr_min(r.lo, vLo.lo, vHi.lo, MPFR_RNDN);
    mpfr_max(r.hi, vLo.hi, vHi.hi, MPFR_RNDN);
    if (mpfr_sgn(dLo.hi) >= 0 && mpfr_sgn(dHi.lo) <= 0) mpfr_set_ui(r.hi, 1, MPFR_RNDN);   // a maximum inside
    if (mpfr_sgn(dLo.lo) <= 0 && mpfr_sgn(dHi.hi) >= 0) mpfr_set_si(r.lo, -1, MPFR_RNDN);  // a minimum inside
    return check(r);
  }
  Iv pointOf(mpfr_srcptr v) {
    Iv r = arena_.interval();
    mpfr_set(r.lo, v, MPFR_RNDN);  // same precision: exact
    mpfr_set(r.hi, v, MPFR_RNDN);
    return r;
  }

  Arena arena_;
  bool failed_ = false;
  bool singular_ = false;
};

// ---------------------------------------------------------------------------
// The functions. x, y are the operands' exact values (points).

CIv evaluate(Intervals& I, Function f, C xv, C yv) {
  CIv z = I.cpoint(xv);
  Iv a = z.re, b = z.im;
  switch (f) {
    case Function::Exp:  // e^a cos b + i e^a sin b
      return I.cexp(z);
    case Function::Expm1: {  // (expm1(a) cos b - 2 sin^2(b/2)) + i e^a sin b
      Iv halfSin = I.sin(I.scale2(b, -1));
      Iv re = I.sub(I.mul(I.expm1(a), I.cos(b)), I.scale2(I.sqr(halfSin), 1));
      return {re, I.mul(I.exp(a), I.sin(b))};
    }
    case Function::Log:  // log(a^2 + b^2) / 2 + i atan2(b, a)
      return I.clog(z);
    case Function::Log1p: {
      // The spec: log(hypot(a + 1, b)) + i atan2(b, a + 1). Near 0 the real
      // part is computed as log1p(a (a + 2) + b^2) / 2, the same value.
      Iv u = I.addOne(a);
      Iv re;
      if (std::fabs(xv.real()) < 0.5 && std::fabs(xv.imag()) < 0.5) {
        re = I.scale2(I.log1p(I.add(I.mul(a, I.addOne(I.addOne(a))), I.sqr(b))), -1);
      } else {
        Iv modulus2 = I.add(I.sqr(u), I.sqr(b));
        re = I.scale2(I.log(modulus2), -1);
      }
      return {re, I.atan2(b, u)};
    }
    case Function::Logistic: {
      // 1 / (1 + e^-z), written as e^z / (1 + e^z) when re(z) < 0 so that
      // no intermediate overflows where the value is tiny.
      CIv one = I.cpoint(C(1.0, 0.0));
      if (xv.real() >= 0) {
        CIv e = I.cexp(I.cpoint(-xv));
        return I.cdiv(one, I.cadd(one, e));
      }
      CIv e = I.cexp(z);
      return I.cdiv(e, I.cadd(one, e));
    }
    case Function::Sin:  // sin a cosh b + i cos a sinh b
      return {I.mul(I.sin(a), I.cosh(b)), I.mul(I.cos(a), I.sinh(b))};
    case Function::Cos:  // cos a cosh b - i sin a sinh b
      return {I.mul(I.cos(a), I.cosh(b)), I.neg(I.mul(I.sin(a), I.sinh(b)))};
    case Function::Tan: {
      // (sin 2a + i sinh 2b) / (cos 2a + cosh 2b), the imaginary part as
      // tanh 2b / (1 + cos 2a / cosh 2b) (no overflow for large |b|).
      Iv a2 = I.scale2(a, 1), b2 = I.scale2(b, 1);
      Iv c = I.cos(a2), ch = I.cosh(b2);
      return {I.div(I.sin(a2), I.add(c, ch)), I.div(I.tanh(b2), I.addOne(I.div(c, ch)))};
    }
    case Function::Tanh: {
      // (sinh 2a + i sin 2b) / (cosh 2a + cos 2b), likewise.
      Iv a2 = I.scale2(a, 1), b2 = I.scale2(b, 1);
      Iv c = I.cos(b2), ch = I.cosh(a2);
      return {I.div(I.tanh(a2), I.addOne(I.div(c, ch))), I.div(I.sin(b2), I.add(ch, c))};
    }
    case Function::Sqrt:
      return I.csqrt(z);
    case Function::Rsqrt: {  // 1 / sqrt z = conj(sqrt z) / |z|
      CIv s = I.csqrt(z);
      Iv m = I.hypot(a, b);
      return {I.div(s.re, m), I.neg(I.div(s.im, m))};
    }
    case Function::Cbrt: {  // cbrt|z| (cos t + i sin t), t = arg(z) / 3
      Iv r = I.cbrt(I.hypot(a, b));
      Iv t = I.divByPoint(I.atan2(b, a), 3);
      return {I.mul(r, I.cos(t)), I.mul(r, I.sin(t))};
    }
    case Function::Atan2: {  // -i log((x + i y) / sqrt(x^2 + y^2)), x = rhs, y = lhs
      CIv y = z, x = I.cpoint(yv);
      CIv iy{I.neg(y.im), y.re};
      CIv u = I.cadd(x, iy);
      CIv v = I.cadd(I.cmul(x, x), I.cmul(y, y));
      if (Intervals::isZero(v.re) && Intervals::isZero(v.im)) return I.markSingular();
      CIv l = I.clog(I.cdiv(u, I.csqrt(v)));
      return {l.im, I.neg(l.re)};
    }
    case Function::Pow: {  // exp(y log x)
      CIv w = I.cmul(I.cpoint(yv), I.clog(z));
      return I.cexp(w);
    }
  }
  return {};
}

// The value of a part, when both ends of its interval round to the same
// value of the part type.
std::optional<double> decide(Iv v, ElementType part, mpfr_ptr scratch, double cSign) {
  if (mpfr_nan_p(v.lo) || mpfr_nan_p(v.hi)) return std::nullopt;
  double lo = roundToType(v.lo, part, scratch);
  double hi = roundToType(v.hi, part, scratch);
  if (!(lo == hi)) return std::nullopt;  // (+0 == -0)
  if (lo != 0) return lo;
  // A zero: the sign of the exact value where the interval has one, else C's.
  if (mpfr_sgn(v.lo) > 0) return 0.0;
  if (mpfr_sgn(v.hi) < 0) return -0.0;
  return std::copysign(0.0, cSign);
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
    for (mpfr_prec_t w = start_; w <= kCap; w *= 2) {
      if (w != start_) ++retries_;
      intervals_.start(w);
      CIv r = evaluate(intervals_, f, x, y);
      if (intervals_.singular()) return c;
      if (intervals_.failed()) continue;
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
    g.complexRetries.fetch_add(retries_, std::memory_order_relaxed);
    g.unresolved.fetch_add(unresolved_, std::memory_order_relaxed);
    evaluations_ = retries_ = unresolved_ = 0;
  }

 private:
  static constexpr mpfr_prec_t kCap = 1 << 13;
  ElementType part_;
  mpfr_prec_t start_;
  mpfr_t scratch_;
  Intervals intervals_;
  uint64_t evaluations_ = 0, retries_ = 0, unresolved_ = 0;
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
