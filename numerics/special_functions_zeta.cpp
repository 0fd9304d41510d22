// The Hurwitz zeta function zeta(s, q) = sum_{n>=0} (q + n)^-s (CHLO's
// definition, ChloOps.td: chlo.zeta) and polygamma(n, x) through it, under
// MPFR's contract.
//
// Edges of zeta (CHLO defines the function by its series; where the series
// is not a real number's, the result is NaN):
//   - NaN operands: NaN; s < 1: NaN (the series diverges and CHLO names no
//     continuation); s = 1: +inf (the series diverges to +inf);
//   - q = 0, -1, -2, ...: +inf (the term 0^-s, as IEEE pow(+0, -s));
//     q < 0 not an integer: the series is real only for an integer s, NaN
//     otherwise; q = +inf: +0; q = -inf: NaN;
//   - s = +inf: the limit of each term: +0 for q > 1, 1 for q = 1, +inf for
//     0 < q < 1, NaN for q <= 0.
// polygamma(n, x) is digamma(x) for n = 0 and (-1)^(n+1) n! zeta(n+1, x) for
// n = 1, 2, ... (the n-th derivative of digamma); NaN for any other n, and
// at the poles x = 0, -1, ... the sign times zeta's +inf (digamma: NaN).
//
// Method, at working precision w (Ziv's strategy,
// special_functions_mpfr.h): the first N terms summed in intervals, then
// Euler-Maclaurin summation of the rest at a = q + N > 0:
//   a^(1-s) / (s-1) + a^-s / 2 + sum_{j=1}^{M} B_2j / (2j)! (s)_(2j-1) a^(1-s-2j) + R,
// with (s)_k the rising factorial. The remainder is the integral of the
// periodic Bernoulli function B~_2M(t) / (2M)! times the 2M-th derivative
// (s)_2M (a+t)^(-s-2M); |B~_2M| <= |B_2M| = 2 (2M)! zeta(2M) / (2 pi)^2M, so
//   |R| <= 2 zeta(2M) (s)_2M / (2 pi)^2M * a^(1-s-2M) / (s + 2M - 1)
//        = |B_2M / (2M)!| (s)_(2M-1) a^(1-s-2M),
// taken twice here for margin. B_2j / (2j)! = (-1)^(j+1) 2 zeta(2j) / (2 pi)^2j
// comes from MPFR's zeta at integers, enclosed and cached per precision.
// M = w/2 + 8 and q + N >= (s + 2M) / pi + 1 make each factor of the
// remainder's ratio at most 1/2. When that N is large (s much larger than
// q), the terms fall so fast that the plain sum with the tail bound
// f(N) + int_N^inf f = (q+N)^-s + (q+N)^(1-s) / (s-1) is used instead.
// A negative q is brought to positive arguments first (negativeZetaEnclosure).
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>

#include "numerics/special_functions_mpfr.h"

namespace hloref::special::detail {
namespace {

constexpr double kMaxEulerMaclaurinTerms = 20000;
constexpr unsigned long kMaxPlainTerms = 4096;

// B_2j / (2j)!, j = 1, 2, ..., enclosed at one precision per cache.
struct BernoulliCoefficient {
  mpfr_t lo, hi;
};
const BernoulliCoefficient& bernoulli(unsigned long j, mpfr_prec_t w) {
  struct Cache {
    std::map<mpfr_prec_t, std::deque<BernoulliCoefficient>> byPrecision;
    ~Cache() {
      for (auto& [w, list] : byPrecision)
        for (auto& c : list) mpfr_clears(c.lo, c.hi, static_cast<mpfr_ptr>(nullptr));
    }
  };
  thread_local Cache cache;
  std::deque<BernoulliCoefficient>& list = cache.byPrecision[w];
  while (list.size() < j) {
    unsigned long k = list.size() + 1;
    list.emplace_back();
    BernoulliCoefficient& c = list.back();
    mpfr_inits2(w, c.lo, c.hi, static_cast<mpfr_ptr>(nullptr));
    PoolScope scope;
    mpfr_ptr zeta = pool().take(w);
    mpfr_ptr power = pool().take(w);
    // magnitude 2 zeta(2k) / (2 pi)^2k: low end from zeta down, power up.
    for (bool upper : {false, true}) {
      mpfr_rnd_t toward = upper ? MPFR_RNDU : MPFR_RNDD, away = upper ? MPFR_RNDD : MPFR_RNDU;
      mpfr_zeta_ui(zeta, 2 * k, toward);
      mpfr_const_pi(power, away);
      mpfr_mul_2ui(power, power, 1, away);
      mpfr_pow_ui(power, power, 2 * k, away);
      mpfr_mul_2ui(zeta, zeta, 1, toward);
      mpfr_div(upper ? c.hi : c.lo, zeta, power, toward);
    }
    if (k % 2 == 0) {  // (-1)^(k+1) < 0: negate and swap the ends
      mpfr_neg(c.lo, c.lo, MPFR_RNDN);
      mpfr_neg(c.hi, c.hi, MPFR_RNDN);
      mpfr_swap(c.lo, c.hi);
    }
  }
  return list[j - 1];
}

// Whether the integer v is odd: v / 2 (exact) is not an integer.
bool isOdd(mpfr_srcptr v) {
  PoolScope scope;
  mpfr_ptr half = pool().take(mpfr_get_prec(v));
  mpfr_div_2ui(half, v, 1, MPFR_RNDN);
  return !mpfr_integer_p(half);
}

// (q + k)^-s, enclosed; false when q + k may be 0 at this precision. A
// negative base comes with an integer s only (the caller's edge cases).
bool term(Enclosure& e, mpfr_srcptr s, mpfr_srcptr q, unsigned long k, Iv out) {
  Iv base = e.fresh();
  mpfr_add_ui(base.lo, q, k, MPFR_RNDD);
  mpfr_add_ui(base.hi, q, k, MPFR_RNDU);
  if (Enclosure::positive(base)) {
    Iv v = e.powNegative(base, s);
    mpfr_set(out.lo, v.lo, MPFR_RNDD), mpfr_set(out.hi, v.hi, MPFR_RNDU);
    return true;
  }
  if (!Enclosure::negative(base)) return false;
  Iv v = e.powNegative(e.neg(base), s);
  if (isOdd(s)) v = e.neg(v);  // (-b)^-s = (-1)^s b^-s
  mpfr_set(out.lo, v.lo, MPFR_RNDD), mpfr_set(out.hi, v.hi, MPFR_RNDU);
  return true;
}

// The plain sum of the first terms and its tail bound, when they reach
// 2^-(w+8) of the sum within kMaxPlainTerms.
bool plainEnclosure(mpfr_srcptr s, mpfr_srcptr q, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  PoolScope scope;
  Enclosure e(w + 32);
  Iv sum = e.integer(0), t = e.fresh();
  Iv sMinusOne = e.sub(e.point(s), e.integer(1));
  mpfr_ptr limit = pool().take(w + 32);
  for (unsigned long k = 0; k < kMaxPlainTerms; ++k) {
    PoolScope step;
    if (!term(e, s, q, k, t)) return false;
    Iv added = e.add(sum, t);
    mpfr_set(sum.lo, added.lo, MPFR_RNDD), mpfr_set(sum.hi, added.hi, MPFR_RNDU);
    if (mpfr_cmp_si(q, -static_cast<long>(k)) <= 0) continue;  // tail bound needs q + k + 1 > 0 and k
    // tail after term k: f(k+1) + (q+k+1)^(1-s) / (s-1)
    Iv next = e.fresh();
    if (!term(e, s, q, k + 1, next)) return false;
    Iv base = e.fresh();
    mpfr_add_ui(base.lo, q, k + 1, MPFR_RNDD);
    mpfr_add_ui(base.hi, q, k + 1, MPFR_RNDU);
    Iv bound = e.add(next, e.div(e.mul(next, base), sMinusOne));
    mpfr_abs(limit, Enclosure::positive(sum) ? sum.lo : sum.hi, MPFR_RNDD);
    mpfr_mul_2si(limit, limit, -(w + 8), MPFR_RNDD);
    // Terms that underflow MPFR's range: the sum is far below every format.
    const bool vanishing = mpfr_sgn(sum.hi) > 0 && mpfr_get_exp(sum.hi) < -kFarExponent &&
                           (mpfr_zero_p(bound.hi) || mpfr_get_exp(bound.hi) < -kFarExponent);
    if (vanishing || mpfr_lessequal_p(bound.hi, limit)) {
      mpfr_add(hi, sum.hi, bound.hi, MPFR_RNDU);
      mpfr_set(lo, sum.lo, MPFR_RNDD);
      return true;
    }
  }
  return false;
}

bool eulerMaclaurinEnclosure(mpfr_srcptr s, mpfr_srcptr q, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  const unsigned long m = static_cast<unsigned long>(w / 2 + 8);
  const double sd = mpfr_get_d(s, MPFR_RNDU), qd = mpfr_get_d(q, MPFR_RNDD);
  const double nd = std::max(0.0, std::ceil((sd + 2.0 * static_cast<double>(m)) / 3.14159 + 1 - qd));
  if (!(nd <= kMaxEulerMaclaurinTerms)) return false;
  const unsigned long n = static_cast<unsigned long>(nd);
  PoolScope scope;
  Enclosure e(w + 32);
  Iv sum = e.integer(0), t = e.fresh();
  for (unsigned long k = 0; k < n; ++k) {
    PoolScope step;
    if (!term(e, s, q, k, t)) return false;
    Iv next = e.add(sum, t);
    mpfr_set(sum.lo, next.lo, MPFR_RNDD), mpfr_set(sum.hi, next.hi, MPFR_RNDU);
  }
  Iv a = e.fresh();
  mpfr_add_ui(a.lo, q, n, MPFR_RNDD);
  mpfr_add_ui(a.hi, q, n, MPFR_RNDU);
  if (!Enclosure::positive(a)) return false;
  Iv ps = e.point(s);
  Iv aToMinusS = e.powNegative(a, s);
  Iv first = e.div(e.mul(aToMinusS, a), e.sub(ps, e.integer(1)));  // a^(1-s) / (s-1)
  Iv second = e.fresh();
  mpfr_div_2ui(second.lo, aToMinusS.lo, 1, MPFR_RNDD);
  mpfr_div_2ui(second.hi, aToMinusS.hi, 1, MPFR_RNDU);
  sum = e.add(sum, e.add(first, second));
  Iv inverseA2 = e.div(e.integer(1), e.mul(a, a));
  Iv p = e.div(e.mul(ps, aToMinusS), a);  // (s)_1 a^(-s-1)
  for (unsigned long j = 1;; ++j) {
    const BernoulliCoefficient& c = bernoulli(j, w + 32);
    Iv coefficient{const_cast<mpfr_ptr>(c.lo), const_cast<mpfr_ptr>(c.hi)};
    Iv contribution = e.mul(coefficient, p);
    if (j == m) {
      // |R| <= 2 |B_2M / (2M)!| (s)_(2M-1) a^(1-s-2M): p holds the last two factors.
      mpfr_ptr r = pool().take(w + 32);
      mpfr_abs(r, mpfr_cmpabs(c.lo, c.hi) > 0 ? c.lo : c.hi, MPFR_RNDU);
      mpfr_mul(r, r, p.hi, MPFR_RNDU);
      mpfr_mul_2ui(r, r, 1, MPFR_RNDU);
      mpfr_sub(lo, sum.lo, r, MPFR_RNDD);
      mpfr_add(hi, sum.hi, r, MPFR_RNDU);
      if (mpfr_sgn(q) > 0 && mpfr_sgn(lo) < 0) mpfr_set_zero(lo, 1);  // a sum of positive terms
      return true;
    }
    sum = e.add(sum, contribution);
    // (s)_(2j+1) a^(-s-2j-1) = (s)_(2j-1) a^(-s-2j+1) (s + 2j - 1)(s + 2j) / a^2
    Iv f1 = e.add(ps, e.integer(static_cast<long>(2 * j - 1)));
    Iv f2 = e.add(ps, e.integer(static_cast<long>(2 * j)));
    p = e.mul(e.mul(p, e.mul(f1, f2)), inverseA2);
  }
}

bool positiveZetaEnclosure(mpfr_srcptr s, mpfr_srcptr q, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  return eulerMaclaurinEnclosure(s, q, w, lo, hi) || plainEnclosure(s, q, w, lo, hi);
}

// q < 0 (not an integer; s an integer): with f = q - floor(q) in (0, 1),
// the terms of the negative bases q, ..., q + M - 1 (M = -floor(q)) are
// (-1)^s times those of zeta(s, 1 - f) up to zeta(s, 1 - q), so
//   zeta(s, q) = zeta(s, f) + (-1)^s (zeta(s, 1 - f) - zeta(s, 1 - q)),
// three values at positive arguments (f, 1 - f and 1 - q exact).
bool negativeZetaEnclosure(mpfr_srcptr s, mpfr_srcptr q, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  PoolScope scope;
  const mpfr_prec_t p = mpfr_get_prec(q) + 64 + (mpfr_get_exp(q) > 0 ? mpfr_get_exp(q) : 0);
  mpfr_ptr f = pool().take(p), oneMinusF = pool().take(p), oneMinusQ = pool().take(p);
  mpfr_floor(f, q);
  mpfr_sub(f, q, f, MPFR_RNDN);  // exact at p bits
  mpfr_ui_sub(oneMinusF, 1, f, MPFR_RNDN);
  mpfr_ui_sub(oneMinusQ, 1, q, MPFR_RNDN);
  Enclosure e(w + 32);
  Iv a = e.fresh(), b = e.fresh(), c = e.fresh();
  if (!positiveZetaEnclosure(s, f, w + 32, a.lo, a.hi) || !positiveZetaEnclosure(s, oneMinusF, w + 32, b.lo, b.hi) ||
      !positiveZetaEnclosure(s, oneMinusQ, w + 32, c.lo, c.hi))
    return false;
  Iv negative = e.sub(b, c);
  Iv v = e.add(a, isOdd(s) ? e.neg(negative) : negative);
  mpfr_set(lo, v.lo, MPFR_RNDD);
  mpfr_set(hi, v.hi, MPFR_RNDU);
  return true;
}

bool zetaEnclosure(mpfr_srcptr s, mpfr_srcptr q, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  if (mpfr_sgn(q) < 0) return negativeZetaEnclosure(s, q, w, lo, hi);
  return positiveZetaEnclosure(s, q, w, lo, hi);
}

int setSpecial(mpfr_ptr r, int kind) {  // 0: NaN, else the sign of an infinity
  if (kind == 0) mpfr_set_nan(r);
  else mpfr_set_inf(r, kind);
  return 0;
}

// The edge cases of zeta(s, q) listed above; -2 when (s, q) is ordinary.
// Otherwise sets r and returns the ternary value.
int zetaEdge(mpfr_ptr r, mpfr_srcptr s, mpfr_srcptr q, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(s) || mpfr_nan_p(q) || mpfr_cmp_ui(s, 1) < 0) return setSpecial(r, 0);
  if (mpfr_cmp_ui(s, 1) == 0) return setSpecial(r, 1);
  if (mpfr_inf_p(s)) {
    if (mpfr_sgn(q) <= 0) return setSpecial(r, 0);
    int c = mpfr_cmp_ui(q, 1);
    if (c > 0) return mpfr_set_zero(r, 1), 0;
    if (c == 0) return mpfr_set_ui(r, 1, rnd);
    return setSpecial(r, 1);
  }
  if (mpfr_inf_p(q)) {
    if (mpfr_sgn(q) > 0) return mpfr_set_zero(r, 1), 0;
    return setSpecial(r, 0);
  }
  if (mpfr_sgn(q) <= 0) {
    if (mpfr_integer_p(q)) return setSpecial(r, 1);
    if (!mpfr_integer_p(s)) return setSpecial(r, 0);
  }
  return -2;
}

// log |polygamma(n, x)| = lgamma(n + 1) + log zeta(n + 1, x) for x > 0 and
// a huge n: zeta(s, x) = x^-s (1 + T), 0 < T <= (x / (x+1))^s (1 + (x+1) / (s-1)),
// then the magnitude e^log, enclosed (it is far outside every format but
// where lgamma(n + 1) and s log x nearly cancel).
bool hugeOrderEnclosure(mpfr_srcptr s, mpfr_srcptr x, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  PoolScope scope;
  Enclosure e(w + 64);
  Iv ps = e.point(s);
  Iv px = e.point(x);
  Iv logGamma = e.fresh();  // lgamma(n + 1) = lgamma(s)
  mpfr_lngamma(logGamma.lo, s, MPFR_RNDD);
  mpfr_lngamma(logGamma.hi, s, MPFR_RNDU);
  Iv logX = e.increasing(mpfr_log, px);
  Iv xPlusOne = e.add(px, e.integer(1));
  Iv ratioPower = e.increasing(mpfr_exp, e.neg(e.mul(ps, e.increasing(mpfr_log1p, e.div(e.integer(1), px)))));
  Iv tail = e.mul(ratioPower, e.add(e.integer(1), e.div(xPlusOne, e.sub(ps, e.integer(1)))));
  Iv logMagnitude = e.sub(logGamma, e.mul(ps, logX));
  mpfr_ptr extra = pool().take(w + 64);
  mpfr_log1p(extra, tail.hi, MPFR_RNDU);
  mpfr_add(logMagnitude.hi, logMagnitude.hi, extra, MPFR_RNDU);
  mpfr_exp(lo, logMagnitude.lo, MPFR_RNDD);
  mpfr_exp(hi, logMagnitude.hi, MPFR_RNDU);
  return true;
}

// n! enclosed in [down, up]: MPFR's product for small n, e^lgamma(n+1)
// with directed roundings beyond (the product costs n multiplications).
void factorialBounds(unsigned long n, mpfr_ptr down, mpfr_ptr up) {
  if (n <= 1000) {
    mpfr_fac_ui(down, n, MPFR_RNDD);
    mpfr_fac_ui(up, n, MPFR_RNDU);
    return;
  }
  mpfr_set_ui(down, n, MPFR_RNDN);  // exact: n < 2^24
  mpfr_add_ui(down, down, 1, MPFR_RNDN);
  mpfr_set(up, down, MPFR_RNDN);
  mpfr_lngamma(down, down, MPFR_RNDD);
  mpfr_lngamma(up, up, MPFR_RNDU);
  mpfr_exp(down, down, MPFR_RNDD);
  mpfr_exp(up, up, MPFR_RNDU);
}

}  // namespace

int hurwitzZeta(mpfr_ptr r, mpfr_srcptr s, mpfr_srcptr q, mpfr_rnd_t rnd) {
  int edge = zetaEdge(r, s, q, rnd);
  if (edge != -2) return edge;
  return roundEnclosure(r, rnd, [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) { return zetaEnclosure(s, q, w, lo, hi); });
}

int digamma(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  // digamma(x) -> -inf as x -> 0+, +inf as x -> 0-: a signed zero names
  // the side. At -1, -2, ... the two sides' limits differ: NaN (MPFR's
  // value, and XLA's at every pole).
  if (mpfr_zero_p(x)) {
    mpfr_set_inf(r, mpfr_signbit(x) ? 1 : -1);
    return 0;
  }
  return mpfr_digamma(r, x, rnd);
}

int polygamma(mpfr_ptr r, mpfr_srcptr n, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(n) || mpfr_nan_p(x) || !mpfr_integer_p(n) || mpfr_sgn(n) < 0) return setSpecial(r, 0);
  if (mpfr_zero_p(n)) return digamma(r, x, rnd);
  // The sign (-1)^(n+1): negative for an even n.
  const bool negative = !isOdd(n);
  if (mpfr_inf_p(x)) {
    if (mpfr_sgn(x) < 0) return setSpecial(r, 0);
    return mpfr_set_zero(r, negative ? -1 : 1), 0;
  }
  if (mpfr_sgn(x) <= 0 && mpfr_integer_p(x)) return setSpecial(r, negative ? -1 : 1);
  PoolScope scope;
  mpfr_ptr s = pool().take(mpfr_get_prec(n) + 2);
  mpfr_add_ui(s, n, 1, MPFR_RNDN);  // exact
  const mpfr_rnd_t magnitudeRounding = negative ? mirrored(rnd) : rnd;
  int t;
  if (mpfr_cmp_ui(n, 1UL << 24) < 0) {
    const unsigned long order = mpfr_get_ui(n, MPFR_RNDN);
    t = roundEnclosure(r, magnitudeRounding, [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
      if (!zetaEnclosure(s, x, w, lo, hi)) return false;
      PoolScope inner;
      mpfr_ptr down = pool().take(w);
      mpfr_ptr up = pool().take(w);
      factorialBounds(order, down, up);
      mpfr_mul(lo, lo, mpfr_sgn(lo) >= 0 ? down : up, MPFR_RNDD);
      mpfr_mul(hi, hi, mpfr_sgn(hi) >= 0 ? up : down, MPFR_RNDU);
      return true;
    });
  } else if (mpfr_sgn(x) > 0) {
    t = roundEnclosure(r, magnitudeRounding,
                       [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) { return hugeOrderEnclosure(s, x, w, lo, hi); });
  } else {
    // An order beyond 2^24 at a negative x: not evaluated (counted).
    counters().unresolved.fetch_add(1, std::memory_order_relaxed);
    return setSpecial(r, 0);
  }
  if (!negative) return t;
  mpfr_neg(r, r, MPFR_RNDN);
  return -t;
}

}  // namespace hloref::special::detail
