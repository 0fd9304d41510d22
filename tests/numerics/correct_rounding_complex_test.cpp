// Correct rounding of the elementwise math ops (design principle 2) on
// complex<f32> and complex<f64>: each part of the result must be the exact
// part rounded once to the part type. Random operands against the textbook
// formulas evaluated at 1000 bits (more until two precisions agree), and
// exact values and the signs of zeros on the axes and branch cuts.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <complex>
#include <cstdio>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "numerics/correct_rounding.h"
#include "tests/numerics/correct_rounding_reference.h"

namespace hloref {
namespace {

using namespace rounding_reference;

// ------------------------------------------------------------- complex

// Complex arithmetic at high precision for the reference (the precision
// grows until two evaluations agree after rounding).
mpfr_prec_t kComplexPrecision = 1000;

struct Z {
  mpfr_t re, im;
  Z() { mpfr_inits2(kComplexPrecision, re, im, static_cast<mpfr_ptr>(nullptr)); }
  explicit Z(std::complex<double> v) : Z() {
    mpfr_set_d(re, v.real(), MPFR_RNDN);
    mpfr_set_d(im, v.imag(), MPFR_RNDN);
  }
  ~Z() { mpfr_clears(re, im, static_cast<mpfr_ptr>(nullptr)); }
  Z(const Z& o) : Z() {
    mpfr_set(re, o.re, MPFR_RNDN);
    mpfr_set(im, o.im, MPFR_RNDN);
  }
  Z& operator=(const Z& o) {
    mpfr_set(re, o.re, MPFR_RNDN);
    mpfr_set(im, o.im, MPFR_RNDN);
    return *this;
  }
};
struct R {  // a real temporary
  mpfr_t v;
  R() { mpfr_init2(v, kComplexPrecision); }
  ~R() { mpfr_clear(v); }
};

Z zmul(const Z& a, const Z& b) {
  Z r;
  mpfr_fmms(r.re, a.re, b.re, a.im, b.im, MPFR_RNDN);
  mpfr_fmma(r.im, a.re, b.im, a.im, b.re, MPFR_RNDN);
  return r;
}
Z zadd(const Z& a, const Z& b) {
  Z r;
  mpfr_add(r.re, a.re, b.re, MPFR_RNDN);
  mpfr_add(r.im, a.im, b.im, MPFR_RNDN);
  return r;
}
Z zdiv(const Z& a, const Z& b) {
  Z r;
  R den;
  mpfr_fmma(den.v, b.re, b.re, b.im, b.im, MPFR_RNDN);
  mpfr_fmma(r.re, a.re, b.re, a.im, b.im, MPFR_RNDN);
  mpfr_fmms(r.im, a.im, b.re, a.re, b.im, MPFR_RNDN);
  mpfr_div(r.re, r.re, den.v, MPFR_RNDN);
  mpfr_div(r.im, r.im, den.v, MPFR_RNDN);
  return r;
}
Z zpolar(mpfr_srcptr modulus, mpfr_srcptr angle) {
  Z r;
  R s, c;
  mpfr_sin_cos(s.v, c.v, angle, MPFR_RNDN);
  mpfr_mul(r.re, modulus, c.v, MPFR_RNDN);
  mpfr_mul(r.im, modulus, s.v, MPFR_RNDN);
  return r;
}
Z zexp(const Z& z) {
  R m;
  mpfr_exp(m.v, z.re, MPFR_RNDN);
  return zpolar(m.v, z.im);
}
Z zlog(const Z& z) {
  Z r;
  mpfr_hypot(r.re, z.re, z.im, MPFR_RNDN);
  mpfr_log(r.re, r.re, MPFR_RNDN);
  mpfr_atan2(r.im, z.im, z.re, MPFR_RNDN);
  return r;
}
// principal z^(1/n) and z^(-1/2) by the polar form
Z zroot(const Z& z, double power) {
  R m, a;
  mpfr_hypot(m.v, z.re, z.im, MPFR_RNDN);
  mpfr_log(m.v, m.v, MPFR_RNDN);
  mpfr_mul_d(m.v, m.v, power, MPFR_RNDN);
  mpfr_exp(m.v, m.v, MPFR_RNDN);
  mpfr_atan2(a.v, z.im, z.re, MPFR_RNDN);
  mpfr_mul_d(a.v, a.v, power, MPFR_RNDN);
  return zpolar(m.v, a.v);
}
Z zsinOrCos(const Z& z, bool sine) {
  // e^(iz) and e^(-iz)
  Z iz;
  mpfr_neg(iz.re, z.im, MPFR_RNDN);
  mpfr_set(iz.im, z.re, MPFR_RNDN);
  Z minusIz;
  mpfr_neg(minusIz.re, iz.re, MPFR_RNDN);
  mpfr_neg(minusIz.im, iz.im, MPFR_RNDN);
  Z p = zexp(iz), q = zexp(minusIz);
  Z r;
  if (sine) {  // (p - q) / 2i
    mpfr_sub(r.im, q.re, p.re, MPFR_RNDN);
    mpfr_sub(r.re, p.im, q.im, MPFR_RNDN);
  } else {  // (p + q) / 2
    mpfr_add(r.re, p.re, q.re, MPFR_RNDN);
    mpfr_add(r.im, p.im, q.im, MPFR_RNDN);
  }
  mpfr_div_2ui(r.re, r.re, 1, MPFR_RNDN);
  mpfr_div_2ui(r.im, r.im, 1, MPFR_RNDN);
  return r;
}

// The textbook definitions, at kComplexPrecision bits.
Z complexReference(const std::string& op, std::complex<double> xv, std::complex<double> yv) {
  Z x(xv), y(yv), one(std::complex<double>(1, 0));
  if (op == "exponential") return zexp(x);
  if (op == "exponential_minus_one") {
    Z e = zexp(x);
    mpfr_sub_ui(e.re, e.re, 1, MPFR_RNDN);
    return e;
  }
  if (op == "log") return zlog(x);
  if (op == "log_plus_one") {  // the spec: log(hypot(a + 1, b)) + i atan2(b, a + 1)
    Z u = x, r;
    mpfr_add_ui(u.re, x.re, 1, MPFR_RNDN);
    mpfr_hypot(r.re, u.re, x.im, MPFR_RNDN);
    mpfr_log(r.re, r.re, MPFR_RNDN);
    mpfr_atan2(r.im, x.im, u.re, MPFR_RNDN);
    return r;
  }
  if (op == "logistic") {
    Z minus;
    mpfr_neg(minus.re, x.re, MPFR_RNDN);
    mpfr_neg(minus.im, x.im, MPFR_RNDN);
    return zdiv(one, zadd(one, zexp(minus)));
  }
  if (op == "sine") return zsinOrCos(x, true);
  if (op == "cosine") return zsinOrCos(x, false);
  if (op == "tan") return zdiv(zsinOrCos(x, true), zsinOrCos(x, false));
  if (op == "tanh") {  // (e^2z - 1) / (e^2z + 1)
    Z e = zexp(zadd(x, x)), num = e, den = e;
    mpfr_sub_ui(num.re, num.re, 1, MPFR_RNDN);
    mpfr_add_ui(den.re, den.re, 1, MPFR_RNDN);
    return zdiv(num, den);
  }
  if (op == "sqrt") return zroot(x, 0.5);
  if (op == "rsqrt") return zroot(x, -0.5);
  if (op == "cbrt") {
    R m, a;  // cbrt|x| e^(i arg(x) / 3)
    mpfr_hypot(m.v, x.re, x.im, MPFR_RNDN);
    mpfr_cbrt(m.v, m.v, MPFR_RNDN);
    mpfr_atan2(a.v, x.im, x.re, MPFR_RNDN);
    mpfr_div_ui(a.v, a.v, 3, MPFR_RNDN);
    return zpolar(m.v, a.v);
  }
  if (op == "power") return zexp(zmul(y, zlog(x)));
  if (op == "atan2") {  // atan2(x, y) = -i log((y + i x) / sqrt(y^2 + x^2))
    Z ix;
    mpfr_neg(ix.re, x.im, MPFR_RNDN);
    mpfr_set(ix.im, x.re, MPFR_RNDN);
    Z l = zlog(zdiv(zadd(y, ix), zroot(zadd(zmul(y, y), zmul(x, x)), 0.5)));
    Z r;
    mpfr_set(r.re, l.im, MPFR_RNDN);
    mpfr_neg(r.im, l.re, MPFR_RNDN);
    return r;
  }
  ADD_FAILURE() << "no reference for " << op;
  return Z();
}

// The reference rounded to the part format: evaluated at 1000 bits, then
// at 4x the precision until two consecutive evaluations round alike (the
// textbook formulas cancel where a part is tiny beside the other).
std::pair<Expect, Expect> complexExpected(const Fmt& part, const std::string& op, std::complex<double> x,
                                          std::complex<double> y) {
  std::pair<Expect, Expect> previous{{Expect::NaN}, {Expect::NaN}};
  for (mpfr_prec_t p = 1000; p <= 64000; p *= 4) {
    kComplexPrecision = p;
    Z ref = complexReference(op, x, y);
    std::pair<Expect, Expect> current{roundExact(part, ref.re), roundExact(part, ref.im)};
    auto same = [](const Expect& a, const Expect& b) {  // zeros of either sign alike
      return sameExpect(a, b) || (a.kind == Expect::Value && b.kind == Expect::Value && a.value == 0 && b.value == 0);
    };
    if (p > 1000 && same(current.first, previous.first) && same(current.second, previous.second)) {
      kComplexPrecision = 1000;
      return current;
    }
    previous = current;
  }
  kComplexPrecision = 1000;
  ADD_FAILURE() << "complex reference undecided for " << op;
  return previous;
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
  exact::Counters after = exact::counters();
  std::printf("[ info ] complex: %llu interval evaluations, %llu decided by MPFR intervals (%llu precision "
              "increases), %llu unresolved\n",
              static_cast<unsigned long long>(after.complexEvaluations - before.complexEvaluations),
              static_cast<unsigned long long>(after.complexFallbacks - before.complexFallbacks),
              static_cast<unsigned long long>(after.complexRetries - before.complexRetries),
              static_cast<unsigned long long>(after.unresolved - before.unresolved));
  EXPECT_EQ(after.unresolved, before.unresolved);
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
