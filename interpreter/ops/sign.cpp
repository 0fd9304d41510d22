// spec: Ops > sign
#include <limits>

#include "interpreter/kernels/elementwise.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalSign(OpCall& call) {
  const Tensor& operand = operandTensor(call, 0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType type = result.elementType();
  switch (familyOf(type)) {
    case Family::SignedInteger:  // -1, 0 or 1 by a signed comparison with 0
      map1<uint64_t, uint64_t>(operand, result, [](uint64_t bits) {
        int64_t x = static_cast<int64_t>(bits);
        if (x < 0) return static_cast<uint64_t>(int64_t{-1});
        if (x == 0) return uint64_t{0};
        return uint64_t{1};
      });
      break;
    case Family::Float:
      map1<double, double>(operand, result, [](double x) {
        if (std::isnan(x)) return x;  // NaN
        if (x == 0) return x;         // -0.0 stays -0.0, +0.0 stays +0.0
        if (x < 0) return -1.0;
        return 1.0;
      });
      break;
    case Family::Complex: {
      // divide(x, convert(abs(x), type(x))): abs rounded to the part type,
      // then a complex division by (r, 0), whose exact parts are re / r and
      // im / r, each rounded once (in double, then on store: for f32 parts
      // 53 >= 2 * 24 + 2 makes that one rounding). An infinite r (an
      // infinite part, or a modulus beyond the part type) divides as C's
      // complex division does (see divide.cpp).
      ComplexModulus modulus(complexPartType(type));
      map1<std::complex<double>, std::complex<double>>(operand, result, [&](std::complex<double> x) {
        using C = std::complex<double>;
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        if (std::isnan(x.real()) || std::isnan(x.imag())) return C(nan, nan);
        if (x.real() == 0 && x.imag() == 0) return C(0.0, 0.0);
        double r = modulus(x);
        if (std::isinf(r)) return x / C(r, 0.0);
        return C(x.real() / r, x.imag() / r);
      });
      break;
    }
    case Family::Boolean:
    case Family::UnsignedInteger:  // (I1) signed integer, floating-point or complex only
      unreachableElementType(call, type);
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.sign",
           .eval = evalSign,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::sign),
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
