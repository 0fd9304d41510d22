// spec: Ops > power
#include <limits>

#include "interpreter/ops/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

// x^n for n >= 0 by repeated squaring, modulo 2^64 (the store wraps it to
// the width; reduction modulo 2^N commutes with the products).
uint64_t powerBySquaring(uint64_t x, uint64_t n) {
  uint64_t result = 1;
  while (n != 0) {
    if ((n & 1) != 0) result *= x;
    x *= x;
    n >>= 1;
  }
  return result;
}

// IEEE-754 pow, rounded once to the result format. MPFR's pow follows the
// special cases of ISO C Annex F, which are IEEE pow's: pow(x, +-0) = 1 for
// any x, pow(+1, y) = 1 for any y, pow(-1, +-inf) = 1, pow(x < 0, y not
// integral) = NaN, pow(+-0, y < 0) = +-inf, ...
// Formats narrower than f64 first try the C library's pow (Annex F special
// cases; error below 1 ulp of a double in glibc): when every double within
// 2 ulps of it rounds to the same value of the format, that value is the
// correctly rounded one. Outside the double's normal range the format's
// rounding (to +-0, to overflow) does not depend on the exact value either.
class FloatPower {
 public:
  explicit FloatPower(ElementType type)
      : type_(type), rounder_(type), x_(53), y_(53), r_(rounder_.precision()) {}

  double operator()(double x, double y) {
    if (type_ != ElementType::F64) {
      double d = std::pow(x, y);
      if (!std::isfinite(d) || std::fabs(d) < std::numeric_limits<double>::min()) return d;
      double lo = std::nextafter(std::nextafter(d, -INFINITY), -INFINITY);
      double hi = std::nextafter(std::nextafter(d, INFINITY), INFINITY);
      if (encodeFloat(type_, lo) == encodeFloat(type_, hi)) return d;  // the store rounds it
    }
    mpfr_set_d(x_, x, MPFR_RNDN);
    mpfr_set_d(y_, y, MPFR_RNDN);
    return rounder_.finish(r_, mpfr_pow(r_, x_, y_, MPFR_RNDN));
  }

 private:
  ElementType type_;
  FormatRounder rounder_;
  MpfrVar x_, y_, r_;
};

// Complex exponentiation x^y = exp(y * log(x)) on the principal branch of
// log (arg in (-pi, pi]). For finite operands MPFR evaluates it with 192
// bits before the single rounding of each part to the part type. The spec
// does not define the rest; the choices are:
//   x^(0 + 0i) = 1 for every x;
//   0^y = 0 when re(y) > 0, else NaN + NaN i (no direction for the pole);
//   infinite or NaN parts: exp(y * log(x)) in complex<double> (ISO C Annex G
//   for the exp, log and multiplication).
class ComplexPower {
 public:
  explicit ComplexPower(ElementType partType)
      : rounder_(partType), a_(kPrecision), b_(kPrecision), c_(kPrecision), d_(kPrecision), logModulus_(kPrecision),
        arg_(kPrecision), wRe_(kPrecision), wIm_(kPrecision), magnitude_(kPrecision), cos_(kPrecision),
        sin_(kPrecision), part_(rounder_.precision()) {}

  std::complex<double> operator()(std::complex<double> x, std::complex<double> y) {
    using C = std::complex<double>;
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    if (y.real() == 0 && y.imag() == 0) return C(1.0, 0.0);
    if (!std::isfinite(x.real()) || !std::isfinite(x.imag()) || !std::isfinite(y.real()) ||
        !std::isfinite(y.imag()))
      return std::exp(y * std::log(x));
    if (x.real() == 0 && x.imag() == 0) return y.real() > 0 ? C(0.0, 0.0) : C(nan, nan);
    mpfr_set_d(a_, x.real(), MPFR_RNDN);
    mpfr_set_d(b_, x.imag(), MPFR_RNDN);
    mpfr_set_d(c_, y.real(), MPFR_RNDN);
    mpfr_set_d(d_, y.imag(), MPFR_RNDN);
    // log(x) = log|x| + i arg(x)
    mpfr_hypot(logModulus_, a_, b_, MPFR_RNDN);
    mpfr_log(logModulus_, logModulus_, MPFR_RNDN);
    mpfr_atan2(arg_, b_, a_, MPFR_RNDN);
    // w = y * log(x)
    mpfr_fmms(wRe_, c_, logModulus_, d_, arg_, MPFR_RNDN);
    mpfr_fmma(wIm_, c_, arg_, d_, logModulus_, MPFR_RNDN);
    // exp(w) = e^re(w) (cos im(w) + i sin im(w))
    mpfr_exp(magnitude_, wRe_, MPFR_RNDN);
    mpfr_sin_cos(sin_, cos_, wIm_, MPFR_RNDN);
    double real = rounder_.finish(part_, mpfr_mul(part_, magnitude_, cos_, MPFR_RNDN));
    double imag = rounder_.finish(part_, mpfr_mul(part_, magnitude_, sin_, MPFR_RNDN));
    return C(real, imag);
  }

 private:
  static constexpr mpfr_prec_t kPrecision = 192;
  FormatRounder rounder_;
  MpfrVar a_, b_, c_, d_, logModulus_, arg_, wRe_, wIm_, magnitude_, cos_, sin_, part_;
};

std::vector<Value> evalPower(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) baseline_type(lhs) = baseline_type(rhs) = baseline_type(result).
  Tensor result = sameTypeResult(call, {0, 1});
  ElementType type = result.elementType();
  switch (familyOf(type)) {
    case Family::SignedInteger:
      // Integer exponentiation. A negative exponent makes x^n = 1 / x^-n,
      // whose integral part (truncating, as divide does) is 1 for x = 1,
      // +-1 for x = -1 (by the parity of n) and 0 for every other x. 0 to a
      // negative power is left open by the spec; it is 0 here, like every
      // base other than +-1 (as XLA computes it). Overflow wraps (see below).
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t xBits, uint64_t nBits) {
        int64_t x = static_cast<int64_t>(xBits), n = static_cast<int64_t>(nBits);
        if (n < 0) {
          if (x == 1) return uint64_t{1};
          if (x == -1) return (n & 1) != 0 ? ~uint64_t{0} : uint64_t{1};
          return uint64_t{0};
        }
        return powerBySquaring(xBits, nBits);
      });
      break;
    case Family::UnsignedInteger:
      // Integer exponentiation (0^0 = 1). Overflow is implementation-defined
      // (spec Execution > Errors): the power wraps modulo 2^N.
      map2<uint64_t, uint64_t>(lhs, rhs, result, powerBySquaring);
      break;
    case Family::Float: {
      FloatPower power(type);
      map2<double, double>(lhs, rhs, result, [&](double x, double y) { return power(x, y); });
      break;
    }
    case Family::Complex: {
      ComplexPower power(complexPartType(type));
      map2<std::complex<double>, std::complex<double>>(
          lhs, rhs, result, [&](std::complex<double> x, std::complex<double> y) { return power(x, y); });
      break;
    }
    case Family::Boolean:  // (I1) integer, floating-point or complex only
      failElementType(call, type);
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP("stablehlo.power", evalPower);

}  // namespace hloref
