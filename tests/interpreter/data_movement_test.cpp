// Diagnostics of gather, dynamic_gather, scatter, dynamic_slice,
// dynamic_update_slice and sort that conformance/*.mlir cannot express (the
// static constraints of dynamic_slice, dynamic_update_slice and sort through
// `hloref check`, their run-time ones on `?` sizes): a violated constraint ends in
// exit status 2 with the op's location, the constraint id and the values
// involved; what the spec leaves without meaning is `unsupported`; absurd
// sizes hit the memory budget. Never a crash.
#include <gtest/gtest.h>

#include "run_tool.h"

namespace hloref::testing {
namespace {

// Runs `hloref run` on a program whose op under test is on line 4 (column
// 3) and expects status 2 with a diagnostic there containing every needle.
void expectOpError(const std::string& name, const std::string& program, const std::vector<std::string>& needles,
                   int line = 4) {
  std::string path = writeTempFile(name + ".mlir", program);
  ToolResult r = runHloref({"run", "--no-check", path});
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  std::string where = path + ":" + std::to_string(line) + ":3: error: ";
  EXPECT_NE(r.err.find(where), std::string::npos) << name << ": expected '" << where << "' in:\n" << r.err;
  for (const std::string& needle : needles)
    EXPECT_NE(r.err.find(needle), std::string::npos) << name << ": expected '" << needle << "' in:\n" << r.err;
}

// A gather of a 2x3 operand with start indices of type `indicesType`.
std::string gather(const std::string& dims, const std::string& sliceSizes, const std::string& resultType,
                   const std::string& indices = "dense<[[0], [1]]> : tensor<2x1xi32>",
                   const std::string& indicesType = "tensor<2x1xi32>") {
  return "func.func @main() {\n"
         "  %o = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>\n"
         "  %s = stablehlo.constant " + indices + "\n"
         "  %r = \"stablehlo.gather\"(%o, %s) {dimension_numbers = #stablehlo.gather<" + dims +
         ">, slice_sizes = array<i64: " + sliceSizes + ">, indices_are_sorted = false} : (tensor<2x3xi32>, " +
         indicesType + ") -> " + resultType + "\n"
         "  func.return\n}\n";
}

TEST(DataMovement, GatherConstraints) {
  expectOpError("gather_c1",
                gather("offset_dims = [1], start_index_map = [0], index_vector_dim = 1", "1, 3", "tensor<2x3xi32>"),
                {"rank(operand) = 2", "(C1)"});
  expectOpError("gather_c2",
                gather("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3",
                       "1, 3", "tensor<2x3xi32>"),
                {"index_vector_dim = 3 outside [0, rank(start_indices)] = [0, 2] (C2)"});
  expectOpError("gather_c3",
                gather("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1",
                       "1, 3", "tensor<2x3xi32>"),
                {"start_index_map = [0, 1]", "(C3)"});
  expectOpError("gather_c4",
                gather("offset_dims = [1, 0], start_index_map = [0], index_vector_dim = 1", "1, 3",
                       "tensor<2x1x3xi32>"),
                {"offset_dims = [1, 0]", "sorted (C4)"});
  expectOpError("gather_c5",
                gather("offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1",
                       "1, 3", "tensor<2x3xi32>"),
                {"offset_dims = [2]", "rank(result) = 2 (C5)"});
  expectOpError("gather_c9",
                gather("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1",
                       "2, 3", "tensor<2x3xi32>"),
                {"slice_sizes[0] = 2", "(C9)"});
  expectOpError("gather_c17",
                gather("collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], "
                       "start_index_map = [1], index_vector_dim = 1",
                       "1, 1", "tensor<3xi32>", "dense<[[0], [1], [2]]> : tensor<3x1xi32>", "tensor<3x1xi32>"),
                {"dim(operand, 0) = 2 but dim(start_indices, 0) = 3 (C17)"});
  expectOpError("gather_c18",
                gather("collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], "
                       "start_index_map = [0], index_vector_dim = 1",
                       "1, 1", "tensor<2xi32>"),
                {"concatenate(start_index_map, operand_batching_dims) = [0, 0]", "(C18)"});
  expectOpError("gather_c21",
                gather("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1",
                       "1, 4", "tensor<2x4xi32>"),
                {"slice_sizes[1] = 4 outside [0, dim(operand, 1)] = [0, 3] (C21)"});
  expectOpError("gather_result_type",
                gather("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1",
                       "1, 2", "tensor<2x3xi32>"),
                {"dimension 1 = 2"});
  expectOpError("gather_float_indices",
                gather("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1",
                       "1, 3", "tensor<2x3xi32>", "dense<[[0.0], [1.0]]> : tensor<2x1xf32>", "tensor<2x1xf32>"),
                {"start_indices of type tensor<2x1xf32>", "integer type"});
}

TEST(DataMovement, GatherWithoutMeaningIsUnsupported) {
  // A collapsed dimension of size 0 with slice size 0: the clamped start
  // index is 0, outside the operand.
  expectOpError("gather_zero_collapsed",
                "func.func @main() {\n"
                "  %o = stablehlo.constant dense<> : tensor<0x3xi32>\n"
                "  %s = stablehlo.constant dense<[[5]]> : tensor<1x1xi32>\n"
                "  %r = \"stablehlo.gather\"(%o, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], "
                "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 0, "
                "3>, indices_are_sorted = false} : (tensor<0x3xi32>, tensor<1x1xi32>) -> tensor<1x3xi32>\n"
                "  func.return\n}\n",
                {"unsupported", "slice_sizes[0] = 0", "dim(operand, 0) = 0"});
}

TEST(DataMovement, GatherAbsurdResultHitsTheMemoryBudget) {
  // Index vectors of size 0 make a 10^12 x 0 start_indices tensor free; the
  // result it implies is not.
  expectOpError("gather_huge",
                "func.func @main() {\n"
                "  %o = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                "  %s = stablehlo.constant dense<> : tensor<1000000000000x0xi32>\n"
                "  %r = \"stablehlo.gather\"(%o, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], "
                "index_vector_dim = 1>, slice_sizes = array<i64: 2>, indices_are_sorted = false} : (tensor<2xi32>, "
                "tensor<1000000000000x0xi32>) -> tensor<1000000000000x2xi32>\n"
                "  func.return\n}\n",
                {"memory budget"});
}

// A dynamic_gather of a 2x3 operand with slice_sizes `sliceSizes` of type
// `sliceSizesType`; the op is on line 5.
std::string dynamicGather(const std::string& dims, const std::string& sliceSizes, const std::string& sliceSizesType,
                          const std::string& resultType) {
  return "func.func @main() {\n"
         "  %o = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>\n"
         "  %s = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>\n"
         "  %z = stablehlo.constant dense<" + sliceSizes + "> : " + sliceSizesType + "\n"
         "  %r = \"stablehlo.dynamic_gather\"(%o, %s, %z) {dimension_numbers = #stablehlo.gather<" + dims +
         ">, indices_are_sorted = false} : (tensor<2x3xi32>, tensor<2x1xi32>, " + sliceSizesType + ") -> " +
         resultType + "\n"
         "  func.return\n}\n";
}

// dynamic_gather runs gather's semantics (one function for both ops) but
// cites its own section's constraint numbers; the ones on slice_sizes
// values can only be checked when it runs.
TEST(DataMovement, DynamicGatherConstraints) {
  const std::string rowDims = "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1";
  // (C8) slice_sizes[collapsed_slice_dims...] <= 1 (gather's C9).
  expectOpError("dynamic_gather_c8", dynamicGather(rowDims, "[2, 3]", "tensor<2xi64>", "tensor<2x3xi32>"),
                {"slice_sizes[0] = 2", "(C8)"}, 5);
  // (C12) 0 <= slice_sizes <= shape(operand) (gather's C21), for a negative
  // size too, read through the slice sizes' own type.
  expectOpError("dynamic_gather_c12", dynamicGather(rowDims, "[1, 4]", "tensor<2xui8>", "tensor<2x4xi32>"),
                {"slice_sizes[1] = 4 outside [0, dim(operand, 1)] = [0, 3] (C12)"}, 5);
  expectOpError("dynamic_gather_c12_negative", dynamicGather(rowDims, "[1, -1]", "tensor<2xi32>", "tensor<2x?xi32>"),
                {"slice_sizes[1] = -1", "(C12)"}, 5);
  // (C13) shape(result): the declared offset size disagrees with slice_sizes.
  expectOpError("dynamic_gather_c13", dynamicGather(rowDims, "[1, 2]", "tensor<2xi64>", "tensor<2x3xi32>"),
                {"dimension 1 = 2"}, 5);
  // (I3) slice_sizes is a 1-dimensional integer tensor.
  expectOpError("dynamic_gather_i3", dynamicGather(rowDims, "[[1, 3]]", "tensor<1x2xi64>", "tensor<2x3xi32>"),
                {"I3"}, 5);
  expectOpError("dynamic_gather_i3_float", dynamicGather(rowDims, "[1.0, 3.0]", "tensor<2xf32>", "tensor<2x3xi32>"),
                {"slice_sizes of type tensor<2xf32>", "integer type"}, 5);
  // (C1) no batching dimensions in dynamic_gather.
  expectOpError("dynamic_gather_batching",
                dynamicGather("collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = "
                              "[0], start_index_map = [1], index_vector_dim = 1",
                              "[1, 1]", "tensor<2xi64>", "tensor<2xi32>"),
                {"C1"}, 5);
}

// A scatter of a 3-element input; `region` is the update computation. The
// caller adds the %u updates constant with withUpdates.
std::string scatter(const std::string& dims, const std::string& updatesType,
                    const std::string& region, const std::string& resultType = "tensor<3xi32>") {
  return "func.func @main() {\n"
         "  %i = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>\n"
         "  %s = stablehlo.constant dense<[[0], [2]]> : tensor<2x1xi32>\n"
         "  %r = \"stablehlo.scatter\"(%i, %s, %u) ({\n" + region + "\n  }) {scatter_dimension_numbers = "
         "#stablehlo.scatter<" + dims + ">, indices_are_sorted = false, unique_indices = false} : "
         "(tensor<3xi32>, tensor<2x1xi32>, " + updatesType + ") -> " + resultType + "\n"
         "  func.return\n}\n";
}

const char* kAddI32 =
    "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
    "    %0 = stablehlo.add %a, %b : tensor<i32>\n"
    "    stablehlo.return %0 : tensor<i32>";

// The updates constant goes on line 4, so the op is on line 5.
std::string withUpdates(std::string program, const std::string& updates) {
  size_t at = program.find("  %r = ");
  return program.insert(at, "  %u = stablehlo.constant " + updates + "\n");
}

TEST(DataMovement, ScatterConstraints) {
  const std::string dims = "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1";
  const std::string updates = "dense<[10, 20]> : tensor<2xi32>";
  expectOpError("scatter_c4",
                withUpdates(scatter(dims, "tensor<3xi32>", kAddI32), "dense<[10, 20, 30]> : tensor<3xi32>"),
                {"dim(updates[0], 0) = 3 but dim(scatter_indices, 0) = 2 (C4)"}, 5);
  expectOpError("scatter_c4_window",
                withUpdates(scatter("update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
                                    "tensor<2x4xi32>", kAddI32),
                            "dense<0> : tensor<2x4xi32>"),
                {"dim(updates[0], 1) = 4 > dim(inputs[0], 0) = 3", "(C4)"}, 5);
  expectOpError("scatter_c6",
                withUpdates(scatter(dims, "tensor<2xi64>", kAddI32), "dense<[10, 20]> : tensor<2xi64>"),
                {"updates[0] of type tensor<2xi64>", "(C6)"}, 5);
  expectOpError("scatter_c2",
                withUpdates(scatter("inserted_window_dims = [0], input_batching_dims = [0], "
                                    "scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], "
                                    "index_vector_dim = 1",
                                    "tensor<2xi32>", kAddI32),
                            updates),
                {"rank(inputs[0]) = 1 but update_window_dims = [], inserted_window_dims = [0], input_batching_dims = [0]",
                 "(C2)"},
                5);
  expectOpError("scatter_c19",
                withUpdates(scatter("inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 0], "
                                    "index_vector_dim = 1",
                                    "tensor<2xi32>", kAddI32),
                            updates),
                {"scatter_dims_to_operand_dims = [0, 0]", "(C19)"}, 5);
  expectOpError("scatter_c22",
                withUpdates(scatter("inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
                                    "index_vector_dim = -1",
                                    "tensor<2xi32>", kAddI32),
                            updates),
                {"index_vector_dim = -1", "(C22)"}, 5);
  expectOpError("scatter_c23_not_promotable",
                withUpdates(scatter(dims, "tensor<2xi32>",
                                    "  ^bb0(%a: tensor<i16>, %b: tensor<i16>):\n"
                                    "    stablehlo.return %b : tensor<i16>",
                                    "tensor<3xi16>"),
                            updates),
                {"update_computation argument type tensor<i16>", "promotable", "(C23)"}, 5);
  expectOpError("scatter_c23_arity",
                withUpdates(scatter(dims, "tensor<2xi32>",
                                    "  ^bb0(%a: tensor<i32>):\n"
                                    "    stablehlo.return %a : tensor<i32>"),
                            updates),
                {"1 arguments for 1 inputs", "(C23)"}, 5);
  expectOpError("scatter_c23_returns",
                withUpdates(scatter(dims, "tensor<2xi32>",
                                    "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                                    "    %c = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                                    "    stablehlo.return %c : tensor<i1>"),
                            updates),
                {"returning tensor<i1>", "(C23)"}, 5);
  expectOpError("scatter_c25",
                withUpdates(scatter(dims, "tensor<2xi32>", kAddI32, "tensor<3xi64>"), updates),
                {"results[0] of type tensor<3xi64>", "(C25)"}, 5);
  expectOpError("scatter_c5",
                "func.func @main() {\n"
                "  %i = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>\n"
                "  %s = stablehlo.constant dense<[[0], [2]]> : tensor<2x1xi32>\n"
                "  %r = \"stablehlo.scatter\"(%i, %s) ({\n" + std::string(kAddI32) +
                    "\n  }) {scatter_dimension_numbers = #stablehlo.scatter<" + dims +
                    ">} : (tensor<3xi32>, tensor<2x1xi32>) -> tensor<3xi32>\n"
                    "  func.return\n}\n",
                {"2 operands", "(C5)"});
}

std::string sort(const std::string& region, const std::string& attrs, const std::string& type = "tensor<2x3xi32>") {
  return "func.func @main() {\n"
         "  %x = stablehlo.constant dense<[[3, 1, 2], [6, 5, 4]]> : tensor<2x3xi32>\n"
         "  %y = stablehlo.constant dense<0> : tensor<2x3xi32>\n"
         "  %r = \"stablehlo.sort\"(%x) ({\n" + region + "\n  }) {" + attrs + "} : (tensor<2x3xi32>) -> " + type +
         "\n  func.return\n}\n";
}

const char* kLessI32 =
    "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
    "    %c = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "    stablehlo.return %c : tensor<i1>";

// Runs `hloref check` on a program whose op under test is on line `line`
// (column 3) and expects the checker's diagnostic there with every needle:
// the interpreter leaves these static constraints to the checker.
void expectCheckerError(const std::string& name, const std::string& program, const std::vector<std::string>& needles,
                        int line = 4) {
  std::string path = writeTempFile(name + ".mlir", program);
  ToolResult r = runHloref({"check", path});
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  std::string where = path + ":" + std::to_string(line) + ":3: error: ";
  EXPECT_NE(r.err.find(where), std::string::npos) << name << ": expected '" << where << "' in:\n" << r.err;
  for (const std::string& needle : needles)
    EXPECT_NE(r.err.find(needle), std::string::npos) << name << ": expected '" << needle << "' in:\n" << r.err;
}

// Runs @main(%a, %b) of `program` on `args` and expects status 2 with the
// run-time violation `needles` (sizes of `?` dimensions), never an internal
// error.
void expectRunTimeError(const std::string& name, const std::string& program, const std::string& args,
                        const std::vector<std::string>& needles) {
  std::string path = writeTempFile(name + ".mlir", program);
  ToolResult r = runHloref({"run", path, "--args", args});
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  EXPECT_EQ(r.err.find("internal"), std::string::npos) << name << ": " << r.err;
  for (const std::string& needle : needles)
    EXPECT_NE(r.err.find(needle), std::string::npos) << name << ": expected '" << needle << "' in:\n" << r.err;
}

TEST(DataMovement, SortConstraints) {
  expectCheckerError("sort_c4", sort(kLessI32, "dimension = 2 : i64"), {"violates C4", "dimension = 2, R = 2"});
  expectCheckerError("sort_c4_negative", sort(kLessI32, "dimension = -3 : i64"), {"violates C4", "dimension = -3"});
  expectCheckerError("sort_c5_arguments",
                     sort("  ^bb0(%a: tensor<i64>, %b: tensor<i64>):\n"
                          "    %c = stablehlo.compare LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
                          "    stablehlo.return %c : tensor<i1>",
                          "dimension = 0 : i64"),
                     {"violates C5", "comparator has type (tensor<i64>, tensor<i64>) -> (tensor<i1>)"});
  expectCheckerError("sort_c5_result",
                     sort("  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                          "    %c = stablehlo.add %a, %b : tensor<i32>\n"
                          "    stablehlo.return %c : tensor<i32>",
                          "dimension = 0 : i64"),
                     {"violates C5", "-> (tensor<i32>)"});
  expectCheckerError("sort_c2", sort(kLessI32, "dimension = 0 : i64", "tensor<2x3xi64>"),
                     {"violates C2", "type(results[0]) = tensor<2x3xi64>"});
  // (C3) same(shape(inputs...)) on the sizes `?` dimensions have at run time.
  expectRunTimeError("sort_c3_runtime",
                     "func.func @main(%a: tensor<?xi32>, %b: tensor<?xf32>) -> tensor<?xi32> {\n"
                     "  %r:2 = \"stablehlo.sort\"(%a, %b) ({\n"
                     "  ^bb0(%x: tensor<i32>, %y: tensor<i32>, %p: tensor<f32>, %q: tensor<f32>):\n"
                     "    %c = stablehlo.compare LT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                     "    stablehlo.return %c : tensor<i1>\n"
                     "  }) {dimension = 0 : i64} : (tensor<?xi32>, tensor<?xf32>) -> (tensor<?xi32>, tensor<?xf32>)\n"
                     "  func.return %r#0 : tensor<?xi32>\n}\n",
                     "[dense<[3, 1]> : tensor<2xi32>, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>]",
                     {"'stablehlo.sort' violates C3", "shape(inputs[0]) = [2], shape(inputs[1]) = [3]"});
}

TEST(DataMovement, DynamicSliceConstraints) {
  auto program = [](const std::string& operands, const std::string& types, const std::string& sizes,
                    const std::string& result) {
    return "func.func @main() {\n"
           "  %o = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>\n"
           "  %i = stablehlo.constant dense<1> : tensor<i32>\n"
           "  %r = \"stablehlo.dynamic_slice\"(%o" + operands + ") {slice_sizes = array<i64: " + sizes +
           ">} : (tensor<2x3xi32>" + types + ") -> " + result + "\n  func.return\n}\n";
  };
  expectCheckerError("dynamic_slice_c2", program(", %i", ", tensor<i32>", "1, 1", "tensor<1x1xi32>"), {"violates C2"});
  expectCheckerError("dynamic_slice_c4",
                     program(", %i, %i", ", tensor<i32>, tensor<i32>", "3, 1", "tensor<3x1xi32>"), {"violates C4"});
  expectCheckerError("dynamic_slice_c3",
                     "func.func @main() {\n"
                     "  %o = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>\n"
                     "  %i = stablehlo.constant dense<1> : tensor<i32>\n"
                     "  %j = stablehlo.constant dense<1> : tensor<i64>\n"
                     "  %r = stablehlo.dynamic_slice %o, %i, %j, sizes = [1, 1] : (tensor<2x3xi32>, tensor<i32>, "
                     "tensor<i64>) -> tensor<1x1xi32>\n"
                     "  func.return\n}\n",
                     {"violates C3"}, 5);
  // (C4) slice_sizes <= shape(operand) on the size a `?` has at run time.
  expectRunTimeError("dynamic_slice_c4_runtime",
                     "func.func @main(%o: tensor<?xi32>, %i: tensor<i32>) -> tensor<3xi32> {\n"
                     "  %r = stablehlo.dynamic_slice %o, %i, sizes = [3] : (tensor<?xi32>, tensor<i32>) -> "
                     "tensor<3xi32>\n"
                     "  func.return %r : tensor<3xi32>\n}\n",
                     "[dense<[1, 2]> : tensor<2xi32>, dense<0> : tensor<i32>]",
                     {"'stablehlo.dynamic_slice' violates C4", "slice_sizes = [3], shape(operand) = [2]"});
}

TEST(DataMovement, DynamicUpdateSliceConstraints) {
  auto program = [](const std::string& update, const std::string& updateType, const std::string& indices,
                    const std::string& indexTypes) {
    return "func.func @main() {\n"
           "  %o = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>\n"
           "  %u = stablehlo.constant " + update + "\n"
           "  %r = \"stablehlo.dynamic_update_slice\"(%o, %u" + indices + ", %i) : (tensor<2x3xi32>, " + updateType +
           indexTypes + ") -> tensor<2x3xi32>\n  func.return\n}\n";
  };
  auto withIndex = [](std::string p) {
    size_t at = p.find("  %r = ");
    return p.insert(at, "  %i = stablehlo.constant dense<0> : tensor<i32>\n");
  };
  expectCheckerError("dus_c6", withIndex(program("dense<0> : tensor<3x1xi32>", "tensor<3x1xi32>", ", %i", ", tensor<i32>, tensor<i32>")),
                     {"violates C6"}, 5);
  expectCheckerError("dus_c3", withIndex(program("dense<0> : tensor<1xi32>", "tensor<1xi32>", ", %i", ", tensor<i32>, tensor<i32>")),
                     {"violates C3"}, 5);
  expectCheckerError("dus_c4", withIndex(program("dense<0> : tensor<1x1xi32>", "tensor<1x1xi32>", "", ", tensor<i32>")),
                     {"violates C4"}, 5);
  expectCheckerError("dus_c2", withIndex(program("dense<0> : tensor<1x1xi64>", "tensor<1x1xi64>", ", %i", ", tensor<i32>, tensor<i32>")),
                     {"violates C2"}, 5);
  // (C6) shape(update) <= shape(operand) on the sizes `?` dimensions have.
  expectRunTimeError("dus_c6_runtime",
                     "func.func @main(%o: tensor<?xi32>, %u: tensor<3xi32>, %i: tensor<i32>) -> tensor<?xi32> {\n"
                     "  %r = stablehlo.dynamic_update_slice %o, %u, %i : (tensor<?xi32>, tensor<3xi32>, tensor<i32>) "
                     "-> tensor<?xi32>\n"
                     "  func.return %r : tensor<?xi32>\n}\n",
                     "[dense<[1, 2]> : tensor<2xi32>, dense<[7, 8, 9]> : tensor<3xi32>, dense<0> : tensor<i32>]",
                     {"'stablehlo.dynamic_update_slice' violates C6", "shape(update) = [3], shape(operand) = [2]"});
}

}  // namespace
}  // namespace hloref::testing
