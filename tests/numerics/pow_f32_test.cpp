// The f32 pow fast path (numerics/pow_f32.h) against MPFR: its double
// evaluation must lie within the relative bound it states (pow at 256 bits
// as the exact value), what it rounds must be MPFR's pow rounded to f32
// (24 bits, f32's exponent range, subnormals), and it must leave few
// elements to MPFR. Arguments: every magnitude of x with y chosen to cover
// f32's whole range of results, x next to 1 with large y, subnormal x,
// negative x with integral y, results next to overflow and underflow, and
// the ranges of the correct-rounding benchmark.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "numerics/correct_rounding.h"
#include "numerics/pow_f32.h"

namespace hloref {
namespace {

struct Args {
  std::vector<float> x, y;
  void add(float a, float b) {
    if (std::isfinite(a) && std::isfinite(b) && a != 0 && b != 0) x.push_back(a), y.push_back(b);
  }
};

// y = t / log2|x| for t uniform in [lo, hi].
void withResultsIn(Args& args, std::mt19937_64& rng, float x, double lo, double hi) {
  const double l = std::log2(std::fabs(static_cast<double>(x)));
  if (l == 0) return;
  const double t = std::uniform_real_distribution<double>(lo, hi)(rng);
  args.add(x, static_cast<float>(t / l));
}

Args arguments() {
  std::mt19937_64 rng(20261127);
  Args args;
  auto bits = [&](uint32_t lo, uint32_t hi) {
    return std::bit_cast<float>(std::uniform_int_distribution<uint32_t>(lo, hi)(rng));
  };
  for (int i = 0; i < 40000; ++i) withResultsIn(args, rng, bits(0x00000001u, 0x7f7fffffu), -151.5, 129);
  for (int i = 0; i < 20000; ++i) {  // x within 2^-8 of 1: y up to ~2^30
    const float x = bits(0x3f7f0000u, 0x3f810000u);
    withResultsIn(args, rng, x, -151.5, 129);
    withResultsIn(args, rng, x, -10, 10);
  }
  for (int i = 0; i < 10000; ++i) withResultsIn(args, rng, bits(0x00000001u, 0x007fffffu), -151.5, 129);
  for (int i = 0; i < 10000; ++i) {  // negative x, integral y
    const float x = -bits(0x3e000000u, 0x41000000u);  // |x| in [1/8, 8]
    const int limit = static_cast<int>(std::min(40.0, 120.0 / std::fabs(std::log2(-x)) + 1));
    args.add(x, static_cast<float>(std::uniform_int_distribution<int>(-limit, limit)(rng)));
  }
  for (int i = 0; i < 10000; ++i) {  // next to overflow and underflow
    const float x = bits(0x3f000000u, 0x41000000u);
    withResultsIn(args, rng, x, 127.9, 128.6);
    withResultsIn(args, rng, x, -151.2, -148.5);
  }
  for (int i = 0; i < 20000; ++i) {  // the benchmark's ranges
    const float x = std::uniform_real_distribution<float>(0.1f, 10.1f)(rng);
    args.add(x, std::uniform_real_distribution<float>(-5, 5)(rng));
  }
  return args;
}

// pow(x, y) correctly rounded to f32 by MPFR.
float mpfrPowF32(float x, float y) {
  const mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  mpfr_set_emin(-148);  // significands in [1/2, 1): 2^-149 is 0.5 * 2^-148
  mpfr_set_emax(128);
  mpfr_t a, b, r;
  mpfr_inits2(24, a, b, r, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_flt(a, x, MPFR_RNDN);
  mpfr_set_flt(b, y, MPFR_RNDN);
  int t = mpfr_pow(r, a, b, MPFR_RNDN);
  t = mpfr_check_range(r, t, MPFR_RNDN);
  mpfr_subnormalize(r, t, MPFR_RNDN);
  const float out = mpfr_get_flt(r, MPFR_RNDN);
  mpfr_clears(a, b, r, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);
  return out;
}

TEST(PowF32, ApproximationWithinItsBound) {
  const Args args = arguments();
  mpfr_t a, b, v, d;
  mpfr_inits2(256, a, b, v, d, static_cast<mpfr_ptr>(nullptr));
  double worst = 0;  // the largest |error| / (bound |pow|)
  int bad = 0, exactCount = 0;
  for (size_t i = 0; i < args.x.size(); ++i) {
    exact::fast::PowF32Approximation approx;
    ASSERT_TRUE(exact::fast::approximatePowF32(args.x[i], args.y[i], approx));
    if (approx.exact) {
      ++exactCount;
      const float want = mpfrPowF32(args.x[i], args.y[i]);
      if (std::bit_cast<uint32_t>(want) != std::bit_cast<uint32_t>(static_cast<float>(approx.value)) && ++bad <= 5)
        ADD_FAILURE() << "pow(" << args.x[i] << ", " << args.y[i] << "): " << approx.value << ", MPFR " << want;
      continue;
    }
    mpfr_set_flt(a, args.x[i], MPFR_RNDN);
    mpfr_set_flt(b, args.y[i], MPFR_RNDN);
    mpfr_pow(v, a, b, MPFR_RNDN);
    mpfr_sub_d(d, v, approx.value, MPFR_RNDN);
    mpfr_div(d, d, v, MPFR_RNDN);
    const double ratio = std::fabs(mpfr_get_d(d, MPFR_RNDN)) / approx.relativeBound;
    worst = std::max(worst, ratio);
    if (!(ratio <= 1) && ++bad <= 5)
      ADD_FAILURE() << std::hexfloat << "pow(" << args.x[i] << ", " << args.y[i] << ") = " << approx.value
                    << ": error " << ratio << " times the bound";
  }
  mpfr_clears(a, b, v, d, static_cast<mpfr_ptr>(nullptr));
  std::printf("[ info ] %zu arguments (%d beyond f32's range); the largest error is %.3f of the bound\n",
              args.x.size(), exactCount, worst);
  EXPECT_EQ(bad, 0);
  EXPECT_GT(exactCount, 100);  // the overflow/underflow family reaches the decided ends
}

TEST(PowF32, CorrectlyRoundedWithFewFallbacks) {
  const Args args = arguments();
  std::vector<float> r(args.x.size());
  const exact::Counters before = exact::counters();
  exact::applyF32(exact::Function::Pow, args.x.data(), args.y.data(), r.data(), r.size());
  const exact::Counters after = exact::counters();
  int bad = 0;
  for (size_t i = 0; i < r.size(); ++i) {
    const float want = mpfrPowF32(args.x[i], args.y[i]);
    if (std::bit_cast<uint32_t>(want) != std::bit_cast<uint32_t>(r[i]) && ++bad <= 5)
      ADD_FAILURE() << std::hexfloat << "pow(" << args.x[i] << ", " << args.y[i] << "): got " << r[i]
                    << ", MPFR " << want;
  }
  EXPECT_EQ(bad, 0);
  const uint64_t fallbacks = after.fallbacks - before.fallbacks;
  std::printf("[ info ] %llu of %zu pow elements fell back to MPFR\n", static_cast<unsigned long long>(fallbacks),
              r.size());
  EXPECT_LT(fallbacks, r.size() / 10000 + 5);
}

// The fast path's own cases: the inputs it leaves to the general path.
TEST(PowF32, LeavesSpecialCasesOutside) {
  exact::fast::PowF32Approximation approx;
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  for (float x : {0.0f, -0.0f, inf, -inf, nan}) EXPECT_FALSE(exact::fast::approximatePowF32(x, 2.0f, approx)) << x;
  for (float y : {0.0f, -0.0f, inf, -inf, nan}) EXPECT_FALSE(exact::fast::approximatePowF32(2.0f, y, approx)) << y;
  EXPECT_FALSE(exact::fast::approximatePowF32(-2.0f, 0.5f, approx));
  ASSERT_TRUE(exact::fast::approximatePowF32(-2.0f, 3.0f, approx));
  EXPECT_LT(approx.value, 0);
  ASSERT_TRUE(exact::fast::approximatePowF32(-2.0f, 0x1p30f, approx));  // even
  EXPECT_TRUE(approx.exact);
  EXPECT_EQ(approx.value, std::numeric_limits<double>::infinity());
  ASSERT_TRUE(exact::fast::approximatePowF32(-1.0f, -3.0f, approx));
  EXPECT_EQ(approx.value, -1.0);
}

}  // namespace
}  // namespace hloref
