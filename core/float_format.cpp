#include "core/float_format.h"

#include <mpfr.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>

namespace hloref {
namespace {

using NE = NanEncoding;

// exponentBits, mantissaBits, bias, hasSign, hasInfinity, nan
constexpr FloatFormat kF4E2M1FN{2, 1, 1, true, false, NE::None};
constexpr FloatFormat kF6E2M3FN{2, 3, 1, true, false, NE::None};
constexpr FloatFormat kF6E3M2FN{3, 2, 3, true, false, NE::None};
constexpr FloatFormat kF8E3M4{3, 4, 3, true, true, NE::Ieee};
constexpr FloatFormat kF8E4M3{4, 3, 7, true, true, NE::Ieee};
constexpr FloatFormat kF8E4M3FN{4, 3, 7, true, false, NE::AllOnes};
constexpr FloatFormat kF8E4M3FNUZ{4, 3, 8, true, false, NE::NegativeZero};
constexpr FloatFormat kF8E4M3B11FNUZ{4, 3, 11, true, false, NE::NegativeZero};
constexpr FloatFormat kF8E5M2{5, 2, 15, true, true, NE::Ieee};
constexpr FloatFormat kF8E5M2FNUZ{5, 2, 16, true, false, NE::NegativeZero};
constexpr FloatFormat kF8E8M0FNU{8, 0, 127, false, false, NE::AllBits};
constexpr FloatFormat kBF16{8, 7, 127, true, true, NE::Ieee};
constexpr FloatFormat kF16{5, 10, 15, true, true, NE::Ieee};
constexpr FloatFormat kTF32{8, 10, 127, true, true, NE::Ieee};
constexpr FloatFormat kF32{8, 23, 127, true, true, NE::Ieee};
constexpr FloatFormat kF64{11, 52, 1023, true, true, NE::Ieee};

uint64_t signBit(const FloatFormat& f) {
  return f.hasSign ? uint64_t{1} << (f.exponentBits + f.mantissaBits) : 0;
}
uint64_t exponentMask(const FloatFormat& f) { return (uint64_t{1} << f.exponentBits) - 1; }
uint64_t mantissaMask(const FloatFormat& f) { return (uint64_t{1} << f.mantissaBits) - 1; }

uint64_t nanBits(const FloatFormat& f, bool negative) {
  uint64_t sign = negative ? signBit(f) : 0;
  switch (f.nan) {
    case NE::Ieee:
      return sign | (exponentMask(f) << f.mantissaBits) | (uint64_t{1} << (f.mantissaBits - 1));
    case NE::AllOnes:
      return sign | (exponentMask(f) << f.mantissaBits) | mantissaMask(f);
    case NE::NegativeZero:
      return signBit(f);
    case NE::AllBits:
      return 0xFF;
    case NE::None:
      break;
  }
  return 0;
}

}  // namespace

int FloatFormat::maxExponent() const {
  // IEEE-style formats reserve the all-ones exponent; the others use it for
  // finite values (their NaN, if any, is a single mantissa pattern or -0).
  int top = static_cast<int>((1u << exponentBits) - 1);
  if (nan == NE::Ieee || hasInfinity || nan == NE::AllBits) top -= 1;
  return top - bias;
}

double FloatFormat::largestFinite() const {
  // The significand 1.11...1 = 2 - 2^-m (in double: m may be 52).
  double significand = 2.0 - std::ldexp(1.0, -mantissaBits);
  // f8E4M3FN: S.1111.111 is NaN, so the largest mantissa at the top exponent is 110.
  if (nan == NE::AllOnes) significand -= std::ldexp(1.0, -mantissaBits);
  return std::ldexp(significand, maxExponent());
}
double FloatFormat::smallestNormal() const { return std::ldexp(1.0, minExponent()); }
double FloatFormat::smallestSubnormal() const {
  if (mantissaBits == 0) return smallestNormal();
  return std::ldexp(1.0, minExponent() - mantissaBits);
}

const FloatFormat& floatFormat(ElementType t) {
  switch (t) {
    case ElementType::F4E2M1FN: return kF4E2M1FN;
    case ElementType::F6E2M3FN: return kF6E2M3FN;
    case ElementType::F6E3M2FN: return kF6E3M2FN;
    case ElementType::F8E3M4: return kF8E3M4;
    case ElementType::F8E4M3: return kF8E4M3;
    case ElementType::F8E4M3FN: return kF8E4M3FN;
    case ElementType::F8E4M3FNUZ: return kF8E4M3FNUZ;
    case ElementType::F8E4M3B11FNUZ: return kF8E4M3B11FNUZ;
    case ElementType::F8E5M2: return kF8E5M2;
    case ElementType::F8E5M2FNUZ: return kF8E5M2FNUZ;
    case ElementType::F8E8M0FNU: return kF8E8M0FNU;
    case ElementType::BF16: return kBF16;
    case ElementType::F16: return kF16;
    case ElementType::TF32: return kTF32;
    case ElementType::F32: return kF32;
    default: return kF64;
  }
}

int64_t floatOrdinal(ElementType t, uint64_t bits) {
  const FloatFormat& f = floatFormat(t);
  if (!f.hasSign) return static_cast<int64_t>(bits);
  int signPosition = f.totalBits() - 1;
  uint64_t magnitude = bits & ((uint64_t{1} << signPosition) - 1);
  bool negative = (bits >> signPosition) & 1;
  return negative ? -static_cast<int64_t>(magnitude) : static_cast<int64_t>(magnitude);
}

bool isNanEncoding(ElementType t, uint64_t bits) {
  const FloatFormat& f = floatFormat(t);
  uint64_t exponent = (bits >> f.mantissaBits) & exponentMask(f);
  uint64_t mantissa = bits & mantissaMask(f);
  switch (f.nan) {
    case NE::Ieee: return exponent == exponentMask(f) && mantissa != 0;
    case NE::AllOnes: return exponent == exponentMask(f) && mantissa == mantissaMask(f);
    case NE::NegativeZero: return bits == signBit(f);
    case NE::AllBits: return bits == 0xFF;
    case NE::None: return false;
  }
  return false;
}

double decodeFloat(ElementType t, uint64_t bits) {
  if (t == ElementType::F64) {
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }
  if (t == ElementType::F32) {
    uint32_t b = static_cast<uint32_t>(bits);
    float x;
    std::memcpy(&x, &b, 4);
    return x;
  }
  const FloatFormat& f = floatFormat(t);
  bool negative = (bits & signBit(f)) != 0;
  double sign = negative ? -1.0 : 1.0;
  if (isNanEncoding(t, bits)) return std::copysign(std::numeric_limits<double>::quiet_NaN(), sign);
  uint64_t exponent = (bits >> f.mantissaBits) & exponentMask(f);
  uint64_t mantissa = bits & mantissaMask(f);
  if (f.hasInfinity && exponent == exponentMask(f)) return sign * std::numeric_limits<double>::infinity();
  if (f.nan == NE::AllBits) return std::ldexp(1.0, static_cast<int>(exponent) - f.bias);
  if (exponent == 0)
    return sign * std::ldexp(static_cast<double>(mantissa), f.minExponent() - f.mantissaBits);
  return sign * std::ldexp(static_cast<double>(mantissa | (uint64_t{1} << f.mantissaBits)),
                           static_cast<int>(exponent) - f.bias - f.mantissaBits);
}

uint64_t encodeFloat(ElementType t, double value) {
  if (t == ElementType::F64) {
    uint64_t b;
    std::memcpy(&b, &value, 8);
    return b;
  }
  if (t == ElementType::F32) {
    float x = static_cast<float>(value);  // the hardware rounds to nearest even
    uint32_t b;
    std::memcpy(&b, &x, 4);
    return b;
  }
  const FloatFormat& f = floatFormat(t);
  bool negative = std::signbit(value);
  if (std::isnan(value)) {
    if (f.hasNan()) return nanBits(f, negative);
    return (negative ? signBit(f) : 0) | ~(~uint64_t{0} << (f.totalBits() - 1));  // saturate
  }
  double magnitude = std::fabs(value);
  if (f.nan == NE::AllBits) {
    // f8E8M0FNU: unsigned powers of two only; no zero. A 1-bit significand
    // has no even neighbour, so ties round up (as LLVM's APFloat does).
    if (negative && magnitude != 0) return 0xFF;
    if (std::isinf(magnitude)) return 0xFF;
    if (magnitude == 0) return 0x00;  // rounds to the smallest value, 2^-127
    int e;
    double m = std::frexp(magnitude, &e);  // magnitude = m * 2^e, m in [0.5, 1)
    int exponent = e - 1;
    if (m >= 0.75) exponent += 1;
    if (exponent < f.minExponent()) exponent = f.minExponent();
    if (exponent > f.maxExponent()) return 0xFF;
    return static_cast<uint64_t>(exponent + f.bias);
  }
  uint64_t sign = negative ? signBit(f) : 0;
  auto overflow = [&]() -> uint64_t {
    if (f.hasInfinity) return sign | (exponentMask(f) << f.mantissaBits);
    if (f.hasNan()) return nanBits(f, negative);
    return sign | ~(~uint64_t{0} << (f.totalBits() - 1));
  };
  if (std::isinf(magnitude)) return overflow();
  if (magnitude == 0) return f.hasNegativeZero() ? sign : 0;
  int e;
  std::frexp(magnitude, &e);
  int exponent = std::max(e - 1, f.minExponent());
  // The quantum (value of the last mantissa bit) at this exponent; scaling by
  // a power of two is exact, so nearbyint rounds the exact value once.
  int quantumExponent = exponent - f.mantissaBits;
  double units = std::nearbyint(std::ldexp(magnitude, -quantumExponent));
  double rounded = std::ldexp(units, quantumExponent);
  if (rounded > f.largestFinite()) return overflow();
  if (rounded == 0) return f.hasNegativeZero() ? sign : 0;
  std::frexp(rounded, &e);
  exponent = e - 1;
  if (exponent < f.minExponent()) {  // subnormal
    uint64_t mantissa = static_cast<uint64_t>(std::ldexp(rounded, f.mantissaBits - f.minExponent()));
    return sign | mantissa;
  }
  uint64_t mantissa =
      static_cast<uint64_t>(std::ldexp(rounded, f.mantissaBits - exponent)) & mantissaMask(f);
  return sign | (static_cast<uint64_t>(exponent + f.bias) << f.mantissaBits) | mantissa;
}

namespace {

bool parseSpecial(std::string_view text, double* out) {
  bool negative = false;
  if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  std::string lower;
  for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  double v;
  if (lower == "inf" || lower == "infinity") v = std::numeric_limits<double>::infinity();
  else if (lower == "nan") v = std::numeric_limits<double>::quiet_NaN();
  else return false;
  *out = negative ? -v : v;
  return true;
}

bool isDecimalLiteral(std::string_view s) {
  size_t i = 0;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
  size_t digits = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, ++digits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, ++digits;
  }
  if (digits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
    size_t expDigits = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, ++expDigits;
    if (expDigits == 0) return false;
  }
  return i == s.size();
}

// The decimal rounded to 53 bits with round-to-odd: rounding that once more to
// any format of at most 51 bits of precision equals rounding the decimal
// directly (Boldo-Melquiond), so one path serves every narrow format.
double decimalToOddDouble(const std::string& text) {
  // Independent of any exponent range other code may have set.
  mpfr_exp_t savedEmin = mpfr_get_emin(), savedEmax = mpfr_get_emax();
  mpfr_set_emin(mpfr_get_emin_min());
  mpfr_set_emax(mpfr_get_emax_max());
  mpfr_t x;
  mpfr_init2(x, 53);
  int inexact = mpfr_strtofr(x, text.c_str(), nullptr, 10, MPFR_RNDZ);
  double result;
  if (mpfr_zero_p(x)) {
    result = inexact ? std::ldexp(text[0] == '-' ? -1.0 : 1.0, -1100) : mpfr_get_d(x, MPFR_RNDN);
  } else if (mpfr_get_exp(x) < -1000) {
    // Far below every narrow format's smallest subnormal: keep the sign and
    // a non-zero magnitude so that the final rounding sees a sticky bit.
    result = std::ldexp(mpfr_sgn(x) < 0 ? -1.0 : 1.0, -1000);
  } else if (mpfr_get_exp(x) > 1000) {
    result = std::ldexp(mpfr_sgn(x) < 0 ? -1.0 : 1.0, 1000);
  } else {
    double truncated = mpfr_get_d(x, MPFR_RNDN);  // exact: x has 53 bits
    if (inexact) {  // round to odd: set the last significand bit
      uint64_t b;
      std::memcpy(&b, &truncated, 8);
      b |= 1;
      std::memcpy(&truncated, &b, 8);
    }
    result = truncated;
  }
  mpfr_clear(x);
  mpfr_set_emin(savedEmin);
  mpfr_set_emax(savedEmax);
  return result;
}

}  // namespace

bool parseDecimalFloat(std::string_view text, ElementType t, uint64_t* bits) {
  double special;
  if (parseSpecial(text, &special)) {
    *bits = encodeFloat(t, special);
    return true;
  }
  if (!isDecimalLiteral(text)) return false;
  std::string s(text);
  if (t == ElementType::F64) {
    double d = std::strtod(s.c_str(), nullptr);  // glibc rounds correctly
    *bits = encodeFloat(t, d);
    return true;
  }
  *bits = encodeFloat(t, decimalToOddDouble(s));
  return true;
}

}  // namespace hloref
