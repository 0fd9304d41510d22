// Correct rounding of the elementwise math ops (design principle 2): each
// op's result must be the exact value rounded once to the result type.
//
// The expectations are computed independently of the interpreter: the
// formats are described again here (../shared/reference/float-formats.md),
// MPFR encloses the exact value between a rounding down and a rounding up
// (128 bits, more when needed; one rounding to nearest when that is exact),
// and a rounding routine written here rounds both ends into the format;
// they must agree, and the op must produce that value.
//
//   - every encoding of every format of at most 16 bits, for every unary op;
//     binary ops: every pair for formats of at most 8 bits, sampled pairs for
//     bf16 and f16; tf32 sampled;
//   - f32 and f64: random inputs (10^6 in all by default, spread over the
//     ops; HLOREF_CR_CASES=N for N), and hard-to-round cases: values within
//     a tiny fraction of an ulp of a rounding boundary (Taylor-regime
//     arguments, exact midpoints of pow, inputs found by scanning);
//   - complex<f32> and complex<f64>: random operands against the textbook
//     formulas evaluated at 1000 bits.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <complex>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "numerics/correct_rounding.h"
#include "interpreter/evaluator.h"
#include "interpreter/op_registry.h"
#include "core/tensor.h"

namespace hloref {
namespace {

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

const Fmt kF4E2M1FN{ET::F4E2M1FN, "f4E2M1FN", 2, 1, 1, true, false, NanKind::None};
const Fmt kF6E2M3FN{ET::F6E2M3FN, "f6E2M3FN", 2, 3, 1, true, false, NanKind::None};
const Fmt kF6E3M2FN{ET::F6E3M2FN, "f6E3M2FN", 3, 2, 3, true, false, NanKind::None};
const Fmt kF8E3M4{ET::F8E3M4, "f8E3M4", 3, 4, 3, true, true, NanKind::Ieee};
const Fmt kF8E4M3{ET::F8E4M3, "f8E4M3", 4, 3, 7, true, true, NanKind::Ieee};
const Fmt kF8E4M3FN{ET::F8E4M3FN, "f8E4M3FN", 4, 3, 7, true, false, NanKind::AllOnes};
const Fmt kF8E4M3FNUZ{ET::F8E4M3FNUZ, "f8E4M3FNUZ", 4, 3, 8, true, false, NanKind::NegativeZero};
const Fmt kF8E4M3B11FNUZ{ET::F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 4, 3, 11, true, false, NanKind::NegativeZero};
const Fmt kF8E5M2{ET::F8E5M2, "f8E5M2", 5, 2, 15, true, true, NanKind::Ieee};
const Fmt kF8E5M2FNUZ{ET::F8E5M2FNUZ, "f8E5M2FNUZ", 5, 2, 16, true, false, NanKind::NegativeZero};
const Fmt kF8E8M0FNU{ET::F8E8M0FNU, "f8E8M0FNU", 8, 0, 127, false, false, NanKind::AllBits};
const Fmt kBF16{ET::BF16, "bf16", 8, 7, 127, true, true, NanKind::Ieee};
const Fmt kF16{ET::F16, "f16", 5, 10, 15, true, true, NanKind::Ieee};
const Fmt kTF32{ET::TF32, "tf32", 8, 10, 127, true, true, NanKind::Ieee};
const Fmt kF32{ET::F32, "f32", 8, 23, 127, true, true, NanKind::Ieee};
const Fmt kF64{ET::F64, "f64", 11, 52, 1023, true, true, NanKind::Ieee};

const Fmt* const kSmallFormats[] = {&kF4E2M1FN,   &kF6E2M3FN, &kF6E3M2FN,   &kF8E3M4,    &kF8E4M3,
                                    &kF8E4M3FN,   &kF8E4M3FNUZ, &kF8E4M3B11FNUZ, &kF8E5M2, &kF8E5M2FNUZ,
                                    &kF8E8M0FNU, &kBF16,     &kF16};

struct Val {
  bool nan;
  double value;
};

// The value of an encoding, from the format's description.
Val decode(const Fmt& f, uint64_t bits) {
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

bool sameExpect(const Expect& a, const Expect& b) {
  if (a.kind != b.kind) return false;
  if (a.kind != Expect::Value) return true;
  return a.value == b.value && std::signbit(a.value) == std::signbit(b.value);
}

std::string describe(const Expect& e) {
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
Expect roundExact(const Fmt& f, mpfr_srcptr y) {
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
int refRsqrt(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_zero_p(x)) {
    mpfr_set_inf(r, mpfr_signbit(x) ? -1 : 1);
    return 0;
  }
  return mpfr_rec_sqrt(r, x, rnd);
}
// logistic(x) = e^(x/2) / (2 cosh(x/2)) for x < 0, 1 - logistic(-x) for
// x > 0: a different formula from the implementation's, with no
// overflow; bounded by directed roundings of each factor.
int refLogistic(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
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

const std::vector<UnaryOp>& unaryOps() {
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
const std::vector<BinaryOp>& binaryOps() {
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
Expect reference(const Fmt& f, Call call, bool* decided) {
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

Expect reference1(const Fmt& f, const Ref1& ref, double x, bool* decided) {
  mpfr_t mx;
  mpfr_init2(mx, 53);
  mpfr_set_d(mx, x, MPFR_RNDN);
  Expect e = reference(f, [&](mpfr_ptr r, mpfr_rnd_t rnd) { return ref(r, mx, rnd); }, decided);
  mpfr_clear(mx);
  return e;
}
Expect reference2(const Fmt& f, const Ref2& ref, double x, double y, bool* decided) {
  mpfr_t mx, my;
  mpfr_inits2(53, mx, my, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(mx, x, MPFR_RNDN);
  mpfr_set_d(my, y, MPFR_RNDN);
  Expect e = reference(f, [&](mpfr_ptr r, mpfr_rnd_t rnd) { return ref(r, mx, my, rnd); }, decided);
  mpfr_clears(mx, my, static_cast<mpfr_ptr>(nullptr));
  return e;
}

bool matches(const Fmt& f, const Expect& e, uint64_t bits) {
  Val v = decode(f, bits);
  switch (e.kind) {
    case Expect::NaN: return v.nan;
    case Expect::Saturated: return !v.nan && std::fabs(v.value) == f.largest();
    case Expect::Value: return !v.nan && v.value == e.value && std::signbit(v.value) == std::signbit(e.value);
  }
  return false;
}

std::string hex(double v) {
  std::ostringstream s;
  s << std::hexfloat << v;
  return s.str();
}

// ------------------------------------------------------------- running ops

TensorType tensorType(int64_t n, ET et) {
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
    op.name = "stablehlo." + name;
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

Tensor encodingsTensor(const Fmt& f, const std::vector<uint64_t>& bits) {
  Tensor t(tensorType(static_cast<int64_t>(bits.size()), f.type));
  for (size_t i = 0; i < bits.size(); ++i) t.setFloatBits(static_cast<int64_t>(i), bits[i]);
  return t;
}

// Runs every unary op on the given encodings and compares each element.
void checkUnary(const Fmt& f, const std::vector<uint64_t>& inputs, int* checked) {
  Runner runner;
  Tensor x = encodingsTensor(f, inputs);
  for (const UnaryOp& u : unaryOps()) {
    Tensor r = runner.run(u.op, {x});
    Mismatches bad;
    for (size_t i = 0; i < inputs.size(); ++i) {
      Val in = decode(f, inputs[i]);
      double xv = in.nan ? std::numeric_limits<double>::quiet_NaN() : in.value;
      bool decided;
      Expect e = reference1(f, u.ref, xv, &decided);
      if (!decided) {
        bad.add(std::string(u.op) + "(" + hex(xv) + ") on " + f.name + ": the reference is undecided");
        continue;
      }
      uint64_t got = r.floatBits(static_cast<int64_t>(i));
      ++*checked;
      if (!matches(f, e, got))
        bad.add(std::string(u.op) + "(" + hex(xv) + ") on " + f.name + ": expected " + describe(e) + ", got " +
                hex(decode(f, got).value) + (decode(f, got).nan ? " (NaN)" : ""));
    }
    EXPECT_EQ(bad.count, 0) << u.op << " on " << f.name;
  }
}

void checkBinary(const Fmt& f, const std::vector<uint64_t>& lhs, const std::vector<uint64_t>& rhs, int* checked) {
  Runner runner;
  Tensor x = encodingsTensor(f, lhs), y = encodingsTensor(f, rhs);
  for (const BinaryOp& b : binaryOps()) {
    Tensor r = runner.run(b.op, {x, y});
    Mismatches bad;
    for (size_t i = 0; i < lhs.size(); ++i) {
      Val vx = decode(f, lhs[i]), vy = decode(f, rhs[i]);
      constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
      double xv = vx.nan ? kNaN : vx.value, yv = vy.nan ? kNaN : vy.value;
      bool decided;
      Expect e = reference2(f, b.ref, xv, yv, &decided);
      if (!decided) {
        bad.add(std::string(b.op) + "(" + hex(xv) + ", " + hex(yv) + ") on " + f.name + ": undecided reference");
        continue;
      }
      uint64_t got = r.floatBits(static_cast<int64_t>(i));
      ++*checked;
      if (!matches(f, e, got))
        bad.add(std::string(b.op) + "(" + hex(xv) + ", " + hex(yv) + ") on " + f.name + ": expected " +
                describe(e) + ", got " + hex(decode(f, got).value) + (decode(f, got).nan ? " (NaN)" : ""));
    }
    EXPECT_EQ(bad.count, 0) << b.op << " on " << f.name;
  }
}

std::string formatName(const testing::TestParamInfo<const Fmt*>& info) { return info.param->name; }

// ------------------------------------------- every encoding, formats <= 16 bits

class SmallFormat : public testing::TestWithParam<const Fmt*> {};

TEST_P(SmallFormat, EveryUnaryOpOnEveryEncoding) {
  const Fmt& f = *GetParam();
  std::vector<uint64_t> all(size_t{1} << f.totalBits());
  for (size_t i = 0; i < all.size(); ++i) all[i] = i;
  int checked = 0;
  checkUnary(f, all, &checked);
  EXPECT_EQ(checked, static_cast<int>(all.size() * unaryOps().size()));
}

// Every pair for formats of at most 8 bits; for bf16 and f16, 2^16 random
// pairs plus every pair of special and boundary values.
TEST_P(SmallFormat, EveryBinaryOpOnEveryPairOrASample) {
  const Fmt& f = *GetParam();
  std::vector<uint64_t> lhs, rhs;
  size_t size = size_t{1} << f.totalBits();
  if (f.totalBits() <= 8) {
    for (size_t a = 0; a < size; ++a)
      for (size_t b = 0; b < size; ++b) lhs.push_back(a), rhs.push_back(b);
  } else {
    std::mt19937_64 rng(f.totalBits() * 7919 + f.exponentBits);
    for (int i = 0; i < (1 << 16); ++i) lhs.push_back(rng() % size), rhs.push_back(rng() % size);
    // zeros, ones, smallest subnormal and normal, largest, infinities, NaN
    std::vector<uint64_t> special;
    uint64_t signBit = uint64_t{1} << (f.totalBits() - 1);
    for (uint64_t b : {uint64_t{0}, uint64_t{1}, uint64_t{1} << f.mantissaBits,
                       static_cast<uint64_t>(f.bias) << f.mantissaBits, (f.exponentMask() - 1) << f.mantissaBits,
                       ((f.exponentMask() - 1) << f.mantissaBits) | f.mantissaMask(), f.exponentMask() << f.mantissaBits,
                       (f.exponentMask() << f.mantissaBits) | 1})
      special.push_back(b), special.push_back(b | signBit);
    for (uint64_t a : special)
      for (uint64_t b : special) lhs.push_back(a), rhs.push_back(b);
  }
  int checked = 0;
  checkBinary(f, lhs, rhs, &checked);
  EXPECT_EQ(checked, static_cast<int>(lhs.size() * binaryOps().size()));
}

INSTANTIATE_TEST_SUITE_P(CorrectRounding, SmallFormat, testing::ValuesIn(kSmallFormats), formatName);

// tf32 has 2^19 encodings: 2^15 random ones (plus the specials among them).
TEST(CorrectRounding, Tf32Sampled) {
  std::mt19937_64 rng(19);
  std::vector<uint64_t> x, y;
  for (int i = 0; i < (1 << 15); ++i) x.push_back(rng() % (1 << 19)), y.push_back(rng() % (1 << 19));
  int checked = 0;
  checkUnary(kTF32, x, &checked);
  checkBinary(kTF32, x, y, &checked);
  EXPECT_GT(checked, 0);
}

// ------------------------------------------------------------- f32 and f64

// Random inputs per function: a third random encodings, a third in the
// function's interesting range, a third of small magnitude.
double randomInput(const std::string& op, bool f64, std::mt19937_64& rng, int which) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * unit(rng); };
  auto logUniform = [&](int lo, int hi) {  // +-2^[lo, hi)
    double v = std::ldexp(1.0 + unit(rng), static_cast<int>(rng() % (hi - lo)) + lo);
    return (rng() & 1) ? v : -v;
  };
  double v;
  if (which == 0) {
    if (f64) {
      uint64_t b = rng();
      std::memcpy(&v, &b, 8);
    } else {
      uint32_t b = static_cast<uint32_t>(rng());
      float fv;
      std::memcpy(&fv, &b, 4);
      v = fv;
    }
  } else if (which == 1) {
    double big = f64 ? 745 : 104;
    if (op == "exponential" || op == "logistic" || op == "exponential_minus_one") v = uniform(-big, big * 0.96);
    else if (op == "log" || op == "sqrt" || op == "rsqrt" || op == "cbrt") v = std::fabs(logUniform(f64 ? -1074 : -149, f64 ? 1024 : 128));
    else if (op == "log_plus_one") v = uniform(-1, 4);
    else if (op == "sine" || op == "cosine" || op == "tan") v = (rng() % 4 == 0) ? logUniform(0, f64 ? 1000 : 120) : uniform(-10, 10);
    else if (op == "tanh") v = uniform(-20, 20);
    else v = logUniform(-40, 40);
  } else {
    v = logUniform(-60, 1);
  }
  return f64 ? v : static_cast<float>(v);
}

int64_t randomCases() {
  if (const char* s = std::getenv("HLOREF_CR_CASES")) return std::max<int64_t>(1000, std::atoll(s));
  return 1000000;
}

double cpuSeconds() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// Runs the unary and binary ops on f32 and f64 tensors of the given values
// and compares each element with the reference. Returns the cases checked.
int64_t checkWide(const Fmt& f, const std::vector<double>& xs, const std::vector<double>& ys,
                  const std::vector<std::string>& only = {}) {
  Runner runner;
  int64_t n = static_cast<int64_t>(xs.size());
  Tensor x(tensorType(n, f.type)), y(tensorType(n, f.type));
  for (int64_t i = 0; i < n; ++i) x.setFloatValue(i, xs[i]), y.setFloatValue(i, ys[i]);
  auto wanted = [&](const char* op) {
    return only.empty() || std::find(only.begin(), only.end(), op) != only.end();
  };
  int64_t checked = 0;
  for (const UnaryOp& u : unaryOps()) {
    if (!wanted(u.op)) continue;
    Tensor r = runner.run(u.op, {x});
    Mismatches bad;
    for (int64_t i = 0; i < n; ++i) {
      bool decided;
      Expect e = reference1(f, u.ref, x.floatValue(i), &decided);
      ++checked;
      if (!decided) bad.add(std::string(u.op) + "(" + hex(x.floatValue(i)) + "): undecided reference");
      else if (!matches(f, e, r.floatBits(i)))
        bad.add(std::string(u.op) + "(" + hex(x.floatValue(i)) + ") on " + f.name + ": expected " + describe(e) +
                ", got " + hex(r.floatValue(i)));
    }
    EXPECT_EQ(bad.count, 0) << u.op << " on " << f.name;
  }
  for (const BinaryOp& b : binaryOps()) {
    if (!wanted(b.op)) continue;
    Tensor r = runner.run(b.op, {x, y});
    Mismatches bad;
    for (int64_t i = 0; i < n; ++i) {
      bool decided;
      Expect e = reference2(f, b.ref, x.floatValue(i), y.floatValue(i), &decided);
      ++checked;
      if (!decided) bad.add(std::string(b.op) + ": undecided reference");
      else if (!matches(f, e, r.floatBits(i)))
        bad.add(std::string(b.op) + "(" + hex(x.floatValue(i)) + ", " + hex(y.floatValue(i)) + ") on " + f.name +
                ": expected " + describe(e) + ", got " + hex(r.floatValue(i)));
    }
    EXPECT_EQ(bad.count, 0) << b.op << " on " << f.name;
  }
  return checked;
}

// At least 10^6 random cases (HLOREF_CR_CASES), spread evenly over the
// transcendental ops (12 unary, atan2, power) on f32 and f64.
TEST(CorrectRounding, RandomF32AndF64AgainstMpfr) {
  double start = cpuSeconds();
  int64_t total = randomCases();
  const std::vector<std::string> ops = {"rsqrt", "cbrt", "exponential", "exponential_minus_one", "log",
                                        "log_plus_one", "logistic", "sine", "cosine", "tan", "tanh", "atan2",
                                        "power", "sqrt"};
  int64_t perOp = total / (2 * static_cast<int64_t>(ops.size())) + 1;
  std::mt19937_64 rng(2024);
  int64_t checked = 0;
  exact::Counters before = exact::counters();
  for (const Fmt* f : {&kF32, &kF64}) {
    bool f64 = f == &kF64;
    for (const std::string& op : ops) {
      std::vector<double> xs, ys;
      for (int64_t i = 0; i < perOp; ++i) {
        int which = static_cast<int>(i % 3);
        if (op == "power") {
          // bases of every magnitude; exponents small, integral, halves, large
          double x = randomInput("log", f64, rng, which);
          if (rng() % 4 == 0) x = -x;
          double y;
          switch (rng() % 4) {
            case 0: y = static_cast<double>(static_cast<int>(rng() % 41) - 20); break;
            case 1: y = static_cast<double>(static_cast<int>(rng() % 41) - 20) / 2; break;
            case 2: y = randomInput("other", f64, rng, 2); break;
            default: y = randomInput("other", f64, rng, which); break;
          }
          if (!f64) y = static_cast<float>(y);
          xs.push_back(x), ys.push_back(y);
        } else {
          xs.push_back(randomInput(op, f64, rng, which));
          ys.push_back(randomInput(op, f64, rng, (which + 1) % 3));
        }
      }
      checked += checkWide(*f, xs, ys, {op});
    }
  }
  exact::Counters after = exact::counters();
  double seconds = cpuSeconds() - start;
  std::printf("[ info ] %lld random f32/f64 cases checked in %.1f s CPU; %llu of %llu evaluations fell back to MPFR\n",
              static_cast<long long>(checked), seconds,
              static_cast<unsigned long long>(after.fallbacks - before.fallbacks),
              static_cast<unsigned long long>(after.evaluations - before.evaluations));
  EXPECT_GE(checked, total);
}

// The arithmetic ops on f32 (a binary64 operation rounded once more) and f64
// (hardware): random operands.
TEST(CorrectRounding, ArithmeticOnF32AndF64) {
  std::mt19937_64 rng(77);
  for (const Fmt* f : {&kF32, &kF64}) {
    std::vector<double> xs, ys;
    for (int i = 0; i < 20000; ++i) {
      xs.push_back(randomInput("x", f == &kF64, rng, i % 3));
      ys.push_back(randomInput("x", f == &kF64, rng, (i / 3) % 3));
    }
    checkWide(*f, xs, ys, {"abs", "add", "subtract", "multiply", "divide", "remainder"});
  }
}

// ------------------------------------------------------------ hard cases

// How close the exact value is to a midpoint of the format: |fraction of
// the value in ulps - 1/2| (0: on a midpoint; 1/2: on a representable
// value).
template <class Call>
double midpointDistance(const Fmt& f, Call call) {
  mpfr_t r, s;
  mpfr_inits2(400, r, s, static_cast<mpfr_ptr>(nullptr));
  call(r);
  double d = 1;
  if (mpfr_regular_p(r)) {
    long e = std::max<long>(mpfr_get_exp(r) - 1, 1 - f.bias) - f.mantissaBits;
    mpfr_abs(s, r, MPFR_RNDN);
    mpfr_mul_2si(s, s, -e, MPFR_RNDN);
    mpfr_frac(s, s, MPFR_RNDN);
    mpfr_sub_d(s, s, 0.5, MPFR_RNDN);
    d = std::fabs(mpfr_get_d(s, MPFR_RNDN));
  }
  mpfr_clears(r, s, static_cast<mpfr_ptr>(nullptr));
  return d;
}

int refLogit(mpfr_ptr r, mpfr_srcptr m, mpfr_rnd_t rnd) {  // log(m / (1 - m))
  mpfr_t t;
  mpfr_init2(t, mpfr_get_prec(r));
  mpfr_ui_sub(t, 1, m, MPFR_RNDN);
  mpfr_div(t, m, t, MPFR_RNDN);
  int ternary = mpfr_log(r, t, rnd);
  mpfr_clear(t);
  return ternary;
}

// Hard-to-round cases by construction: for a function f whose condition
// number |x f'(x) / f(x)| is tiny somewhere (exp near 0, cos near 0, sin
// near pi/2, tanh and logistic near 1, logistic near 1/2, expm1 near -1,
// atan near pi/2, pow with a tiny exponent), take a midpoint m of the
// format there and the input x nearest to f^-1(m): f(x) is then within a
// tiny fraction of an ulp of m. Also exact midpoints of pow (odd integers
// of ceil(p/2) + 1 bits squared), and, for f64, two cases from the
// literature: exp(7.5417527749959590085206221e-10), within 2^-58.6 ulp of
// a midpoint, and Lefevre and Muller's worst case of log for directed
// rounding (x = 1.0110001010101000100001100001001101100010100110110110 *
// 2^678, whose log lies within 2^-60 ulp of a double: easy to nearest, but
// an approximation must still land on the right side).
struct HardCase {
  std::string op;
  double x, y;
};

std::vector<HardCase> hardCases(const Fmt& f) {
  int p = f.mantissaBits + 1;
  std::vector<HardCase> cases;
  mpfr_t m, t;
  mpfr_inits2(400, m, t, static_cast<mpfr_ptr>(nullptr));
  auto nearest = [&](mpfr_srcptr v) {  // the format's value nearest v (no subnormals here)
    mpfr_t r;
    mpfr_init2(r, p);
    mpfr_set(r, v, MPFR_RNDN);
    double d = mpfr_get_d(r, MPFR_RNDN);
    mpfr_clear(r);
    return d;
  };
  auto inverse = [&](const char* op, Ref1 g, double y) {
    g(t, m, MPFR_RNDN);
    if (mpfr_number_p(t)) cases.push_back({op, nearest(t), y});
  };
  auto midpoint = [&](double base, long oddNumerator, int exponent) {  // base + odd * 2^exponent
    mpfr_set_si(m, oddNumerator, MPFR_RNDN);
    mpfr_mul_2si(m, m, exponent, MPFR_RNDN);
    mpfr_add_d(m, m, base, MPFR_RNDN);
  };
  for (long j = 0; j < 48; ++j) {
    long odd = 2 * j + 1;
    midpoint(1.0, odd, -p);  // above 1 (ulp 2^(1-p))
    inverse("exponential", mpfr_log, 1.0);
    {
      // pow(x, y) = m for y = 2^(4-p): x = m^(1/y) = e^(log(m) / y)
      double y = std::ldexp(1.0, 4 - p);
      mpfr_log(t, m, MPFR_RNDN);
      mpfr_mul_2si(t, t, p - 4, MPFR_RNDN);
      mpfr_exp(t, t, MPFR_RNDN);
      cases.push_back({"power", nearest(t), y});
    }
    midpoint(1.0, -odd, -p - 1);  // below 1 (ulp 2^-p)
    inverse("exponential", mpfr_log, 1.0);
    inverse("cosine", mpfr_acos, 1.0);
    inverse("sine", mpfr_asin, 1.0);
    inverse("tanh", mpfr_atanh, 1.0);
    inverse("logistic", refLogit, 1.0);
    midpoint(0.5, odd, -p - 1);  // above 1/2 (ulp 2^-p)
    inverse("logistic", refLogit, 1.0);
    midpoint(-1.0, odd, -p - 1);  // above -1
    inverse("exponential_minus_one", mpfr_log1p, 1.0);
    // below pi/2 (ulp 2^(1-p)): atan2(x, 1) = atan(x)
    mpfr_const_pi(m, MPFR_RNDN);
    mpfr_mul_2si(m, m, p - 2, MPFR_RNDN);  // pi/2 * 2^(p-1)
    mpfr_floor(m, m);
    mpfr_sub_si(m, m, j + 1, MPFR_RNDN);
    mpfr_mul_2si(m, m, 1, MPFR_RNDN);
    mpfr_add_ui(m, m, 1, MPFR_RNDN);
    mpfr_mul_2si(m, m, -p, MPFR_RNDN);
    inverse("atan2", mpfr_tan, 1.0);
  }
  mpfr_clears(m, t, static_cast<mpfr_ptr>(nullptr));
  // pow: exact midpoints. f64: odd 27-bit integers squared into [2, 4);
  // f32: odd 13-bit integers squared into [1, 2).
  int half = p == 53 ? 26 : 12;
  double lo = p == 53 ? std::ldexp(std::sqrt(2.0), half) : std::ldexp(1.0, half);
  double hi = p == 53 ? std::ldexp(1.0, half + 1) : std::ldexp(std::sqrt(2.0), half);
  for (double odd = std::floor(hi) - (std::fmod(std::floor(hi), 2.0) == 0 ? 1 : 0), k = 0; odd > lo && k < 200; odd -= 2, ++k)
    cases.push_back({"power", std::ldexp(odd, -half), 2.0});
  if (p == 24) {
    // The inputs closest to a midpoint among every 16th f32 encoding (a
    // scan of 2^28 inputs per function; the distance of the closest in the
    // comment).
    const std::pair<const char*, std::vector<uint32_t>> scanned[] = {
        {"exponential", {0xb3000000, 0x33800000, 0xb6b50020, 0xb3c00000, 0x3a3ffa00, 0xbadd0ab0, 0x3734ffc0, 0xbe715290}},  // 2^-27.0
        {"exponential_minus_one", {0xb3800000, 0x34000000, 0xbcde0d30, 0xbcd475d0, 0x349cc470, 0xb7663350, 0x3f326e60, 0xb79153e0}},  // 2^-26.6
        {"log", {0x66a8c860, 0x3bf86ef0, 0x22f6d580, 0x44bc4360, 0x6a2510d0, 0x7a708b30, 0x195a8a50, 0x3fdc4750}},  // 2^-31.1
        {"log_plus_one", {0x66a8c860, 0x37c6e0e0, 0xba800b50, 0x3cf58230, 0x44bc2360, 0x52fa32c0, 0x6a2510d0, 0x7a708b30}},  // 2^-31.1
        {"logistic", {0xb3800000, 0x34000000, 0xb4400000, 0x34c00000, 0xb4a00000, 0xb4e00000, 0x35200000, 0xb5100000}},  // 2^-52.6
        {"sine", {0x6446cec0, 0xe446cec0, 0x616d8730, 0xe16d8730, 0x401f2100, 0xc01f2100, 0x75a6a9d0, 0xf5a6a9d0}},  // 2^-28.3
        {"cosine", {0x5922aa80, 0xd922aa80, 0x39800000, 0xb9800000, 0x4b511330, 0xcb511330, 0x6e1b06c0, 0xee1b06c0}},  // 2^-29.5
        {"tan", {0x5f3c8e00, 0xdf3c8e00, 0x7dee4a30, 0xfdee4a30, 0x3d7f15c0, 0xbd7f15c0, 0x642677d0, 0xe42677d0}},  // 2^-24.5
        {"tanh", {0x40acb4d0, 0xc0acb4d0, 0x3c4e34b0, 0xbc4e34b0, 0x3ca1e990, 0xbca1e990, 0x3e82a780, 0xbe82a780}},  // 2^-25.2
        {"rsqrt", {0x00ed3230, 0x01ed3230, 0x02ed3230, 0x03ed3230, 0x04ed3230, 0x05ed3230, 0x06ed3230, 0x07ed3230}},  // 2^-23.5
        {"cbrt", {0x00b7d5d0, 0x0237d5d0, 0x03b7d5d0, 0x0537d5d0, 0x06b7d5d0, 0x0837d5d0, 0x09b7d5d0, 0x0b37d5d0}},  // 2^-22.0
    };
    for (const auto& [op, list] : scanned)
      for (uint32_t bits : list) {
        float v;
        std::memcpy(&v, &bits, 4);
        cases.push_back({op, v, 1.0});
      }
  }
  if (p == 53) {
    double lefevre = std::ldexp(static_cast<double>(0b10110001010101000100001100001001101100010100110110110ULL), 678 - 52);
    cases.push_back({"log", lefevre, 1.0});
    cases.push_back({"exponential", 7.5417527749959590085206221e-10, 1.0});
  }
  return cases;
}

void checkHardCases(const Fmt& f) {
  std::vector<HardCase> cases = hardCases(f);
  // f32 inputs carry 24 bits: the constructions land within about
  // condition number x 2^-24 relative of the midpoint.
  double threshold = f.mantissaBits == 52 ? 0x1p-20 : 0x1p-12;
  int veryHard = 0;
  for (const HardCase& c : cases) {
    double d = 1;
    for (const UnaryOp& u : unaryOps())
      if (c.op == u.op)
        d = midpointDistance(f, [&](mpfr_ptr r) {
          mpfr_t x;
          mpfr_init2(x, 53);
          mpfr_set_d(x, c.x, MPFR_RNDN);
          u.ref(r, x, MPFR_RNDN);
          mpfr_clear(x);
        });
    for (const BinaryOp& b : binaryOps())
      if (c.op == b.op)
        d = midpointDistance(f, [&](mpfr_ptr r) {
          mpfr_t x, y;
          mpfr_inits2(53, x, y, static_cast<mpfr_ptr>(nullptr));
          mpfr_set_d(x, c.x, MPFR_RNDN);
          mpfr_set_d(y, c.y, MPFR_RNDN);
          b.ref(r, x, y, MPFR_RNDN);
          mpfr_clears(x, y, static_cast<mpfr_ptr>(nullptr));
        });
    if (d < threshold) ++veryHard;
  }
  std::printf("[ info ] %s: %d of %zu hard cases lie within 2^%d ulp of a midpoint\n", f.name, veryHard, cases.size(),
              std::ilogb(threshold));
  EXPECT_GT(veryHard, static_cast<int>(cases.size()) * 3 / 4);
  std::vector<std::string> ops;
  for (const HardCase& c : cases)
    if (std::find(ops.begin(), ops.end(), c.op) == ops.end()) ops.push_back(c.op);
  for (const std::string& op : ops) {
    std::vector<double> xs, ys;
    for (const HardCase& c : cases)
      if (c.op == op) xs.push_back(c.x), ys.push_back(c.y);
    checkWide(f, xs, ys, {op});
  }
}

TEST(CorrectRounding, HardCasesF64) { checkHardCases(kF64); }
TEST(CorrectRounding, HardCasesF32) { checkHardCases(kF32); }

// ------------------------------------------------------------- complex

// Complex arithmetic at high precision for the reference (the precision
// grows until two evaluations agree after rounding).
mpfr_prec_t kComplexPrecision = 1000;

struct Z {
  mpfr_t re, im;
  Z() { mpfr_inits2(kComplexPrecision, re, im, static_cast<mpfr_ptr>(nullptr)); }
  explicit Z(std::complex<double> v) : Z() {
    mpfr_set_d(re, v.real(), MPFR_RNDN);
    mpfr_set_d(im, v.imag(), MPFR_RNDN);
  }
  ~Z() { mpfr_clears(re, im, static_cast<mpfr_ptr>(nullptr)); }
  Z(const Z& o) : Z() {
    mpfr_set(re, o.re, MPFR_RNDN);
    mpfr_set(im, o.im, MPFR_RNDN);
  }
  Z& operator=(const Z& o) {
    mpfr_set(re, o.re, MPFR_RNDN);
    mpfr_set(im, o.im, MPFR_RNDN);
    return *this;
  }
};
struct R {  // a real temporary
  mpfr_t v;
  R() { mpfr_init2(v, kComplexPrecision); }
  ~R() { mpfr_clear(v); }
};

Z zmul(const Z& a, const Z& b) {
  Z r;
  mpfr_fmms(r.re, a.re, b.re, a.im, b.im, MPFR_RNDN);
  mpfr_fmma(r.im, a.re, b.im, a.im, b.re, MPFR_RNDN);
  return r;
}
Z zadd(const Z& a, const Z& b) {
  Z r;
  mpfr_add(r.re, a.re, b.re, MPFR_RNDN);
  mpfr_add(r.im, a.im, b.im, MPFR_RNDN);
  return r;
}
Z zdiv(const Z& a, const Z& b) {
  Z r;
  R den;
  mpfr_fmma(den.v, b.re, b.re, b.im, b.im, MPFR_RNDN);
  mpfr_fmma(r.re, a.re, b.re, a.im, b.im, MPFR_RNDN);
  mpfr_fmms(r.im, a.im, b.re, a.re, b.im, MPFR_RNDN);
  mpfr_div(r.re, r.re, den.v, MPFR_RNDN);
  mpfr_div(r.im, r.im, den.v, MPFR_RNDN);
  return r;
}
Z zpolar(mpfr_srcptr modulus, mpfr_srcptr angle) {
  Z r;
  R s, c;
  mpfr_sin_cos(s.v, c.v, angle, MPFR_RNDN);
  mpfr_mul(r.re, modulus, c.v, MPFR_RNDN);
  mpfr_mul(r.im, modulus, s.v, MPFR_RNDN);
  return r;
}
Z zexp(const Z& z) {
  R m;
  mpfr_exp(m.v, z.re, MPFR_RNDN);
  return zpolar(m.v, z.im);
}
Z zlog(const Z& z) {
  Z r;
  mpfr_hypot(r.re, z.re, z.im, MPFR_RNDN);
  mpfr_log(r.re, r.re, MPFR_RNDN);
  mpfr_atan2(r.im, z.im, z.re, MPFR_RNDN);
  return r;
}
// principal z^(1/n) and z^(-1/2) by the polar form
Z zroot(const Z& z, double power) {
  R m, a;
  mpfr_hypot(m.v, z.re, z.im, MPFR_RNDN);
  mpfr_log(m.v, m.v, MPFR_RNDN);
  mpfr_mul_d(m.v, m.v, power, MPFR_RNDN);
  mpfr_exp(m.v, m.v, MPFR_RNDN);
  mpfr_atan2(a.v, z.im, z.re, MPFR_RNDN);
  mpfr_mul_d(a.v, a.v, power, MPFR_RNDN);
  return zpolar(m.v, a.v);
}
Z zsinOrCos(const Z& z, bool sine) {
  // e^(iz) and e^(-iz)
  Z iz;
  mpfr_neg(iz.re, z.im, MPFR_RNDN);
  mpfr_set(iz.im, z.re, MPFR_RNDN);
  Z minusIz;
  mpfr_neg(minusIz.re, iz.re, MPFR_RNDN);
  mpfr_neg(minusIz.im, iz.im, MPFR_RNDN);
  Z p = zexp(iz), q = zexp(minusIz);
  Z r;
  if (sine) {  // (p - q) / 2i
    mpfr_sub(r.im, q.re, p.re, MPFR_RNDN);
    mpfr_sub(r.re, p.im, q.im, MPFR_RNDN);
  } else {  // (p + q) / 2
    mpfr_add(r.re, p.re, q.re, MPFR_RNDN);
    mpfr_add(r.im, p.im, q.im, MPFR_RNDN);
  }
  mpfr_div_2ui(r.re, r.re, 1, MPFR_RNDN);
  mpfr_div_2ui(r.im, r.im, 1, MPFR_RNDN);
  return r;
}

// The textbook definitions, at kComplexPrecision bits.
Z complexReference(const std::string& op, std::complex<double> xv, std::complex<double> yv) {
  Z x(xv), y(yv), one(std::complex<double>(1, 0));
  if (op == "exponential") return zexp(x);
  if (op == "exponential_minus_one") {
    Z e = zexp(x);
    mpfr_sub_ui(e.re, e.re, 1, MPFR_RNDN);
    return e;
  }
  if (op == "log") return zlog(x);
  if (op == "log_plus_one") {  // the spec: log(hypot(a + 1, b)) + i atan2(b, a + 1)
    Z u = x, r;
    mpfr_add_ui(u.re, x.re, 1, MPFR_RNDN);
    mpfr_hypot(r.re, u.re, x.im, MPFR_RNDN);
    mpfr_log(r.re, r.re, MPFR_RNDN);
    mpfr_atan2(r.im, x.im, u.re, MPFR_RNDN);
    return r;
  }
  if (op == "logistic") {
    Z minus;
    mpfr_neg(minus.re, x.re, MPFR_RNDN);
    mpfr_neg(minus.im, x.im, MPFR_RNDN);
    return zdiv(one, zadd(one, zexp(minus)));
  }
  if (op == "sine") return zsinOrCos(x, true);
  if (op == "cosine") return zsinOrCos(x, false);
  if (op == "tan") return zdiv(zsinOrCos(x, true), zsinOrCos(x, false));
  if (op == "tanh") {  // (e^2z - 1) / (e^2z + 1)
    Z e = zexp(zadd(x, x)), num = e, den = e;
    mpfr_sub_ui(num.re, num.re, 1, MPFR_RNDN);
    mpfr_add_ui(den.re, den.re, 1, MPFR_RNDN);
    return zdiv(num, den);
  }
  if (op == "sqrt") return zroot(x, 0.5);
  if (op == "rsqrt") return zroot(x, -0.5);
  if (op == "cbrt") {
    R m, a;  // cbrt|x| e^(i arg(x) / 3)
    mpfr_hypot(m.v, x.re, x.im, MPFR_RNDN);
    mpfr_cbrt(m.v, m.v, MPFR_RNDN);
    mpfr_atan2(a.v, x.im, x.re, MPFR_RNDN);
    mpfr_div_ui(a.v, a.v, 3, MPFR_RNDN);
    return zpolar(m.v, a.v);
  }
  if (op == "power") return zexp(zmul(y, zlog(x)));
  if (op == "atan2") {  // atan2(x, y) = -i log((y + i x) / sqrt(y^2 + x^2))
    Z ix;
    mpfr_neg(ix.re, x.im, MPFR_RNDN);
    mpfr_set(ix.im, x.re, MPFR_RNDN);
    Z l = zlog(zdiv(zadd(y, ix), zroot(zadd(zmul(y, y), zmul(x, x)), 0.5)));
    Z r;
    mpfr_set(r.re, l.im, MPFR_RNDN);
    mpfr_neg(r.im, l.re, MPFR_RNDN);
    return r;
  }
  ADD_FAILURE() << "no reference for " << op;
  return Z();
}

// The reference rounded to the part format: evaluated at 1000 bits, then
// at 4x the precision until two consecutive evaluations round alike (the
// textbook formulas cancel where a part is tiny beside the other).
std::pair<Expect, Expect> complexExpected(const Fmt& part, const std::string& op, std::complex<double> x,
                                          std::complex<double> y) {
  std::pair<Expect, Expect> previous{{Expect::NaN}, {Expect::NaN}};
  for (mpfr_prec_t p = 1000; p <= 64000; p *= 4) {
    kComplexPrecision = p;
    Z ref = complexReference(op, x, y);
    std::pair<Expect, Expect> current{roundExact(part, ref.re), roundExact(part, ref.im)};
    auto same = [](const Expect& a, const Expect& b) {  // zeros of either sign alike
      return sameExpect(a, b) || (a.kind == Expect::Value && b.kind == Expect::Value && a.value == 0 && b.value == 0);
    };
    if (p > 1000 && same(current.first, previous.first) && same(current.second, previous.second)) {
      kComplexPrecision = 1000;
      return current;
    }
    previous = current;
  }
  kComplexPrecision = 1000;
  ADD_FAILURE() << "complex reference undecided for " << op;
  return previous;
}

// Runs every complex op on the operands and compares each part with the
// reference (the sign of a zero part is checked by the next test).
void checkComplex(ET et, const std::vector<std::complex<double>>& xs, const std::vector<std::complex<double>>& ys,
                  bool withAtan2 = true) {
  const Fmt& part = et == ET::C64 ? kF32 : kF64;
  const std::vector<std::string> ops = {"exponential", "exponential_minus_one", "log", "log_plus_one", "logistic",
                                        "sine", "cosine", "tan", "tanh", "sqrt", "rsqrt", "cbrt", "power", "atan2"};
  Runner runner;
  int n = static_cast<int>(xs.size());
  Tensor x(tensorType(n, et)), y(tensorType(n, et));
  for (int i = 0; i < n; ++i) x.setComplexValue(i, xs[i]), y.setComplexValue(i, ys[i]);
  for (const std::string& op : ops) {
    if (op == "atan2" && !withAtan2) continue;
    bool binary = op == "power" || op == "atan2";
    Tensor r = binary ? runner.run(op, {x, y}) : runner.run(op, {x});
    Mismatches bad;
    for (int i = 0; i < n; ++i) {
      auto [re, im] = complexExpected(part, op, x.complexValue(i), y.complexValue(i));
      std::complex<double> got = r.complexValue(i);
      auto ok = [&](const Expect& e, double v) {
        return e.kind == Expect::Value && e.value == v && (e.value == 0 || std::signbit(e.value) == std::signbit(v));
      };
      if (!ok(re, got.real()) || !ok(im, got.imag())) {
        std::ostringstream s;
        s << op << std::hexfloat << "(" << x.complexValue(i);
        if (binary) s << ", " << y.complexValue(i);
        s << ") on " << elementTypeName(et) << ": expected (" << describe(re) << ", " << describe(im) << "), got "
          << got;
        bad.add(s.str());
      }
    }
    EXPECT_EQ(bad.count, 0) << op << " on " << elementTypeName(et);
  }
}

// Random complex operands for every complex op: parts of moderate size,
// then parts mixing zeros, tiny (subnormal) and large values. Operands
// where a function has a pole or a singular point are left out (the C
// evaluation decides those).
TEST(CorrectRounding, ComplexAgainstHighPrecision) {
  std::mt19937_64 rng(5);
  exact::Counters before = exact::counters();
  for (ET et : {ET::C64, ET::C128}) {
    bool c64 = et == ET::C64;
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    auto narrow = [&](double v) { return c64 ? static_cast<double>(static_cast<float>(v)) : v; };
    auto moderate = [&]() {
      double v = unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % 12) - 6);
      if (rng() % 5 == 0) v = unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % 60) - 40);
      return narrow(v == 0 ? 0.5 : v);
    };
    auto mixed = [&]() {
      switch (rng() % 5) {
        case 0: return rng() % 2 ? 0.0 : -0.0;
        case 1: return narrow(unit(rng) * std::ldexp(1.0, c64 ? -135 : -1060));  // subnormal
        case 2: return narrow(unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % 9)));  // up to 256
        default: return moderate();
      }
    };
    for (int round = 0; round < 2; ++round) {
      std::vector<std::complex<double>> xs, ys;
      while (xs.size() < 300) {
        std::complex<double> x = round == 0 ? std::complex<double>(moderate(), moderate()) : std::complex<double>(mixed(), mixed());
        std::complex<double> y = round == 0 ? std::complex<double>(moderate(), moderate()) : std::complex<double>(mixed(), mixed());
        // poles and singular points: log 0, log1p -1, rsqrt 0, pow 0^y,
        // atan2 where x^2 + y^2 = 0 (y = +-ix); tiny parts pushed to pi/2
        // poles of tan by huge imaginary parts are fine.
        if (x == std::complex<double>(0, 0) || x == std::complex<double>(-1, 0)) continue;
        std::complex<double> v = x * x + y * y;
        if (std::abs(v) < 1e-3 * (std::norm(x) + std::norm(y))) continue;
        xs.push_back(x), ys.push_back(y);
      }
      // Zero parts put atan2's intermediate values on branch cuts, where the
      // signs of zeros decide (see the next test); not for this reference.
      checkComplex(et, xs, ys, round == 0);
    }
  }
  exact::Counters after = exact::counters();
  std::printf("[ info ] complex: %llu interval evaluations, %llu decided by MPFR intervals (%llu precision "
              "increases), %llu unresolved\n",
              static_cast<unsigned long long>(after.complexEvaluations - before.complexEvaluations),
              static_cast<unsigned long long>(after.complexFallbacks - before.complexFallbacks),
              static_cast<unsigned long long>(after.complexRetries - before.complexRetries),
              static_cast<unsigned long long>(after.unresolved - before.unresolved));
  EXPECT_EQ(after.unresolved, before.unresolved);
}

// Exact complex values and the conventions on the axes: exact parts come
// out exact, zeros keep the C library's signs.
TEST(CorrectRounding, ComplexExactValuesAndSpecialCases) {
  Runner runner;
  using C = std::complex<double>;
  struct Case {
    const char* op;
    C x, y, expected;
  };
  const Case cases[] = {
      {"sqrt", C(3, 4), C(), C(2, 1)},
      {"sqrt", C(-4, 0), C(), C(0, 2)},
      {"sqrt", C(-4, -0.0), C(), C(0, -2)},
      {"cbrt", C(8, 0), C(), C(2, 0)},
      {"exponential", C(0, 0), C(), C(1, 0)},
      {"exponential", C(0, -0.0), C(), C(1, -0.0)},
      {"log", C(1, 0), C(), C(0, 0)},
      {"logistic", C(0, 0), C(), C(0.5, 0)},
      {"rsqrt", C(4, 0), C(), C(0.5, 0)},
      {"tanh", C(0, 0), C(), C(0, 0)},
      {"sine", C(0, 0), C(), C(0, 0)},
      {"power", C(2, 0), C(10, 0), C(1024, 0)},
      {"power", C(1.5, 0), C(2, 0), C(2.25, 0)},
      {"power", C(-2, 0), C(3, 0), C(-8, 0)},
      {"power", C(0, 1), C(2, 0), C(-1, 0)},
      {"power", C(5, 7), C(0, 0), C(1, 0)},
  };
  // atan2 on branch cuts: the signs of zeros choose the branch as the C
  // evaluation of -i log((x + i y) / sqrt(x^2 + y^2)) does.
  const C i(0.0, 1.0);
  for (auto [y, x] : {std::pair{C(2.19, 0.0), C(-0.0, -12.68)}, std::pair{C(2.19, -0.0), C(0.0, -12.68)},
                      std::pair{C(-0.0357, 0.0), C(-0.0, 0.457)}, std::pair{C(0.0, -0.326), C(0.0, -0.85)}}) {
    C c = -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
    Tensor tx(tensorType(1, ET::C128)), ty(tensorType(1, ET::C128));
    tx.setComplexValue(0, y);
    ty.setComplexValue(0, x);
    C got = runner.run("atan2", {tx, ty}).complexValue(0);
    EXPECT_NEAR(got.real(), c.real(), 1e-12) << y << ", " << x;
    EXPECT_NEAR(got.imag(), c.imag(), 1e-12) << y << ", " << x;
  }
  for (ET et : {ET::C64, ET::C128}) {
    for (const Case& c : cases) {
      bool binary = std::string(c.op) == "power" || std::string(c.op) == "atan2";
      Tensor x(tensorType(1, et)), y(tensorType(1, et));
      x.setComplexValue(0, c.x);
      y.setComplexValue(0, c.y);
      Tensor r = binary ? runner.run(c.op, {x, y}) : runner.run(c.op, {x});
      C got = r.complexValue(0);
      EXPECT_EQ(got, c.expected) << c.op << c.x << " on " << elementTypeName(et);
      if (got.real() == 0 && c.expected.real() == 0) {
        EXPECT_EQ(std::signbit(got.real()), std::signbit(c.expected.real())) << c.op << c.x;
      }
      if (got.imag() == 0 && c.expected.imag() == 0) {
        EXPECT_EQ(std::signbit(got.imag()), std::signbit(c.expected.imag())) << c.op << c.x;
      }
    }
  }
}

// The fast paths decide almost every f32 element: at most a few MPFR
// fallbacks per million.
TEST(CorrectRounding, F32FallbackRateIsSmall) {
  std::mt19937_64 rng(3);
  std::vector<float> x(1 << 18), r(x.size());
  std::uniform_real_distribution<float> u(-80.0f, 80.0f);
  for (float& v : x) v = u(rng);
  exact::Counters before = exact::counters();
  for (exact::Function f : {exact::Function::Exp, exact::Function::Sin, exact::Function::Tanh, exact::Function::Log})
    exact::applyF32(f, x.data(), r.data(), x.size());
  exact::Counters after = exact::counters();
  EXPECT_EQ(after.evaluations - before.evaluations, 4 * x.size());
  EXPECT_LT(after.fallbacks - before.fallbacks, 20u);
}

}  // namespace
}  // namespace hloref
