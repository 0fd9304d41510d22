// Internals shared by correct_rounding.cpp (real functions) and
// correct_rounding_complex.cpp: the counters, exponent-range scopes, and the
// final rounding of an MPFR value into a float format. Only those two files
// include this header.
#pragma once

#include <mpfr.h>

#include <atomic>
#include <cstdint>

#include "numerics/correct_rounding.h"

namespace hloref {
class Tensor;
}

namespace hloref::exact::detail {

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

}  // namespace hloref::exact::detail
