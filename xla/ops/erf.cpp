// erf (operation_semantics.md: Element-wise unary functions, Erf; the
// Persian seed's Erf(operand[, result_accuracy])): the error function of
// each element, correctly rounded to the element type (hloref's rule for
// every function: the exact value rounded once, to nearest even).
//
// Kept local to xla/ (CHLO's erf lives elsewhere): MPFR evaluates erf
// rounded toward zero at q = 64 bits (f64) or 53 bits (narrower formats),
// an inexact result gets its last bit set (round to odd), and that value,
// held exactly in a long double or double, is rounded to nearest even to
// the element type. Rounding to odd at q >= p + 2 bits and then to nearest
// at p bits equals rounding the exact value to nearest once (Boldo and
// Melquiond, "Emulation of FMA and correctly rounded sums: proved
// algorithms using rounding to odd", 2008), subnormal results included.
#include <cmath>
#include <cstring>
#include <mpfr.h>

#include "core/float_format.h"
#include "interpreter/evaluator.h"

namespace hloref::xla {
namespace {

class ErfEvaluator {
 public:
  ErfEvaluator() { mpfr_inits2(64, x_, y_, static_cast<mpfr_ptr>(nullptr)); }
  ~ErfEvaluator() { mpfr_clears(x_, y_, static_cast<mpfr_ptr>(nullptr)); }
  ErfEvaluator(const ErfEvaluator&) = delete;
  ErfEvaluator& operator=(const ErfEvaluator&) = delete;

  // erf(v) rounded to odd at 53 bits, as a double (exact).
  double toOdd53(double v) {
    if (std::isnan(v) || std::isinf(v) || v == 0) return std::isnan(v) ? v : std::isinf(v) ? std::copysign(1.0, v) : v;
    mpfr_set_prec(y_, 53);
    mpfr_set_d(x_, v, MPFR_RNDN);  // exact: x_ has 64 bits
    int inexact = mpfr_erf(y_, x_, MPFR_RNDZ);
    double d = mpfr_get_d(y_, MPFR_RNDN);  // exact
    if (inexact) {
      uint64_t bits;
      std::memcpy(&bits, &d, 8);
      bits |= 1;
      std::memcpy(&d, &bits, 8);
    }
    return d;
  }

  // erf(v) correctly rounded to double.
  double f64(double v) {
    if (std::isnan(v) || std::isinf(v) || v == 0) return toOdd53(v);
    mpfr_set_prec(y_, 64);
    mpfr_set_d(x_, v, MPFR_RNDN);
    int inexact = mpfr_erf(y_, x_, MPFR_RNDZ);
    // The 64-bit significand, made odd when inexact, then rounded to 53 bits.
    mpz_t m;
    mpz_init(m);
    mpfr_exp_t e = mpfr_get_z_2exp(m, y_);
    if (inexact) mpz_setbit(m, 0);
    mpfr_set_prec(x_, 64);
    mpfr_set_z_2exp(x_, m, e, MPFR_RNDN);  // exact
    mpz_clear(m);
    double r = mpfr_get_d(x_, MPFR_RNDN);
    mpfr_set_prec(x_, 64);
    return r;
  }

 private:
  mpfr_t x_, y_;
};

std::vector<Value> evalErf(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  ElementType et = operand.elementType();
  if (!isFloat(et)) call.unsupportedHere("on " + std::string(elementTypeName(et)) + " (erf takes floats)");
  if (call.resultType(0).elementType != et) call.fail("must return the operand's element type");
  Tensor result = call.newResult(0, operand.shape());
  ErfEvaluator erf;
  const int64_t n = operand.numElements();
  if (et == ElementType::F64) {
    const double* in = operand.data<double>();
    double* out = result.data<double>();
    for (int64_t i = 0; i < n; ++i) out[i] = erf.f64(in[i]);
  } else if (et == ElementType::F32) {
    const float* in = operand.data<float>();
    float* out = result.data<float>();
    for (int64_t i = 0; i < n; ++i) out[i] = static_cast<float>(erf.toOdd53(in[i]));
  } else {
    for (int64_t i = 0; i < n; ++i) {
      uint64_t bits = operand.floatBits(i);
      if (isNanEncoding(et, bits)) {
        result.setFloatBits(i, bits);
        continue;
      }
      result.setFloatBits(i, encodeFloat(et, erf.toOdd53(decodeFloat(et, bits))));
    }
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "xla.erf",
           .eval = evalErf,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kFaithfulFunction,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
