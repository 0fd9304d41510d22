// Internals shared by correct_rounding.cpp (real functions) and
// correct_rounding_complex.cpp with its interval backends: the error bounds
// of the C library, the counters, exponent-range scopes, and the final
// rounding of an MPFR value into a float format. Only numerics/ includes
// this header.
#pragma once

#include <mpfr.h>

#include <atomic>
#include <cstdint>

#include "numerics/correct_rounding.h"

namespace hloref {
class Tensor;
}
namespace hloref::special {
enum class Function : uint8_t;
}

namespace hloref::exact::detail {

// Error bounds of the C library's approximations, relative to the result
// (glibc >= 2.28 on x86-64, whose long double is the x87 64-bit format).
// Measured maxima over 6 x 10^5 random inputs per function, spread over
// each function's range: double 5.1 x 2^-53 (cbrt; tanh 2.6, logistic 2.3,
// the others <= 1.3), long double 3.5 x 2^-64 (tanhl; expm1l 2.9, logistic
// 2.4, the others <= 1.9). The bounds leave a factor of 12 (double) and 4.5
// (long double) over those, and also cover the rounding of the interval's
// own endpoints. The exhaustive and random tests check the outcome.
inline constexpr double kDoubleBound = 0x1p-47;
inline constexpr long double kLongBound = 0x1p-60L;

struct AtomicCounters {
  std::atomic<uint64_t> evaluations{0};
  std::atomic<uint64_t> fallbacks{0};
  std::atomic<uint64_t> complexEvaluations{0};
  std::atomic<uint64_t> complexFallbacks{0};
  std::atomic<uint64_t> complexRetries{0};
  std::atomic<uint64_t> unresolved{0};
};
AtomicCounters& globalCounters();

// Sets MPFR's exponent range (thread-local in MPFR) for a scope.
class ExponentRange {
 public:
  ExponentRange(mpfr_exp_t emin, mpfr_exp_t emax) : savedMin_(mpfr_get_emin()), savedMax_(mpfr_get_emax()) {
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
  }
  ~ExponentRange() {
    mpfr_set_emin(savedMin_);
    mpfr_set_emax(savedMax_);
  }
  ExponentRange(const ExponentRange&) = delete;
  ExponentRange& operator=(const ExponentRange&) = delete;

 private:
  mpfr_exp_t savedMin_, savedMax_;
};

// The widest range MPFR allows: intermediate results neither overflow nor
// underflow before the final rounding for any input of any format.
class WideRange : public ExponentRange {
 public:
  WideRange() : ExponentRange(mpfr_get_emin_min(), mpfr_get_emax_max()) {}
};

// `r` (precision 53) holds a value rounded toward zero with ternary `t`
// (wide exponent range). Returns it rounded to odd at 53 bits as a double:
// rounding that double to nearest (any tie rule) into a format of at most
// 51 bits of precision, subnormals included, equals rounding the exact value
// once (Boldo-Melquiond). Magnitudes beyond every such format's range are
// clamped to +-2^-1010 / +-2^1010, which round the same way.
double toOddDouble(mpfr_srcptr r, int t);

// `r` (precision 53) holds a value rounded to nearest with ternary `t`
// (wide exponent range). Returns the exact value rounded once to f64,
// subnormals and overflow included. Modifies `r`.
double toNearestF64(mpfr_ptr r, int t);

// An exact MPFR value rounded once to `type` (F32 or F64 here, any float
// type in general), returned as the double holding that value exactly
// (NaN, +-inf and signed zeros included). `scratch` has precision 53.
double roundToType(mpfr_srcptr v, ElementType type, mpfr_ptr scratch);

// A real function correctly rounded to `type` (y unused for unary
// functions), as the double holding the value.
double roundedReal(Function f, ElementType type, double x, double y);

// Complex functions (correct_rounding_complex.cpp); `y` is null for unary
// functions.
void applyComplex(Function f, const Tensor& x, const Tensor* y, Tensor& result);
// CHLO's complex functions (special::hasComplexForm), by the same evaluator.
void applyComplexChlo(special::Function f, const Tensor& x, Tensor& result);

}  // namespace hloref::exact::detail
