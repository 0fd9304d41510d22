// Error bounds carried through elementwise ops (golden/propagate.h,
// numerics/deviation.h; issue 12, point 1). The checks hold the bounds to
// an independent model: the same formulas evaluated in long double from the
// exact inputs (the exact program, to about 2^-60), which every bound must
// cover (|exact - golden| <= bound + 1/2 ulp(golden)); and to hand-derived
// values for single steps.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "core/float_format.h"
#include "interpreter/evaluator.h"
#include "numerics/exact_sum.h"
#include "syntax/parser.h"
#include "annotated_input.h"

namespace hloref {
namespace {

using LD = long double;

// An exact input, as `hloref golden` gives its inputs.
Value exactInput(ElementType t, const std::vector<double>& values) { return testing::annotatedInput(t, values); }

std::vector<Value> runGolden(const std::string& text, std::vector<Value> args) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "propagate_test.mlir"));
  RunOptions options;
  options.annotate = true;
  Evaluator evaluator(*program, options);
  return evaluator.call(*program->module().funcs.front(), std::move(args));
}

double boundOf(const Value& v, int64_t k) {
  if (!v.annotations || v.annotations->errorBound.empty()) return NAN;
  return v.annotations->errorBound[static_cast<size_t>(k)];
}

// Replaces every "T" in `text` with the element type's name.
std::string withType(std::string text, const std::string& t) {
  for (size_t p = text.find("T>"); p != std::string::npos; p = text.find("T>", p + t.size()))
    text.replace(p, 1, t);
  return text;
}

// GELU (tanh form), as JAX writes it, elementwise on x.
const char* kGeluTanh = R"mlir(
func.func @main(%x: tensor<64xT>, %y: tensor<64xT>) -> tensor<64xT> {
  %half = stablehlo.constant dense<0.5> : tensor<64xT>
  %one = stablehlo.constant dense<1.0> : tensor<64xT>
  %c = stablehlo.constant dense<0.0447149984> : tensor<64xT>
  %s = stablehlo.constant dense<0.797884583> : tensor<64xT>
  %x2 = stablehlo.multiply %x, %x : tensor<64xT>
  %x3 = stablehlo.multiply %x2, %x : tensor<64xT>
  %cx3 = stablehlo.multiply %c, %x3 : tensor<64xT>
  %in = stablehlo.add %x, %cx3 : tensor<64xT>
  %arg = stablehlo.multiply %s, %in : tensor<64xT>
  %t = stablehlo.tanh %arg : tensor<64xT>
  %t1 = stablehlo.add %one, %t : tensor<64xT>
  %hx = stablehlo.multiply %half, %x : tensor<64xT>
  %r = stablehlo.multiply %hx, %t1 : tensor<64xT>
  func.return %r : tensor<64xT>
}
)mlir";

LD geluTanh(LD x, LD, const std::function<LD(double)>& constant) {
  const LD c = constant(0.0447149984), s = constant(0.797884583), half = constant(0.5);
  return half * x * (1 + std::tanh(s * (x + c * (x * x * x))));
}

// A mix of every propagating function on x and y.
const char* kMix = R"mlir(
func.func @main(%x: tensor<64xT>, %y: tensor<64xT>) -> tensor<64xT> {
  %one = stablehlo.constant dense<1.0> : tensor<64xT>
  %x2 = stablehlo.multiply %x, %x : tensor<64xT>
  %y2 = stablehlo.multiply %y, %y : tensor<64xT>
  %r2 = stablehlo.add %x2, %y2 : tensor<64xT>
  %a = stablehlo.sqrt %r2 : tensor<64xT>
  %p = stablehlo.add %one, %x2 : tensor<64xT>
  %b = stablehlo.log %p : tensor<64xT>
  %c = stablehlo.atan2 %y, %x : tensor<64xT>
  %d = stablehlo.power %p, %y : tensor<64xT>
  %sx = stablehlo.sine %x : tensor<64xT>
  %cy = stablehlo.cosine %y : tensor<64xT>
  %e = stablehlo.multiply %sx, %cy : tensor<64xT>
  %f = stablehlo.logistic %x : tensor<64xT>
  %q = stablehlo.add %one, %y2 : tensor<64xT>
  %g = stablehlo.rsqrt %q : tensor<64xT>
  %h = stablehlo.cbrt %x : tensor<64xT>
  %ey = stablehlo.exponential %y : tensor<64xT>
  %i = stablehlo.divide %ey, %p : tensor<64xT>
  %j = stablehlo.exponential_minus_one %c : tensor<64xT>
  %k = stablehlo.log_plus_one %x2 : tensor<64xT>
  %s1 = stablehlo.subtract %a, %b : tensor<64xT>
  %s2 = stablehlo.add %s1, %c : tensor<64xT>
  %s3 = stablehlo.add %s2, %d : tensor<64xT>
  %s4 = stablehlo.add %s3, %e : tensor<64xT>
  %s5 = stablehlo.add %s4, %f : tensor<64xT>
  %s6 = stablehlo.add %s5, %g : tensor<64xT>
  %s7 = stablehlo.add %s6, %h : tensor<64xT>
  %s8 = stablehlo.add %s7, %i : tensor<64xT>
  %s9 = stablehlo.subtract %s8, %j : tensor<64xT>
  %r = stablehlo.add %s9, %k : tensor<64xT>
  func.return %r : tensor<64xT>
}
)mlir";

LD mix(LD x, LD y, const std::function<LD(double)>& constant) {
  const LD one = constant(1.0);
  const LD p = one + x * x, q = one + y * y;
  const LD c = std::atan2(y, x);
  return std::sqrt(x * x + y * y) - std::log(p) + c + std::pow(p, y) + std::sin(x) * std::cos(y) +
         1 / (1 + std::exp(-x)) + 1 / std::sqrt(q) + std::cbrt(x) + std::exp(y) / p - std::expm1(c) +
         std::log1p(x * x);
}

struct Format {
  ElementType type;
  const char* name;
};

// Every element's golden is within its bound (+ 1/2 ulp) of the exact
// program, for random inputs in [-3, 3].
void expectBoundsCoverTheExactProgram(const char* program, LD (*model)(LD, LD, const std::function<LD(double)>&)) {
  std::mt19937_64 rng(2026);
  std::uniform_real_distribution<double> uniform(-3, 3);
  for (Format f : {Format{ElementType::F32, "f32"}, Format{ElementType::BF16, "bf16"},
                   Format{ElementType::F16, "f16"}, Format{ElementType::F64, "f64"}}) {
    SCOPED_TRACE(f.name);
    auto rounded = [&](double v) { return decodeFloat(f.type, encodeFloat(f.type, v)); };
    std::vector<double> x(64), y(64);
    for (size_t k = 0; k < 64; ++k) {
      x[k] = rounded(uniform(rng));
      y[k] = rounded(uniform(rng));
    }
    std::vector<Value> results = runGolden(withType(program, f.name), {exactInput(f.type, x), exactInput(f.type, y)});
    ASSERT_EQ(results.size(), 1u);
    const Tensor& out = results[0].tensor();
    int finite = 0;
    for (int64_t k = 0; k < 64; ++k) {
      const double g = out.floatValue(k), bound = boundOf(results[0], k);
      const LD exact = model(x[static_cast<size_t>(k)], y[static_cast<size_t>(k)],
                             [&](double c) { return static_cast<LD>(rounded(c)); });
      ASSERT_FALSE(std::isnan(bound)) << "element " << k << " has no bound";
      if (!std::isfinite(bound)) continue;
      ++finite;
      EXPECT_LE(std::fabs(static_cast<double>(exact - g)), bound + halfUlp(f.type, g) + 1e-300)
          << "element " << k << ": x = " << x[static_cast<size_t>(k)] << ", y = " << y[static_cast<size_t>(k)]
          << ", golden " << g << ", exact " << static_cast<double>(exact);
    }
    // Inputs in [-3, 3] keep every box inside the functions' domains.
    EXPECT_EQ(finite, 64);
  }
}

TEST(PropagatedBounds, GeluTanhCoversTheExactProgram) { expectBoundsCoverTheExactProgram(kGeluTanh, geluTanh); }
TEST(PropagatedBounds, EveryFunctionCoversTheExactProgram) { expectBoundsCoverTheExactProgram(kMix, mix); }

// One step by hand: exp of an f32 sum. The sum s = x + y of exact
// operands has one legal value, its golden (correct rounding), whether it
// rounds or not; its bound (golden to exact) is half an ulp where it
// rounds. Its first-order error form (golden/error_forms.h) is empty, so
// exp's bound is its own one ulp plus its golden's half ulp twice (in its
// form, and between the golden and the exact value): two ulps, below the
// bound of the box s +- (bound + 1/2 ulp) carried through exp.
TEST(PropagatedBounds, ExpOfASumByHand) {
  const char* program = R"mlir(
func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s = stablehlo.add %x, %y : tensor<3xf32>
  %e = stablehlo.exponential %s : tensor<3xf32>
  func.return %s, %e : tensor<3xf32>, tensor<3xf32>
}
)mlir";
  // 1 + 2^-24 rounds (a tie, to even: 1); the others are exact.
  std::vector<Value> r = runGolden(program, {exactInput(ElementType::F32, {0.0, 1.0, 1.0}),
                                             exactInput(ElementType::F32, {-1.0, 2.0, 0x1p-24})});
  // s = -1 (ulp 2^-23), 3 (ulp 2^-22) and 1 (2^-24 from the exact sum).
  EXPECT_EQ(boundOf(r[0], 0), 0x1p-24);
  EXPECT_EQ(boundOf(r[0], 1), 0x1p-23);
  EXPECT_EQ(boundOf(r[0], 2), 0x1p-24);
  // exp(-1) = 0.3678... (ulp 2^-25), exp(3) = 20.08... (ulp 2^-19), exp(1)
  // = 2.718... (ulp 2^-22): two ulps each.
  EXPECT_NEAR(boundOf(r[1], 0), 0x1p-24, 0x1p-24 * 1e-9);
  EXPECT_NEAR(boundOf(r[1], 1), 0x1p-18, 0x1p-18 * 1e-9);
  EXPECT_NEAR(boundOf(r[1], 2), 0x1p-21, 0x1p-21 * 1e-9);
}

// f32(f8(x)): rounding to f8E4M3FN (3 mantissa bits: ulp(0.3) = 2^-5,
// ulp(100) = 2^3) has one legal result, and widening it is exact, so the
// f32 result's one legal value is its golden: the bound is its half ulp.
TEST(PropagatedBounds, ConvertThroughF8IsFinite) {
  const char* program = R"mlir(
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %n = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xf8E4M3FN>
  %w = stablehlo.convert %n : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  func.return %w : tensor<2xf32>
}
)mlir";
  std::vector<Value> r = runGolden(program, {exactInput(ElementType::F32, {0.3, 100.0})});
  const Tensor& w = r[0].tensor();
  for (int64_t k = 0; k < 2; ++k) {
    const double x = k == 0 ? static_cast<double>(0.3f) : 100.0, g = w.floatValue(k);
    const double ulp8 = k == 0 ? 0x1p-5 : 0x1p3;
    EXPECT_LE(std::fabs(x - g), ulp8 / 2);
    const double half = k == 0 ? 0x1p-26 : 0x1p-18;  // g = 0.3125, 96
    EXPECT_NEAR(boundOf(r[0], k), half, half * 1e-9) << k;
  }
}

// floor of a rounded product is exact while no integer is within reach,
// and unbounded when one is; log of a box reaching 0 is unbounded.
TEST(PropagatedBounds, DiscreteStepsAndDomains) {
  const char* program = R"mlir(
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %p = stablehlo.multiply %x, %y : tensor<2xf32>
  %f = stablehlo.floor %p : tensor<2xf32>
  %d = stablehlo.subtract %x, %y : tensor<2xf32>
  %l = stablehlo.log %d : tensor<2xf32>
  func.return %f, %l : tensor<2xf32>, tensor<2xf32>
}
)mlir";
  // p = 4.5 (no integer within 2^-21), p = 4 (an integer at the golden);
  // d = 0 - ... : x - y = 1.5 - 3 < 0 is NaN; 2 - 2 = 0, log(0) = -inf.
  std::vector<Value> r = runGolden(program, {exactInput(ElementType::F32, {1.5, 2.0}),
                                             exactInput(ElementType::F32, {3.0, 2.0})});
  EXPECT_EQ(boundOf(r[0], 0), 0.0);
  EXPECT_TRUE(std::isinf(boundOf(r[0], 1)));
  // log of a NaN golden matches as a class (bound 0); log(0) = -inf from
  // a difference that is exact here but carries subtract's allowance:
  // other legal values are finite, so the bound is unknown.
  EXPECT_EQ(boundOf(r[1], 0), 0.0);
  EXPECT_TRUE(std::isinf(boundOf(r[1], 1)));
}

}  // namespace
}  // namespace hloref
