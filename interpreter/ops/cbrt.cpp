// spec: Ops > cbrt
#include <cmath>
#include <complex>

#include "interpreter/op_registry.h"
#include "interpreter/ops/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

// The principal complex cubic root: cbrt(|x|) * e^(i * arg(x) / 3).
Complex complexCbrt(Complex x) {
  if (x == Complex(0.0, 0.0)) return x;
  return std::polar(std::cbrt(std::abs(x)), std::arg(x) / 3.0);
}

// rootn(x, 3), evaluated in extended precision where the platform has it
// (so that perfect cubes come out exact and f64 results are almost always
// correctly rounded; libm's double cbrt is only faithful).
double realCbrt(double x) { return static_cast<double>(std::cbrt(static_cast<long double>(x))); }

std::vector<Value> evalCbrt(OpCall& call) {
  // For floats: rootn(x, 3) of IEEE-754. For complex numbers: complex cubic root.
  return float_math::unaryFloatOrComplex(call, realCbrt, complexCbrt);
}

}  // namespace

HLOREF_OP("stablehlo.cbrt", evalCbrt);

}  // namespace hloref
