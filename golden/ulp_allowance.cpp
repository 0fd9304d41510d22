#include "golden/ulp_allowance.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "core/float_format.h"

namespace hloref {
namespace {

using Kind = UlpAllowance::Kind;

struct Entry {
  std::string_view op;  // without the "stablehlo." prefix
  UlpAllowance real;    // float results
  UlpAllowance complex; // complex results (ops that have no complex form repeat `real`)
};

constexpr UlpAllowance kExact{Kind::Exact, 0, "the result is representable and determined by the operands"};
constexpr UlpAllowance kMoves{Kind::Moves, 0, "result elements are operand elements"};
constexpr UlpAllowance kIeeeRounded{Kind::Rounded, 0.5,
                                    "IEEE-754 requires this operation correctly rounded: within 0.5 ulp"};
constexpr UlpAllowance kPerPartRounded{Kind::Rounded, 0.5,
                                       "each part is an IEEE-754 operation, correctly rounded: 0.5 ulp per part"};
constexpr UlpAllowance kFaithful{Kind::Rounded, 1,
                                 "hloref's stated allowance: a faithful result (either neighbour of the exact "
                                 "value), as good libm implementations of this function deliver"};
constexpr UlpAllowance kTwoUlp{Kind::Rounded, 2,
                               "hloref's stated allowance: 2 ulp, for the argument reduction or the two-argument "
                               "error amplification implementations of this function commonly carry"};
constexpr UlpAllowance kUnknown{Kind::Unknown, 0, "no stated allowance"};
constexpr UlpAllowance kComplexUnknown{
    Kind::Unknown, 0, "no accuracy is stated for this complex function, componentwise or normwise"};

// One row per op the allowance is known for; every other op is Unknown.
constexpr Entry kTable[] = {
    // Selections and data movement: errors of the operands pass through.
    {"broadcast", kMoves, kMoves},
    {"broadcast_in_dim", kMoves, kMoves},
    {"concatenate", kMoves, kMoves},
    {"dynamic_broadcast_in_dim", kMoves, kMoves},
    {"dynamic_pad", kMoves, kMoves},
    {"dynamic_reshape", kMoves, kMoves},
    {"dynamic_slice", kMoves, kMoves},
    {"dynamic_update_slice", kMoves, kMoves},
    {"gather", kMoves, kMoves},
    {"negate", kMoves, kMoves},
    {"optimization_barrier", kMoves, kMoves},
    {"pad", kMoves, kMoves},
    {"reshape", kMoves, kMoves},
    {"reverse", kMoves, kMoves},
    {"select", kMoves, kMoves},
    {"slice", kMoves, kMoves},
    {"transpose", kMoves, kMoves},
    // Representable results: a correct implementation returns them exactly.
    {"bitcast_convert", kExact, kExact},
    {"ceil", kExact, kExact},
    {"clamp", kExact, kExact},
    {"compare", kExact, kExact},
    {"complex", kExact, kExact},
    {"constant", kExact, kExact},
    {"floor", kExact, kExact},
    {"imag", kExact, kExact},
    {"iota", kExact, kExact},
    {"is_finite", kExact, kExact},
    {"maximum", kExact, kExact},
    {"minimum", kExact, kExact},
    {"real", kExact, kExact},
    {"reduce_precision", kExact, kExact},
    {"remainder", kExact, kExact},  // IEEE-754: the remainder of two floats is representable
    {"round_nearest_afz", kExact, kExact},
    {"round_nearest_even", kExact, kExact},
    {"sign", kExact, kExact},
    // IEEE-754 operations that must be correctly rounded.
    {"abs", kMoves,
     {Kind::Rounded, 1, "complex abs is a hypotenuse, which IEEE-754 only recommends: faithful (1 ulp)"}},
    {"add", kIeeeRounded, kPerPartRounded},
    {"subtract", kIeeeRounded, kPerPartRounded},
    {"multiply", kIeeeRounded,
     {Kind::Relative, 2.2360679774997898,
      "complex product by the textbook formula: normwise error <= sqrt(5) u |exact| (Brent, Percival, "
      "Zimmermann 2007), which also covers a correctly rounded product"}},
    {"divide", kIeeeRounded, kComplexUnknown},
    {"sqrt", kIeeeRounded, kComplexUnknown},
    {"convert", kIeeeRounded, kPerPartRounded},
    // Functions IEEE-754 recommends (clause 9.2) and the spec leaves open (spec: Accuracy).
    {"cbrt", kFaithful, kComplexUnknown},
    {"exponential", kFaithful, kComplexUnknown},
    {"exponential_minus_one", kFaithful, kComplexUnknown},
    {"log", kFaithful, kComplexUnknown},
    {"log_plus_one", kFaithful, kComplexUnknown},
    {"rsqrt", kFaithful, kComplexUnknown},
    {"atan2", kTwoUlp, kComplexUnknown},
    {"cosine", kTwoUlp, kComplexUnknown},
    {"power", kTwoUlp, kComplexUnknown},
    {"sine", kTwoUlp, kComplexUnknown},
    {"tan", kTwoUlp, kComplexUnknown},
    {"tanh", kTwoUlp, kComplexUnknown},
    {"logistic",
     {Kind::Rounded, 3,
      "hloref's stated allowance: the spec defines it as 1 / (1 + exp(-x)), three roundings after a faithful exp"},
     kComplexUnknown},
};

}  // namespace

UlpAllowance ulpAllowance(std::string_view opName, ElementType resultType) {
  constexpr std::string_view prefix = "stablehlo.";
  if (opName == "arith.constant") return kExact;
  if (opName.substr(0, prefix.size()) != prefix) return kUnknown;
  opName.remove_prefix(prefix.size());
  for (const Entry& e : kTable) {
    if (e.op != opName) continue;
    const UlpAllowance& a = isComplex(resultType) ? e.complex : e.real;
    // Integer and boolean arithmetic is exact (wrapping where the spec says
    // so, implementation-defined elements being masked, not bounded).
    if (!isFloat(resultType) && !isComplex(resultType) && a.kind != Kind::Moves && a.kind != Kind::Unknown)
      return kExact;
    return a;
  }
  return kUnknown;
}

double ulpOf(ElementType t, double x) {
  const FloatFormat& f = floatFormat(t);
  double magnitude = std::fabs(x);
  int exponent = f.minExponent();
  if (std::isinf(magnitude)) exponent = f.maxExponent();
  else if (magnitude > 0 && !std::isnan(magnitude)) exponent = std::max(std::ilogb(magnitude), f.minExponent());
  return std::ldexp(1.0, exponent - f.mantissaBits);
}

}  // namespace hloref
