// Tests of the elementwise arithmetic, bitwise and order ops (add, subtract,
// multiply, divide, remainder, power, maximum, minimum, clamp, select, shifts,
// popcnt, count_leading_zeros, abs, negate, sign, and/or/xor/not) for what the
// conformance programs in conformance/<op>.mlir do not reach: random inputs
// over every integer width against a naive 128-bit evaluation of the spec's
// definitions, correct rounding of power and of complex products and
// quotients against MPFR at high precision, tensors longer than one chunk,
// and the error paths.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <random>
#include <string>

#include "interpreter/evaluator.h"
#include "core/float_format.h"
#include "interpreter/op_registry.h"

namespace hloref {
namespace {

using ET = ElementType;
using C = std::complex<double>;

TensorType tensorType(Shape shape, ET et) {
  TensorType t;
  t.shape = std::move(shape);
  t.elementType = et;
  return t;
}

struct Runner {
  std::unique_ptr<const Program> program = Program::loadOrThrow(std::make_unique<Module>());
  Evaluator evaluator{*program, RunOptions{}};
  Frame frame;

  Tensor run(const std::string& name, std::vector<Value> operands, TensorType resultType) {
    Op op;
    op.name = "stablehlo." + name;
    op.resultTypes = {Type::tensor(std::move(resultType))};
    op.def = findOpDef(op.name);
    if (!op.def) throw std::runtime_error("no op " + op.name);
    OpCall call{op, std::move(operands), evaluator, frame};
    auto r = op.def->eval(call);
    EXPECT_EQ(r.size(), 1u);
    return r.at(0).tensor();
  }
  // The error of a run that must fail, or "<no error>".
  std::string error(const std::string& name, std::vector<Value> operands, TensorType resultType) {
    try {
      run(name, std::move(operands), std::move(resultType));
    } catch (const Error& e) {
      return e.what();
    }
    return "<no error>";
  }
};

// ---------------------------------------------------------------------------
// Integers: a naive evaluation in 128 bits.

struct IntType {
  ET et;
  int bits;
  bool isSigned;
  __int128 min() const { return isSigned ? -(__int128{1} << (bits - 1)) : 0; }
  __int128 max() const { return isSigned ? (__int128{1} << (bits - 1)) - 1 : (__int128{1} << bits) - 1; }
  // Two's complement wrap of an exact value to the type.
  __int128 wrap(__int128 v) const {
    unsigned __int128 m = (static_cast<unsigned __int128>(1) << bits) - 1;
    unsigned __int128 u = static_cast<unsigned __int128>(v) & m;
    if (isSigned && (u >> (bits - 1)) != 0) return static_cast<__int128>(u) - (__int128{1} << bits);
    return static_cast<__int128>(u);
  }
  // The N-bit pattern as an unsigned number.
  __int128 pattern(__int128 v) const { return static_cast<__int128>(static_cast<unsigned __int128>(v) & ((static_cast<unsigned __int128>(1) << bits) - 1)); }
};

const IntType kIntTypes[] = {
    {ET::SI2, 2, true},   {ET::SI4, 4, true},   {ET::SI8, 8, true},   {ET::SI16, 16, true},
    {ET::SI32, 32, true}, {ET::SI64, 64, true}, {ET::UI2, 2, false},  {ET::UI4, 4, false},
    {ET::UI8, 8, false},  {ET::UI16, 16, false}, {ET::UI32, 32, false}, {ET::UI64, 64, false},
};

// Random values of the type, edge values first; n > kChunk to cross chunks.
std::vector<__int128> intValues(const IntType& t, size_t n, std::mt19937_64& rng) {
  std::vector<__int128> v = {t.min(), t.min() + 1, -1, 0, 1, 2, t.max() - 1, t.max()};
  std::erase_if(v, [&](__int128 x) { return x < t.min() || x > t.max(); });
  while (v.size() < n) {
    __int128 r = t.wrap(static_cast<__int128>(rng()));  // a uniform N-bit pattern
    if (rng() % 2 == 0) r >>= static_cast<int>(rng() % static_cast<uint64_t>(t.bits));  // smaller magnitudes too
    v.push_back(r);
  }
  return v;
}

Tensor intTensor(ET et, const std::vector<__int128>& values) {
  Tensor t(tensorType({static_cast<int64_t>(values.size())}, et));
  for (size_t i = 0; i < values.size(); ++i) t.setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
  return t;
}

__int128 intAt(const Tensor& t, const IntType& type, size_t i) {
  uint64_t b = t.intBits(static_cast<int64_t>(i));
  return type.isSigned ? static_cast<__int128>(static_cast<int64_t>(b)) : static_cast<__int128>(b);
}

std::string str128(__int128 v) {
  if (v == 0) return "0";
  bool neg = v < 0;
  unsigned __int128 u = neg ? -static_cast<unsigned __int128>(v) : static_cast<unsigned __int128>(v);
  std::string s;
  while (u) {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
    u /= 10;
  }
  return neg ? "-" + s : s;
}

__int128 truncDiv(__int128 x, __int128 y) { return x / y; }  // C++ truncates toward zero

// The documented choices for what the spec leaves open: integer overflow
// wraps; x / 0 = -1 (all ones); x % 0 = x; shifts by amounts outside
// [0, N) give 0 or the sign fill; negative exponents give the truncated
// 1 / x^-n.
using BinaryRef = std::function<__int128(__int128, __int128, const IntType&)>;

const std::vector<std::pair<std::string, BinaryRef>>& intBinaryOps() {
  static const std::vector<std::pair<std::string, BinaryRef>> ops = {
      {"add", [](__int128 x, __int128 y, const IntType& t) { return t.wrap(x + y); }},
      {"subtract", [](__int128 x, __int128 y, const IntType& t) { return t.wrap(x - y); }},
      {"multiply", [](__int128 x, __int128 y, const IntType& t) {
         return t.wrap(static_cast<__int128>(static_cast<unsigned __int128>(x) * static_cast<unsigned __int128>(y)));
       }},
      {"divide", [](__int128 x, __int128 y, const IntType& t) { return y == 0 ? t.wrap(-1) : t.wrap(truncDiv(x, y)); }},
      {"remainder", [](__int128 x, __int128 y, const IntType& t) { return y == 0 ? x : t.wrap(x - truncDiv(x, y) * y); }},
      {"maximum", [](__int128 x, __int128 y, const IntType&) { return x > y ? x : y; }},
      {"minimum", [](__int128 x, __int128 y, const IntType&) { return x < y ? x : y; }},
      {"and", [](__int128 x, __int128 y, const IntType& t) { return t.wrap(x & y); }},
      {"or", [](__int128 x, __int128 y, const IntType& t) { return t.wrap(x | y); }},
      {"xor", [](__int128 x, __int128 y, const IntType& t) { return t.wrap(x ^ y); }},
      {"shift_left", [](__int128 x, __int128 y, const IntType& t) {
         __int128 amount = t.pattern(y);
         return amount >= t.bits ? 0 : t.wrap(t.pattern(x) << static_cast<int>(amount));
       }},
      {"shift_right_logical", [](__int128 x, __int128 y, const IntType& t) {
         __int128 amount = t.pattern(y);
         return amount >= t.bits ? 0 : t.wrap(t.pattern(x) >> static_cast<int>(amount));
       }},
      {"shift_right_arithmetic", [](__int128 x, __int128 y, const IntType& t) {
         __int128 amount = t.pattern(y);
         IntType s{t.et, t.bits, true};
         __int128 v = s.wrap(x);  // the pattern read as two's complement
         if (amount >= t.bits) return t.wrap(v < 0 ? -1 : 0);
         return t.wrap(v >> static_cast<int>(amount));
       }},
      {"power", [](__int128 x, __int128 n, const IntType& t) {
         if (n < 0) {
           if (x == 1) return __int128{1};
           if (x == -1) return t.wrap((n % 2 != 0) ? -1 : 1);
           return __int128{0};
         }
         unsigned __int128 m = (static_cast<unsigned __int128>(1) << t.bits) - 1;
         unsigned __int128 base = static_cast<unsigned __int128>(x) & m, result = 1;
         for (__int128 e = n; e > 0; e >>= 1) {
           if (e & 1) result = (result * base) & m;
           base = (base * base) & m;
         }
         return t.wrap(static_cast<__int128>(result));
       }},
  };
  return ops;
}

TEST(ElementwiseIntOps, RandomBinaryOpsAgainstNaiveReference) {
  std::mt19937_64 rng(20240601);
  Runner runner;
  for (const IntType& type : kIntTypes) {
    // The edge values crossed with themselves, then random pairs: more
    // elements than one chunk.
    std::vector<__int128> base = intValues(type, 8, rng);
    std::vector<__int128> lhs, rhs;
    for (__int128 a : base)
      for (__int128 b : base) {
        lhs.push_back(a);
        rhs.push_back(b);
      }
    std::vector<__int128> more = intValues(type, 1500, rng), more2 = intValues(type, 1500, rng);
    std::shuffle(more2.begin(), more2.end(), rng);
    lhs.insert(lhs.end(), more.begin(), more.end());
    rhs.insert(rhs.end(), more2.begin(), more2.end());
    Tensor l = intTensor(type.et, lhs), r = intTensor(type.et, rhs);
    for (const auto& [name, ref] : intBinaryOps()) {
      Tensor result = runner.run(name, {l, r}, l.type());
      int mismatches = 0;
      for (size_t i = 0; i < lhs.size() && mismatches < 5; ++i) {
        __int128 expected = ref(lhs[i], rhs[i], type);
        __int128 got = intAt(result, type, i);
        if (got != expected) {
          ++mismatches;
          ADD_FAILURE() << name << " " << elementTypeName(type.et) << " (" << str128(lhs[i]) << ", " << str128(rhs[i])
                        << "): got " << str128(got) << ", expected " << str128(expected);
        }
      }
    }
  }
}

TEST(ElementwiseIntOps, RandomUnaryOpsAgainstNaiveReference) {
  std::mt19937_64 rng(7);
  Runner runner;
  for (const IntType& type : kIntTypes) {
    std::vector<__int128> x = intValues(type, 1100, rng);
    Tensor t = intTensor(type.et, x);
    std::vector<std::pair<std::string, std::function<__int128(__int128)>>> ops = {
        {"not", [&](__int128 v) { return type.wrap(~v); }},
        {"negate", [&](__int128 v) { return type.wrap(-v); }},
        // Counts up to N do not fit si2 (2 wraps to -2).
        {"popcnt", [&](__int128 v) { return type.wrap(__builtin_popcountll(static_cast<uint64_t>(type.pattern(v)))); }},
        {"count_leading_zeros", [&](__int128 v) {
           uint64_t p = static_cast<uint64_t>(type.pattern(v));
           return type.wrap(p == 0 ? type.bits : __builtin_clzll(p) - (64 - type.bits));
         }},
    };
    if (type.isSigned) {
      ops.push_back({"abs", [&](__int128 v) { return type.wrap(v < 0 ? -v : v); }});
      ops.push_back({"sign", [&](__int128 v) { return __int128{(v > 0) - (v < 0)}; }});
    }
    for (const auto& [name, ref] : ops) {
      Tensor result = runner.run(name, {t}, t.type());
      for (size_t i = 0; i < x.size(); ++i)
        ASSERT_EQ(str128(intAt(result, type, i)), str128(ref(x[i])))
            << name << " " << elementTypeName(type.et) << " of " << str128(x[i]);
    }
  }
}

TEST(ElementwiseIntOps, BooleansFollowLogic) {
  Runner runner;
  std::vector<__int128> a = {0, 0, 1, 1}, b = {0, 1, 0, 1};
  Tensor l = intTensor(ET::I1, a), r = intTensor(ET::I1, b);
  struct Case {
    const char* op;
    std::vector<int> expected;
  };
  for (const Case& c : {Case{"add", {0, 1, 1, 1}}, Case{"multiply", {0, 0, 0, 1}}, Case{"maximum", {0, 1, 1, 1}},
                        Case{"minimum", {0, 0, 0, 1}}, Case{"and", {0, 0, 0, 1}}, Case{"or", {0, 1, 1, 1}},
                        Case{"xor", {0, 1, 1, 0}}}) {
    Tensor result = runner.run(c.op, {l, r}, l.type());
    for (size_t i = 0; i < 4; ++i) EXPECT_EQ(result.intBits(static_cast<int64_t>(i)), static_cast<uint64_t>(c.expected[i])) << c.op;
  }
  Tensor n = runner.run("not", {l}, l.type());
  EXPECT_EQ(n.intBits(0), 1u);
  EXPECT_EQ(n.intBits(2), 0u);
}

// ---------------------------------------------------------------------------
// Splat operands (clamp's scalar bounds, select's scalar pred) across chunks.

TEST(ElementwiseIntOps, ClampAndSelectBroadcastScalarsAcrossChunks) {
  Runner runner;
  std::vector<__int128> x;
  for (int i = 0; i < 1300; ++i) x.push_back(i % 200 - 100);
  Tensor operand = intTensor(ET::SI16, x);
  Tensor lo = intTensor(ET::SI16, {-50});
  lo = lo.withType(tensorType({}, ET::SI16));
  Tensor hi = intTensor(ET::SI16, {60});
  hi = hi.withType(tensorType({}, ET::SI16));
  Tensor c = runner.run("clamp", {lo, operand, hi}, operand.type());
  for (size_t i = 0; i < x.size(); ++i)
    ASSERT_EQ(c.intValue(static_cast<int64_t>(i)), std::min<int64_t>(std::max<int64_t>(static_cast<int64_t>(x[i]), -50), 60));

  Tensor pred = intTensor(ET::I1, {1}).withType(tensorType({}, ET::I1));
  std::vector<__int128> other(x.size(), 7);
  Tensor s = runner.run("select", {pred, operand, intTensor(ET::SI16, other)}, operand.type());
  for (size_t i = 0; i < x.size(); ++i) ASSERT_EQ(s.intValue(static_cast<int64_t>(i)), static_cast<int64_t>(x[i]));

  std::vector<__int128> mask;
  for (size_t i = 0; i < x.size(); ++i) mask.push_back(i % 3 == 0);
  Tensor s2 = runner.run("select", {intTensor(ET::I1, mask), operand, intTensor(ET::SI16, other)}, operand.type());
  for (size_t i = 0; i < x.size(); ++i) ASSERT_EQ(s2.intValue(static_cast<int64_t>(i)), mask[i] ? static_cast<int64_t>(x[i]) : 7);
}

// ---------------------------------------------------------------------------
// Floats and complex numbers: correct rounding against MPFR.

Tensor floatTensor(ET et, const std::vector<double>& values) {
  Tensor t(tensorType({static_cast<int64_t>(values.size())}, et));
  for (size_t i = 0; i < values.size(); ++i) t.setFloatValue(static_cast<int64_t>(i), values[i]);
  return t;
}

Tensor complexTensor(ET et, const std::vector<C>& values) {
  Tensor t(tensorType({static_cast<int64_t>(values.size())}, et));
  for (size_t i = 0; i < values.size(); ++i) t.setComplexValue(static_cast<int64_t>(i), values[i]);
  return t;
}

// x^y rounded once to a format of precision p, for results in its normal range.
double mpfrPow(double x, double y, int p) {
  mpfr_t a, b, r;
  mpfr_inits2(64, a, b, nullptr);
  mpfr_init2(r, p);
  mpfr_set_d(a, x, MPFR_RNDN);
  mpfr_set_d(b, y, MPFR_RNDN);
  mpfr_pow(r, a, b, MPFR_RNDN);
  double d = mpfr_get_d(r, MPFR_RNDN);
  mpfr_clears(a, b, r, nullptr);
  return d;
}

TEST(ElementwiseFloatOps, PowerIsCorrectlyRounded) {
  std::mt19937_64 rng(99);
  Runner runner;
  struct Format {
    ET et;
    double loBase, hiBase, maxExp;
  };
  for (const Format& f : {Format{ET::F32, 0.01, 100, 9}, Format{ET::BF16, 0.01, 100, 9}, Format{ET::F16, 0.5, 4, 6},
                          Format{ET::F64, 0.001, 1000, 30}}) {
    std::uniform_real_distribution<double> base(f.loBase, f.hiBase), exponent(-f.maxExp, f.maxExp);
    std::vector<double> xs, ys;
    for (int i = 0; i < 3000; ++i) {
      Tensor one = floatTensor(f.et, {base(rng), exponent(rng)});  // values of the format
      xs.push_back(one.floatValue(0));
      ys.push_back(one.floatValue(1));
    }
    Tensor result = runner.run("power", {floatTensor(f.et, xs), floatTensor(f.et, ys)}, tensorType({3000}, f.et));
    int p = floatFormat(f.et).precision();
    for (size_t i = 0; i < xs.size(); ++i)
      ASSERT_EQ(result.floatValue(static_cast<int64_t>(i)), mpfrPow(xs[i], ys[i], p))
          << elementTypeName(f.et) << " pow(" << xs[i] << ", " << ys[i] << ")";
  }
}

TEST(ElementwiseFloatOps, PowerRoundsSubnormalsOnce) {
  Runner runner;
  // 2^-1074 is the smallest subnormal double; 2^-1075 is the tie with zero
  // (to even: 0); 2^-1074.5 is above the tie (the smallest subnormal).
  Tensor result = runner.run("power", {floatTensor(ET::F64, {2, 2, 2, 2}), floatTensor(ET::F64, {-1074, -1075, -1074.5, -1075.5})},
                             tensorType({4}, ET::F64));
  EXPECT_EQ(result.floatValue(0), std::ldexp(1.0, -1074));
  EXPECT_EQ(result.floatValue(1), 0.0);
  EXPECT_EQ(result.floatValue(2), std::ldexp(1.0, -1074));
  EXPECT_EQ(result.floatValue(3), 0.0);
  // The same in f32: 2^-149, and the ties.
  Tensor r32 = runner.run("power", {floatTensor(ET::F32, {2, 2, 2}), floatTensor(ET::F32, {-149, -150, -149.5})},
                          tensorType({3}, ET::F32));
  EXPECT_EQ(r32.floatValue(0), std::ldexp(1.0, -149));
  EXPECT_EQ(r32.floatValue(1), 0.0);
  EXPECT_EQ(r32.floatValue(2), std::ldexp(1.0, -149));
}

// The exact complex product / quotient parts rounded once, by MPFR at a
// precision where every intermediate is exact (for the normal range).
C exactComplex(bool divide, C x, C y) {
  mpfr_t a, b, c, d, t1, t2, den, re, im;
  mpfr_inits2(53, a, b, c, d, nullptr);
  mpfr_inits2(6000, t1, t2, den, re, im, nullptr);
  mpfr_set_d(a, x.real(), MPFR_RNDN);
  mpfr_set_d(b, x.imag(), MPFR_RNDN);
  mpfr_set_d(c, y.real(), MPFR_RNDN);
  mpfr_set_d(d, y.imag(), MPFR_RNDN);
  if (!divide) {
    mpfr_mul(t1, a, c, MPFR_RNDN);
    mpfr_mul(t2, b, d, MPFR_RNDN);
    mpfr_sub(re, t1, t2, MPFR_RNDN);
    mpfr_mul(t1, a, d, MPFR_RNDN);
    mpfr_mul(t2, b, c, MPFR_RNDN);
    mpfr_add(im, t1, t2, MPFR_RNDN);
  } else {
    mpfr_mul(t1, c, c, MPFR_RNDN);
    mpfr_mul(t2, d, d, MPFR_RNDN);
    mpfr_add(den, t1, t2, MPFR_RNDN);
    mpfr_mul(t1, a, c, MPFR_RNDN);
    mpfr_mul(t2, b, d, MPFR_RNDN);
    mpfr_add(re, t1, t2, MPFR_RNDN);
    mpfr_mul(t1, b, c, MPFR_RNDN);
    mpfr_mul(t2, a, d, MPFR_RNDN);
    mpfr_sub(im, t1, t2, MPFR_RNDN);
  }
  // Round once to 53 bits, then take the double (exact).
  mpfr_t r;
  mpfr_init2(r, 53);
  if (divide) mpfr_div(r, re, den, MPFR_RNDN); else mpfr_set(r, re, MPFR_RNDN);
  double real = mpfr_get_d(r, MPFR_RNDN);
  if (divide) mpfr_div(r, im, den, MPFR_RNDN); else mpfr_set(r, im, MPFR_RNDN);
  double imag = mpfr_get_d(r, MPFR_RNDN);
  mpfr_clears(a, b, c, d, t1, t2, den, re, im, r, nullptr);
  return {real, imag};
}

TEST(ElementwiseComplexOps, ProductsAndQuotientsAreCorrectlyRounded) {
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> mantissa(-1, 1);
  std::uniform_int_distribution<int> exponent(-60, 60);
  auto part = [&]() { return std::ldexp(mantissa(rng), exponent(rng)); };
  std::vector<C> xs, ys;
  for (int i = 0; i < 2000; ++i) {
    xs.push_back({part(), part()});
    ys.push_back({part(), part()});
  }
  // Cancellation: (a + bi)(a + bi)-like pairs where ac ~ bd.
  xs.push_back({1 + 0x1p-52, 1});
  ys.push_back({1 - 0x1p-52, 1});
  // Widely spread exponents.
  xs.push_back({1e300, 1e-300});
  ys.push_back({1e-300, 1e300});
  Runner runner;
  Tensor x128 = complexTensor(ET::C128, xs), y128 = complexTensor(ET::C128, ys);
  Tensor product = runner.run("multiply", {x128, y128}, x128.type());
  Tensor quotient = runner.run("divide", {x128, y128}, x128.type());
  for (size_t i = 0; i < xs.size(); ++i) {
    C p = exactComplex(false, xs[i], ys[i]), q = exactComplex(true, xs[i], ys[i]);
    ASSERT_EQ(product.complexValue(static_cast<int64_t>(i)), p) << xs[i] << " * " << ys[i];
    ASSERT_EQ(quotient.complexValue(static_cast<int64_t>(i)), q) << xs[i] << " / " << ys[i];
  }
  // complex<f32>: the same with f32 parts, compared with the exact value
  // rounded to f32.
  std::vector<C> xs32, ys32;
  for (size_t i = 0; i < 2000; ++i) {
    xs32.push_back({static_cast<float>(xs[i].real()), static_cast<float>(xs[i].imag())});
    ys32.push_back({static_cast<float>(ys[i].real()), static_cast<float>(ys[i].imag())});
  }
  Tensor x64 = complexTensor(ET::C64, xs32), y64 = complexTensor(ET::C64, ys32);
  Tensor product32 = runner.run("multiply", {x64, y64}, x64.type());
  Tensor quotient32 = runner.run("divide", {x64, y64}, x64.type());
  for (size_t i = 0; i < xs32.size(); ++i) {
    // The exact parts (1000 bits hold them for these exponents) rounded
    // once to 24 bits.
    auto round24 = [](bool divide, C x, C y) {
      mpfr_t a, b, c, d, t1, t2, den, re, im, r;
      mpfr_inits2(24, a, b, c, d, r, nullptr);
      mpfr_inits2(1000, t1, t2, den, re, im, nullptr);
      mpfr_set_d(a, x.real(), MPFR_RNDN);
      mpfr_set_d(b, x.imag(), MPFR_RNDN);
      mpfr_set_d(c, y.real(), MPFR_RNDN);
      mpfr_set_d(d, y.imag(), MPFR_RNDN);
      mpfr_mul(t1, c, c, MPFR_RNDN);
      mpfr_mul(t2, d, d, MPFR_RNDN);
      mpfr_add(den, t1, t2, MPFR_RNDN);
      mpfr_mul(t1, a, c, MPFR_RNDN);
      mpfr_mul(t2, b, d, MPFR_RNDN);
      if (divide) mpfr_add(re, t1, t2, MPFR_RNDN); else mpfr_sub(re, t1, t2, MPFR_RNDN);
      mpfr_mul(t1, b, c, MPFR_RNDN);
      mpfr_mul(t2, a, d, MPFR_RNDN);
      if (divide) mpfr_sub(im, t1, t2, MPFR_RNDN); else mpfr_add(im, t1, t2, MPFR_RNDN);
      if (divide) mpfr_div(r, re, den, MPFR_RNDN); else mpfr_set(r, re, MPFR_RNDN);
      double real = mpfr_get_d(r, MPFR_RNDN);
      if (divide) mpfr_div(r, im, den, MPFR_RNDN); else mpfr_set(r, im, MPFR_RNDN);
      double imag = mpfr_get_d(r, MPFR_RNDN);
      mpfr_clears(a, b, c, d, t1, t2, den, re, im, r, nullptr);
      return C(real, imag);
    };
    ASSERT_EQ(product32.complexValue(static_cast<int64_t>(i)), round24(false, xs32[i], ys32[i])) << xs32[i] << " * " << ys32[i];
    ASSERT_EQ(quotient32.complexValue(static_cast<int64_t>(i)), round24(true, xs32[i], ys32[i])) << xs32[i] << " / " << ys32[i];
  }
}

TEST(ElementwiseFloatOps, MaximumMinimumOrderSignedZerosAndPropagateNan) {
  Runner runner;
  double nan = std::nan("");
  for (ET et : {ET::F64, ET::F32, ET::BF16, ET::F8E4M3FN}) {
    Tensor l = floatTensor(et, {-0.0, 0.0, nan, 1.0});
    Tensor r = floatTensor(et, {0.0, -0.0, 1.0, nan});
    Tensor mx = runner.run("maximum", {l, r}, l.type());
    Tensor mn = runner.run("minimum", {l, r}, l.type());
    for (int64_t i : {0, 1}) {
      EXPECT_FALSE(std::signbit(mx.floatValue(i))) << elementTypeName(et);
      EXPECT_TRUE(std::signbit(mn.floatValue(i))) << elementTypeName(et);
    }
    for (int64_t i : {2, 3}) {
      EXPECT_TRUE(std::isnan(mx.floatValue(i))) << elementTypeName(et);
      EXPECT_TRUE(std::isnan(mn.floatValue(i))) << elementTypeName(et);
    }
  }
}

// ---------------------------------------------------------------------------
// Error paths: the checker rejects what the spec does not define
// (conformance/invalid/); the ops check the sizes known only at run time
// (a `?` in a checked program), with the checker's wording.

TEST(ElementwiseOps, RunTimeShapesFailWithTheCheckersWording) {
  Runner runner;
  Tensor i8x3 = intTensor(ET::SI8, {1, 2, 3});
  Tensor i8x2 = intTensor(ET::SI8, {1, 2});
  Tensor pred = intTensor(ET::I1, {1, 0, 1});
  std::string e = runner.error("add", {i8x2, i8x3}, i8x2.type());
  EXPECT_NE(e.find("'stablehlo.add' violates C1"), std::string::npos) << e;
  EXPECT_NE(e.find("shape(lhs) = [2], shape(rhs) = [3]"), std::string::npos) << e;
  e = runner.error("shift_left", {i8x3, i8x2}, i8x3.type());
  EXPECT_NE(e.find("violates C1"), std::string::npos) << e;
  e = runner.error("clamp", {i8x2, i8x3, i8x3}, i8x3.type());
  EXPECT_NE(e.find("violates C1"), std::string::npos) << e;
  EXPECT_NE(e.find("shape(min) = [2], shape(operand) = [3]"), std::string::npos) << e;
  e = runner.error("clamp", {i8x3, i8x3, i8x2}, i8x3.type());
  EXPECT_NE(e.find("violates C2"), std::string::npos) << e;
  e = runner.error("select", {pred, i8x3, i8x2}, i8x3.type());
  EXPECT_NE(e.find("violates C2"), std::string::npos) << e;
  e = runner.error("select", {pred, i8x2, i8x2}, i8x2.type());
  EXPECT_NE(e.find("violates C1"), std::string::npos) << e;
  // Quantized tensors are not run yet.
  TensorType q = tensorType({2}, ET::SI8);
  auto params = std::make_shared<QuantParams>();
  params->storageMin = -128;
  params->storageMax = 127;
  params->scales = {0.5};
  params->zeroPoints = {0};
  q.quant = params;
  Tensor quantized = i8x2.withType(q);
  EXPECT_NE(runner.error("add", {quantized, quantized}, q).find("unsupported"), std::string::npos);
  EXPECT_NE(runner.error("negate", {quantized}, q).find("unsupported"), std::string::npos);
}

}  // namespace
}  // namespace hloref
