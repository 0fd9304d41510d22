// Exact accumulation (issue 4, exact reductions): reduce and reduce_window
// with an add body, dot_general, convolution and batch_norm_training sum
// exactly and round once; --accumulation=sequential folds in the spec's
// order. Quantized reduce, reduce_window and select_and_scatter. Golden
// error bounds of the accumulating ops.
//
// The expectations are independent of numerics/exact_sum.*: MPFR sums the
// terms (or products) at a precision that makes every step exact, and a
// rounding written here rounds that once into the format (precision p,
// subnormal quantum 2^q, described again below); only the encoding of the
// rounded value (and the format's overflow rule) uses encodeFloat.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "core/float_format.h"
#include "syntax/parser.h"
#include "tests/run_tool.h"

namespace hloref {
namespace {

using ET = ElementType;
using Accumulation = RunOptions::Accumulation;

// ------------------------------------------------------------ running

std::vector<Value> run(const std::string& text, std::vector<Value> args, Accumulation mode = Accumulation::Exact,
                       bool annotate = false) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "exact_accumulation_test"));
  RunOptions options;
  options.accumulation = mode;
  options.annotate = annotate;
  Evaluator evaluator(*program, options);
  return evaluator.call(*program->module().funcs.front(), std::move(args));
}

TensorType typeOf(const Shape& shape, ET e) {
  TensorType t;
  t.shape = shape;
  t.elementType = e;
  return t;
}

std::string tensorOf(const Shape& shape, const std::string& element) {
  std::string s = "tensor<";
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s + element + ">";
}

std::string name(ET e) { return std::string(elementTypeName(e)); }

// reduce(x, init) over dimension 1 of an R x N tensor with an add body.
std::string reduceProgram(int64_t R, int64_t N, ET e) {
  const std::string T = name(e), in = tensorOf({R, N}, T), out = tensorOf({R}, T), s = "tensor<" + T + ">";
  return "func.func @main(%x: " + in + ", %init: " + s + ") -> " + out + " {\n" +
         "  %r = \"stablehlo.reduce\"(%x, %init) ({\n" + "    ^bb0(%a: " + s + ", %b: " + s + "):\n" +
         "      %s = \"stablehlo.add\"(%a, %b) : (" + s + ", " + s + ") -> " + s + "\n" +
         "      \"stablehlo.return\"(%s) : (" + s + ") -> ()\n" + "  }) {dimensions = array<i64: 1>} : (" + in +
         ", " + s + ") -> " + out + "\n" + "  func.return %r : " + out + "\n}\n";
}

// dot_general of M x K and K x N, contracting lhs 1 with rhs 0.
std::string dotProgram(int64_t M, int64_t K, int64_t N, ET operand, ET result) {
  const std::string a = tensorOf({M, K}, name(operand)), b = tensorOf({K, N}, name(operand)),
                    c = tensorOf({M, N}, name(result));
  return "func.func @main(%a: " + a + ", %b: " + b + ") -> " + c + " {\n" +
         "  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (" + a + ", " + b + ") -> " + c +
         "\n  func.return %r : " + c + "\n}\n";
}

Tensor fromBits(const Shape& shape, ET e, const std::vector<uint64_t>& bits) {
  Tensor t(typeOf(shape, e));
  for (size_t i = 0; i < bits.size(); ++i) t.setFloatBits(static_cast<int64_t>(i), bits[i]);
  return t;
}

Tensor scalar(ET e, double v) {
  Tensor t(typeOf({}, e));
  t.setFloatValue(0, v);
  return t;
}

// ------------------------------------------------- the MPFR reference

struct Format {
  ET type;
  int p;  // precision
  int q;  // exponent of the smallest subnormal
};

// ../shared/reference/float-formats.md
const Format kFormats[] = {
    {ET::F32, 24, -149}, {ET::BF16, 8, -133}, {ET::F16, 11, -24}, {ET::TF32, 11, -136},
    {ET::F8E4M3FN, 4, -9}, {ET::F8E5M2, 3, -16}, {ET::F8E4M3, 4, -9}, {ET::F64, 53, -1074},
};

const Format& formatOf(ET e) {
  for (const Format& f : kFormats)
    if (f.type == e) return f;
  throw std::runtime_error("no format");
}

// An exact sum of doubles and of products of doubles.
class Reference {
 public:
  Reference() {
    mpfr_init2(sum_, 4600);
    mpfr_init2(term_, 4600);
    mpfr_set_zero(sum_, 1);
  }
  ~Reference() {
    mpfr_clear(sum_);
    mpfr_clear(term_);
  }
  void add(double x) {
    if (std::isnan(x)) nan_ = true;
    else if (std::isinf(x)) (x > 0 ? posInf_ : negInf_) = true;
    else if (x != 0) mpfr_add_d(sum_, sum_, x, MPFR_RNDN);  // exact at this precision
    allNegativeZero_ = allNegativeZero_ && x == 0 && std::signbit(x);
  }
  void addProduct(double x, double y) {
    if (std::isnan(x) || std::isnan(y) || ((std::isinf(x) || std::isinf(y)) && (x == 0 || y == 0))) {
      nan_ = true;
      allNegativeZero_ = false;
      return;
    }
    if (std::isinf(x) || std::isinf(y)) {
      (std::signbit(x) != std::signbit(y) ? negInf_ : posInf_) = true;
      allNegativeZero_ = false;
      return;
    }
    mpfr_set_d(term_, x, MPFR_RNDN);
    mpfr_mul_d(term_, term_, y, MPFR_RNDN);
    mpfr_add(sum_, sum_, term_, MPFR_RNDN);
    allNegativeZero_ = allNegativeZero_ && x * y == 0 && std::signbit(x) != std::signbit(y);
  }
  // The exact sum rounded once to e: its encoding.
  uint64_t rounded(ET e) {
    if (nan_ || (posInf_ && negInf_)) return encodeFloat(e, std::numeric_limits<double>::quiet_NaN());
    if (posInf_ || negInf_) return encodeFloat(e, posInf_ ? INFINITY : -INFINITY);
    if (mpfr_zero_p(sum_)) return encodeFloat(e, allNegativeZero_ ? -0.0 : 0.0);
    const Format& f = formatOf(e);
    const int top = static_cast<int>(mpfr_get_exp(sum_)) - 1;  // |sum| in [2^top, 2^(top+1))
    const int kept = std::min(f.p, top - f.q + 1);
    mpfr_t r;
    mpfr_init2(r, 4600);
    mpfr_set(r, sum_, MPFR_RNDN);
    if (kept >= 1) {
      mpfr_prec_round(r, kept, MPFR_RNDN);
    } else {
      // Below 2^q: 0 or ±2^q, ties to 0 (even).
      mpfr_t half;
      mpfr_init2(half, 64);
      mpfr_set_ui_2exp(half, 1, f.q - 1, MPFR_RNDN);
      const int cmp = mpfr_cmpabs(r, half);
      const int sign = mpfr_sgn(r);
      if (cmp > 0) mpfr_set_si_2exp(r, sign, f.q, MPFR_RNDN);
      else mpfr_set_zero(r, sign);
      mpfr_clear(half);
    }
    const double value = mpfr_get_d(r, MPFR_RNDN);  // exact (or beyond double: inf)
    mpfr_clear(r);
    return encodeFloat(e, value);
  }

 private:
  mpfr_t sum_, term_;
  bool nan_ = false, posInf_ = false, negInf_ = false, allNegativeZero_ = true;
};

// A random finite value of e: random bits, NaN and infinity skipped.
uint64_t randomFinite(ET e, std::mt19937_64& rng) {
  const int bits = floatFormat(e).totalBits();
  while (true) {
    uint64_t b = rng() & ((bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1));
    if (std::isfinite(decodeFloat(e, b))) return b;
  }
}

// A random value of f32 or f64 with a moderate exponent (so that sums mix
// but stay finite), or random bits for the narrow formats.
uint64_t randomValue(ET e, std::mt19937_64& rng) {
  if (e != ET::F32 && e != ET::F64) return randomFinite(e, rng);
  std::uniform_real_distribution<double> mantissa(1.0, 2.0);
  std::uniform_int_distribution<int> exponent(-40, 40);
  double v = std::ldexp(mantissa(rng), exponent(rng)) * (rng() & 1 ? -1 : 1);
  return encodeFloat(e, v);
}

// ---------------------------------------------------------------- tests

TEST(ExactAccumulation, CancellationExactIsOneSequentialIsZero) {
  // f32 [1e30, 1, -1e30] with init 0.
  const std::string program = reduceProgram(1, 3, ET::F32);
  auto input = [] {
    Tensor x(typeOf({1, 3}, ET::F32));
    x.setFloatValue(0, 1e30);
    x.setFloatValue(1, 1);
    x.setFloatValue(2, -1e30);
    return std::vector<Value>{Value(x), Value(scalar(ET::F32, 0))};
  };
  EXPECT_EQ(run(program, input())[0].tensor().floatValue(0), 1.0);
  EXPECT_EQ(run(program, input(), Accumulation::Sequential)[0].tensor().floatValue(0), 0.0);
  // The golden's bound covers both.
  for (Accumulation mode : {Accumulation::Exact, Accumulation::Sequential}) {
    std::vector<Value> r = run(program, input(), mode, /*annotate=*/true);
    ASSERT_TRUE(r[0].annotations);
    ASSERT_EQ(r[0].annotations->errorBound.size(), 1u);
    const double bound = r[0].annotations->errorBound[0];
    const double golden = r[0].tensor().floatValue(0);
    EXPECT_GE(bound, std::fabs(golden - 0.0));
    EXPECT_GE(bound, std::fabs(golden - 1.0));
    EXPECT_LT(bound, 1e25);  // 3 u 2e30 plus a little: not unbounded
  }
}

TEST(ExactAccumulation, RandomSumsMatchMpfrOnEveryFormat) {
  std::mt19937_64 rng(42);
  for (const Format& f : kFormats) {
    const int64_t R = 64, N = 37;
    std::vector<uint64_t> bits(static_cast<size_t>(R * N));
    for (int64_t r = 0; r < R; ++r)
      for (int64_t n = 0; n < N; ++n) {
        uint64_t b = randomValue(f.type, rng);
        // Every other row cancels: its second half negates its first half,
        // with one value changed, so the sum is small against its terms.
        if (r % 2 == 1 && n >= N / 2 && n - N / 2 < N / 2 && n != N - 2) {
          double v = decodeFloat(f.type, bits[static_cast<size_t>(r * N + n - N / 2)]);
          b = encodeFloat(f.type, -v);
        }
        bits[static_cast<size_t>(r * N + n)] = b;
      }
    const double init = f.type == ET::F8E4M3FN || f.type == ET::F8E5M2 || f.type == ET::F8E4M3 ? 0.0 : -0.0;
    std::vector<Value> result =
        run(reduceProgram(R, N, f.type), {Value(fromBits({R, N}, f.type, bits)), Value(scalar(f.type, init))});
    const Tensor& out = result[0].tensor();
    std::vector<Value> sequential =
        run(reduceProgram(R, N, f.type), {Value(fromBits({R, N}, f.type, bits)), Value(scalar(f.type, init))},
            Accumulation::Sequential);
    int mismatches = 0, sequentialMismatches = 0;
    for (int64_t r = 0; r < R; ++r) {
      Reference ref;
      ref.add(init);
      for (int64_t n = 0; n < N; ++n) ref.add(decodeFloat(f.type, bits[static_cast<size_t>(r * N + n)]));
      const uint64_t expected = ref.rounded(f.type);
      const uint64_t got = out.floatBits(r);
      if (sequential[0].tensor().floatBits(r) != expected) ++sequentialMismatches;
      if (expected != got && !(isNanEncoding(f.type, expected) && isNanEncoding(f.type, got))) {
        if (++mismatches <= 3)
          ADD_FAILURE() << name(f.type) << " row " << r << ": expected " << decodeFloat(f.type, expected) << ", got "
                        << decodeFloat(f.type, got);
      }
    }
    EXPECT_EQ(mismatches, 0) << name(f.type);
    // The data is hard enough that the order matters.
    if (f.type == ET::F32 || f.type == ET::BF16 || f.type == ET::F64) {
      EXPECT_GT(sequentialMismatches, 0) << name(f.type);
    }
  }
}

TEST(ExactAccumulation, SubnormalSums) {
  // 2^-149 * 3 - 2^-148 = 2^-149; 2^-150-sized leftovers cannot exist in
  // f32, but a sum of f16 subnormals rounds into the normal range.
  Tensor x(typeOf({1, 4}, ET::F32));
  x.setFloatValue(0, std::ldexp(1.0, -149));
  x.setFloatValue(1, std::ldexp(1.0, -149));
  x.setFloatValue(2, std::ldexp(1.0, -149));
  x.setFloatValue(3, -std::ldexp(1.0, -148));
  auto r = run(reduceProgram(1, 4, ET::F32), {Value(x), Value(scalar(ET::F32, 0))});
  EXPECT_EQ(r[0].tensor().floatValue(0), std::ldexp(1.0, -149));
  // f16: 1023 * 2^-24 + 2^-24 = 2^-14, the smallest normal.
  Tensor h(typeOf({1, 2}, ET::F16));
  h.setFloatValue(0, 1023 * std::ldexp(1.0, -24));
  h.setFloatValue(1, std::ldexp(1.0, -24));
  auto s = run(reduceProgram(1, 2, ET::F16), {Value(h), Value(scalar(ET::F16, 0))});
  EXPECT_EQ(s[0].tensor().floatValue(0), std::ldexp(1.0, -14));
}

struct SpecialCase {
  std::vector<double> values;
  double init;
  double expected;  // NaN: any NaN
  bool negativeZero;
};

TEST(ExactAccumulation, InfinityNanAndSignedZero) {
  const double inf = INFINITY, nan = NAN, big = 3.4028234663852886e38;  // FLT_MAX
  const SpecialCase cases[] = {
      {{-0.0, -0.0}, -0.0, 0.0, true},   // all -0: -0
      {{-0.0, -0.0}, 0.0, 0.0, false},   // an init of +0: +0
      {{1.0, -1.0}, -0.0, 0.0, false},   // cancellation: +0
      {{inf, 1.0}, 0.0, inf, false},
      {{-inf, 1e30}, 0.0, -inf, false},
      {{inf, -inf}, 0.0, nan, false},
      {{nan, 1.0}, 0.0, nan, false},
      {{big, big, -big}, 0.0, big, false},  // exact: FLT_MAX; sequential overflows
      {{big, big}, 0.0, inf, false},        // overflow
  };
  for (const SpecialCase& c : cases) {
    const int64_t n = static_cast<int64_t>(c.values.size());
    Tensor x(typeOf({1, n}, ET::F32));
    for (int64_t i = 0; i < n; ++i) x.setFloatValue(i, c.values[static_cast<size_t>(i)]);
    double got = run(reduceProgram(1, n, ET::F32), {Value(x), Value(scalar(ET::F32, c.init))})[0].tensor().floatValue(0);
    if (std::isnan(c.expected)) {
      EXPECT_TRUE(std::isnan(got)) << got;
    } else {
      EXPECT_EQ(got, c.expected);
      EXPECT_EQ(std::signbit(got), c.negativeZero || c.expected < 0) << got;
    }
  }
  // Sequential order overflows where the exact sum does not.
  Tensor x(typeOf({1, 3}, ET::F32));
  x.setFloatValue(0, big);
  x.setFloatValue(1, big);
  x.setFloatValue(2, -big);
  EXPECT_TRUE(std::isinf(run(reduceProgram(1, 3, ET::F32), {Value(x), Value(scalar(ET::F32, 0))},
                             Accumulation::Sequential)[0]
                             .tensor()
                             .floatValue(0)));
  // f64 beyond double's range in the middle of the sum.
  Tensor d(typeOf({1, 3}, ET::F64));
  d.setFloatValue(0, 1.7e308);
  d.setFloatValue(1, 1.7e308);
  d.setFloatValue(2, -1.7e308);
  EXPECT_EQ(run(reduceProgram(1, 3, ET::F64), {Value(d), Value(scalar(ET::F64, 0))})[0].tensor().floatValue(0), 1.7e308);
}

TEST(ExactAccumulation, MultiOperandAddBodyAndComplex) {
  // Two inputs, each result an add of its own pair: both exact.
  const std::string s = "tensor<f32>", in = "tensor<3xf32>";
  const std::string program = "func.func @main(%x: " + in + ", %y: " + in + ", %i: " + s + ", %j: " + s +
                              ") -> (" + s + ", " + s + ") {\n" +
                              "  %r:2 = \"stablehlo.reduce\"(%x, %y, %i, %j) ({\n"
                              "    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):\n"
                              "      %0 = \"stablehlo.add\"(%a, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
                              "      %1 = \"stablehlo.add\"(%d, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
                              "      \"stablehlo.return\"(%0, %1) : (tensor<f32>, tensor<f32>) -> ()\n"
                              "  }) {dimensions = array<i64: 0>} : (" +
                              in + ", " + in + ", " + s + ", " + s + ") -> (" + s + ", " + s + ")\n" +
                              "  func.return %r#0, %r#1 : " + s + ", " + s + "\n}\n";
  Tensor x(typeOf({3}, ET::F32)), y(typeOf({3}, ET::F32));
  const double xs[] = {1e30, 1, -1e30}, ys[] = {1e20, -1e20, 3};
  for (int i = 0; i < 3; ++i) {
    x.setFloatValue(i, xs[i]);
    y.setFloatValue(i, ys[i]);
  }
  auto r = run(program, {Value(x), Value(y), Value(scalar(ET::F32, 0)), Value(scalar(ET::F32, 0))});
  EXPECT_EQ(r[0].tensor().floatValue(0), 1.0);
  EXPECT_EQ(r[1].tensor().floatValue(0), 3.0);

  // complex<f32>: parts summed exactly.
  const std::string cs = "tensor<complex<f32>>", cin = "tensor<1x3xcomplex<f32>>", cout = "tensor<1xcomplex<f32>>";
  const std::string cprogram = "func.func @main(%x: " + cin + ", %i: " + cs + ") -> " + cout + " {\n" +
                               "  %r = \"stablehlo.reduce\"(%x, %i) ({\n    ^bb0(%a: " + cs + ", %b: " + cs +
                               "):\n      %s = \"stablehlo.add\"(%a, %b) : (" + cs + ", " + cs + ") -> " + cs +
                               "\n      \"stablehlo.return\"(%s) : (" + cs + ") -> ()\n  }) {dimensions = "
                               "array<i64: 1>} : (" +
                               cin + ", " + cs + ") -> " + cout + "\n  func.return %r : " + cout + "\n}\n";
  Tensor c(typeOf({1, 3}, ET::C64));
  c.setComplexValue(0, {1e30, 2});
  c.setComplexValue(1, {1, 1e30});
  c.setComplexValue(2, {-1e30, -1e30});
  Tensor ci(typeOf({}, ET::C64));
  auto cr = run(cprogram, {Value(c), Value(ci)});
  EXPECT_EQ(cr[0].tensor().complexValue(0), std::complex<double>(1, 2));
}

TEST(ExactAccumulation, ReduceWindowSumsExactly) {
  // Windows of 3 with stride 1 over [1e30, 1, -1e30, 5], padding 1 high.
  const std::string program =
      "func.func @main(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<3xf32> {\n"
      "  %r = \"stablehlo.reduce_window\"(%x, %i) ({\n"
      "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
      "      %s = \"stablehlo.add\"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
      "      \"stablehlo.return\"(%s) : (tensor<f32>) -> ()\n"
      "  }) {window_dimensions = array<i64: 3>, padding = dense<[[0, 1]]> : tensor<1x2xi64>} "
      ": (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>\n"
      "  func.return %r : tensor<3xf32>\n}\n";
  Tensor x(typeOf({4}, ET::F32));
  const double xs[] = {1e30, 1, -1e30, 5};
  for (int i = 0; i < 4; ++i) x.setFloatValue(i, xs[i]);
  auto exact = run(program, {Value(x), Value(scalar(ET::F32, 0))});
  EXPECT_EQ(exact[0].tensor().floatValue(0), 1.0);
  EXPECT_EQ(exact[0].tensor().floatValue(1), static_cast<double>(static_cast<float>(1 - 1e30 + 5)));
  EXPECT_EQ(exact[0].tensor().floatValue(2), static_cast<double>(static_cast<float>(-1e30 + 5)));
  auto sequential = run(program, {Value(x), Value(scalar(ET::F32, 0))}, Accumulation::Sequential);
  EXPECT_EQ(sequential[0].tensor().floatValue(0), 0.0);
  auto annotated = run(program, {Value(x), Value(scalar(ET::F32, 0))}, Accumulation::Exact, true);
  ASSERT_TRUE(annotated[0].annotations);
  EXPECT_GE(annotated[0].annotations->errorBound.at(0), 1.0);
}

// Random dot products with cancellation: rows of lhs whose second half
// negates the first (rhs repeats its first half), with one change.
void checkDot(ET operand, ET result, int64_t M, int64_t K, int64_t N, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> a(static_cast<size_t>(M * K)), b(static_cast<size_t>(K * N));
  const int64_t half = K / 2;
  for (int64_t k = 0; k < K; ++k)
    for (int64_t j = 0; j < N; ++j)
      b[static_cast<size_t>(k * N + j)] = k >= half && k - half < half ? b[static_cast<size_t>((k - half) * N + j)]
                                                                       : randomValue(operand, rng);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t k = 0; k < K; ++k) {
      uint64_t v = randomValue(operand, rng);
      if (i % 2 == 0 && k >= half && k - half < half && k != K - 1)
        v = encodeFloat(operand, -decodeFloat(operand, a[static_cast<size_t>(i * K + k - half)]));
      a[static_cast<size_t>(i * K + k)] = v;
    }
  auto r = run(dotProgram(M, K, N, operand, result),
               {Value(fromBits({M, K}, operand, a)), Value(fromBits({K, N}, operand, b))}, Accumulation::Exact, true);
  const Tensor& c = r[0].tensor();
  ASSERT_TRUE(r[0].annotations);
  const std::vector<double>& bound = r[0].annotations->errorBound;
  ASSERT_EQ(bound.size(), static_cast<size_t>(M * N));
  auto sequential = run(dotProgram(M, K, N, operand, result),
                        {Value(fromBits({M, K}, operand, a)), Value(fromBits({K, N}, operand, b))},
                        Accumulation::Sequential);
  int mismatches = 0, sequentialMismatches = 0;
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      Reference ref;
      for (int64_t k = 0; k < K; ++k)
        ref.addProduct(decodeFloat(operand, a[static_cast<size_t>(i * K + k)]),
                       decodeFloat(operand, b[static_cast<size_t>(k * N + j)]));
      const uint64_t expected = ref.rounded(result);
      const uint64_t got = c.floatBits(i * N + j);
      if (expected != got && !(isNanEncoding(result, expected) && isNanEncoding(result, got))) {
        if (++mismatches <= 3)
          ADD_FAILURE() << name(operand) << "->" << name(result) << " [" << i << ", " << j << "]: expected "
                        << decodeFloat(result, expected) << ", got " << decodeFloat(result, got);
      }
      // The bound covers the sequential order, a correct implementation.
      const double e = c.floatValue(i * N + j), s = sequential[0].tensor().floatValue(i * N + j);
      if (sequential[0].tensor().floatBits(i * N + j) != expected) ++sequentialMismatches;
      if (std::isfinite(e) && std::isfinite(s)) {
        EXPECT_LE(std::fabs(e - s), bound[static_cast<size_t>(i * N + j)]);
      }
    }
  EXPECT_EQ(mismatches, 0) << name(operand) << "->" << name(result);
  // Cancelling rows make the double sum of the sequential kernel wrong.
  if (operand == ET::F32 && result == ET::F32) {
    EXPECT_GT(sequentialMismatches, 0);
  }
}

TEST(ExactAccumulation, DotGeneralMatchesMpfr) {
  checkDot(ET::F32, ET::F32, 9, 64, 7, 1);
  checkDot(ET::F64, ET::F64, 6, 40, 5, 2);
  checkDot(ET::BF16, ET::BF16, 8, 32, 8, 3);
  checkDot(ET::BF16, ET::F32, 8, 32, 8, 4);
  checkDot(ET::F16, ET::F16, 8, 24, 6, 5);
  checkDot(ET::F8E4M3FN, ET::F32, 5, 16, 5, 6);
  checkDot(ET::F8E5M2, ET::F8E5M2, 5, 16, 5, 7);
  checkDot(ET::F32, ET::F64, 4, 30, 4, 8);
  checkDot(ET::F64, ET::F32, 4, 30, 4, 9);
}

TEST(ExactAccumulation, DotGeneralCancellationAndSubnormalProducts) {
  // [1e30, 1, -1e30] . [1, 1, 1] = 1 exactly, 0 sequentially.
  Tensor a(typeOf({1, 3}, ET::F32)), b(typeOf({3, 1}, ET::F32));
  const double as[] = {1e30, 1, -1e30};
  for (int i = 0; i < 3; ++i) {
    a.setFloatValue(i, as[i]);
    b.setFloatValue(i, 1);
  }
  EXPECT_EQ(run(dotProgram(1, 3, 1, ET::F32, ET::F32), {Value(a), Value(b)})[0].tensor().floatValue(0), 1.0);
  EXPECT_EQ(run(dotProgram(1, 3, 1, ET::F32, ET::F32), {Value(a), Value(b)}, Accumulation::Sequential)[0]
                .tensor()
                .floatValue(0),
            0.0);
  // f64 products at the bottom of the range: 2 * (2^-537 * 2^-537) = 2^-1073.
  Tensor c(typeOf({1, 2}, ET::F64)), d(typeOf({2, 1}, ET::F64));
  c.setFloatValue(0, std::ldexp(1.0, -537));
  c.setFloatValue(1, std::ldexp(1.0, -537));
  d.setFloatValue(0, std::ldexp(1.0, -537));
  d.setFloatValue(1, std::ldexp(1.0, -537));
  EXPECT_EQ(run(dotProgram(1, 2, 1, ET::F64, ET::F64), {Value(c), Value(d)})[0].tensor().floatValue(0),
            std::ldexp(1.0, -1073));
  // 3 products of 2^-1075: 3 * 2^-1075 = 1.5 * 2^-1074 rounds to 2^-1073.
  Tensor e(typeOf({1, 3}, ET::F64)), f(typeOf({3, 1}, ET::F64));
  for (int i = 0; i < 3; ++i) {
    e.setFloatValue(i, std::ldexp(1.0, -538));
    f.setFloatValue(i, std::ldexp(1.0, -537));
  }
  EXPECT_EQ(run(dotProgram(1, 3, 1, ET::F64, ET::F64), {Value(e), Value(f)})[0].tensor().floatValue(0),
            std::ldexp(1.0, -1073));
}

TEST(ExactAccumulation, ConvolutionSumsExactly) {
  // A 1-D convolution with a [1, 1, 1] kernel over [1e30, 1, -1e30, 4].
  const std::string program =
      "func.func @main(%x: tensor<1x4x1xf32>, %w: tensor<3x1x1xf32>) -> tensor<1x2x1xf32> {\n"
      "  %r = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1]} "
      "{batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<3x1x1xf32>) -> "
      "tensor<1x2x1xf32>\n"
      "  func.return %r : tensor<1x2x1xf32>\n}\n";
  Tensor x(typeOf({1, 4, 1}, ET::F32)), w(typeOf({3, 1, 1}, ET::F32));
  const double xs[] = {1e30, 1, -1e30, 4};
  for (int i = 0; i < 4; ++i) x.setFloatValue(i, xs[i]);
  for (int i = 0; i < 3; ++i) w.setFloatValue(i, 1);
  auto r = run(program, {Value(x), Value(w)}, Accumulation::Exact, true);
  EXPECT_EQ(r[0].tensor().floatValue(0), 1.0);
  EXPECT_EQ(r[0].tensor().floatValue(1), static_cast<double>(static_cast<float>(1 - 1e30 + 4)));
  ASSERT_TRUE(r[0].annotations);
  EXPECT_GE(r[0].annotations->errorBound.at(0), 1.0);
  EXPECT_EQ(run(program, {Value(x), Value(w)}, Accumulation::Sequential)[0].tensor().floatValue(0), 0.0);
}

TEST(ExactAccumulation, BatchNormTrainingMeanIsExact) {
  // One feature: [1e30, 1, -1e30, 2] has mean 3 / 4 exactly; a fold in
  // double loses the 1 (0.5).
  const std::string program =
      "func.func @main(%x: tensor<4x1xf32>, %s: tensor<1xf32>, %o: tensor<1xf32>) -> (tensor<4x1xf32>, "
      "tensor<1xf32>, tensor<1xf32>) {\n"
      "  %r:3 = \"stablehlo.batch_norm_training\"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : "
      "(tensor<4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<4x1xf32>, tensor<1xf32>, tensor<1xf32>)\n"
      "  func.return %r#0, %r#1, %r#2 : tensor<4x1xf32>, tensor<1xf32>, tensor<1xf32>\n}\n";
  Tensor x(typeOf({4, 1}, ET::F32)), s(typeOf({1}, ET::F32)), o(typeOf({1}, ET::F32));
  const double xs[] = {1e30, 1, -1e30, 2};
  for (int i = 0; i < 4; ++i) x.setFloatValue(i, xs[i]);
  s.setFloatValue(0, 1);
  auto r = run(program, {Value(x), Value(s), Value(o)}, Accumulation::Exact, true);
  EXPECT_EQ(r[1].tensor().floatValue(0), 0.75);
  ASSERT_TRUE(r[1].annotations);
  EXPECT_GE(r[1].annotations->errorBound.at(0), 0.25);
  EXPECT_EQ(run(program, {Value(x), Value(s), Value(o)}, Accumulation::Sequential)[1].tensor().floatValue(0), 0.5);
  // The variance: centered values rounded to f32 (1e30 - 0.75 = 1e30),
  // squares rounded to f32 (1e60 overflows f32 to inf).
  EXPECT_TRUE(std::isinf(r[2].tensor().floatValue(0)));
}

TEST(ExactAccumulation, BatchNormTrainingSmallValues) {
  // mean of [1, 2, 3, 4, 5, 6] per feature pair, variance of the centered
  // squares: exact values here.
  const std::string program =
      "func.func @main(%x: tensor<3x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) -> (tensor<3x2xf32>, "
      "tensor<2xf32>, tensor<2xf32>) {\n"
      "  %r:3 = \"stablehlo.batch_norm_training\"(%x, %s, %o) {epsilon = 0.0 : f32, feature_index = 1 : i64} : "
      "(tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>)\n"
      "  func.return %r#0, %r#1, %r#2 : tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>\n}\n";
  Tensor x(typeOf({3, 2}, ET::F32)), s(typeOf({2}, ET::F32)), o(typeOf({2}, ET::F32));
  for (int i = 0; i < 6; ++i) x.setFloatValue(i, i + 1);
  for (int i = 0; i < 2; ++i) s.setFloatValue(i, 1);
  auto r = run(program, {Value(x), Value(s), Value(o)});
  EXPECT_EQ(r[1].tensor().floatValue(0), 3.0);  // (1 + 3 + 5) / 3
  EXPECT_EQ(r[1].tensor().floatValue(1), 4.0);
  EXPECT_EQ(r[2].tensor().floatValue(0), static_cast<double>(static_cast<float>(8.0 / 3)));  // (4 + 0 + 4) / 3
  // (1 - 3) / sqrt(8/3)
  EXPECT_NEAR(r[0].tensor().floatValue(0), -2 / std::sqrt(8.0 / 3), 1e-6);
}

// ------------------------------------------------------------ quantized

TEST(ExactAccumulation, QuantizedReduceFoldsDequantizeAddQuantize) {
  // i8 storage, scale 0.5, zero point 0: values 1, 2, 3 (storage 2, 4, 6);
  // a second row saturates: 50 + 50 = 100 -> storage 200 clamps to 127.
  const std::string q = "!quant.uniform<i8:f32, 0.5:0>";
  const std::string program = "func.func @main() -> tensor<2x" + q + "> {\n" +
                              "  %x = stablehlo.constant dense<[[2, 4, 6], [100, 100, 0]]> : tensor<2x3x" + q +
                              ">\n  %i = stablehlo.constant dense<0> : tensor<" + q + ">\n" +
                              "  %r = \"stablehlo.reduce\"(%x, %i) ({\n    ^bb0(%a: tensor<" + q + ">, %b: tensor<" +
                              q + ">):\n      %s = \"stablehlo.add\"(%a, %b) : (tensor<" + q + ">, tensor<" + q +
                              ">) -> tensor<" + q + ">\n      \"stablehlo.return\"(%s) : (tensor<" + q +
                              ">) -> ()\n  }) {dimensions = array<i64: 1>} : (tensor<2x3x" + q + ">, tensor<" + q +
                              ">) -> tensor<2x" + q + ">\n  func.return %r : tensor<2x" + q + ">\n}\n";
  auto r = run(program, {});
  const Tensor& t = r[0].tensor();
  ASSERT_TRUE(t.type().isQuantized());
  EXPECT_EQ(t.intValue(0), 12);
  EXPECT_EQ(t.intValue(1), 127);
}

TEST(ExactAccumulation, QuantizedReducePromotesStorage) {
  // Inputs i8 (scale 1), body on i16 with the same expressed type: the
  // values convert by quantize(dequantize(x)) and the sum no longer clamps.
  const std::string q8 = "!quant.uniform<i8:f32, 1.0:0>", q16 = "!quant.uniform<i16:f32, 1.0:0>";
  const std::string program =
      "func.func @main() -> tensor<" + q16 + "> {\n" + "  %x = stablehlo.constant dense<[100, 100, 100]> : tensor<3x" +
      q8 + ">\n  %i = stablehlo.constant dense<0> : tensor<" + q8 + ">\n" +
      "  %r = \"stablehlo.reduce\"(%x, %i) ({\n    ^bb0(%a: tensor<" + q16 + ">, %b: tensor<" + q16 +
      ">):\n      %s = \"stablehlo.add\"(%a, %b) : (tensor<" + q16 + ">, tensor<" + q16 + ">) -> tensor<" + q16 +
      ">\n      \"stablehlo.return\"(%s) : (tensor<" + q16 + ">) -> ()\n  }) {dimensions = array<i64: 0>} : (tensor<3x" +
      q8 + ">, tensor<" + q8 + ">) -> tensor<" + q16 + ">\n  func.return %r : tensor<" + q16 + ">\n}\n";
  auto r = run(program, {});
  EXPECT_EQ(r[0].tensor().intValue(0), 300);
}

TEST(ExactAccumulation, QuantizedReduceWindowAndSelectAndScatter) {
  const std::string q = "!quant.uniform<i8:f32, 0.5:1>";
  const std::string s = "tensor<" + q + ">";
  // reduce_window: windows of 2 over storage [3, 5, 7] (values 1, 2, 3),
  // sums 3 and 5: storage 7 and 11.
  const std::string rw = "func.func @main() -> tensor<2x" + q + "> {\n" +
                         "  %x = stablehlo.constant dense<[3, 5, 7]> : tensor<3x" + q + ">\n" +
                         "  %i = stablehlo.constant dense<1> : " + s + "\n" +
                         "  %r = \"stablehlo.reduce_window\"(%x, %i) ({\n    ^bb0(%a: " + s + ", %b: " + s +
                         "):\n      %m = \"stablehlo.add\"(%a, %b) : (" + s + ", " + s + ") -> " + s +
                         "\n      \"stablehlo.return\"(%m) : (" + s + ") -> ()\n  }) {window_dimensions = "
                         "array<i64: 2>} : (tensor<3x" +
                         q + ">, " + s + ") -> tensor<2x" + q + ">\n  func.return %r : tensor<2x" + q + ">\n}\n";
  auto r = run(rw, {});
  EXPECT_EQ(r[0].tensor().intValue(0), 7);
  EXPECT_EQ(r[0].tensor().intValue(1), 11);
  // select_and_scatter: the spec's example on quantized values (storage =
  // 2 * value + 1): operand [[1, 5], [2, 5], [3, 6], [4, 4]], source
  // [[5, 6], [7, 8]] -> [[0, 0], [0, 0], [5, 14], [7, 0]].
  const std::string ss =
      "func.func @main() -> tensor<4x2x" + q + "> {\n" +
      "  %operand = stablehlo.constant dense<[[3, 11], [5, 11], [7, 13], [9, 9]]> : tensor<4x2x" + q + ">\n" +
      "  %source = stablehlo.constant dense<[[11, 13], [15, 17]]> : tensor<2x2x" + q + ">\n" +
      "  %init = stablehlo.constant dense<1> : " + s + "\n" +
      "  %r = \"stablehlo.select_and_scatter\"(%operand, %source, %init) ({\n    ^bb0(%a: " + s + ", %b: " + s +
      "):\n      %c = \"stablehlo.compare\"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GE>} : (" +
      s + ", " + s + ") -> tensor<i1>\n      \"stablehlo.return\"(%c) : (tensor<i1>) -> ()\n  }, {\n    ^bb0(%a: " +
      s + ", %b: " + s + "):\n      %m = \"stablehlo.add\"(%a, %b) : (" + s + ", " + s + ") -> " + s +
      "\n      \"stablehlo.return\"(%m) : (" + s + ") -> ()\n  }) {window_dimensions = array<i64: 3, 1>, "
      "window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2x" +
      q + ">, tensor<2x2x" + q + ">, " + s + ") -> tensor<4x2x" + q + ">\n  func.return %r : tensor<4x2x" + q +
      ">\n}\n";
  auto t = run(ss, {});
  const int64_t expected[] = {0, 0, 0, 0, 5, 14, 7, 0};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(t[0].tensor().intValue(i), 2 * expected[i] + 1) << i;
}

// ------------------------------------------------------------------ CLI

TEST(ExactAccumulation, CommandLineFlag) {
  const std::string program =
      "func.func @main() {\n"
      "  %x = stablehlo.constant dense<[1.0e30, 1.0, -1.0e30]> : tensor<3xf32>\n"
      "  %i = stablehlo.constant dense<0.0> : tensor<f32>\n"
      "  %r = \"stablehlo.reduce\"(%x, %i) ({\n"
      "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
      "      %s = \"stablehlo.add\"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
      "      \"stablehlo.return\"(%s) : (tensor<f32>) -> ()\n"
      "  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>\n"
      "  check.expect_eq_const %r, dense<1.0> : tensor<f32>\n"
      "  func.return\n}\n";
  const std::string path = testing::writeTempFile("exact_accumulation_cli.mlir", program);
  EXPECT_EQ(testing::runHloref({"run", path}).status, 0);
  EXPECT_EQ(testing::runHloref({"run", path, "--accumulation=exact"}).status, 0);
  // The sequential fold gives 0: a literal check fails; by default the check
  // accepts it, since 0 lies within the bound of a sum of terms near 1e30.
  EXPECT_EQ(testing::runHloref({"run", path, "--accumulation", "sequential", "--checks=strict"}).status, 1);
  testing::ToolResult bounded = testing::runHloref({"run", path, "--accumulation", "sequential"});
  EXPECT_EQ(bounded.status, 0) << bounded.err;
  EXPECT_NE(bounded.err.find("note: 1 element accepted within hloref's error bound"), std::string::npos) << bounded.err;
  testing::ToolResult bad = testing::runHloref({"run", path, "--accumulation=fast"});
  EXPECT_EQ(bad.status, 3);
  EXPECT_NE(bad.err.find("--accumulation"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace hloref
