// spec: Ops > remainder
#include <limits>

#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalRemainder(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  ElementType type = result.elementType();
  // lhs - d * rhs: the sign comes from the dividend and the magnitude stays
  // below the divisor's.
  switch (familyOf(type)) {
    case Family::SignedInteger:
      // d = stablehlo.divide(lhs, rhs), truncating, so this is C++'s %.
      // Where divide is left open by the spec the choice follows XLA and
      // divide.cpp: x % 0 = x (d = -1 would give 2x; XLA keeps the dividend)
      // and min % -1 = 0.
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t xBits, uint64_t yBits) {
        int64_t x = static_cast<int64_t>(xBits), y = static_cast<int64_t>(yBits);
        if (y == 0) return xBits;
        if (y == -1) return uint64_t{0};
        return static_cast<uint64_t>(x % y);
      });
      break;
    case Family::UnsignedInteger:
      // x % 0 = x, as XLA does.
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return y == 0 ? x : x % y; });
      break;
    case Family::Float:
      // d is the quotient truncated toward zero (the spec's "division ...
      // roundTowardZero" read as an integral quotient, as its contrast with
      // IEEE remainder says). That is C's fmod: exact, so computing it in
      // double is exact for every format. fmod(x, +-inf) = x for finite x;
      // an infinite dividend or a zero divisor gives NaN.
      map2<double, double>(lhs, rhs, result, [](double x, double y) { return std::fmod(x, y); });
      break;
    case Family::Complex:
      call.unsupportedHere("on complex numbers: the spec leaves remainder of complex numbers TBD (#997)");
    case Family::Boolean:  // (I1) integer, floating-point or complex only
      unreachableElementType(call, type);
  }
  // Golden annotations: the integer cases chosen above are open.
  open_elements::markIntegerDivisionOpen(call, lhs, rhs);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.remainder",
           .eval = evalRemainder,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
