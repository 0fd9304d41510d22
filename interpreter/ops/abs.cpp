// spec: Ops > abs
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalAbs(OpCall& call) {
  const Tensor& operand = operandTensor(call, 0);
  ElementType type = operand.elementType();
  Tensor result = call.newResult(0, operand.shape());
  switch (familyOf(type)) {
    case Family::SignedInteger:
      // Integer modulus. |min| = 2^(N-1) does not fit in siN; overflow is
      // implementation-defined (spec Execution > Errors) and it wraps to min,
      // as in XLA.
      map1<uint64_t, uint64_t>(operand, result, [](uint64_t x) {
        return static_cast<int64_t>(x) < 0 ? uint64_t{0} - x : x;
      });
      break;
    case Family::Float:  // IEEE-754 abs: clears the sign, NaN and zero included
      map1<double, double>(operand, result, [](double x) { return std::fabs(x); });
      break;
    case Family::Complex: {  // complex modulus, rounded once to the part type
      ComplexModulus modulus(complexPartType(type));
      map1<std::complex<double>, double>(operand, result, [&](std::complex<double> x) { return modulus(x); });
      break;
    }
    case Family::Boolean:
    case Family::UnsignedInteger:  // (I1) signed integer, floating-point or complex only
      unreachableElementType(call, type);
  }
  // Golden annotations: |min| overflows (spec: Execution > Errors).
  open_elements::markSignedMinimum(call, operand);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.abs",
           .eval = evalAbs,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kLipschitz,
           .accuracy = Accuracy{accuracy::kMovesElements, {accuracy::K::Rounded, 1, "complex abs is a hypotenuse, which IEEE-754 only recommends: faithful (1 ulp)"}},
           .scalar = ScalarKind::None});

}  // namespace hloref
