// The fast path of the correctly rounded f32 pow (correct_rounding.cpp):
// pow(x, y) = 2^(y log2 x) evaluated in double with a derived relative
// error bound (pow_f32.cpp states it and how it follows), then the rounding
// test: when both ends of the bound round to the same f32, so does the
// exact value. Outcomes as for the f64 fast paths (correct_rounding_f64.h).
#pragma once

#include <cstddef>

#include "numerics/correct_rounding_f64.h"

namespace hloref::exact::fast {

// outcome[i] for pow(x[i], y[i]), and r[i] = the correctly rounded f32 where
// outcome[i] is Rounded (written only there). Outside: x or y zero, infinite
// or NaN, or x < 0 with y not an integer (the general path handles them).
void powF32(const float* x, const float* y, float* r, Outcome* outcome, size_t n);

// The double evaluation behind powF32, for tests: `value` approximates
// pow(x, y) within `relativeBound` |pow(x, y)|; `exact` marks +-inf and +-0
// returned for results beyond f32's range (no bound then). False where
// powF32 reports Outside.
struct PowF32Approximation {
  double value;
  double relativeBound;
  bool exact;
};
bool approximatePowF32(float x, float y, PowF32Approximation& out);

}  // namespace hloref::exact::fast
