// deviation::exponential against MPFR: for golden g and radius d, the
// result must be at least sup over |t - g| <= d of |e^t - e^g| =
// e^g (e^d - 1) (soundness), and within 2^-36 of it relative (tightness:
// the series below 2^-10 overshoots by up to d^3/120),
// on both sides of its small-radius shortcut (d below 2^-10).
#include <gtest/gtest.h>
#include <mpfr.h>

#include <cmath>
#include <random>
#include <vector>

#include "numerics/deviation.h"

namespace hloref {
namespace {

// e^g (e^d - 1) with 200 bits, rounded up to a double.
double exactDeviation(double g, double d) {
  mpfr_t eg, ed, r;
  mpfr_inits2(200, eg, ed, r, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(eg, g, MPFR_RNDN);
  mpfr_exp(eg, eg, MPFR_RNDU);
  mpfr_set_d(ed, d, MPFR_RNDN);
  mpfr_expm1(ed, ed, MPFR_RNDU);
  mpfr_mul(r, eg, ed, MPFR_RNDU);
  const double up = mpfr_get_d(r, MPFR_RNDU);
  mpfr_clears(eg, ed, r, static_cast<mpfr_ptr>(nullptr));
  return up;
}

TEST(DeviationExponential, SoundAndTightAcrossTheShortcut) {
  std::mt19937_64 random(7);
  std::uniform_real_distribution<double> golden(-30.0, 30.0);
  std::uniform_real_distribution<double> log2Radius(-60.0, 2.0);
  std::vector<double> g, d;
  for (int i = 0; i < 4000; ++i) {
    g.push_back(golden(random));
    d.push_back(std::exp2(log2Radius(random)));
  }
  // The shortcut's edge and a radius just above it.
  g.push_back(1.5), d.push_back(std::nextafter(0x1p-10, 0.0));
  g.push_back(1.5), d.push_back(0x1p-10);
  g.push_back(-3.0), d.push_back(0x1p-1074);
  std::vector<double> out(g.size());
  deviation::Operands x;
  x.arity = 1;
  x.g[0] = g;
  x.d[0] = d;
  deviation::exponential(x, out);
  for (size_t k = 0; k < g.size(); ++k) {
    const double exact = exactDeviation(g[k], d[k]);
    EXPECT_GE(out[k], exact) << "g = " << g[k] << ", d = " << d[k];
    if (exact > 0x1p-1000) EXPECT_LE(out[k], exact * (1 + 0x1p-36)) << "g = " << g[k] << ", d = " << d[k];
  }
}

TEST(DeviationExponential, ExactOperandsMoveNothing) {
  const std::vector<double> g{0.5, -2.0}, d{0.0, 0.0};
  std::vector<double> out(2, -1.0);
  deviation::Operands x;
  x.arity = 1;
  x.g[0] = g;
  x.d[0] = d;
  deviation::exponential(x, out);
  EXPECT_EQ(out[0], 0.0);
  EXPECT_EQ(out[1], 0.0);
}

}  // namespace
}  // namespace hloref
