// Internals of the CHLO special functions (special_functions.h): the
// functions MPFR lacks, each under MPFR's contract (the exact value rounded
// in direction `rnd` to the precision of `r`, the ternary value returned),
// and the two tools they are built from:
//   - Ziv's strategy (roundEnclosure): enclose the exact value in [lo, hi]
//     at a working precision w, round both ends; when they round alike the
//     rounding is decided, otherwise double w;
//   - intervals (Enclosure): MPFR numbers lo <= hi, each operation rounding
//     lo down and hi up, so a chain of them encloses the exact value.
// Only numerics/special_functions*.cpp include this header.
#pragma once

#include <mpfr.h>

#include <atomic>
#include <cstdint>
#include <deque>

namespace hloref::special::detail {

// Counters shared by the evaluation files (special_functions.h: Counters).
struct AtomicCounters {
  std::atomic<uint64_t> evaluations{0};
  std::atomic<uint64_t> zivRetries{0};
  std::atomic<uint64_t> unresolved{0};
};
AtomicCounters& counters();

// Beyond this working precision an enclosure that still straddles a
// rounding boundary is taken as an exact value on it (see roundEnclosure).
inline constexpr mpfr_prec_t kMaxPrecision = 2048;
// Values with an exponent beyond +-kFarExponent are outside every float
// format's range by far: their rounding is decided by their sign alone.
inline constexpr mpfr_exp_t kFarExponent = mpfr_exp_t{1} << 24;

// Variables handed out in order and reused from evaluation to evaluation
// (one pool per thread): no allocation per element once warm.
class Pool {
 public:
  Pool() = default;
  ~Pool() {
    for (Var& v : vars_) mpfr_clear(v.v);
  }
  Pool(const Pool&) = delete;
  Pool& operator=(const Pool&) = delete;
  // The next variable, with precision w.
  mpfr_ptr take(mpfr_prec_t w) {
    if (next_ == vars_.size()) {
      vars_.emplace_back();
      mpfr_init2(vars_.back().v, w);
    }
    mpfr_ptr v = vars_[next_++].v;
    mpfr_set_prec(v, w);
    return v;
  }
  size_t mark() const { return next_; }
  void release(size_t mark) { next_ = mark; }

 private:
  struct Var {
    mpfr_t v;
  };
  std::deque<Var> vars_;  // a deque keeps handed-out addresses valid
  size_t next_ = 0;
};
Pool& pool();

// Returns variables taken from the pool in a scope.
class PoolScope {
 public:
  PoolScope() : mark_(pool().mark()) {}
  ~PoolScope() { pool().release(mark_); }
  PoolScope(const PoolScope&) = delete;
  PoolScope& operator=(const PoolScope&) = delete;

 private:
  size_t mark_;
};

// Interval arithmetic at precision w on pool variables. Every operation
// rounds lo toward -inf and hi toward +inf; the caller keeps the
// preconditions each operation states (positive operands where named).
struct Iv {
  mpfr_ptr lo;
  mpfr_ptr hi;
};
class Enclosure {
 public:
  explicit Enclosure(mpfr_prec_t w) : w_(w) {}
  mpfr_prec_t precision() const { return w_; }
  Iv fresh() { return {pool().take(w_), pool().take(w_)}; }
  Iv point(mpfr_srcptr v) {  // rounded outwards when v has more bits than w
    Iv r = fresh();
    mpfr_set(r.lo, v, MPFR_RNDD);
    mpfr_set(r.hi, v, MPFR_RNDU);
    return r;
  }
  Iv integer(long v) {
    Iv r = fresh();
    mpfr_set_si(r.lo, v, MPFR_RNDD);
    mpfr_set_si(r.hi, v, MPFR_RNDU);
    return r;
  }
  Iv pi() {
    Iv r = fresh();
    mpfr_const_pi(r.lo, MPFR_RNDD);
    mpfr_const_pi(r.hi, MPFR_RNDU);
    return r;
  }
  Iv add(Iv a, Iv b) {
    Iv r = fresh();
    mpfr_add(r.lo, a.lo, b.lo, MPFR_RNDD);
    mpfr_add(r.hi, a.hi, b.hi, MPFR_RNDU);
    return r;
  }
  Iv sub(Iv a, Iv b) {
    Iv r = fresh();
    mpfr_sub(r.lo, a.lo, b.hi, MPFR_RNDD);
    mpfr_sub(r.hi, a.hi, b.lo, MPFR_RNDU);
    return r;
  }
  Iv neg(Iv a) {
    Iv r = fresh();
    mpfr_neg(r.lo, a.hi, MPFR_RNDD);
    mpfr_neg(r.hi, a.lo, MPFR_RNDU);
    return r;
  }
  // Any signs: the extreme corner products.
  Iv mul(Iv a, Iv b) { return corners(a, b, mpfr_mul); }
  // b must not contain 0.
  Iv div(Iv a, Iv b) { return corners(a, b, mpfr_div); }
  Iv mulUi(Iv a, unsigned long k) {  // a >= 0
    Iv r = fresh();
    mpfr_mul_ui(r.lo, a.lo, k, MPFR_RNDD);
    mpfr_mul_ui(r.hi, a.hi, k, MPFR_RNDU);
    return r;
  }
  Iv divUi(Iv a, unsigned long k) {  // a >= 0
    Iv r = fresh();
    mpfr_div_ui(r.lo, a.lo, k, MPFR_RNDD);
    mpfr_div_ui(r.hi, a.hi, k, MPFR_RNDU);
    return r;
  }
  // An increasing MPFR function on the interval.
  Iv increasing(int (*fn)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t), Iv a) {
    Iv r = fresh();
    fn(r.lo, a.lo, MPFR_RNDD);
    fn(r.hi, a.hi, MPFR_RNDU);
    return r;
  }
  // base^-s for base > 0 and a point s > 0 (decreasing in base).
  Iv powNegative(Iv base, mpfr_srcptr s) {
    Iv r = fresh();
    mpfr_ptr minusS = pool().take(mpfr_get_prec(s));
    mpfr_neg(minusS, s, MPFR_RNDN);  // exact
    mpfr_pow(r.lo, base.hi, minusS, MPFR_RNDD);
    mpfr_pow(r.hi, base.lo, minusS, MPFR_RNDU);
    return r;
  }
  // Whether the interval is positive / negative / holds 0.
  static bool positive(Iv a) { return mpfr_sgn(a.lo) > 0; }
  static bool negative(Iv a) { return mpfr_sgn(a.hi) < 0; }

 private:
  // [min, max] of op over the corners, rounded down for the minimum and up
  // for the maximum.
  Iv corners(Iv a, Iv b, int (*op)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t)) {
    Iv r = fresh();
    mpfr_ptr t = pool().take(w_);
    bool first = true;
    for (mpfr_ptr x : {a.lo, a.hi})
      for (mpfr_ptr y : {b.lo, b.hi}) {
        op(t, x, y, MPFR_RNDD);
        if (first || mpfr_less_p(t, r.lo)) mpfr_set(r.lo, t, MPFR_RNDN);
        op(t, x, y, MPFR_RNDU);
        if (first || mpfr_greater_p(t, r.hi)) mpfr_set(r.hi, t, MPFR_RNDN);
        first = false;
      }
    return r;
  }

  mpfr_prec_t w_;
};

// Rounds the value `enclose` brackets (Ziv's strategy). enclose(w, lo, hi)
// sets lo <= exact <= hi using working precision w (lo and hi have
// precision w) and returns false when it cannot at that precision. The
// rounding in `rnd` of both ends to the precision of r agreeing decides r;
// the ternary value is known once r lies outside [lo, hi], or lo = hi (the
// exact value itself). Past kMaxPrecision an undecided enclosure is taken
// as the exact value at its rounded end (counted as unresolved): the value
// then sits on a boundary to more than 2000 bits, which the functions here
// reach only at exact values their callers decide before.
template <class Enclose>
int roundEnclosure(mpfr_ptr r, mpfr_rnd_t rnd, Enclose&& enclose) {
  PoolScope scope;
  const mpfr_prec_t p = mpfr_get_prec(r);
  mpfr_ptr a = pool().take(p);
  mpfr_ptr b = pool().take(p);
  bool first = true;
  for (mpfr_prec_t w = p + 24;; w *= 2) {
    if (!first) counters().zivRetries.fetch_add(1, std::memory_order_relaxed);
    first = false;
    PoolScope inner;
    mpfr_ptr lo = pool().take(w);
    mpfr_ptr hi = pool().take(w);
    const bool last = w >= kMaxPrecision;
    if (enclose(w, lo, hi)) {
      // Far outside every format: only the sign and the side matter.
      if (mpfr_sgn(lo) > 0 && mpfr_number_p(lo) && mpfr_get_exp(lo) > kFarExponent) {
        mpfr_set(r, lo, rnd);
        return -1;
      }
      if (mpfr_sgn(hi) < 0 && mpfr_number_p(hi) && mpfr_get_exp(hi) > kFarExponent) {
        mpfr_set(r, hi, rnd);
        return 1;
      }
      // (A lower end of 0 counts as positive here: the functions using this
      // vanish only at edges their callers decide first.)
      if (mpfr_sgn(lo) >= 0 && mpfr_sgn(hi) > 0 && mpfr_number_p(hi) && mpfr_get_exp(hi) < -kFarExponent) {
        mpfr_set(r, hi, rnd);
        return 1;
      }
      if (mpfr_sgn(hi) < 0 && mpfr_number_p(lo) && mpfr_get_exp(lo) < -kFarExponent) {
        mpfr_set(r, lo, rnd);
        return -1;
      }
      if (mpfr_equal_p(lo, hi)) return mpfr_set(r, lo, rnd);
      mpfr_set(a, lo, rnd);
      mpfr_set(b, hi, rnd);
      if (mpfr_equal_p(a, b) && mpfr_signbit(a) == mpfr_signbit(b)) {
        if (mpfr_less_p(a, lo)) return mpfr_set(r, a, MPFR_RNDN), -1;
        if (mpfr_greater_p(a, hi)) return mpfr_set(r, a, MPFR_RNDN), 1;
        if (last) {
          counters().unresolved.fetch_add(1, std::memory_order_relaxed);
          mpfr_set(r, a, MPFR_RNDN);
          return 0;
        }
      }
    }
    if (last) {
      counters().unresolved.fetch_add(1, std::memory_order_relaxed);
      return mpfr_set(r, lo, rnd);
    }
  }
}

// The functions MPFR lacks, under MPFR's contract (any rnd but RNDA; the
// caller sets the widest exponent range).
int erfInv(mpfr_ptr r, mpfr_srcptr y, mpfr_rnd_t rnd);                      // special_functions_erf_inv.cpp
int besselIe(mpfr_ptr r, mpfr_srcptr x, int order, mpfr_rnd_t rnd);        // special_functions_bessel.cpp
int hurwitzZeta(mpfr_ptr r, mpfr_srcptr s, mpfr_srcptr q, mpfr_rnd_t rnd);  // special_functions_zeta.cpp
int polygamma(mpfr_ptr r, mpfr_srcptr n, mpfr_srcptr x, mpfr_rnd_t rnd);    // special_functions_zeta.cpp
// MPFR's digamma with the limits at +-0 (special_functions_zeta.cpp).
int digamma(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd);

// The rounding direction for the magnitude of a negative value: f(-x) =
// -f(x) rounds like f(x) with up and down exchanged.
inline mpfr_rnd_t mirrored(mpfr_rnd_t rnd) {
  if (rnd == MPFR_RNDU) return MPFR_RNDD;
  if (rnd == MPFR_RNDD) return MPFR_RNDU;
  return rnd;
}

}  // namespace hloref::special::detail
