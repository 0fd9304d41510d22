// How far an elementwise function's exact value can move when its operands
// move: for operands known to lie within d_j of g_j, an upper bound on
//   sup |f(t) - f(g)| over the box |t_j - g_j| <= d_j
// (+inf where the box leaves f's domain or reaches a pole). golden/annotate
// adds each op's own allowance to this and so carries error bounds through
// whole programs (golden/annotate.h). Each op names its function in its
// registration (interpreter/op_facts.h, Annotation::propagating).
//
// Soundness of the arithmetic here: bounds are computed in long double
// (libm's long double functions err by a few units of 2^-64) and then
// widened by kMargin relative to the magnitudes involved, far more than
// those errors; the results bound f32 and narrower formats by orders of
// magnitude more than they need, and f64 by about 2^-48 relative.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <numbers>
#include <span>

namespace hloref::deviation {

// Per element k: golden operand values g[j][k] and their deviation bounds
// d[j][k] (rank-0 operands already broadcast); `arity` operands.
struct Operands {
  std::span<const double> g[3];
  std::span<const double> d[3];
  size_t arity = 0;
};
using Function = void (*)(const Operands& x, std::span<double> out);

inline constexpr long double kMargin = 0x1p-56L;
inline constexpr double kInfinity = std::numeric_limits<double>::infinity();

// |a - b| widened for the errors of computing a and b.
inline double gap(long double a, long double b) {
  if (std::isnan(a) || std::isnan(b)) return kInfinity;
  const long double r = std::fabs(a - b) + kMargin * (std::fabs(a) + std::fabs(b));
  return static_cast<double>(r * (1 + kMargin));
}

// Applies fn(g0, d0, g1, d1, ...) to every element.
template <class Fn>
void unary(const Operands& x, std::span<double> out, Fn fn) {
  for (size_t k = 0; k < out.size(); ++k) out[k] = fn(x.g[0][k], x.d[0][k]);
}
template <class Fn>
void binary(const Operands& x, std::span<double> out, Fn fn) {
  for (size_t k = 0; k < out.size(); ++k) out[k] = fn(x.g[0][k], x.d[0][k], x.g[1][k], x.d[1][k]);
}

// f monotone on [lo, hi] (open at lo when `openLow`): the box's image is
// between f at its ends, so the deviation is the larger end's gap.
template <long double (*f)(long double)>
double monotone(double g, double d, long double lo = -INFINITY, bool openLow = false) {
  if (d == 0) return 0;
  const long double a = static_cast<long double>(g) - d, b = static_cast<long double>(g) + d;
  if (a < lo || (openLow && a == lo)) return kInfinity;
  const long double fg = f(g);
  return std::max(gap(f(a), fg), gap(f(b), fg));
}

// ---------------------------------------------------------------- functions

// t0 + t1, t0 - t1; negate, abs, convert (exact maps of one operand);
// maximum, minimum, clamp (1-Lipschitz in the max norm).
inline void sum(const Operands& x, std::span<double> out) {
  binary(x, out, [](double, double d0, double, double d1) { return (d0 + d1) * (1 + 0x1p-52); });
}
inline void same(const Operands& x, std::span<double> out) {
  unary(x, out, [](double, double d) { return d; });
}
inline void largest(const Operands& x, std::span<double> out) {
  for (size_t k = 0; k < out.size(); ++k) {
    double m = 0;
    for (size_t j = 0; j < x.arity; ++j) m = std::max(m, x.d[j][k]);
    out[k] = m;
  }
}

// |t0 t1 - g0 g1| <= |g0| d1 + |g1| d0 + d0 d1.
inline void product(const Operands& x, std::span<double> out) {
  binary(x, out, [](double g0, double d0, double g1, double d1) {
    const long double r = std::fabs(static_cast<long double>(g0)) * d1 + std::fabs(static_cast<long double>(g1)) * d0 +
                          static_cast<long double>(d0) * d1;
    return static_cast<double>(r * (1 + kMargin));
  });
}

// |t0/t1 - g0/g1| = |t0 g1 - g0 t1| / |t1 g1| <= (d0 |g1| + |g0| d1) /
// (|g1| (|g1| - d1)) while the box keeps t1 away from 0.
inline void quotient(const Operands& x, std::span<double> out) {
  binary(x, out, [](double g0, double d0, double g1, double d1) {
    if (d0 == 0 && d1 == 0) return 0.0;
    const long double a1 = std::fabs(static_cast<long double>(g1));
    if (!(d1 < a1)) return kInfinity;
    const long double r = (d0 * a1 + std::fabs(static_cast<long double>(g0)) * d1) / (a1 * (a1 - d1));
    return static_cast<double>(r * (1 + kMargin));
  });
}

// The functions above read only |g| and d, and their bounds hold for
// complex operands with |.| the modulus (|t0 t1 - g0 g1| <= |g0| d1 + |g1|
// d0 + d0 d1 and the quotient's bound hold for complex numbers, as does
// the triangle inequality): golden/propagate.h applies them to complex
// values with g the modulus and d a radius in the complex plane.
inline bool holdsForModuli(Function f) {
  return f == sum || f == same || f == largest || f == product || f == quotient;
}

inline long double expL(long double v) { return std::exp(v); }
inline long double expm1L(long double v) { return std::expm1(v); }
inline long double logL(long double v) { return std::log(v); }
inline long double log1pL(long double v) { return std::log1p(v); }
inline long double sqrtL(long double v) { return std::sqrt(v); }
inline long double rsqrtL(long double v) { return 1 / std::sqrt(v); }
inline long double cbrtL(long double v) { return std::cbrt(v); }
inline long double tanhL(long double v) { return std::tanh(v); }
inline long double logisticL(long double v) { return 1 / (1 + std::exp(-v)); }
inline long double tanL(long double v) { return std::tan(v); }

// exp: sup over the box of |e^t - e^g| = e^g (e^d - 1), in double: exp
// and expm1 err by at most 1 ulp each and the product by half an ulp, so
// 2^-49 relative covers them (a result below the smallest double is
// raised to it). Below 2^-10 the series d + d^2/2 + d^3/6 + d^4/20 stands
// in for expm1, far cheaper: the last term bounds the whole tail, so it is
// above e^d - 1 by at most d^3/120 relative, and its roundings (the 1/6
// rounded up) err by less than expm1's ulp.
inline void exponential(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) {
    if (d == 0) return 0.0;
    constexpr double kSixthUp = 0x1.5555555555556p-3;  // 1/6 rounded up
    const double grown = d < 0x1p-10 ? d * (1 + d * (0.5 + d * (kSixthUp + d * 0.05))) : std::expm1(d);
    const double v = std::exp(g) * grown * (1 + 0x1p-49);
    return std::isnan(v) ? kInfinity : std::max(v, 0x1p-1074);
  });
}
inline void exponentialMinusOne(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<expm1L>(g, d); });
}
inline void log(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<logL>(g, d, 0, true); });
}
inline void logPlusOne(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<log1pL>(g, d, -1, true); });
}
inline void sqrt(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<sqrtL>(g, d, 0); });
}
inline void rsqrt(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<rsqrtL>(g, d, 0, true); });
}
inline void cbrt(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<cbrtL>(g, d); });
}
// tanh: d times the largest derivative on the box, sech^2(max(0, |g| - d))
// (tanh' = 1 / cosh^2 falls with |t|); cosh errs by at most 2 ulp in
// double, so 2^-48 relative covers the arithmetic.
inline void tanh(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) {
    if (d == 0) return 0.0;
    const double c = std::cosh(std::max(0.0, std::fabs(g) - d));
    const double v = d / (c * c) * (1 + 0x1p-48);
    return std::isnan(v) ? kInfinity : std::max(v, 0x1p-1074);
  });
}
inline void logistic(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) { return monotone<logisticL>(g, d); });
}

// sine, cosine: 1-Lipschitz, and no two values differ by more than 2.
inline void sineOrCosine(const Operands& x, std::span<double> out) {
  unary(x, out, [](double, double d) { return std::min(d * (1 + 0x1p-52), 2.0); });
}

// tan increases on each branch between poles; a box shorter than pi that
// crosses a pole shows as tan(a) > tan(g) or tan(g) > tan(b).
inline void tan(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) {
    if (d == 0) return 0.0;
    if (!(d < 1.5)) return kInfinity;
    const long double a = tanL(static_cast<long double>(g) - d), m = tanL(g), b = tanL(static_cast<long double>(g) + d);
    if (!(a <= m && m <= b)) return kInfinity;
    return std::max(gap(a, m), gap(b, m));
  });
}

// atan2(t0, t1) moves by at most |dt| / r, r the distance from the box to
// the origin (its gradient has norm 1/|t|), and never by more than 2 pi.
inline void atan2(const Operands& x, std::span<double> out) {
  binary(x, out, [](double g0, double d0, double g1, double d1) {
    if (d0 == 0 && d1 == 0) return 0.0;
    const long double r0 = std::max(0.0L, std::fabs(static_cast<long double>(g0)) - d0);
    const long double r1 = std::max(0.0L, std::fabs(static_cast<long double>(g1)) - d1);
    const long double r = std::hypot(r0, r1);
    const long double limit = 2 * std::numbers::pi_v<long double>;
    if (r == 0) return static_cast<double>(limit);
    const long double v = (std::hypot(static_cast<long double>(d0), static_cast<long double>(d1)) / r) * (1 + kMargin);
    return static_cast<double>(std::min(v, limit));
  });
}

// power(t0, t1) for t0 > 0 is monotone in each operand, so its extremes on
// the box are at the corners. A box reaching t0 <= 0 is not bounded here.
inline void power(const Operands& x, std::span<double> out) {
  binary(x, out, [](double g0, double d0, double g1, double d1) {
    if (d0 == 0 && d1 == 0) return 0.0;
    if (!(static_cast<long double>(g0) - d0 > 0)) return kInfinity;
    const long double fg = std::pow(static_cast<long double>(g0), static_cast<long double>(g1));
    double m = 0;
    for (int s0 : {-1, 1})
      for (int s1 : {-1, 1})
        m = std::max(m, gap(std::pow(static_cast<long double>(g0) + s0 * static_cast<long double>(d0),
                                     static_cast<long double>(g1) + s1 * static_cast<long double>(d1)),
                            fg));
    return m;
  });
}

// floor, ceil, round_*: exact results that stay put while the box holds no
// rounding boundary; sign: while the box holds no 0.
// The ends are pushed out by one long double ulp, so a boundary on an end
// (where the value may be either side's) counts as inside.
template <long double (*step)(long double)>
void piecewiseConstant(const Operands& x, std::span<double> out) {
  unary(x, out, [](double g, double d) {
    if (d == 0) return 0.0;
    const long double a = std::nextafter(static_cast<long double>(g) - d, -INFINITY);
    const long double b = std::nextafter(static_cast<long double>(g) + d, INFINITY);
    return step(a) == step(b) ? 0.0 : kInfinity;
  });
}
inline long double floorL(long double v) { return std::floor(v); }
inline long double ceilL(long double v) { return std::ceil(v); }
// Rounding to nearest changes value only at the half-integers.
inline long double halfStepL(long double v) { return std::floor(v + 0.5L); }
inline long double signL(long double v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }
inline void floor(const Operands& x, std::span<double> out) { piecewiseConstant<floorL>(x, out); }
inline void ceil(const Operands& x, std::span<double> out) { piecewiseConstant<ceilL>(x, out); }
inline void roundToNearest(const Operands& x, std::span<double> out) { piecewiseConstant<halfStepL>(x, out); }
inline void sign(const Operands& x, std::span<double> out) { piecewiseConstant<signL>(x, out); }

}  // namespace hloref::deviation
