// Fast paths of the correctly rounded f64 functions (correct_rounding.cpp):
// double-double evaluations with a derived error bound and a rounding test
// (correct_rounding_f64.cpp states each bound and how it follows). Each
// returns Rounded with the correctly rounded value, Undecided when the test
// cannot decide (MPFR then decides), or Outside for arguments the fast path
// does not cover (non-finite, results near the ends of the exponent range,
// ...), which take the general path. correct_rounding.cpp and its tests include
// this header.
#pragma once

#include <cstddef>
#include <cstdint>

#include "numerics/correct_rounding.h"

namespace hloref::exact::fast {

enum class Outcome : uint8_t { Rounded, Undecided, Outside };

// Whether `f` has a fast path (exp, expm1, log, log1p, logistic, sin, cos,
// tan, tanh, rsqrt, cbrt, pow, atan2); the others report Outside for every
// argument.
bool covers(Function f);

// outcome[i] for f(x[i]) (or f(x[i], y[i])), and r[i] = the correctly
// rounded value where outcome[i] is Rounded (r[i] is written only there, so
// r may be x).
void apply(Function f, const double* x, double* r, Outcome* outcome, size_t n);
void apply(Function f, const double* x, const double* y, double* r, Outcome* outcome, size_t n);

}  // namespace hloref::exact::fast
