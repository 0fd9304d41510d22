// spec: Ops > atan2
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

// Complex atan2(y, x) = -i * log((x + i*y) / sqrt(x^2 + y^2)), the
// continuation of the real function to complex arguments.
Complex complexAtan2(Complex y, Complex x) {
  const Complex i(0.0, 1.0);
  return -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
}

std::vector<Value> evalAtan2(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  float_math::requireSameShape(call, lhs, rhs);
  ElementType e = lhs.elementType();
  if (rhs.elementType() != e) call.fail("operand element types differ (C1)");
  Tensor result = call.newResult(0, lhs.shape());
  float_math::requireResultElementType(call, result, e, "C1");
  if (isFloat(e)) {
    // For floats: atan2 of IEEE-754.
    elementwise::map2<double, double>(lhs, rhs, result,
                                      [](double y, double x) { return std::atan2(y, x); });
  } else if (isComplex(e)) {
    // For complex numbers: complex atan2.
    elementwise::map2<Complex, Complex>(lhs, rhs, result, complexAtan2);
  } else {
    call.unsupportedHere("on element type " + float_math::typeName(e));
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP("stablehlo.atan2", evalAtan2);

}  // namespace hloref
