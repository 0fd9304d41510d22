// Tests of the float, complex and conversion ops (convert, bitcast_convert,
// compare, reduce_precision, the rounding ops, the element-wise math ops)
// beyond what the conformance programs express: randomized comparisons with
// independent references (MPFR, a transcription of XLA's reduce-precision,
// IEEE totalOrder from decoded values, a naive bit-string bitcast), and the
// diagnostics of invalid or unsupported calls.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <bit>
#include <cfenv>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "interpreter/evaluator.h"
#include "core/float_format.h"
#include "interpreter/op_registry.h"

namespace hloref {
namespace {

using ET = ElementType;

TensorType tensorType(Shape shape, ElementType et) {
  TensorType t;
  t.shape = std::move(shape);
  t.elementType = et;
  return t;
}

Attribute integer(int64_t v) {
  Attribute a;
  a.kind = Attribute::Kind::Integer;
  a.intValue = v;
  return a;
}

Attribute enumAttr(const std::string& kind, const std::string& text) {
  Attribute a;
  a.kind = Attribute::Kind::Enum;
  a.enumKind = kind;
  a.text = text;
  return a;
}

struct Runner {
  std::unique_ptr<const Program> program = Program::loadOrThrow(std::make_unique<Module>());
  Evaluator evaluator{*program, RunOptions{}};
  Frame frame;

  Tensor run(const std::string& name, std::vector<Tensor> operands, TensorType resultType, AttributeList attributes = {}) {
    Op op;
    op.name = name;
    for (const Tensor& t : operands) op.operandTypes.push_back(Type::tensor(t.type()));
    op.resultTypes = {Type::tensor(std::move(resultType))};
    op.attributes = std::move(attributes);
    op.def = findOpDef(name);
    if (!op.def) throw std::runtime_error("no op " + name);
    std::vector<Value> values(operands.begin(), operands.end());
    OpCall call{op, std::move(values), evaluator, frame};
    auto r = op.def->eval(call);
    EXPECT_EQ(r.size(), 1u);
    return r.at(0).tensor();
  }
  // The message of a run that must fail with a diagnostic.
  std::string error(const std::string& name, std::vector<Tensor> operands, TensorType resultType,
                    AttributeList attributes = {}) {
    try {
      run(name, std::move(operands), std::move(resultType), std::move(attributes));
    } catch (const Error& e) {
      return e.what();
    }
    return "<no error>";
  }
};

// The encoding of element i, whatever the type: integers masked to their width.
uint64_t elementBits(const Tensor& t, int64_t i) {
  ET et = t.elementType();
  if (isFloat(et)) return t.floatBits(i);
  uint64_t v = t.intBits(i);
  int w = bitWidth(et);
  return w == 64 ? v : v & ((uint64_t{1} << w) - 1);
}

// ---------------------------------------------------------------- convert

// Integers -> floats round once to nearest even: compare with MPFR rounding
// the integer to the format's precision (no subnormals: |integer| >= 1).
TEST(Convert, IntegersToFloatsRoundOnce) {
  Runner r;
  std::mt19937_64 rng(42);
  std::vector<int64_t> values;
  for (int i = 0; i < 4000; ++i) {
    int bits = static_cast<int>(rng() % 64) + 1;
    uint64_t v = rng() >> (64 - bits);
    values.push_back(static_cast<int64_t>(v));
    // Ties and near-ties at various precisions, which double rounding gets wrong.
    int k = static_cast<int>(rng() % 50) + 10;
    uint64_t tie = (((rng() >> 40) | 1) << k) + (uint64_t{1} << (k - 1));
    values.push_back(static_cast<int64_t>(tie));
    values.push_back(static_cast<int64_t>(tie + 1));
    values.push_back(-static_cast<int64_t>(tie >> 1));
  }
  values.push_back(std::numeric_limits<int64_t>::min());
  values.push_back(std::numeric_limits<int64_t>::max());
  for (ET source : {ET::SI64, ET::UI64}) {
    Tensor operand(tensorType({static_cast<int64_t>(values.size())}, source));
    for (size_t i = 0; i < values.size(); ++i) operand.setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
    for (ET dest : {ET::F64, ET::F32, ET::TF32, ET::BF16, ET::F16, ET::F8E5M2, ET::F8E4M3FN, ET::F8E4M3FNUZ, ET::F4E2M1FN}) {
      Tensor result = r.run("stablehlo.convert", {operand}, tensorType(operand.shape(), dest));
      const FloatFormat& f = floatFormat(dest);
      mpfr_t m;
      mpfr_init2(m, f.precision());
      for (int64_t i = 0; i < operand.numElements(); ++i) {
        if (source == ET::SI64) mpfr_set_sj(m, static_cast<intmax_t>(operand.intBits(i)), MPFR_RNDN);
        else mpfr_set_uj(m, static_cast<uintmax_t>(operand.intBits(i)), MPFR_RNDN);
        double expected = mpfr_get_d(m, MPFR_RNDN);  // exact: precision <= 53
        if (std::fabs(expected) > f.largestFinite()) continue;  // overflow: covered by the conformance files
        ASSERT_EQ(result.floatValue(i), expected)
            << elementTypeName(source) << " " << operand.intBits(i) << " -> " << elementTypeName(dest);
      }
      mpfr_clear(m);
    }
  }
}

// Floats -> integers: truncation, saturation, NaN -> 0, against a reference
// in long double arithmetic.
TEST(Convert, FloatsToIntegersTruncateAndSaturate) {
  Runner r;
  std::mt19937_64 rng(7);
  Tensor operand(tensorType({5000}, ET::F64));
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    double x = std::ldexp(static_cast<double>(static_cast<int64_t>(rng())) / 9.2e18, static_cast<int>(rng() % 140) - 5);
    if (i % 97 == 0) x = std::numeric_limits<double>::quiet_NaN();
    if (i % 101 == 0) x = -std::numeric_limits<double>::infinity();
    operand.setFloatValue(i, x);
  }
  for (ET dest : {ET::SI2, ET::SI8, ET::SI16, ET::SI32, ET::SI64, ET::UI4, ET::UI8, ET::UI32, ET::UI64}) {
    Tensor result = r.run("stablehlo.convert", {operand}, tensorType(operand.shape(), dest));
    int n = bitWidth(dest);
    long double lo = isSignedInteger(dest) ? -std::ldexp(1.0L, n - 1) : 0.0L;
    long double hi = isSignedInteger(dest) ? std::ldexp(1.0L, n - 1) - 1 : std::ldexp(1.0L, n) - 1;
    for (int64_t i = 0; i < operand.numElements(); ++i) {
      double x = operand.floatValue(i);
      long double t = std::isnan(x) ? 0.0L : std::trunc(static_cast<long double>(x));
      t = std::min(std::max(t, lo), hi);
      uint64_t expected = isSignedInteger(dest) ? static_cast<uint64_t>(static_cast<int64_t>(t))
                                                : static_cast<uint64_t>(t);
      ASSERT_EQ(result.intBits(i), expected) << x << " -> " << elementTypeName(dest);
    }
  }
}

// Float -> float: one rounding from the exact source value. A narrow
// destination from f64 must equal the rounding of the f64 value through
// f32 only when that is exact, so compare with encodeFloat directly.
TEST(Convert, FloatsToFloatsRoundOnce) {
  Runner r;
  std::mt19937_64 rng(3);
  Tensor operand(tensorType({3000}, ET::F64));
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    uint64_t bits = rng();
    // Keep exponents near the narrow formats' ranges, with full mantissas.
    bits = (bits & 0x800FFFFFFFFFFFFFull) | (uint64_t{1023 - 30 + rng() % 60} << 52);
    operand.setFloatBits(i, bits);
  }
  for (ET dest : {ET::F32, ET::BF16, ET::F16, ET::F8E4M3FN, ET::F8E5M2, ET::F8E3M4, ET::F6E3M2FN, ET::F4E2M1FN}) {
    Tensor result = r.run("stablehlo.convert", {operand}, tensorType(operand.shape(), dest));
    for (int64_t i = 0; i < operand.numElements(); ++i)
      ASSERT_EQ(result.floatBits(i), encodeFloat(dest, operand.floatValue(i)));
  }
}

// ------------------------------------------------------- bitcast_convert

// The whole tensor as one little-endian bit string, built element by element.
std::vector<bool> bitString(const Tensor& t) {
  std::vector<bool> s;
  ET et = t.elementType();
  for (int64_t i = 0; i < t.numElements(); ++i) {
    std::vector<uint64_t> lanes;
    int laneBits = bitWidth(et);
    if (isComplex(et)) {
      // The raw parts: going through values would quiet signaling NaNs.
      laneBits /= 2;
      if (et == ET::C64) lanes = {t.data<uint32_t>()[2 * i], t.data<uint32_t>()[2 * i + 1]};
      else lanes = {t.data<uint64_t>()[2 * i], t.data<uint64_t>()[2 * i + 1]};
    } else {
      lanes = {elementBits(t, i)};
    }
    for (uint64_t lane : lanes)
      for (int b = 0; b < laneBits; ++b) s.push_back(((lane >> b) & 1) != 0);
  }
  return s;
}

Tensor randomTensor(Shape shape, ET et, std::mt19937_64& rng) {
  Tensor t(tensorType(std::move(shape), et));
  for (int64_t i = 0; i < t.numElements(); ++i) {
    uint64_t bits = rng();
    if (isFloat(et)) {
      int w = bitWidth(et);
      t.setFloatBits(i, w == 64 ? bits : bits & ((uint64_t{1} << w) - 1));
    } else if (isComplex(et)) {
      // Finite random parts (complexValue would quiet signaling NaNs).
      double re = std::ldexp(static_cast<double>(bits >> 11), -20), im = -std::ldexp(static_cast<double>(bits & 0xFFFF), -3);
      t.setComplexValue(i, {re, im});
    } else {
      t.setIntBits(i, bits);
    }
  }
  return t;
}

TEST(BitcastConvert, AgreesWithANaiveBitString) {
  Runner r;
  std::mt19937_64 rng(11);
  const std::vector<ET> types = {ET::I1,  ET::SI2,  ET::UI2, ET::SI4,      ET::UI4,      ET::F4E2M1FN, ET::SI8,
                                 ET::UI8, ET::F8E4M3FN, ET::F8E8M0FNU, ET::F6E2M3FN, ET::F6E3M2FN, ET::SI16,
                                 ET::BF16, ET::F16, ET::SI32, ET::UI32, ET::F32,  ET::TF32, ET::SI64,
                                 ET::UI64, ET::F64, ET::C64, ET::C128};
  for (ET from : types) {
    for (ET to : types) {
      if (isComplex(from) != isComplex(to)) continue;
      int a = bitWidth(from), b = bitWidth(to);
      if (a % b != 0 && b % a != 0) continue;
      // Big enough to cross the op's chunks.
      Shape shape = {3, 1500};
      if (b > a) shape.push_back(b / a);
      Tensor operand = randomTensor(shape, from, rng);
      Shape resultShape = {3, 1500};
      if (b < a) resultShape.push_back(a / b);
      Tensor result = r.run("stablehlo.bitcast_convert", {operand}, tensorType(resultShape, to));
      ASSERT_EQ(result.shape(), resultShape);
      ASSERT_EQ(bitString(result), bitString(operand)) << elementTypeName(from) << " -> " << elementTypeName(to);
      Tensor back = r.run("stablehlo.bitcast_convert", {result}, tensorType(shape, from));
      for (int64_t i = 0; i < operand.numElements(); ++i) {
        if (isComplex(from)) {
          ASSERT_EQ(std::memcmp(back.bytes() + i * storageBytes(from), operand.bytes() + i * storageBytes(from),
                                storageBytes(from)), 0);
        } else {
          ASSERT_EQ(elementBits(back, i), elementBits(operand, i));
        }
      }
    }
  }
}

// ---------------------------------------------------------------- compare

// IEEE-754 totalOrder from decoded values: -NaN < -Inf < ... < -0 < +0 < ...
// < +Inf < +NaN, NaNs by payload. Returns true when a <= b.
bool ieeeTotalOrder(ET et, uint64_t a, uint64_t b) {
  const FloatFormat& f = floatFormat(et);
  uint64_t sign = uint64_t{1} << (f.totalBits() - 1);
  auto rank = [&](uint64_t x) {
    bool negative = (x & sign) != 0;
    uint64_t payload = x & (sign - 1);
    if (isNanEncoding(et, x)) return std::make_tuple(negative ? -3 : 3, negative ? -static_cast<double>(payload) : static_cast<double>(payload), 0);
    double v = decodeFloat(et, x);
    if (std::isinf(v)) return std::make_tuple(v < 0 ? -2 : 2, 0.0, 0);
    return std::make_tuple(0, v, (v == 0 && negative) ? 0 : 1);
  };
  return rank(a) <= rank(b);
}

TEST(Compare, TotalOrderIsIeeeTotalOrder) {
  Runner r;
  std::mt19937_64 rng(5);
  for (ET et : {ET::F64, ET::F32, ET::F16, ET::BF16, ET::F8E5M2, ET::F8E4M3FN, ET::F4E2M1FN}) {
    Tensor lhs = randomTensor({4000}, et, rng), rhs = randomTensor({4000}, et, rng);
    for (int64_t i = 0; i < 4000; i += 3) rhs.setFloatBits(i, lhs.floatBits(i));  // equal pairs
    for (const char* d : {"EQ", "NE", "GE", "GT", "LE", "LT"}) {
      AttributeList attrs = {{"comparison_direction", enumAttr("comparison_direction", d)},
                             {"compare_type", enumAttr("comparison_type", "TOTALORDER")}};
      Tensor result = r.run("stablehlo.compare", {lhs, rhs}, tensorType({4000}, ET::I1), attrs);
      for (int64_t i = 0; i < 4000; ++i) {
        uint64_t a = lhs.floatBits(i), b = rhs.floatBits(i);
        bool le = ieeeTotalOrder(et, a, b), ge = ieeeTotalOrder(et, b, a);
        bool expected = std::string(d) == "EQ"   ? (le && ge)
                        : std::string(d) == "NE" ? !(le && ge)
                        : std::string(d) == "GE" ? ge
                        : std::string(d) == "GT" ? !le
                        : std::string(d) == "LE" ? le
                                                 : !ge;
        ASSERT_EQ(result.intBits(i), expected ? 1u : 0u)
            << elementTypeName(et) << " " << d << " " << std::hex << a << " " << b;
      }
    }
  }
}

// ------------------------------------------------------- reduce_precision

// XLA's reduce-precision on the bits of an IEEE-style format, transcribed
// from its elemental IR emitter.
uint64_t xlaReducePrecision(ET et, uint64_t x, int exponentBits, int mantissaBits) {
  const FloatFormat& f = floatFormat(et);
  int nbits = f.totalBits();
  uint64_t mask = nbits == 64 ? ~uint64_t{0} : (uint64_t{1} << nbits) - 1;
  uint64_t original = x;
  if (mantissaBits < f.mantissaBits) {
    uint64_t last = uint64_t{1} << (f.mantissaBits - mantissaBits);
    uint64_t baseBias = (last >> 1) - 1;
    uint64_t lastBit = (x & last) >> (f.mantissaBits - mantissaBits);
    x = ((x + lastBit + baseBias) & mask) & ~(last - 1);
  }
  if (exponentBits < f.exponentBits) {
    uint64_t sign = uint64_t{1} << (nbits - 1);
    uint64_t expMask = ((uint64_t{1} << f.exponentBits) - 1) << f.mantissaBits;
    uint64_t bias = (uint64_t{1} << (f.exponentBits - 1)) - 1;
    uint64_t reducedBias = (uint64_t{1} << (exponentBits - 1)) - 1;
    uint64_t e = x & expMask;
    if (e > (bias + reducedBias) << f.mantissaBits) x = (x & sign) | expMask;
    else if (e <= (bias - reducedBias) << f.mantissaBits) x = x & sign;
  }
  if (isNanEncoding(et, original)) x = mantissaBits > 0 ? original : encodeFloat(et, std::numeric_limits<double>::infinity());
  return x;
}

TEST(ReducePrecision, MatchesXlaBitAlgorithm) {
  Runner r;
  std::mt19937_64 rng(9);
  for (ET et : {ET::F64, ET::F32, ET::F16, ET::BF16, ET::F8E5M2, ET::F8E4M3, ET::F8E3M4}) {
    Tensor operand = randomTensor({6000}, et, rng);
    const FloatFormat& f = floatFormat(et);
    for (int e : {1, 2, 3, 4, 5, 8, 11}) {
      for (int m : {0, 1, 2, 3, 7, 10, 23, 52}) {
        AttributeList attrs = {{"exponent_bits", integer(e)}, {"mantissa_bits", integer(m)}};
        Tensor result = r.run("stablehlo.reduce_precision", {operand}, operand.type(), attrs);
        for (int64_t i = 0; i < operand.numElements(); ++i) {
          uint64_t x = operand.floatBits(i);
          uint64_t expected = xlaReducePrecision(et, x, e, m);
          uint64_t got = result.floatBits(i);
          if (isNanEncoding(et, expected) && isNanEncoding(et, got)) continue;  // payloads may be quieted
          ASSERT_EQ(got, expected) << elementTypeName(et) << " e" << e << "m" << m << " 0x" << std::hex << x
                                   << " (" << f.mantissaBits << " mantissa bits)";
        }
      }
    }
  }
}

// ------------------------------------------------------------ rounding ops

TEST(RoundingOps, MatchLibmOnRandomFloats) {
  Runner r;
  std::mt19937_64 rng(13);
  ASSERT_EQ(std::fegetround(), FE_TONEAREST);
  for (ET et : {ET::F64, ET::F32, ET::BF16, ET::F16}) {
    Tensor operand = randomTensor({5000}, et, rng);
    // Many values near the integers, halfway points included.
    for (int64_t i = 0; i < 5000; i += 2)
      operand.setFloatValue(i, static_cast<double>(static_cast<int64_t>(rng() % 2001) - 1000) / 4.0);
    Tensor even = r.run("stablehlo.round_nearest_even", {operand}, operand.type());
    Tensor afz = r.run("stablehlo.round_nearest_afz", {operand}, operand.type());
    Tensor ceil = r.run("stablehlo.ceil", {operand}, operand.type());
    Tensor floor = r.run("stablehlo.floor", {operand}, operand.type());
    for (int64_t i = 0; i < operand.numElements(); ++i) {
      double x = operand.floatValue(i);
      if (std::isnan(x)) {
        EXPECT_TRUE(std::isnan(even.floatValue(i)));
        continue;
      }
      auto same = [](double a, double b) { return a == b && std::signbit(a) == std::signbit(b); };
      ASSERT_TRUE(same(even.floatValue(i), std::nearbyint(x))) << x;
      ASSERT_TRUE(same(afz.floatValue(i), std::round(x))) << x;
      ASSERT_TRUE(same(ceil.floatValue(i), std::ceil(x))) << x;
      ASSERT_TRUE(same(floor.floatValue(i), std::floor(x))) << x;
    }
  }
}

// ------------------------------------------------------- arithmetic NaNs

// numerics/nan_rule.h: a NaN that add, subtract, multiply or divide computes
// is the format's canonical NaN (positive, quiet, no payload), whichever
// operand's NaN (sign, payload) the hardware would have passed on.
TEST(ArithmeticNaN, IsTheDefaultNan) {
  Runner r;
  struct Format {
    ET type;
    uint64_t payloadNan;  // negative, quiet, with a payload
    uint64_t canonical;
  };
  const Format formats[] = {{ET::F32, 0xFFC01234u, 0x7FC00000u},
                            {ET::F64, 0xFFF8000000001234u, 0x7FF8000000000000u},
                            {ET::BF16, 0xFFC3u, 0x7FC0u},
                            {ET::F16, 0xFE12u, 0x7E00u}};
  for (const Format& f : formats) {
    Tensor lhs(tensorType({3}, f.type)), rhs(tensorType({3}, f.type));
    lhs.setFloatBits(0, f.payloadNan);  // NaN op 1
    lhs.setFloatValue(1, 1.0);          // 1 op NaN
    rhs.setFloatValue(0, 1.0);
    rhs.setFloatBits(1, f.payloadNan);
    lhs.setFloatValue(2, INFINITY);  // inf - inf, inf * 0, 0 / 0: invalid operations
    rhs.setFloatValue(2, INFINITY);
    for (const char* op : {"stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide"}) {
      Tensor result = r.run(op, {lhs, rhs}, lhs.type());
      for (int64_t i = 0; i < 2; ++i)
        EXPECT_EQ(result.floatBits(i), f.canonical) << op << " " << elementTypeName(f.type) << " element " << i;
    }
    EXPECT_EQ(r.run("stablehlo.subtract", {lhs, rhs}, lhs.type()).floatBits(2), f.canonical);
  }
  // complex parts: (NaN + 1i) + (1 + NaNi)
  Tensor a(tensorType({1}, ET::C64)), b(tensorType({1}, ET::C64));
  a.setComplexValue(0, {-std::numeric_limits<double>::quiet_NaN(), 1.0});
  b.setComplexValue(0, {1.0, -std::numeric_limits<double>::quiet_NaN()});
  for (const char* op : {"stablehlo.add", "stablehlo.subtract"}) {
    std::complex<float> z;
    Tensor result = r.run(op, {a, b}, a.type());
    std::memcpy(&z, result.bytes(), sizeof z);
    EXPECT_EQ(std::bit_cast<uint32_t>(z.real()), 0x7FC00000u) << op;
    EXPECT_EQ(std::bit_cast<uint32_t>(z.imag()), 0x7FC00000u) << op;
  }
}

// ------------------------------------------------------------ diagnostics

// The checker rejects what these ops do not define (conformance/invalid/);
// the ops check only what depends on sizes known at run time.
TEST(FloatOpsDiagnostics, RunTimeShapesFailWithoutCrashing) {
  Runner r;
  Tensor f32 = Tensor(tensorType({2}, ET::F32));
  Tensor f32x3 = Tensor(tensorType({3}, ET::F32));
  Tensor c64 = Tensor(tensorType({2}, ET::C64));

  // Operands of different sizes (a `?` in a checked program).
  std::string e = r.error("stablehlo.atan2", {f32, f32x3}, f32.type());
  EXPECT_NE(e.find("violates C1"), std::string::npos) << e;
  EXPECT_NE(e.find("shape(lhs) = [2], shape(rhs) = [3]"), std::string::npos) << e;
  e = r.error("stablehlo.complex", {f32, f32x3}, c64.type());
  EXPECT_NE(e.find("violates C1"), std::string::npos) << e;
  AttributeList lessThan = {{"comparison_direction", enumAttr("comparison_direction", "LT")}};
  e = r.error("stablehlo.compare", {f32x3, f32}, tensorType({3}, ET::I1), lessThan);
  EXPECT_NE(e.find("violates C2"), std::string::npos) << e;
  EXPECT_NE(e.find("shape(lhs) = [3], shape(rhs) = [2]"), std::string::npos) << e;
  // Result rank and dimensions are checked against the declared type before
  // anything is written.
  EXPECT_NE(r.error("stablehlo.convert", {f32}, tensorType({3}, ET::SI8)), "<no error>");
  EXPECT_NE(r.error("stablehlo.bitcast_convert", {f32}, tensorType({2, 3}, ET::UI8)), "<no error>");
  EXPECT_EQ(r.run("stablehlo.bitcast_convert", {f32}, tensorType({}, ET::F64)).numElements(), 1);
  // Joining elements: the last dimension must hold exactly one result element.
  e = r.error("stablehlo.bitcast_convert", {f32x3}, tensorType({}, ET::F64));
  EXPECT_NE(e.find("violates C1"), std::string::npos) << e;

  // Quantized tensors are not supported yet by these ops.
  TensorType q = tensorType({2}, ET::SI8);
  auto params = std::make_shared<QuantParams>();
  params->storageMin = -128;
  params->storageMax = 127;
  params->scales = {0.5};
  params->zeroPoints = {0};
  q.quant = params;
  Tensor quantized(q);
  for (const char* op : {"stablehlo.cosine", "stablehlo.is_finite", "stablehlo.convert", "stablehlo.ceil"}) {
    e = r.error(op, {quantized}, std::string(op) == "stablehlo.is_finite" ? tensorType({2}, ET::I1) : q);
    EXPECT_NE(e.find("unsupported"), std::string::npos) << op << ": " << e;
    EXPECT_NE(e.find("quantized"), std::string::npos) << op << ": " << e;
  }
}

}  // namespace
}  // namespace hloref
