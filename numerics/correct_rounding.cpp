// Correctly rounded real functions for every float format (see
// correct_rounding.h for the plan). One generic evaluation per target kind
// (f64; f32 and the other formats) is instantiated for each function
// family; a family says how to approximate the function in double and in
// long double and how MPFR computes it exactly.
#include "numerics/correct_rounding.h"

#include <mpfr.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <mutex>

#include "numerics/correct_rounding_f64.h"
#include "numerics/correct_rounding_mpfr.h"
#include "numerics/pow_f32.h"
#include "core/float_format.h"
#include "core/tensor.h"

namespace hloref::exact {

namespace detail {

AtomicCounters& globalCounters() {
  static AtomicCounters counters;
  return counters;
}

double toOddDouble(mpfr_srcptr r, int t) {
  if (!mpfr_regular_p(r)) return mpfr_get_d(r, MPFR_RNDN);  // NaN, +-inf, +-0
  double sign = mpfr_signbit(r) ? -1.0 : 1.0;
  mpfr_exp_t e = mpfr_get_exp(r);  // r = m * 2^e, m in [1/2, 1)
  if (e < -1000) return sign * 0x1p-1010;
  if (e > 1000) return sign * 0x1p1010;
  double d = mpfr_get_d(r, MPFR_RNDZ);  // exact: 53 bits, normal range
  if (t != 0) {
    uint64_t bits;
    std::memcpy(&bits, &d, 8);
    bits |= 1;
    std::memcpy(&d, &bits, 8);
  }
  return d;
}

double toNearestF64(mpfr_ptr r, int t) {
  // Significands in [1/2, 1): the smallest subnormal 2^-1074 has exponent
  // -1073, and every finite double is below 2^1024.
  ExponentRange range(-1073, 1024);
  t = mpfr_check_range(r, t, MPFR_RNDN);
  mpfr_subnormalize(r, t, MPFR_RNDN);
  return mpfr_get_d(r, MPFR_RNDN);
}

double roundToType(mpfr_srcptr v, ElementType type, mpfr_ptr scratch) {
  if (type == ElementType::F64) {
    int t = mpfr_set(scratch, v, MPFR_RNDN);
    return toNearestF64(scratch, t);
  }
  int t = mpfr_set(scratch, v, MPFR_RNDZ);
  double odd = toOddDouble(scratch, t);
  if (type == ElementType::F32) return static_cast<float>(odd);
  return decodeFloat(type, encodeFloat(type, odd));
}

}  // namespace detail

namespace {

using LD = long double;
using detail::globalCounters;

// ---------------------------------------------------------------------------
// The approximations err by at most kDoubleBound (double) and kLongBound
// (long double) relative to the result (correct_rounding_mpfr.h).
using detail::kDoubleBound;
using detail::kLongBound;

// ---------------------------------------------------------------------------
// Function families. approx: the double evaluation (error <= kDoubleBound);
// approxLong: the long double one (<= kLongBound); mpfr: the exact value
// rounded per MPFR's contract (precision of r, direction rnd, ternary value).
// kExactInDouble: the double evaluation is correctly rounded (IEEE
// squareRoot), which a format of precision <= 25 may round once more.

int mpfrLogistic(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd);
int mpfrRsqrt(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  // IEEE rSqrt(-0) is -inf; MPFR's rec_sqrt gives +inf (never reached from
  // the fast paths, which decide every zero, but keep the contract).
  if (mpfr_zero_p(x)) {
    mpfr_set_inf(r, mpfr_signbit(x) ? -1 : 1);
    return 0;
  }
  return mpfr_rec_sqrt(r, x, rnd);
}

struct Exp {
  static double approx(double x) { return std::exp(x); }
  static LD approxLong(LD x) { return expl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_exp(r, x, m); }
  static constexpr Function kFast = Function::Exp;
};
struct Expm1 {
  static double approx(double x) { return std::expm1(x); }
  static LD approxLong(LD x) { return expm1l(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_expm1(r, x, m); }
  static constexpr Function kFast = Function::Expm1;
};
struct Log {
  static double approx(double x) { return std::log(x); }
  static LD approxLong(LD x) { return logl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_log(r, x, m); }
  static constexpr Function kFast = Function::Log;
};
struct Log1p {
  static double approx(double x) { return std::log1p(x); }
  static LD approxLong(LD x) { return log1pl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_log1p(r, x, m); }
  static constexpr Function kFast = Function::Log1p;
};
struct Logistic {
  // 1 / (1 + e^-x): the sum has no cancellation (e^-x > 0), so three
  // operations of relative error <= 2^-52 (exp) and 2^-53 stay far within
  // the bound; exp(-x) = inf gives 0 where the exact value is < 2^-1000.
  static double approx(double x) { return 1.0 / (1.0 + std::exp(-x)); }
  static LD approxLong(LD x) { return 1.0L / (1.0L + expl(-x)); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfrLogistic(r, x, m); }
  static constexpr Function kFast = Function::Logistic;
};
struct Sin {
  static double approx(double x) { return std::sin(x); }
  static LD approxLong(LD x) { return sinl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_sin(r, x, m); }
  static constexpr Function kFast = Function::Sin;
};
struct Cos {
  static double approx(double x) { return std::cos(x); }
  static LD approxLong(LD x) { return cosl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_cos(r, x, m); }
  static constexpr Function kFast = Function::Cos;
};
struct Tan {
  static double approx(double x) { return std::tan(x); }
  static LD approxLong(LD x) { return tanl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_tan(r, x, m); }
  static constexpr Function kFast = Function::Tan;
};
struct Tanh {
  static double approx(double x) { return std::tanh(x); }
  static LD approxLong(LD x) { return tanhl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_tanh(r, x, m); }
  static constexpr Function kFast = Function::Tanh;
};
struct Sqrt {
  static constexpr bool kExactInDouble = true;
  static double approx(double x) { return std::sqrt(x); }
  static LD approxLong(LD x) { return sqrtl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_sqrt(r, x, m); }
};
struct Rsqrt {
  // Two roundings (sqrt, then the quotient): relative error <= 2^-52.
  static double approx(double x) { return 1.0 / std::sqrt(x); }
  static LD approxLong(LD x) { return 1.0L / sqrtl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfrRsqrt(r, x, m); }
  static constexpr Function kFast = Function::Rsqrt;
};
struct Cbrt {  // rootn(x, 3): real cube root, negative for negative x
  static double approx(double x) { return std::cbrt(x); }
  static LD approxLong(LD x) { return cbrtl(x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_cbrt(r, x, m); }
  static constexpr Function kFast = Function::Cbrt;
};
struct Atan2 {  // atan2(y, x)
  static double approx(double y, double x) { return std::atan2(y, x); }
  static LD approxLong(LD y, LD x) { return atan2l(y, x); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr y, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_atan2(r, y, x, m); }
  static constexpr Function kFast = Function::Atan2;
};
struct Pow {  // IEEE pow: MPFR and the C library follow its special cases (ISO C Annex F)
  static double approx(double x, double y) { return std::pow(x, y); }
  static LD approxLong(LD x, LD y) { return powl(x, y); }
  static int mpfr(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t m) { return mpfr_pow(r, x, y, m); }
  static constexpr Function kFast = Function::Pow;
};

// Whether the family has an f64 fast path (correct_rounding_f64.h): its
// kFast names the function there.
template <class Fn>
constexpr bool hasFastF64() {
  return requires { Fn::kFast; };
}

template <class Fn>
constexpr bool exactInDouble() {
  if constexpr (requires { Fn::kExactInDouble; }) return Fn::kExactInDouble;
  return false;
}

// logistic(x) = 1 / (1 + e^-x) under MPFR's contract for rnd = RNDN or RNDZ
// (the only ones used here), by Ziv's strategy on an enclosing interval.
int mpfrLogistic(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(r);
    return 0;
  }
  if (mpfr_zero_p(x)) return mpfr_set_d(r, 0.5, rnd);  // exact
  if (mpfr_inf_p(x)) return mpfr_set_ui(r, mpfr_sgn(x) > 0 ? 1 : 0, rnd);
  mpfr_prec_t p = mpfr_get_prec(r);
  // x > (p + 3) ln 2: the value is in (1 - 2^-(p+3), 1), so it rounds to 1
  // to nearest and to the number below 1 toward zero.
  if (mpfr_cmp_d(x, 0.7 * static_cast<double>(p + 3) + 1.0) > 0) {
    mpfr_set_ui(r, 1, MPFR_RNDN);
    if (rnd == MPFR_RNDN) return 1;
    mpfr_nextbelow(r);
    return -1;
  }
  detail::WideRange wide;
  int ternary = 0;
  for (mpfr_prec_t w = p + 32;; w *= 2) {
    mpfr_t minusX, eLo, eHi, lo, hi, rLo, rHi;
    mpfr_inits2(w, minusX, eLo, eHi, lo, hi, static_cast<mpfr_ptr>(nullptr));
    mpfr_inits2(p, rLo, rHi, static_cast<mpfr_ptr>(nullptr));
    mpfr_neg(minusX, x, MPFR_RNDN);  // exact: w >= precision of x
    mpfr_exp(eLo, minusX, MPFR_RNDD);
    mpfr_exp(eHi, minusX, MPFR_RNDU);
    bool done = false;
    if (mpfr_inf_p(eHi)) {
      // e^-x beyond 2^(2^62): the value underflows every format.
      mpfr_set_zero(r, 1);
      ternary = -1;
      done = true;
    } else {
      mpfr_add_ui(eLo, eLo, 1, MPFR_RNDD);
      mpfr_add_ui(eHi, eHi, 1, MPFR_RNDU);
      mpfr_ui_div(lo, 1, eHi, MPFR_RNDD);  // decreasing in e^-x
      mpfr_ui_div(hi, 1, eLo, MPFR_RNDU);
      mpfr_set(rLo, lo, rnd);
      mpfr_set(rHi, hi, rnd);
      // x != 0 makes the value irrational, so it lies strictly inside
      // [lo, hi]; the ternary value is known once the rounded value is
      // outside that interval.
      if (mpfr_equal_p(rLo, rHi)) {
        if (mpfr_cmp(rLo, lo) < 0) ternary = -1, done = true;
        else if (mpfr_cmp(rLo, hi) > 0) ternary = 1, done = true;
        if (done) mpfr_set(r, rLo, MPFR_RNDN);
      }
    }
    mpfr_clears(minusX, eLo, eHi, lo, hi, rLo, rHi, static_cast<mpfr_ptr>(nullptr));
    if (done) return ternary;
  }
}

// ---------------------------------------------------------------------------
// MPFR fallbacks. Thread-local variables: no allocation per element.

struct Scratch {
  mpfr_t x, y, r;
  Scratch() { mpfr_inits2(53, x, y, r, static_cast<mpfr_ptr>(nullptr)); }
  ~Scratch() { mpfr_clears(x, y, r, static_cast<mpfr_ptr>(nullptr)); }
};
Scratch& scratch() {
  thread_local Scratch s;
  return s;
}

// The exact value rounded to odd at 53 bits (for every format but f64).
template <class Fn>
double fallbackOdd(double x) {
  Scratch& s = scratch();
  detail::WideRange wide;
  mpfr_set_d(s.x, x, MPFR_RNDN);
  int t = Fn::mpfr(s.r, s.x, MPFR_RNDZ);
  return detail::toOddDouble(s.r, t);
}
template <class Fn>
double fallbackOdd(double x, double y) {
  Scratch& s = scratch();
  detail::WideRange wide;
  mpfr_set_d(s.x, x, MPFR_RNDN);
  mpfr_set_d(s.y, y, MPFR_RNDN);
  int t = Fn::mpfr(s.r, s.x, s.y, MPFR_RNDZ);
  return detail::toOddDouble(s.r, t);
}
// The exact value rounded to nearest f64.
template <class Fn>
double fallbackF64(double x) {
  Scratch& s = scratch();
  detail::WideRange wide;
  mpfr_set_d(s.x, x, MPFR_RNDN);
  int t = Fn::mpfr(s.r, s.x, MPFR_RNDN);
  return detail::toNearestF64(s.r, t);
}
template <class Fn>
double fallbackF64(double x, double y) {
  Scratch& s = scratch();
  detail::WideRange wide;
  mpfr_set_d(s.x, x, MPFR_RNDN);
  mpfr_set_d(s.y, y, MPFR_RNDN);
  int t = Fn::mpfr(s.r, s.x, s.y, MPFR_RNDN);
  return detail::toNearestF64(s.r, t);
}

// ---------------------------------------------------------------------------
// Ziv's rounding test. The exact value lies within a * (1 +- bound); when
// both ends of that interval round to the same value of the target, so
// does the exact value (rounding is monotone). NaN, infinities and zeros of
// the approximation are final: the functions return NaN exactly on their
// domain errors, and +-inf or 0 only where the exact value is infinite,
// zero, or beyond every format's range of the same sign.

// Keys of the target's rounding: equal keys, equal rounded values.
struct F32Key {
  float operator()(double v) const { return static_cast<float>(v); }
};
struct FormatKey {
  ElementType type;
  uint64_t operator()(double v) const { return encodeFloat(type, v); }
};

// Every format but f64: a double whose rounding to the target is the
// correctly rounded value (the store rounds it).
template <class Fn, class Key>
inline double narrow(double x, Key key, uint64_t& fallbacks) {
  double a = Fn::approx(x);
  if constexpr (exactInDouble<Fn>()) return a;
  if (!(std::fabs(a) < std::numeric_limits<double>::infinity()) || a == 0) return a;
  double e = std::fabs(a) * kDoubleBound;
  if (key(a - e) == key(a + e)) return a;
  ++fallbacks;
  return fallbackOdd<Fn>(x);
}
template <class Fn, class Key>
inline double narrow(double x, double y, Key key, uint64_t& fallbacks) {
  double a = Fn::approx(x, y);
  if (!(std::fabs(a) < std::numeric_limits<double>::infinity()) || a == 0) return a;
  double e = std::fabs(a) * kDoubleBound;
  if (key(a - e) == key(a + e)) return a;
  ++fallbacks;
  return fallbackOdd<Fn>(x, y);
}

// f64: the correctly rounded value by the long double evaluation and the
// rounding test, MPFR where that cannot decide: for arguments the fast path
// (correct_rounding_f64.h) leaves out.
template <class Fn>
inline double wideGeneral(double x, uint64_t& fallbacks) {
  LD a = Fn::approxLong(x);
  if (!(std::fabs(a) < std::numeric_limits<LD>::infinity()) || a == 0) return static_cast<double>(a);
  LD e = std::fabs(a) * kLongBound;
  double lo = static_cast<double>(a - e), hi = static_cast<double>(a + e);
  if (lo == hi) return lo;
  ++fallbacks;
  return fallbackF64<Fn>(x);
}
template <class Fn>
inline double wideGeneral(double x, double y, uint64_t& fallbacks) {
  LD a = Fn::approxLong(x, y);
  if (!(std::fabs(a) < std::numeric_limits<LD>::infinity()) || a == 0) return static_cast<double>(a);
  LD e = std::fabs(a) * kLongBound;
  double lo = static_cast<double>(a - e), hi = static_cast<double>(a + e);
  if (lo == hi) return lo;
  ++fallbacks;
  return fallbackF64<Fn>(x, y);
}

// The element the fast path did not round: MPFR where its test could not
// decide, the general path outside its ranges.
template <class Fn>
inline double finishF64(fast::Outcome outcome, double x, uint64_t& fallbacks) {
  if (outcome == fast::Outcome::Undecided) {
    ++fallbacks;
    return fallbackF64<Fn>(x);
  }
  return wideGeneral<Fn>(x, fallbacks);
}
template <class Fn>
inline double finishF64(fast::Outcome outcome, double x, double y, uint64_t& fallbacks) {
  if (outcome == fast::Outcome::Undecided) {
    ++fallbacks;
    return fallbackF64<Fn>(x, y);
  }
  return wideGeneral<Fn>(x, y, fallbacks);
}

// f64: the correctly rounded value of one element.
template <class Fn>
inline double wide(double x, uint64_t& fallbacks) {
  if constexpr (exactInDouble<Fn>()) return Fn::approx(x);
  if constexpr (hasFastF64<Fn>()) {
    double r;
    fast::Outcome outcome;
    fast::apply(Fn::kFast, &x, &r, &outcome, 1);
    return outcome == fast::Outcome::Rounded ? r : finishF64<Fn>(outcome, x, fallbacks);
  }
  return wideGeneral<Fn>(x, fallbacks);
}
template <class Fn>
inline double wide(double x, double y, uint64_t& fallbacks) {
  if constexpr (hasFastF64<Fn>()) {
    double r;
    fast::Outcome outcome;
    fast::apply(Fn::kFast, &x, &y, &r, &outcome, 1);
    return outcome == fast::Outcome::Rounded ? r : finishF64<Fn>(outcome, x, y, fallbacks);
  }
  return wideGeneral<Fn>(x, y, fallbacks);
}

void count(uint64_t evaluations, uint64_t fallbacks) {
  globalCounters().evaluations.fetch_add(evaluations, std::memory_order_relaxed);
  if (fallbacks != 0) globalCounters().fallbacks.fetch_add(fallbacks, std::memory_order_relaxed);
}

// ---------------------------------------------------------------------------
// Kernels per target.

constexpr size_t kFastChunk = 256;  // elements per call of a fast path

template <class Fn>
void kernelF32(const float* x, float* r, size_t n) {
  uint64_t fallbacks = 0;
  for (size_t i = 0; i < n; ++i) r[i] = static_cast<float>(narrow<Fn>(x[i], F32Key{}, fallbacks));
  count(n, fallbacks);
}
template <class Fn>
void kernelF32(const float* x, const float* y, float* r, size_t n) {
  uint64_t fallbacks = 0;
  if constexpr (std::is_same_v<Fn, Pow>) {
    // The fast path over chunks (pow_f32.h), then the elements it left.
    fast::Outcome outcome[kFastChunk];
    float rounded[kFastChunk];  // powF32 writes every lane; r may be x or y
    for (size_t begin = 0; begin < n; begin += kFastChunk) {
      const size_t size = std::min(kFastChunk, n - begin);
      fast::powF32(x + begin, y + begin, rounded, outcome, size);
      for (size_t i = begin; i < begin + size; ++i) {
        if (outcome[i - begin] == fast::Outcome::Rounded) {
          r[i] = rounded[i - begin];
        } else if (outcome[i - begin] == fast::Outcome::Outside) {
          r[i] = static_cast<float>(narrow<Fn>(x[i], y[i], F32Key{}, fallbacks));
        } else {
          ++fallbacks;
          r[i] = static_cast<float>(fallbackOdd<Fn>(x[i], y[i]));
        }
      }
    }
  } else {
    for (size_t i = 0; i < n; ++i) r[i] = static_cast<float>(narrow<Fn>(x[i], y[i], F32Key{}, fallbacks));
  }
  count(n, fallbacks);
}
// f64 arrays: the fast path over chunks, then the elements it left.
template <class Fn>
void kernelF64(const double* x, double* r, size_t n) {
  uint64_t fallbacks = 0;
  if constexpr (hasFastF64<Fn>()) {
    fast::Outcome outcome[kFastChunk];
    for (size_t begin = 0; begin < n; begin += kFastChunk) {
      const size_t size = std::min(kFastChunk, n - begin);
      fast::apply(Fn::kFast, x + begin, r + begin, outcome, size);
      for (size_t i = 0; i < size; ++i)
        if (outcome[i] != fast::Outcome::Rounded) r[begin + i] = finishF64<Fn>(outcome[i], x[begin + i], fallbacks);
    }
  } else {
    for (size_t i = 0; i < n; ++i) r[i] = wide<Fn>(x[i], fallbacks);
  }
  count(exactInDouble<Fn>() ? 0 : n, fallbacks);
}
template <class Fn>
void kernelF64(const double* x, const double* y, double* r, size_t n) {
  uint64_t fallbacks = 0;
  if constexpr (hasFastF64<Fn>()) {
    fast::Outcome outcome[kFastChunk];
    for (size_t begin = 0; begin < n; begin += kFastChunk) {
      const size_t size = std::min(kFastChunk, n - begin);
      fast::apply(Fn::kFast, x + begin, y + begin, r + begin, outcome, size);
      for (size_t i = 0; i < size; ++i)
        if (outcome[i] != fast::Outcome::Rounded)
          r[begin + i] = finishF64<Fn>(outcome[i], x[begin + i], y[begin + i], fallbacks);
    }
  } else {
    for (size_t i = 0; i < n; ++i) r[i] = wide<Fn>(x[i], y[i], fallbacks);
  }
  count(n, fallbacks);
}

// Formats of at most 16 bits: one table per (function, format), encoding
// to encoding, built on first use by a program that evaluates enough
// elements to pay for it (a table of 2^16 entries costs as much as ~2^16
// evaluations): until `direct` reaches 1/16 of the table's size, elements
// are evaluated one by one, exactly as the table's entries are.
constexpr int kNumUnary = static_cast<int>(Function::Cbrt) + 1;
struct Table {
  std::once_flag once;
  std::atomic<bool> ready{false};
  std::atomic<uint64_t> direct{0};
  std::unique_ptr<uint16_t[]> entries;
};
Table& tableSlot(Function f, ElementType t) {
  static std::array<std::array<Table, kNumElementTypes>, kNumUnary> tables;
  return tables[static_cast<int>(f)][static_cast<int>(t)];
}

template <class Fn>
const uint16_t* table(Function f, ElementType t) {
  Table& slot = tableSlot(f, t);
  std::call_once(slot.once, [&] {
    size_t size = size_t{1} << floatFormat(t).totalBits();
    auto entries = std::make_unique<uint16_t[]>(size);
    FormatKey key{t};
    uint64_t fallbacks = 0;
    for (size_t bits = 0; bits < size; ++bits) {
      double value = narrow<Fn>(decodeFloat(t, bits), key, fallbacks);
      entries[bits] = static_cast<uint16_t>(encodeFloat(t, value));
    }
    count(size, fallbacks);
    slot.entries = std::move(entries);
    slot.ready.store(true, std::memory_order_release);
  });
  return slot.entries.get();
}

// The table, or null while evaluating `n` more elements directly is cheaper.
template <class Fn>
const uint16_t* tableWhenWorthIt(Function f, ElementType t, int64_t n) {
  Table& slot = tableSlot(f, t);
  if (!slot.ready.load(std::memory_order_acquire)) {
    const uint64_t size = uint64_t{1} << floatFormat(t).totalBits();
    const uint64_t seen = slot.direct.fetch_add(static_cast<uint64_t>(n), std::memory_order_relaxed);
    if (seen + static_cast<uint64_t>(n) <= size / 16) return nullptr;
  }
  return table<Fn>(f, t);
}

template <class Storage>
void lookUp(const uint16_t* entries, uint64_t mask, const Tensor& x, Tensor& r) {
  const Storage* in = reinterpret_cast<const Storage*>(x.bytes());
  Storage* out = reinterpret_cast<Storage*>(r.bytes());
  for (int64_t i = 0, n = x.numElements(); i < n; ++i) out[i] = static_cast<Storage>(entries[in[i] & mask]);
}

constexpr int64_t kChunk = 512;

template <class Fn>
void applyUnary(Function f, const Tensor& x, Tensor& r) {
  ElementType t = x.elementType();
  int64_t n = x.numElements();
  if (t == ElementType::F64) return kernelF64<Fn>(x.data<double>(), r.data<double>(), static_cast<size_t>(n));
  if (t == ElementType::F32) return kernelF32<Fn>(x.data<float>(), r.data<float>(), static_cast<size_t>(n));
  const FloatFormat& format = floatFormat(t);
  if (format.totalBits() <= 16) {
    if (const uint16_t* entries = tableWhenWorthIt<Fn>(f, t, n)) {
      uint64_t mask = (uint64_t{1} << format.totalBits()) - 1;
      if (storageBytes(t) == 1) return lookUp<uint8_t>(entries, mask, x, r);
      return lookUp<uint16_t>(entries, mask, x, r);
    }
  }
  // tf32, and small formats before their table: per element, through double.
  std::array<double, kChunk> buffer;
  FormatKey key{t};
  uint64_t fallbacks = 0;
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    std::span<double> part(buffer.data(), static_cast<size_t>(std::min(kChunk, n - begin)));
    loadFloats(x, begin, part);
    for (double& v : part) v = narrow<Fn>(v, key, fallbacks);
    storeFloats(r, begin, part);
  }
  count(static_cast<uint64_t>(n), fallbacks);
}

template <class Fn>
void applyBinary(const Tensor& x, const Tensor& y, Tensor& r) {
  ElementType t = x.elementType();
  int64_t n = x.numElements();
  if (t == ElementType::F64)
    return kernelF64<Fn>(x.data<double>(), y.data<double>(), r.data<double>(), static_cast<size_t>(n));
  if (t == ElementType::F32)
    return kernelF32<Fn>(x.data<float>(), y.data<float>(), r.data<float>(), static_cast<size_t>(n));
  std::array<double, kChunk> a, b;
  FormatKey key{t};
  uint64_t fallbacks = 0;
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    size_t size = static_cast<size_t>(std::min(kChunk, n - begin));
    loadFloats(x, begin, std::span<double>(a.data(), size));
    loadFloats(y, begin, std::span<double>(b.data(), size));
    for (size_t i = 0; i < size; ++i) a[i] = narrow<Fn>(a[i], b[i], key, fallbacks);
    storeFloats(r, begin, std::span<const double>(a.data(), size));
  }
  count(static_cast<uint64_t>(n), fallbacks);
}

// Calls visit.template operator()<Family>() for the family of `f`: the one
// dispatch on the function.
template <class Visit>
void withFamily(Function f, Visit&& visit) {
  switch (f) {
    case Function::Exp: return visit.template operator()<Exp>();
    case Function::Expm1: return visit.template operator()<Expm1>();
    case Function::Log: return visit.template operator()<Log>();
    case Function::Log1p: return visit.template operator()<Log1p>();
    case Function::Logistic: return visit.template operator()<Logistic>();
    case Function::Sin: return visit.template operator()<Sin>();
    case Function::Cos: return visit.template operator()<Cos>();
    case Function::Tan: return visit.template operator()<Tan>();
    case Function::Tanh: return visit.template operator()<Tanh>();
    case Function::Sqrt: return visit.template operator()<Sqrt>();
    case Function::Rsqrt: return visit.template operator()<Rsqrt>();
    case Function::Cbrt: return visit.template operator()<Cbrt>();
    case Function::Atan2: return visit.template operator()<Atan2>();
    case Function::Pow: return visit.template operator()<Pow>();
  }
}

template <class Fn>
constexpr bool isBinaryFamily() {
  return std::is_same_v<Fn, Atan2> || std::is_same_v<Fn, Pow>;
}

}  // namespace

std::string_view functionName(Function f) {
  static constexpr std::array<std::string_view, kNumFunctions> kNames = {
      "exp", "expm1", "log", "log1p", "logistic", "sin", "cos", "tan", "tanh", "sqrt", "rsqrt", "cbrt", "atan2", "pow"};
  return kNames[static_cast<int>(f)];
}

void apply(Function f, const Tensor& x, Tensor& result) {
  if (isComplex(x.elementType())) return detail::applyComplex(f, x, nullptr, result);
  withFamily(f, [&]<class Fn>() {
    if constexpr (!isBinaryFamily<Fn>()) applyUnary<Fn>(f, x, result);
  });
}

void apply(Function f, const Tensor& x, const Tensor& y, Tensor& result) {
  if (isComplex(x.elementType())) return detail::applyComplex(f, x, &y, result);
  withFamily(f, [&]<class Fn>() {
    if constexpr (isBinaryFamily<Fn>()) applyBinary<Fn>(x, y, result);
  });
}

void applyF32(Function f, const float* x, float* result, size_t n) {
  withFamily(f, [&]<class Fn>() {
    if constexpr (!isBinaryFamily<Fn>()) kernelF32<Fn>(x, result, n);
  });
}
void applyF32(Function f, const float* x, const float* y, float* result, size_t n) {
  withFamily(f, [&]<class Fn>() {
    if constexpr (isBinaryFamily<Fn>()) kernelF32<Fn>(x, y, result, n);
  });
}
void applyF64(Function f, const double* x, double* result, size_t n) {
  withFamily(f, [&]<class Fn>() {
    if constexpr (!isBinaryFamily<Fn>()) kernelF64<Fn>(x, result, n);
  });
}
void applyF64(Function f, const double* x, const double* y, double* result, size_t n) {
  withFamily(f, [&]<class Fn>() {
    if constexpr (isBinaryFamily<Fn>()) kernelF64<Fn>(x, y, result, n);
  });
}

namespace detail {

double roundedReal(Function f, ElementType type, double x, double y) {
  double value = 0;
  uint64_t fallbacks = 0;
  withFamily(f, [&]<class Fn>() {
    if constexpr (isBinaryFamily<Fn>()) {
      value = type == ElementType::F64 ? wide<Fn>(x, y, fallbacks) : narrow<Fn>(x, y, FormatKey{type}, fallbacks);
    } else {
      value = type == ElementType::F64 ? wide<Fn>(x, fallbacks) : narrow<Fn>(x, FormatKey{type}, fallbacks);
    }
  });
  count(1, fallbacks);
  return type == ElementType::F64 ? value : decodeFloat(type, encodeFloat(type, value));
}

}  // namespace detail

Counters counters() {
  auto& c = globalCounters();
  Counters out;
  out.evaluations = c.evaluations.load(std::memory_order_relaxed);
  out.fallbacks = c.fallbacks.load(std::memory_order_relaxed);
  out.complexEvaluations = c.complexEvaluations.load(std::memory_order_relaxed);
  out.complexFallbacks = c.complexFallbacks.load(std::memory_order_relaxed);
  out.complexRetries = c.complexRetries.load(std::memory_order_relaxed);
  out.unresolved = c.unresolved.load(std::memory_order_relaxed);
  return out;
}

void resetCounters() {
  auto& c = globalCounters();
  c.evaluations = 0;
  c.fallbacks = 0;
  c.complexEvaluations = 0;
  c.complexFallbacks = 0;
  c.complexRetries = 0;
  c.unresolved = 0;
}

}  // namespace hloref::exact
