// How far a correct implementation of an op may stray from the exact result
// when its operands are exact: the per-op allowance `hloref golden` turns
// into an error bound for results that no op annotated with a bound of its
// own (golden/golden.cpp; the layout is in conformance/README.md).
//
// The spec states no accuracy (spec: Accuracy), but it names an IEEE-754
// operation for most float ops. Where IEEE-754 requires correct rounding
// (+, -, *, /, sqrt, convertFormat) a correct result is within 0.5 ulp of the
// exact one; ops whose result is representable (floor, max, remainder, ...)
// must be exact; for the functions IEEE-754 only recommends (exp, sin, pow,
// ...) hloref states an allowance of its own, documented per entry in
// ulp_allowance.cpp. Anything else (accumulations, linear algebra, control
// flow, ...) has no table entry: its op annotates a bound or the bound is
// unknown (+inf).
#pragma once

#include <string_view>

#include "core/element_type.h"

namespace hloref {

struct UlpAllowance {
  enum class Kind : uint8_t {
    Exact,    // the result is determined exactly by the operands: no error
    Moves,    // result elements are operand elements (maybe negated): an operand's error passes through unchanged
    Rounded,  // within `ulps` ulp of the exact result (complex: per part, bound on the modulus)
    Relative, // complex: within `ulps` * 2^-p * |exact| in modulus (p: the part type's precision)
    Unknown,  // no stated allowance: the op annotates its own bound, else the bound is +inf
  };
  Kind kind = Kind::Unknown;
  double ulps = 0;       // Kind::Rounded, Kind::Relative
  std::string_view why;  // one line: where the figure comes from
};

// The allowance of `opName` ("stablehlo.exponential") producing elements of
// `resultType`. Integer and boolean results of arithmetic are exact.
UlpAllowance ulpAllowance(std::string_view opName, ElementType resultType);

// The spacing of `t`'s representable numbers at |x|: 2^(max(e, emin) - p + 1)
// with e = floor(log2 |x|) (0 and subnormals: the smallest subnormal; the
// largest binade's spacing for infinities). Requires isFloat(t).
double ulpOf(ElementType t, double x);

}  // namespace hloref
