// spec: Ops > imag
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalImag(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& operand = call.tensor(0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType e = operand.elementType();
  if (isComplex(e)) {
    // imag(x) = imaginary_part(x) for complex x ...
    elementwise::map1<Complex, double>(operand, result, [](Complex x) { return x.imag(); });
  } else if (isFloat(e)) {
    // ... and constant(0, element_type(result)) otherwise (rounded into the
    // format like any constant: f8E8M0FNU, which has no zero, gets 2^-127).
    elementwise::map1<double, double>(operand, result, [](double) { return 0.0; });
  } else {
    call.unsupportedHere("on element type " + float_math::typeName(e));
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.imag",
           .eval = evalImag,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kLipschitz,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
