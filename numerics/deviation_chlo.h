// How far CHLO's monotone elementwise functions move over a box of operands
// (the contract of numerics/deviation.h, whose helpers this reuses): each
// is monotone on its domain, so the box's image lies between its ends; a
// box leaving the domain gives +inf. cosh decreases then increases: its
// extremes over a box are at the ends or at 0.
#pragma once

#include <cmath>

#include "numerics/deviation.h"
#include "numerics/special_functions.h"

namespace hloref::deviation {

inline long double asinL(long double v) { return std::asin(v); }
inline long double acosL(long double v) { return std::acos(v); }
inline long double atanL(long double v) { return std::atan(v); }
inline long double asinhL(long double v) { return std::asinh(v); }
inline long double acoshL(long double v) { return std::acosh(v); }
inline long double atanhL(long double v) { return std::atanh(v); }
inline long double sinhL(long double v) { return std::sinh(v); }
inline long double coshL(long double v) { return std::cosh(v); }
inline long double erfL(long double v) { return std::erf(v); }
inline long double erfcL(long double v) { return std::erfc(v); }

// f monotone on the closed [lo, hi] (open ends when `open`).
template <long double (*f)(long double)>
double monotoneWithin(double g, double d, long double lo, long double hi, bool open) {
  if (d == 0) return 0;
  const long double a = static_cast<long double>(g) - d, b = static_cast<long double>(g) + d;
  if (a < lo || b > hi || (open && (a == lo || b == hi))) return kInfinity;
  const long double fg = f(g);
  return std::max(gap(f(a), fg), gap(f(b), fg));
}

inline void asin(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotoneWithin<asinL>(g, d, -1, 1, false); });
}
inline void acos(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotoneWithin<acosL>(g, d, -1, 1, false); });
}
inline void atan(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<atanL>(g, d); });
}
inline void asinh(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<asinhL>(g, d); });
}
inline void acosh(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<acoshL>(g, d, 1); });
}
inline void atanh(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotoneWithin<atanhL>(g, d, -1, 1, true); });
}
inline void sinh(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<sinhL>(g, d); });
}
inline void erf(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<erfL>(g, d); });
}
inline void erfc(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<erfcL>(g, d); });
}
inline void cosh(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) {
    if (d == 0) return 0.0;
    const long double a = static_cast<long double>(g) - d, b = static_cast<long double>(g) + d;
    const long double fg = coshL(g);
    double m = std::max(gap(coshL(a), fg), gap(coshL(b), fg));
    if (a < 0 && b > 0) m = std::max(m, gap(1.0L, fg));
    return m;
  });
}

// erf_inv increases on (-1, 1); digamma on (0, inf). Their values at the
// box's ends are hloref's own correctly rounded f64 ones (gap() widens by
// far more than their half ulp).
inline long double erfInvL(long double v) {
  return special::rounded(special::Function::ErfInv, ElementType::F64, static_cast<double>(v));
}
inline long double digammaL(long double v) {
  return special::rounded(special::Function::Digamma, ElementType::F64, static_cast<double>(v));
}
// The box's ends must be doubles for these: a box whose ends are not is
// widened outwards to doubles first.
template <long double (*f)(long double)>
double monotoneAtDoubles(double g, double d, double lo, double hi, bool open) {
  if (d == 0) return 0;
  const double a = std::nextafter(g - d, -INFINITY), b = std::nextafter(g + d, INFINITY);
  if (a < lo || b > hi || (open && (a == lo || b == hi))) return kInfinity;
  const long double fg = f(g);
  return std::max(gap(f(a), fg), gap(f(b), fg));
}
inline void erfInv(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotoneAtDoubles<erfInvL>(g, d, -1, 1, true); });
}
inline void digamma(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotoneAtDoubles<digammaL>(g, d, 0, INFINITY, true); });
}

// |t^2 - g^2| <= 2 |g| d + d^2.
inline void square(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) {
    const long double r = 2 * std::fabs(static_cast<long double>(g)) * d + static_cast<long double>(d) * d;
    return static_cast<double>(r * (1 + kMargin));
  });
}

// The functions for which hloref states no modulus of continuity (erf_inv,
// lgamma, digamma, the Bessel functions, zeta, polygamma): exact operands
// move nothing; any other box, an unknown amount (+inf). Exact operands
// then get the op's own allowance (golden/propagate.h).
inline void exactOperandsOnly(const Operands& x, std::span<double> out) {
  for (size_t k = 0; k < out.size(); ++k) {
    bool exact = true;
    for (size_t j = 0; j < x.arity; ++j) exact = exact && x.d[j][k] == 0;
    out[k] = exact ? 0.0 : kInfinity;
  }
}

}  // namespace hloref::deviation
