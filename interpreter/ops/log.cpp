// spec: Ops > log
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

std::vector<Value> evalLog(OpCall& call) {
  // For floats: log of IEEE-754. For complex numbers: complex logarithm
  // (principal branch).
  return float_math::unaryFloatOrComplex(
      call, [](double x) { return std::log(x); }, [](Complex x) { return std::log(x); });
}

}  // namespace

HLOREF_OP("stablehlo.log", evalLog);

}  // namespace hloref
