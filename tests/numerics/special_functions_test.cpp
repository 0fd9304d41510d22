// Correct rounding of the CHLO special functions (numerics/special_functions.h)
// on every float type, against references computed differently
// (correct_rounding_reference.h rounds exact values into the formats):
//   - MPFR's functions (acos ... sinh, erf, erfc, lgamma, digamma) enclosed
//     between a rounding down and a rounding up;
//   - erf_inv: a result r is checked by the inverse function, without
//     evaluating erf_inv: erf(m-) <= y <= erf(m+) at the midpoints between
//     r and its neighbours in the format (erf increases);
//   - i0e, i1e: the power series summed with directed roundings and a
//     geometric tail bound (|x| <= 700), Hankel's expansion in its product
//     form beyond (eight times the first omitted term as the remainder);
//   - Hurwitz zeta(s, q), 1 < s <= 30, -64 < q < 64: the Taylor series around
//     q = 1 in MPFR's Riemann zeta values, zeta(s, 1 + a) = sum_k (-1)^k
//     (s)_k / k! zeta(s + k) a^k (|a| <= 1/2), moved to other q by
//     zeta(s, q) = q^-s + zeta(s, q + 1); polygamma(n, x) = (-1)^(n+1) n!
//     zeta(n + 1, x) on it (n >= 1), MPFR's digamma for n = 0. The edges
//     (poles, NaN, s <= 1, q <= 0) are checked against their stated values.
//
// CI runs every encoding of the formats of at most 8 bits and samples of
// bf16, f16, tf32, f32 and f64 (plus their special values). Set
// HLOREF_SPECIAL_SWEEP=1 for every encoding of bf16 and f16, every pair of
// the <= 8-bit formats for zeta and polygamma, and 10^6 random f32 and f64
// values per function; each sweep prints its count, the Ziv retries and
// the time.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <algorithm>
#include <array>
#include <functional>
#include <memory>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "numerics/special_functions.h"
#include "tests/numerics/correct_rounding_reference.h"

namespace hloref {
namespace {

using namespace rounding_reference;
using special::Function;

bool sweep() {
  const char* v = std::getenv("HLOREF_SPECIAL_SWEEP");
  return v && std::string(v) == "1";
}

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// ------------------------------------------------------------ references

// An enclosure [lo, hi] of the exact value at precision p; false when the
// reference does not cover the input.
using Enclose = std::function<bool(mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t p)>;

struct WideExponents {
  mpfr_exp_t savedMin = mpfr_get_emin(), savedMax = mpfr_get_emax();
  WideExponents() {
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
  }
  ~WideExponents() {
    mpfr_set_emin(savedMin);
    mpfr_set_emax(savedMax);
  }
};

// The rounding into f of an enclosure whose ends round alike.
std::optional<Expect> roundEnclosure(const Fmt& f, const Enclose& enclose) {
  WideExponents wide;
  for (mpfr_prec_t p : {160, 480}) {
    mpfr_t lo, hi;
    mpfr_inits2(p, lo, hi, static_cast<mpfr_ptr>(nullptr));
    std::optional<Expect> out;
    if (enclose(lo, hi, p)) {
      Expect a = roundExact(f, lo), b = roundExact(f, hi);
      if (sameExpect(a, b)) out = a;
    }
    mpfr_clears(lo, hi, static_cast<mpfr_ptr>(nullptr));
    if (out) return out;
  }
  return std::nullopt;
}

// e^-x I_nu(x), x > 0, by the series with directed roundings.
bool besselSeries(mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t p, double x, int nu) {
  mpfr_t h2lo, h2hi, tlo, thi, slo, shi, e;
  mpfr_inits2(p + 32, h2lo, h2hi, tlo, thi, slo, shi, e, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(tlo, x, MPFR_RNDN);
  mpfr_div_2ui(tlo, tlo, 1, MPFR_RNDN);  // x/2, exact
  mpfr_sqr(h2lo, tlo, MPFR_RNDD);
  mpfr_sqr(h2hi, tlo, MPFR_RNDU);
  if (nu == 0) mpfr_set_ui(tlo, 1, MPFR_RNDN);
  mpfr_set(thi, tlo, MPFR_RNDN);
  mpfr_set(slo, tlo, MPFR_RNDN);
  mpfr_set(shi, tlo, MPFR_RNDN);
  for (unsigned long k = 1;; ++k) {
    const unsigned long d = k * (k + static_cast<unsigned long>(nu));
    mpfr_mul(tlo, tlo, h2lo, MPFR_RNDD);
    mpfr_div_ui(tlo, tlo, d, MPFR_RNDD);
    mpfr_mul(thi, thi, h2hi, MPFR_RNDU);
    mpfr_div_ui(thi, thi, d, MPFR_RNDU);
    mpfr_add(slo, slo, tlo, MPFR_RNDD);
    mpfr_add(shi, shi, thi, MPFR_RNDU);
    const double ratio = (x / 2) * (x / 2) / static_cast<double>((k + 1) * (k + 1 + static_cast<unsigned long>(nu)));
    mpfr_mul_2si(e, slo, -(p + 8), MPFR_RNDD);
    if (ratio <= 0.25 && mpfr_lessequal_p(thi, e)) {
      mpfr_add(shi, shi, thi, MPFR_RNDU);  // the rest: at most one more such term
      break;
    }
  }
  mpfr_set_d(e, -x, MPFR_RNDN);
  mpfr_exp(e, e, MPFR_RNDD);
  mpfr_mul(lo, slo, e, MPFR_RNDD);
  mpfr_set_d(e, -x, MPFR_RNDN);
  mpfr_exp(e, e, MPFR_RNDU);
  mpfr_mul(hi, shi, e, MPFR_RNDU);
  mpfr_clears(h2lo, h2hi, tlo, thi, slo, shi, e, static_cast<mpfr_ptr>(nullptr));
  return true;
}

// e^-x I_nu(x), x > 700: (2 pi x)^-1/2 sum_k (-1)^k a_k(nu) / x^k.
bool besselHankel(mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t p, double x, int nu) {
  mpfr_t term, sum, omitted, pre;
  mpfr_inits2(p + 64, term, sum, omitted, pre, static_cast<mpfr_ptr>(nullptr));
  const long mu = 4L * nu * nu;
  mpfr_set_ui(term, 1, MPFR_RNDN);
  mpfr_set_ui(sum, 1, MPFR_RNDN);
  for (long k = 1;; ++k) {
    mpfr_mul_si(term, term, -(mu - (2 * k - 1) * (2 * k - 1)), MPFR_RNDN);
    mpfr_div_si(term, term, 8 * k, MPFR_RNDN);
    mpfr_div_d(term, term, x, MPFR_RNDN);
    mpfr_abs(omitted, term, MPFR_RNDN);
    if (mpfr_zero_p(omitted) || mpfr_get_exp(omitted) < -(p + 20)) break;
    mpfr_add(sum, sum, term, MPFR_RNDN);
  }
  // Remainder: eight times the first omitted term; the roundings of ~100
  // operations at p + 64 bits and e^-x: 2^-(p+20).
  mpfr_mul_ui(omitted, omitted, 8, MPFR_RNDU);
  mpfr_set_ui_2exp(term, 1, -(p + 20), MPFR_RNDU);
  mpfr_add(omitted, omitted, term, MPFR_RNDU);
  mpfr_const_pi(pre, MPFR_RNDN);
  mpfr_mul_d(pre, pre, 2 * x, MPFR_RNDN);
  mpfr_rec_sqrt(pre, pre, MPFR_RNDN);
  mpfr_sub(lo, sum, omitted, MPFR_RNDD);
  mpfr_add(hi, sum, omitted, MPFR_RNDU);
  mpfr_mul(lo, lo, pre, MPFR_RNDD);
  mpfr_mul(hi, hi, pre, MPFR_RNDU);
  mpfr_mul_2si(term, hi, -(p + 40), MPFR_RNDU);  // the prefactor's own rounding
  mpfr_sub(lo, lo, term, MPFR_RNDD);
  mpfr_add(hi, hi, term, MPFR_RNDU);
  mpfr_clears(term, sum, omitted, pre, static_cast<mpfr_ptr>(nullptr));
  return true;
}

std::optional<Expect> besselExpect(const Fmt& f, double x, int nu) {
  mpfr_t v;
  mpfr_init2(v, 64);
  std::optional<Expect> out;
  if (std::isnan(x)) {
    mpfr_set_nan(v);
    out = roundExact(f, v);
  } else if (x == 0 || std::isinf(x)) {
    if (nu == 0 && x == 0) mpfr_set_ui(v, 1, MPFR_RNDN);
    else mpfr_set_zero(v, nu == 1 && std::signbit(x) ? -1 : 1);
    out = roundExact(f, v);
  } else {
    const double a = std::fabs(x);
    const bool negate = nu == 1 && x < 0;
    out = roundEnclosure(f, [&](mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t p) {
      bool ok = a <= 700 ? besselSeries(lo, hi, p, a, nu) : besselHankel(lo, hi, p, a, nu);
      if (ok && negate) {
        mpfr_neg(lo, lo, MPFR_RNDN);
        mpfr_neg(hi, hi, MPFR_RNDN);
        mpfr_swap(lo, hi);
      }
      return ok;
    });
  }
  mpfr_clear(v);
  return out;
}

// Hurwitz zeta by the Taylor series at q = 1, for q in [1/2, 3/2), with
// the values zeta(s + k) cached per s (the sweeps repeat s).
class ZetaReference {
 public:
  // [lo, hi] of zeta(s, q) for 1 < s <= 30, -64 < q < 64 (q <= 0: an integer s).
  bool enclose(mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t p, double s, double q) {
    if (!(s > 1 && s <= 30 && q > -64 && q < 64)) return false;
    // A negative q: a real series for an integer s only, away from the poles.
    if (q <= 0 && (q == std::floor(q) || s != std::floor(s))) return false;
    // zeta(s, q) = sum_{j<m} (q + j)^-s + zeta(s, q + m), or
    // zeta(s, q) = zeta(s, q - m) - sum_{j=1..m} (q - j)^-s.
    double base = q;
    int shift = 0;
    while (base >= 1.5) base -= 1, --shift;
    while (base < 0.5) base += 1, ++shift;
    // The shifted points must be exact in double (tiny q are not).
    if (base - static_cast<double>(shift) != q) return false;
    if (!taylor(lo, hi, p, s, base)) return false;
    mpfr_t t, b, sv;
    mpfr_inits2(p + 32, t, b, sv, static_cast<mpfr_ptr>(nullptr));
    mpfr_set_d(sv, -s, MPFR_RNDN);
    for (int j = 0; j < std::abs(shift); ++j) {
      // shift > 0: add (q + j)^-s; shift < 0: subtract (base + j)^-s for the terms between.
      double point = shift > 0 ? q + j : base + j;
      mpfr_set_d(b, point, MPFR_RNDN);  // exact: small integers plus a double of the grid
      mpfr_pow(t, b, sv, shift > 0 ? MPFR_RNDD : MPFR_RNDU);
      if (shift > 0) mpfr_add(lo, lo, t, MPFR_RNDD);
      else mpfr_sub(lo, lo, t, MPFR_RNDD);
      mpfr_pow(t, b, sv, shift > 0 ? MPFR_RNDU : MPFR_RNDD);
      if (shift > 0) mpfr_add(hi, hi, t, MPFR_RNDU);
      else mpfr_sub(hi, hi, t, MPFR_RNDU);
    }
    mpfr_clears(t, b, sv, static_cast<mpfr_ptr>(nullptr));
    return true;
  }

 private:
  // zeta(s + k) at precision p + 32, enclosed, per (s, p).
  std::map<std::pair<double, mpfr_prec_t>, std::unique_ptr<std::vector<std::array<mpfr_t, 2>>>> cache_;

  std::array<mpfr_t, 2>& zetaAt(double s, long k, mpfr_prec_t p) {
    auto& slot = cache_[{s, p}];
    if (!slot) slot = std::make_unique<std::vector<std::array<mpfr_t, 2>>>();
    while (static_cast<long>(slot->size()) <= k) {
      slot->emplace_back();
      auto& z = slot->back();
      mpfr_inits2(p + 32, z[0], z[1], static_cast<mpfr_ptr>(nullptr));
      mpfr_t sk;
      mpfr_init2(sk, 64);
      mpfr_set_d(sk, s, MPFR_RNDN);
      mpfr_add_ui(sk, sk, static_cast<unsigned long>(slot->size() - 1), MPFR_RNDN);  // exact at 64 bits
      mpfr_zeta(z[0], sk, MPFR_RNDD);
      mpfr_zeta(z[1], sk, MPFR_RNDU);
      mpfr_clear(sk);
    }
    return (*slot)[static_cast<size_t>(k)];
  }

  // zeta(s, 1 + a), |a| <= 1/2: terms (s)_k / k! (-a)^k zeta(s + k).
  bool taylor(mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t p, double s, double base) {
    const double a = base - 1;  // exact
    mpfr_t coef, tlo, thi, spread, factor;
    mpfr_inits2(p + 32, coef, tlo, thi, spread, factor, static_cast<mpfr_ptr>(nullptr));
    mpfr_set_zero(lo, 1);
    mpfr_set_zero(hi, 1);
    mpfr_set_zero(spread, 1);
    mpfr_set_ui(coef, 1, MPFR_RNDN);  // (s)_k / k! |a|^k, rounded up at each step
    bool done = false;
    for (long k = 0; k < 4000 && !done; ++k) {
      if (k > 0) {
        mpfr_set_d(factor, s, MPFR_RNDN);
        mpfr_add_ui(factor, factor, static_cast<unsigned long>(k - 1), MPFR_RNDN);  // exact
        mpfr_mul(coef, coef, factor, MPFR_RNDU);
        mpfr_div_ui(coef, coef, static_cast<unsigned long>(k), MPFR_RNDU);
        mpfr_mul_d(coef, coef, std::fabs(a), MPFR_RNDU);
      }
      auto& z = zetaAt(s, k, p);
      mpfr_mul(tlo, coef, z[0], MPFR_RNDD);
      mpfr_mul(thi, coef, z[1], MPFR_RNDU);
      if (k % 2 == 1 && a > 0) {  // (-a)^k < 0
        mpfr_sub(lo, lo, thi, MPFR_RNDD);
        mpfr_sub(hi, hi, tlo, MPFR_RNDU);
      } else {
        mpfr_add(lo, lo, tlo, MPFR_RNDD);
        mpfr_add(hi, hi, thi, MPFR_RNDU);
      }
      // coef is an upper bound only, off by at most 3k roundings of
      // 2^-(p+31): widen by that much of every term.
      mpfr_mul_ui(factor, thi, static_cast<unsigned long>(3 * k + 1), MPFR_RNDU);
      mpfr_add(spread, spread, factor, MPFR_RNDU);
      // Once (s + k) / (k + 1) |a| <= 3/4 the terms fall geometrically
      // (zeta(s + k) decreases in k): the rest is at most 3 times this one.
      const double ratio = (s + static_cast<double>(k)) / static_cast<double>(k + 1) * std::fabs(a);
      if (a == 0) {  // zeta(s, 1) = zeta(s): no further terms
        done = true;
      } else if (k > 0 && ratio <= 0.75 && mpfr_get_exp(thi) < mpfr_get_exp(hi) - (p + 16)) {
        mpfr_mul_ui(thi, thi, 3, MPFR_RNDU);
        mpfr_sub(lo, lo, thi, MPFR_RNDD);
        mpfr_add(hi, hi, thi, MPFR_RNDU);
        done = true;
      }
    }
    mpfr_mul_2si(spread, spread, -(p + 30), MPFR_RNDU);
    mpfr_sub(lo, lo, spread, MPFR_RNDD);
    mpfr_add(hi, hi, spread, MPFR_RNDU);
    mpfr_clears(coef, tlo, thi, spread, factor, static_cast<mpfr_ptr>(nullptr));
    return done;
  }
};

ZetaReference& zetaReference() {
  static ZetaReference r;
  return r;
}

// ----------------------------------------------------- per function

struct Checker {
  const Fmt& f;
  Function fn;
  int checked = 0, skipped = 0;
  Mismatches bad;

  std::string what(double x, double y) const {
    std::string s = std::string(special::functionName(fn)) + "(" + hex(x);
    if (special::isBinary(fn)) s += ", " + hex(y);
    return s + ") on " + f.name;
  }

  void compare(double x, double y, const std::optional<Expect>& e, uint64_t got) {
    if (!e) {
      ++skipped;
      return;
    }
    ++checked;
    if (!matches(f, *e, got))
      bad.add(what(x, y) + ": expected " + describe(*e) + ", got " + hex(decode(f, got).value) +
              (decode(f, got).nan ? " (NaN)" : ""));
  }
};

using Ref1 = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int refLgamma(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  int sign;
  return mpfr_lgamma(r, &sign, x, rnd);
}
int refDigamma(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_zero_p(x)) {  // the limits from the side of the zero's sign
    mpfr_set_inf(r, mpfr_signbit(x) ? 1 : -1);
    return 0;
  }
  return mpfr_digamma(r, x, rnd);
}

std::optional<Ref1> mpfrReference(Function fn) {
  switch (fn) {
    case Function::Acos: return mpfr_acos;
    case Function::Acosh: return mpfr_acosh;
    case Function::Asin: return mpfr_asin;
    case Function::Asinh: return mpfr_asinh;
    case Function::Atan: return mpfr_atan;
    case Function::Atanh: return mpfr_atanh;
    case Function::Cosh: return mpfr_cosh;
    case Function::Sinh: return mpfr_sinh;
    case Function::Erf: return mpfr_erf;
    case Function::Erfc: return mpfr_erfc;
    case Function::Lgamma: return refLgamma;
    case Function::Digamma: return refDigamma;
    default: return std::nullopt;
  }
}

// The neighbours of the decoded value v (encoding `bits`) in f: the values
// one encoding further from and nearer to zero, as midpoints' other ends.
// Returns false at the ends of the format's range (the check then keeps
// only the side it has).
double neighbour(const Fmt& f, uint64_t bits, bool up) {
  const Val v = decode(f, bits);
  const uint64_t signBit = f.hasSign ? uint64_t{1} << (f.totalBits() - 1) : 0;
  const bool negative = (bits & signBit) != 0 && v.value != 0;
  const uint64_t magnitude = bits & ~signBit;
  const bool away = up != negative;  // moving away from zero
  if (v.value == 0) return up ? decode(f, 1).value : -decode(f, 1).value;
  if (!away && magnitude == (f.nan == NanKind::AllBits ? 0 : 1)) return up ? 0.0 : (negative ? -INFINITY : 0.0);
  const uint64_t next = away ? magnitude + 1 : magnitude - 1;
  const Val n = decode(f, (bits & signBit) | next);
  if (n.nan || std::isinf(n.value)) return up ? INFINITY : -INFINITY;
  return n.value;
}

// erf_inv(y) = r is right when erf(m-) <= y <= erf(m+) (m+- the midpoints
// to r's neighbours), decided with directed roundings; edges by value.
void checkErfInv(Checker& c, double y, uint64_t got) {
  mpfr_t v;
  mpfr_init2(v, 64);
  std::optional<Expect> edge;
  if (std::isnan(y) || std::fabs(y) > 1) mpfr_set_nan(v), edge = roundExact(c.f, v);
  else if (y == 0) mpfr_set_d(v, y, MPFR_RNDN), edge = roundExact(c.f, v);
  else if (std::fabs(y) == 1) mpfr_set_inf(v, y > 0 ? 1 : -1), edge = roundExact(c.f, v);
  mpfr_clear(v);
  if (edge) return c.compare(y, 0, edge, got);
  ++c.checked;
  const Val r = decode(c.f, got);
  if (r.nan || std::isinf(r.value)) return c.bad.add(c.what(y, 0) + ": got " + hex(r.value));
  WideExponents wide;
  mpfr_t m, e, yy;
  mpfr_inits2(256, m, e, yy, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(yy, y, MPFR_RNDN);
  bool ok = true;
  for (bool up : {false, true}) {
    const double n = neighbour(c.f, got, up);
    if (std::isinf(n)) continue;
    mpfr_set_d(m, r.value, MPFR_RNDN);
    mpfr_set_d(e, n, MPFR_RNDN);
    mpfr_add(m, m, e, MPFR_RNDN);  // exact at 256 bits
    mpfr_div_2ui(m, m, 1, MPFR_RNDN);
    // up: y <= erf(m+), proven by erf(m+) rounded down; else erf(m-) rounded up <= y.
    mpfr_erf(e, m, up ? MPFR_RNDD : MPFR_RNDU);
    ok = ok && (up ? mpfr_lessequal_p(yy, e) : mpfr_lessequal_p(e, yy));
  }
  mpfr_clears(m, e, yy, static_cast<mpfr_ptr>(nullptr));
  if (!ok) c.bad.add(c.what(y, 0) + ": got " + hex(r.value) + ", which erf does not map to a bracket of y");
}

std::optional<Expect> unaryExpect(const Fmt& f, Function fn, double x) {
  if (auto ref = mpfrReference(fn)) {
    bool decided;
    Expect e = reference1(f, *ref, x, &decided);
    return decided ? std::optional<Expect>(e) : std::nullopt;
  }
  if (fn == Function::BesselI0e) return besselExpect(f, x, 0);
  if (fn == Function::BesselI1e) return besselExpect(f, x, 1);
  return std::nullopt;
}

// Hurwitz zeta's and polygamma's stated edges, or nullopt for an ordinary
// point (numerics/special_functions_zeta.cpp lists them).
std::optional<double> zetaEdge(double s, double q) {
  if (std::isnan(s) || std::isnan(q) || s < 1) return kNaN;
  if (s == 1) return INFINITY;
  if (std::isinf(s)) return q <= 0 ? kNaN : q > 1 ? 0.0 : q == 1 ? 1.0 : INFINITY;
  if (std::isinf(q)) return q > 0 ? 0.0 : kNaN;
  if (q <= 0 && q == std::floor(q)) return INFINITY;
  if (q < 0 && s != std::floor(s)) return kNaN;
  return std::nullopt;
}

std::optional<Expect> binaryExpect(const Fmt& f, Function fn, double a, double b) {
  mpfr_t v;
  mpfr_init2(v, 64);
  auto value = [&](double d) {
    mpfr_set_d(v, d, MPFR_RNDN);
    Expect e = roundExact(f, v);
    mpfr_clear(v);
    return std::optional<Expect>(e);
  };
  if (fn == Function::Zeta) {
    if (auto edge = zetaEdge(a, b)) return value(*edge);
    mpfr_clear(v);
    return roundEnclosure(f, [&](mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t p) {
      return zetaReference().enclose(lo, hi, p, a, b);
    });
  }
  // polygamma(n, x)
  const double n = a, x = b;
  if (std::isnan(n) || std::isnan(x) || n < 0 || n != std::floor(n) || std::isinf(n)) return value(kNaN);
  if (n == 0) {
    mpfr_clear(v);
    bool decided;
    Expect e = reference1(f, refDigamma, x, &decided);
    return decided ? std::optional<Expect>(e) : std::nullopt;
  }
  const bool negative = std::fmod(n, 2) == 0;
  if (std::isinf(x)) return value(x < 0 ? kNaN : (negative ? -0.0 : 0.0));
  if (x <= 0 && x == std::floor(x)) return value(negative ? -INFINITY : INFINITY);
  if (n > 29) {
    mpfr_clear(v);
    return std::nullopt;
  }
  mpfr_clear(v);
  return roundEnclosure(f, [&](mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t p) {
    if (!zetaReference().enclose(lo, hi, p, n + 1, x)) return false;
    mpfr_t fac;
    mpfr_init2(fac, p + 32);
    mpfr_fac_ui(fac, static_cast<unsigned long>(n), MPFR_RNDN);  // exact: n <= 29 fits in p bits
    mpfr_mul(lo, lo, fac, MPFR_RNDD);
    mpfr_mul(hi, hi, fac, MPFR_RNDU);
    mpfr_clear(fac);
    if (negative) {
      mpfr_neg(lo, lo, MPFR_RNDN);
      mpfr_neg(hi, hi, MPFR_RNDN);
      mpfr_swap(lo, hi);
    }
    return true;
  });
}

Tensor encodings(const Fmt& f, const std::vector<uint64_t>& bits) {
  Tensor t(tensorType(static_cast<int64_t>(bits.size()), f.type));
  for (size_t i = 0; i < bits.size(); ++i) t.setFloatBits(static_cast<int64_t>(i), bits[i]);
  return t;
}

double valueOf(const Fmt& f, uint64_t bits) {
  Val v = decode(f, bits);
  return v.nan ? kNaN : v.value;
}

const std::vector<Function> kUnary = {Function::Acos,   Function::Acosh,  Function::Asin,      Function::Asinh,
                                      Function::Atan,   Function::Atanh,  Function::Cosh,      Function::Sinh,
                                      Function::Erf,    Function::Erfc,   Function::ErfInv,    Function::Lgamma,
                                      Function::Digamma, Function::BesselI0e, Function::BesselI1e};

struct Tally {
  int checked = 0, skipped = 0;
};

// Runs fn on the encodings through special::apply and checks each result.
Tally checkUnary(const Fmt& f, Function fn, const std::vector<uint64_t>& bits, bool viaTable = true) {
  Tensor x = encodings(f, bits);
  Tensor r(x.type());
  if (viaTable) {
    special::apply(fn, x, r);  // formats of <= 16 bits: the table of every encoding
  } else {
    for (size_t i = 0; i < bits.size(); ++i)  // one value at a time
      r.setFloatValue(static_cast<int64_t>(i), special::rounded(fn, f.type, valueOf(f, bits[i])));
  }
  Checker c{f, fn, 0, 0, {}};
  for (size_t i = 0; i < bits.size(); ++i) {
    const double xv = valueOf(f, bits[i]);
    const uint64_t got = r.floatBits(static_cast<int64_t>(i));
    if (fn == Function::ErfInv) checkErfInv(c, xv, got);
    else c.compare(xv, 0, unaryExpect(f, fn, xv), got);
  }
  EXPECT_EQ(c.bad.count, 0) << special::functionName(fn) << " on " << f.name;
  return {c.checked, c.skipped};
}

Tally checkBinary(const Fmt& f, Function fn, const std::vector<uint64_t>& a, const std::vector<uint64_t>& b) {
  Tensor x = encodings(f, a), y = encodings(f, b);
  Tensor r(x.type());
  special::apply(fn, x, y, r);
  Checker c{f, fn, 0, 0, {}};
  for (size_t i = 0; i < a.size(); ++i) {
    const double av = valueOf(f, a[i]), bv = valueOf(f, b[i]);
    c.compare(av, bv, binaryExpect(f, fn, av, bv), r.floatBits(static_cast<int64_t>(i)));
  }
  EXPECT_EQ(c.bad.count, 0) << special::functionName(fn) << " on " << f.name;
  return {c.checked, c.skipped};
}

std::vector<uint64_t> allEncodings(const Fmt& f) {
  std::vector<uint64_t> all(size_t{1} << f.totalBits());
  for (size_t i = 0; i < all.size(); ++i) all[i] = i;
  return all;
}

std::vector<uint64_t> sample(const Fmt& f, size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> out;
  const uint64_t mask = f.totalBits() == 64 ? ~uint64_t{0} : (uint64_t{1} << f.totalBits()) - 1;
  // Specials first: zeros, ones, the ends of the range, infinities, NaN.
  const uint64_t signBit = f.hasSign ? uint64_t{1} << (f.totalBits() - 1) : 0;
  for (uint64_t b : {uint64_t{0}, uint64_t{1}, static_cast<uint64_t>(f.bias) << f.mantissaBits,
                     (f.exponentMask() - 1) << f.mantissaBits, f.exponentMask() << f.mantissaBits,
                     (f.exponentMask() << f.mantissaBits) | 1})
    out.push_back(b & mask), out.push_back((b | signBit) & mask);
  while (out.size() < n) out.push_back(rng() & mask);
  return out;
}

std::string formatName(const testing::TestParamInfo<const Fmt*>& info) { return info.param->name; }

void report(const char* what, const Fmt& f, Function fn, const Tally& t,
            std::chrono::steady_clock::time_point start) {
  if (!sweep()) return;
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  special::Counters k = special::counters();
  std::printf("[sweep] %s %s on %s: %d checked, %d without reference, %.2f s (Ziv retries so far %llu, unresolved %llu)\n",
              what, std::string(special::functionName(fn)).c_str(), f.name, t.checked, t.skipped, seconds,
              static_cast<unsigned long long>(k.zivRetries), static_cast<unsigned long long>(k.unresolved));
}

// ------------------------------------------------------------- the tests

class SpecialSmallFormat : public testing::TestWithParam<const Fmt*> {};

// Every encoding of the formats of at most 8 bits (through the tables);
// bf16 and f16: every encoding with HLOREF_SPECIAL_SWEEP=1, else 600 of
// them one by one.
TEST_P(SpecialSmallFormat, EveryUnaryFunction) {
  const Fmt& f = *GetParam();
  const bool every = f.totalBits() <= 8 || sweep();
  std::vector<uint64_t> bits = every ? allEncodings(f) : sample(f, 600, 16 + f.totalBits());
  for (Function fn : kUnary) {
    auto start = std::chrono::steady_clock::now();
    // A sample evaluates value by value (building a 2^16-entry table per
    // function takes longer than CI allows; the sweep checks the tables).
    Tally t = checkUnary(f, fn, bits, every);
    report("every encoding", f, fn, t, start);
    EXPECT_GT(t.checked, static_cast<int>(bits.size() * 9 / 10)) << special::functionName(fn);
  }
}

// zeta and polygamma: every pair of the formats of at most 8 bits with
// HLOREF_SPECIAL_SWEEP=1; else 60 random pairs (with the special values).
TEST_P(SpecialSmallFormat, ZetaAndPolygamma) {
  const Fmt& f = *GetParam();
  std::vector<uint64_t> a, b;
  if (f.totalBits() <= 8 && sweep()) {
    for (uint64_t x : allEncodings(f))
      for (uint64_t y : allEncodings(f)) a.push_back(x), b.push_back(y);
  } else {
    a = sample(f, 60, 7 + f.totalBits());
    b = sample(f, 60, 8 + f.totalBits());
    std::shuffle(b.begin(), b.end(), std::mt19937_64(3));
  }
  for (Function fn : {Function::Zeta, Function::Polygamma}) {
    auto start = std::chrono::steady_clock::now();
    Tally t = checkBinary(f, fn, a, b);
    report("pairs", f, fn, t, start);
    EXPECT_GT(t.checked, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(SpecialFunctions, SpecialSmallFormat, testing::ValuesIn(kSmallFormats), formatName);

// f32, f64 and tf32: random encodings (10^6 per function and type with
// HLOREF_SPECIAL_SWEEP=1, else 200) plus the special values.
class SpecialWideFormat : public testing::TestWithParam<const Fmt*> {};

TEST_P(SpecialWideFormat, RandomValues) {
  const Fmt& f = *GetParam();
  const size_t n = sweep() ? 1000000 : 200;
  for (Function fn : kUnary) {
    auto start = std::chrono::steady_clock::now();
    // Half the draws over all encodings, half over magnitudes below 64 where
    // the functions are not saturated.
    std::vector<uint64_t> bits = sample(f, n / 2, 99 + static_cast<int>(fn));
    std::mt19937_64 rng(5 + static_cast<int>(fn));
    std::uniform_real_distribution<double> uniform(-64, 64);
    while (bits.size() < n) {
      Tensor one(tensorType(1, f.type));
      one.setFloatValue(0, uniform(rng) * std::ldexp(1.0, -static_cast<int>(rng() % 20)));
      bits.push_back(one.floatBits(0));
    }
    Tally t = checkUnary(f, fn, bits);
    report("random", f, fn, t, start);
    EXPECT_GT(t.checked, static_cast<int>(n * 9 / 10)) << special::functionName(fn);
  }
  // zeta(s, q) and polygamma(n, x) over the reference's domain and beyond.
  const size_t pairs = sweep() ? 100000 : 60;
  std::mt19937_64 rng(17);
  std::vector<uint64_t> a, b, n8, x8;
  const double sGrid[] = {1.5, 2.0, 2.75, 3.0, 4.5, 7.0, 12.0, 29.0};
  for (size_t i = 0; i < pairs; ++i) {
    Tensor one(tensorType(2, f.type));
    one.setFloatValue(0, sGrid[rng() % 8]);
    one.setFloatValue(1, std::ldexp(static_cast<double>(rng() % (1 << 20)), -14) + 0x1p-10);
    a.push_back(one.floatBits(0)), b.push_back(one.floatBits(1));
    one.setFloatValue(0, static_cast<double>(rng() % 6));
    one.setFloatValue(1, (static_cast<double>(rng() % (1 << 20)) - (1 << 19)) * 0x1p-14);
    n8.push_back(one.floatBits(0)), x8.push_back(one.floatBits(1));
  }
  auto start = std::chrono::steady_clock::now();
  Tally t = checkBinary(f, Function::Zeta, a, b);
  report("random", f, Function::Zeta, t, start);
  EXPECT_GT(t.checked, static_cast<int>(pairs * 9 / 10));
  start = std::chrono::steady_clock::now();
  t = checkBinary(f, Function::Polygamma, n8, x8);
  report("random", f, Function::Polygamma, t, start);
  EXPECT_GT(t.checked, static_cast<int>(pairs * 8 / 10));
}

INSTANTIATE_TEST_SUITE_P(SpecialFunctions, SpecialWideFormat, testing::Values(&kF32, &kF64, &kTF32), formatName);

// Hard and edge cases by hand: the stated edges, values on the subnormal
// boundary, and inputs whose results lie close to a rounding boundary.
TEST(SpecialFunctions, StatedEdges) {
  using special::rounded;
  const ElementType f32 = ElementType::F32, f64 = ElementType::F64;
  EXPECT_EQ(rounded(Function::ErfInv, f64, 1), INFINITY);
  EXPECT_EQ(rounded(Function::ErfInv, f64, -1), -INFINITY);
  EXPECT_TRUE(std::isnan(rounded(Function::ErfInv, f64, 1.5)));
  EXPECT_TRUE(std::signbit(rounded(Function::ErfInv, f32, -0.0)));
  EXPECT_EQ(rounded(Function::Lgamma, f64, 0.0), INFINITY);
  EXPECT_EQ(rounded(Function::Lgamma, f64, -2.0), INFINITY);
  EXPECT_EQ(rounded(Function::Lgamma, f64, -INFINITY), INFINITY);
  EXPECT_EQ(rounded(Function::Lgamma, f64, 1.0), 0.0);
  EXPECT_EQ(rounded(Function::Digamma, f64, 0.0), -INFINITY);
  EXPECT_EQ(rounded(Function::Digamma, f64, -0.0), INFINITY);
  EXPECT_TRUE(std::isnan(rounded(Function::Digamma, f64, -3.0)));
  EXPECT_EQ(rounded(Function::Zeta, f64, 1.0, 2.0), INFINITY);
  EXPECT_TRUE(std::isnan(rounded(Function::Zeta, f64, 0.5, 2.0)));
  EXPECT_EQ(rounded(Function::Zeta, f64, 2.0, -3.0), INFINITY);
  EXPECT_TRUE(std::isnan(rounded(Function::Zeta, f64, 2.5, -0.5)));
  EXPECT_EQ(rounded(Function::Polygamma, f64, 1.0, 0.0), INFINITY);
  EXPECT_EQ(rounded(Function::Polygamma, f64, 2.0, -1.0), -INFINITY);
  EXPECT_TRUE(std::isnan(rounded(Function::Polygamma, f64, 1.5, 1.0)));
  EXPECT_EQ(rounded(Function::BesselI0e, f64, 0.0), 1.0);
  EXPECT_TRUE(std::signbit(rounded(Function::BesselI1e, f64, -0.0)));
  EXPECT_EQ(rounded(Function::BesselI1e, f64, -INFINITY), 0.0);
  // Known values: zeta(2, 1) = pi^2 / 6, polygamma(1, 1) = pi^2 / 6,
  // zeta(3, 1/2) = 7 zeta(3) = 8.41439832211715999...
  EXPECT_EQ(rounded(Function::Zeta, f64, 2.0, 1.0), 1.6449340668482264);
  EXPECT_EQ(rounded(Function::Polygamma, f64, 1.0, 1.0), 1.6449340668482264);
  EXPECT_EQ(rounded(Function::Zeta, f64, 3.0, 0.5), 8.41439832211716);
  // The smallest f64 subnormal: erf_inv(y) ~ y sqrt(pi)/2 rounds to y itself.
  EXPECT_EQ(rounded(Function::ErfInv, f64, 0x1p-1074), 0x1p-1074);
  // Large arguments of the Bessel functions: e^-x I_0(x) = (2 pi x)^-1/2
  // (1 + 1/(8x) + ...), within 2^-100 relative of (2 pi x)^-1/2 at x = 2^100.
  {
    mpfr_t v, w;
    mpfr_inits2(200, v, w, static_cast<mpfr_ptr>(nullptr));
    mpfr_const_pi(v, MPFR_RNDN);
    mpfr_mul_2ui(v, v, 101, MPFR_RNDN);
    mpfr_rec_sqrt(v, v, MPFR_RNDN);
    mpfr_mul_2si(w, v, -100, MPFR_RNDN);
    mpfr_add(w, v, w, MPFR_RNDN);
    ASSERT_EQ(mpfr_get_d(v, MPFR_RNDN), mpfr_get_d(w, MPFR_RNDN));
    EXPECT_EQ(rounded(Function::BesselI0e, f64, 0x1p100), mpfr_get_d(v, MPFR_RNDN));
    mpfr_clears(v, w, static_cast<mpfr_ptr>(nullptr));
  }
}

}  // namespace
}  // namespace hloref
