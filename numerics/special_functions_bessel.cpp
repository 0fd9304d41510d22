// The exponentially scaled modified Bessel functions of the first kind,
// i0e(x) = e^-|x| I0(x) and i1e(x) = e^-|x| I1(x), under MPFR's contract.
//
// Edges: i0e is even, i1e odd (I1 is odd); i0e(+-0) = 1, i1e(+-0) = +-0;
// at +-inf the limits, i0e = +0 and i1e = +-0; NaN gives NaN.
//
// Method for x > 0, at working precision w (Ziv's strategy,
// special_functions_mpfr.h, raises w until the rounding is decided):
//   - the power series I_n(x) = sum_k (x/2)^(2k+n) / (k! (k+n)!), whose terms
//     are positive (no cancellation), summed in intervals until a term is
//     below 2^-(w+4) of the sum and the ratio of consecutive terms, which
//     decreases, is at most 1/2: the rest is then at most that term. Then
//     times e^-x, rounded outwards;
//   - for large x, Hankel's expansion with a remainder bound derived here.
//     From I_n(x) = (1/pi) int_0^pi e^(x cos t) cos(nt) dt and u = 1 - cos t:
//       e^-x I_n(x) = (1/pi) int_0^2 e^(-xu) T_n(1-u) / sqrt(u (2-u)) du.
//     On [1, 2] the integrand is at most e^-x / sqrt(u (2-u)) in magnitude,
//     whose integral is pi/2: that piece is within e^-x / 2. On [0, 1],
//     (2-u)^-1/2 = 2^-1/2 sum_k c_k (u/2)^k, c_k = C(2k, k) / 4^k (positive,
//     decreasing), whose tail after K terms is at most 2 c_K (u/2)^K for
//     u/2 <= 1/2. Each kept term integrates to Gamma(k + 1/2) / x^(k+1/2)
//     less int_1^inf e^(-xu) u^(k-1/2) du <= e^-x / (x - k) (u^m <=
//     e^(m(u-1))). Collecting, with A_k = ((2k)!)^2 / (32^k (k!)^3):
//       e^-x I_0(x) = (2 pi x)^-1/2 [sum_{k<K} A_k / x^k + E],
//       e^-x I_1(x) = (2 pi x)^-1/2 [sum_{k<K} A_k / x^k (1 - (k + 1/2) / x) + E],
//     0 <= E <= 2 A_K / x^K (T_1(1-u) = 1 - u lies in [0, 1] on [0, 1]), up
//     to terms of magnitude at most 3 e^-x for x >= 2K + 2, which the
//     enclosure adds on both sides. (A_1 = 1/8, A_2 = 9/128: Hankel's
//     coefficients.) It is used when e^-x is below 2^-(w+30) and the terms
//     fall below 2^-(w+6) before K reaches x/2 - 1; else the series runs.
#include <mpfr.h>

#include "numerics/special_functions_mpfr.h"

namespace hloref::special::detail {
namespace {

// sum_k (x/2)^(2k+n) / (k! (k+n)!) times e^-x, enclosed at precision w.
bool seriesEnclosure(mpfr_srcptr x, int n, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  PoolScope scope;
  Enclosure e(w);
  Iv half = e.point(x);
  mpfr_div_2ui(half.lo, half.lo, 1, MPFR_RNDD);
  mpfr_div_2ui(half.hi, half.hi, 1, MPFR_RNDU);
  Iv h2 = e.mul(half, half);
  Iv term = e.add(n == 0 ? e.integer(1) : half, e.integer(0));  // its own variables
  Iv sum = e.add(term, e.integer(0));
  mpfr_ptr ratio = pool().take(w);
  mpfr_ptr limit = pool().take(w);
  for (unsigned long k = 0;; ++k) {
    // term_{k+1} = term_k (x/2)^2 / ((k + 1) (k + 1 + n))
    const unsigned long d = (k + 1) * (k + 1 + static_cast<unsigned long>(n));
    Iv next = e.divUi(e.mul(term, h2), d);
    mpfr_set(term.lo, next.lo, MPFR_RNDN);
    mpfr_set(term.hi, next.hi, MPFR_RNDN);
    mpfr_add(sum.lo, sum.lo, term.lo, MPFR_RNDD);
    mpfr_add(sum.hi, sum.hi, term.hi, MPFR_RNDU);
    // The ratio to the term after next bounds every later ratio.
    mpfr_div_ui(ratio, h2.hi, (k + 2) * (k + 2 + static_cast<unsigned long>(n)), MPFR_RNDU);
    mpfr_mul_2si(limit, sum.lo, -(w + 4), MPFR_RNDD);
    if (mpfr_cmp_d(ratio, 0.5) <= 0 && mpfr_lessequal_p(term.hi, limit)) {
      mpfr_add(sum.hi, sum.hi, term.hi, MPFR_RNDU);  // the rest: at most one more such term
      break;
    }
    if (k > 1000000) return false;
  }
  Iv minusX = e.neg(e.point(x));
  Iv scale = e.increasing(mpfr_exp, minusX);
  Iv v = e.mul(sum, scale);
  mpfr_set(lo, v.lo, MPFR_RNDD);
  mpfr_set(hi, v.hi, MPFR_RNDU);
  return true;
}

// Hankel's expansion with the bound derived above; false when it cannot
// reach precision w at this x.
bool asymptoticEnclosure(mpfr_srcptr x, int n, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  // e^-x <= 2^-(w+30): x log2(e) >= w + 30.
  if (mpfr_cmp_d(x, static_cast<double>(w + 30) * 0.6931471805599453 + 1) < 0) return false;
  PoolScope scope;
  Enclosure e(w + 16);
  Iv px = e.point(x);
  const double xd = mpfr_get_d(x, MPFR_RNDD);
  Iv a = e.integer(1);  // A_k / x^k
  auto factor = [&](unsigned long k) {  // 1 - (k + 1/2) / x for I_1
    Iv c = e.integer(static_cast<long>(2 * k + 1));
    return e.sub(e.integer(1), e.div(c, e.mul(e.integer(2), px)));
  };
  Iv sum = n == 0 ? a : e.mul(a, factor(0));
  mpfr_ptr limit = pool().take(w + 16);
  mpfr_set_ui_2exp(limit, 1, -(w + 6), MPFR_RNDN);
  for (unsigned long k = 0;; ++k) {
    // A_{k+1} / A_k = (2k + 1)^2 / (8 (k + 1))
    if (static_cast<double>(k + 1) > xd / 2 - 1) return false;
    a = e.div(e.mulUi(a, (2 * k + 1) * (2 * k + 1)), e.mul(e.integer(static_cast<long>(8 * (k + 1))), px));
    if (mpfr_lessequal_p(a.hi, limit)) break;  // K = k + 1
    sum = e.add(sum, n == 0 ? a : e.mul(a, factor(k + 1)));
  }
  // sum + [0, 2 A_K / x^K], times (2 pi x)^-1/2, then -+ 3 e^-x.
  Iv remainder = e.fresh();
  mpfr_set_zero(remainder.lo, 1);
  mpfr_mul_2ui(remainder.hi, a.hi, 1, MPFR_RNDU);
  Iv total = e.add(sum, remainder);
  Iv twoPiX = e.mul(e.mulUi(e.pi(), 2), px);
  Iv prefactor = e.fresh();
  mpfr_rec_sqrt(prefactor.lo, twoPiX.hi, MPFR_RNDD);
  mpfr_rec_sqrt(prefactor.hi, twoPiX.lo, MPFR_RNDU);
  Iv v = e.mul(total, prefactor);
  mpfr_ptr tiny = pool().take(w + 16);
  mpfr_neg(tiny, x, MPFR_RNDN);
  mpfr_exp(tiny, tiny, MPFR_RNDU);
  mpfr_mul_ui(tiny, tiny, 3, MPFR_RNDU);
  mpfr_sub(lo, v.lo, tiny, MPFR_RNDD);
  mpfr_add(hi, v.hi, tiny, MPFR_RNDU);
  return true;
}

}  // namespace

int besselIe(mpfr_ptr r, mpfr_srcptr x, int order, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(r);
    return 0;
  }
  if (mpfr_zero_p(x)) {
    if (order == 0) return mpfr_set_ui(r, 1, rnd);
    return mpfr_set(r, x, rnd);
  }
  if (mpfr_inf_p(x)) {
    mpfr_set_zero(r, order == 1 && mpfr_sgn(x) < 0 ? -1 : 1);
    return 0;
  }
  if (mpfr_sgn(x) < 0) {
    PoolScope scope;
    mpfr_ptr magnitude = pool().take(mpfr_get_prec(x));
    mpfr_neg(magnitude, x, MPFR_RNDN);
    if (order == 0) return besselIe(r, magnitude, 0, rnd);
    int t = besselIe(r, magnitude, 1, mirrored(rnd));
    mpfr_neg(r, r, MPFR_RNDN);
    return -t;
  }
  return roundEnclosure(r, rnd, [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
    return asymptoticEnclosure(x, order, w, lo, hi) || seriesEnclosure(x, order, w, lo, hi);
  });
}

}  // namespace hloref::special::detail
