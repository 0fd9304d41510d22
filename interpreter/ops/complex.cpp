// spec: Ops > complex
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalComplex(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  float_math::requireSameShape(call, lhs, rhs);
  ElementType E = lhs.elementType();
  if (E != ElementType::F32 && E != ElementType::F64)
    call.fail("operands must be f32 or f64, got " + float_math::typeName(E) + " (I1)");
  if (rhs.elementType() != E) call.fail("operand types differ (C1)");
  Tensor result = call.newResult(0, lhs.shape());  // (C2)
  float_math::requireResultElementType(call, result, complexOf(E), "C3");
  // A complex value from the pair (real part lhs, imaginary part rhs).
  elementwise::map2<double, Complex>(lhs, rhs, result,
                                     [](double re, double im) { return Complex(re, im); });
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.complex",
           .eval = evalComplex,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
