// Tests of core/float_format.h against ../shared/reference/float-formats.md
// and against rounding computed independently here: an exhaustive
// "nearest representable value, ties to the even encoding" search over every
// encoding of the destination format, and MPFR with the format's precision
// and exponent range.
#include "core/float_format.h"

#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace hloref {
namespace {

using ET = ElementType;

// ---------------------------------------------------------------------------
// The table of float-formats.md, transcribed.

enum class Nan { Ieee, AllOnes, NegZero, AllBits, None };

struct Spec {
  ET type;
  const char* name;
  int signBits, exponentBits, mantissaBits, bias;
  double largest, smallestNormal, smallestSubnormal;  // smallestSubnormal 0: none
  bool inf;
  Nan nan;
  bool negZero;
  int nanCount;  // number of NaN encodings
};

const double kBf16Max = std::ldexp(255.0, 120);  // (2 - 2^-7) * 2^127 ~ 3.39e38

const std::vector<Spec>& specs() {
  static const std::vector<Spec> s = {
      {ET::F4E2M1FN, "f4E2M1FN", 1, 2, 1, 1, 6, 1, 0.5, false, Nan::None, true, 0},
      {ET::F6E2M3FN, "f6E2M3FN", 1, 2, 3, 1, 7.5, 1, 0.125, false, Nan::None, true, 0},
      {ET::F6E3M2FN, "f6E3M2FN", 1, 3, 2, 3, 28, 0.25, 0.0625, false, Nan::None, true, 0},
      {ET::F8E3M4, "f8E3M4", 1, 3, 4, 3, 15.5, 0.25, 1.0 / 64, true, Nan::Ieee, true, 30},
      {ET::F8E4M3, "f8E4M3", 1, 4, 3, 7, 240, 1.0 / 64, 1.0 / 512, true, Nan::Ieee, true, 14},
      {ET::F8E4M3FN, "f8E4M3FN", 1, 4, 3, 7, 448, 1.0 / 64, 1.0 / 512, false, Nan::AllOnes, true, 2},
      {ET::F8E4M3FNUZ, "f8E4M3FNUZ", 1, 4, 3, 8, 240, 1.0 / 128, 1.0 / 1024, false, Nan::NegZero,
       false, 1},
      {ET::F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 1, 4, 3, 11, 30, std::ldexp(1, -10), std::ldexp(1, -13),
       false, Nan::NegZero, false, 1},
      {ET::F8E5M2, "f8E5M2", 1, 5, 2, 15, 57344, std::ldexp(1, -14), std::ldexp(1, -16), true,
       Nan::Ieee, true, 6},
      {ET::F8E5M2FNUZ, "f8E5M2FNUZ", 1, 5, 2, 16, 57344, std::ldexp(1, -15), std::ldexp(1, -17),
       false, Nan::NegZero, false, 1},
      {ET::F8E8M0FNU, "f8E8M0FNU", 0, 8, 0, 127, std::ldexp(1, 127), std::ldexp(1, -127), 0, false,
       Nan::AllBits, false, 1},
      {ET::BF16, "bf16", 1, 8, 7, 127, kBf16Max, std::ldexp(1, -126), std::ldexp(1, -133), true,
       Nan::Ieee, true, 254},
      {ET::F16, "f16", 1, 5, 10, 15, 65504, std::ldexp(1, -14), std::ldexp(1, -24), true, Nan::Ieee,
       true, 2046},
  };
  return s;
}

int totalBits(const Spec& s) { return s.signBits + s.exponentBits + s.mantissaBits; }
uint64_t numEncodings(const Spec& s) { return uint64_t{1} << totalBits(s); }
uint64_t signMask(const Spec& s) {
  return s.signBits ? uint64_t{1} << (s.exponentBits + s.mantissaBits) : 0;
}
uint64_t magnitudeMask(const Spec& s) { return (uint64_t{1} << (s.exponentBits + s.mantissaBits)) - 1; }

// Independent decoding from the table's parameters.
bool refIsNan(const Spec& s, uint64_t b) {
  uint64_t e = (b >> s.mantissaBits) & ((uint64_t{1} << s.exponentBits) - 1);
  uint64_t m = b & ((uint64_t{1} << s.mantissaBits) - 1);
  uint64_t eMax = (uint64_t{1} << s.exponentBits) - 1, mMax = (uint64_t{1} << s.mantissaBits) - 1;
  switch (s.nan) {
    case Nan::Ieee: return e == eMax && m != 0;
    case Nan::AllOnes: return e == eMax && m == mMax;
    case Nan::NegZero: return b == signMask(s);
    case Nan::AllBits: return b == 0xFF;
    case Nan::None: return false;
  }
  return false;
}

double refDecode(const Spec& s, uint64_t b) {
  double sign = (b & signMask(s)) ? -1.0 : 1.0;
  if (refIsNan(s, b)) return std::copysign(NAN, sign);
  int e = static_cast<int>((b >> s.mantissaBits) & ((uint64_t{1} << s.exponentBits) - 1));
  double m = static_cast<double>(b & ((uint64_t{1} << s.mantissaBits) - 1));
  if (s.inf && e == (1 << s.exponentBits) - 1) return sign * INFINITY;
  double frac = std::ldexp(m, -s.mantissaBits);
  if (s.mantissaBits == 0) return std::ldexp(1.0, e - s.bias);  // f8E8M0FNU: 2^(e - bias)
  if (e == 0) return sign * std::ldexp(frac, 1 - s.bias);
  return sign * std::ldexp(1.0 + frac, e - s.bias);
}

uint64_t refCanonicalNan(const Spec& s, bool negative) {
  uint64_t sign = negative ? signMask(s) : 0;
  uint64_t eMax = (uint64_t{1} << s.exponentBits) - 1;
  switch (s.nan) {
    case Nan::Ieee: return sign | (eMax << s.mantissaBits) | (uint64_t{1} << (s.mantissaBits - 1));
    case Nan::AllOnes: return sign | magnitudeMask(s);
    case Nan::NegZero: return signMask(s);
    case Nan::AllBits: return 0xFF;
    case Nan::None: break;
  }
  ADD_FAILURE() << "no NaN in " << s.name;
  return 0;
}

// The non-negative finite values of a format, ascending, with their encodings.
struct Ladder {
  std::vector<double> values;
  std::vector<uint64_t> bits;
  uint64_t maxBits = 0;
};

const Ladder& ladder(const Spec& s) {
  static std::vector<Ladder> cache(kNumElementTypes);
  static std::vector<bool> built(kNumElementTypes, false);
  int k = static_cast<int>(s.type);
  if (!built[k]) {
    std::vector<std::pair<double, uint64_t>> v;
    for (uint64_t b = 0; b < numEncodings(s); ++b) {
      if (b & signMask(s)) continue;
      double x = refDecode(s, b);
      if (std::isnan(x) || std::isinf(x)) continue;
      v.emplace_back(x, b);
    }
    std::sort(v.begin(), v.end());
    for (auto& [x, b] : v) {
      cache[k].values.push_back(x);
      cache[k].bits.push_back(b);
    }
    cache[k].maxBits = v.back().second;
    built[k] = true;
  }
  return cache[k];
}

// Nearest representable value with ties to the even encoding (f8E8M0FNU, whose
// 1-bit significands have no even neighbour: ties away from zero, as LLVM's
// APFloat and ml_dtypes). Overflow: infinity, else NaN, else saturation; NaN
// to f4/f6: the largest finite value with the sign (hloref's documented choice).
uint64_t refEncode(const Spec& s, double x) {
  const Ladder& L = ladder(s);
  bool negative = std::signbit(x);
  uint64_t sign = negative ? signMask(s) : 0;
  if (std::isnan(x)) return s.nan != Nan::None ? refCanonicalNan(s, negative) : sign | L.maxBits;
  double a = std::fabs(x);
  if (s.nan == Nan::AllBits && negative && a != 0) return 0xFF;
  auto withSign = [&](uint64_t magnitudeBits, double value) -> uint64_t {
    if (!negative || s.signBits == 0) return magnitudeBits;
    if (value == 0 && !s.negZero) return 0;
    return sign | magnitudeBits;
  };
  double max = L.values.back();
  if (a > max) {
    int e;
    std::frexp(max, &e);  // max = f * 2^e, f in [0.5, 1): its ulp is 2^(e - 1 - m)
    double ulp = std::ldexp(1.0, e - 1 - s.mantissaBits);
    double mid = max + ulp / 2;
    bool up = a > mid || (a == mid && ((L.maxBits & 1) || s.mantissaBits == 0));
    if (!up) return withSign(L.maxBits, max);
    if (s.inf) return sign | (((uint64_t{1} << s.exponentBits) - 1) << s.mantissaBits);
    if (s.nan != Nan::None) return refCanonicalNan(s, negative);
    return sign | L.maxBits;
  }
  size_t hi = std::lower_bound(L.values.begin(), L.values.end(), a) - L.values.begin();
  size_t pick;
  if (L.values[hi] == a || hi == 0) {
    pick = hi;
  } else {
    size_t lo = hi - 1;
    double dLo = a - L.values[lo], dHi = L.values[hi] - a;  // exact: both fit in a double
    if (dLo < dHi) pick = lo;
    else if (dHi < dLo) pick = hi;
    else if (s.mantissaBits == 0) pick = hi;
    else pick = (L.bits[lo] & 1) == 0 ? lo : hi;
  }
  return withSign(L.bits[pick], L.values[pick]);
}

// Correct rounding by MPFR with the format's precision and exponent range
// (IEEE-style overflow to infinity). Restores MPFR's exponent range.
class MpfrRange {
 public:
  MpfrRange(mpfr_exp_t emin, mpfr_exp_t emax) : emin_(mpfr_get_emin()), emax_(mpfr_get_emax()) {
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
  }
  ~MpfrRange() {
    mpfr_set_emin(emin_);
    mpfr_set_emax(emax_);
  }

 private:
  mpfr_exp_t emin_, emax_;
};

struct MpfrFormat {
  int precision;
  mpfr_exp_t emin, emax;  // MPFR convention: x = 0.1b... * 2^E
};

MpfrFormat mpfrFormat(const Spec& s) {
  int minExp = 1 - s.bias;  // exponent of the smallest normal
  double max = ladder(s).values.back();
  int e;
  std::frexp(max, &e);
  return {s.mantissaBits + 1, minExp - s.mantissaBits + 1, e};
}

double mpfrRoundDouble(const MpfrFormat& f, double x) {
  double r;
  mpfr_t m;
  mpfr_init2(m, f.precision);
  {
    MpfrRange range(f.emin, f.emax);
    int t = mpfr_set_d(m, x, MPFR_RNDN);
    t = mpfr_check_range(m, t, MPFR_RNDN);
    mpfr_subnormalize(m, t, MPFR_RNDN);
    r = mpfr_get_d(m, MPFR_RNDN);
  }
  mpfr_clear(m);
  return r;
}

double mpfrRoundDecimal(const MpfrFormat& f, const std::string& text) {
  double r;
  mpfr_t m;
  mpfr_init2(m, f.precision);
  {
    MpfrRange range(f.emin, f.emax);
    int t = mpfr_strtofr(m, text.c_str(), nullptr, 10, MPFR_RNDN);
    t = mpfr_check_range(m, t, MPFR_RNDN);
    mpfr_subnormalize(m, t, MPFR_RNDN);
    r = mpfr_get_d(m, MPFR_RNDN);
  }
  mpfr_clear(m);
  return r;
}

std::string hex(uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

// ---------------------------------------------------------------------------
// Properties

TEST(FloatFormatTest, PropertiesMatchTable) {
  for (const Spec& s : specs()) {
    SCOPED_TRACE(s.name);
    const FloatFormat& f = floatFormat(s.type);
    EXPECT_EQ(f.exponentBits, s.exponentBits);
    EXPECT_EQ(f.mantissaBits, s.mantissaBits);
    EXPECT_EQ(f.bias, s.bias);
    EXPECT_EQ(f.hasSign, s.signBits == 1);
    EXPECT_EQ(f.totalBits(), totalBits(s));
    EXPECT_EQ(f.precision(), s.mantissaBits + 1);
    EXPECT_EQ(f.totalBits(), bitWidth(s.type));
    EXPECT_EQ(f.hasInfinity, s.inf);
    EXPECT_EQ(f.hasNan(), s.nan != Nan::None);
    EXPECT_EQ(f.hasNegativeZero(), s.negZero);
    EXPECT_EQ(f.hasZero(), s.type != ET::F8E8M0FNU);
    EXPECT_EQ(f.largestFinite(), s.largest);
    EXPECT_EQ(f.smallestNormal(), s.smallestNormal);
    if (s.smallestSubnormal != 0) {
      EXPECT_EQ(f.smallestSubnormal(), s.smallestSubnormal);
    } else {
      // No subnormals: the smallest positive value is the smallest normal.
      EXPECT_EQ(f.smallestSubnormal(), s.smallestNormal);
    }
    EXPECT_EQ(std::ldexp(1.0, f.minExponent()), s.smallestNormal);

    // The same facts, found by decoding every encoding.
    double maxFinite = 0, minPositive = INFINITY, minNormal = INFINITY;
    int nans = 0, infs = 0, zeros = 0;
    bool sawNegZero = false;
    for (uint64_t b = 0; b < numEncodings(s); ++b) {
      double x = decodeFloat(s.type, b);
      if (std::isnan(x)) {
        ++nans;
        continue;
      }
      if (std::isinf(x)) {
        ++infs;
        continue;
      }
      if (x == 0) {
        ++zeros;
        sawNegZero |= std::signbit(x);
        continue;
      }
      double a = std::fabs(x);
      maxFinite = std::max(maxFinite, a);
      minPositive = std::min(minPositive, a);
      int e = static_cast<int>((b >> s.mantissaBits) & ((1u << s.exponentBits) - 1));
      if (e != 0 || s.mantissaBits == 0) minNormal = std::min(minNormal, a);
    }
    EXPECT_EQ(nans, s.nanCount);
    EXPECT_EQ(infs, s.inf ? 2 : 0);
    EXPECT_EQ(zeros, s.type == ET::F8E8M0FNU ? 0 : (s.negZero ? 2 : 1));
    EXPECT_EQ(sawNegZero, s.negZero);
    EXPECT_EQ(maxFinite, s.largest);
    EXPECT_EQ(minNormal, s.smallestNormal);
    EXPECT_EQ(minPositive, s.smallestSubnormal != 0 ? s.smallestSubnormal : s.smallestNormal);
  }
}

TEST(FloatFormatTest, WiderFormatsMatchTable) {
  EXPECT_EQ(floatFormat(ET::TF32).largestFinite(), std::ldexp(2047.0, 117));
  EXPECT_EQ(floatFormat(ET::TF32).smallestSubnormal(), std::ldexp(1.0, -136));
  EXPECT_EQ(floatFormat(ET::F32).largestFinite(), std::numeric_limits<float>::max());
  EXPECT_EQ(floatFormat(ET::F32).smallestNormal(), std::numeric_limits<float>::min());
  EXPECT_EQ(floatFormat(ET::F32).smallestSubnormal(), std::numeric_limits<float>::denorm_min());
  EXPECT_EQ(floatFormat(ET::F64).largestFinite(), std::numeric_limits<double>::max());
  EXPECT_EQ(floatFormat(ET::F64).smallestNormal(), std::numeric_limits<double>::min());
  EXPECT_EQ(floatFormat(ET::F64).smallestSubnormal(), std::numeric_limits<double>::denorm_min());
}

// ---------------------------------------------------------------------------
// Every encoding

TEST(FloatFormatTest, EveryEncodingDecodesAndEncodesBack) {
  for (const Spec& s : specs()) {
    SCOPED_TRACE(s.name);
    int nans = 0;
    for (uint64_t b = 0; b < numEncodings(s); ++b) {
      double x = decodeFloat(s.type, b);
      double ref = refDecode(s, b);
      bool nan = isNanEncoding(s.type, b);
      ASSERT_EQ(nan, refIsNan(s, b)) << hex(b);
      if (nan) {
        ++nans;
        ASSERT_TRUE(std::isnan(x)) << hex(b);
        if (s.signBits) {
          ASSERT_EQ(std::signbit(x), (b & signMask(s)) != 0) << hex(b);
        }
        uint64_t back = encodeFloat(s.type, x);
        ASSERT_EQ(back, refCanonicalNan(s, std::signbit(x))) << hex(b);
        ASSERT_TRUE(isNanEncoding(s.type, back));
        continue;
      }
      ASSERT_EQ(std::memcmp(&x, &ref, sizeof x), 0) << hex(b) << " decodes to " << x << ", not " << ref;
      ASSERT_EQ(encodeFloat(s.type, x), b) << hex(b) << " = " << x;
    }
    EXPECT_EQ(nans, s.nanCount);
  }
}

TEST(FloatFormatTest, SpecialValues) {
  for (const Spec& s : specs()) {
    SCOPED_TRACE(s.name);
    const Ladder& L = ladder(s);
    uint64_t sign = signMask(s);
    uint64_t infBits = ((uint64_t{1} << s.exponentBits) - 1) << s.mantissaBits;
    // Zeros.
    if (s.type == ET::F8E8M0FNU) {
      EXPECT_EQ(encodeFloat(s.type, 0.0), 0x00u);   // no zero: the smallest value, 2^-127
      EXPECT_EQ(encodeFloat(s.type, -0.0), 0x00u);
      EXPECT_EQ(encodeFloat(s.type, -1.0), 0xFFu);  // unsigned: negative values are NaN
      EXPECT_EQ(encodeFloat(s.type, 1.5), 0x80u);   // tie: away from zero
      EXPECT_EQ(encodeFloat(s.type, 3.0), 0x81u);
      EXPECT_EQ(encodeFloat(s.type, 0.75), 0x7Fu);
      EXPECT_EQ(encodeFloat(s.type, std::ldexp(1.0, -140)), 0x00u);
      EXPECT_EQ(encodeFloat(s.type, std::ldexp(1.5, 127)), 0xFFu);
      EXPECT_EQ(encodeFloat(s.type, std::ldexp(1.4, 127)), 0xFEu);
    } else {
      EXPECT_EQ(encodeFloat(s.type, 0.0), 0u);
      EXPECT_EQ(encodeFloat(s.type, -0.0), s.negZero ? sign : 0u);
      EXPECT_EQ(encodeFloat(s.type, -std::ldexp(1.0, -200)), s.negZero ? sign : 0u);
    }
    // Infinities and overflow.
    double big = std::ldexp(1.0, 200);
    for (double v : {static_cast<double>(INFINITY), big}) {
      uint64_t pos = encodeFloat(s.type, v), neg = encodeFloat(s.type, -v);
      if (s.inf) {
        EXPECT_EQ(pos, infBits);
        EXPECT_EQ(neg, sign | infBits);
      } else if (s.nan != Nan::None) {
        EXPECT_TRUE(isNanEncoding(s.type, pos));
        EXPECT_TRUE(isNanEncoding(s.type, neg));
      } else {
        EXPECT_EQ(pos, L.maxBits);  // saturation
        EXPECT_EQ(neg, sign | L.maxBits);
      }
    }
    // NaN.
    uint64_t nanPos = encodeFloat(s.type, NAN), nanNeg = encodeFloat(s.type, -NAN);
    if (s.nan != Nan::None) {
      EXPECT_EQ(nanPos, refCanonicalNan(s, false));
      EXPECT_EQ(nanNeg, refCanonicalNan(s, true));
    } else {
      EXPECT_EQ(nanPos, L.maxBits);
      EXPECT_EQ(nanNeg, sign | L.maxBits);
    }
  }
  // Spot values.
  EXPECT_EQ(encodeFloat(ET::F8E4M3FN, 464.0), 0x7Eu);    // tie with 480 (the NaN slot): even 448
  EXPECT_EQ(encodeFloat(ET::F8E4M3FN, 464.01), 0x7Fu);   // beyond: NaN
  EXPECT_EQ(encodeFloat(ET::F16, 65519.99), 0x7BFFu);
  EXPECT_EQ(encodeFloat(ET::F16, 65520.0), 0x7C00u);     // tie with 2^16: even, so infinity
  EXPECT_EQ(encodeFloat(ET::F4E2M1FN, 7.0), 0x7u);        // saturates
  EXPECT_EQ(encodeFloat(ET::F4E2M1FN, 0.25), 0x0u);       // tie with 0.5: even 0
  EXPECT_EQ(encodeFloat(ET::F4E2M1FN, 0.75), 0x2u);       // tie 0.5 / 1: even 1.0
  EXPECT_EQ(encodeFloat(ET::F8E4M3FNUZ, -std::ldexp(1.0, -12)), 0x00u);  // no -0
  EXPECT_EQ(encodeFloat(ET::BF16, 1.0 + std::ldexp(1.0, -8)), 0x3F80u);
  EXPECT_EQ(encodeFloat(ET::BF16, 1.0 + 3 * std::ldexp(1.0, -8)), 0x3F82u);
}

// ---------------------------------------------------------------------------
// Conversions

TEST(FloatFormatTest, ConversionsBetweenNarrowFormatsRoundToNearestEven) {
  for (const Spec& src : specs()) {
    for (const Spec& dst : specs()) {
      SCOPED_TRACE(std::string(src.name) + " -> " + dst.name);
      int failures = 0;
      for (uint64_t b = 0; b < numEncodings(src) && failures < 5; ++b) {
        double x = decodeFloat(src.type, b);
        uint64_t got = encodeFloat(dst.type, x);
        uint64_t want = refEncode(dst, refDecode(src, b));
        if (got != want) {
          ++failures;
          ADD_FAILURE() << "source " << hex(b) << " = " << x << ": got " << hex(got) << ", want "
                        << hex(want);
        }
      }
    }
  }
}

TEST(FloatFormatTest, ConversionsAgreeWithMpfr) {
  // The search reference against MPFR on every in-range value of every pair
  // (f8E8M0FNU excluded: its ties go away from zero, MPFR's to even).
  for (const Spec& src : specs()) {
    for (const Spec& dst : specs()) {
      if (dst.type == ET::F8E8M0FNU) continue;
      SCOPED_TRACE(std::string(src.name) + " -> " + dst.name);
      MpfrFormat mf = mpfrFormat(dst);
      int failures = 0;
      for (uint64_t b = 0; b < numEncodings(src) && failures < 5; ++b) {
        double x = refDecode(src, b);
        if (!std::isfinite(x)) continue;
        double m = mpfrRoundDouble(mf, x);
        if (std::fabs(m) > dst.largest) continue;  // overflow: format-specific, tested above
        double got = decodeFloat(dst.type, encodeFloat(dst.type, x));
        if (!dst.negZero && m == 0) m = 0.0;
        if (std::memcmp(&got, &m, sizeof got) != 0) {
          ++failures;
          ADD_FAILURE() << x << ": got " << got << ", MPFR " << m;
        }
      }
    }
  }
}

TEST(FloatFormatTest, RandomF32ToEachNarrowFormat) {
  std::mt19937_64 rng(12345);
  const int kSamples = 1 << 20;
  std::vector<float> samples(kSamples);
  for (int i = 0; i < kSamples; ++i) {
    uint32_t bits = static_cast<uint32_t>(rng());
    if (i % 2 == 1) {
      // Keep the exponent near the narrow formats' ranges: 2^-40 .. 2^40,
      // with every mantissa pattern.
      uint32_t exponent = 127 - 40 + static_cast<uint32_t>(rng() % 81);
      bits = (bits & 0x807FFFFFu) | (exponent << 23);
    }
    std::memcpy(&samples[i], &bits, 4);
  }
  for (const Spec& dst : specs()) {
    SCOPED_TRACE(dst.name);
    MpfrFormat mf = mpfrFormat(dst);
    int failures = 0;
    for (int i = 0; i < kSamples && failures < 5; ++i) {
      double x = samples[i];
      uint64_t got = encodeFloat(dst.type, x);
      uint64_t want = refEncode(dst, x);
      if (got != want) {
        ++failures;
        ADD_FAILURE() << "f32 " << x << ": got " << hex(got) << ", want " << hex(want);
      }
      if (i % 16 == 0 && dst.type != ET::F8E8M0FNU && std::isfinite(x)) {
        double m = mpfrRoundDouble(mf, x);
        if (std::fabs(m) <= dst.largest) {
          if (!dst.negZero && m == 0) m = 0.0;
          double g = decodeFloat(dst.type, got);
          if (std::memcmp(&g, &m, sizeof g) != 0) {
            ++failures;
            ADD_FAILURE() << "f32 " << x << ": got " << g << ", MPFR " << m;
          }
        }
      }
    }
  }
}

TEST(FloatFormatTest, F64ToF32RoundsToNearestEven) {
  MpfrFormat f32{24, -148, 128};
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200000; ++i) {
    uint64_t bits = rng();
    if (i % 2) bits = (bits & 0x800FFFFFFFFFFFFFull) | ((uint64_t{1023 - 160} + rng() % 300) << 52);
    double x;
    std::memcpy(&x, &bits, 8);
    if (std::isnan(x)) continue;
    double want = mpfrRoundDouble(f32, x);
    double got = decodeFloat(ET::F32, encodeFloat(ET::F32, x));
    ASSERT_EQ(std::memcmp(&got, &want, 8), 0) << x;
  }
}

// ---------------------------------------------------------------------------
// Decimal parsing

uint64_t parse(const char* text, ET t) {
  uint64_t bits = ~uint64_t{0};
  EXPECT_TRUE(parseDecimalFloat(text, t, &bits)) << text;
  return bits;
}

TEST(FloatFormatTest, ParseDecimalTrickyF16) {
  EXPECT_EQ(parse("1", ET::F16), 0x3C00u);
  EXPECT_EQ(parse("1.00048828125", ET::F16), 0x3C00u);  // 1 + 2^-11: tie, even
  EXPECT_EQ(parse("1.00048828125000000000000000000001", ET::F16), 0x3C01u);
  EXPECT_EQ(parse("1.00048828124999999999999999999999", ET::F16), 0x3C00u);
  EXPECT_EQ(parse("1.00146484375", ET::F16), 0x3C02u);  // 1 + 3 * 2^-11: tie, even is up
  EXPECT_EQ(parse("1.00146484374999999999999", ET::F16), 0x3C01u);
  EXPECT_EQ(parse("-1.00146484375", ET::F16), 0xBC02u);
  EXPECT_EQ(parse("65504", ET::F16), 0x7BFFu);
  EXPECT_EQ(parse("65519.99999999999999999", ET::F16), 0x7BFFu);
  EXPECT_EQ(parse("65520", ET::F16), 0x7C00u);
  EXPECT_EQ(parse("-65520", ET::F16), 0xFC00u);
  EXPECT_EQ(parse("6.103515625e-05", ET::F16), 0x0400u);
  EXPECT_EQ(parse("5.9604644775390625e-8", ET::F16), 0x0001u);
  EXPECT_EQ(parse("2.98023223876953125e-8", ET::F16), 0x0000u);  // 2^-25: tie with 0
  EXPECT_EQ(parse("2.98023223876953125000000001e-8", ET::F16), 0x0001u);
  EXPECT_EQ(parse("-2.98023223876953125e-8", ET::F16), 0x8000u);
  EXPECT_EQ(parse("8.94069671630859375e-8", ET::F16), 0x0002u);  // 1.5 * 2^-24: tie, even
  EXPECT_EQ(parse("-0.0", ET::F16), 0x8000u);
  EXPECT_EQ(parse("0e10", ET::F16), 0x0000u);
  EXPECT_EQ(parse("1e-30", ET::F16), 0x0000u);
  EXPECT_EQ(parse("-1e-30", ET::F16), 0x8000u);
  EXPECT_EQ(parse("1e30", ET::F16), 0x7C00u);
  EXPECT_EQ(parse("0.1", ET::F16), 0x2E66u);
  EXPECT_EQ(parse("+0.1", ET::F16), 0x2E66u);
  EXPECT_EQ(parse(".5", ET::F16), 0x3800u);
  EXPECT_EQ(parse("inf", ET::F16), 0x7C00u);
  EXPECT_EQ(parse("-inf", ET::F16), 0xFC00u);
  EXPECT_TRUE(isNanEncoding(ET::F16, parse("nan", ET::F16)));
}

TEST(FloatFormatTest, ParseDecimalTrickyBf16) {
  EXPECT_EQ(parse("1.00390625", ET::BF16), 0x3F80u);  // 1 + 2^-8: tie, even
  EXPECT_EQ(parse("1.00390625000000000000000000001", ET::BF16), 0x3F81u);
  EXPECT_EQ(parse("1.00390624999999999999999999999", ET::BF16), 0x3F80u);
  EXPECT_EQ(parse("1.01171875", ET::BF16), 0x3F82u);  // 1 + 3 * 2^-8: tie, even is up
  EXPECT_EQ(parse("3.3895313892515355e38", ET::BF16), 0x7F7Fu);
  EXPECT_EQ(parse("339617752923046005526922703901628039168", ET::BF16), 0x7F80u);  // tie to 2^128
  EXPECT_EQ(parse("339617752923046005526922703901628039167.9999", ET::BF16), 0x7F7Fu);
  EXPECT_EQ(parse("-339617752923046005526922703901628039168", ET::BF16), 0xFF80u);
  EXPECT_EQ(parse("9.18354961579912115600575419704879435795832466228193376178712270530013483949005603790283203125e-41",
                  ET::BF16),
            0x0001u);  // 2^-133, the smallest subnormal, exactly
  EXPECT_EQ(parse("4.591774807899560578002877098524397178979162331140966880893561352650067419745028018951416015625e-41",
                  ET::BF16),
            0x0000u);  // 2^-134: tie with 0
  EXPECT_EQ(parse("4.5917748078995605780028770985243971789791623311409668808935613526500674197450280189514160156251e-41",
                  ET::BF16),
            0x0001u);
}

TEST(FloatFormatTest, ParseDecimalTrickyF32) {
  EXPECT_EQ(parse("1.000000059604644775390625", ET::F32), 0x3F800000u);  // 1 + 2^-24: tie
  // Its nearest double is the tie itself: rounding through double would give 1.0.
  EXPECT_EQ(parse("1.00000005960464477539062500000000000001", ET::F32), 0x3F800001u);
  EXPECT_EQ(parse("1.00000005960464477539062499999999999999", ET::F32), 0x3F800000u);
  EXPECT_EQ(parse("1.000000178813934326171875", ET::F32), 0x3F800002u);  // 1 + 3 * 2^-24
  EXPECT_EQ(parse("340282356779733661637539395458142568448", ET::F32), 0x7F800000u);
  EXPECT_EQ(parse("340282356779733661637539395458142568447.99", ET::F32), 0x7F7FFFFFu);
  EXPECT_EQ(parse("3.4028234663852886e38", ET::F32), 0x7F7FFFFFu);
  EXPECT_EQ(parse("7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625e-46",
                  ET::F32),
            0x00000000u);  // 2^-150: tie with 0
  EXPECT_EQ(parse("7.006492321624085354618647916449580656401309709382578858785341419448955413429303007433190941810607910156250001e-46",
                  ET::F32),
            0x00000001u);
  EXPECT_EQ(parse("-7.006492321624085354618647916449580656401309709382578858785341419448955413429303007433190941810607910156250001e-46",
                  ET::F32),
            0x80000001u);
  EXPECT_EQ(parse("1.1754943508222875e-38", ET::F32), 0x00800000u);
  EXPECT_EQ(parse("0.1", ET::F32), 0x3DCCCCCDu);
  EXPECT_EQ(parse("1e-400", ET::F32), 0x00000000u);
  EXPECT_EQ(parse("-1e-400", ET::F32), 0x80000000u);
  EXPECT_EQ(parse("1e400", ET::F32), 0x7F800000u);
}

TEST(FloatFormatTest, ParseDecimalHugeExponents) {
  for (ET t : {ET::F16, ET::BF16, ET::F32, ET::F8E4M3FN, ET::F64}) {
    SCOPED_TRACE(std::string(elementTypeName(t)));
    uint64_t inf = encodeFloat(t, INFINITY), ninf = encodeFloat(t, -INFINITY);
    EXPECT_EQ(parse("1e1000000000000", t), inf);
    EXPECT_EQ(parse("-1e1000000000000", t), ninf);
    EXPECT_EQ(parse("1e99999999999999999999999999", t), inf);
    EXPECT_EQ(parse("1e-1000000000000", t), encodeFloat(t, 0.0));
    EXPECT_EQ(parse("-1e-1000000000000", t), encodeFloat(t, -0.0));
    EXPECT_EQ(parse("1e-99999999999999999999999999", t), encodeFloat(t, 0.0));
  }
}

TEST(FloatFormatTest, ParseDecimalIgnoresMpfrExponentRange) {
  // Other code may narrow MPFR's exponent range; parsing must not depend on it.
  MpfrRange narrow(-20, 20);
  EXPECT_EQ(parse("1e30", ET::F32), 0x7149F2CAu);
  EXPECT_EQ(parse("1e-30", ET::F32), 0x0DA24260u);
  EXPECT_EQ(parse("1.000000059604644775390625000001", ET::F32), 0x3F800001u);
  EXPECT_EQ(mpfr_get_emin(), -20);
  EXPECT_EQ(mpfr_get_emax(), 20);
}

TEST(FloatFormatTest, ParseDecimalRejectsMalformed) {
  uint64_t bits;
  for (const char* bad : {"", "-", "+", ".", "e5", "1e", "1e+", "1.2.3", "1x", "0x1p3", " 1", "1 ",
                          "--1", "nanx", "in", "1e5.5"})
    EXPECT_FALSE(parseDecimalFloat(bad, ET::F32, &bits)) << "'" << bad << "'";
}

// Decimal midpoints between neighbouring values, written out exactly, and
// strings just above and below them.
std::string exactDecimal(double x) {
  std::vector<char> buf(1200);
  std::snprintf(buf.data(), buf.size(), "%.1100e", x);  // glibc prints the exact expansion
  std::string s = buf.data();
  size_t e = s.find('e');
  std::string mantissa = s.substr(0, e), exponent = s.substr(e);
  while (mantissa.back() == '0') mantissa.pop_back();
  if (mantissa.back() == '.') mantissa.pop_back();
  return mantissa + exponent;
}

TEST(FloatFormatTest, ParseDecimalMidpoints) {
  std::mt19937_64 rng(99);
  for (ET t : {ET::F16, ET::BF16, ET::F32, ET::F8E4M3FN, ET::F8E5M2, ET::F6E3M2FN}) {
    SCOPED_TRACE(std::string(elementTypeName(t)));
    const FloatFormat& f = floatFormat(t);
    uint64_t maxBits = encodeFloat(t, f.largestFinite());
    int failures = 0;
    for (int i = 0; i < 4000 && failures < 5; ++i) {
      uint64_t a = rng() % maxBits;  // a and a + 1 are neighbouring non-negative values
      if (isNanEncoding(t, a) || isNanEncoding(t, a + 1)) continue;
      double lo = decodeFloat(t, a), hi = decodeFloat(t, a + 1);
      double mid = (lo + hi) / 2;  // exact: one more bit than the format
      std::string m = exactDecimal(mid);
      size_t e = m.find('e');
      std::string digits = m.substr(0, e), exponent = m.substr(e);
      if (digits.find('.') == std::string::npos) digits += ".";
      std::string above = digits + "00000000000000000000001" + exponent;
      // Just below: lower the last (non-zero) digit and append nines.
      std::string below = digits;
      if (below.back() == '.') below.pop_back();
      ASSERT_NE(below.back(), '0') << m;
      below.back() = static_cast<char>(below.back() - 1);
      if (below.find('.') == std::string::npos) below += ".";
      below += "99999999999999999999999" + exponent;
      uint64_t even = (a & 1) == 0 ? a : a + 1;
      for (bool negative : {false, true}) {
        std::string sign = negative ? "-" : "";
        uint64_t s = negative ? (uint64_t{1} << (f.totalBits() - 1)) : 0;
        uint64_t got;
        ASSERT_TRUE(parseDecimalFloat(sign + m, t, &got));
        if (got != (s | even)) {
          ++failures;
          ADD_FAILURE() << sign << m << ": " << hex(got);
        }
        ASSERT_TRUE(parseDecimalFloat(sign + above, t, &got));
        if (got != (s | (a + 1))) {
          ++failures;
          ADD_FAILURE() << sign << above << ": " << hex(got);
        }
        ASSERT_TRUE(parseDecimalFloat(sign + below, t, &got));
        uint64_t want = s | a;
        if (a == 0 && !f.hasNegativeZero()) want = 0;
        if (got != want) {
          ++failures;
          ADD_FAILURE() << sign << below << ": " << hex(got);
        }
      }
    }
  }
}

TEST(FloatFormatTest, ParseDecimalRandomAgainstMpfr) {
  // Random digit strings with random exponents, rounded by MPFR at the
  // format's precision and exponent range.
  std::mt19937_64 rng(2024);
  struct Target {
    ET t;
    MpfrFormat mf;
  };
  std::vector<Target> targets = {{ET::F16, {11, -23, 16}},
                                 {ET::BF16, {8, -132, 128}},
                                 {ET::F32, {24, -148, 128}}};
  for (const Spec& s : specs())
    if (s.nan == Nan::Ieee) targets.push_back({s.type, mpfrFormat(s)});
  for (const Target& target : targets) {
    SCOPED_TRACE(std::string(elementTypeName(target.t)));
    const FloatFormat& f = floatFormat(target.t);
    int failures = 0;
    for (int i = 0; i < 20000 && failures < 5; ++i) {
      int nDigits = 1 + static_cast<int>(rng() % 40);
      std::string text = (rng() % 2) ? "-" : "";
      for (int d = 0; d < nDigits; ++d) {
        text += static_cast<char>('0' + rng() % 10);
        if (d == 0) text += '.';
      }
      int range = static_cast<int>(std::ceil((f.maxExponent() - f.minExponent() + f.mantissaBits + 8) * 0.30103));
      int exp10 = static_cast<int>(rng() % (2 * range + 1)) - range +
                  static_cast<int>(std::round((f.maxExponent() + f.minExponent() - f.mantissaBits) * 0.15));
      text += "e" + std::to_string(exp10);
      double want = mpfrRoundDecimal(target.mf, text);
      uint64_t got;
      ASSERT_TRUE(parseDecimalFloat(text, target.t, &got)) << text;
      double g = decodeFloat(target.t, got);
      if (std::memcmp(&g, &want, 8) != 0) {
        ++failures;
        ADD_FAILURE() << text << ": got " << g << " (" << hex(got) << "), MPFR " << want;
      }
    }
  }
}

}  // namespace
}  // namespace hloref
