// spec: Ops > divide
#include <cstdlib>
#include <limits>

#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/open_elements.h"
#include "numerics/nan_rule.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

using namespace elementwise;

// Complex division (a + bi) / (c + di) = ((ac + bd) + (bc - ad)i) / (c^2 + d^2).
// For finite operands and a non-zero divisor each part is the exact
// quotient rounded once to the part type: MPFR forms the numerators and the
// denominator exactly (at a precision covering the exponent spread of the
// products) and rounds only the division. Infinite or NaN parts and a zero
// divisor go through C's complex division (ISO C Annex G: x / 0 is an
// infinity for non-zero x, a finite value over an infinity is zero, ...).
class ComplexDivider {
 public:
  explicit ComplexDivider(ElementType partType)
      : rounder_(partType), a_(53), b_(53), c_(53), d_(53), num_(kMaxPrecision), den_(kMaxPrecision),
        part_(rounder_.precision()) {}

  std::complex<double> operator()(std::complex<double> x, std::complex<double> y) {
    double a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
    if (!std::isfinite(a) || !std::isfinite(b) || !std::isfinite(c) || !std::isfinite(d) ||
        (c == 0 && d == 0))
      return x / y;
    mpfr_set_d(a_, a, MPFR_RNDN);
    mpfr_set_d(b_, b, MPFR_RNDN);
    mpfr_set_d(c_, c, MPFR_RNDN);
    mpfr_set_d(d_, d, MPFR_RNDN);
    mpfr_set_prec_raw(den_, exactPrecision(c, c, d, d));
    mpfr_fmma(den_, c_, c_, d_, d_, MPFR_RNDN);  // exact
    mpfr_set_prec_raw(num_, exactPrecision(a, c, b, d));
    mpfr_fmma(num_, a_, c_, b_, d_, MPFR_RNDN);  // exact
    double real = rounder_.finish(part_, mpfr_div(part_, num_, den_, MPFR_RNDN));
    mpfr_set_prec_raw(num_, exactPrecision(b, c, a, d));
    mpfr_fmms(num_, b_, c_, a_, d_, MPFR_RNDN);  // exact
    double imag = rounder_.finish(part_, mpfr_div(part_, num_, den_, MPFR_RNDN));
    return {real, imag};
  }

 private:
  // Products of doubles span exponents -2148..2046; their sum needs at most
  // the spread plus both products' 106 bits and a carry.
  static constexpr mpfr_prec_t kMaxPrecision = 4400;

  // A precision at which p*q +- r*s is exact, for doubles p, q, r, s.
  static mpfr_prec_t exactPrecision(double p, double q, double r, double s) {
    if (p == 0 || q == 0 || r == 0 || s == 0) return 110;
    long spread = std::labs(static_cast<long>(std::ilogb(p)) + std::ilogb(q) - std::ilogb(r) - std::ilogb(s));
    return static_cast<mpfr_prec_t>(spread + 110);
  }

  FormatRounder rounder_;
  MpfrVar a_, b_, c_, d_, num_, den_, part_;
};

std::vector<Value> evalDivide(OpCall& call) {
  const Tensor& lhs = operandTensor(call, 0);
  const Tensor& rhs = operandTensor(call, 1);
  // (C1) the shapes agree (decided by the checker unless one is `?`).
  Tensor result = elementwiseResult(call, "C1");
  ElementType type = result.elementType();
  switch (familyOf(type)) {
    case Family::SignedInteger:
      // The algebraic quotient with the fraction discarded (truncation
      // toward zero). The spec leaves two cases open; as XLA does:
      //   x / 0 = -1 (all bits set), and
      //   min / -1 = min (the true quotient 2^(N-1) wraps).
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t xBits, uint64_t yBits) {
        int64_t x = static_cast<int64_t>(xBits), y = static_cast<int64_t>(yBits);
        if (y == 0) return ~uint64_t{0};
        if (y == -1) return uint64_t{0} - xBits;  // wraps for min, as the store does for narrower types
        return static_cast<uint64_t>(x / y);
      });
      break;
    case Family::UnsignedInteger:
      // Truncating quotient; x / 0 is left open by the spec: as XLA does,
      // it is the all-ones value (the type's maximum).
      map2<uint64_t, uint64_t>(lhs, rhs, result, [](uint64_t x, uint64_t y) {
        return y == 0 ? ~uint64_t{0} : x / y;
      });
      break;
    case Family::Float:
      // IEEE-754 division: in double, rounded again on store, which for
      // precision p <= 24 equals one rounding of the exact quotient
      // (53 >= 2p + 2); f64 in hardware. A NaN quotient is the default NaN
      // (numerics/nan_rule.h).
      map2<double, double>(lhs, rhs, result, [](double x, double y) { return withDefaultNan(x / y); });
      break;
    case Family::Complex: {
      ComplexDivider divide(complexPartType(type));
      map2<std::complex<double>, std::complex<double>>(
          lhs, rhs, result, [&](std::complex<double> x, std::complex<double> y) { return divide(x, y); });
      break;
    }
    case Family::Boolean:  // (I1) integer, floating-point or complex only
      unreachableElementType(call, type);
  }
  // Golden annotations: the integer cases chosen above are open.
  open_elements::markIntegerDivisionOpen(call, lhs, rhs);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.divide",
           .eval = evalDivide,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::quotient),
           .accuracy = Accuracy{accuracy::kIeeeRounded, accuracy::kComplexUnknown},
           .scalar = ScalarKind::Divide});

}  // namespace hloref
