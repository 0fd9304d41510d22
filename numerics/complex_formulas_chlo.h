// CHLO's complex elementary functions (ChloOps.td: acos, acosh, asin,
// asinh, atan, atanh, cosh, sinh on complex operands) as formulas on
// intervals, for the backends complex_formulas.h serves. Only
// correct_rounding_complex.cpp includes it.
//
// Branches: the principal values of ISO C Annex G (casin, cacos, casinh,
// cacosh, catan, catanh; NumPy's), which CHLO's decompositions also compute
// away from the cuts:
//   asin, atanh: cuts on the real axis beyond +-1; acos: the same cuts;
//   acosh: the real axis below 1; asinh, atan: the imaginary axis beyond
//   +-i. On a cut the sign of the zero part picks the side (Annex G's
//   conj(f(z)) = f(conj(z))), so asin(2 - 0i) = pi/2 - 1.3170i. CHLO's
//   decompositions test `imag(z) < 0` there and give pi/2 + 1.3170i: hloref
//   follows Annex G (the C library, NumPy), not that detail.
//
// Every formula works on |re| and |im| (the functions are odd or even in
// each part and commute with conjugation) and then applies the signs, so
// its terms are sums of non-negative quantities: the only subtractions are
// 1 - x or x - 1 of an operand x (exact in MPFR once the precision covers
// x's exponent) and, in atanh's imaginary part, (1 - x)(1 + x) - y^2 inside
// atan2(2y, .), whose angle that cancellation cannot disturb unless y is
// tiny too (near the pole at 1, where the precision escalation of
// correct_rounding_complex.cpp resolves it). No term overflows or
// underflows: MPFR runs in its widest exponent range, and the native
// backends' double (complex<f32>) and long double (complex<f64>) hold
// every product of two parts.
#pragma once

#include <cmath>
#include <complex>

#include "numerics/complex_formulas.h"
#include "numerics/special_functions.h"

namespace hloref::exact::detail {

// Internal linkage, as complex_formulas.h (its only includer is one file).
namespace {

// Hull, Fairgrieve and Tang's decomposition of the arcsine (ACM TOMS 23(3),
// 1997), which CHLO's _asin_acos_kernel also names: for x, y >= 0 and
//   r = |z + 1|, s = |z - 1|, A = (r + s) / 2 (>= 1),
//   asin(z) = asin(x / A) + i log(A + sqrt(A^2 - 1))
//           = atan2(x, D) + i L, D = sqrt(A^2 - x^2) = sqrt((A + x)(A - x)),
//                                L = log1p((A - 1) + sqrt((A - 1)(A + 1))).
// A - x and A - 1 are written without cancellation, r - (x + 1) as
// y^2 / (r + x + 1) and s - |x - 1| as y^2 / (s + |x - 1|).
template <class B>
struct AsinKernel {
  typename B::Iv d, l;
};

template <class B>
AsinKernel<B> asinKernel(B& I, Ops<B>& O, double xv, double yv) {
  using Iv = typename B::Iv;
  Iv x = I.point(xv), y = I.point(yv);
  Iv xPlus1 = O.addOne(x);
  Iv r = O.hypot(xPlus1, y), s = O.hypot(I.sub(x, I.constant(1)), y);
  Iv a = I.scale2(I.add(r, s), -1);
  Iv yy = I.sqr(y);
  Iv rTerm = I.div(yy, I.add(r, xPlus1));  // r - (x + 1)
  Iv aMinusX, aMinus1;
  if (xv <= 1) {
    Iv oneMinusX = I.sub(I.constant(1), x);
    aMinusX = I.scale2(I.add(rTerm, I.add(s, oneMinusX)), -1);
    aMinus1 = xv < 1 ? I.scale2(I.add(rTerm, I.div(yy, I.add(s, oneMinusX))), -1)  // s - (1 - x)
                     : I.scale2(I.add(rTerm, s), -1);                             // x = 1
  } else {
    Iv xMinus1 = I.sub(x, I.constant(1));
    aMinusX = I.scale2(I.add(rTerm, I.div(yy, I.add(s, xMinus1))), -1);  // s - (x - 1)
    aMinus1 = I.scale2(I.add(rTerm, I.add(s, xMinus1)), -1);
  }
  Iv d = O.sqrt(I.mul(I.add(a, x), aMinusX));
  Iv l = O.log1p(I.add(aMinus1, O.sqrt(I.mul(aMinus1, O.addOne(a)))));
  return {d, l};
}

// atanh(x + iy) for x, y >= 0 (the pole 1 + 0i excluded):
//   re = log1p(4x / ((1 - x)^2 + y^2)) / 4,
//   im = atan2(2y, (1 - x)(1 + x) - y^2) / 2.
template <class B>
typename B::CIv atanhFirstQuadrant(B& I, Ops<B>& O, double xv, double yv) {
  using Iv = typename B::Iv;
  Iv x = I.point(xv), y = I.point(yv);
  Iv oneMinusX = I.sub(I.constant(1), x);
  Iv re = I.scale2(O.log1p(I.div(I.scale2(x, 2), I.add(I.sqr(oneMinusX), I.sqr(y)))), -2);
  Iv im = I.scale2(O.atan2(I.scale2(y, 1), I.sub(I.mul(oneMinusX, O.addOne(x)), I.sqr(y))), -1);
  return {re, im};
}

template <class B>
typename B::Iv withSignOf(B& I, typename B::Iv v, double sign) {
  return std::signbit(sign) ? I.neg(v) : v;
}

// The functions. z = xv (a point); the parts' signs pick the quadrant.
template <class B>
typename B::CIv evaluateChlo(B& backend, special::Function f, C z) {
  using Iv = typename B::Iv;
  Ops<B> O{backend};
  B& I = backend;
  const double x = z.real(), y = z.imag(), ax = std::fabs(x), ay = std::fabs(y);
  switch (f) {
    case special::Function::Asin: {  // atan2(x, D) + i sign(y) L
      AsinKernel<B> w = asinKernel(I, O, ax, ay);
      return {O.atan2(I.point(x), w.d), withSignOf(I, w.l, y)};
    }
    case special::Function::Acos: {  // atan2(D, x) - i sign(y) L
      AsinKernel<B> w = asinKernel(I, O, ax, ay);
      return {O.atan2(w.d, I.point(x)), withSignOf(I, I.neg(w.l), y)};
    }
    case special::Function::Asinh: {  // -i asin(iz): sign(x) L' + i atan2(y, D'), w' at (|y|, |x|)
      AsinKernel<B> w = asinKernel(I, O, ay, ax);
      return {withSignOf(I, w.l, x), O.atan2(I.point(y), w.d)};
    }
    case special::Function::Acosh: {  // L + i sign(y) atan2(D, x)
      AsinKernel<B> w = asinKernel(I, O, ax, ay);
      return {w.l, withSignOf(I, O.atan2(w.d, I.point(x)), y)};
    }
    case special::Function::Atanh: {
      typename B::CIv w = atanhFirstQuadrant(I, O, ax, ay);
      return {withSignOf(I, w.re, x), withSignOf(I, w.im, y)};
    }
    case special::Function::Atan: {  // -i atanh(iz)
      typename B::CIv w = atanhFirstQuadrant(I, O, ay, ax);
      return {withSignOf(I, w.im, x), withSignOf(I, w.re, y)};
    }
    case special::Function::Sinh: {  // sinh x cos y + i cosh x sin y
      Iv a = I.point(x), b = I.point(y);
      return {I.mul(I.sinh(a), O.cos(b)), I.mul(O.cosh(a), O.sin(b))};
    }
    case special::Function::Cosh: {  // cosh x cos y + i sinh x sin y
      Iv a = I.point(x), b = I.point(y);
      return {I.mul(O.cosh(a), O.cos(b)), I.mul(I.sinh(a), O.sin(b))};
    }
    default:
      break;
  }
  return {I.failure(), I.failure()};
}

}  // namespace

}  // namespace hloref::exact::detail
