// Bounds that follow the precision a program states, named policies, and
// unstable marks (issue 12, points 1-3): dot_general's accumulation type,
// `algorithm` and `precision_config` under default-precision-bf16; ftz;
// maximum/minimum reductions; exact conversions; comparisons, conversions to
// integers and multi-operand sorts whose outcome an error can change.
// Expected values are derived by hand from the error model stated in each
// header (interpreter/kernels/dot_precision.h, golden/propagate.h).
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/float_format.h"
#include "interpreter/evaluator.h"
#include "interpreter/kernels/dot_precision.h"
#include "syntax/parser.h"
#include "annotated_input.h"

namespace hloref {
namespace {

using testing::annotatedInput;
Value input(ElementType t, const std::vector<double>& values, const std::vector<double>& bounds = {}) {
  return annotatedInput(t, values, bounds);
}

std::vector<Value> run(const std::string& text, std::vector<Value> args, RunOptions::Policies policies = {}) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "precision_test.mlir"));
  RunOptions options;
  options.annotate = true;
  options.policies = policies;
  Evaluator evaluator(*program, options);
  return evaluator.call(*program->module().funcs.front(), std::move(args));
}

double bound(const Value& v, int64_t k = 0) {
  if (!v.annotations || v.annotations->errorBound.empty()) return NAN;
  return v.annotations->errorBound[static_cast<size_t>(k)];
}
bool unstable(const Value& v, int64_t k) { return v.annotations && v.annotations->isMarked(k, kUnstable); }

// A dot product of 4 pairs: lhs x rhs with the attributes given.
std::string dot(const std::string& lhsType, const std::string& resultType, const std::string& attributes) {
  return "func.func @main(%a: tensor<4x" + lhsType + ">, %b: tensor<4x" + lhsType + ">) -> tensor<" + resultType +
         "> {\n  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0]" + attributes + " : (tensor<4x" +
         lhsType + ">, tensor<4x" + lhsType + ">) -> tensor<" + resultType + ">\n  func.return %0 : tensor<" +
         resultType + ">\n}\n";
}

// Σ|x_k y_k| = 1 + 2 + 3 + 4 = 10 for the operands below; the exact sum is
// 10 too, representable: the golden is exact and its half ulp is 2^-21
// (f32, 10 in [8, 16)).
const std::vector<double> kX = {1, 2, 3, 4}, kY = {1, 1, 1, 1};

// A one-pass algorithm attribute rounding both operands to `precision`, accumulating in f32.
std::string singlePassAlgorithm(const std::string& precision) {
  return ", algorithm = <lhs_precision_type = " + precision + ", rhs_precision_type = " + precision +
         ", accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, "
         "num_primitive_operations = 1, allow_imprecise_accumulation = false>";
}

TEST(DotPrecision, Bf16OperandsAccumulateInTheResultType) {
  // bf16 x bf16 -> f32: products exact in f32, K u_f32 Σ|x y| + 1/2 ulp:
  // 4 * 2^-24 * 10 + 2^-21 (not bf16's 2^-8).
  std::vector<Value> r = run(dot("bf16", "f32", ""), {input(ElementType::BF16, kX), input(ElementType::BF16, kY)});
  const double expected = 4 * 0x1p-24 * 10 + 0x1p-21;
  EXPECT_NEAR(bound(r[0]), expected, expected * 1e-12);
}

TEST(DotPrecision, AlgorithmRoundsOperandsToItsPrecisionType) {
  // tf32 (11 bits): each operand within 2^-11 of itself, so each product
  // within 2^-11 + 2^-11 + 2^-22 of itself; plus K u_f32 on the sum.
  const std::string algorithm = singlePassAlgorithm("tf32");
  std::vector<Value> r = run(dot("f32", "f32", algorithm), {input(ElementType::F32, kX), input(ElementType::F32, kY)});
  const double representation = (0x1p-11 + 0x1p-11 + 0x1p-22) * 10;
  EXPECT_GE(bound(r[0]), representation + 4 * 0x1p-24 * 10);
  EXPECT_LE(bound(r[0]), representation * 1.01 + 4 * 0x1p-24 * 10 * 1.01 + 0x1p-21);
}

TEST(DotPrecision, AlgorithmOfTheOperandsOwnTypeAddsNothing) {
  const std::string algorithm = singlePassAlgorithm("f32");
  std::vector<Value> r = run(dot("f32", "f32", algorithm), {input(ElementType::F32, kX), input(ElementType::F32, kY)});
  const double expected = 4 * 0x1p-24 * 10 + 0x1p-21;
  EXPECT_NEAR(bound(r[0]), expected, expected * 1e-12);
}

TEST(DotPrecision, SplitProductsLeaveOutTheSmallestComponents) {
  // bf16_6x: three components of u = 2^-8 each, six products kept: left out
  // x1 y2, x2 y1 (u^3 each) and x2 y2 (u^4), remainders u^3 + u^3 + u^6:
  // about 4 u^3.
  const double u = 0x1p-8;
  const double e = splitProductError(u, 3, u, 3, 6);
  EXPECT_GT(e, 4 * u * u * u);
  EXPECT_LT(e, 4.1 * u * u * u);
  // bf16_3x (three products of three components): u^2 terms left out.
  EXPECT_GT(splitProductError(u, 3, u, 3, 3), 3 * u * u);
  // Everything kept: the remainders alone.
  EXPECT_NEAR(splitProductError(u, 2, u, 2, 4), 2 * u * u + u * u * u * u, 1e-3 * u * u);
}

TEST(DotPolicy, DefaultPrecisionBf16WidensDefaultAndHighButNotHighest) {
  RunOptions::Policies bf16;
  bf16.defaultPrecisionBf16 = true;
  auto boundWith = [&](const std::string& precision, RunOptions::Policies p) {
    return bound(run(dot("f32", "f32", precision), {input(ElementType::F32, kX), input(ElementType::F32, kY)}, p)[0]);
  };
  const double plain = boundWith("", {});
  // DEFAULT: one bf16 pass, each operand within 2^-8 of itself.
  EXPECT_GE(boundWith(", precision = [DEFAULT, DEFAULT]", bf16), 2 * 0x1p-8 * 10);
  EXPECT_GE(boundWith("", bf16), 2 * 0x1p-8 * 10);  // no precision_config reads as DEFAULT
  // HIGH: bf16_3x, about 3 * 2^-16 relative.
  const double high = boundWith(", precision = [HIGH, HIGHEST]", bf16);
  EXPECT_GE(high, 3 * 0x1p-16 * 10);
  EXPECT_LT(high, 2 * 0x1p-8 * 10);
  EXPECT_EQ(boundWith(", precision = [HIGHEST, HIGHEST]", bf16), plain);
  // Without the policy precision_config changes nothing.
  EXPECT_EQ(boundWith(", precision = [DEFAULT, DEFAULT]", {}), plain);
}

TEST(FtzPolicy, SubnormalResultsMayBeFlushed) {
  const char* text = R"mlir(
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
)mlir";
  RunOptions::Policies ftz;
  ftz.ftz = true;
  const double normal = floatFormat(ElementType::F32).smallestNormal();
  // 2^-120 * 2^-10 = 2^-130: subnormal in f32, within half its ulp (2^-150);
  // under ftz it may read 0: the bound gains the smallest normal. 1 * 3 is
  // unaffected.
  std::vector<Value> args = {input(ElementType::F32, {0x1p-120, 1.0}), input(ElementType::F32, {0x1p-10, 3.0})};
  std::vector<Value> plain = run(text, args);
  std::vector<Value> flushed = run(text, args, ftz);
  EXPECT_EQ(bound(plain[0], 0), 0x1p-150);
  EXPECT_EQ(bound(flushed[0], 0), 0x1p-150 + normal);
  EXPECT_EQ(bound(flushed[0], 1), bound(plain[0], 1));
}

TEST(FtzPolicy, SumsMayFlushEachStep) {
  const char* text = R"mlir(
func.func @main(%x: tensor<3xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
)mlir";
  RunOptions::Policies ftz;
  ftz.ftz = true;
  // Subnormal terms, so that the difference shows in double: 4 terms (the
  // init value counted), 2 * 4 smallest normals more.
  std::vector<Value> args = {input(ElementType::F32, {0x1p-140, 0x1p-141, 0x1p-142})};
  EXPECT_NEAR(bound(run(text, args, ftz)[0]) - bound(run(text, args)[0]),
              8 * floatFormat(ElementType::F32).smallestNormal(), 1e-6 * floatFormat(ElementType::F32).smallestNormal());
}

TEST(SelectionReductions, MaximumKeepsTheLargestBoundOfItsSlice) {
  const char* text = R"mlir(
func.func @main(%x: tensor<4xf32>) -> (tensor<f32>, tensor<2xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.reduce_window"(%x, %ninf) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.minimum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0, %1 : tensor<f32>, tensor<2xf32>
}
)mlir";
  std::vector<Value> r = run(text, {input(ElementType::F32, {1, 5, 2, 3}, {0.25, 0.5, 0.125, 0})});
  EXPECT_EQ(bound(r[0]), 0.5);
  EXPECT_EQ(bound(r[1], 0), 0.5);
  EXPECT_EQ(bound(r[1], 1), 0.125);
}

TEST(ExactConversions, WideningAddsNoAllowance) {
  const char* text = R"mlir(
func.func @main(%x: tensor<2xf32>) -> (tensor<2xf64>, tensor<2xf32>, tensor<2xbf16>) {
  %0 = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xf64>
  %1 = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xbf16>
  func.return %0, %1, %2 : tensor<2xf64>, tensor<2xf32>, tensor<2xbf16>
}
)mlir";
  // 1.5 is a bf16 value; 1 + 2^-20 is not (half a bf16 ulp at 1 is 2^-8).
  std::vector<Value> r = run(text, {input(ElementType::F32, {1.5, 1 + 0x1p-20}, {0, 0x1p-30})});
  EXPECT_EQ(bound(r[0], 0), 0.0);
  EXPECT_EQ(bound(r[1], 0), 0.0);
  // A bounded operand passes its d (bound + 1/2 ulp of f32) through, nothing more.
  EXPECT_NEAR(bound(r[0], 1), 0x1p-30 + 0x1p-24, 1e-20);
  EXPECT_EQ(bound(r[2], 0), 0.0);
  EXPECT_GE(bound(r[2], 1), 0x1p-8);
}

TEST(UnstableMarks, ComparisonsWhoseIntervalsOverlap) {
  const char* text = R"mlir(
func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}
)mlir";
  // Element 0: 1 vs 1.0625 with bounds 2^-5 each: intervals overlap.
  // 1: 1 vs 2: disjoint. 2: exact 1 vs exact 1: decided. 3: NaN: decided.
  std::vector<Value> r = run(text, {input(ElementType::F32, {1, 1, 1, NAN}, {0x1p-5, 0x1p-5, 0, 0.5}),
                                    input(ElementType::F32, {1.0625, 2, 1, 0}, {0x1p-5, 0x1p-5, 0, 0})});
  EXPECT_TRUE(unstable(r[0], 0));
  EXPECT_FALSE(unstable(r[0], 1));
  EXPECT_FALSE(unstable(r[0], 2));
  EXPECT_FALSE(unstable(r[0], 3));
  EXPECT_FALSE(r[0].annotations->isMarked(0, kImplementationDefined));
}

TEST(UnstableMarks, ConversionsToIntegersAcrossABoundary) {
  const char* text = R"mlir(
func.func @main(%x: tensor<3xf32>) -> (tensor<3xi32>, tensor<3xi1>) {
  %0 = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xi32>
  %1 = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xi1>
  func.return %0, %1 : tensor<3xi32>, tensor<3xi1>
}
)mlir";
  // 2.9999 +- 0.01 spans 3; 2.5 +- 0.01 does not; 0.001 +- 0.01 spans 0.
  std::vector<Value> r = run(text, {input(ElementType::F32, {2.9999, 2.5, 0.001}, {0.01, 0.01, 0.01})});
  EXPECT_TRUE(unstable(r[0], 0));
  EXPECT_FALSE(unstable(r[0], 1));
  EXPECT_TRUE(unstable(r[1], 2));
  EXPECT_FALSE(unstable(r[1], 0));
}

TEST(UnstableMarks, SortWithBoundedKeysReordersItsOtherOperands) {
  const char* text = R"mlir(
func.func @main(%k: tensor<3xf32>, %v: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
  func.return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}
)mlir";
  TensorType it;
  it.shape = {3};
  it.elementType = ElementType::SI32;
  Tensor indices(it);
  for (int64_t k = 0; k < 3; ++k) indices.setIntBits(k, static_cast<uint64_t>(k));
  std::vector<Value> r = run(text, {input(ElementType::F32, {3, 1, 2}, {0.1, 0, 0}), Value(std::move(indices))});
  for (int64_t k = 0; k < 3; ++k) EXPECT_TRUE(unstable(r[1], k)) << k;
  // The sorted keys move by no more than the largest key error.
  EXPECT_EQ(bound(r[0], 0), 0.1);
}

}  // namespace
}  // namespace hloref
