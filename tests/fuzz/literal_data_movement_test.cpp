// Fast kernels against the literal evaluator (interpreter/literal/) on
// generated programs: identical results, bit for bit, annotations included.
// CI runs each property with a fixed seed (tests/CMakeLists.txt); run many
// more cases with, e.g.,
//   RC_PARAMS="max_success=20000 seed=7" build/bin/hloref_tests --gtest_filter='LiteralDataMovement.*'
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fuzz/literal_check.h"
#include "fuzz/ops/data_movement.h"

namespace hloref::fuzz {
namespace {

RC_GTEST_PROP(LiteralDataMovement, Transpose, ()) {
  const ProgramCase c = *transposeCase();
  const std::string difference = fastLiteralDifference(c);
  RC_ASSERT(difference == "");
}

}  // namespace
}  // namespace hloref::fuzz
