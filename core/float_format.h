// Encodings of the float element types (../shared/reference/float-formats.md).
// One generic description per format; every format goes through the same
// decode and round-to-nearest-even encode.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/element_type.h"

namespace hloref {

enum class NanEncoding : uint8_t {
  Ieee,        // all-ones exponent, non-zero mantissa
  AllOnes,     // only S.1111.111 (f8E4M3FN)
  NegativeZero,  // only the bit pattern of -0 (FNUZ types)
  AllBits,     // 0xFF (f8E8M0FNU)
  None,        // f4/f6 types
};

struct FloatFormat {
  int exponentBits;
  int mantissaBits;  // stored bits, without the hidden bit
  int bias;
  bool hasSign;
  bool hasInfinity;
  NanEncoding nan;

  int precision() const { return mantissaBits + 1; }
  int totalBits() const { return (hasSign ? 1 : 0) + exponentBits + mantissaBits; }
  bool hasNegativeZero() const { return hasSign && nan != NanEncoding::NegativeZero; }
  bool hasZero() const { return nan != NanEncoding::AllBits; }
  bool hasNan() const { return nan != NanEncoding::None; }
  // Unbiased exponent of the smallest normal number. Formats without a
  // mantissa (f8E8M0FNU) have no subnormals: exponent field 0 is normal.
  int minExponent() const { return mantissaBits == 0 ? -bias : 1 - bias; }
  int maxExponent() const;
  double largestFinite() const;
  double smallestNormal() const;
  double smallestSubnormal() const;
};

// Requires isFloat(t).
const FloatFormat& floatFormat(ElementType t);

// The exact value of an encoding (bits right-aligned). NaN encodings decode to
// a quiet NaN carrying the sign bit.
double decodeFloat(ElementType t, uint64_t bits);
// Rounds `value` (taken as exact) to the format, to nearest even. Overflow:
// infinity where the format has it, else NaN where it has one (as ml_dtypes),
// else the largest finite value with the sign (f4/f6: saturation). NaN: the
// canonical quiet NaN with the input's sign; f4/f6 have none and get the
// saturated value (the spec leaves it implementation-defined).
uint64_t encodeFloat(ElementType t, double value);

// Position of an encoding on the number line: the difference of two positions
// counts the representable values between them (+0 and -0 share 0).
int64_t floatOrdinal(ElementType t, uint64_t bits);

// Returns true and the decoded bits when `bits` encodes a NaN.
bool isNanEncoding(ElementType t, uint64_t bits);

// Parses a decimal float literal and rounds it correctly (once) to `t`.
// Returns false on a malformed literal. Accepts inf/nan spellings.
bool parseDecimalFloat(std::string_view text, ElementType t, uint64_t* bits);

}  // namespace hloref
