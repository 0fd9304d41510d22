// result_accuracy sets the allowance of the ops that carry it
// (interpreter/result_accuracy.h): TOLERANCE widens or narrows the golden
// bound to max(atol + rtol |y|, ulps ulp(y), 0.5 ulp(y)); DEFAULT and
// HIGHEST keep the op's stated allowance; --perturb moves results within
// the requested allowance. Expected bounds are derived by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

// `op` on the f32 constant `x` with the attribute `accuracy` ("" for none).
std::string unary(const std::string& op, const std::string& x, const std::string& accuracy) {
  const std::string attribute = accuracy.empty() ? "" : " {result_accuracy = " + accuracy + "}";
  return "func.func @main() -> tensor<f32> {\n  %x = stablehlo.constant dense<" + x +
         "> : tensor<f32>\n  %y = \"stablehlo." + op + "\"(%x)" + attribute +
         " : (tensor<f32>) -> tensor<f32>\n  func.return %y : tensor<f32>\n}\n";
}

std::string tolerance(const std::string& atol, const std::string& rtol, int ulps) {
  return "#stablehlo.result_accuracy<atol = " + atol + ", rtol = " + rtol + ", ulps = " + std::to_string(ulps) +
         ", mode = #stablehlo.result_accuracy_mode<TOLERANCE>>";
}
std::string mode(const std::string& name) {
  return "#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<" + name + ">>";
}

GoldenOutput golden(const std::string& text, std::optional<uint64_t> perturbSeed = std::nullopt) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "result_accuracy_test.mlir"));
  RunOptions options;
  options.annotate = true;
  Evaluator evaluator(*program, options);
  return runGolden(evaluator, *program->module().funcs.front(), {}).front();
}

double boundOf(const std::string& text) { return golden(text).bound.floatValue(0); }

TEST(ResultAccuracy, AbsoluteToleranceSetsTheBound) {
  // exp(0) = 1 exactly; atol = 1e-3 exceeds 0.5 ulp(1) = 2^-24.
  const double b = boundOf(unary("exponential", "0.0", tolerance("1.000000e-03", "0.000000e+00", 0)));
  EXPECT_GE(b, 1e-3);
  EXPECT_LE(b, 1e-3 * (1 + 1e-14));
}

TEST(ResultAccuracy, RelativeToleranceScalesWithTheResult) {
  // sqrt(4) = 2 exactly; rtol = 0.01 at |y| <= 2 + 0.5 ulp(2) = 2 + 2^-23.
  const double b = boundOf(unary("sqrt", "4.0", tolerance("0.000000e+00", "1.000000e-02", 0)));
  EXPECT_GE(b, 0.01 * (2 + 0x1p-23));
  EXPECT_LE(b, 0.01 * (2 + 0x1p-23) * (1 + 1e-14));
}

TEST(ResultAccuracy, UlpToleranceReplacesTheStatedAllowance) {
  // tanh(0.5) = 0.4621..., in [0.25, 0.5): ulp = 2^-25. hloref's stated
  // allowance is 2 ulp; ulps = 4 asks for 4, ulps = 0 for correct rounding.
  EXPECT_EQ(boundOf(unary("tanh", "0.5", "")), 2 * 0x1p-25);
  EXPECT_EQ(boundOf(unary("tanh", "0.5", tolerance("0.000000e+00", "0.000000e+00", 4))), 4 * 0x1p-25);
  EXPECT_EQ(boundOf(unary("tanh", "0.5", tolerance("0.000000e+00", "0.000000e+00", 0))), 0.5 * 0x1p-25);
  // The larger of the ulp and the absolute tolerance: 2^-20 > 4 ulp.
  const double b = boundOf(unary("tanh", "0.5", tolerance("9.5367431640625E-7", "0.000000e+00", 4)));
  EXPECT_GE(b, 0x1p-20);
  EXPECT_LE(b, 0x1p-20 * (1 + 1e-14));
}

TEST(ResultAccuracy, DefaultAndHighestKeepTheStatedAllowance) {
  // log(3) = 1.0986..., in [1, 2): ulp = 2^-23; log is faithful (1 ulp).
  EXPECT_EQ(boundOf(unary("log", "3.0", "")), 0x1p-23);
  EXPECT_EQ(boundOf(unary("log", "3.0", mode("DEFAULT"))), 0x1p-23);
  EXPECT_EQ(boundOf(unary("log", "3.0", mode("HIGHEST"))), 0x1p-23);
}

TEST(ResultAccuracy, OpsWithoutTheAttributeIgnoreIt) {
  // add states correct rounding; a stray result_accuracy changes nothing:
  // 1 + 2^-30 rounds to 1, half an ulp (2^-24) away at most.
  const std::string text = R"mlir(
func.func @main() -> tensor<f32> {
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  %y = stablehlo.constant dense<9.3132257461547852E-10> : tensor<f32>
  %z = "stablehlo.add"(%x, %y) {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return %z : tensor<f32>
}
)mlir";
  EXPECT_EQ(boundOf(text), 0x1p-24);
}

TEST(ResultAccuracy, PerturbedRunsMoveWithinTheRequestedAllowance) {
  // exp(1) with ulps = 6: perturbed results reach beyond exp's stated
  // 1 ulp and stay within 6 ulp (2^-22 at 2.718...: ulp 2^-22).
  const std::string text = unary("exponential", "1.0", tolerance("0.000000e+00", "0.000000e+00", 6));
  const GoldenOutput reference = golden(text);
  EXPECT_EQ(reference.bound.floatValue(0), 6 * 0x1p-22);
  const double exact = std::exp(1.0);
  double farthest = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "perturbed.mlir"));
    RunOptions options;
    options.perturbSeed = seed;
    Evaluator evaluator(*program, options);
    const double y = evaluator.call(*program->module().funcs.front(), {}).front().tensor().floatValue(0);
    EXPECT_LE(std::fabs(y - exact), 6 * 0x1p-22) << "seed " << seed;
    farthest = std::max(farthest, std::fabs(y - exact));
  }
  EXPECT_GT(farthest, 0x1p-22);
}

}  // namespace
}  // namespace hloref
