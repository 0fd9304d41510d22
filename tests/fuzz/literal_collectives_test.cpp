// Fast collectives against their literal versions (interpreter/literal/) on
// generated programs that run the op on every process of a grid
// (interpreter.run_parallel): identical results on every process, bit for
// bit, annotations included. CI runs each property with a fixed seed
// (tests/CMakeLists.txt); run many more cases with, e.g.,
//   RC_PARAMS="max_success=20000 seed=7" build/bin/hloref_tests --gtest_filter='LiteralCollectives.*'
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fuzz/literal_check.h"
#include "fuzz/ops/collectives.h"

namespace hloref::fuzz {
namespace {

RC_GTEST_PROP(LiteralCollectives, AllGather, ()) {
  const ProgramCase c = *allGatherCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralCollectives, AllReduce, ()) {
  const ProgramCase c = *allReduceCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralCollectives, AllToAll, ()) {
  const ProgramCase c = *allToAllCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralCollectives, ReduceScatter, ()) {
  const ProgramCase c = *reduceScatterCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralCollectives, CollectivePermute, ()) {
  const ProgramCase c = *collectivePermuteCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralCollectives, CollectiveBroadcast, ()) {
  const ProgramCase c = *collectiveBroadcastCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralCollectives, CollectiveReduce, ()) {
  const ProgramCase c = *collectiveReduceCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

}  // namespace
}  // namespace hloref::fuzz
