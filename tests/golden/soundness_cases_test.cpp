// Golden bounds that must admit every legal answer, in the cases the
// differential fuzzer's self-check (hloref fuzz run --backend
// reference-perturbed) found outside them: a NaN or infinite golden that a
// legal run need not reproduce, a complex result with one NaN part, an op
// that sets its own bound (batch_norm_training's mean) over bounded
// operands, and a decision (convert to an integer) on a value that an op
// without a bound rule produced. The expected verdicts are worked out by
// hand in each test.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

std::vector<GoldenOutput> golden(const std::string& text) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "soundness_cases_test.mlir"));
  RunOptions options;
  options.annotate = true;
  Evaluator evaluator(*program, options);
  return runGolden(evaluator, *program->module().lookup("main"), {});
}

double boundAt(const GoldenOutput& o, int64_t k) { return o.bound.data<double>()[k]; }

// logistic(-8) = 3.35e-4 rounds to 0 in f8E4M3FNUZ (its smallest subnormal
// is 2^-10 = 9.8e-4, so 0 is nearest); rsqrt(0) = +inf, which a type
// without infinities holds as NaN. logistic's allowance admits 2^-10 as
// well, whose rsqrt is 32: the NaN golden does not bind a legal run.
TEST(SoundnessCases, NanGoldenFromBoundedOperandIsUnknown) {
  const std::vector<GoldenOutput> out = golden(R"mlir(
func.func @main() -> tensor<f8E4M3FNUZ> {
  %x = stablehlo.constant dense<-8.0> : tensor<f8E4M3FNUZ>
  %l = stablehlo.logistic %x : tensor<f8E4M3FNUZ>
  %r = stablehlo.rsqrt %l : tensor<f8E4M3FNUZ>
  func.return %r : tensor<f8E4M3FNUZ>
})mlir");
  ASSERT_EQ(out.size(), 1u);
  ASSERT_TRUE(std::isnan(out[0].value.floatValue(0)));
  EXPECT_TRUE(std::isinf(boundAt(out[0], 0)));
}

// A NaN from a NaN operand that every run has (an exact NaN argument):
// every legal result is NaN, bound 0. And sqrt(-1), a domain error of an
// exact operand in a type with infinities: NaN in every run, bound 0.
TEST(SoundnessCases, ForcedNanGoldensKeepBoundZero) {
  const std::vector<GoldenOutput> out = golden(R"mlir(
func.func @main() -> (tensor<f32>, tensor<f32>) {
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %e = stablehlo.exponential %one : tensor<f32>
  %s = stablehlo.add %nan, %e : tensor<f32>
  %m = stablehlo.constant dense<-1.0> : tensor<f32>
  %q = stablehlo.sqrt %m : tensor<f32>
  func.return %s, %q : tensor<f32>, tensor<f32>
})mlir");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(boundAt(out[0], 0), 0.0);
  EXPECT_EQ(boundAt(out[1], 0), 0.0);
}

// complex(NaN, sine(1)): the real part is NaN in every run, the imaginary
// part is sine's, within its allowance: the element is not fixed.
TEST(SoundnessCases, ComplexWithOneNanPartIsNotExact) {
  const std::vector<GoldenOutput> out = golden(R"mlir(
func.func @main() -> tensor<complex<f32>> {
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %s = stablehlo.sine %one : tensor<f32>
  %c = stablehlo.complex %nan, %s : tensor<complex<f32>>
  func.return %c : tensor<complex<f32>>
})mlir");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_GT(boundAt(out[0], 0), 0.0);
}

// exp(88.75) = 3.50e38 is past f32's largest value (3.40e38): rounded to
// nearest it is +inf. exp's allowance is wider than correct rounding, and
// an exact result within that allowance of the largest value would admit
// it too; the bound does not know how far past the exact result lies, so
// an infinite golden of such an op is unknown (+inf), not bound 0. 1/0 =
// +inf is correctly rounded from exact operands: bound 0.
TEST(SoundnessCases, OverflowOfAnOpWithAnAllowanceIsUnknown) {
  const std::vector<GoldenOutput> out = golden(R"mlir(
func.func @main() -> (tensor<f32>, tensor<f32>) {
  %x = stablehlo.constant dense<88.75> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %d = stablehlo.divide %one, %zero : tensor<f32>
  func.return %e, %d : tensor<f32>, tensor<f32>
})mlir");
  ASSERT_EQ(out.size(), 2u);
  ASSERT_TRUE(std::isinf(out[0].value.floatValue(0)));
  EXPECT_TRUE(std::isinf(boundAt(out[0], 0)));
  ASSERT_TRUE(std::isinf(out[1].value.floatValue(0)));
  EXPECT_EQ(boundAt(out[1], 0), 0.0);
}

// batch_norm_training's mean over operands that carry bounds (exp of exact
// values): a legal operand moves the mean by up to the mean of their
// deviation radii, which the mean's bound must include.
TEST(SoundnessCases, BatchNormMeanCarriesItsOperandsBounds) {
  const std::vector<GoldenOutput> out = golden(R"mlir(
func.func @main() -> (tensor<4x1xf32>, tensor<1xf32>, tensor<1xf32>) {
  %x = stablehlo.constant dense<[[1.0], [2.0], [3.0], [4.0]]> : tensor<4x1xf32>
  %e = stablehlo.exponential %x : tensor<4x1xf32>
  %scale = stablehlo.constant dense<1.0> : tensor<1xf32>
  %offset = stablehlo.constant dense<0.0> : tensor<1xf32>
  %o, %mean, %var = "stablehlo.batch_norm_training"(%e, %scale, %offset) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<4x1xf32>, tensor<1xf32>, tensor<1xf32>)
  func.return %e, %mean, %var : tensor<4x1xf32>, tensor<1xf32>, tensor<1xf32>
})mlir");
  ASSERT_EQ(out.size(), 3u);
  double carried = 0;  // Σ (bound + half an ulp) / 4 over exp's elements
  for (int64_t k = 0; k < 4; ++k) {
    const double g = out[0].value.floatValue(k);
    carried += boundAt(out[0], k) + std::ldexp(1.0, std::ilogb(g) - 24);
  }
  carried /= 4;
  EXPECT_GT(carried, 0.0);
  EXPECT_GE(boundAt(out[1], 0), carried);
}

// reduce_precision has no bound rule of its own (elementwise): of an exact
// operand its result now carries its allowance, so the decision after tanh
// sees tanh's bound. tanh(3) = 0.995 rounds to 1.0 in f4E2M1FN, and tanh's
// allowance reaches below 1, where convert to ui16 truncates to 0: the
// converted element (and `not` of it) is unstable.
TEST(SoundnessCases, DecisionAfterAnElementwiseOpIsUnstable) {
  const std::vector<GoldenOutput> out = golden(R"mlir(
func.func @main() -> (tensor<ui16>, tensor<ui16>) {
  %x = stablehlo.constant dense<3.0> : tensor<f4E2M1FN>
  %r = stablehlo.reduce_precision %x, format = e7m21 : tensor<f4E2M1FN>
  %t = stablehlo.tanh %r : tensor<f4E2M1FN>
  %c = stablehlo.convert %t : (tensor<f4E2M1FN>) -> tensor<ui16>
  %n = stablehlo.not %c : tensor<ui16>
  func.return %c, %n : tensor<ui16>, tensor<ui16>
})mlir");
  ASSERT_EQ(out.size(), 2u);
  for (const GoldenOutput& o : out) {
    ASSERT_FALSE(o.unstable.isNull());
    EXPECT_NE(o.unstable.intBits(0), 0u);
  }
}

}  // namespace
}  // namespace hloref
