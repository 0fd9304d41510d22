// Fast kernels against the literal evaluator (interpreter/literal/) on
// generated programs of the reductions and sort: identical results, bit for
// bit, annotations included, with exact and with sequential accumulation.
// CI runs each property with a fixed seed (tests/CMakeLists.txt); run many
// more cases with, e.g.,
//   RC_PARAMS="max_success=20000 seed=7" build/bin/hloref_tests --gtest_filter='LiteralReductions.*'
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cmath>

#include "fuzz/literal_check.h"
#include "fuzz/ops/reductions.h"

namespace hloref::fuzz {
namespace {

RC_GTEST_PROP(LiteralReductions, Reduce, ()) {
  const ProgramCase c = *reduceCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralReductions, ReduceSequential, ()) {
  const ProgramCase c = *reduceCase();
  RC_ASSERT(fastLiteralDifference(c, sequentialAccumulation()) == "");
}

// Regression (reduction::sumBound at overflow): f16 65504 + 16 = 65520,
// halfway to 2^16, rounds to +inf. The fast path cannot decide so close to
// the boundary, and the exact path handed 2^16, beyond f16, to sumBound,
// which gave a finite bound; the stored value is +inf, and an overflow of
// finite terms gets an infinite bound (another order may not overflow).
TEST(LiteralReductions, ReduceBoundAtOverflow) {
  const TensorType input = tensorType({2}, ElementType::F16), scalar = tensorType({}, ElementType::F16);
  ProgramCase c;
  c.text = singleOpFunction({"stablehlo.reduce", {input, scalar}, {scalar}, "dimensions = array<i64: 0>",
                             "{\n    ^bb0(%a: tensor<f16>, %b: tensor<f16>):\n"
                             "      %s = \"stablehlo.add\"(%a, %b) : (tensor<f16>, tensor<f16>) -> tensor<f16>\n"
                             "      \"stablehlo.return\"(%s) : (tensor<f16>) -> ()\n  }"});
  Tensor x(input), init(scalar);
  x.setFloatValue(0, 65504), x.setFloatValue(1, 16);
  init.setFloatValue(0, 0);
  c.args = {Value(x), Value(init)};
  const Value result = runCase(c)[0];
  EXPECT_EQ(result.tensor().floatValue(0), INFINITY);
  ASSERT_TRUE(result.annotations);
  EXPECT_EQ(result.annotations->errorBound, std::vector<double>{INFINITY});
  EXPECT_EQ(fastLiteralDifference(c), "");
}

RC_GTEST_PROP(LiteralReductions, ReduceWindow, ()) {
  const ProgramCase c = *reduceWindowCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralReductions, ReduceWindowSequential, ()) {
  const ProgramCase c = *reduceWindowCase();
  RC_ASSERT(fastLiteralDifference(c, sequentialAccumulation()) == "");
}

RC_GTEST_PROP(LiteralReductions, Sort, ()) {
  const ProgramCase c = *sortCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralReductions, BatchNormInference, ()) {
  const ProgramCase c = *batchNormInferenceCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralReductions, BatchNormTraining, ()) {
  const ProgramCase c = *batchNormTrainingCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
  RC_ASSERT(fastLiteralDifference(c, sequentialAccumulation()) == "");
}

// numerics/nan_rule.h: computed NaNs are the default NaN (f32 0x7FC00000),
// here from a -NaN operand.
TEST(LiteralReductions, BatchNormNanIsTheDefaultNan) {
  const TensorType vector = tensorType({1}, ElementType::F32);
  ProgramCase c;
  c.text = singleOpFunction({"stablehlo.batch_norm_inference", {vector, vector, vector, vector, vector}, {vector},
                             "epsilon = 0.0 : f32, feature_index = 0 : i64"});
  Tensor operand(vector), one(vector), zero(vector);
  operand.setFloatBits(0, 0xFFC00000);
  one.setFloatValue(0, 1), zero.setFloatValue(0, 0);
  c.args = {Value(operand), Value(one), Value(zero), Value(zero), Value(one)};
  EXPECT_EQ(runCase(c)[0].tensor().floatBits(0), 0x7FC00000u);
  EXPECT_EQ(fastLiteralDifference(c), "");
}

RC_GTEST_PROP(LiteralReductions, BatchNormGrad, ()) {
  const ProgramCase c = *batchNormGradCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
  RC_ASSERT(fastLiteralDifference(c, sequentialAccumulation()) == "");
}

}  // namespace
}  // namespace hloref::fuzz
