// Fast kernels against the literal evaluator (interpreter/literal/) on
// generated programs of the reductions and sort: identical results, bit for
// bit, annotations included, with exact and with sequential accumulation.
// CI runs each property with a fixed seed (tests/CMakeLists.txt); run many
// more cases with, e.g.,
//   RC_PARAMS="max_success=20000 seed=7" build/bin/hloref_tests --gtest_filter='LiteralReductions.*'
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fuzz/literal_check.h"
#include "fuzz/ops/reductions.h"

namespace hloref::fuzz {
namespace {

RunOptions sequential() {
  RunOptions options;
  options.accumulation = RunOptions::Accumulation::Sequential;
  return options;
}

RC_GTEST_PROP(LiteralReductions, Reduce, ()) {
  const ProgramCase c = *reduceCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralReductions, ReduceSequential, ()) {
  const ProgramCase c = *reduceCase();
  RC_ASSERT(fastLiteralDifference(c, sequential()) == "");
}

RC_GTEST_PROP(LiteralReductions, ReduceWindow, ()) {
  const ProgramCase c = *reduceWindowCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralReductions, ReduceWindowSequential, ()) {
  const ProgramCase c = *reduceWindowCase();
  RC_ASSERT(fastLiteralDifference(c, sequential()) == "");
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
  RC_ASSERT(fastLiteralDifference(c, sequential()) == "");
}

RC_GTEST_PROP(LiteralReductions, BatchNormGrad, ()) {
  const ProgramCase c = *batchNormGradCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
  RC_ASSERT(fastLiteralDifference(c, sequential()) == "");
}

}  // namespace
}  // namespace hloref::fuzz
