// Diagnostics of the reduction and window ops (reduce, reduce_window,
// select_and_scatter, batch_norm_*) that conformance programs cannot
// express: each violated constraint ends with status 2 and a message naming
// the op and the values involved (the checker's for what types and
// attributes decide, the op's for what only the values show) — never a
// crash, a hang or an unbounded allocation. The passing cases live in
// conformance/<op>.mlir.
#include <gtest/gtest.h>

#include "run_tool.h"

namespace hloref::testing {
namespace {

const char* kInputs =
    "  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>\n"
    "  %z = stablehlo.constant dense<0> : tensor<i32>\n";

// `hloref check` of a function holding `body`: status 2 with the checker's
// `violates` at the op on `line`.
void expectRejected(const std::string& name, const std::string& body, const std::string& violates, int line = 4) {
  std::string path = writeTempFile(name + ".mlir", "func.func @main() {\n" + body + "  func.return\n}\n");
  ToolResult r = runHloref({"check", path});
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  EXPECT_NE(r.err.find(path + ":" + std::to_string(line) + ":3: error: " + violates), std::string::npos)
      << name << ": expected '" << violates << "' in:\n" << r.err;
}

// `hloref run` of a function holding `body`, which the checker accepts.
ToolResult run(const std::string& name, const std::string& body, std::vector<std::string> extraArgs = {}) {
  std::string path = writeTempFile(name + ".mlir", "func.func @main() {\n" + body + "  func.return\n}\n");
  std::vector<std::string> args = {"run", path};
  args.insert(args.end(), extraArgs.begin(), extraArgs.end());
  ToolResult r = runHloref(args);
  EXPECT_EQ(r.err.find("warning"), std::string::npos) << name << ": the checker objects:\n" << r.err;
  return r;
}

// A reduce of %x and %z with an add body of element type `e`.
std::string reduce(const std::string& attrs, const std::string& type, const std::string& e = "i32") {
  return std::string(kInputs) + "  %r = \"stablehlo.reduce\"(%x, %z) ({\n" + "  ^bb0(%a: tensor<" + e +
         ">, %b: tensor<" + e + ">):\n" + "    %s = stablehlo.add %a, %b : tensor<" + e + ">\n" +
         "    stablehlo.return %s : tensor<" + e + ">\n" + "  }) {" + attrs + "} : " + type + "\n";
}

// The constraints of reduce are the checker's (one negative case each in
// conformance/invalid/reduce.yaml; these are variants).
TEST(Reduce, ConstraintsAreTheCheckers) {
  const std::string t = "(tensor<2x3xi32>, tensor<i32>) -> ";
  expectRejected("reduce_dim_range", reduce("dimensions = array<i64: 2>", t + "tensor<2x3xi32>"),
                 "'stablehlo.reduce' violates C4");
  expectRejected("reduce_dim_negative", reduce("dimensions = array<i64: -1>", t + "tensor<2x3xi32>"),
                 "'stablehlo.reduce' violates C4");
  expectRejected("reduce_dim_unique", reduce("dimensions = array<i64: 1, 1>", t + "tensor<2xi32>"),
                 "'stablehlo.reduce' violates C5");
  expectRejected("reduce_result_shape", reduce("dimensions = array<i64: 1>", t + "tensor<3xi32>"),
                 "'stablehlo.reduce' violates C7");
  expectRejected("reduce_result_element", reduce("dimensions = array<i64: 1>", t + "tensor<2xi64>"),
                 "'stablehlo.reduce' violates C8");
  // An i32 input cannot be promoted to i16, nor to f32 (C6).
  expectRejected("reduce_body_narrower", reduce("dimensions = array<i64: 1>", t + "tensor<2xi16>", "i16"),
                 "'stablehlo.reduce' violates C6");
  expectRejected("reduce_body_kind", reduce("dimensions = array<i64: 1>", t + "tensor<2xf32>", "f32"),
                 "'stablehlo.reduce' violates C6");
  expectRejected("reduce_body_returns_two",
                 std::string(kInputs) +
                     "  %r = \"stablehlo.reduce\"(%x, %z) ({\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                     "    stablehlo.return %a, %b : tensor<i32>, tensor<i32>\n  }) {dimensions = array<i64: 1>} : "
                     "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>\n",
                 "'stablehlo.reduce' violates C6");
  expectRejected("reduce_init_type",
                 "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                 "  %z = stablehlo.constant dense<0> : tensor<i64>\n"
                 "  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0]"
                 " : (tensor<2xi32>, tensor<i64>) -> tensor<i32>\n",
                 "'stablehlo.reduce' violates C2");
  expectRejected("reduce_init_rank",
                 "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                 "  %z = stablehlo.constant dense<[0]> : tensor<1xi32>\n"
                 "  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0]"
                 " : (tensor<2xi32>, tensor<1xi32>) -> tensor<i32>\n",
                 "'stablehlo.reduce' violates I2");
  expectRejected("reduce_odd_operands",
                 "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                 "  %r = \"stablehlo.reduce\"(%x) ({\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                 "    stablehlo.return %a : tensor<i32>\n  }) {dimensions = array<i64: 0>} : "
                 "(tensor<2xi32>) -> tensor<i32>\n",
                 "'stablehlo.reduce' violates C3", 3);
}

// The upstream extension the checker accepts with a warning: init_values
// shaped like the results. hloref does not run it.
TEST(Reduce, ResultShapedInitValuesAreUnsupported) {
  std::string path = writeTempFile("reduce_accumulator.mlir",
                                   "func.func @main() {\n"
                                   "  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>\n"
                                   "  %z = stablehlo.constant dense<[0, 0]> : tensor<2xi32>\n"
                                   "  %r = \"stablehlo.reduce\"(%x, %z) ({\n"
                                   "  ^bb0(%a: tensor<2xi32>, %b: tensor<2xi32>):\n"
                                   "    %s = stablehlo.add %a, %b : tensor<2xi32>\n"
                                   "    stablehlo.return %s : tensor<2xi32>\n"
                                   "  }) {dimensions = array<i64: 0>} : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2xi32>\n"
                                   "  func.return\n}\n");
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("warning: 'stablehlo.reduce' has init_values shaped like the results"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find(path + ":4:3: error: unsupported: 'stablehlo.reduce' with init_values[0] of type tensor<2xi32>"),
            std::string::npos)
      << r.err;
}

// (C1) same(shape(inputs...)) and (C7) the result shape, for `?` dimensions:
// the values' sizes.
TEST(Reduce, SizesOfDynamicShapes) {
  const std::string program =
      "func.func @main(%x: tensor<?xi32>, %y: tensor<?xi32>) -> (tensor<i32>, tensor<i32>) {\n"
      "  %r:2 = \"stablehlo.reduce\"(%x, %y, %z, %z) ({\n"
      "  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):\n"
      "    %s = stablehlo.add %a, %c : tensor<i32>\n"
      "    %t = stablehlo.add %b, %d : tensor<i32>\n"
      "    stablehlo.return %s, %t : tensor<i32>, tensor<i32>\n"
      "  }) {dimensions = array<i64: 0>} : (tensor<?xi32>, tensor<?xi32>, tensor<i32>, tensor<i32>) -> "
      "(tensor<i32>, tensor<i32>)\n"
      "  func.return %r#0, %r#1 : tensor<i32>, tensor<i32>\n"
      "}\n";
  // %z is defined first: the op is on line 3.
  std::string withInit = program;
  withInit.insert(withInit.find("  %r:2"), "  %z = stablehlo.constant dense<0> : tensor<i32>\n");
  std::string path = writeTempFile("reduce_dynamic.mlir", withInit);
  ToolResult ok = runHloref({"run", path, "--args", "[dense<[1, 2]> : tensor<2xi32>, dense<[3, 4]> : tensor<2xi32>]"});
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_EQ(ok.out, "dense<3> : tensor<i32>\ndense<7> : tensor<i32>\n");
  ToolResult bad = runHloref({"run", path, "--args", "[dense<[1, 2]> : tensor<2xi32>, dense<[3]> : tensor<1xi32>]"});
  EXPECT_EQ(bad.status, 2) << bad.err;
  EXPECT_NE(bad.err.find(path + ":3:3: error: 'stablehlo.reduce' violates C1: same(shape(inputs...)) "
                                "(shape(inputs[0]) = [2], shape(inputs[1]) = [1])"),
            std::string::npos)
      << bad.err;
}

// spec: Ops > reduce on quantized tensors: dequantize, add, quantize. The
// storage values 1, 2, 4 at scale 0.5 are 0.5, 1 and 2; their sum 3.5 is
// storage 7. Storage 127 + 1 saturates at the storage maximum.
TEST(Reduce, QuantizedAddBody) {
  auto program = [](const std::string& values) {
    const std::string q = "tensor<!quant.uniform<i8:f32, 0.5>>";
    const std::string v = "tensor<3x!quant.uniform<i8:f32, 0.5>>";
    return "func.func @main() -> " + q + " {\n  %x = stablehlo.constant dense<" + values + "> : " + v +
           "\n  %z = stablehlo.constant dense<0> : " + q + "\n  %r = \"stablehlo.reduce\"(%x, %z) ({\n  ^bb0(%a: " + q +
           ", %b: " + q + "):\n    %s = stablehlo.add %a, %b : " + q + "\n    stablehlo.return %s : " + q +
           "\n  }) {dimensions = array<i64: 0>} : (" + v + ", " + q + ") -> " + q + "\n  func.return %r : " + q + "\n}\n";
  };
  ToolResult r = runHloref({"run", writeTempFile("reduce_quantized.mlir", program("[1, 2, 4]"))});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("dense<7> : ", 0), 0u) << r.out;
  r = runHloref({"run", writeTempFile("reduce_quantized_saturates.mlir", program("[127, 1, 0]"))});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("dense<127> : ", 0), 0u) << r.out;
}

// A reduce_window of %x and %z with an add body of element type `e`.
std::string reduceWindow(const std::string& attrs, const std::string& resultType, const std::string& e = "i32") {
  const std::string inputs = e == "i32" ? kInputs
                                        : "  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : "
                                          "tensor<2x3x" + e + ">\n  %z = stablehlo.constant dense<0.0> : tensor<" + e +
                                              ">\n";
  return inputs + "  %r = \"stablehlo.reduce_window\"(%x, %z) ({\n  ^bb0(%a: tensor<" + e + ">, %b: tensor<" + e +
         ">):\n    %s = stablehlo.add %a, %b : tensor<" + e + ">\n    stablehlo.return %s : tensor<" + e +
         ">\n  }) {" + attrs + "} : (tensor<2x3x" + e + ">, tensor<" + e + ">) -> " + resultType + "\n";
}

TEST(ReduceWindow, ConstraintsAreTheCheckers) {
  expectRejected("rw_window_size", reduceWindow("window_dimensions = array<i64: 2>", "tensor<1x3xi32>"),
                 "'stablehlo.reduce_window' violates C4");
  expectRejected("rw_window_zero", reduceWindow("window_dimensions = array<i64: 0, 1>", "tensor<1x3xi32>"),
                 "'stablehlo.reduce_window' violates C5");
  expectRejected("rw_stride_zero",
                 reduceWindow("window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 0>", "tensor<2x3xi32>"),
                 "'stablehlo.reduce_window' violates C7");
  expectRejected("rw_base_dilation",
                 reduceWindow("window_dimensions = array<i64: 1, 1>, base_dilations = array<i64: -1, 1>", "tensor<2x3xi32>"),
                 "'stablehlo.reduce_window' violates C9");
  expectRejected("rw_window_dilation",
                 reduceWindow("window_dimensions = array<i64: 1, 1>, window_dilations = array<i64: 1, 1, 1>",
                              "tensor<2x3xi32>"),
                 "'stablehlo.reduce_window' violates C10");
  expectRejected("rw_padding_shape",
                 reduceWindow("window_dimensions = array<i64: 1, 1>, padding = dense<0> : tensor<2x1xi64>", "tensor<2x3xi32>"),
                 "'stablehlo.reduce_window' violates C12");
  expectRejected("rw_padding_flat",
                 reduceWindow("window_dimensions = array<i64: 1, 1>, padding = dense<0> : tensor<4xi64>", "tensor<2x3xi32>"),
                 "'stablehlo.reduce_window' violates C12");
  expectRejected("rw_result_shape", reduceWindow("window_dimensions = array<i64: 2, 2>", "tensor<1x3xi32>"),
                 "'stablehlo.reduce_window' violates C15");
}

TEST(ReduceWindow, AbsurdSizesEndInDiagnostics) {
  // A padded size beyond int64, which window positions cannot index.
  ToolResult r = run("rw_padding_overflow",
                     reduceWindow("window_dimensions = array<i64: 1, 1>, "
                                  "padding = dense<[[9223372036854775807, 9223372036854775807], [0, 0]]> : tensor<2x2xi64>",
                                  "tensor<?x3xi32>"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("'stablehlo.reduce_window' pads dimension 0 of size 2 beyond 2^63 - 1"), std::string::npos)
      << r.err;
  // A dilation product beyond int64.
  r = run("rw_dilation_overflow",
          reduceWindow("window_dimensions = array<i64: 1, 1>, base_dilations = array<i64: 9223372036854775807, 1>",
                       "tensor<?x3xi32>"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("pads dimension 0 of size 2 beyond 2^63 - 1"), std::string::npos) << r.err;
  // A window of 10^12 padding elements: stopped by the step limit, folding
  // (integers) or summing exactly (floats).
  const std::string huge = "window_dimensions = array<i64: 1000000000000, 1>, "
                           "padding = dense<[[1000000000000, 0], [0, 0]]> : tensor<2x2xi64>";
  r = run("rw_huge_window", reduceWindow(huge, "tensor<3x3xi32>"), {"--max-steps", "1000"});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("step limit of 1000 "), std::string::npos) << r.err;
  r = run("rw_huge_window_exact", reduceWindow(huge, "tensor<3x3xf32>", "f32"), {"--max-steps", "1000"});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("beyond the step limit of 1000 "), std::string::npos) << r.err;
}

// Padding that makes the padded input shape negative leaves every window
// empty (spec: is_empty_window): no result elements.
TEST(ReduceWindow, NegativePaddedShapeHasNoWindows) {
  ToolResult r = run("rw_padding_negative",
                     reduceWindow("window_dimensions = array<i64: 1, 1>, padding = dense<[[-5, 0], [0, 0]]> : "
                                  "tensor<2x2xi64>",
                                  "tensor<0x3xi32>"));
  EXPECT_EQ(r.status, 0) << r.err;
}

// A select_and_scatter over %x (2x3) with `select` and an add scatter.
std::string selectAndScatter(const std::string& source, const std::string& attrs,
                             const std::string& select = "stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>",
                             const std::string& selectType = "tensor<i1>") {
  return std::string(kInputs) + "  %s = stablehlo.constant " + source + "\n" +
         "  %r = \"stablehlo.select_and_scatter\"(%x, %s, %z) ({\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n" +
         "    %p = " + select + "\n    stablehlo.return %p : " + selectType + "\n  }, {\n" +
         "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n    %t = stablehlo.add %a, %b : tensor<i32>\n" +
         "    stablehlo.return %t : tensor<i32>\n  }) {" + attrs + "} : (tensor<2x3xi32>, " +
         source.substr(source.find(": ") + 2) + ", tensor<i32>) -> tensor<2x3xi32>\n";
}

TEST(SelectAndScatter, ConstraintsAreTheCheckers) {
  // The op is on line 5 (after %x, %z and %s).
  auto rejected = [](const std::string& name, const std::string& body, const std::string& violates) {
    expectRejected(name, body, violates, 5);
  };
  rejected("sas_source_shape",
           selectAndScatter("dense<1> : tensor<2x2xi32>", "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>"),
           "'stablehlo.select_and_scatter' violates C2: shape(source) = num_windows where: (shape(source) = [2, 2], "
           "num_windows = [1, 2])");
  rejected("sas_source_type",
           selectAndScatter("dense<1> : tensor<1x2xi64>", "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>"),
           "'stablehlo.select_and_scatter' violates C1");
  rejected("sas_window_size",
           selectAndScatter("dense<1> : tensor<1x2xi32>", "window_dimensions = array<i64: 2>, window_strides = array<i64: 1, 1>"),
           "'stablehlo.select_and_scatter' violates C4");
  rejected("sas_stride_zero",
           selectAndScatter("dense<1> : tensor<1x2xi32>", "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 0, 1>"),
           "'stablehlo.select_and_scatter' violates C7");
  rejected("sas_padding_shape",
           selectAndScatter("dense<1> : tensor<1x2xi32>", "window_dimensions = array<i64: 2, 2>, padding = dense<0> : tensor<1x2xi64>"),
           "'stablehlo.select_and_scatter' violates C8");
  rejected("sas_select_type",
           selectAndScatter("dense<1> : tensor<1x2xi32>", "window_dimensions = array<i64: 2, 2>",
                            "stablehlo.add %a, %b : tensor<i32>", "tensor<i32>"),
           "'stablehlo.select_and_scatter' violates C9");
}

// Windows that hang far outside the operand: only the positions inside it
// are visited, however large the window (spec: padding holds no operand
// element). Each window of 10^15 positions holds one operand element.
TEST(SelectAndScatter, HugeWindowsVisitOnlyTheOperand) {
  ToolResult r = run("sas_huge_window",
                     std::string(kInputs) +
                         "  %s = stablehlo.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>\n"
                         "  %r = \"stablehlo.select_and_scatter\"(%x, %s, %z) ({\n"
                         "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                         "    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                         "    stablehlo.return %p : tensor<i1>\n  }, {\n"
                         "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n    %t = stablehlo.add %a, %b : tensor<i32>\n"
                         "    stablehlo.return %t : tensor<i32>\n"
                         "  }) {window_dimensions = array<i64: 1000000000000000, 1>, window_strides = array<i64: 1, 1>, "
                         "padding = dense<[[999999999999999, 0], [0, 0]]> : tensor<2x2xi64>} : "
                         "(tensor<2x3xi32>, tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>\n"
                         "  check.expect_eq_const %r, dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>\n",
                     {"--max-steps", "1000"});
  EXPECT_EQ(r.status, 0) << r.err;
}

// batch_norm_inference on a 2x3 f32 operand.
std::string batchNormInference(const std::string& operandType, const std::string& vectorType,
                               const std::string& attrs) {
  std::string v = "stablehlo.constant dense<1.0> : " + vectorType + "\n";
  return "  %x = stablehlo.constant dense<1.0> : " + operandType + "\n  %s = " + v + "  %o = " + v + "  %m = " + v +
         "  %v = " + v + "  %r = \"stablehlo.batch_norm_inference\"(%x, %s, %o, %m, %v) {" + attrs + "} : (" +
         operandType + ", " + vectorType + ", " + vectorType + ", " + vectorType + ", " + vectorType + ") -> " +
         operandType + "\n";
}

// The checker enforces every batch_norm constraint on static types (the ops
// compare only the sizes of dynamic dimensions): `hloref run` rejects these
// before running, naming the constraint.
TEST(BatchNorm, Constraints) {
  auto expectRejected = [](const std::string& name, const std::string& body, const std::string& needle) {
    std::string path = writeTempFile(name + ".mlir", "func.func @main() {\n" + body + "  func.return\n}\n");
    ToolResult r = runHloref({"run", path});
    EXPECT_EQ(r.status, 2) << name << ": " << r.err;
    EXPECT_NE(r.err.find(": error: " + needle), std::string::npos)
        << name << ": expected '" << needle << "' in:\n" << r.err;
    EXPECT_NE(r.err.find(path + ":"), std::string::npos) << name << ": no location in:\n" << r.err;
  };
  expectRejected("bn_feature_index",
                 batchNormInference("tensor<2x3xf32>", "tensor<3xf32>", "epsilon = 0.0 : f32, feature_index = 2 : i64"),
                 "'stablehlo.batch_norm_inference' violates C1: 0 <= feature_index < rank(operand) "
                 "(feature_index = 2, rank(operand) = 2)");
  expectRejected("bn_scale_size",
                 batchNormInference("tensor<2x3xf32>", "tensor<2xf32>", "epsilon = 0.0 : f32, feature_index = 1 : i64"),
                 "'stablehlo.batch_norm_inference' violates C3: size(scale) = dim(operand, feature_index) "
                 "(size(scale) = 2, dim(operand, feature_index) = 3)");
  expectRejected("bn_element_type",
                 batchNormInference("tensor<2x3xf32>", "tensor<3xf16>", "epsilon = 0.0 : f32, feature_index = 1 : i64"),
                 "'stablehlo.batch_norm_inference' violates C2");
  expectRejected("bn_integer",
                 "  %x = stablehlo.constant dense<1> : tensor<2xi32>\n"
                 "  %r:3 = \"stablehlo.batch_norm_training\"(%x, %x, %x) {epsilon = 0.0 : f32, feature_index = 0 : i64}"
                 " : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)\n",
                 "'stablehlo.batch_norm_training' violates I1");
}

}  // namespace
}  // namespace hloref::testing
