// spec: Ops > convert
//
// Implementation-defined choices (the spec leaves these TBD, #180):
// - integer -> integer that does not fit: two's complement wrap-around to the
//   destination width (as XLA and C++ do).
// - integer -> float that is not exact: rounded once to nearest even (through
//   a round-to-odd double for formats narrower than f64, so that 64-bit
//   integers are not rounded twice); overflow as in every float rounding:
//   infinity where the format has one, else NaN (FN/FNUZ, f8E8M0FNU), else
//   the largest finite value (f4/f6).
// - float -> float that is not exact: the same single rounding to nearest
//   even, same overflow. NaN stays NaN with its sign (f32 <-> f64 keep the
//   payload, narrower formats get their canonical NaN); f4/f6, which have
//   none, get the largest finite value with the NaN's sign.
// - float -> integer out of range: saturation to the destination's minimum
//   or maximum, and NaN -> 0, as XLA does (LLVM's fptosi.sat / fptoui.sat).
#include <cmath>
#include <complex>
#include <cstdint>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "interpreter/kernels/open_elements.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

using float_math::Complex;

using notation::Family;
using notation::familyOf;

using float_math::FloatToInteger;

// Golden annotations: float -> integer of NaN or of a truncated value out
// of range, and integer -> integer out of range, are left TBD by the spec
// (#180); the values chosen above are marked open. Float results are not:
// rounding to nearest even and the formats' overflow rules are IEEE-754's.
void markOpenConversions(const OpCall& call, const Tensor& operand, ElementType to) {
  if (!call.annotating() || !isInteger(to)) return;
  const ElementType from = operand.elementType();
  if (isFloat(from) || isComplex(from)) {
    const FloatToInteger toInteger(to);
    auto open = [&](double x) { return std::isnan(x) || std::trunc(x) < toInteger.lowest || std::trunc(x) >= toInteger.limit; };
    if (isFloat(from)) {
      open_elements::markUnary<double>(call, operand, open);
    } else {
      open_elements::markUnary<std::complex<double>>(call, operand, [&](std::complex<double> x) { return open(x.real()); });
    }
  } else if (isInteger(from)) {
    const bool fromSigned = isSignedInteger(from), toSigned = isSignedInteger(to);
    const int width = bitWidth(to);
    open_elements::markUnary<uint64_t>(call, operand, [&](uint64_t bits) {
      const __int128 v = fromSigned ? static_cast<__int128>(static_cast<int64_t>(bits)) : static_cast<__int128>(bits);
      if (toSigned) return open_elements::overflowsSigned(v, width);
      return v < 0 || (width < 64 && v >= (static_cast<__int128>(1) << width));
    });
  }
}

using elementwise::map1;

// boolean or integer -> any: false -> 0, true -> 1 (i1 loads as 0 / 1, so
// booleans take the integer paths).
void convertInteger(const Tensor& operand, Tensor& result) {
  const ElementType to = result.elementType();
  const bool sourceSigned = isSignedInteger(operand.elementType());
  // Narrower float destinations take integers through a round-to-odd double
  // (one rounding in the end); f64 parts take the correctly rounded double.
  auto exact = [=](uint64_t v) { return float_math::intToDouble(v, sourceSigned); };
  auto toOdd = [=](uint64_t v) { return float_math::intToOddDouble(v, sourceSigned); };
  const bool toF64 = complexPartType(to) == ElementType::F64;
  switch (familyOf(to)) {
    case Family::Boolean:  // zero -> false, non-zero -> true
      map1<uint64_t, uint64_t>(operand, result, [](uint64_t v) -> uint64_t { return v != 0; });
      return;
    case Family::SignedInteger:
    case Family::UnsignedInteger:  // exact when representable, else wraps
      map1<uint64_t, uint64_t>(operand, result, [](uint64_t v) { return v; });
      return;
    case Family::Float:
      if (toF64) map1<uint64_t, double>(operand, result, exact);
      else map1<uint64_t, double>(operand, result, toOdd);
      return;
    case Family::Complex:  // the imaginary part is zeroed
      if (toF64) map1<uint64_t, Complex>(operand, result, [=](uint64_t v) { return Complex(exact(v), 0.0); });
      else map1<uint64_t, Complex>(operand, result, [=](uint64_t v) { return Complex(toOdd(v), 0.0); });
      return;
  }
}

void convertFloat(const Tensor& operand, Tensor& result) {
  switch (familyOf(result.elementType())) {
    case Family::Boolean:  // zero (either sign) -> false, anything else -> true
      map1<double, uint64_t>(operand, result, [](double x) -> uint64_t { return x != 0.0; });
      return;
    case Family::SignedInteger:
    case Family::UnsignedInteger:
      map1<double, uint64_t>(operand, result, FloatToInteger(result.elementType()));
      return;
    case Family::Float:  // the exact value, rounded once on store
      map1<double, double>(operand, result, [](double x) { return x; });
      return;
    case Family::Complex:
      map1<double, Complex>(operand, result, [](double x) { return Complex(x, 0.0); });
      return;
  }
}

// complex -> other types: the imaginary part is ignored and the real part
// converts as a float; complex -> complex converts both parts.
void convertComplex(const Tensor& operand, Tensor& result) {
  switch (familyOf(result.elementType())) {
    case Family::Boolean:
      map1<Complex, uint64_t>(operand, result, [](Complex x) -> uint64_t { return x.real() != 0.0; });
      return;
    case Family::SignedInteger:
    case Family::UnsignedInteger: {
      const FloatToInteger toInteger(result.elementType());
      map1<Complex, uint64_t>(operand, result, [=](Complex x) { return toInteger(x.real()); });
      return;
    }
    case Family::Float:
      map1<Complex, double>(operand, result, [](Complex x) { return x.real(); });
      return;
    case Family::Complex:
      map1<Complex, Complex>(operand, result, [](Complex x) { return x; });
      return;
  }
}

std::vector<Value> evalConvert(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& operand = call.tensor(0);
  Tensor result = call.newResult(0, operand.shape());
  switch (familyOf(operand.elementType())) {
    case Family::Boolean:
    case Family::SignedInteger:
    case Family::UnsignedInteger: convertInteger(operand, result); break;
    case Family::Float: convertFloat(operand, result); break;
    case Family::Complex: convertComplex(operand, result); break;
  }
  markOpenConversions(call, operand, result.elementType());
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.convert",
           .eval = evalConvert,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::same),
           .accuracy = Accuracy{accuracy::kIeeeRounded, accuracy::kPerPartRounded},
           .scalar = ScalarKind::Convert});

}  // namespace hloref
