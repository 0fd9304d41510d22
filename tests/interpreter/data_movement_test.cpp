// Diagnostics of gather, dynamic_gather, scatter, dynamic_slice,
// dynamic_update_slice and sort that conformance/*.mlir cannot express (the
// static constraints of dynamic_slice, dynamic_update_slice and sort through
// `hloref check`, their run-time ones on `?` sizes): a violated constraint ends in
// exit status 2 with the op's location, the constraint id and the values
// involved (the checker's for what types and attributes decide; the op's for
// what only the values show: operand values, `?` dimensions); what the spec
// leaves without meaning is `unsupported`; absurd sizes hit the memory
// budget. Never a crash.
#include <gtest/gtest.h>

#include "run_tool.h"

namespace hloref::testing {
namespace {

// `hloref check` rejects the program: status 2, at the op on `line`
// (column 3), with the checker's "'<op>' violates <id>" and every needle.
void expectRejected(const std::string& name, const std::string& program, const std::string& violates,
                    const std::vector<std::string>& needles = {}, int line = 4) {
  std::string path = writeTempFile(name + ".mlir", program);
  ToolResult r = runHloref({"check", path});
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  std::string where = path + ":" + std::to_string(line) + ":3: error: " + violates;
  EXPECT_NE(r.err.find(where), std::string::npos) << name << ": expected '" << where << "' in:\n" << r.err;
  for (const std::string& needle : needles)
    EXPECT_NE(r.err.find(needle), std::string::npos) << name << ": expected '" << needle << "' in:\n" << r.err;
}

// `hloref run --args <args>` of a program the checker accepts: a violation
// only the values show ends it with status 2 at the op on line 2.
ToolResult runWithArgs(const std::string& name, const std::string& program, const std::string& args) {
  std::string path = writeTempFile(name + ".mlir", program);
  ToolResult r = runHloref({"run", path, "--args", args});
  EXPECT_EQ(r.err.find("warning"), std::string::npos) << name << ": the checker objects:\n" << r.err;
  return r;
}
void expectRunViolation(const std::string& name, const std::string& program, const std::string& args,
                        const std::string& violation) {
  ToolResult r = runWithArgs(name, program, args);
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  EXPECT_NE(r.err.find(":2:3: error: " + violation), std::string::npos) << name << ": expected '" << violation
                                                                         << "' in:\n" << r.err;
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

// The constraints the types and attributes decide are the checker's (the
// one-per-constraint negative cases are in conformance/invalid/gather.yaml;
// these are variants).
TEST(DataMovement, GatherConstraints) {
  const std::string rows = "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1";
  expectRejected("gather_c1",
                 gather("offset_dims = [1], start_index_map = [0], index_vector_dim = 1", "1, 3", "tensor<2x3xi32>"),
                 "'stablehlo.gather' violates C1", {"rank(operand) = 2"});
  expectRejected("gather_c2",
                 gather("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3",
                        "1, 3", "tensor<2x3xi32>"),
                 "'stablehlo.gather' violates C2", {"index_vector_dim = 3, rank(start_indices) = 2"});
  expectRejected("gather_c4",
                 gather("offset_dims = [1, 0], start_index_map = [0], index_vector_dim = 1", "1, 3",
                        "tensor<2x1x3xi32>"),
                 "'stablehlo.gather' violates C4", {"offset_dims = [1, 0]"});
  expectRejected("gather_c9", gather(rows, "2, 3", "tensor<2x3xi32>"), "'stablehlo.gather' violates C9",
                 {"slice_sizes = [2, 3]"});
  expectRejected("gather_c21", gather(rows, "1, 4", "tensor<2x4xi32>"), "'stablehlo.gather' violates C21",
                 {"slice_sizes = [1, 4], shape(operand) = [2, 3]"});
  expectRejected("gather_c21_negative", gather(rows, "1, -1", "tensor<2x?xi32>"), "'stablehlo.gather' violates C21");
  expectRejected("gather_c22", gather(rows, "1, 2", "tensor<2x3xi32>"), "'stablehlo.gather' violates C22");
  expectRejected("gather_float_indices",
                 gather(rows, "1, 3", "tensor<2x3xi32>", "dense<[[0.0], [1.0]]> : tensor<2x1xf32>", "tensor<2x1xf32>"),
                 "'stablehlo.gather' violates I2");
}

// With `?` dimensions the checker cannot compare sizes: the op compares the
// values' (gather's C3, C17, C21, C22).
TEST(DataMovement, GatherSizesOfDynamicShapes) {
  auto program = [](const std::string& operandType, const std::string& indicesType, const std::string& dims,
                    const std::string& sliceSizes, const std::string& resultType) {
    return "func.func @main(%o: " + operandType + ", %s: " + indicesType + ") -> " + resultType + " {\n" +
           "  %r = \"stablehlo.gather\"(%o, %s) {dimension_numbers = #stablehlo.gather<" + dims +
           ">, slice_sizes = array<i64: " + sliceSizes + ">} : (" + operandType + ", " + indicesType + ") -> " +
           resultType + "\n  func.return %r : " + resultType + "\n}\n";
  };
  const std::string rows = "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1";
  const std::string rowsOfUnknownOperand = program("tensor<?x3xi32>", "tensor<2x1xi32>", rows, "1, 3", "tensor<2x3xi32>");
  // Rows 1 and 0 of [[1, 2, 3], [4, 5, 6]].
  ToolResult ok = runWithArgs("gather_dynamic_ok", rowsOfUnknownOperand,
                              "[dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>, dense<[[1], [0]]> : tensor<2x1xi32>]");
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_EQ(ok.out, "dense<[[4, 5, 6], [1, 2, 3]]> : tensor<2x3xi32>\n");
  expectRunViolation("gather_dynamic_c21", rowsOfUnknownOperand,
                     "[dense<> : tensor<0x3xi32>, dense<[[0], [0]]> : tensor<2x1xi32>]",
                     "'stablehlo.gather' violates C21: 0 <= slice_sizes <= shape(operand) (slice_sizes = [1, 3], "
                     "shape(operand) = [0, 3])");
  expectRunViolation("gather_dynamic_c3", program("tensor<2x3xi32>", "tensor<2x?xi32>", rows, "1, 3", "tensor<2x3xi32>"),
                     "[dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>, dense<[[0, 0], [1, 1]]> : tensor<2x2xi32>]",
                     "'stablehlo.gather' violates C3");
  expectRunViolation("gather_dynamic_c22", program("tensor<2x3xi32>", "tensor<?x1xi32>", rows, "1, 3", "tensor<2x3xi32>"),
                     "[dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>, dense<[[0], [1], [0]]> : tensor<3x1xi32>]",
                     "'stablehlo.gather' violates C22: shape(result) = combine(batch_dim_sizes, offset_dim_sizes) "
                     "where: (shape(result) = [2, 3], combine(batch_dim_sizes, offset_dim_sizes) = [3, 3])");
  expectRunViolation("gather_dynamic_c17",
                     program("tensor<?x3xi32>", "tensor<2x1xi32>",
                             "collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = "
                             "[0], start_index_map = [1], index_vector_dim = 1",
                             "1, 1", "tensor<2xi32>"),
                     "[dense<0> : tensor<3x3xi32>, dense<[[0], [1]]> : tensor<2x1xi32>]",
                     "'stablehlo.gather' violates C17");
}

TEST(DataMovement, GatherWithoutMeaningIsUnsupported) {
  // A collapsed dimension of size 0 with slice size 0: the clamped start
  // index is 0, outside the operand.
  std::string path = writeTempFile(
      "gather_zero_collapsed.mlir",
      "func.func @main() {\n"
      "  %o = stablehlo.constant dense<> : tensor<0x3xi32>\n"
      "  %s = stablehlo.constant dense<[[5]]> : tensor<1x1xi32>\n"
      "  %r = \"stablehlo.gather\"(%o, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], "
      "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 0, "
      "3>, indices_are_sorted = false} : (tensor<0x3xi32>, tensor<1x1xi32>) -> tensor<1x3xi32>\n"
      "  func.return\n}\n");
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 2) << r.err;
  for (const char* needle : {":4:3: error: ", "unsupported", "slice_sizes[0] = 0", "dim(operand, 0) = 0"})
    EXPECT_NE(r.err.find(needle), std::string::npos) << needle << " in:\n" << r.err;
}

TEST(DataMovement, GatherAbsurdResultHitsTheMemoryBudget) {
  // Index vectors of size 0 make a 10^12 x 0 start_indices tensor free; the
  // result it implies is not.
  std::string path = writeTempFile(
      "gather_huge.mlir",
      "func.func @main() {\n"
      "  %o = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
      "  %s = stablehlo.constant dense<> : tensor<1000000000000x0xi32>\n"
      "  %r = \"stablehlo.gather\"(%o, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], "
      "index_vector_dim = 1>, slice_sizes = array<i64: 2>, indices_are_sorted = false} : (tensor<2xi32>, "
      "tensor<1000000000000x0xi32>) -> tensor<1000000000000x2xi32>\n"
      "  func.return\n}\n");
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find(":4:3: error: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("memory budget"), std::string::npos) << r.err;
}

// A dynamic_gather of a 2x3 operand with the slice_sizes argument of type
// `sliceSizesType`; the op is on line 2.
std::string dynamicGather(const std::string& dims, const std::string& sliceSizesType, const std::string& resultType) {
  return "func.func @main(%o: tensor<2x3xi32>, %s: tensor<2x1xi32>, %z: " + sliceSizesType + ") -> " + resultType +
         " {\n  %r = \"stablehlo.dynamic_gather\"(%o, %s, %z) {dimension_numbers = #stablehlo.gather<" + dims +
         ">, indices_are_sorted = false} : (tensor<2x3xi32>, tensor<2x1xi32>, " + sliceSizesType + ") -> " +
         resultType + "\n  func.return %r : " + resultType + "\n}\n";
}

// dynamic_gather runs gather's semantics (one function for both ops) but
// cites its own section's constraint numbers; the ones on slice_sizes
// values can only be checked when it runs.
TEST(DataMovement, DynamicGatherConstraints) {
  const std::string rowDims = "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1";
  auto args = [](const std::string& sliceSizes) {
    return "[dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>, dense<[[0], [1]]> : tensor<2x1xi32>, " + sliceSizes + "]";
  };
  ToolResult ok = runWithArgs("dynamic_gather_ok", dynamicGather(rowDims, "tensor<2xi64>", "tensor<2x2xi32>"),
                              args("dense<[1, 2]> : tensor<2xi64>"));
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_EQ(ok.out, "dense<[[1, 2], [4, 5]]> : tensor<2x2xi32>\n");
  // (C8) slice_sizes[collapsed_slice_dims...] <= 1 (gather's C9).
  expectRunViolation("dynamic_gather_c8", dynamicGather(rowDims, "tensor<2xi64>", "tensor<2x3xi32>"),
                     args("dense<[2, 3]> : tensor<2xi64>"),
                     "'stablehlo.dynamic_gather' violates C8: slice_sizes[collapsed_slice_dims...] <= 1 "
                     "(collapsed_slice_dims = [0], slice_sizes = [2, 3])");
  // (C11) size(slice_sizes) = rank(operand), for a slice_sizes of size `?`.
  expectRunViolation("dynamic_gather_c11", dynamicGather(rowDims, "tensor<?xi64>", "tensor<2x3xi32>"),
                     args("dense<[1, 3, 1]> : tensor<3xi64>"),
                     "'stablehlo.dynamic_gather' violates C11: size(slice_sizes) = rank(operand) "
                     "(size(slice_sizes) = 3, rank(operand) = 2)");
  // (C12) 0 <= slice_sizes <= shape(operand) (gather's C21), for a negative
  // size too, read through the slice sizes' own type.
  expectRunViolation("dynamic_gather_c12", dynamicGather(rowDims, "tensor<2xui8>", "tensor<2x4xi32>"),
                     args("dense<[1, 4]> : tensor<2xui8>"),
                     "'stablehlo.dynamic_gather' violates C12: 0 <= slice_sizes <= shape(operand) "
                     "(slice_sizes = [1, 4], shape(operand) = [2, 3])");
  expectRunViolation("dynamic_gather_c12_negative", dynamicGather(rowDims, "tensor<2xi32>", "tensor<2x?xi32>"),
                     args("dense<[1, -1]> : tensor<2xi32>"), "'stablehlo.dynamic_gather' violates C12");
  // (C13) shape(result): the declared offset size disagrees with slice_sizes.
  expectRunViolation("dynamic_gather_c13", dynamicGather(rowDims, "tensor<2xi64>", "tensor<2x3xi32>"),
                     args("dense<[1, 2]> : tensor<2xi64>"),
                     "'stablehlo.dynamic_gather' violates C13: shape(result) = combine(batch_dim_sizes, "
                     "offset_dim_sizes) where: (shape(result) = [2, 3], combine(batch_dim_sizes, offset_dim_sizes) = "
                     "[2, 2])");
  // (I3) slice_sizes is a 1-dimensional tensor of integer type: the checker's.
  expectRejected("dynamic_gather_i3", dynamicGather(rowDims, "tensor<1x2xi64>", "tensor<2x3xi32>"),
                 "'stablehlo.dynamic_gather' violates I3", {}, 2);
  expectRejected("dynamic_gather_i3_float", dynamicGather(rowDims, "tensor<2xf32>", "tensor<2x3xi32>"),
                 "'stablehlo.dynamic_gather' violates I3", {}, 2);
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

// The checker's variants of conformance/invalid/scatter.yaml.
TEST(DataMovement, ScatterConstraints) {
  const std::string dims = "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1";
  const std::string updates = "dense<[10, 20]> : tensor<2xi32>";
  expectRejected("scatter_c4",
                 withUpdates(scatter(dims, "tensor<3xi32>", kAddI32), "dense<[10, 20, 30]> : tensor<3xi32>"),
                 "'stablehlo.scatter' violates C4", {}, 5);
  expectRejected("scatter_c4_window",
                 withUpdates(scatter("update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
                                     "tensor<2x4xi32>", kAddI32),
                             "dense<0> : tensor<2x4xi32>"),
                 "'stablehlo.scatter' violates C4", {"update_window_dim_sizes <= [3]"}, 5);
  expectRejected("scatter_c6", withUpdates(scatter(dims, "tensor<2xi64>", kAddI32), "dense<[10, 20]> : tensor<2xi64>"),
                 "'stablehlo.scatter' violates C6", {}, 5);
  expectRejected("scatter_c22",
                 withUpdates(scatter("inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
                                     "index_vector_dim = -1",
                                     "tensor<2xi32>", kAddI32),
                             updates),
                 "'stablehlo.scatter' violates C22", {"index_vector_dim = -1"}, 5);
  expectRejected("scatter_c23_not_promotable",
                 withUpdates(scatter(dims, "tensor<2xi32>",
                                     "  ^bb0(%a: tensor<i16>, %b: tensor<i16>):\n"
                                     "    stablehlo.return %b : tensor<i16>",
                                     "tensor<3xi16>"),
                             updates),
                 "'stablehlo.scatter' violates C23", {}, 5);
  expectRejected("scatter_c23_arity",
                 withUpdates(scatter(dims, "tensor<2xi32>",
                                     "  ^bb0(%a: tensor<i32>):\n"
                                     "    stablehlo.return %a : tensor<i32>"),
                             updates),
                 "'stablehlo.scatter' violates C23", {}, 5);
  expectRejected("scatter_c23_returns",
                 withUpdates(scatter(dims, "tensor<2xi32>",
                                     "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                                     "    %c = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                                     "    stablehlo.return %c : tensor<i1>"),
                             updates),
                 "'stablehlo.scatter' violates C23", {}, 5);
  expectRejected("scatter_c5",
                 "func.func @main() {\n"
                 "  %i = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>\n"
                 "  %s = stablehlo.constant dense<[[0], [2]]> : tensor<2x1xi32>\n"
                 "  %r = \"stablehlo.scatter\"(%i, %s) ({\n" + std::string(kAddI32) +
                     "\n  }) {scatter_dimension_numbers = #stablehlo.scatter<" + dims +
                     ">} : (tensor<3xi32>, tensor<2x1xi32>) -> tensor<3xi32>\n"
                     "  func.return\n}\n",
                 "'stablehlo.scatter' violates C5", {"2 operands"});
}

// With `?` dimensions the op compares the values' sizes (C1, C3, C4, C24).
TEST(DataMovement, ScatterSizesOfDynamicShapes) {
  auto program = [](const std::string& inputType, const std::string& updatesType, const std::string& resultType) {
    return "func.func @main(%i: " + inputType + ", %s: tensor<2x1xi32>, %u: " + updatesType + ") -> " + resultType +
           " {\n  %r = \"stablehlo.scatter\"(%i, %s, %u) ({\n" + std::string(kAddI32) +
           "\n  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], "
           "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (" + inputType + ", tensor<2x1xi32>, " +
           updatesType + ") -> " + resultType + "\n  func.return %r : " + resultType + "\n}\n";
  };
  auto args = [](const std::string& input, const std::string& updates) {
    return "[" + input + ", dense<[[0], [2]]> : tensor<2x1xi32>, " + updates + "]";
  };
  // results = [1, 2, 3] with 10 added at 0 and 20 at 2.
  ToolResult ok = runWithArgs("scatter_dynamic_ok", program("tensor<?xi32>", "tensor<?xi32>", "tensor<?xi32>"),
                              args("dense<[1, 2, 3]> : tensor<3xi32>", "dense<[10, 20]> : tensor<2xi32>"));
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_EQ(ok.out, "dense<[11, 2, 23]> : tensor<3xi32>\n");
  expectRunViolation("scatter_dynamic_c4", program("tensor<3xi32>", "tensor<?xi32>", "tensor<3xi32>"),
                     args("dense<[1, 2, 3]> : tensor<3xi32>", "dense<[10, 20, 30]> : tensor<3xi32>"),
                     "'stablehlo.scatter' violates C4");
  expectRunViolation("scatter_dynamic_c24", program("tensor<?xi32>", "tensor<2xi32>", "tensor<3xi32>"),
                     args("dense<[1, 2, 3, 4]> : tensor<4xi32>", "dense<[10, 20]> : tensor<2xi32>"),
                     "'stablehlo.scatter' violates C24: shape(inputs...) = shape(results...) (shape(results[0]) = "
                     "[3], shape(inputs[0]) = [4])");
}

// spec: Ops > scatter with an update_computation on a wider quantized type:
// inputs and updates are promoted by to_destination_type, quantize(
// dequantize(x)). i8 at scale 0.5 -> i16 at scale 0.25: storage [2, 4, 6]
// (1, 2, 3) become [4, 8, 12]; the update 2 (1.0) becomes 4; the add at
// index 1 is (8 + 4) * 0.25 = 3.0, storage 12.
TEST(DataMovement, ScatterPromotesQuantizedValues) {
  const std::string q8 = "!quant.uniform<i8:f32, 0.5>", q16 = "!quant.uniform<i16:f32, 0.25>";
  std::string path = writeTempFile(
      "scatter_quantized_promotion.mlir",
      "func.func @main() -> tensor<3xi16> {\n"
      "  %i = stablehlo.constant dense<[2, 4, 6]> : tensor<3x" + q8 + ">\n"
      "  %s = stablehlo.constant dense<[[1]]> : tensor<1x1xi32>\n"
      "  %u = stablehlo.constant dense<[2]> : tensor<1x" + q8 + ">\n"
      "  %r = \"stablehlo.scatter\"(%i, %s, %u) ({\n"
      "  ^bb0(%a: tensor<" + q16 + ">, %b: tensor<" + q16 + ">):\n"
      "    %0 = stablehlo.add %a, %b : tensor<" + q16 + ">\n"
      "    stablehlo.return %0 : tensor<" + q16 + ">\n"
      "  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], "
      "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x" + q8 + ">, tensor<1x1xi32>, "
      "tensor<1x" + q8 + ">) -> tensor<3x" + q16 + ">\n"
      "  %b = stablehlo.bitcast_convert %r : (tensor<3x" + q16 + ">) -> tensor<3xi16>\n"
      "  func.return %b : tensor<3xi16>\n}\n");
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "dense<[4, 12, 12]> : tensor<3xi16>\n");
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
