// erf_inv(y): the x with erf(x) = y, under MPFR's contract.
//
// Edges (the limits of the inverse): erf_inv(+-0) = +-0, erf_inv(+-1) =
// +-inf, NaN for |y| > 1 and for NaN (JAX's erfinv and XLA's ErfInv give the
// same values there).
//
// Method: erf is increasing, so an interval [lo, hi] holds erf_inv(y)
// exactly when erf(lo) < y < erf(hi); MPFR decides each comparison with a
// directed rounding (erf(lo) rounded up below y, erf(hi) rounded down above
// y). For y > 1/2 the comparisons use erfc and 1 - y instead (exact: y has
// at most the working precision's bits, 1 - y has fewer), where erf's
// values would crowd below 1. The bracket comes from Newton's iteration at
// the working precision, started from a double estimate, and is widened
// around the Newton value until the comparisons prove it; Ziv's strategy
// (special_functions_mpfr.h) rounds it, raising the working precision
// until both ends round alike.
#include <mpfr.h>

#include <algorithm>
#include <cmath>

#include "numerics/special_functions_mpfr.h"

namespace hloref::special::detail {
namespace {

constexpr double kHalfSqrtPi = 0.88622692545275801365;  // sqrt(pi) / 2, the slope 1 / erf'(0)

// A double estimate of erf_inv(y) for y in (0, 1): a few Newton steps on
// the C library's erf or erfc from a rough start. Only a starting point:
// its error does not matter beyond the iteration count.
double estimate(double y) {
  if (!(y < 1)) return 6.0;
  if (y <= 0.5) {
    double x = y * kHalfSqrtPi;
    for (int i = 0; i < 6; ++i) x -= (std::erf(x) - y) * kHalfSqrtPi * std::exp(x * x);
    return x;
  }
  double c = 1 - y;  // exact for y in (1/2, 1)
  // erfc(x) ~ e^(-x^2) / (x sqrt(pi)): x^2 = -log(c x sqrt(pi)), iterated.
  double x = std::sqrt(-std::log(c));
  for (int i = 0; i < 4; ++i) x = std::sqrt(std::max(-std::log(c * x * 1.7724538509055160273), 0.01));
  for (int i = 0; i < 6; ++i) x += (std::erfc(x) - c) * kHalfSqrtPi * std::exp(x * x);
  return x;
}

// Newton's iteration for erf(x) = y (or erfc(x) = c when `tail`) at
// precision w, into x.
void newton(mpfr_ptr x, mpfr_srcptr y, mpfr_srcptr c, bool tail, mpfr_prec_t w) {
  PoolScope scope;
  mpfr_ptr f = pool().take(w);
  mpfr_ptr d = pool().take(w);
  if (mpfr_cmp_d(y, 0x1p-20) < 0) {
    // erf(x) = (2 / sqrt(pi)) x (1 - x^2 / 3 + ...): the linear term is
    // right to ~40 bits here, at any magnitude (no double subnormals).
    mpfr_mul_d(x, y, kHalfSqrtPi, MPFR_RNDN);
  } else {
    mpfr_set_d(x, estimate(mpfr_get_d(y, MPFR_RNDN)), MPFR_RNDN);
  }
  // Quadratic convergence from ~40 correct bits: log2(w / 40) + 2 steps.
  int steps = 2;
  for (mpfr_prec_t bits = 40; bits < w; bits *= 2) ++steps;
  for (int i = 0; i < steps; ++i) {
    if (tail) {
      mpfr_erfc(f, x, MPFR_RNDN);
      mpfr_sub(f, c, f, MPFR_RNDN);  // c - erfc(x) = erf(x) - y
    } else {
      mpfr_erf(f, x, MPFR_RNDN);
      mpfr_sub(f, f, y, MPFR_RNDN);
    }
    mpfr_sqr(d, x, MPFR_RNDN);
    mpfr_exp(d, d, MPFR_RNDN);  // 1 / erf'(x) = (sqrt(pi) / 2) e^(x^2)
    mpfr_mul(f, f, d, MPFR_RNDN);
    mpfr_mul_d(f, f, kHalfSqrtPi, MPFR_RNDN);
    mpfr_sub(x, x, f, MPFR_RNDN);
  }
}

// Whether erf(a) < y (below) or erf(a) > y (!below), proven.
bool erfCompares(mpfr_srcptr a, mpfr_srcptr y, mpfr_srcptr c, bool tail, bool below, mpfr_prec_t w) {
  PoolScope scope;
  mpfr_ptr v = pool().take(w);
  if (tail) {
    // erf(a) < y  <=>  erfc(a) > c
    mpfr_erfc(v, a, below ? MPFR_RNDD : MPFR_RNDU);
    return below ? mpfr_greater_p(v, c) : mpfr_less_p(v, c);
  }
  mpfr_erf(v, a, below ? MPFR_RNDU : MPFR_RNDD);
  return below ? mpfr_less_p(v, y) : mpfr_greater_p(v, y);
}

// Encloses erf_inv(y) for y in (0, 1) at precision w.
bool enclose(mpfr_srcptr y, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  PoolScope scope;
  const bool tail = mpfr_cmp_d(y, 0.5) > 0;
  mpfr_ptr c = pool().take(w + mpfr_get_prec(y));
  mpfr_ui_sub(c, 1, y, MPFR_RNDN);  // exact at this precision
  mpfr_ptr x = pool().take(w + 16);
  newton(x, y, c, tail, w + 16);
  if (!mpfr_number_p(x) || mpfr_sgn(x) <= 0) return false;
  mpfr_ptr delta = pool().take(w);
  // Start at 2^-(w-4) relative, widen fourfold while a side is unproven.
  for (int widen = 0; widen < 4; ++widen) {
    mpfr_set_ui_2exp(delta, 1, mpfr_get_exp(x) - (w - 4) + 2 * widen, MPFR_RNDN);
    mpfr_sub(lo, x, delta, MPFR_RNDD);
    mpfr_add(hi, x, delta, MPFR_RNDU);
    if (mpfr_sgn(lo) < 0) mpfr_set_zero(lo, 1);  // erf(0) = 0 < y
    bool loOk = mpfr_zero_p(lo) || erfCompares(lo, y, c, tail, true, w + 16);
    bool hiOk = erfCompares(hi, y, c, tail, false, w + 16);
    if (loOk && hiOk) return true;
  }
  return false;
}

}  // namespace

int erfInv(mpfr_ptr r, mpfr_srcptr y, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(y) || mpfr_cmpabs_ui(y, 1) > 0) {
    mpfr_set_nan(r);
    return 0;
  }
  if (mpfr_zero_p(y)) return mpfr_set(r, y, rnd);  // signed zero
  if (mpfr_cmpabs_ui(y, 1) == 0) {
    mpfr_set_inf(r, mpfr_sgn(y));
    return 0;
  }
  if (mpfr_sgn(y) < 0) {
    // erf_inv is odd: round the magnitude the mirrored way.
    PoolScope scope;
    mpfr_ptr magnitude = pool().take(mpfr_get_prec(y));
    mpfr_neg(magnitude, y, MPFR_RNDN);
    int t = erfInv(r, magnitude, mirrored(rnd));
    mpfr_neg(r, r, MPFR_RNDN);
    return -t;
  }
  return roundEnclosure(r, rnd, [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) { return enclose(y, w, lo, hi); });
}

}  // namespace hloref::special::detail
