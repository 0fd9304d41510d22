// The f64 fast paths (numerics/correct_rounding_f64.h) against MPFR: every
// value they round must be the correctly rounded one, on random arguments
// spread over each function's range and on hard cases (arguments in the
// Taylor regime, exact results, exact midpoints of pow, arguments whose
// value lies within a tiny fraction of an ulp of a midpoint, arguments
// near multiples of pi/2); and they must
// leave few arguments undecided (each an MPFR evaluation). The CI sample is
// small; HLOREF_CR_F64_SWEEP=N checks N random arguments per function.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "numerics/correct_rounding_f64.h"
#include "tests/numerics/correct_rounding_reference.h"

namespace hloref {
namespace {

using namespace rounding_reference;
using exact::Function;
using exact::fast::Outcome;

struct Case {
  Function f;
  const char* op;  // the reference's name (correct_rounding_reference.h)
};
const Case kCases[] = {
    {Function::Exp, "exponential"}, {Function::Expm1, "exponential_minus_one"},
    {Function::Log, "log"},         {Function::Log1p, "log_plus_one"},
    {Function::Logistic, "logistic"}, {Function::Tanh, "tanh"},
    {Function::Rsqrt, "rsqrt"},     {Function::Cbrt, "cbrt"},
    {Function::Sin, "sine"},        {Function::Cos, "cosine"},
    {Function::Tan, "tan"},
};

Ref1 ref1(const char* op) {
  for (const UnaryOp& u : unaryOps())
    if (std::string(u.op) == op) return u.ref;
  return nullptr;
}
Ref2 ref2(const char* op) {
  for (const BinaryOp& b : binaryOps())
    if (std::string(b.op) == op) return b.ref;
  return nullptr;
}

// RN(k pi/2) moved by `ulps` units in the last place: the arguments whose
// reduction cancels most.
double nearMultipleOfHalfPi(int64_t k, int ulps) {
  mpfr_t v;
  mpfr_init2(v, 200);
  mpfr_const_pi(v, MPFR_RNDN);
  mpfr_mul_si(v, v, static_cast<long>(k), MPFR_RNDN);
  mpfr_div_2ui(v, v, 1, MPFR_RNDN);
  double x = mpfr_get_d(v, MPFR_RNDN);
  mpfr_clear(v);
  for (int i = 0; i < ulps; ++i) x = std::nextafter(x, HUGE_VAL);
  for (int i = 0; i > ulps; --i) x = std::nextafter(x, -HUGE_VAL);
  return x;
}

// Arguments typical of f: uniform over its fast range, log-uniform over
// magnitudes, and near its special points.
double randomArgument(Function f, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  auto logUniform = [&](int lo, int hi) { return std::ldexp(1.0 + unit(rng), lo + static_cast<int>(rng() % (hi - lo))); };
  const int which = static_cast<int>(rng() % 3);
  const double sign = rng() & 1 ? 1.0 : -1.0;
  switch (f) {
    case Function::Exp:
      return which == 0 ? -707 + 1416 * unit(rng) : sign * logUniform(-60, 9);
    case Function::Expm1:
    case Function::Tanh:
    case Function::Logistic:
      return which == 0 ? -40 + 80 * unit(rng) : sign * logUniform(-60, 6);
    case Function::Log:
      return which == 0 ? 0.9 + 0.2 * unit(rng) : logUniform(-1074, 1024);
    case Function::Log1p:
      return which == 0 ? -1 + 3 * unit(rng) : sign * logUniform(-60, 0) + (sign > 0 ? 0 : 0);
    case Function::Rsqrt:
      return logUniform(-1074, 1024);
    case Function::Cbrt:
      return sign * logUniform(-1074, 1024);
    case Function::Sin:
    case Function::Cos:
    case Function::Tan:
      if (which == 0) return -10 + 20 * unit(rng);
      if (which == 1) return sign * logUniform(-40, 17);
      return nearMultipleOfHalfPi(static_cast<int64_t>(rng() % 160000) - 80000, static_cast<int>(rng() % 7) - 3);
    default:
      return unit(rng);
  }
}

struct Tally {
  int64_t checked = 0, undecided = 0, outside = 0, wrong = 0;
  std::string firstWrong;
};

// Tallies the outcomes and checks each rounded value against `reference`
// (the MPFR reference for element i); `name(i)` describes the call.
template <class Reference, class Name>
void check(const std::vector<double>& r, const std::vector<Outcome>& outcome, Reference reference, Name name,
           Tally& tally) {
  for (size_t i = 0; i < r.size(); ++i) {
    if (outcome[i] == Outcome::Undecided) ++tally.undecided;
    if (outcome[i] == Outcome::Outside) ++tally.outside;
    if (outcome[i] != Outcome::Rounded) continue;
    ++tally.checked;
    bool decided;
    const Expect e = reference(i, &decided);
    uint64_t bits;
    std::memcpy(&bits, &r[i], 8);
    if ((!decided || !matches(kF64, e, bits)) && tally.wrong++ == 0)
      tally.firstWrong = name(i) + " = " + hex(r[i]) + ", expected " + describe(e);
  }
}

void checkUnary(const Case& c, const std::vector<double>& xs, Tally& tally) {
  std::vector<double> r(xs.size());
  std::vector<Outcome> outcome(xs.size());
  exact::fast::apply(c.f, xs.data(), r.data(), outcome.data(), xs.size());
  const Ref1 ref = ref1(c.op);
  check(
      r, outcome, [&](size_t i, bool* decided) { return reference1(kF64, ref, xs[i], decided); },
      [&](size_t i) { return std::string(c.op) + "(" + hex(xs[i]) + ")"; }, tally);
}

// f(x[i], y[i]) for pow and atan2 (atan2(x[i], y[i]): x[i] is the ordinate,
// as in the reference's mpfr_atan2(r, y, x)).
void checkBinary(Function f, const char* op, const std::vector<double>& xs, const std::vector<double>& ys,
                 Tally& tally) {
  std::vector<double> r(xs.size());
  std::vector<Outcome> outcome(xs.size());
  exact::fast::apply(f, xs.data(), ys.data(), r.data(), outcome.data(), xs.size());
  const Ref2 ref = ref2(op);
  check(
      r, outcome, [&](size_t i, bool* decided) { return reference2(kF64, ref, xs[i], ys[i], decided); },
      [&](size_t i) { return std::string(op) + "(" + hex(xs[i]) + ", " + hex(ys[i]) + ")"; }, tally);
}

int64_t samples() {
  if (const char* s = std::getenv("HLOREF_CR_F64_SWEEP")) return std::max<int64_t>(1000, std::atoll(s));
  return 4000;
}

void report(const char* name, const Tally& t, int64_t n) {
  std::printf("[ info ] %-22s %lld arguments: %lld rounded and checked, %lld undecided (rate %.2g), %lld outside\n",
              name, static_cast<long long>(n), static_cast<long long>(t.checked),
              static_cast<long long>(t.undecided), static_cast<double>(t.undecided) / static_cast<double>(n),
              static_cast<long long>(t.outside));
}

TEST(CorrectRoundingF64Fast, RandomArgumentsAgainstMpfr) {
  const int64_t n = samples();
  std::mt19937_64 rng(20261127);
  for (const Case& c : kCases) {
    std::vector<double> xs;
    for (int64_t i = 0; i < n; ++i) xs.push_back(randomArgument(c.f, rng));
    Tally t;
    checkUnary(c, xs, t);
    report(c.op, t, n);
    EXPECT_EQ(t.wrong, 0) << t.firstWrong;
    EXPECT_LE(t.undecided, 1 + n / 10000) << c.op;  // rate < 10^-4 (one allowed in a small sample)
    EXPECT_GE(t.checked, n * 9 / 10) << c.op;       // the fast path covers the ranges sampled
  }
  std::vector<double> xs, ys;
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int64_t i = 0; i < n; ++i) {
    double x = std::ldexp(1.0 + unit(rng), static_cast<int>(rng() % 60) - 30);
    double y = -20 + 40 * unit(rng);
    if (i % 4 == 1) y = static_cast<double>(static_cast<int>(rng() % 61) - 30), x = rng() & 1 ? x : -x;
    if (i % 4 == 2) x = 0.999 + 0.002 * unit(rng), y = std::ldexp(unit(rng), 14);
    xs.push_back(x), ys.push_back(y);
  }
  Tally t;
  checkBinary(Function::Pow, "power", xs, ys, t);
  report("power", t, n);
  EXPECT_EQ(t.wrong, 0) << t.firstWrong;
  EXPECT_LE(t.undecided, 1 + n / 10000);
  EXPECT_GE(t.checked, n * 9 / 10);

  // atan2 over every quadrant, with ratios from 2^-60 to 2^60.
  xs.clear(), ys.clear();
  for (int64_t i = 0; i < n; ++i) {
    const double a = std::ldexp(1.0 + unit(rng), static_cast<int>(rng() % 200) - 100);
    const double b = i % 2 ? -10 + 20 * unit(rng) : a * std::ldexp(1.0 + unit(rng), static_cast<int>(rng() % 120) - 60);
    xs.push_back(rng() & 1 ? a : -a), ys.push_back(rng() & 1 ? b : -b);
  }
  Tally a;
  checkBinary(Function::Atan2, "atan2", xs, ys, a);
  report("atan2", a, n);
  EXPECT_EQ(a.wrong, 0) << a.firstWrong;
  EXPECT_LE(a.undecided, 1 + n / 10000);
  EXPECT_GE(a.checked, n * 9 / 10);
}

// Arguments whose value lies within a tiny fraction of an ulp of a
// midpoint between two doubles, built from the Taylor series: exp(x) = 1 +
// x + x^2/2 + ... with 1 + x a midpoint (x = 2^-k + 2^-53, and below 1),
// expm1(2^-52) and log1p(2^-53) (x +- x^2/2 is a midpoint), logistic(x)
// = 1/2 + x/4 - x^3/48 with 1/2 + x/4 a midpoint, rsqrt(1 - 2^-52) = 1 +
// 2^-53 + 3 2^-107 + ... (scaled by powers of 4). HardCasesAgainstMpfr
// checks with MPFR that each lies within 2^-20 ulp of a midpoint.
std::vector<double> nearMidpoints(Function f) {
  std::vector<double> xs;
  switch (f) {
    case Function::Exp:
      for (int k = 37; k <= 50; ++k) xs.insert(xs.end(), {std::ldexp(1.0, -k) + 0x1p-53, -(std::ldexp(1.0, -k) + 0x1p-54)});
      break;
    case Function::Expm1: xs = {0x1p-52, 0x1p-52 + 0x1p-104}; break;
    case Function::Log1p: xs = {0x1p-53}; break;
    case Function::Logistic:
      for (int k = 30; k <= 50; ++k) xs.insert(xs.end(), {std::ldexp(1.0, -k) + 0x1p-52, -(std::ldexp(1.0, -k) + 0x1p-53)});
      break;
    case Function::Rsqrt:
      for (int k = -100; k <= 100; k += 10) xs.push_back(std::ldexp(1.0 - 0x1p-52, 2 * k));
      break;
    default: break;
  }
  return xs;
}

// |f(x) / ulp - (n + 1/2)| for the nearest n: how far f(x) lies from a
// midpoint between doubles, in ulps (f(x) normal, not exact).
double ulpsFromMidpoint(const Ref1& ref, double x) {
  mpfr_t mx, v, fl;
  mpfr_inits2(400, mx, v, fl, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(mx, x, MPFR_RNDN);
  ref(v, mx, MPFR_RNDN);
  mpfr_abs(v, v, MPFR_RNDN);
  mpfr_mul_2si(v, v, 53 - mpfr_get_exp(v), MPFR_RNDN);  // in [2^52, 2^53): units of an ulp
  mpfr_floor(fl, v);
  mpfr_sub(v, v, fl, MPFR_RNDN);
  const double d = std::fabs(mpfr_get_d(v, MPFR_RNDN) - 0.5);
  mpfr_clears(mx, v, fl, static_cast<mpfr_ptr>(nullptr));
  return d;
}

// Hard cases: tiny arguments (the Taylor regime, where f(x) lies within
// about x^2 of a simple value, and nearMidpoints), arguments near multiples
// of pi/2 for sin, cos and tan, arguments near the ends of the fast ranges,
// exact results, and, for pow, exact midpoints (odd 27-bit integers
// squared, which no f64 can round without a tie rule) and exact powers.
// Every rounded value must be right; exact midpoints must stay undecided.
TEST(CorrectRoundingF64Fast, HardCasesAgainstMpfr) {
  for (const Case& c : kCases) {
    std::vector<double> xs;
    for (int e = -899; e <= 0; e += 7)
      for (double m : {1.0, 1.0 + 0x1p-52, 1.5, 2.0 - 0x1p-52})
        xs.insert(xs.end(), {std::ldexp(m, e), -std::ldexp(m, e)});
    for (double v : {1.0, 2.0, 0.5, 8.0, 27.0, 0x1p-1074, 0x1p-1022, 1.7976931348623157e308, 706.9, -706.9, 708.9,
                     599.9, -599.9, 19.05, -19.05, 19.2, 0.99902343750000011, 1.0009765624999998,
                     7.5417527749959590085206221e-10, 0x1.62e42fefa39efp-1, 0x1.62e42fefa39efp-9, 1e-300})
      xs.push_back(v);
    xs.push_back(std::ldexp(static_cast<double>(0b10110001010101000100001100001001101100010100110110110ULL), 678 - 52));
    for (double v : nearMidpoints(c.f)) {
      EXPECT_LT(ulpsFromMidpoint(ref1(c.op), v), 0x1p-20) << c.op << "(" << hex(v) << ") is not a hard case";
      xs.push_back(v);
    }
    if (c.f == Function::Sin || c.f == Function::Cos || c.f == Function::Tan)
      for (int64_t k : {1, 2, 3, 4, 5, 7, 10, 100, 355, 1000, 6381, 33215, 52174, 99733, 130000, -1, -3, -355, -104348})
        for (int ulps = -2; ulps <= 2; ++ulps) xs.push_back(nearMultipleOfHalfPi(k, ulps));
    Tally t;
    checkUnary(c, xs, t);
    report(c.op, t, static_cast<int64_t>(xs.size()));
    EXPECT_EQ(t.wrong, 0) << t.firstWrong;
  }
  std::vector<double> xs, ys;
  for (double odd = std::ldexp(1.0, 27) - 1, k = 0; k < 100; odd -= 2, ++k)
    xs.push_back(std::ldexp(odd, -26)), ys.push_back(2.0);  // midpoints: undecided, never wrong
  for (int k = -30; k <= 30; ++k) xs.push_back(2.0), ys.push_back(k);
  for (double b : {3.0, 9.0, 10.0, 0.1, 1e10})
    for (double y : {0.5, 1.5, 2.0, 3.0, -2.0, 1.0 / 3})
      xs.push_back(b), ys.push_back(y);
  Tally t;
  checkBinary(Function::Pow, "power", xs, ys, t);
  report("power (hard)", t, static_cast<int64_t>(xs.size()));
  EXPECT_EQ(t.wrong, 0) << t.firstWrong;
  EXPECT_GE(t.undecided, 100);  // the midpoints

  // atan2 on the axes' neighbourhoods (tiny and huge ratios, both signs of
  // the abscissa), on the diagonals (exact pi/4 multiples nearby) and at the
  // ends of its fast range.
  xs.clear(), ys.clear();
  for (double y : {0x1p-400, 0x1p-60, 0x1p-30, 1.0, 1.0 + 0x1p-52, 3.0, 0x1p30, 0x1p60, 0x1p400})
    for (double x : {0x1p-400, 0x1p-61, 1.0, 1.0 - 0x1p-53, 0x1p29, 0x1p400, 0x1.5p3})
      for (double sy : {1.0, -1.0})
        for (double sx : {1.0, -1.0}) xs.push_back(sy * y), ys.push_back(sx * x);
  Tally a;
  checkBinary(Function::Atan2, "atan2", xs, ys, a);
  report("atan2 (hard)", a, static_cast<int64_t>(xs.size()));
  EXPECT_EQ(a.wrong, 0) << a.firstWrong;
}

}  // namespace
}  // namespace hloref
