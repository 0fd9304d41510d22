// hloref's NaN rule. A float result (or complex part) that an op computes —
// a sum, product, accumulation, quotient or square root — and that is NaN is
// stored as the default NaN, std::numeric_limits<double>::quiet_NaN(), which
// rounding to the result format makes that format's canonical NaN. The spec
// leaves NaN sign and payload open; without this rule the evaluation order
// (open too, for sums) and the compiler's ordering of commutative operands
// would choose them, and the fast kernels and the literal evaluator could
// differ. Results that move an operand's element (negate, abs, select,
// maximum, data movement, convert) keep its bits: the rule is not for them.
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <span>

namespace hloref {

// x, or the default NaN when x is a NaN.
inline double withDefaultNan(double x) { return std::isnan(x) ? std::numeric_limits<double>::quiet_NaN() : x; }
inline std::complex<double> withDefaultNan(std::complex<double> x) {
  return {withDefaultNan(x.real()), withDefaultNan(x.imag())};
}
inline uint64_t withDefaultNan(uint64_t x) { return x; }  // integers and booleans have no NaN

template <class T>
void withDefaultNans(std::span<T> values) {
  for (T& v : values) v = withDefaultNan(v);
}

}  // namespace hloref
