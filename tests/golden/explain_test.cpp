// `hloref golden --explain INDEX` (golden/explain.h), end to end through the
// binary: the chain of ops behind an output element's bound, with each op's
// own part and the part carried from its operands; where a +inf bound and a
// mark come from; bad INDEX values. Expected amounts are worked out by hand
// from the rules (golden/annotate.h, golden/propagate.h, kernels/linalg.h).
#include <gtest/gtest.h>

#include <cmath>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "run_tool.h"

namespace hloref::testing {
namespace {

ToolResult explain(const std::string& name, const std::string& program, const std::string& args,
                   const std::string& index) {
  std::string file = writeTempFile(name + ".mlir", program);
  std::string out = writeTempFile(name + ".npz", "");
  return runHloref({"golden", file, "--outputs", out, "--args", args, "--explain", index});
}

// The chain line naming `op`, or "" when none does.
std::string lineOf(const std::string& text, const std::string& op) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("//   '" + op + "'", 0) == 0) return line;
  return "";
}

// The number after `label` in `line` (NaN when absent).
double numberAfter(const std::string& line, const std::string& label) {
  std::smatch m;
  if (!std::regex_search(line, m, std::regex(label + " ([-+0-9.e]+|\\+inf)"))) return std::nan("");
  return m[1] == "+inf" ? INFINITY : std::stod(m[1]);
}

void expectNear(double actual, double expected, const std::string& what) {
  EXPECT_NEAR(actual, expected, std::fabs(expected) * 1e-4) << what;
}

const char* kDotAddExp = R"mlir(
func.func @main(%a: tensor<1x2xf32>, %b: tensor<2x1xf32>, %c: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>
  %1 = stablehlo.add %0, %c : tensor<1x1xf32>
  %2 = stablehlo.exponential %1 : tensor<1x1xf32>
  func.return %2 : tensor<1x1xf32>
}
)mlir";

TEST(GoldenExplain, ChainThroughDotAddExponential) {
  ToolResult r = explain("explain_chain", kDotAddExp,
                         "[dense<[[1.0, 2.0]]> : tensor<1x2xf32>, dense<[[3.0], [4.0]]> : tensor<2x1xf32>, "
                         "dense<[[0.5]]> : tensor<1x1xf32>]",
                         "0:[0,0]");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string dot = lineOf(r.out, "stablehlo.dot_general");
  const std::string add = lineOf(r.out, "stablehlo.add");
  const std::string exp = lineOf(r.out, "stablehlo.exponential");
  ASSERT_NE(dot, "") << r.out;
  ASSERT_NE(add, "") << r.out;
  ASSERT_NE(exp, "") << r.out;
  EXPECT_NE(dot.find(":3:"), std::string::npos) << dot;  // file:line:col of each op
  EXPECT_NE(add.find(":4:"), std::string::npos) << add;
  EXPECT_NE(exp.find(":5:"), std::string::npos) << exp;
  const double u = std::ldexp(1.0, -24);
  // dot_general: 1*3 + 2*4 = 11 exactly; K = 2 terms of f32 accumulation
  // (K u Σ|x y| = 22u) plus the golden's half ulp at 11 (2^-21 = 8u).
  const double dotBound = 30 * u;
  expectNear(numberAfter(dot, "bound"), dotBound, dot);
  expectNear(numberAfter(dot, "own"), dotBound, dot);
  EXPECT_EQ(numberAfter(dot, "carried"), 0) << dot;
  // add: 11 + 0.5 = 11.5. Carried: operand 0 lies within its bound plus its
  // golden's half ulp (30u + 8u); own: half an ulp at 11.5 (8u).
  expectNear(numberAfter(add, "own"), 8 * u, add);
  expectNear(numberAfter(add, "carried"), 38 * u, add);
  expectNear(numberAfter(add, "bound"), 46 * u, add);
  EXPECT_NE(add.find("operand #0 element [0, 0], bound"), std::string::npos) << add;
  // exponential of 11.5: its operand within d = 46u + 8u (half an ulp at
  // 11.5) moves e^x by e^11.5 (e^d - 1); own: one ulp (faithful) at
  // ~98716, in [2^16, 2^17): 2^-7.
  const double d = 54 * u;
  const double carried = std::exp(11.5) * std::expm1(d);
  expectNear(numberAfter(exp, "own"), std::ldexp(1.0, -7), exp);
  expectNear(numberAfter(exp, "carried"), carried, exp);
  expectNear(numberAfter(exp, "bound"), carried + std::ldexp(1.0, -7), exp);
  // The printed total is the exponential's bound, and every step's parts sum to its bound.
  expectNear(numberAfter(r.out, "bound"), carried + std::ldexp(1.0, -7), r.out);
  for (const std::string& line : {dot, add, exp})
    expectNear(numberAfter(line, "own") + numberAfter(line, "carried"), numberAfter(line, "bound"), line);
  EXPECT_EQ(r.out.find("inf"), std::string::npos) << r.out;
}

TEST(GoldenExplain, InfiniteBoundNamesTheOpThatMadeIt) {
  // reduce with a subtract body has no bound rule: the rounded squares'
  // bounds make its result unknown; the add after it carries +inf.
  const char* program = R"mlir(
func.func @main(%a: tensor<3xf32>) -> tensor<f32> {
  %0 = stablehlo.multiply %a, %a : tensor<3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.reduce(%0 init: %one) applies stablehlo.subtract across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %2 = stablehlo.add %1, %1 : tensor<f32>
  func.return %2 : tensor<f32>
}
)mlir";
  ToolResult r = explain("explain_inf", program, "[dense<[1.1, 2.2, 3.3]> : tensor<3xf32>]", "0");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("bound +inf"), std::string::npos) << r.out;
  const std::string add = lineOf(r.out, "stablehlo.add");
  EXPECT_NE(add.find("carried from operand #0"), std::string::npos) << r.out;
  const std::string reduce = lineOf(r.out, "stablehlo.reduce");
  EXPECT_NE(reduce.find(":5:"), std::string::npos) << reduce;
  EXPECT_NE(reduce.find("made unknown here"), std::string::npos) << r.out;
  EXPECT_NE(reduce.find("no bound rule"), std::string::npos) << reduce;
  EXPECT_NE(reduce.find("Computing"), std::string::npos) << reduce;
  // The chain stops there: the multiply before it is not blamed.
  EXPECT_EQ(lineOf(r.out, "stablehlo.multiply"), "") << r.out;
}

TEST(GoldenExplain, MaskedElementNamesTheOpThatMarkedIt) {
  const char* program = R"mlir(
func.func @main(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %0 = stablehlo.divide %a, %b : tensor<3xi32>
  %1 = stablehlo.add %0, %0 : tensor<3xi32>
  func.return %1 : tensor<3xi32>
}
)mlir";
  const std::string args = "[dense<[6, 7, 8]> : tensor<3xi32>, dense<[1, 0, 2]> : tensor<3xi32>]";
  ToolResult r = explain("explain_mask", program, args, "[1]");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("marked implementation-defined"), std::string::npos) << r.out;
  EXPECT_NE(lineOf(r.out, "stablehlo.add").find("carried from operand #0 element [1]"), std::string::npos) << r.out;
  const std::string divide = lineOf(r.out, "stablehlo.divide");
  EXPECT_NE(divide.find("here by 'stablehlo.divide' at"), std::string::npos) << r.out;
  EXPECT_NE(divide.find(":3:"), std::string::npos) << divide;
  // An element that is not marked has no mark chain.
  ToolResult plain = explain("explain_mask0", program, args, "0");
  ASSERT_EQ(plain.status, 0) << plain.err;
  EXPECT_EQ(plain.out.find("marked"), std::string::npos) << plain.out;
}

TEST(GoldenExplain, BadIndexIsAUsageError) {
  const std::string args = "[dense<[1.0, 2.0]> : tensor<2xf32>]";
  const char* program = R"mlir(
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
)mlir";
  for (const char* bad : {"x", "-1", "0:", "1:0", "2", "0:2", "[2]", "[0,0]", "[0", "0:[a]", "1.5"}) {
    ToolResult r = explain("explain_bad", program, args, bad);
    EXPECT_EQ(r.status, 3) << bad << ": " << r.out << r.err;
    EXPECT_NE(r.err.find("--explain"), std::string::npos) << bad << ": " << r.err;
  }
  // Out of range names the output's shape; a good index succeeds.
  EXPECT_NE(explain("explain_bad", program, args, "0:[5]").err.find("of shape [2]"), std::string::npos);
  EXPECT_EQ(explain("explain_bad", program, args, "0:1").status, 0);
  ToolResult run = runHloref({"run", writeTempFile("explain_run.mlir", program), "--args", args, "--explain", "0"});
  EXPECT_EQ(run.status, 3);
}

}  // namespace
}  // namespace hloref::testing
