// spec: Ops > real
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalReal(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& operand = call.tensor(0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType e = operand.elementType();
  if (isComplex(e)) {
    // real(x) = real_part(x) ...
    elementwise::map1<Complex, double>(operand, result, [](Complex x) { return x.real(); });
  } else if (isFloat(e)) {
    // ... and x itself for floats.
    elementwise::map1<double, double>(operand, result, [](double x) { return x; });
  } else {
    call.unsupportedHere("on element type " + float_math::typeName(e));
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.real",
           .eval = evalReal,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kLipschitz,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
