// The high-precision complex reference of the complex correct-rounding
// tests (correct_rounding_complex_test.cpp, chlo_complex_test.cpp): complex
// arithmetic in Boost.Multiprecision's mpfr_float, every operation rounded
// to nearest at the default precision, and a driver that raises that
// precision until two evaluations round alike.
#pragma once

#include <gtest/gtest.h>

#include <boost/multiprecision/mpfr.hpp>

#include <cmath>
#include <complex>
#include <cstdio>
#include <string>
#include <utility>

#include "numerics/correct_rounding.h"
#include "tests/numerics/correct_rounding_reference.h"

namespace hloref::rounding_reference {

using Big = boost::multiprecision::mpfr_float;

// Makes later Big values carry at least `bits` bits (Boost counts decimal
// digits).
inline void useAtLeastBits(long bits) {
  Big::default_precision(static_cast<unsigned>(std::ceil(static_cast<double>(bits) * std::log10(2.0))));
}

struct Z {
  Big re, im;
};
inline Z toZ(std::complex<double> v) { return {Big(v.real()), Big(v.imag())}; }
inline Z operator+(const Z& a, const Z& b) { return {a.re + b.re, a.im + b.im}; }
inline Z operator-(const Z& a, const Z& b) { return {a.re - b.re, a.im - b.im}; }
inline Z operator-(const Z& a) { return {-a.re, -a.im}; }
inline Z operator*(const Z& a, const Z& b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
inline Z operator/(const Z& a, const Z& b) {
  Big den = b.re * b.re + b.im * b.im;
  return {(a.re * b.re + a.im * b.im) / den, (a.im * b.re - a.re * b.im) / den};
}
inline Z timesI(const Z& z) { return {-z.im, z.re}; }
inline Big zabs(const Z& z) { return hypot(z.re, z.im); }
inline Big zarg(const Z& z) { return atan2(z.im, z.re); }
inline Z zpolar(const Big& modulus, const Big& angle) { return {modulus * cos(angle), modulus * sin(angle)}; }
inline Z zexp(const Z& z) { return zpolar(exp(z.re), z.im); }
inline Z zlog(const Z& z) { return {log(zabs(z)), zarg(z)}; }
// principal z^power by the polar form (roots: power 1/2, -1/2)
inline Z zroot(const Z& z, double power) { return zpolar(exp(log(zabs(z)) * power), zarg(z) * power); }
inline Z zsin(const Z& z) {  // (e^iz - e^-iz) / 2i
  Z p = zexp(timesI(z)), q = zexp(-timesI(z));
  return {(p.im - q.im) / 2, (q.re - p.re) / 2};
}
inline Z zcos(const Z& z) {  // (e^iz + e^-iz) / 2
  Z p = zexp(timesI(z)), q = zexp(-timesI(z));
  return {(p.re + q.re) / 2, (p.im + q.im) / 2};
}

// The reference rounded to the part format: evaluated at 1000 bits, then
// at 4x the precision until two consecutive evaluations round alike (the
// textbook formulas cancel where a part is tiny beside the other).
template <class Reference>
std::pair<Expect, Expect> roundedReference(const Fmt& part, const std::string& op, Reference reference) {
  std::pair<Expect, Expect> previous{{Expect::NaN}, {Expect::NaN}};
  for (long bits = 1000; bits <= 64000; bits *= 4) {
    useAtLeastBits(bits);
    Z ref = reference();
    std::pair<Expect, Expect> current{roundExact(part, ref.re.backend().data()),
                                      roundExact(part, ref.im.backend().data())};
    auto same = [](const Expect& a, const Expect& b) {  // zeros of either sign alike
      return sameExpect(a, b) || (a.kind == Expect::Value && b.kind == Expect::Value && a.value == 0 && b.value == 0);
    };
    if (bits > 1000 && same(current.first, previous.first) && same(current.second, previous.second)) return current;
    previous = current;
  }
  ADD_FAILURE() << "complex reference undecided for " << op;
  return previous;
}

// Prints how the complex evaluations since `before` were decided, and
// requires every one decided.
inline void reportComplexCounters(const char* label, const exact::Counters& before) {
  exact::Counters after = exact::counters();
  std::printf("[ info ] %s: %llu interval evaluations, %llu decided by MPFR intervals (%llu precision "
              "increases), %llu unresolved\n",
              label, static_cast<unsigned long long>(after.complexEvaluations - before.complexEvaluations),
              static_cast<unsigned long long>(after.complexFallbacks - before.complexFallbacks),
              static_cast<unsigned long long>(after.complexRetries - before.complexRetries),
              static_cast<unsigned long long>(after.unresolved - before.unresolved));
  EXPECT_EQ(after.unresolved, before.unresolved);
}

}  // namespace hloref::rounding_reference
