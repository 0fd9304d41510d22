// CHLO's complex functions (acos, acosh, asin, asinh, atan, atanh, cosh,
// sinh on complex<f32> and complex<f64>): each part must be the exact part
// rounded once to the part type. Three independent models:
//   - random operands against the textbook logarithmic definitions
//     (asin z = -i log(iz + sqrt(1 - z^2)), ...) evaluated in mpfr_float at
//     1000 bits and more until two precisions round alike
//     (complex_reference.h), a formulation unlike hloref's;
//   - a table of hard operands (near the branch points, tiny and huge
//     parts, near the unit circle, subnormal parts) computed by mpmath at
//     3000 and 6000 bits (tests/data/chlo_complex/generate.py);
//   - ISO C Annex G's special values (G.6.1.1 cacos, G.6.2.1-G.6.2.5
//     cacosh, casinh, catanh, ccosh, csinh; casin and catan through
//     casin(z) = -i casinh(iz), catan(z) = -i catanh(iz)) and the signed
//     zeros on the branch cuts, by hand.
// HLOREF_SPECIAL_SWEEP=1 runs 40x more random operands.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "numerics/correct_rounding.h"
#include "tests/numerics/complex_reference.h"
#include "tests/numerics/correct_rounding_reference.h"

namespace hloref {
namespace {

using namespace rounding_reference;
using C = std::complex<double>;

const std::vector<std::string> kFunctions = {"asin", "acos", "asinh", "acosh", "atan", "atanh", "sinh", "cosh"};

// The textbook definitions (principal logarithm and square root), which
// agree with the principal values off the branch cuts.
Z textbook(const std::string& f, C zv) {
  Z z = toZ(zv), one = toZ(1.0), iz = timesI(z);
  auto sqrtOf = [](const Z& v) { return zroot(v, 0.5); };
  auto asinOf = [&](const Z& w) {  // -i log(iw + sqrt(1 - w^2))
    Z l = zlog(timesI(w) + sqrtOf(one - w * w));
    return Z{l.im, -l.re};
  };
  if (f == "asin") return asinOf(z);
  if (f == "acos") {  // pi/2 - asin z
    Z a = asinOf(z);
    return {boost::multiprecision::acos(Big(0)) - a.re, -a.im};
  }
  if (f == "asinh") return zlog(z + sqrtOf(z * z + one));
  if (f == "acosh") return zlog(z + sqrtOf(z + one) * sqrtOf(z - one));
  if (f == "atanh") {  // (log(1 + z) - log(1 - z)) / 2
    Z d = zlog(one + z) - zlog(one - z);
    return {d.re / 2, d.im / 2};
  }
  if (f == "atan") {  // (i / 2) (log(1 - iz) - log(1 + iz))
    Z d = timesI(zlog(one - iz) - zlog(one + iz));
    return {d.re / 2, d.im / 2};
  }
  Z p = zexp(z), q = zexp(-z);
  if (f == "sinh") return {(p.re - q.re) / 2, (p.im - q.im) / 2};
  return {(p.re + q.re) / 2, (p.im + q.im) / 2};  // cosh
}

Tensor run(Runner& runner, const std::string& f, ET et, const std::vector<C>& zs) {
  Tensor x(tensorType(static_cast<int64_t>(zs.size()), et));
  for (size_t i = 0; i < zs.size(); ++i) x.setComplexValue(static_cast<int64_t>(i), zs[i]);
  return runner.run("chlo." + f, {x});
}

bool sameValue(const Expect& e, double v) { return e.kind == Expect::Value && e.value == v; }

std::string describeCase(const std::string& f, ET et, C z) {
  std::ostringstream s;
  s << f << std::hexfloat << z << " on " << elementTypeName(et);
  return s.str();
}

int sweepSize() {
  const char* v = std::getenv("HLOREF_SPECIAL_SWEEP");
  return v && std::string(v) == "1" ? 4000 : 100;
}

// Random operands with both parts nonzero (off the cuts): moderate parts,
// then parts mixing tiny (subnormal), moderate and large magnitudes.
TEST(ChloComplex, RandomOperandsAgainstTheTextbookDefinitions) {
  std::mt19937_64 rng(15);
  exact::Counters before = exact::counters();
  Runner runner;
  const int n = sweepSize();
  for (ET et : {ET::C64, ET::C128}) {
    const bool c64 = et == ET::C64;
    const Fmt& part = c64 ? kF32 : kF64;
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    auto narrow = [&](double v) { return c64 ? static_cast<double>(static_cast<float>(v)) : v; };
    auto moderate = [&]() { return unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % 8) - 4); };
    auto mixed = [&]() {
      switch (rng() % 4) {
        case 0: return unit(rng) * std::ldexp(1.0, c64 ? -135 : -1060);  // subnormal
        case 1: return unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % (c64 ? 120 : 1000)));
        case 2: return unit(rng) * std::ldexp(1.0, -static_cast<int>(rng() % (c64 ? 120 : 1000)));
        default: return moderate();
      }
    };
    std::vector<C> zs;
    while (static_cast<int>(zs.size()) < n) {
      const bool first = static_cast<int>(zs.size()) < n / 2;
      C z(narrow(first ? moderate() : mixed()), narrow(first ? moderate() : mixed()));
      if (z.real() != 0 && z.imag() != 0) zs.push_back(z);
    }
    for (const std::string& f : kFunctions) {
      Tensor r = run(runner, f, et, zs);
      Mismatches bad;
      for (size_t i = 0; i < zs.size(); ++i) {
        // sinh and cosh of parts beyond ~90 (f32) or ~710 (f64) overflow:
        // the reference's e^z at huge parts is out of any precision's reach.
        if ((f == "sinh" || f == "cosh") && std::fabs(zs[i].real()) > 1000) continue;
        auto [re, im] = roundedReference(part, f, [&] { return textbook(f, zs[i]); });
        C got = r.complexValue(static_cast<int64_t>(i));
        if (!sameValue(re, got.real()) || !sameValue(im, got.imag()))
          bad.add(describeCase(f, et, zs[i]) + ": expected (" + describe(re) + ", " + describe(im) + ")");
      }
      EXPECT_EQ(bad.count, 0) << f << " on " << elementTypeName(et);
    }
  }
  reportComplexCounters("chlo complex", before);
}

// Operands at the extremes of the cancellation regions (near the branch
// points +-1 and +-i with the smallest subnormal as the other part, tiny
// |z| for asinh's and atanh's real parts, the largest finite parts):
// decided, within the precision cap, and equal to the textbook reference.
TEST(ChloComplex, ExtremeOperandsAreDecided) {
  exact::Counters before = exact::counters();
  Runner runner;
  for (ET et : {ET::C64, ET::C128}) {
    const bool c64 = et == ET::C64;
    const Fmt& part = c64 ? kF32 : kF64;
    const double tiny = c64 ? 0x1p-149 : 0x1p-1074, eps = c64 ? 0x1p-24 : 0x1p-53;
    const double big = c64 ? 0x1.fffffep127 : 0x1.fffffffffffffp1023;
    const std::vector<C> zs = {C(1, tiny),        C(-1, -tiny),      C(tiny, 1),        C(-tiny, -1),
                               C(1 - eps, tiny),  C(1 + 2 * eps, tiny), C(tiny, 1 - eps), C(tiny, 1 + 2 * eps),
                               C(tiny, tiny),     C(-tiny, 3 * tiny), C(big, big),       C(-big, tiny),
                               C(tiny, big),      C(1 - eps, eps),   C(eps, 1 - eps)};
    for (const std::string& f : kFunctions) {
      if (f == "sinh" || f == "cosh") continue;  // checked by the sweeps and the table
      Tensor r = run(runner, f, et, zs);
      for (size_t i = 0; i < zs.size(); ++i) {
        auto [re, im] = roundedReference(part, f, [&] { return textbook(f, zs[i]); });
        C got = r.complexValue(static_cast<int64_t>(i));
        EXPECT_TRUE(sameValue(re, got.real()) && sameValue(im, got.imag()))
            << describeCase(f, et, zs[i]) << ": expected (" << describe(re) << ", " << describe(im) << "), got "
            << got;
      }
    }
  }
  reportComplexCounters("chlo complex extremes", before);
}

// The checked-in table of hard operands (mpmath), exact parts compared
// bitwise (zeros of either sign: mpmath has no signed zeros).
TEST(ChloComplex, HardOperandsAgainstMpmath) {
  std::ifstream in(std::string(HLOREF_SOURCE_DIR) + "/tests/data/chlo_complex/hard_cases.txt");
  ASSERT_TRUE(in) << "tests/data/chlo_complex/hard_cases.txt";
  std::map<std::pair<std::string, std::string>, std::vector<std::pair<C, C>>> cases;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream s(line);
    std::string f, t, v[4];
    s >> f >> t >> v[0] >> v[1] >> v[2] >> v[3];
    double d[4];
    for (int k = 0; k < 4; ++k) d[k] = std::strtod(v[k].c_str(), nullptr);
    cases[{f, t}].push_back({C(d[0], d[1]), C(d[2], d[3])});
  }
  size_t total = 0;
  Runner runner;
  for (const auto& [key, list] : cases) {
    const ET et = key.second == "f32" ? ET::C64 : ET::C128;
    std::vector<C> zs;
    for (const auto& c : list) zs.push_back(c.first);
    Tensor r = run(runner, key.first, et, zs);
    Mismatches bad;
    for (size_t i = 0; i < list.size(); ++i) {
      C got = r.complexValue(static_cast<int64_t>(i)), want = list[i].second;
      if (got != want) {
        std::ostringstream s;
        s << describeCase(key.first, et, zs[i]) << std::hexfloat << ": expected " << want << ", got " << got;
        bad.add(s.str());
      }
    }
    EXPECT_EQ(bad.count, 0) << key.first << " on " << key.second;
    total += list.size();
  }
  EXPECT_GE(total, 1500u);
}

// Expected parts: a value, NaN, or a zero or infinity whose sign Annex G
// leaves unspecified.
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
struct Special {
  const char* f;
  C z;
  C want;
  bool anySignRe = false, anySignIm = false;
};

// Constants rounded once (mpmath at 3000 bits): {f64, f32}.
struct Constant {
  double f64, f32;
  double in(ET et) const { return et == ET::C64 ? f32 : f64; }
};
constexpr Constant kHalfPi{0x1.921fb54442d18p+0, 0x1.921fb6p+0};
constexpr Constant kPi{0x1.921fb54442d18p+1, 0x1.921fb6p+1};
constexpr Constant kQuarterPi{0x1.921fb54442d18p-1, 0x1.921fb6p-1};
constexpr Constant kThreeQuarterPi{0x1.2d97c7f3321d2p+1, 0x1.2d97c8p+1};
constexpr Constant kThirdPi{0x1.0c152382d7366p+0, 0x1.0c1524p+0};
constexpr Constant kTwoThirdsPi{0x1.0c152382d7366p+1, 0x1.0c1524p+1};
constexpr Constant kAcosh2{0x1.5124271980435p+0, 0x1.512428p+0};
constexpr Constant kHalfLog3{0x1.193ea7aad030bp-1, 0x1.193ea8p-1};
constexpr Constant kSin1{0x1.aed548f090ceep-1, 0x1.aed548p-1};
constexpr Constant kCos1{0x1.14a280fb5068cp-1, 0x1.14a28p-1};

std::vector<Special> specialCases(ET et) {
  const double hp = kHalfPi.in(et), pi = kPi.in(et), qp = kQuarterPi.in(et), tqp = kThreeQuarterPi.in(et);
  const double a2 = kAcosh2.in(et), hl3 = kHalfLog3.in(et);
  const double inf = kInf, nan = kNaN;
  return {
      // G.6.1.1 cacos
      {"acos", C(0, 0), C(hp, -0.0)},
      {"acos", C(-0.0, 0), C(hp, -0.0)},
      {"acos", C(0, nan), C(hp, nan)},
      {"acos", C(1.5, inf), C(hp, -inf)},
      {"acos", C(-inf, 1.5), C(pi, -inf)},
      {"acos", C(inf, 1.5), C(0, -inf)},
      {"acos", C(-inf, inf), C(tqp, -inf)},
      {"acos", C(inf, inf), C(qp, -inf)},
      {"acos", C(inf, nan), C(nan, inf), false, true},
      {"acos", C(nan, inf), C(nan, -inf)},
      {"acos", C(nan, nan), C(nan, nan)},
      {"acos", C(1.5, -inf), C(hp, inf)},  // conj
      // G.6.2.1 cacosh
      {"acosh", C(0, 0), C(0, hp)},
      {"acosh", C(-0.0, 0), C(0, hp)},
      {"acosh", C(1.5, inf), C(inf, hp)},
      {"acosh", C(-inf, 1.5), C(inf, pi)},
      {"acosh", C(inf, 1.5), C(inf, 0)},
      {"acosh", C(-inf, inf), C(inf, tqp)},
      {"acosh", C(inf, inf), C(inf, qp)},
      {"acosh", C(inf, nan), C(inf, nan)},
      {"acosh", C(nan, inf), C(inf, nan)},
      {"acosh", C(nan, nan), C(nan, nan)},
      {"acosh", C(inf, -1.5), C(inf, -0.0)},  // conj
      // G.6.2.2 casinh (odd, conj)
      {"asinh", C(0, 0), C(0, 0)},
      {"asinh", C(-0.0, -0.0), C(-0.0, -0.0)},
      {"asinh", C(1.5, inf), C(inf, hp)},
      {"asinh", C(inf, 1.5), C(inf, 0)},
      {"asinh", C(inf, inf), C(inf, qp)},
      {"asinh", C(inf, nan), C(inf, nan)},
      {"asinh", C(nan, 0), C(nan, 0)},
      {"asinh", C(nan, inf), C(inf, nan), true, false},
      {"asinh", C(-inf, -1.5), C(-inf, -0.0)},
      // casin(z) = -i casinh(iz)
      {"asin", C(0, 0), C(0, 0)},
      {"asin", C(inf, 1.5), C(hp, inf)},
      {"asin", C(1.5, inf), C(0, inf)},
      {"asin", C(inf, inf), C(qp, inf)},
      {"asin", C(-inf, -inf), C(-qp, -inf)},
      {"asin", C(nan, nan), C(nan, nan)},
      // G.6.2.3 catanh (odd, conj)
      {"atanh", C(0, 0), C(0, 0)},
      {"atanh", C(0, nan), C(0, nan)},
      {"atanh", C(1, 0), C(inf, 0)},
      {"atanh", C(-1, -0.0), C(-inf, -0.0)},
      {"atanh", C(1.5, inf), C(0, hp)},
      {"atanh", C(inf, 1.5), C(0, hp)},
      {"atanh", C(inf, inf), C(0, hp)},
      {"atanh", C(inf, nan), C(0, nan)},
      {"atanh", C(nan, inf), C(0, hp), true, false},
      {"atanh", C(nan, nan), C(nan, nan)},
      {"atanh", C(-1.5, -inf), C(-0.0, -hp)},
      // catan(z) = -i catanh(iz)
      {"atan", C(0, 1), C(0, inf)},
      {"atan", C(-0.0, -1), C(-0.0, -inf)},
      {"atan", C(inf, 1.5), C(hp, 0)},
      {"atan", C(1.5, inf), C(hp, 0)},
      {"atan", C(-inf, -inf), C(-hp, -0.0)},
      // G.6.2.4 ccosh (even, conj)
      {"cosh", C(0, 0), C(1, 0)},
      {"cosh", C(0, inf), C(nan, 0), false, true},
      {"cosh", C(inf, 0), C(inf, 0)},
      {"cosh", C(inf, 2), C(inf * std::cos(2.0), inf)},  // +inf cis(y): cos 2 < 0, sin 2 > 0
      {"cosh", C(1.5, inf), C(nan, nan)},
      {"cosh", C(inf, inf), C(inf, nan), true, false},
      {"cosh", C(nan, 0), C(nan, 0), false, true},
      // G.6.2.5 csinh (odd, conj)
      {"sinh", C(0, 0), C(0, 0)},
      {"sinh", C(0, inf), C(0, nan), true, false},
      {"sinh", C(inf, 0), C(inf, 0)},
      {"sinh", C(inf, 2), C(-inf, inf)},
      {"sinh", C(1.5, inf), C(nan, nan)},
      {"sinh", C(nan, 0), C(nan, 0)},
      // branch cuts: the sign of the zero part picks the side
      {"asin", C(2, 0), C(hp, a2)},
      {"asin", C(2, -0.0), C(hp, -a2)},
      {"asin", C(-2, 0), C(-hp, a2)},
      {"asin", C(-2, -0.0), C(-hp, -a2)},
      {"acos", C(2, 0), C(0, -a2)},
      {"acos", C(2, -0.0), C(0, a2)},
      {"acos", C(-2, 0), C(pi, -a2)},
      {"acos", C(-2, -0.0), C(pi, a2)},
      {"acosh", C(-2, 0), C(a2, pi)},
      {"acosh", C(-2, -0.0), C(a2, -pi)},
      {"acosh", C(0.5, 0), C(0, kThirdPi.in(et))},
      {"acosh", C(0.5, -0.0), C(0, -kThirdPi.in(et))},
      {"acosh", C(-0.5, 0), C(0, kTwoThirdsPi.in(et))},
      {"atanh", C(2, 0), C(hl3, hp)},
      {"atanh", C(2, -0.0), C(hl3, -hp)},
      {"atanh", C(-2, 0), C(-hl3, hp)},
      {"asinh", C(0, 2), C(a2, hp)},
      {"asinh", C(-0.0, 2), C(-a2, hp)},
      {"asinh", C(0, -2), C(a2, -hp)},
      {"atan", C(0, 2), C(hp, hl3)},
      {"atan", C(-0.0, 2), C(-hp, hl3)},
      {"atan", C(0, -2), C(hp, -hl3)},
      // exact values and the signs of exact zeros off the cuts
      {"acos", C(1, 0), C(0, -0.0)},
      {"acosh", C(1, 0), C(0, 0)},
      {"asin", C(0.5, -0.0), C(kThirdPi.in(et) / 2, -0.0)},  // pi/6
      {"acos", C(0.5, -0.0), C(kThirdPi.in(et), 0)},
      {"asinh", C(-0.0, 0.5), C(-0.0, kThirdPi.in(et) / 2)},
      {"atanh", C(0, -0.0), C(0, -0.0)},
      {"atan", C(-0.0, 0.5), C(-0.0, hl3)},  // i atanh(1/2)
      {"sinh", C(-0.0, 1), C(-0.0, kSin1.in(et))},
      {"cosh", C(-0.0, 1), C(kCos1.in(et), -0.0)},
      {"cosh", C(0, -1), C(kCos1.in(et), -0.0)},
  };
}

bool partMatches(double want, double got, bool anySign) {
  if (std::isnan(want)) return std::isnan(got);
  if (anySign && (want == 0 || std::isinf(want))) return std::fabs(got) == std::fabs(want);
  return got == want && std::signbit(got) == std::signbit(want);
}

TEST(ChloComplex, AnnexGSpecialValuesAndBranchCuts) {
  Runner runner;
  for (ET et : {ET::C64, ET::C128}) {
    for (const Special& c : specialCases(et)) {
      C got = run(runner, c.f, et, {c.z}).complexValue(0);
      const C want = c.want;
      EXPECT_TRUE(partMatches(want.real(), got.real(), c.anySignRe) && partMatches(want.imag(), got.imag(), c.anySignIm))
          << describeCase(c.f, et, c.z) << std::hexfloat << ": expected " << want << ", got " << got;
    }
  }
}

}  // namespace
}  // namespace hloref
