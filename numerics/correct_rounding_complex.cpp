// Correctly rounded complex functions: each part of the result is the exact
// value of that part rounded once to the part type (f32 for complex<f32>,
// f64 for complex<f64>).
//
// The spec's complex function (complex_formulas.h: the formula in the
// comment of each case is the mathematical definition, arranged so that no
// part overflows or cancels needlessly) is evaluated in interval
// arithmetic: every quantity is an interval [lo, hi] holding the exact
// value. When both ends of a part's interval round to the same value of the
// part type, that value is the correctly rounded part (rounding is
// monotone). The same formulas run on two backends (one template):
//   - native intervals first (native_intervals.h): double for
//     complex<f32>, long double for complex<f64>; each operation rounded to
//     nearest and then widened by an ulp, each C library function widened
//     by its error bound (kDoubleBound, kLongBound);
//   - where those cannot decide, MPFR intervals (mpfr_intervals.h,
//     endpoints rounded outwards) at increasing precision (Ziv's strategy),
//     up to a cap.
// This file holds the C evaluation, the cases it decides, and the driver
// that tries the backends in turn, for two families of functions: the
// spec's (correct_rounding.h) and CHLO's complex functions
// (special_functions.h: acos ... sinh; complex_formulas_chlo.h, whose
// C evaluation is the C library's casin, cacos, ...).
//
// Conventions the spec leaves open (ISO C Annex G supplies them, through
// the C library's complex<double> functions, "the C evaluation" below):
//   - operands with an infinite or NaN part, and the poles and singular
//     points of each function (log 0, rsqrt 0, ...), take the C evaluation;
//   - a part that rounds to zero takes the sign of the exact value where
//     the interval has one, else the C evaluation's sign of zero; inside
//     the formulas, exact zeros carry IEEE signs (they choose branches);
//   - parts the cap does not decide (exact values on a rounding boundary,
//     which the functions here only reach in degenerate cases) keep the C
//     evaluation, counted in Counters::unresolved.
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "core/tensor.h"
#include "numerics/complex_formulas.h"
#include "numerics/complex_formulas_chlo.h"
#include "numerics/correct_rounding_mpfr.h"
#include "numerics/mpfr_intervals.h"
#include "numerics/native_intervals.h"

namespace hloref::exact::detail {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool finite(C z) { return std::isfinite(z.real()) && std::isfinite(z.imag()); }

// ---------------------------------------------------------------------------
// The C evaluation (complex<double>, ISO C Annex G where the C library
// defines the function).

C cExpm1(C x) {
  double a = x.real(), b = x.imag();
  if (!std::isfinite(a) || !std::isfinite(b)) return std::exp(x) - 1.0;
  double halfSin = std::sin(b / 2.0);
  return C(std::expm1(a) * std::cos(b) - 2.0 * halfSin * halfSin, std::exp(a) * std::sin(b));
}
C cLog1p(C x) {  // the spec's formula
  double a = x.real(), b = x.imag();
  return C(std::log(std::hypot(a + 1.0, b)), std::atan2(b, a + 1.0));
}
C cCbrt(C x) {
  if (x == C(0.0, 0.0)) return x;
  return std::polar(std::cbrt(std::abs(x)), std::arg(x) / 3.0);
}
C cAtan2(C y, C x) {
  const C i(0.0, 1.0);
  return -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
}
// Complex power conventions (the spec does not define them):
//   x^(0 + 0i) = 1 for every x; 0^y = 0 when re(y) > 0, else NaN + NaN i;
//   otherwise exp(y * log(x)) on the principal branch of log.
C cPow(C x, C y) {
  if (y.real() == 0 && y.imag() == 0) return C(1.0, 0.0);
  if (finite(x) && finite(y) && x.real() == 0 && x.imag() == 0)
    return y.real() > 0 ? C(0.0, 0.0) : C(kNaN, kNaN);
  return std::exp(y * std::log(x));
}

C cEvaluate(Function f, C x, C y) {
  switch (f) {
    case Function::Exp: return std::exp(x);
    case Function::Expm1: return cExpm1(x);
    case Function::Log: return std::log(x);
    case Function::Log1p: return cLog1p(x);
    case Function::Logistic: return 1.0 / (1.0 + std::exp(-x));
    case Function::Sin: return std::sin(x);
    case Function::Cos: return std::cos(x);
    case Function::Tan: return std::tan(x);
    case Function::Tanh: return std::tanh(x);
    case Function::Sqrt: return std::sqrt(x);
    case Function::Rsqrt: return 1.0 / std::sqrt(x);
    case Function::Cbrt: return cCbrt(x);
    case Function::Atan2: return cAtan2(x, y);
    case Function::Pow: return cPow(x, y);
  }
  return C(kNaN, kNaN);
}

// ---------------------------------------------------------------------------
// Deciding each part from the intervals, and the cases decided without them.

// A zero part: the sign of the exact value where the interval has one,
// else the C evaluation's.
double signedZero(bool positive, bool negative, double cValue) {
  if (positive) return 0.0;
  if (negative) return -0.0;
  return std::copysign(0.0, cValue);
}

// The value of a part when both ends of its interval round to the same
// value of the part type.
std::optional<double> decide(MpfrIntervals::Iv v, ElementType part, mpfr_ptr scratch, double cValue) {
  if (mpfr_nan_p(v.lo) || mpfr_nan_p(v.hi)) return std::nullopt;
  double lo = roundToType(v.lo, part, scratch);
  double hi = roundToType(v.hi, part, scratch);
  if (!(lo == hi)) return std::nullopt;  // (+0 == -0)
  if (lo != 0) return lo;
  return signedZero(mpfr_sgn(v.lo) > 0, mpfr_sgn(v.hi) < 0, cValue);
}
template <class T>
std::optional<double> decide(typename NativeIntervals<T>::Iv v, double cValue) {
  // complex<f32> parts from double ends, complex<f64> parts from long double ends
  using Part = std::conditional_t<sizeof(T) == sizeof(double), float, double>;
  Part lo = static_cast<Part>(v.lo), hi = static_cast<Part>(v.hi);
  if (!(lo == hi)) return std::nullopt;  // NaN never equal
  if (lo != 0) return lo;
  return signedZero(v.lo > 0, v.hi < 0, cValue);
}

bool isIntegral(double v) { return std::isfinite(v) && std::trunc(v) == v; }

// Cases the interval evaluation leaves to the C evaluation or to the real
// functions.
std::optional<C> special(Function f, C x, C y, ElementType part) {
  bool binary = isBinary(f);
  if (!finite(x) || (binary && !finite(y))) return cEvaluate(f, x, y);
  bool zero = x.real() == 0 && x.imag() == 0;
  switch (f) {
    case Function::Log:
    case Function::Rsqrt:
    case Function::Sqrt:
    case Function::Cbrt:
      if (zero) return cEvaluate(f, x, y);
      break;
    case Function::Log1p:
      if (x.real() == -1 && x.imag() == 0) return cEvaluate(f, x, y);
      break;
    case Function::Pow: {
      if ((y.real() == 0 && y.imag() == 0) || zero) return cPow(x, y);
      // Real operands with a real power (x > 0, or an integral exponent):
      // the real pow, exact values on rounding boundaries included; the
      // imaginary part is an exact zero.
      if (x.imag() == 0 && y.imag() == 0 && (x.real() > 0 || isIntegral(y.real()))) {
        C c = cPow(x, y);
        return C(roundedReal(Function::Pow, part, x.real(), y.real()), std::copysign(0.0, c.imag()));
      }
      break;
    }
    case Function::Atan2:
      // Real operands: atan2(y, x) + 0i (the unit circle's log has modulus 1).
      if (x.imag() == 0 && y.imag() == 0) {
        C c = cAtan2(x, y);
        return C(roundedReal(Function::Atan2, part, x.real(), y.real()), std::copysign(0.0, c.imag()));
      }
      break;
    default:
      break;
  }
  return std::nullopt;
}

// The two families of functions the evaluator serves: StableHLO's
// (correct_rounding.h, complex_formulas.h) and CHLO's
// (special_functions.h, complex_formulas_chlo.h).
struct StablehloFunctions {
  using Fn = Function;
  static std::optional<C> special(Fn f, C x, C y, ElementType part) { return detail::special(f, x, y, part); }
  static C c(Fn f, C x, C y) { return cEvaluate(f, x, y); }
  template <class B>
  static typename B::CIv formula(B& backend, Fn f, C x, C y) {
    return evaluate(backend, f, x, y);
  }
};

// The C evaluation of CHLO's functions: the C library's casin, cacos, ...
// (ISO C Annex G; libstdc++ calls them).
C cEvaluateChlo(special::Function f, C x) {
  switch (f) {
    case special::Function::Acos: return std::acos(x);
    case special::Function::Acosh: return std::acosh(x);
    case special::Function::Asin: return std::asin(x);
    case special::Function::Asinh: return std::asinh(x);
    case special::Function::Atan: return std::atan(x);
    case special::Function::Atanh: return std::atanh(x);
    case special::Function::Cosh: return std::cosh(x);
    case special::Function::Sinh: return std::sinh(x);
    default: return C(kNaN, kNaN);
  }
}

struct ChloFunctions {
  using Fn = special::Function;
  // Operands with an infinite or NaN part, and the poles of atanh (+-1)
  // and atan (+-i), take the C evaluation (Annex G's tables).
  static std::optional<C> special(Fn f, C x, C, ElementType) {
    if (!finite(x)) return cEvaluateChlo(f, x);
    double re = std::fabs(x.real()), im = std::fabs(x.imag());
    if (f == Fn::Atanh && re == 1 && im == 0) return cEvaluateChlo(f, x);
    if (f == Fn::Atan && re == 0 && im == 1) return cEvaluateChlo(f, x);
    return std::nullopt;
  }
  static C c(Fn f, C x, C) { return cEvaluateChlo(f, x); }
  template <class B>
  static typename B::CIv formula(B& backend, Fn f, C x, C) {
    return evaluateChlo(backend, f, x);
  }
};

template <class Family>
class ComplexEvaluator {
 public:
  explicit ComplexEvaluator(ElementType part) : part_(part) {
    mpfr_init2(scratch_, 53);
    // p + 20 bits first (p = 24 or 53), then doubling up to the cap.
    start_ = part == ElementType::F64 ? 80 : 48;
  }
  ~ComplexEvaluator() { mpfr_clear(scratch_); }
  ComplexEvaluator(const ComplexEvaluator&) = delete;
  ComplexEvaluator& operator=(const ComplexEvaluator&) = delete;

  C operator()(typename Family::Fn f, C x, C y) {
    if (auto s = Family::special(f, x, y, part_)) return *s;
    ++evaluations_;
    C c = Family::c(f, x, y);
    std::optional<double> re, im;
    if (part_ == ElementType::F32) {
      if (native(double32_, f, x, y, c, re, im)) return C(*re, *im);
    } else {
      if (native(double64_, f, x, y, c, re, im)) return C(*re, *im);
    }
    if (double32_.singular() || double64_.singular()) return c;
    ++fallbacks_;
    for (mpfr_prec_t w = start_; w <= kCap; w *= 2) {
      if (w != start_) ++retries_;
      mpfr_.start(w);
      auto r = Family::formula(mpfr_, f, x, y);
      if (mpfr_.singular()) return c;
      if (mpfr_.failed()) continue;
      if (!re) re = decide(r.re, part_, scratch_, c.real());
      if (!im) im = decide(r.im, part_, scratch_, c.imag());
      if (re && im) return C(*re, *im);
    }
    ++unresolved_;
    return C(re ? *re : c.real(), im ? *im : c.imag());
  }

  void flushCounters() {
    auto& g = globalCounters();
    g.complexEvaluations.fetch_add(evaluations_, std::memory_order_relaxed);
    g.complexFallbacks.fetch_add(fallbacks_, std::memory_order_relaxed);
    g.complexRetries.fetch_add(retries_, std::memory_order_relaxed);
    g.unresolved.fetch_add(unresolved_, std::memory_order_relaxed);
    evaluations_ = fallbacks_ = retries_ = unresolved_ = 0;
  }

 private:
  template <class T>
  static bool native(NativeIntervals<T>& backend, typename Family::Fn f, C x, C y, C c, std::optional<double>& re,
                     std::optional<double>& im) {
    backend.start();
    auto r = Family::formula(backend, f, x, y);
    if (backend.failed()) return false;
    re = decide<T>(r.re, c.real());
    im = decide<T>(r.im, c.imag());
    return re && im;
  }

  static constexpr mpfr_prec_t kCap = 1 << 13;
  ElementType part_;
  mpfr_prec_t start_;
  mpfr_t scratch_;
  NativeIntervals<double> double32_;       // complex<f32>
  NativeIntervals<long double> double64_;  // complex<f64>
  MpfrIntervals mpfr_;
  uint64_t evaluations_ = 0, fallbacks_ = 0, retries_ = 0, unresolved_ = 0;
};

// Runs the evaluator over the tensor in chunks (no allocation per element).
template <class Family>
void applyWith(typename Family::Fn f, const Tensor& x, const Tensor* y, Tensor& result) {
  constexpr int64_t kChunk = 256;
  ElementType part = complexPartType(x.elementType());
  WideRange wide;
  ComplexEvaluator<Family> evaluator(part);
  std::vector<C> a(kChunk), b(kChunk);  // once per op
  int64_t n = x.numElements();
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    size_t size = static_cast<size_t>(std::min(kChunk, n - begin));
    loadComplex(x, begin, std::span<C>(a.data(), size));
    if (y) loadComplex(*y, begin, std::span<C>(b.data(), size));
    for (size_t i = 0; i < size; ++i) a[i] = evaluator(f, a[i], y ? b[i] : C());
    storeComplex(result, begin, std::span<const C>(a.data(), size));
  }
  evaluator.flushCounters();
}

}  // namespace

void applyComplex(Function f, const Tensor& x, const Tensor* y, Tensor& result) {
  applyWith<StablehloFunctions>(f, x, y, result);
}

void applyComplexChlo(special::Function f, const Tensor& x, Tensor& result) {
  applyWith<ChloFunctions>(f, x, nullptr, result);
}

}  // namespace hloref::exact::detail
