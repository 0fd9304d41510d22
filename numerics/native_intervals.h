// Interval arithmetic on double or long double, the fast backend of the
// complex functions (complex_formulas.h evaluates the formulas on it first;
// correct_rounding_complex.cpp falls back to mpfr_intervals.h where it
// cannot decide). Only correct_rounding_complex.cpp includes it.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

#include "numerics/correct_rounding_mpfr.h"

namespace hloref::exact::detail {

// Internal linkage, as if this code stood in correct_rounding_complex.cpp
// (its only includer): GCC inlines the interval primitives more freely
// then (measured: complex<f32> exp about 13% slower with external linkage).
namespace {

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
  // Relative error bounds of the C library functions and an absolute floor
  // for results near the subnormal range.
  static constexpr T kRelative = sizeof(T) == sizeof(double) ? T(kDoubleBound) : T(kLongBound);
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

}  // namespace

}  // namespace hloref::exact::detail
