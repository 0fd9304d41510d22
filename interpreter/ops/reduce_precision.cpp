// spec: Ops > reduce_precision
//
// The steps follow XLA's reduce-precision (which the spec's wording
// describes), stated on values instead of bit patterns so that one code path
// serves every float format:
// 1. The value is rounded to nearest even at `mantissa_bits` fraction bits,
//    at the exponent the operand's own format gives it (so operand
//    subnormals round at the operand's fixed quantum); a carry past the
//    operand format's largest exponent is an overflow to infinity. With
//    mantissa_bits = 0, "even" is the parity of the exponent field, as in
//    XLA's bit-level rounding.
// 2. If `exponent_bits` is smaller than the operand format's, exponents
//    outside the reduced format's normal range go to infinity (above
//    2^(exponent_bits - 1) - 1) or to zero (below 2 - 2^(exponent_bits - 1),
//    i.e. the reduced format's subnormals are flushed, as XLA does), with the
//    original sign.
// 3. NaN stays the same NaN when mantissa_bits > 0; with no mantissa bits
//    there is no NaN encoding and XLA returns +infinity.
// For the IEEE-style formats this is bit for bit XLA's result. For formats
// without infinities the infinity of steps 1-2 is stored as the format
// stores an overflow (NaN for FN/FNUZ, the largest finite value for f4/f6).
#include <cmath>
#include <cstdint>
#include <limits>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"

namespace hloref {
namespace {

struct ReducePrecision {
  int exponent_bits;
  int mantissa_bits;
  FloatFormat original;  // the operand's format

  double operator()(double x) const {
    constexpr double kInf = std::numeric_limits<double>::infinity();
    if (std::isnan(x)) return mantissa_bits > 0 ? x : kInf;
    if (std::isinf(x) || x == 0) return x;
    double magnitude = std::fabs(x);

    // 1. Round the mantissa to mantissa_bits, ties to even.
    if (mantissa_bits < original.mantissaBits) {
      int e;
      std::frexp(magnitude, &e);
      int exponent = std::max(e - 1, original.minExponent());
      int quantumExponent = exponent - mantissa_bits;
      // Scaling by a power of two is exact; nearbyint rounds to nearest even
      // (the default rounding mode).
      double scaled = std::ldexp(magnitude, -quantumExponent);
      double units = std::nearbyint(scaled);
      if (mantissa_bits == 0 && scaled - std::floor(scaled) == 0.5) {
        // With no mantissa bits XLA's "last remaining mantissa bit" is the
        // lowest bit of the exponent field: a tie goes to the neighbour
        // whose exponent field is even (zero's field counts as even).
        double lower = std::floor(scaled);
        bool lowerIsEven = lower == 0 || (exponent + original.bias) % 2 == 0;
        units = lowerIsEven ? lower : lower + 1;
      }
      magnitude = std::ldexp(units, quantumExponent);
      if (magnitude != 0 && std::ilogb(magnitude) > original.maxExponent()) magnitude = kInf;
    }

    // 2. Overflow to infinity / underflow to zero in the reduced exponent range.
    if (exponent_bits < original.exponentBits && magnitude != 0 && !std::isinf(magnitude)) {
      int reducedMaxExponent = (1 << (exponent_bits - 1)) - 1;
      int exponent = std::ilogb(magnitude);
      if (exponent > reducedMaxExponent) magnitude = kInf;
      else if (exponent <= -reducedMaxExponent) magnitude = 0;
    }
    return std::copysign(magnitude, x);
  }
};

std::vector<Value> evalReducePrecision(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& operand = call.tensor(0);
  int64_t exponent_bits = call.intAttr("exponent_bits");
  int64_t mantissa_bits = call.intAttr("mantissa_bits");
  const ElementType e = operand.elementType();
  Tensor output = call.newResult(0, operand.shape());
  const FloatFormat& original = floatFormat(e);
  // Widths beyond the operand's own change nothing; clamping keeps the shifts small.
  ReducePrecision fn{static_cast<int>(std::min<int64_t>(exponent_bits, 31)),
                     static_cast<int>(std::min<int64_t>(mantissa_bits, 64)), original};
  elementwise::map1<double, double>(operand, output, fn);
  return {std::move(output)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.reduce_precision",
           .eval = evalReducePrecision,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
