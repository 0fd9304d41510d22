// spec: Ops > sine
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalSine(OpCall& call) {
  // For floats: sin of IEEE-754. For complex numbers: complex sine.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::sin(x); }, [](Complex x) { return std::sin(x); });
}

}  // namespace

HLOREF_OP("stablehlo.sine", evalSine);

}  // namespace hloref
