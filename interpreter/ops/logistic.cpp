// spec: Ops > logistic
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalLogistic(OpCall& call) {
  // For floats: division(1, addition(1, exp(-x))). For complex numbers: the
  // same expression in complex arithmetic.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return 1.0 / (1.0 + std::exp(-x)); },
      [](Complex x) { return 1.0 / (1.0 + std::exp(-x)); });
}

}  // namespace

HLOREF_OP("stablehlo.logistic", evalLogistic);

}  // namespace hloref
