// Tests of dynamism (spec: Dynamism; Ops > dynamic_broadcast_in_dim,
// dynamic_iota, dynamic_pad, dynamic_reshape, get_dimension_size; XLA's
// set_dimension_size; tensor.cast): values of dynamic and bounded types, and
// every run-time check the ops make on shape operands, declared types and
// bounds — each ends with a diagnostic and status 2, never a crash. What the
// types and attributes decide is the checker's ("violates C8"), also where
// constant shape operands make a run-time constraint visible.
#include <gtest/gtest.h>

#include <string>

#include "run_tool.h"

namespace hloref::testing {
namespace {

// Runs `body` as the body of `func.func @main() -> resultType`, checked
// first unless `check` is false (ops outside the spec, which the checker
// does not know).
ToolResult runMain(const std::string& body, const std::string& resultType = "", bool check = true) {
  std::string program = "func.func @main()" + (resultType.empty() ? "" : " -> " + resultType) + " {\n" + body + "}\n";
  std::string file = writeTempFile("dyn.mlir", program);
  return check ? runHloref({"run", file}) : runHloref({"run", "--no-check", file});
}

void expectError(const ToolResult& r, const std::string& fragment) {
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find(fragment), std::string::npos) << "expected '" << fragment << "' in:\n" << r.err;
  EXPECT_EQ(r.err.find("internal"), std::string::npos) << r.err;
}

TEST(Dynamism, ArgumentsOfDynamicTypeTakeTheirShape) {
  std::string program =
      "func.func @main(%x: tensor<?x2xf32>) -> (tensor<i32>, tensor<?x?xf32>) {\n"
      "  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x2xf32>) -> tensor<i32>\n"
      "  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>\n"
      "  %r = stablehlo.dynamic_reshape %x, %shape : (tensor<?x2xf32>, tensor<2xi64>) -> tensor<?x?xf32>\n"
      "  func.return %n, %r : tensor<i32>, tensor<?x?xf32>\n}\n";
  std::string file = writeTempFile("args.mlir", program);
  ToolResult r = runHloref({"run", file, "--args", "[dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>]"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "dense<3> : tensor<i32>\n"
            "dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : "
            "tensor<2x3xf32>\n");
  // Another size: 6 elements no more.
  r = runHloref({"run", file, "--args", "[dense<1.0> : tensor<2x2xf32>]"});
  expectError(r, "'stablehlo.dynamic_reshape' violates C2: size(operand) = size(result) (size(operand) = 4, size(result) = 6)");
}

TEST(Dynamism, TensorCastChecksStaticDimensionsAndBounds) {
  const std::string x = "  %x = stablehlo.constant dense<1> : tensor<5xi32>\n";
  ToolResult ok = runMain(x +
                              "  %d = tensor.cast %x : tensor<5xi32> to tensor<?xi32, #stablehlo.bounds<5>>\n"
                              "  %s = tensor.cast %d : tensor<?xi32, #stablehlo.bounds<5>> to tensor<5xi32>\n"
                              "  func.return %s : tensor<5xi32>\n",
                          "tensor<5xi32>");
  EXPECT_EQ(ok.status, 0) << ok.err;
  expectError(runMain(x + "  %d = tensor.cast %x : tensor<5xi32> to tensor<?xi32, #stablehlo.bounds<4>>\n"
                          "  func.return\n"),
              "above its bound 4");
  expectError(runMain(x + "  %d = tensor.cast %x : tensor<5xi32> to tensor<?xi32>\n"
                          "  %s = tensor.cast %d : tensor<?xi32> to tensor<6xi32>\n  func.return\n"),
              "dimension 0 = 5");
  expectError(runMain(x + "  %d = tensor.cast %x : tensor<5xi32> to tensor<?xf32>\n  func.return\n"),
              "element type");
}

TEST(Dynamism, DynamicBroadcastInDimChecks) {
  auto program = [](const std::string& operand, const std::string& dims, const std::string& attrs,
                    const std::string& types) {
    return "  %o = stablehlo.constant " + operand + "\n  %d = stablehlo.constant " + dims +
           "\n  %r = \"stablehlo.dynamic_broadcast_in_dim\"(%o, %d) {" + attrs + "} : " + types +
           "\n  func.return\n";
  };
  const std::string operand = "dense<[[1, 2, 3]]> : tensor<1x3xi32>";
  const std::string types = "(tensor<1x3xi32>, tensor<2xi64>) -> tensor<?x?xi32>";
  // output_dimensions against the declared static dimensions.
  expectError(runMain(program(operand, "dense<[2, 3]> : tensor<2xi64>", "broadcast_dimensions = array<i64: 0, 1>",
                              "(tensor<1x3xi32>, tensor<2xi64>) -> tensor<3x3xi32>")),
              "declared tensor<3x3xi32> but the op computes dimension 0 = 2");
  // ... and against bounds.
  expectError(runMain(program(operand, "dense<[9, 3]> : tensor<2xi64>", "broadcast_dimensions = array<i64: 0, 1>",
                              "(tensor<1x3xi32>, tensor<2xi64>) -> tensor<?x3xi32, #stablehlo.bounds<8, ?>>")),
              "above its bound 8");
  // (C5) an operand dimension neither 1 nor the result's.
  expectError(runMain(program(operand, "dense<[2, 4]> : tensor<2xi64>", "broadcast_dimensions = array<i64: 0, 1>",
                              types)),
              "violates C5: For all d in axes(operand): (dim(operand, 1) = 3, dim(result, 1) = 4)");
  // (C7) size(output_dimensions) = rank(result).
  expectError(runMain(program(operand, "dense<[1, 2, 3]> : tensor<3xi64>", "broadcast_dimensions = array<i64: 0, 1>",
                              "(tensor<1x3xi32>, tensor<3xi64>) -> tensor<?x?xi32>")),
              "violates C7");
  // (C8) a dimension both expanding and not; (C9), (C10) out of range.
  expectError(runMain(program(operand, "dense<[2, 3]> : tensor<2xi64>",
                              "broadcast_dimensions = array<i64: 0, 1>, known_expanding_dimensions = array<i64: 0>, "
                              "known_nonexpanding_dimensions = array<i64: 0>",
                              types)),
              "violates C8");
  expectError(runMain(program(operand, "dense<[2, 3]> : tensor<2xi64>",
                              "broadcast_dimensions = array<i64: 0, 1>, known_expanding_dimensions = array<i64: 2>",
                              types)),
              "violates C9");
  expectError(runMain(program(operand, "dense<[2, 3]> : tensor<2xi64>",
                              "broadcast_dimensions = array<i64: 0, 1>, known_nonexpanding_dimensions = array<i64: -1>",
                              types)),
              "violates C10");
  // The claims against the actual sizes.
  expectError(runMain(program(operand, "dense<[2, 3]> : tensor<2xi64>",
                              "broadcast_dimensions = array<i64: 0, 1>, known_expanding_dimensions = array<i64: 1>",
                              types)),
              "known_expanding_dimensions");
  expectError(runMain(program(operand, "dense<[2, 3]> : tensor<2xi64>",
                              "broadcast_dimensions = array<i64: 0, 1>, known_nonexpanding_dimensions = array<i64: 0>",
                              types)),
              "known_nonexpanding_dimensions");
  // Shape operands: negative, huge, not 1-dimensional, above 2^63.
  expectError(runMain(program(operand, "dense<[2, -3]> : tensor<2xi64>", "broadcast_dimensions = array<i64: 0, 1>",
                              types)),
              "negative size -3");
  expectError(runMain(program(operand, "dense<[1000000000000000, 3]> : tensor<2xi64>",
                              "broadcast_dimensions = array<i64: 0, 1>", types)),
              "memory budget");
  expectError(runMain(program(operand, "dense<[[2, 3]]> : tensor<1x2xi64>", "broadcast_dimensions = array<i64: 0, 1>",
                              "(tensor<1x3xi32>, tensor<1x2xi64>) -> tensor<?x?xi32>")),
              "violates I2");
  expectError(runMain(program(operand, "dense<[18446744073709551615, 3]> : tensor<2xui64>",
                              "broadcast_dimensions = array<i64: 0, 1>",
                              "(tensor<1x3xi32>, tensor<2xui64>) -> tensor<?x?xi32>")),
              "2^63");
}

TEST(Dynamism, DynamicIotaChecks) {
  auto iota = [](const std::string& shape, int dim, const std::string& resultType) {
    return runMain("  %s = stablehlo.constant " + shape + "\n  %r = stablehlo.dynamic_iota %s, dim = " +
                   std::to_string(dim) + " : (" + shape.substr(shape.find(':') + 2) + ") -> " + resultType +
                   "\n  func.return\n");
  };
  expectError(iota("dense<[3, 4]> : tensor<2xi64>", 2, "tensor<?x?xi32>"), "violates C1");
  expectError(iota("dense<[3, 4]> : tensor<2xi64>", -1, "tensor<?x?xi32>"), "violates C1");
  expectError(iota("dense<[3, 4]> : tensor<2xi64>", 0, "tensor<?x?x?xi32>"), "violates C2");
  expectError(iota("dense<[3, 4]> : tensor<2xi64>", 0, "tensor<3x5xi32>"), "dimension 1 = 4");
  expectError(iota("dense<[3, 4]> : tensor<2xi64>", 0, "tensor<?x4xi32, #stablehlo.bounds<2, ?>>"),
              "above its bound 2");
  expectError(iota("dense<[3, -4]> : tensor<2xi32>", 0, "tensor<?x?xi32>"), "negative size -4");
  expectError(iota("dense<[4294967295, 4294967295]> : tensor<2xui32>", 0, "tensor<?x?xi32>"), "memory budget");
  expectError(iota("dense<[3, 4]> : tensor<2xf32>", 0, "tensor<?x?xi32>"), "violates I1");
  expectError(iota("dense<[3]> : tensor<1xi64>", 0, "tensor<?xi1>"), "violates O1");
}

TEST(Dynamism, DynamicPadChecks) {
  auto pad = [](const std::string& low, const std::string& high, const std::string& interior,
                const std::string& resultType, const std::string& paddingType = "tensor<2xi64>") {
    return runMain("  %o = stablehlo.constant dense<1> : tensor<2x3xi32>\n"
                   "  %v = stablehlo.constant dense<0> : tensor<i32>\n"
                   "  %l = stablehlo.constant dense<" + low + "> : " + paddingType + "\n"
                   "  %h = stablehlo.constant dense<" + high + "> : " + paddingType + "\n"
                   "  %i = stablehlo.constant dense<" + interior + "> : " + paddingType + "\n"
                   "  %r = stablehlo.dynamic_pad %o, %v, %l, %h, %i : (tensor<2x3xi32>, tensor<i32>, " +
                   paddingType + ", " + paddingType + ", " + paddingType + ") -> " + resultType +
                   "\n  func.return\n");
  };
  EXPECT_EQ(pad("[1, 0]", "[0, 1]", "[0, 1]", "tensor<3x6xi32>").status, 0);
  expectError(pad("[1, 0]", "[0, 1]", "[0, -1]", "tensor<?x?xi32>"), "violates C3");
  expectError(pad("[1, 0]", "[0, 1]", "[0, 1]", "tensor<3x7xi32>"), "violates C4");
  expectError(pad("[1, 0]", "[0, 1]", "[0, 1]", "tensor<?x?xi32, #stablehlo.bounds<2, ?>>"), "above its bound 2");
  expectError(pad("[-5, 0]", "[0, 0]", "[0, 0]", "tensor<?x?xi32>"), "violates C4");
  // Values the checker cannot see (not constants): checked when the op runs.
  expectError(runMain("  %o = stablehlo.constant dense<1> : tensor<2x3xi32>\n"
                      "  %v = stablehlo.constant dense<0> : tensor<i32>\n"
                      "  %z = stablehlo.constant dense<0> : tensor<2xi64>\n"
                      "  %c = stablehlo.constant dense<[-5, 0]> : tensor<2xi64>\n"
                      "  %l = stablehlo.add %c, %z : tensor<2xi64>\n"
                      "  %n = stablehlo.constant dense<[0, -1]> : tensor<2xi64>\n"
                      "  %i = stablehlo.add %n, %z : tensor<2xi64>\n"
                      "  %r = stablehlo.dynamic_pad %o, %v, %l, %z, %z : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, "
                      "tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>\n"
                      "  %s = stablehlo.dynamic_pad %o, %v, %z, %z, %i : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, "
                      "tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>\n"
                      "  func.return\n"),
              "violates C4: shape(result) = shape(operand) + edge_padding_low + max(shape(operand) - 1, 0) * "
              "interior_padding + edge_padding_high (dim(operand, 0) = 2, edge_padding_low = [-5, 0], "
              "interior_padding = [0, 0], edge_padding_high = [0, 0] give dim(result, 0) < 0)");
  expectError(runMain("  %o = stablehlo.constant dense<1> : tensor<2x3xi32>\n"
                      "  %v = stablehlo.constant dense<0> : tensor<i32>\n"
                      "  %z = stablehlo.constant dense<0> : tensor<2xi64>\n"
                      "  %n = stablehlo.constant dense<[0, -1]> : tensor<2xi64>\n"
                      "  %i = stablehlo.add %n, %z : tensor<2xi64>\n"
                      "  %r = stablehlo.dynamic_pad %o, %v, %z, %z, %i : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, "
                      "tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>\n"
                      "  func.return\n"),
              "violates C3: 0 <= interior_padding (interior_padding = [0, -1])");
  expectError(pad("[9223372036854775807, 0]", "[9223372036854775807, 0]", "[0, 0]", "tensor<?x?xi32>"),
              "violates C4");
  expectError(pad("[0, 0]", "[0, 0]", "[0, 1000000000000]", "tensor<?x?xi32>"), "memory budget");
  expectError(pad("[0]", "[0]", "[0]", "tensor<?x?xi32>", "tensor<1xi64>"), "violates C2");
}

TEST(Dynamism, DynamicReshapeChecks) {
  auto reshape = [](const std::string& shape, const std::string& shapeType, const std::string& resultType) {
    return runMain("  %o = stablehlo.constant dense<1> : tensor<2x3xi32>\n"
                   "  %s = stablehlo.constant dense<" + shape + "> : " + shapeType + "\n"
                   "  %r = stablehlo.dynamic_reshape %o, %s : (tensor<2x3xi32>, " + shapeType + ") -> " +
                   resultType + "\n  func.return\n");
  };
  EXPECT_EQ(reshape("[3, 2]", "tensor<2xi64>", "tensor<?x2xi32>").status, 0);
  expectError(reshape("[4, 2]", "tensor<2xi64>", "tensor<?x?xi32>"), "violates C2");
  expectError(reshape("[6]", "tensor<1xi64>", "tensor<?x?xi32>"), "violates C4");
  expectError(reshape("[3, 2]", "tensor<2xi64>", "tensor<2x3xi32>"), "dimension 0 = 3");
  expectError(reshape("[6, 1]", "tensor<2xi64>", "tensor<?x1xi32, #stablehlo.bounds<5, ?>>"), "above its bound 5");
  expectError(reshape("[-2, -3]", "tensor<2xi64>", "tensor<?x?xi32>"), "negative size -2");
  expectError(reshape("[3037000500, 3037000500]", "tensor<2xi64>", "tensor<?x?xi32>"), "overflows");
}

TEST(Dynamism, GetAndSetDimensionSizeChecks) {
  const std::string x = "  %x = stablehlo.constant dense<1.0> : tensor<2x3xf32>\n";
  expectError(runMain(x + "  %r = stablehlo.get_dimension_size %x, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>\n"
                          "  func.return\n"),
              "violates C1");
  expectError(runMain(x + "  %r = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2x3xf32>) -> tensor<i64>\n"
                          "  func.return\n"),
              "violates O1");
  auto set = [&](const std::string& size, const std::string& resultType) {
    return runMain(x + "  %n = stablehlo.constant dense<" + size + "> : tensor<i32>\n" +
                   "  %r = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<2x3xf32>, tensor<i32>) -> " +
                   resultType + "\n  func.return\n", "", /*check=*/false);
  };
  EXPECT_EQ(set("2", "tensor<2x?xf32>").status, 0);
  expectError(set("4", "tensor<2x?xf32>"), "outside [0, dim(operand, 1)] = [0, 3]");
  expectError(set("-1", "tensor<2x?xf32>"), "outside [0, dim(operand, 1)]");
  expectError(set("2", "tensor<2x3xf32>"), "dimension 1 = 2");
  expectError(set("3", "tensor<2x?xf32, #stablehlo.bounds<?, 2>>"), "above its bound 2");
}

// The upstream interpreter's programs of these ops run and pass.
TEST(Dynamism, UpstreamCorpusFilesPass) {
  std::string shared = sharedDir();
  if (shared.empty()) GTEST_SKIP() << "no ../shared beside this clone";
  for (const char* op : {"dynamic_broadcast_in_dim", "dynamic_iota", "dynamic_pad", "dynamic_reshape",
                         "get_dimension_size"}) {
    std::string file = shared + "/corpus/upstream-interpret/" + op + ".mlir";
    ToolResult r = runHloref({"run", "--split-input-file", file});
    EXPECT_EQ(r.status, 0) << file << "\n" << r.err;
  }
}

}  // namespace
}  // namespace hloref::testing
