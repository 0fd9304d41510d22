// Correctly rounded elementary and special functions of the CHLO dialect
// (../shared/reference/chlo/ChloOps.td): every result is the exact value of
// the mathematical function rounded once to the result's element type, the
// way correct_rounding.h rounds the StableHLO functions (to nearest even;
// f8E8M0FNU ties upward; each format's subnormals, overflow and NaN).
// CHLO's decompositions into StableHLO (polynomial approximations) are what
// hloref judges, so none of them is used here.
//
// How (special_functions*.cpp):
//   - the exact value under MPFR's contract: MPFR's own correctly rounded
//     functions (acos, acosh, asin, asinh, atan, atanh, cosh, sinh, erf,
//     erfc, lgamma, digamma), and for those MPFR lacks a rigorous method on
//     top of it (special_functions_mpfr.h: Ziv's strategy on interval
//     enclosures): erf_inv by inverting erf (Newton, then verified
//     brackets), the scaled Bessel functions i0e and i1e by their power
//     series and a bounded asymptotic expansion, the Hurwitz zeta function
//     by Euler-Maclaurin summation with its remainder bound, polygamma
//     through it;
//   - f64: the exact value rounded to nearest at 53 bits in MPFR's widest
//     exponent range, then once more into f64's subnormals
//     (mpfr_subnormalize, which uses the first rounding's ternary value);
//   - every other format: the exact value rounded to odd at 53 bits (toward
//     zero, the last bit set when inexact), which rounds once more to any
//     format of at most 51 bits as the exact value would (Boldo-Melquiond);
//   - formats of at most 16 bits: a table of every encoding per function,
//     built on first use.
// Domain edges follow the mathematical function (limits, with signed zeros
// as the side of the limit) and CHLO's definitions; each function's file
// states its edge cases.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/element_type.h"

namespace hloref {
class Tensor;
}

namespace hloref::special {

enum class Function : uint8_t {
  // unary
  Acos, Acosh, Asin, Asinh, Atan, Atanh, Cosh, Sinh,
  Erf, Erfc, ErfInv, Lgamma, Digamma, BesselI0e, BesselI1e,
  // binary
  Zeta,       // zeta(x, q): the Hurwitz zeta function sum_{n>=0} (q + n)^-x
  Polygamma,  // polygamma(n, x): the n-th derivative of digamma
};
inline constexpr int kNumFunctions = static_cast<int>(Function::Polygamma) + 1;
inline constexpr bool isBinary(Function f) { return f == Function::Zeta || f == Function::Polygamma; }
std::string_view functionName(Function f);

// The functions CHLO also defines on complex numbers (acos ... sinh; the
// other complex-typed op, bessel_i1e, has no complex definition: its
// legalization and JAX take floats only).
inline constexpr bool hasComplexForm(Function f) { return f <= Function::Sinh; }

// result[i] = f(x[i]) (or f(x[i], y[i])), each correctly rounded. Operands
// and result share one float element type (or, for a unary f with a
// complex form, complex<f32> or complex<f64>: each part correctly rounded,
// by correct_rounding_complex.cpp's interval evaluation) and one shape
// (the caller checks the op's constraints). Dispatches on the element type
// once.
void apply(Function f, const Tensor& x, Tensor& result);
void apply(Function f, const Tensor& x, const Tensor& y, Tensor& result);

// z^2 = (re^2 - im^2, 2 re im) for complex<f32> and complex<f64>, each
// part the exact value rounded once (MPFR's fused mpfr_fmms, then the
// rounding above).
void complexSquare(const Tensor& x, Tensor& result);

// One value: f(x) (or f(x, y)) correctly rounded to the float type `type`
// (x and y are values of it), returned as the double holding it exactly.
double rounded(Function f, ElementType type, double x, double y = 0);

// `evaluations` counts values computed (table entries included);
// `zivRetries` the enclosures that needed a higher working precision;
// `unresolved` the values no precision up to the cap decided
// (special_functions_mpfr.h: roundEnclosure).
struct Counters {
  uint64_t evaluations = 0;
  uint64_t zivRetries = 0;
  uint64_t unresolved = 0;
};
Counters counters();
void resetCounters();

}  // namespace hloref::special
