// convert's float -> integer, one definition for ops/convert.cpp and the
// scalar regions (interpreter/scalar_region.h).
#pragma once

#include <cmath>
#include <cstdint>

#include "core/element_type.h"

namespace hloref::float_math {

// The fractional part is truncated, the truncated value clamped to the
// destination's range, and NaN gives 0 (implementation-defined, spec #180).
struct FloatToInteger {
  bool isSigned = false;
  double lowest = 0;         // -2^(N-1) or 0, exact
  double limit = 0;          // 2^(N-1) or 2^N: the first value out of range, exact
  uint64_t lowestBits = 0;   // the destination's minimum, as loaded/stored bits
  uint64_t highestBits = 0;  // its maximum

  FloatToInteger() = default;
  explicit FloatToInteger(ElementType t) : isSigned(isSignedInteger(t)) {
    int n = bitWidth(t);
    if (isSigned) {
      lowest = -std::ldexp(1.0, n - 1);
      limit = std::ldexp(1.0, n - 1);
      lowestBits = ~uint64_t{0} << (n - 1);   // -2^(N-1), sign-extended
      highestBits = ~uint64_t{0} >> (65 - n);  // 2^(N-1) - 1
    } else {
      lowest = 0.0;
      limit = std::ldexp(1.0, n);
      lowestBits = 0;
      highestBits = ~uint64_t{0} >> (64 - n);  // 2^N - 1
    }
  }

  uint64_t operator()(double x) const {
    if (std::isnan(x)) return 0;
    double truncated = std::trunc(x);
    if (truncated < lowest) return lowestBits;
    if (truncated >= limit) return highestBits;
    if (isSigned) return static_cast<uint64_t>(static_cast<int64_t>(truncated));
    return static_cast<uint64_t>(truncated);
  }
};

}  // namespace hloref::float_math
