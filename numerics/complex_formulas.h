// The spec's complex functions as formulas on intervals, written once for
// both backends (native_intervals.h, mpfr_intervals.h): a backend B gives
// the primitives (add, mul, exp of a real interval, ...), Ops<B> builds the
// complex arithmetic and the real functions with their domains and branch
// cuts from them, and evaluate() runs one function on a pair of operands.
// Only correct_rounding_complex.cpp includes it.
#pragma once

#include <cmath>
#include <complex>

#include "numerics/correct_rounding.h"

namespace hloref::exact::detail {

// Internal linkage, as if this code stood in correct_rounding_complex.cpp
// (its only includer): GCC inlines the interval primitives more freely
// then (measured: complex<f32> exp about 13% slower with external linkage).
namespace {

using C = std::complex<double>;

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
// The functions. xv, yv are the operands' exact values (points).

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

}  // namespace

}  // namespace hloref::exact::detail
