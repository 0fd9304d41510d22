// The independent reference of the correct-rounding tests
// (correct_rounding_*_test.cpp): the float formats described again here
// (../shared/reference/float-formats.md), a rounding of exact MPFR values
// into them written here, the MPFR functions each op must match, and a
// runner that evaluates one op on tensors without a program. MPFR encloses
// the exact value between a rounding down and a rounding up (128 bits,
// more when needed; one rounding to nearest when that is exact), and both
// ends rounded into the format must agree.
#pragma once

#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/tensor.h"
#include "interpreter/evaluator.h"
#include "interpreter/op_registry.h"

namespace hloref::rounding_reference {

using ET = ElementType;

// ------------------------------------------------------------- the formats

enum class NanKind { Ieee, AllOnes, NegativeZero, AllBits, None };

struct Fmt {
  ET type;
  const char* name;
  int exponentBits, mantissaBits, bias;
  bool hasSign, hasInf;
  NanKind nan;

  int totalBits() const { return (hasSign ? 1 : 0) + exponentBits + mantissaBits; }
  uint64_t exponentMask() const { return (uint64_t{1} << exponentBits) - 1; }
  uint64_t mantissaMask() const { return (uint64_t{1} << mantissaBits) - 1; }
  double largest() const {
    int topField = static_cast<int>(exponentMask());
    if (nan == NanKind::Ieee || hasInf || nan == NanKind::AllBits) topField -= 1;
    double significand = 2.0 - std::ldexp(1.0, -mantissaBits);
    if (nan == NanKind::AllOnes) significand -= std::ldexp(1.0, -mantissaBits);
    if (mantissaBits == 0) significand = 1.0;
    return std::ldexp(significand, topField - bias);
  }
};

inline const Fmt kF4E2M1FN{ET::F4E2M1FN, "f4E2M1FN", 2, 1, 1, true, false, NanKind::None};
inline const Fmt kF6E2M3FN{ET::F6E2M3FN, "f6E2M3FN", 2, 3, 1, true, false, NanKind::None};
inline const Fmt kF6E3M2FN{ET::F6E3M2FN, "f6E3M2FN", 3, 2, 3, true, false, NanKind::None};
inline const Fmt kF8E3M4{ET::F8E3M4, "f8E3M4", 3, 4, 3, true, true, NanKind::Ieee};
inline const Fmt kF8E4M3{ET::F8E4M3, "f8E4M3", 4, 3, 7, true, true, NanKind::Ieee};
inline const Fmt kF8E4M3FN{ET::F8E4M3FN, "f8E4M3FN", 4, 3, 7, true, false, NanKind::AllOnes};
inline const Fmt kF8E4M3FNUZ{ET::F8E4M3FNUZ, "f8E4M3FNUZ", 4, 3, 8, true, false, NanKind::NegativeZero};
inline const Fmt kF8E4M3B11FNUZ{ET::F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 4, 3, 11, true, false, NanKind::NegativeZero};
inline const Fmt kF8E5M2{ET::F8E5M2, "f8E5M2", 5, 2, 15, true, true, NanKind::Ieee};
inline const Fmt kF8E5M2FNUZ{ET::F8E5M2FNUZ, "f8E5M2FNUZ", 5, 2, 16, true, false, NanKind::NegativeZero};
inline const Fmt kF8E8M0FNU{ET::F8E8M0FNU, "f8E8M0FNU", 8, 0, 127, false, false, NanKind::AllBits};
inline const Fmt kBF16{ET::BF16, "bf16", 8, 7, 127, true, true, NanKind::Ieee};
inline const Fmt kF16{ET::F16, "f16", 5, 10, 15, true, true, NanKind::Ieee};
inline const Fmt kTF32{ET::TF32, "tf32", 8, 10, 127, true, true, NanKind::Ieee};
inline const Fmt kF32{ET::F32, "f32", 8, 23, 127, true, true, NanKind::Ieee};
inline const Fmt kF64{ET::F64, "f64", 11, 52, 1023, true, true, NanKind::Ieee};

inline const Fmt* const kSmallFormats[] = {&kF4E2M1FN,   &kF6E2M3FN, &kF6E3M2FN,   &kF8E3M4,    &kF8E4M3,
                                    &kF8E4M3FN,   &kF8E4M3FNUZ, &kF8E4M3B11FNUZ, &kF8E5M2, &kF8E5M2FNUZ,
                                    &kF8E8M0FNU, &kBF16,     &kF16};

struct Val {
  bool nan;
  double value;
};

// The value of an encoding, from the format's description.
inline Val decode(const Fmt& f, uint64_t bits) {
  uint64_t exponent = (bits >> f.mantissaBits) & f.exponentMask();
  uint64_t mantissa = bits & f.mantissaMask();
  bool negative = f.hasSign && ((bits >> (f.exponentBits + f.mantissaBits)) & 1) != 0;
  switch (f.nan) {
    case NanKind::Ieee:
      if (exponent == f.exponentMask() && mantissa != 0) return {true, 0};
      break;
    case NanKind::AllOnes:
      if (exponent == f.exponentMask() && mantissa == f.mantissaMask()) return {true, 0};
      break;
    case NanKind::NegativeZero:
      if (bits == uint64_t{1} << (f.exponentBits + f.mantissaBits)) return {true, 0};
      break;
    case NanKind::AllBits:
      if (bits == 0xFF) return {true, 0};
      return {false, std::ldexp(1.0, static_cast<int>(exponent) - f.bias)};
    case NanKind::None:
      break;
  }
  double sign = negative ? -1.0 : 1.0;
  if (f.hasInf && exponent == f.exponentMask()) return {false, sign * INFINITY};
  if (exponent == 0)
    return {false, sign * std::ldexp(static_cast<double>(mantissa), 1 - f.bias - f.mantissaBits)};
  return {false, sign * std::ldexp(static_cast<double>(mantissa + (uint64_t{1} << f.mantissaBits)),
                                   static_cast<int>(exponent) - f.bias - f.mantissaBits)};
}

// What an op must produce.
struct Expect {
  enum Kind { Value, NaN, Saturated } kind;  // Saturated: NaN into a format without NaN (+-largest)
  double value = 0;
};

inline bool sameExpect(const Expect& a, const Expect& b) {
  if (a.kind != b.kind) return false;
  if (a.kind != Expect::Value) return true;
  return a.value == b.value && std::signbit(a.value) == std::signbit(b.value);
}

inline std::string describe(const Expect& e) {
  if (e.kind == Expect::NaN) return "NaN";
  if (e.kind == Expect::Saturated) return "+-largest (NaN)";
  std::ostringstream s;
  s.precision(17);
  s << e.value << " (" << std::hexfloat << e.value << ")";
  return s.str();
}

// An exact value rounded into the format: to nearest, ties to even
// (f8E8M0FNU: ties up; values below its smallest 2^-127, zero included,
// give 2^-127); beyond the largest finite value: infinity, else NaN, else
// the largest value (f4/f6 saturate).
inline Expect roundExact(const Fmt& f, mpfr_srcptr y) {
  if (mpfr_nan_p(y)) return {f.nan == NanKind::None ? Expect::Saturated : Expect::NaN};
  bool negative = mpfr_signbit(y) != 0;
  if (f.nan == NanKind::AllBits) {
    if (mpfr_inf_p(y) || (negative && !mpfr_zero_p(y))) return {Expect::NaN};
    if (mpfr_zero_p(y)) return {Expect::Value, std::ldexp(1.0, -127)};
    long e = mpfr_get_exp(y) - 1;  // y = s * 2^e, s in [1, 2)
    mpfr_t s;
    mpfr_init2(s, mpfr_get_prec(y));
    mpfr_mul_2si(s, y, -e, MPFR_RNDN);  // exact
    if (mpfr_cmp_d(s, 1.5) >= 0) e += 1;
    mpfr_clear(s);
    if (e < -127) e = -127;
    if (e > 127) return {Expect::NaN};
    return {Expect::Value, std::ldexp(1.0, static_cast<int>(e))};
  }
  double sign = negative ? -1.0 : 1.0;
  auto overflow = [&]() -> Expect {
    if (f.hasInf) return {Expect::Value, sign * INFINITY};
    if (f.nan != NanKind::None) return {Expect::NaN};
    return {Expect::Value, sign * f.largest()};
  };
  auto zero = [&]() -> Expect {
    if (f.nan == NanKind::NegativeZero) return {Expect::Value, 0.0};
    return {Expect::Value, negative ? -0.0 : 0.0};
  };
  if (mpfr_inf_p(y)) return overflow();
  if (mpfr_zero_p(y)) return zero();
  long e = mpfr_get_exp(y) - 1;
  long minNormal = 1 - f.bias;
  long quantum = std::max(e, minNormal) - f.mantissaBits;
  mpfr_t s, n;
  mpfr_init2(s, mpfr_get_prec(y));
  mpfr_init2(n, mpfr_get_prec(y));
  mpfr_abs(s, y, MPFR_RNDN);
  mpfr_mul_2si(s, s, -quantum, MPFR_RNDN);  // exact
  mpfr_floor(n, s);                         // exact
  mpfr_sub(s, s, n, MPFR_RNDN);             // the fraction, exact
  int c = mpfr_cmp_d(s, 0.5);
  double units = mpfr_get_d(n, MPFR_RNDN);  // < 2^54, exact
  mpfr_clear(s);
  mpfr_clear(n);
  if (c > 0 || (c == 0 && std::fmod(units, 2.0) != 0)) units += 1;
  if (e > 2000) return overflow();
  double magnitude = units == 0 ? 0.0 : std::ldexp(units, static_cast<int>(std::max(quantum, -3000L)));
  if (magnitude > f.largest()) return overflow();
  if (magnitude == 0) return zero();
  return {Expect::Value, sign * magnitude};
}

// ------------------------------------------------------- the MPFR reference

// rnd is RNDN (only to detect exact results), RNDD or RNDU (bounds).
using Ref1 = std::function<int(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t)>;
using Ref2 = std::function<int(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t)>;

// IEEE rSqrt(+-0) = +-inf (MPFR's rec_sqrt gives +inf for both).
inline int refRsqrt(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_zero_p(x)) {
    mpfr_set_inf(r, mpfr_signbit(x) ? -1 : 1);
    return 0;
  }
  return mpfr_rec_sqrt(r, x, rnd);
}
// logistic(x) = e^(x/2) / (2 cosh(x/2)) for x < 0, 1 - logistic(-x) for
// x > 0: a different formula from the implementation's, with no
// overflow; bounded by directed roundings of each factor.
inline int refLogistic(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(r);
    return 0;
  }
  if (mpfr_zero_p(x)) return mpfr_set_d(r, 0.5, MPFR_RNDN);
  if (mpfr_inf_p(x)) return mpfr_set_ui(r, mpfr_sgn(x) > 0 ? 1 : 0, MPFR_RNDN);
  bool positive = mpfr_sgn(x) > 0;
  bool up = (rnd == MPFR_RNDU) != positive;  // the bound wanted of logistic(-|x|)
  mpfr_t half, a, c;
  mpfr_inits2(mpfr_get_prec(r) + 10, half, a, c, static_cast<mpfr_ptr>(nullptr));
  mpfr_div_2ui(half, x, 1, MPFR_RNDN);  // exact
  mpfr_abs(half, half, MPFR_RNDN);
  mpfr_neg(half, half, MPFR_RNDN);  // -|x| / 2
  mpfr_exp(a, half, up ? MPFR_RNDU : MPFR_RNDD);
  mpfr_cosh(c, half, up ? MPFR_RNDD : MPFR_RNDU);
  mpfr_mul_2ui(c, c, 1, MPFR_RNDN);
  if (positive) {
    mpfr_div(a, a, c, up ? MPFR_RNDU : MPFR_RNDD);
    mpfr_ui_sub(r, 1, a, rnd == MPFR_RNDU ? MPFR_RNDU : MPFR_RNDD);
  } else {
    mpfr_div(r, a, c, up ? MPFR_RNDU : MPFR_RNDD);
  }
  mpfr_clears(half, a, c, static_cast<mpfr_ptr>(nullptr));
  return 1;  // never exact for a finite x != 0 (the value is irrational)
}

struct UnaryOp {
  const char* op;  // without "stablehlo."
  Ref1 ref;
};
struct BinaryOp {
  const char* op;
  Ref2 ref;
};

inline const std::vector<UnaryOp>& unaryOps() {
  static const std::vector<UnaryOp> ops = {
      {"abs", mpfr_abs},
      {"sqrt", mpfr_sqrt},
      {"rsqrt", refRsqrt},
      {"cbrt", mpfr_cbrt},
      {"exponential", mpfr_exp},
      {"exponential_minus_one", mpfr_expm1},
      {"log", mpfr_log},
      {"log_plus_one", mpfr_log1p},
      {"logistic", refLogistic},
      {"sine", mpfr_sin},
      {"cosine", mpfr_cos},
      {"tan", mpfr_tan},
      {"tanh", mpfr_tanh},
  };
  return ops;
}
inline const std::vector<BinaryOp>& binaryOps() {
  static const std::vector<BinaryOp> ops = {
      {"add", mpfr_add},       {"subtract", mpfr_sub},   {"multiply", mpfr_mul}, {"divide", mpfr_div},
      {"remainder", mpfr_fmod},  // lhs - trunc(lhs / rhs) * rhs, exact: C's fmod
      {"atan2", mpfr_atan2},   {"power", mpfr_pow},
  };
  return ops;
}

// The exact result rounded into the format: a rounding to nearest that MPFR
// reports exact, else both ends of [round down, round up] rounded the same.
template <class Call>
inline Expect reference(const Fmt& f, Call call, bool* decided) {
  mpfr_exp_t savedMin = mpfr_get_emin(), savedMax = mpfr_get_emax();
  mpfr_set_emin(mpfr_get_emin_min());
  mpfr_set_emax(mpfr_get_emax_max());
  Expect result{Expect::NaN};
  *decided = false;
  for (mpfr_prec_t p : {128, 640, 4000}) {
    mpfr_t r, lo, hi;
    mpfr_inits2(p, r, lo, hi, static_cast<mpfr_ptr>(nullptr));
    int t = call(r, MPFR_RNDN);
    if (t == 0 || mpfr_nan_p(r)) {
      result = roundExact(f, r);
      *decided = true;
    } else {
      call(lo, MPFR_RNDD);
      call(hi, MPFR_RNDU);
      Expect a = roundExact(f, lo), b = roundExact(f, hi);
      if (sameExpect(a, b)) {
        result = a;
        *decided = true;
      }
    }
    mpfr_clears(r, lo, hi, static_cast<mpfr_ptr>(nullptr));
    if (*decided) break;
  }
  mpfr_set_emin(savedMin);
  mpfr_set_emax(savedMax);
  return result;
}

inline Expect reference1(const Fmt& f, const Ref1& ref, double x, bool* decided) {
  mpfr_t mx;
  mpfr_init2(mx, 53);
  mpfr_set_d(mx, x, MPFR_RNDN);
  Expect e = reference(f, [&](mpfr_ptr r, mpfr_rnd_t rnd) { return ref(r, mx, rnd); }, decided);
  mpfr_clear(mx);
  return e;
}
inline Expect reference2(const Fmt& f, const Ref2& ref, double x, double y, bool* decided) {
  mpfr_t mx, my;
  mpfr_inits2(53, mx, my, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(mx, x, MPFR_RNDN);
  mpfr_set_d(my, y, MPFR_RNDN);
  Expect e = reference(f, [&](mpfr_ptr r, mpfr_rnd_t rnd) { return ref(r, mx, my, rnd); }, decided);
  mpfr_clears(mx, my, static_cast<mpfr_ptr>(nullptr));
  return e;
}

inline bool matches(const Fmt& f, const Expect& e, uint64_t bits) {
  Val v = decode(f, bits);
  switch (e.kind) {
    case Expect::NaN: return v.nan;
    case Expect::Saturated: return !v.nan && std::fabs(v.value) == f.largest();
    case Expect::Value: return !v.nan && v.value == e.value && std::signbit(v.value) == std::signbit(e.value);
  }
  return false;
}

inline std::string hex(double v) {
  std::ostringstream s;
  s << std::hexfloat << v;
  return s.str();
}

// ------------------------------------------------------------- running ops

inline TensorType tensorType(int64_t n, ET et) {
  TensorType t;
  t.shape = {n};
  t.elementType = et;
  return t;
}

struct Runner {
  std::unique_ptr<const Program> program = Program::loadOrThrow(std::make_unique<Module>());
  Evaluator evaluator{*program, RunOptions{}};
  Frame frame;

  Tensor run(const std::string& name, std::vector<Tensor> operands) {
    Op op;
    op.name = name.find('.') == std::string::npos ? "stablehlo." + name : name;  // a StableHLO op by default
    for (const Tensor& t : operands) op.operandTypes.push_back(Type::tensor(t.type()));
    op.resultTypes = {Type::tensor(operands[0].type())};
    op.def = findOpDef(op.name);
    if (!op.def) throw std::runtime_error("no op " + op.name);
    std::vector<Value> values(operands.begin(), operands.end());
    OpCall call{op, std::move(values), evaluator, frame};
    return op.def->eval(call).at(0).tensor();
  }
};

// Collects mismatches and reports the first few of each op.
struct Mismatches {
  int count = 0;
  void add(const std::string& what) {
    if (++count <= 12) ADD_FAILURE() << what;
  }
};


}  // namespace hloref::rounding_reference
