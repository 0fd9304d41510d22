// spec: Ops > complex
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalComplex(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  // (C1) type(lhs) = type(rhs).
  Tensor result = elementwise::elementwiseResult(call, "C1");
  // A complex value from the pair (real part lhs, imaginary part rhs).
  elementwise::map2<double, Complex>(lhs, rhs, result,
                                     [](double re, double im) { return Complex(re, im); });
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.complex",
           .eval = evalComplex,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::sum),  // |Δ(re + i im)| <= |Δre| + |Δim|
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
