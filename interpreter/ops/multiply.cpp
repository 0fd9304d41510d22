// spec: Ops > multiply
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"
#include "numerics/nan_rule.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

using namespace elementwise;

// x + y rounded to odd at double precision: the exact sum if it is a
// double, else whichever neighbour has an odd last bit. A later rounding
// to nearest at precision <= 51 then rounds the exact sum once.
double sumRoundedToOdd(double x, double y) {
  double s = x + y;
  if (!std::isfinite(s)) return s;
  double yPart = s - x;  // TwoSum: s + error = x + y exactly
  double error = (x - (s - yPart)) + (y - yPart);
  if (error == 0) return s;
  uint64_t bits;
  std::memcpy(&bits, &s, sizeof bits);
  if ((bits & 1) != 0) return s;
  return std::nextafter(s, error > 0 ? INFINITY : -INFINITY);
}

// Complex multiplication (a + bi)(c + di) = (ac - bd) + (ad + bc)i, each part
// the exact value rounded once to the part type (the spec names no formula;
// this is the most accurate one, and it keeps the naive formula's
// infinities and NaNs: (inf + 0i)(1 + 0i) = inf + NaN i).
void multiplyComplex(const Tensor& lhs, const Tensor& rhs, Tensor& result) {
  using C = std::complex<double>;
  if (result.elementType() == ElementType::C64) {
    // complex<f32>: the products of f32 values are exact in double, and
    // their sum rounded to odd rounds once more on the store to f32.
    map2<C, C>(lhs, rhs, result, [](C x, C y) {
      double a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
      return withDefaultNan(C(sumRoundedToOdd(a * c, -(b * d)), sumRoundedToOdd(a * d, b * c)));
    });
    return;
  }
  // complex<f64>: MPFR's fused a*b -+ c*d rounds the exact value once.
  FormatRounder rounder(ElementType::F64);
  MpfrVar a(53), b(53), c(53), d(53), re(53), im(53);
  map2<C, C>(lhs, rhs, result, [&](C x, C y) {
    mpfr_set_d(a, x.real(), MPFR_RNDN);
    mpfr_set_d(b, x.imag(), MPFR_RNDN);
    mpfr_set_d(c, y.real(), MPFR_RNDN);
    mpfr_set_d(d, y.imag(), MPFR_RNDN);
    int tRe = mpfr_fmms(re, a, c, b, d, MPFR_RNDN);
    double real = rounder.finish(re, tRe);
    int tIm = mpfr_fmma(im, a, d, b, c, MPFR_RNDN);
    double imag = rounder.finish(im, tIm);
    return withDefaultNan(C(real, imag));
  });
}

std::vector<Value> evalMultiply(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  switch (familyOf(result.elementType())) {
    case Family::Boolean:  // logical AND
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return (x & y) & 1; });
      break;
    case Family::SignedInteger:
    case Family::UnsignedInteger:
      // Integer multiplication. Overflow is implementation-defined (spec
      // Execution > Errors): the product modulo 2^64, wrapped to the width
      // on store (two's complement: the same bits for signed and unsigned).
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) { return x * y; });
      break;
    case Family::Float:
      // IEEE-754 multiplication: in double, rounded again on store, which
      // for precision p <= 24 equals one rounding of the exact product
      // (53 >= 2p + 2); f64 in hardware. A NaN product is the default NaN
      // (numerics/nan_rule.h).
      map2<double, double>(lhs, rhs, result, [](double x, double y) { return withDefaultNan(x * y); });
      break;
    case Family::Complex:
      multiplyComplex(lhs, rhs, result);
      break;
  }
  // Golden annotations: signed overflow is open (spec: Execution > Errors).
  open_elements::markSignedOverflow(call, lhs, rhs, [](__int128 x, __int128 y) { return x * y; });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.multiply",
           .eval = evalMultiply,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::product),
           .accuracy = Accuracy{accuracy::kIeeeRounded, {accuracy::K::Relative, 2.2360679774997898, "complex product by the textbook formula: normwise error <= sqrt(5) u |exact| (Brent, Percival, Zimmermann 2007), which also covers a correctly rounded product"}},
           .scalar = ScalarKind::Multiply});

}  // namespace hloref
