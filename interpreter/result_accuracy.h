// The accuracy an op instance asks for with its `result_accuracy` attribute
// (#stablehlo.result_accuracy<atol = A, rtol = R, ulps = N, mode = M>; VHLO
// 1.9 gave it to exponential, 1.10 to cbrt, cosine, exponential_minus_one,
// log, log_plus_one, logistic, rsqrt, sine, sqrt, tan and tanh: the ops
// whose registration says Accuracy::takesResultAccuracy). The spec states
// no accuracy (spec: Accuracy); hloref reads the attribute so:
//   - mode DEFAULT, or no attribute: the op's stated allowance
//     (op_facts.h, Accuracy);
//   - HIGHEST: the most accurate implementation the backend has, which
//     names no figure; the stated allowance is already what hloref expects
//     of a good implementation, so it stays;
//   - TOLERANCE: a result is accurate when it lies within atol + rtol |y|
//     of the exact value y, or within `ulps` ulp of it. hloref allows the
//     larger of the two (whichever reading a backend takes, its results lie
//     within it), and never less than correct rounding (0.5 ulp), which no
//     float result can beat. Negative or NaN tolerances count as 0.
// The golden bounds (golden/propagate.h, golden/golden.h) and --perturb's
// allowance moves (interpreter/perturb.h) both read the allowance here.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/element_type.h"
#include "core/ir.h"
#include "interpreter/op_facts.h"
#include "numerics/exact_sum.h"

namespace hloref {

// The allowance of `op` for real float results: its registration's, as
// its result_accuracy attribute sets it (above). `stated` is the
// registration's real allowance (op.def->accuracy.real).
UlpAllowance requestedAllowance(const Op& op, const UlpAllowance& stated);

// A Kind::Rounded allowance in absolute terms at a result of magnitude
// `magnitude` in type t: the larger of ulps times t's spacing there and
// atol + rtol * magnitude.
double roundedAllowanceAt(const UlpAllowance& a, ElementType t, double magnitude);
// The same with t's half ulp looked up once (loops over elements).
inline double roundedAllowanceAt(const UlpAllowance& a, const HalfUlp& halfUlpOfT, double magnitude) {
  const bool finite = std::fabs(magnitude) <= std::numeric_limits<double>::max();
  const double ulps = finite ? a.ulps * 2 * halfUlpOfT(magnitude) : std::numeric_limits<double>::infinity();
  if (a.atol == 0 && a.rtol == 0) return ulps;
  // atol + rtol |y| rounded up, so that the double arithmetic does not shrink it.
  const double tolerance = (a.atol + a.rtol * magnitude) * (1 + 0x1p-52);
  return std::max(ulps, tolerance);
}

}  // namespace hloref
