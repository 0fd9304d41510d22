// Fast kernels against the literal evaluator (interpreter/literal/) on
// generated programs of the data-movement ops: identical results, bit for
// bit, annotations included. CI runs each property with a fixed seed
// (tests/CMakeLists.txt); run many more cases with, e.g.,
//   RC_PARAMS="max_success=20000 seed=7" build/bin/hloref_tests --gtest_filter='LiteralDataMovement.*'
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fuzz/literal_check.h"
#include "fuzz/ops/data_movement.h"

namespace hloref::fuzz {
namespace {

RC_GTEST_PROP(LiteralDataMovement, Transpose, ()) { RC_ASSERT(fastLiteralDifference(*transposeCase()) == ""); }
RC_GTEST_PROP(LiteralDataMovement, BroadcastInDim, ()) {
  RC_ASSERT(fastLiteralDifference(*broadcastInDimCase()) == "");
}
RC_GTEST_PROP(LiteralDataMovement, Concatenate, ()) { RC_ASSERT(fastLiteralDifference(*concatenateCase()) == ""); }
RC_GTEST_PROP(LiteralDataMovement, Iota, ()) { RC_ASSERT(fastLiteralDifference(*iotaCase()) == ""); }
RC_GTEST_PROP(LiteralDataMovement, Pad, ()) { RC_ASSERT(fastLiteralDifference(*padCase()) == ""); }
RC_GTEST_PROP(LiteralDataMovement, Reverse, ()) { RC_ASSERT(fastLiteralDifference(*reverseCase()) == ""); }
RC_GTEST_PROP(LiteralDataMovement, Slice, ()) { RC_ASSERT(fastLiteralDifference(*sliceCase()) == ""); }

}  // namespace
}  // namespace hloref::fuzz
