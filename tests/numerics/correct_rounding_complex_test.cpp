// Correct rounding of the elementwise math ops (design principle 2) on
// complex<f32> and complex<f64>: each part of the result must be the exact
// part rounded once to the part type. Random operands against the textbook
// formulas evaluated at 1000 bits (more until two precisions agree), and
// exact values and the signs of zeros on the axes and branch cuts. The
// reference computes in Boost.Multiprecision's mpfr_float: to nearest, at
// a precision raised until the rounded parts settle.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdio>
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

// ------------------------------------------------------------- complex

// The textbook definitions, at the default precision.
Z complexReference(const std::string& op, std::complex<double> xv, std::complex<double> yv) {
  Z x = toZ(xv), y = toZ(yv), one = toZ(1.0);
  if (op == "exponential") return zexp(x);
  if (op == "exponential_minus_one") return zexp(x) - one;
  if (op == "log") return zlog(x);
  if (op == "log_plus_one") {  // the spec: log(hypot(a + 1, b)) + i atan2(b, a + 1)
    Big u = x.re + 1;
    return {log(hypot(u, x.im)), atan2(x.im, u)};
  }
  if (op == "logistic") return one / (one + zexp(-x));
  if (op == "sine") return zsin(x);
  if (op == "cosine") return zcos(x);
  if (op == "tan") return zsin(x) / zcos(x);
  if (op == "tanh") {  // (e^2z - 1) / (e^2z + 1)
    Z e = zexp(x + x);
    return (e - one) / (e + one);
  }
  if (op == "sqrt") return zroot(x, 0.5);
  if (op == "rsqrt") return zroot(x, -0.5);
  if (op == "cbrt") return zpolar(cbrt(zabs(x)), zarg(x) / 3);  // cbrt|x| e^(i arg(x) / 3)
  if (op == "power") return zexp(y * zlog(x));
  if (op == "atan2") {  // atan2(x, y) = -i log((y + i x) / sqrt(y^2 + x^2))
    Z l = zlog((y + timesI(x)) / zroot(y * y + x * x, 0.5));
    return {l.im, -l.re};
  }
  ADD_FAILURE() << "no reference for " << op;
  return one;
}

std::pair<Expect, Expect> complexExpected(const Fmt& part, const std::string& op, std::complex<double> x,
                                          std::complex<double> y) {
  return roundedReference(part, op, [&] { return complexReference(op, x, y); });
}

// Runs every complex op on the operands and compares each part with the
// reference (the sign of a zero part is checked by the next test).
void checkComplex(ET et, const std::vector<std::complex<double>>& xs, const std::vector<std::complex<double>>& ys,
                  bool withAtan2 = true) {
  const Fmt& part = et == ET::C64 ? kF32 : kF64;
  const std::vector<std::string> ops = {"exponential", "exponential_minus_one", "log", "log_plus_one", "logistic",
                                        "sine", "cosine", "tan", "tanh", "sqrt", "rsqrt", "cbrt", "power", "atan2"};
  Runner runner;
  int n = static_cast<int>(xs.size());
  Tensor x(tensorType(n, et)), y(tensorType(n, et));
  for (int i = 0; i < n; ++i) x.setComplexValue(i, xs[i]), y.setComplexValue(i, ys[i]);
  for (const std::string& op : ops) {
    if (op == "atan2" && !withAtan2) continue;
    bool binary = op == "power" || op == "atan2";
    Tensor r = binary ? runner.run(op, {x, y}) : runner.run(op, {x});
    Mismatches bad;
    for (int i = 0; i < n; ++i) {
      auto [re, im] = complexExpected(part, op, x.complexValue(i), y.complexValue(i));
      std::complex<double> got = r.complexValue(i);
      auto ok = [&](const Expect& e, double v) {
        return e.kind == Expect::Value && e.value == v && (e.value == 0 || std::signbit(e.value) == std::signbit(v));
      };
      if (!ok(re, got.real()) || !ok(im, got.imag())) {
        std::ostringstream s;
        s << op << std::hexfloat << "(" << x.complexValue(i);
        if (binary) s << ", " << y.complexValue(i);
        s << ") on " << elementTypeName(et) << ": expected (" << describe(re) << ", " << describe(im) << "), got "
          << got;
        bad.add(s.str());
      }
    }
    EXPECT_EQ(bad.count, 0) << op << " on " << elementTypeName(et);
  }
}

// Random complex operands for every complex op: parts of moderate size,
// then parts mixing zeros, tiny (subnormal) and large values. Operands
// where a function has a pole or a singular point are left out (the C
// evaluation decides those).
TEST(CorrectRounding, ComplexAgainstHighPrecision) {
  std::mt19937_64 rng(5);
  exact::Counters before = exact::counters();
  for (ET et : {ET::C64, ET::C128}) {
    bool c64 = et == ET::C64;
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    auto narrow = [&](double v) { return c64 ? static_cast<double>(static_cast<float>(v)) : v; };
    auto moderate = [&]() {
      double v = unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % 12) - 6);
      if (rng() % 5 == 0) v = unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % 60) - 40);
      return narrow(v == 0 ? 0.5 : v);
    };
    auto mixed = [&]() {
      switch (rng() % 5) {
        case 0: return rng() % 2 ? 0.0 : -0.0;
        case 1: return narrow(unit(rng) * std::ldexp(1.0, c64 ? -135 : -1060));  // subnormal
        case 2: return narrow(unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % 9)));  // up to 256
        default: return moderate();
      }
    };
    for (int round = 0; round < 2; ++round) {
      std::vector<std::complex<double>> xs, ys;
      while (xs.size() < 300) {
        std::complex<double> x = round == 0 ? std::complex<double>(moderate(), moderate()) : std::complex<double>(mixed(), mixed());
        std::complex<double> y = round == 0 ? std::complex<double>(moderate(), moderate()) : std::complex<double>(mixed(), mixed());
        // poles and singular points: log 0, log1p -1, rsqrt 0, pow 0^y,
        // atan2 where x^2 + y^2 = 0 (y = +-ix); tiny parts pushed to pi/2
        // poles of tan by huge imaginary parts are fine.
        if (x == std::complex<double>(0, 0) || x == std::complex<double>(-1, 0)) continue;
        std::complex<double> v = x * x + y * y;
        if (std::abs(v) < 1e-3 * (std::norm(x) + std::norm(y))) continue;
        xs.push_back(x), ys.push_back(y);
      }
      // Zero parts put atan2's intermediate values on branch cuts, where the
      // signs of zeros decide (see the next test); not for this reference.
      checkComplex(et, xs, ys, round == 0);
    }
  }
  reportComplexCounters("complex", before);
}

// Exact complex values and the conventions on the axes: exact parts come
// out exact, zeros keep the C library's signs.
TEST(CorrectRounding, ComplexExactValuesAndSpecialCases) {
  Runner runner;
  using C = std::complex<double>;
  struct Case {
    const char* op;
    C x, y, expected;
  };
  const Case cases[] = {
      {"sqrt", C(3, 4), C(), C(2, 1)},
      {"sqrt", C(-4, 0), C(), C(0, 2)},
      {"sqrt", C(-4, -0.0), C(), C(0, -2)},
      {"cbrt", C(8, 0), C(), C(2, 0)},
      {"exponential", C(0, 0), C(), C(1, 0)},
      {"exponential", C(0, -0.0), C(), C(1, -0.0)},
      {"log", C(1, 0), C(), C(0, 0)},
      {"logistic", C(0, 0), C(), C(0.5, 0)},
      {"rsqrt", C(4, 0), C(), C(0.5, 0)},
      {"tanh", C(0, 0), C(), C(0, 0)},
      {"sine", C(0, 0), C(), C(0, 0)},
      {"power", C(2, 0), C(10, 0), C(1024, 0)},
      {"power", C(1.5, 0), C(2, 0), C(2.25, 0)},
      {"power", C(-2, 0), C(3, 0), C(-8, 0)},
      {"power", C(0, 1), C(2, 0), C(-1, 0)},
      {"power", C(5, 7), C(0, 0), C(1, 0)},
  };
  // atan2 on branch cuts: the signs of zeros choose the branch as the C
  // evaluation of -i log((x + i y) / sqrt(x^2 + y^2)) does.
  const C i(0.0, 1.0);
  for (auto [y, x] : {std::pair{C(2.19, 0.0), C(-0.0, -12.68)}, std::pair{C(2.19, -0.0), C(0.0, -12.68)},
                      std::pair{C(-0.0357, 0.0), C(-0.0, 0.457)}, std::pair{C(0.0, -0.326), C(0.0, -0.85)}}) {
    C c = -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
    Tensor tx(tensorType(1, ET::C128)), ty(tensorType(1, ET::C128));
    tx.setComplexValue(0, y);
    ty.setComplexValue(0, x);
    C got = runner.run("atan2", {tx, ty}).complexValue(0);
    EXPECT_NEAR(got.real(), c.real(), 1e-12) << y << ", " << x;
    EXPECT_NEAR(got.imag(), c.imag(), 1e-12) << y << ", " << x;
  }
  for (ET et : {ET::C64, ET::C128}) {
    for (const Case& c : cases) {
      bool binary = std::string(c.op) == "power" || std::string(c.op) == "atan2";
      Tensor x(tensorType(1, et)), y(tensorType(1, et));
      x.setComplexValue(0, c.x);
      y.setComplexValue(0, c.y);
      Tensor r = binary ? runner.run(c.op, {x, y}) : runner.run(c.op, {x});
      C got = r.complexValue(0);
      EXPECT_EQ(got, c.expected) << c.op << c.x << " on " << elementTypeName(et);
      if (got.real() == 0 && c.expected.real() == 0) {
        EXPECT_EQ(std::signbit(got.real()), std::signbit(c.expected.real())) << c.op << c.x;
      }
      if (got.imag() == 0 && c.expected.imag() == 0) {
        EXPECT_EQ(std::signbit(got.imag()), std::signbit(c.expected.imag())) << c.op << c.x;
      }
    }
  }
}

}  // namespace
}  // namespace hloref
