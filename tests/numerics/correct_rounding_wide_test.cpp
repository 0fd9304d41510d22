// Correct rounding of the elementwise math ops (design principle 2) on f32
// and f64: random inputs (10^6 in all by default, spread over the ops;
// HLOREF_CR_CASES=N for N) and hard-to-round cases, values within a tiny
// fraction of an ulp of a rounding boundary (Taylor-regime arguments, exact
// midpoints of pow, inputs found by scanning), against the MPFR reference
// of correct_rounding_reference.h; and how rarely the fast paths need MPFR.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <random>
#include <string>
#include <vector>

#include "numerics/correct_rounding.h"
#include "tests/numerics/correct_rounding_reference.h"

namespace hloref {
namespace {

using namespace rounding_reference;

// ------------------------------------------------------------- f32 and f64

// Random inputs per function: a third random encodings, a third in the
// function's interesting range, a third of small magnitude.
double randomInput(const std::string& op, bool f64, std::mt19937_64& rng, int which) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * unit(rng); };
  auto logUniform = [&](int lo, int hi) {  // +-2^[lo, hi)
    double v = std::ldexp(1.0 + unit(rng), static_cast<int>(rng() % (hi - lo)) + lo);
    return (rng() & 1) ? v : -v;
  };
  double v;
  if (which == 0) {
    if (f64) {
      uint64_t b = rng();
      std::memcpy(&v, &b, 8);
    } else {
      uint32_t b = static_cast<uint32_t>(rng());
      float fv;
      std::memcpy(&fv, &b, 4);
      v = fv;
    }
  } else if (which == 1) {
    double big = f64 ? 745 : 104;
    if (op == "exponential" || op == "logistic" || op == "exponential_minus_one") v = uniform(-big, big * 0.96);
    else if (op == "log" || op == "sqrt" || op == "rsqrt" || op == "cbrt") v = std::fabs(logUniform(f64 ? -1074 : -149, f64 ? 1024 : 128));
    else if (op == "log_plus_one") v = uniform(-1, 4);
    else if (op == "sine" || op == "cosine" || op == "tan") v = (rng() % 4 == 0) ? logUniform(0, f64 ? 1000 : 120) : uniform(-10, 10);
    else if (op == "tanh") v = uniform(-20, 20);
    else v = logUniform(-40, 40);
  } else {
    v = logUniform(-60, 1);
  }
  return f64 ? v : static_cast<float>(v);
}

int64_t randomCases() {
  if (const char* s = std::getenv("HLOREF_CR_CASES")) return std::max<int64_t>(1000, std::atoll(s));
  return 1000000;
}

double cpuSeconds() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// Runs the unary and binary ops on f32 and f64 tensors of the given values
// and compares each element with the reference. Returns the cases checked.
int64_t checkWide(const Fmt& f, const std::vector<double>& xs, const std::vector<double>& ys,
                  const std::vector<std::string>& only = {}) {
  Runner runner;
  int64_t n = static_cast<int64_t>(xs.size());
  Tensor x(tensorType(n, f.type)), y(tensorType(n, f.type));
  for (int64_t i = 0; i < n; ++i) x.setFloatValue(i, xs[i]), y.setFloatValue(i, ys[i]);
  auto wanted = [&](const char* op) {
    return only.empty() || std::find(only.begin(), only.end(), op) != only.end();
  };
  int64_t checked = 0;
  for (const UnaryOp& u : unaryOps()) {
    if (!wanted(u.op)) continue;
    Tensor r = runner.run(u.op, {x});
    Mismatches bad;
    for (int64_t i = 0; i < n; ++i) {
      bool decided;
      Expect e = reference1(f, u.ref, x.floatValue(i), &decided);
      ++checked;
      if (!decided) bad.add(std::string(u.op) + "(" + hex(x.floatValue(i)) + "): undecided reference");
      else if (!matches(f, e, r.floatBits(i)))
        bad.add(std::string(u.op) + "(" + hex(x.floatValue(i)) + ") on " + f.name + ": expected " + describe(e) +
                ", got " + hex(r.floatValue(i)));
    }
    EXPECT_EQ(bad.count, 0) << u.op << " on " << f.name;
  }
  for (const BinaryOp& b : binaryOps()) {
    if (!wanted(b.op)) continue;
    Tensor r = runner.run(b.op, {x, y});
    Mismatches bad;
    for (int64_t i = 0; i < n; ++i) {
      bool decided;
      Expect e = reference2(f, b.ref, x.floatValue(i), y.floatValue(i), &decided);
      ++checked;
      if (!decided) bad.add(std::string(b.op) + ": undecided reference");
      else if (!matches(f, e, r.floatBits(i)))
        bad.add(std::string(b.op) + "(" + hex(x.floatValue(i)) + ", " + hex(y.floatValue(i)) + ") on " + f.name +
                ": expected " + describe(e) + ", got " + hex(r.floatValue(i)));
    }
    EXPECT_EQ(bad.count, 0) << b.op << " on " << f.name;
  }
  return checked;
}

// At least 10^6 random cases (HLOREF_CR_CASES), spread evenly over the
// transcendental ops (12 unary, atan2, power) on f32 and f64.
TEST(CorrectRounding, RandomF32AndF64AgainstMpfr) {
  double start = cpuSeconds();
  int64_t total = randomCases();
  const std::vector<std::string> ops = {"rsqrt", "cbrt", "exponential", "exponential_minus_one", "log",
                                        "log_plus_one", "logistic", "sine", "cosine", "tan", "tanh", "atan2",
                                        "power", "sqrt"};
  int64_t perOp = total / (2 * static_cast<int64_t>(ops.size())) + 1;
  std::mt19937_64 rng(2024);
  int64_t checked = 0;
  exact::Counters before = exact::counters();
  for (const Fmt* f : {&kF32, &kF64}) {
    bool f64 = f == &kF64;
    for (const std::string& op : ops) {
      std::vector<double> xs, ys;
      for (int64_t i = 0; i < perOp; ++i) {
        int which = static_cast<int>(i % 3);
        if (op == "power") {
          // bases of every magnitude; exponents small, integral, halves, large
          double x = randomInput("log", f64, rng, which);
          if (rng() % 4 == 0) x = -x;
          double y;
          switch (rng() % 4) {
            case 0: y = static_cast<double>(static_cast<int>(rng() % 41) - 20); break;
            case 1: y = static_cast<double>(static_cast<int>(rng() % 41) - 20) / 2; break;
            case 2: y = randomInput("other", f64, rng, 2); break;
            default: y = randomInput("other", f64, rng, which); break;
          }
          if (!f64) y = static_cast<float>(y);
          xs.push_back(x), ys.push_back(y);
        } else {
          xs.push_back(randomInput(op, f64, rng, which));
          ys.push_back(randomInput(op, f64, rng, (which + 1) % 3));
        }
      }
      checked += checkWide(*f, xs, ys, {op});
    }
  }
  exact::Counters after = exact::counters();
  double seconds = cpuSeconds() - start;
  std::printf("[ info ] %lld random f32/f64 cases checked in %.1f s CPU; %llu of %llu evaluations fell back to MPFR\n",
              static_cast<long long>(checked), seconds,
              static_cast<unsigned long long>(after.fallbacks - before.fallbacks),
              static_cast<unsigned long long>(after.evaluations - before.evaluations));
  EXPECT_GE(checked, total);
}

// The arithmetic ops on f32 (a binary64 operation rounded once more) and f64
// (hardware): random operands.
TEST(CorrectRounding, ArithmeticOnF32AndF64) {
  std::mt19937_64 rng(77);
  for (const Fmt* f : {&kF32, &kF64}) {
    std::vector<double> xs, ys;
    for (int i = 0; i < 20000; ++i) {
      xs.push_back(randomInput("x", f == &kF64, rng, i % 3));
      ys.push_back(randomInput("x", f == &kF64, rng, (i / 3) % 3));
    }
    checkWide(*f, xs, ys, {"abs", "add", "subtract", "multiply", "divide", "remainder"});
  }
}

// ------------------------------------------------------------ hard cases

// How close the exact value is to a midpoint of the format: |fraction of
// the value in ulps - 1/2| (0: on a midpoint; 1/2: on a representable
// value).
template <class Call>
double midpointDistance(const Fmt& f, Call call) {
  mpfr_t r, s;
  mpfr_inits2(400, r, s, static_cast<mpfr_ptr>(nullptr));
  call(r);
  double d = 1;
  if (mpfr_regular_p(r)) {
    long e = std::max<long>(mpfr_get_exp(r) - 1, 1 - f.bias) - f.mantissaBits;
    mpfr_abs(s, r, MPFR_RNDN);
    mpfr_mul_2si(s, s, -e, MPFR_RNDN);
    mpfr_frac(s, s, MPFR_RNDN);
    mpfr_sub_d(s, s, 0.5, MPFR_RNDN);
    d = std::fabs(mpfr_get_d(s, MPFR_RNDN));
  }
  mpfr_clears(r, s, static_cast<mpfr_ptr>(nullptr));
  return d;
}

int refLogit(mpfr_ptr r, mpfr_srcptr m, mpfr_rnd_t rnd) {  // log(m / (1 - m))
  mpfr_t t;
  mpfr_init2(t, mpfr_get_prec(r));
  mpfr_ui_sub(t, 1, m, MPFR_RNDN);
  mpfr_div(t, m, t, MPFR_RNDN);
  int ternary = mpfr_log(r, t, rnd);
  mpfr_clear(t);
  return ternary;
}

// Hard-to-round cases by construction: for a function f whose condition
// number |x f'(x) / f(x)| is tiny somewhere (exp near 0, cos near 0, sin
// near pi/2, tanh and logistic near 1, logistic near 1/2, expm1 near -1,
// atan near pi/2, pow with a tiny exponent), take a midpoint m of the
// format there and the input x nearest to f^-1(m): f(x) is then within a
// tiny fraction of an ulp of m. Also exact midpoints of pow (odd integers
// of ceil(p/2) + 1 bits squared), and, for f64, two cases from the
// literature: exp(7.5417527749959590085206221e-10), within 2^-58.6 ulp of
// a midpoint, and Lefevre and Muller's worst case of log for directed
// rounding (x = 1.0110001010101000100001100001001101100010100110110110 *
// 2^678, whose log lies within 2^-60 ulp of a double: easy to nearest, but
// an approximation must still land on the right side).
struct HardCase {
  std::string op;
  double x, y;
};

std::vector<HardCase> hardCases(const Fmt& f) {
  int p = f.mantissaBits + 1;
  std::vector<HardCase> cases;
  mpfr_t m, t;
  mpfr_inits2(400, m, t, static_cast<mpfr_ptr>(nullptr));
  auto nearest = [&](mpfr_srcptr v) {  // the format's value nearest v (no subnormals here)
    mpfr_t r;
    mpfr_init2(r, p);
    mpfr_set(r, v, MPFR_RNDN);
    double d = mpfr_get_d(r, MPFR_RNDN);
    mpfr_clear(r);
    return d;
  };
  auto inverse = [&](const char* op, Ref1 g, double y) {
    g(t, m, MPFR_RNDN);
    if (mpfr_number_p(t)) cases.push_back({op, nearest(t), y});
  };
  auto midpoint = [&](double base, long oddNumerator, int exponent) {  // base + odd * 2^exponent
    mpfr_set_si(m, oddNumerator, MPFR_RNDN);
    mpfr_mul_2si(m, m, exponent, MPFR_RNDN);
    mpfr_add_d(m, m, base, MPFR_RNDN);
  };
  for (long j = 0; j < 48; ++j) {
    long odd = 2 * j + 1;
    midpoint(1.0, odd, -p);  // above 1 (ulp 2^(1-p))
    inverse("exponential", mpfr_log, 1.0);
    {
      // pow(x, y) = m for y = 2^(4-p): x = m^(1/y) = e^(log(m) / y)
      double y = std::ldexp(1.0, 4 - p);
      mpfr_log(t, m, MPFR_RNDN);
      mpfr_mul_2si(t, t, p - 4, MPFR_RNDN);
      mpfr_exp(t, t, MPFR_RNDN);
      cases.push_back({"power", nearest(t), y});
    }
    midpoint(1.0, -odd, -p - 1);  // below 1 (ulp 2^-p)
    inverse("exponential", mpfr_log, 1.0);
    inverse("cosine", mpfr_acos, 1.0);
    inverse("sine", mpfr_asin, 1.0);
    inverse("tanh", mpfr_atanh, 1.0);
    inverse("logistic", refLogit, 1.0);
    midpoint(0.5, odd, -p - 1);  // above 1/2 (ulp 2^-p)
    inverse("logistic", refLogit, 1.0);
    midpoint(-1.0, odd, -p - 1);  // above -1
    inverse("exponential_minus_one", mpfr_log1p, 1.0);
    // below pi/2 (ulp 2^(1-p)): atan2(x, 1) = atan(x)
    mpfr_const_pi(m, MPFR_RNDN);
    mpfr_mul_2si(m, m, p - 2, MPFR_RNDN);  // pi/2 * 2^(p-1)
    mpfr_floor(m, m);
    mpfr_sub_si(m, m, j + 1, MPFR_RNDN);
    mpfr_mul_2si(m, m, 1, MPFR_RNDN);
    mpfr_add_ui(m, m, 1, MPFR_RNDN);
    mpfr_mul_2si(m, m, -p, MPFR_RNDN);
    inverse("atan2", mpfr_tan, 1.0);
  }
  mpfr_clears(m, t, static_cast<mpfr_ptr>(nullptr));
  // pow: exact midpoints. f64: odd 27-bit integers squared into [2, 4);
  // f32: odd 13-bit integers squared into [1, 2).
  int half = p == 53 ? 26 : 12;
  double lo = p == 53 ? std::ldexp(std::sqrt(2.0), half) : std::ldexp(1.0, half);
  double hi = p == 53 ? std::ldexp(1.0, half + 1) : std::ldexp(std::sqrt(2.0), half);
  for (double odd = std::floor(hi) - (std::fmod(std::floor(hi), 2.0) == 0 ? 1 : 0), k = 0; odd > lo && k < 200; odd -= 2, ++k)
    cases.push_back({"power", std::ldexp(odd, -half), 2.0});
  if (p == 24) {
    // The inputs closest to a midpoint among every 16th f32 encoding (a
    // scan of 2^28 inputs per function; the distance of the closest in the
    // comment).
    const std::pair<const char*, std::vector<uint32_t>> scanned[] = {
        {"exponential", {0xb3000000, 0x33800000, 0xb6b50020, 0xb3c00000, 0x3a3ffa00, 0xbadd0ab0, 0x3734ffc0, 0xbe715290}},  // 2^-27.0
        {"exponential_minus_one", {0xb3800000, 0x34000000, 0xbcde0d30, 0xbcd475d0, 0x349cc470, 0xb7663350, 0x3f326e60, 0xb79153e0}},  // 2^-26.6
        {"log", {0x66a8c860, 0x3bf86ef0, 0x22f6d580, 0x44bc4360, 0x6a2510d0, 0x7a708b30, 0x195a8a50, 0x3fdc4750}},  // 2^-31.1
        {"log_plus_one", {0x66a8c860, 0x37c6e0e0, 0xba800b50, 0x3cf58230, 0x44bc2360, 0x52fa32c0, 0x6a2510d0, 0x7a708b30}},  // 2^-31.1
        {"logistic", {0xb3800000, 0x34000000, 0xb4400000, 0x34c00000, 0xb4a00000, 0xb4e00000, 0x35200000, 0xb5100000}},  // 2^-52.6
        {"sine", {0x6446cec0, 0xe446cec0, 0x616d8730, 0xe16d8730, 0x401f2100, 0xc01f2100, 0x75a6a9d0, 0xf5a6a9d0}},  // 2^-28.3
        {"cosine", {0x5922aa80, 0xd922aa80, 0x39800000, 0xb9800000, 0x4b511330, 0xcb511330, 0x6e1b06c0, 0xee1b06c0}},  // 2^-29.5
        {"tan", {0x5f3c8e00, 0xdf3c8e00, 0x7dee4a30, 0xfdee4a30, 0x3d7f15c0, 0xbd7f15c0, 0x642677d0, 0xe42677d0}},  // 2^-24.5
        {"tanh", {0x40acb4d0, 0xc0acb4d0, 0x3c4e34b0, 0xbc4e34b0, 0x3ca1e990, 0xbca1e990, 0x3e82a780, 0xbe82a780}},  // 2^-25.2
        {"rsqrt", {0x00ed3230, 0x01ed3230, 0x02ed3230, 0x03ed3230, 0x04ed3230, 0x05ed3230, 0x06ed3230, 0x07ed3230}},  // 2^-23.5
        {"cbrt", {0x00b7d5d0, 0x0237d5d0, 0x03b7d5d0, 0x0537d5d0, 0x06b7d5d0, 0x0837d5d0, 0x09b7d5d0, 0x0b37d5d0}},  // 2^-22.0
    };
    for (const auto& [op, list] : scanned)
      for (uint32_t bits : list) {
        float v;
        std::memcpy(&v, &bits, 4);
        cases.push_back({op, v, 1.0});
      }
  }
  if (p == 53) {
    double lefevre = std::ldexp(static_cast<double>(0b10110001010101000100001100001001101100010100110110110ULL), 678 - 52);
    cases.push_back({"log", lefevre, 1.0});
    cases.push_back({"exponential", 7.5417527749959590085206221e-10, 1.0});
  }
  return cases;
}

void checkHardCases(const Fmt& f) {
  std::vector<HardCase> cases = hardCases(f);
  // f32 inputs carry 24 bits: the constructions land within about
  // condition number x 2^-24 relative of the midpoint.
  double threshold = f.mantissaBits == 52 ? 0x1p-20 : 0x1p-12;
  int veryHard = 0;
  for (const HardCase& c : cases) {
    double d = 1;
    for (const UnaryOp& u : unaryOps())
      if (c.op == u.op)
        d = midpointDistance(f, [&](mpfr_ptr r) {
          mpfr_t x;
          mpfr_init2(x, 53);
          mpfr_set_d(x, c.x, MPFR_RNDN);
          u.ref(r, x, MPFR_RNDN);
          mpfr_clear(x);
        });
    for (const BinaryOp& b : binaryOps())
      if (c.op == b.op)
        d = midpointDistance(f, [&](mpfr_ptr r) {
          mpfr_t x, y;
          mpfr_inits2(53, x, y, static_cast<mpfr_ptr>(nullptr));
          mpfr_set_d(x, c.x, MPFR_RNDN);
          mpfr_set_d(y, c.y, MPFR_RNDN);
          b.ref(r, x, y, MPFR_RNDN);
          mpfr_clears(x, y, static_cast<mpfr_ptr>(nullptr));
        });
    if (d < threshold) ++veryHard;
  }
  std::printf("[ info ] %s: %d of %zu hard cases lie within 2^%d ulp of a midpoint\n", f.name, veryHard, cases.size(),
              std::ilogb(threshold));
  EXPECT_GT(veryHard, static_cast<int>(cases.size()) * 3 / 4);
  std::vector<std::string> ops;
  for (const HardCase& c : cases)
    if (std::find(ops.begin(), ops.end(), c.op) == ops.end()) ops.push_back(c.op);
  for (const std::string& op : ops) {
    std::vector<double> xs, ys;
    for (const HardCase& c : cases)
      if (c.op == op) xs.push_back(c.x), ys.push_back(c.y);
    checkWide(f, xs, ys, {op});
  }
}

TEST(CorrectRounding, HardCasesF64) { checkHardCases(kF64); }
TEST(CorrectRounding, HardCasesF32) { checkHardCases(kF32); }

// ------------------------------------------------------------ fallback rate

// The fast paths decide almost every f32 element: at most a few MPFR
// fallbacks per million.
TEST(CorrectRounding, F32FallbackRateIsSmall) {
  std::mt19937_64 rng(3);
  std::vector<float> x(1 << 18), r(x.size());
  std::uniform_real_distribution<float> u(-80.0f, 80.0f);
  for (float& v : x) v = u(rng);
  exact::Counters before = exact::counters();
  for (exact::Function f : {exact::Function::Exp, exact::Function::Sin, exact::Function::Tanh, exact::Function::Log})
    exact::applyF32(f, x.data(), r.data(), x.size());
  exact::Counters after = exact::counters();
  EXPECT_EQ(after.evaluations - before.evaluations, 4 * x.size());
  EXPECT_LT(after.fallbacks - before.fallbacks, 20u);
}

}  // namespace
}  // namespace hloref
