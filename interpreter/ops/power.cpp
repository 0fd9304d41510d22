// spec: Ops > power
#include "numerics/correct_rounding.h"
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

using namespace elementwise;

// x^n for n >= 0 by repeated squaring, modulo 2^64 (the store wraps it to
// the width; reduction modulo 2^N commutes with the products).
uint64_t powerBySquaring(uint64_t x, uint64_t n) {
  uint64_t result = 1;
  while (n != 0) {
    if ((n & 1) != 0) result *= x;
    x *= x;
    n >>= 1;
  }
  return result;
}

// Whether the signed x^n is left open: 0 to a negative power has no value,
// and an exact power outside the N-bit range overflows (spec: Execution >
// Errors).
bool signedPowerIsOpen(int64_t x, int64_t n, int width) {
  if (n < 0) return x == 0;
  if (x == 0 || x == 1 || x == -1) return false;
  __int128 power = 1;  // |x| >= 2: out of range within 64 steps
  for (int64_t i = 0; i < n; ++i) {
    power *= x;
    if (open_elements::overflowsSigned(power, width)) return true;
  }
  return false;
}

std::vector<Value> evalPower(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  ElementType type = result.elementType();
  switch (familyOf(type)) {
    case Family::SignedInteger:
      // Integer exponentiation. A negative exponent makes x^n = 1 / x^-n,
      // whose integral part (truncating, as divide does) is 1 for x = 1,
      // +-1 for x = -1 (by the parity of n) and 0 for every other x. 0 to a
      // negative power is left open by the spec; it is 0 here, like every
      // base other than +-1 (as XLA computes it). Overflow wraps (see below).
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t xBits, uint64_t nBits) {
        int64_t x = static_cast<int64_t>(xBits), n = static_cast<int64_t>(nBits);
        if (n < 0) {
          if (x == 1) return uint64_t{1};
          if (x == -1) return (n & 1) != 0 ? ~uint64_t{0} : uint64_t{1};
          return uint64_t{0};
        }
        return powerBySquaring(xBits, nBits);
      });
      break;
    case Family::UnsignedInteger:
      // Integer exponentiation (0^0 = 1). Overflow is implementation-defined
      // (spec Execution > Errors): the power wraps modulo 2^N.
      map2<uint64_t, uint64_t>(lhs, rhs, result, powerBySquaring);
      break;
    case Family::Float:
      // IEEE-754 pow (its special cases are ISO C Annex F's: pow(x, +-0) = 1
      // for any x, pow(+1, y) = 1 for any y, pow(x < 0, y not integral) =
      // NaN, ...), the exact value rounded once (correct_rounding.h).
      [[fallthrough]];
    case Family::Complex:
      // Complex exponentiation x^y = exp(y * log(x)) on the principal branch
      // of log, each part rounded once. The spec does not define the rest;
      // the choices are: x^(0 + 0i) = 1 for every x; 0^y = 0 when re(y) > 0,
      // else NaN + NaN i; infinite or NaN parts: exp(y * log(x)) in
      // complex<double> (ISO C Annex G).
      exact::apply(exact::Function::Pow, lhs, rhs, result);
      break;
    case Family::Boolean:  // (I1) integer, floating-point or complex only
      unreachableElementType(call, type);
  }
  // Golden annotations: the signed cases chosen above are open.
  if (isSignedInteger(type)) {
    const int width = bitWidth(type);
    open_elements::markBinary<uint64_t>(call, lhs, rhs, [width](uint64_t x, uint64_t n) {
      return signedPowerIsOpen(static_cast<int64_t>(x), static_cast<int64_t>(n), width);
    });
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.power",
           .eval = evalPower,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::power),
           .accuracy = accuracy::kTwoUlpFunction,
           .scalar = ScalarKind::None});

}  // namespace hloref
