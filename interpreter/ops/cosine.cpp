// spec: Ops > cosine
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalCosine(OpCall& call) {
  // For floats: cos of IEEE-754. For complex numbers: complex cosine.
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::cos(x); }, [](Complex x) { return std::cos(x); });
}

}  // namespace

HLOREF_OP("stablehlo.cosine", evalCosine);

}  // namespace hloref
