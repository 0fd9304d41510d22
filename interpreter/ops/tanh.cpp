// spec: Ops > tanh
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalTanh(OpCall& call) {
  // For floats: tanh of IEEE-754. For complex numbers: complex hyperbolic tangent.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::tanh(x); }, [](Complex x) { return std::tanh(x); });
}

}  // namespace

HLOREF_OP("stablehlo.tanh", evalTanh);

}  // namespace hloref
