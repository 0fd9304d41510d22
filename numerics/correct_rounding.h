// Correctly rounded elementwise math (design principle 2, "exact
// arithmetic"): every result is the exact value of the function, rounded
// once to the result's element type: to nearest, ties to even (f8E8M0FNU:
// ties upwards, as its encoder does), with that format's subnormals,
// overflow and NaN rules (float_format.h).
//
// How (correct_rounding.cpp):
//   - f64: a long double evaluation (glibc, relative error < 2^-60), then
//     Ziv's rounding test; MPFR only where the test cannot decide.
//   - f32 and tf32: a double evaluation (relative error < 2^-47), the same
//     test, MPFR at 53 bits rounded to odd where it cannot decide (rounding
//     that once more to <= 51 bits rounds the exact value once).
//   - formats of at most 16 bits: a table of every input, built on first
//     use (std::call_once per function and format) by the path above.
//   - complex<f32>, complex<f64> (correct_rounding_complex.cpp): the
//     spec's complex functions (complex_formulas.h) evaluated in interval
//     arithmetic, first on double (complex<f32>) or long double
//     (complex<f64>) intervals (native_intervals.h), then on MPFR intervals
//     (mpfr_intervals.h) at increasing precision, until both ends of each
//     part's interval round to the same value.
//   - one binary64 operation rounded once more to a format of precision
//     p <= 25 is correctly rounded (53 >= 2p + 2), and f64 has the
//     hardware: real +, -, * and / need none of this (their op files do
//     it), and real sqrt takes that shortcut here (no rounding test).
//
// This header is light on purpose (no MPFR, no templates): op files,
// tests and benchmarks include it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/element_type.h"

namespace hloref {
class Tensor;
}

namespace hloref::exact {

enum class Function : uint8_t {
  // unary
  Exp, Expm1, Log, Log1p, Logistic, Sin, Cos, Tan, Tanh, Sqrt, Rsqrt, Cbrt,
  // binary: Atan2(y, x) as atan2(lhs, rhs), Pow(x, y) as power(lhs, rhs)
  Atan2, Pow,
};
inline constexpr int kNumFunctions = static_cast<int>(Function::Pow) + 1;
inline constexpr bool isBinary(Function f) { return f == Function::Atan2 || f == Function::Pow; }
std::string_view functionName(Function f);

// result[i] = f(x[i]) (or f(x[i], y[i])), each correctly rounded. Operands
// and result share one float or complex element type and one shape (the
// caller checks the op's constraints). Dispatches on the element type once.
void apply(Function f, const Tensor& x, Tensor& result);
void apply(Function f, const Tensor& x, const Tensor& y, Tensor& result);

// The same kernels on raw arrays (benchmarks, tests).
void applyF32(Function f, const float* x, float* result, size_t n);
void applyF32(Function f, const float* x, const float* y, float* result, size_t n);
void applyF64(Function f, const double* x, double* result, size_t n);
void applyF64(Function f, const double* x, const double* y, double* result, size_t n);

// How often the fast paths could not decide. `evaluations` counts real
// rounding tests (table lookups are not counted; building a table is),
// `fallbacks` the MPFR evaluations they needed; `complexEvaluations` counts
// complex elements evaluated in interval arithmetic, `complexFallbacks`
// those the native intervals could not decide (MPFR intervals took over),
// `complexRetries` the MPFR precision increases after the first, and
// `unresolved` the elements no precision up to the cap decided (the
// undecided parts keep the C library's value).
struct Counters {
  uint64_t evaluations = 0;
  uint64_t fallbacks = 0;
  uint64_t complexEvaluations = 0;
  uint64_t complexFallbacks = 0;
  uint64_t complexRetries = 0;
  uint64_t unresolved = 0;
};
Counters counters();
void resetCounters();

}  // namespace hloref::exact
