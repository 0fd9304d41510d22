// spec: Ops > negate
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalNegate(OpCall& call) {
  const Tensor& operand = operandTensor(call, 0);
  Tensor result = call.newResult(0, operand.shape());
  switch (familyOf(result.elementType())) {
    case Family::SignedInteger:
      // Integer negation. -min does not fit; overflow is
      // implementation-defined (spec Execution > Errors) and it wraps to min.
    case Family::UnsignedInteger:
      // Bitcast to signed, negate, bitcast back: 2^N - x modulo 2^N, which
      // is the same 64-bit negation wrapped to the width on store.
      map1<uint64_t, uint64_t>(operand, result, [](uint64_t x) { return uint64_t{0} - x; });
      break;
    case Family::Float:  // IEEE-754 negate: flips the sign, NaN and zero included
      map1<double, double>(operand, result, [](double x) { return -x; });
      break;
    case Family::Complex:  // complex negation: both parts
      map1<std::complex<double>, std::complex<double>>(operand, result,
                                                       [](std::complex<double> x) { return -x; });
      break;
    case Family::Boolean:  // (I1) integer, floating-point or complex only
      unreachableElementType(call, result.elementType());
  }
  // Golden annotations: -min overflows (spec: Execution > Errors).
  open_elements::markSignedMinimum(call, operand);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.negate",
           .eval = evalNegate,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kLipschitz,
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::Negate});

}  // namespace hloref
