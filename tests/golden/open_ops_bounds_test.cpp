// Golden bounds for the ops JAX programs left at +inf (issue 12, point 3):
// reduce / reduce_window with a multiply body (cumprod;
// reduction::ProductBound), fft (kernels/fft_bounds.h), complex values
// carried through elementwise ops (golden/propagate.h), and open-order sums
// whose infinite golden can turn into NaN in another order
// (nonFiniteSumBound). Expected bounds are derived by hand from the models
// stated in those headers; perturbed runs stay inside them.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <numbers>
#include <string>
#include <vector>

#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "interpreter/kernels/fft_bounds.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

constexpr double kU32 = 0x1p-24;  // f32's unit roundoff

std::vector<GoldenOutput> golden(const std::string& text, bool literal = false) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "open_ops_bounds_test.mlir"));
  RunOptions options;
  options.annotate = true;
  options.literal = literal;
  Evaluator evaluator(*program, options);
  return runGolden(evaluator, *program->module().funcs.front(), {});
}

std::vector<Value> perturbed(const std::string& text, uint64_t seed) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "perturbed.mlir"));
  RunOptions options;
  options.perturbSeed = seed;
  Evaluator evaluator(*program, options);
  return evaluator.call(*program->module().funcs.front(), {});
}

double bound(const GoldenOutput& o, int64_t k = 0) { return o.bound.floatValue(k); }

// ------------------------------------------------------------ products

const char* kProduct = R"mlir(
func.func @main() -> tensor<f32> {
  %x = stablehlo.constant dense<[1.5, 2.0, 0.5, 3.0]> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %p = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %p : tensor<f32>
}
)mlir";

TEST(ProductBound, ReduceWithAMultiplyBody) {
  // Four terms other than 1: m = 3 roundings, γ_3 = 3u / (1 - 3u); the
  // products are exact (U = L = 4.5, no underflow): 2 γ_3 4.5 = 27u.
  for (bool literal : {false, true}) {
    const GoldenOutput o = golden(kProduct, literal).front();
    EXPECT_EQ(o.value.floatValue(0), 4.5);
    EXPECT_GE(bound(o), 27 * kU32) << literal;
    EXPECT_LE(bound(o), 27 * kU32 * (1 + 1e-6)) << literal;
  }
}

TEST(ProductBound, CumprodPaddingMultipliesExactly) {
  // jnp.cumprod as JAX lowers it: a window of 3 with 2 padding positions
  // holding the init value 1. Output 0 is 2 (one term besides the 1s: no
  // rounding, bound 0); output 1 is 2 x 3 (one rounding: 2 γ_1 6 = 12u);
  // output 2 is 2 x 3 x 0.25 (two roundings: 2 γ_2 1.5 = 6u).
  const std::string text = R"mlir(
func.func @main() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[2.0, 3.0, 0.25]> : tensor<3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %one) <{padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
)mlir";
  for (bool literal : {false, true}) {
    const GoldenOutput o = golden(text, literal).front();
    EXPECT_EQ(bound(o, 0), 0.0);
    EXPECT_NEAR(bound(o, 1), 12 * kU32, 12 * kU32 * 1e-6);
    EXPECT_NEAR(bound(o, 2), 6 * kU32, 6 * kU32 * 1e-6);
  }
}

TEST(ProductBound, ZerosInfinitiesAndOverflow) {
  auto productOf = [](const std::string& values) {
    std::string text = kProduct;
    text.replace(text.find("[1.5, 2.0, 0.5, 3.0]"), 20, values);
    return golden(text).front();
  };
  // An exact zero: 0 in every order (nothing can overflow).
  EXPECT_EQ(bound(productOf("[1.5, 0.0, 0.5, 3.0]")), 0.0);
  // An infinity times nonzero finite terms: +inf in every order.
  EXPECT_EQ(bound(productOf("[1.5, 0x7F800000, 0.5, 3.0]")), 0.0);
  // An infinity and a zero: NaN in every order.
  EXPECT_EQ(bound(productOf("[0.0, 0x7F800000, 0.5, 3.0]")), 0.0);
  // 1e30 x 1e30 overflows in some order: unknown, although the product is finite.
  EXPECT_TRUE(std::isinf(bound(productOf("[1.0e30, 1.0e30, 1.0e-30, 1.0e-30]"))));
  // An infinity beside terms whose partial product can underflow to zero
  // (NaN in some order).
  EXPECT_TRUE(std::isinf(bound(productOf("[1.0e-30, 0x7F800000, 1.0e-30, 1.0e-30]"))));
}

// ------------------------------------------------------------ sums

TEST(SumBound, InfiniteGoldenThatAnotherOrderMakesNan) {
  // +inf beside finite terms that overflow to -inf in some order (-3e38 +
  // -3e38): NaN there, so the bound is unknown; with small finite terms
  // every order gives +inf (bound 0).
  const std::string text = R"mlir(
func.func @main() -> (tensor<f32>, tensor<f32>) {
  %x = stablehlo.constant dense<[0x7F800000, -3.0e38, -3.0e38]> : tensor<3xf32>
  %y = stablehlo.constant dense<[0x7F800000, -3.0, -2.0]> : tensor<3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %a = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %b = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  func.return %a, %b : tensor<f32>, tensor<f32>
}
)mlir";
  for (bool literal : {false, true}) {
    const std::vector<GoldenOutput> o = golden(text, literal);
    EXPECT_TRUE(std::isinf(o[0].value.floatValue(0)));
    EXPECT_TRUE(std::isinf(bound(o[0]))) << literal;
    EXPECT_EQ(bound(o[1]), 0.0) << literal;
  }
}

// ------------------------------------------------------------ fft

TEST(FftBound, GrowthOverFactorizations) {
  // σ_r = u (2 + 2√2 (r + 1)), ε_r = σ_r (1 + σ_r); n = 4: the direct sum
  // (ε_4) or two stages of 2 ((1 + ε_2)^2 - 1), whichever is larger.
  const double u = kU32;
  auto eps = [u](double r) {
    const double s = u * (2 + 2 * std::numbers::sqrt2 * (r + 1));
    return s * (1 + s);
  };
  const double expected4 = std::max(eps(4), (1 + eps(2)) * (1 + eps(2)) - 1);
  EXPECT_NEAR(fftGrowth(4, u), expected4, expected4 * 1e-9);
  // A prime length has only the direct sum.
  EXPECT_NEAR(fftGrowth(7, u), eps(7), eps(7) * 1e-9);
  EXPECT_EQ(fftGrowth(1, u) > 0, true);
}

const char* kFft = R"mlir(
func.func @main() -> tensor<4xcomplex<f32>> {
  %x = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]> : tensor<4xcomplex<f32>>
  %y = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %y : tensor<4xcomplex<f32>>
}
)mlir";

TEST(FftBound, OneAxisFromTheModel) {
  // S = Σ|x| = 10, T = 0: every output within G(4) S, plus the golden's
  // rounding (fft = [10, -2+2i, -2, -2-2i], exact in f32: at most half an
  // ulp per part) and 2^-40 N S for hloref's double evaluation.
  const double g = fftGrowth(4, kU32);
  for (bool literal : {false, true}) {
    const GoldenOutput o = golden(kFft, literal).front();
    EXPECT_EQ(o.value.complexValue(1), std::complex<double>(-2, 2));
    const double rounding0 = std::hypot(0x1p-21, 0x1p-150);  // 10 and 0
    const double expected0 = g * 10 + rounding0 + 0x1p-40 * 4 * 10;
    EXPECT_GE(bound(o, 0), expected0 * (1 - 1e-9)) << literal;
    EXPECT_LE(bound(o, 0), expected0 * (1 + 1e-9)) << literal;
    for (int64_t k = 1; k < 4; ++k) EXPECT_LE(bound(o, k), bound(o, 0)) << k;
  }
}

TEST(FftBound, PerturbedTransformsStayInside) {
  // Random lines of each fft type, golden against 24 perturbed runs (the
  // direct sum in f32 along random and adversarial schedules).
  const std::string text = R"mlir(
func.func @main() -> (tensor<2x12xcomplex<f32>>, tensor<2x12xcomplex<f32>>, tensor<2x7xcomplex<f32>>, tensor<2x12xf32>) {
  %re = stablehlo.iota dim = 1 : tensor<2x12xf32>
  %s = stablehlo.sine %re : tensor<2x12xf32>
  %c = stablehlo.cosine %re : tensor<2x12xf32>
  %z = stablehlo.complex %s, %c : tensor<2x12xcomplex<f32>>
  %f = stablehlo.fft %z, type = FFT, length = [12] : (tensor<2x12xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
  %i = stablehlo.fft %z, type = IFFT, length = [2, 12] : (tensor<2x12xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
  %r = stablehlo.fft %s, type = RFFT, length = [12] : (tensor<2x12xf32>) -> tensor<2x7xcomplex<f32>>
  %ir = stablehlo.fft %r, type = IRFFT, length = [12] : (tensor<2x7xcomplex<f32>>) -> tensor<2x12xf32>
  func.return %f, %i, %r, %ir : tensor<2x12xcomplex<f32>>, tensor<2x12xcomplex<f32>>, tensor<2x7xcomplex<f32>>, tensor<2x12xf32>
}
)mlir";
  const std::vector<GoldenOutput> reference = golden(text);
  double largest = 0;
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    const std::vector<Value> r = perturbed(text, seed);
    for (size_t i = 0; i < reference.size(); ++i) {
      const Tensor& g = reference[i].value;
      const Tensor& p = r[i].tensor();
      for (int64_t k = 0; k < g.numElements(); ++k) {
        const double b = bound(reference[i], k);
        ASSERT_TRUE(std::isfinite(b)) << i << " " << k;
        const std::complex<double> a = isComplex(g.elementType()) ? g.complexValue(k) : g.floatValue(k);
        const std::complex<double> y = isComplex(p.elementType()) ? p.complexValue(k) : p.floatValue(k);
        // Per part, with the golden's half ulp as perturb_check allows.
        const double slack = std::max(std::fabs(a.real()), std::fabs(a.imag())) * kU32 + 0x1p-149;
        EXPECT_LE(std::abs(y - a), b + 2 * slack) << "seed " << seed << " output " << i << " element " << k;
        largest = std::max(largest, std::abs(y - a) / b);
      }
    }
  }
  EXPECT_GT(largest, 0.0);  // the perturbed runs do move
  std::printf("fft: largest perturbed deviation / bound = %.3g\n", largest);
}

// ------------------------------------------------------------ complex values

TEST(ComplexBound, AddCarriesModuli) {
  // (1+2i) + (3+4i) with bounds 1e-6 and 2e-6: d_j = B_j + the golden's
  // rounding radius (half an ulp per part); dev = d0 + d1; y = 4+6i, whose
  // parts round to 0.5 ulp each: ulp(4..) = ulp(6..) = 2^-21.
  const std::string text = R"mlir(
func.func @main(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>) -> (tensor<complex<f32>>, tensor<f32>) {
  %s = stablehlo.add %a, %b : tensor<complex<f32>>
  %m = stablehlo.abs %b : (tensor<complex<f32>>) -> tensor<f32>
  func.return %s, %m : tensor<complex<f32>>, tensor<f32>
}
)mlir";
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "complex.mlir"));
  RunOptions options;
  options.annotate = true;
  Evaluator evaluator(*program, options);
  auto arg = [](std::complex<double> z, double b) {
    TensorType t;
    t.elementType = ElementType::C64;
    Tensor tensor(t);
    tensor.setComplexValue(0, z);
    Value v(std::move(tensor));
    auto a = std::make_shared<ElementAnnotations>();
    a->errorBound = {b};
    v.annotations = std::move(a);
    return v;
  };
  std::vector<Value> r = evaluator.call(*program->module().funcs.front(), {arg({1, 2}, 1e-6), arg({3, 4}, 2e-6)});
  const double d0 = 1e-6 + std::hypot(0x1p-24, 0x1p-23), d1 = 2e-6 + std::hypot(0x1p-23, 0x1p-22);
  const double expected = d0 + d1 + 0.5 * std::hypot(0x1p-21, 0x1p-21);
  ASSERT_TRUE(r[0].annotations && !r[0].annotations->errorBound.empty());
  EXPECT_NEAR(r[0].annotations->errorBound[0], expected, expected * 1e-12);
  // |3+4i| = 5 with the operand's bound 2e-6 plus abs's faithful allowance,
  // 1 ulp at 5 + ... (2^-21).
  ASSERT_TRUE(r[1].annotations && !r[1].annotations->errorBound.empty());
  EXPECT_NEAR(r[1].annotations->errorBound[0], 2e-6 + 0x1p-21, 1e-18);
}

}  // namespace
}  // namespace hloref
