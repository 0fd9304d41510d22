// Fast kernels against the literal evaluator (interpreter/literal/) on
// generated programs of the indexing ops (gather, dynamic_gather, scatter,
// select_and_scatter, dynamic_slice, dynamic_update_slice): identical
// results, bit for bit, annotations included. CI runs each property with a
// fixed seed (tests/CMakeLists.txt); run many more cases with, e.g.,
//   RC_PARAMS="max_success=20000 seed=7" build/bin/hloref_tests --gtest_filter='LiteralIndexing.*'
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fuzz/literal_check.h"
#include "fuzz/ops/indexing.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

namespace hloref::fuzz {
namespace {

RC_GTEST_PROP(LiteralIndexing, Gather, ()) { RC_ASSERT(fastLiteralDifference(*gatherCase()) == ""); }
RC_GTEST_PROP(LiteralIndexing, DynamicGather, ()) { RC_ASSERT(fastLiteralDifference(*dynamicGatherCase()) == ""); }
RC_GTEST_PROP(LiteralIndexing, Scatter, ()) { RC_ASSERT(fastLiteralDifference(*scatterCase()) == ""); }
RC_GTEST_PROP(LiteralIndexing, SelectAndScatter, ()) {
  RC_ASSERT(fastLiteralDifference(*selectAndScatterCase()) == "");
}
RC_GTEST_PROP(LiteralIndexing, DynamicSlice, ()) { RC_ASSERT(fastLiteralDifference(*dynamicSliceCase()) == ""); }
RC_GTEST_PROP(LiteralIndexing, DynamicUpdateSlice, ()) {
  RC_ASSERT(fastLiteralDifference(*dynamicUpdateSliceCase()) == "");
}

// Hand-derived cases that pin the choices both versions share: the fast
// kernel (literal = false) and the literal version (literal = true) must
// each give the value worked out from the spec's formulas.
std::string runMain(const std::string& text, const std::string& args, bool literal) {
  RunOptions options;
  options.literal = literal;
  return valueString(runCase({text, parseValueList(args, "args")}, options).at(0));
}

const char* kScatterOneElement = R"(func.func @main(%input: tensor<4xi32>, %indices: tensor<2x1xi32>, %updates: tensor<2x2xi32>) -> tensor<4xi32> {
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    "stablehlo.return"(%b) : (tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xi32>, tensor<2x1xi32>, tensor<2x2xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}
)";

TEST(LiteralIndexing, ScatterAppliesUpdatesInRowMajorOrderAndSkipsElementsOutOfBounds) {
  // update_index (0, 0), (0, 1) write result_index 1, 2 (start 1); start 3
  // puts (1, 0) at 3 and (1, 1) at 4: out of bounds, that element alone is
  // skipped (spec: the check is per result_index, not per window).
  const std::string args = "[dense<[0, 0, 0, 0]> : tensor<4xi32>, dense<[[1], [3]]> : tensor<2x1xi32>, "
                           "dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>]";
  for (bool literal : {false, true})
    EXPECT_EQ(runMain(kScatterOneElement, args, literal), "dense<[0, 5, 6, 7]> : tensor<4xi32>") << literal;
  // Duplicate start indices: the second window (row-major later) wins.
  const std::string duplicates = "[dense<[0, 0, 0, 0]> : tensor<4xi32>, dense<[[1], [1]]> : tensor<2x1xi32>, "
                                 "dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>]";
  for (bool literal : {false, true})
    EXPECT_EQ(runMain(kScatterOneElement, duplicates, literal), "dense<[0, 7, 8, 0]> : tensor<4xi32>") << literal;
}

TEST(LiteralIndexing, GatherClampsStartIndices) {
  // full_start_index = clamp(9, 0, 4 - 2) = 2, and clamp(255, 0, 2) = 2.
  const char* program = R"(func.func @main(%operand: tensor<4xi32>, %indices: tensor<2x1xui8>) -> tensor<2x2xi32> {
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>} : (tensor<4xi32>, tensor<2x1xui8>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}
)";
  const std::string args = "[dense<[1, 2, 3, 4]> : tensor<4xi32>, dense<[[9], [255]]> : tensor<2x1xui8>]";
  for (bool literal : {false, true})
    EXPECT_EQ(runMain(program, args, literal), "dense<[[3, 4], [3, 4]]> : tensor<2x2xi32>") << literal;
}

TEST(LiteralIndexing, SelectAndScatterWindowsOfPaddingOnlySelectNothing) {
  // padding [2, 0] around one element: windows 0 and 1 hold padding only
  // (hloref: their source values go nowhere, #731); window 2 selects
  // operand[0], which gets 0 + 3.
  const char* program = R"(func.func @main(%operand: tensor<1xf32>, %source: tensor<3xf32>, %init: tensor<f32>) -> tensor<1xf32> {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 1>, window_strides = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>} : (tensor<1xf32>, tensor<3xf32>, tensor<f32>) -> tensor<1xf32>
  func.return %0 : tensor<1xf32>
}
)";
  const std::string args = "[dense<[5.0]> : tensor<1xf32>, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>, dense<0.0> : tensor<f32>]";
  for (bool literal : {false, true})
    EXPECT_EQ(runMain(program, args, literal), "dense<3.000000e+00> : tensor<1xf32>") << literal;
}

}  // namespace
}  // namespace hloref::fuzz
