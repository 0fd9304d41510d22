// Diagnostics of the reduction and window ops (reduce, reduce_window,
// select_and_scatter, batch_norm_*) that conformance programs cannot
// express: each violated constraint ends the run with status 2 and a message
// naming the op and the values involved — never a crash, a hang or an
// unbounded allocation. The passing cases live in conformance/<op>.mlir.
#include <gtest/gtest.h>

#include "run_tool.h"

namespace hloref::testing {
namespace {

// Runs `hloref run` on a function holding `body` and expects `status` with
// `needle` in the diagnostics.
void expectFailure(const std::string& name, const std::string& body, const std::string& needle,
                   std::vector<std::string> extraArgs = {}, int status = 2) {
  std::string path = writeTempFile(name + ".mlir", "func.func @main() {\n" + body + "  func.return\n}\n");
  std::vector<std::string> args = {"run", "--no-check", path};
  args.insert(args.end(), extraArgs.begin(), extraArgs.end());
  ToolResult r = runHloref(args);
  EXPECT_EQ(r.status, status) << name << ": " << r.err;
  EXPECT_NE(r.err.find(needle), std::string::npos) << name << ": expected '" << needle << "' in:\n" << r.err;
  EXPECT_NE(r.err.find(path + ":"), std::string::npos) << name << ": no location in:\n" << r.err;
}

const char* kInputs =
    "  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>\n"
    "  %z = stablehlo.constant dense<0> : tensor<i32>\n";

// A reduce of %x and %z with an add body of element type `e`.
std::string reduce(const std::string& attrs, const std::string& type, const std::string& e = "i32") {
  return std::string(kInputs) + "  %r = \"stablehlo.reduce\"(%x, %z) ({\n" + "  ^bb0(%a: tensor<" + e +
         ">, %b: tensor<" + e + ">):\n" + "    %s = stablehlo.add %a, %b : tensor<" + e + ">\n" +
         "    stablehlo.return %s : tensor<" + e + ">\n" + "  }) {" + attrs + "} : " + type + "\n";
}

TEST(Reduce, Dimensions) {
  expectFailure("reduce_dim_range", reduce("dimensions = array<i64: 2>", "(tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>"),
                "'stablehlo.reduce' has dimensions = [2] for inputs of rank 2");
  expectFailure("reduce_dim_negative", reduce("dimensions = array<i64: -1>", "(tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>"),
                "has dimensions = [-1]");
  expectFailure("reduce_dim_unique", reduce("dimensions = array<i64: 1, 1>", "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>"),
                "has dimensions = [1, 1]; they must be unique");
  expectFailure("reduce_dim_missing", reduce("", "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>"),
                "missing attribute 'dimensions'");
}

TEST(Reduce, ResultType) {
  expectFailure("reduce_result_shape", reduce("dimensions = array<i64: 1>", "(tensor<2x3xi32>, tensor<i32>) -> tensor<3xi32>"),
                "declared tensor<3xi32> but the op computes dimension 0 = 2");
  expectFailure("reduce_result_element",
                reduce("dimensions = array<i64: 1>", "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi64>"),
                "declares result #0 of type tensor<2xi64> but its body computes i32");
}

TEST(Reduce, Body) {
  // An i32 input cannot be promoted to i16 (C6).
  expectFailure("reduce_body_narrower",
                reduce("dimensions = array<i64: 1>", "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi16>", "i16"),
                "input element type i32 cannot be promoted");
  expectFailure("reduce_body_kind", reduce("dimensions = array<i64: 1>", "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xf32>", "f32"),
                "to which input element type i32 cannot be promoted");
  expectFailure("reduce_body_arity",
                std::string(kInputs) +
                    "  %r = \"stablehlo.reduce\"(%x, %z) ({\n  ^bb0(%a: tensor<i32>):\n"
                    "    stablehlo.return %a : tensor<i32>\n  }) {dimensions = array<i64: 1>} : "
                    "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>\n",
                "has a body taking 1 arguments; with 1 inputs it must take 2");
  expectFailure("reduce_body_returns",
                std::string(kInputs) +
                    "  %r = \"stablehlo.reduce\"(%x, %z) ({\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                    "    %c = stablehlo.convert %a : (tensor<i32>) -> tensor<i64>\n"
                    "    stablehlo.return %c : tensor<i64>\n  }) {dimensions = array<i64: 1>} : "
                    "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>\n",
                "has a body that returned (tensor<i64>); it must return (tensor<i32>)");
  expectFailure("reduce_body_returns_two",
                std::string(kInputs) +
                    "  %r = \"stablehlo.reduce\"(%x, %z) ({\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                    "    stablehlo.return %a, %b : tensor<i32>, tensor<i32>\n  }) {dimensions = array<i64: 1>} : "
                    "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>\n",
                "has a body that returned (tensor<i32>, tensor<i32>)");
}

TEST(Reduce, Operands) {
  expectFailure("reduce_init_type",
                "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                "  %z = stablehlo.constant dense<0> : tensor<i64>\n"
                "  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0]"
                " : (tensor<2xi32>, tensor<i64>) -> tensor<i32>\n",
                "the element types must be the same");
  expectFailure("reduce_init_rank",
                "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                "  %z = stablehlo.constant dense<[0]> : tensor<1xi32>\n"
                "  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0]"
                " : (tensor<2xi32>, tensor<1xi32>) -> tensor<i32>\n",
                "has init_value #0 of type tensor<1xi32>; it must be 0-dimensional");
  expectFailure("reduce_input_shapes",
                "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                "  %y = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>\n"
                "  %z = stablehlo.constant dense<0> : tensor<i32>\n"
                "  %r:2 = \"stablehlo.reduce\"(%x, %y, %z, %z) ({\n"
                "  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):\n"
                "    stablehlo.return %a, %b : tensor<i32>, tensor<i32>\n  }) {dimensions = array<i64: 0>} : "
                "(tensor<2xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)\n",
                "their shapes must be the same");
  expectFailure("reduce_odd_operands",
                "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                "  %r = \"stablehlo.reduce\"(%x) ({\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                "    stablehlo.return %a : tensor<i32>\n  }) {dimensions = array<i64: 0>} : "
                "(tensor<2xi32>) -> tensor<i32>\n",
                "needs N inputs, N init_values and N results");
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

// A reduce_window of %x and %z with an add body.
std::string reduceWindow(const std::string& attrs, const std::string& resultType) {
  return std::string(kInputs) +
         "  %r = \"stablehlo.reduce_window\"(%x, %z) ({\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
         "    %s = stablehlo.add %a, %b : tensor<i32>\n    stablehlo.return %s : tensor<i32>\n  }) {" +
         attrs + "} : (tensor<2x3xi32>, tensor<i32>) -> " + resultType + "\n";
}

TEST(ReduceWindow, Attributes) {
  expectFailure("rw_window_size", reduceWindow("window_dimensions = array<i64: 2>", "tensor<1x3xi32>"),
                "'stablehlo.reduce_window' has window_dimensions = [2] for inputs of rank 2");
  expectFailure("rw_window_zero", reduceWindow("window_dimensions = array<i64: 0, 1>", "tensor<1x3xi32>"),
                "has window_dimensions = [0, 1]; each must be positive");
  expectFailure("rw_stride_zero",
                reduceWindow("window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 0>", "tensor<2x3xi32>"),
                "has window_strides = [1, 0]; each must be positive");
  expectFailure("rw_base_dilation",
                reduceWindow("window_dimensions = array<i64: 1, 1>, base_dilations = array<i64: -1, 1>", "tensor<2x3xi32>"),
                "has base_dilations = [-1, 1]; each must be positive");
  expectFailure("rw_window_dilation",
                reduceWindow("window_dimensions = array<i64: 1, 1>, window_dilations = array<i64: 1, 1, 1>", "tensor<2x3xi32>"),
                "has window_dilations = [1, 1, 1] for inputs of rank 2");
  expectFailure("rw_padding_shape",
                reduceWindow("window_dimensions = array<i64: 1, 1>, padding = dense<0> : tensor<2x1xi64>", "tensor<2x3xi32>"),
                "its shape must be [2, 2]");
  expectFailure("rw_padding_flat",
                reduceWindow("window_dimensions = array<i64: 1, 1>, padding = dense<0> : tensor<4xi64>", "tensor<2x3xi32>"),
                "its shape must be [2, 2]");
}

TEST(ReduceWindow, ResultShape) {
  expectFailure("rw_result_shape", reduceWindow("window_dimensions = array<i64: 2, 2>", "tensor<1x3xi32>"),
                "declared tensor<1x3xi32> but the op computes dimension 1 = 2");
}

TEST(ReduceWindow, AbsurdSizesEndInDiagnostics) {
  // A padded size beyond int64.
  expectFailure("rw_padding_overflow",
                reduceWindow("window_dimensions = array<i64: 1, 1>, "
                             "padding = dense<[[9223372036854775807, 9223372036854775807], [0, 0]]> : tensor<2x2xi64>",
                             "tensor<?x3xi32>"),
                "it must lie in [0, 2^63)");
  expectFailure("rw_padding_negative",
                reduceWindow("window_dimensions = array<i64: 1, 1>, padding = dense<[[-5, 0], [0, 0]]> : tensor<2x2xi64>",
                             "tensor<?x3xi32>"),
                "to size -3; it must lie in [0, 2^63)");
  // A dilation product beyond int64.
  expectFailure("rw_dilation_overflow",
                reduceWindow("window_dimensions = array<i64: 1, 1>, base_dilations = array<i64: 9223372036854775807, 1>",
                             "tensor<?x3xi32>"),
                "it must lie in [0, 2^63)");
  // A window of 10^12 padding elements: stopped by the step limit.
  expectFailure("rw_huge_window",
                reduceWindow("window_dimensions = array<i64: 1000000000000, 1>, "
                             "padding = dense<[[1000000000000, 0], [0, 0]]> : tensor<2x2xi64>",
                             "tensor<3x3xi32>"),
                "step limit of 1000", {"--max-steps", "1000"});
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

TEST(SelectAndScatter, Constraints) {
  expectFailure("sas_source_shape",
                selectAndScatter("dense<1> : tensor<2x2xi32>", "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>"),
                "'stablehlo.select_and_scatter' has source of type tensor<2x2xi32> but the windows over the operand "
                "tensor<2x3xi32> number [1, 2]");
  expectFailure("sas_source_type",
                selectAndScatter("dense<1> : tensor<1x2xi64>", "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>"),
                "the element types must be the same");
  expectFailure("sas_window_size",
                selectAndScatter("dense<1> : tensor<1x2xi32>", "window_dimensions = array<i64: 2>, window_strides = array<i64: 1, 1>"),
                "has window_dimensions = [2] for an operand of rank 2");
  expectFailure("sas_stride_zero",
                selectAndScatter("dense<1> : tensor<1x2xi32>", "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 0, 1>"),
                "has window_strides = [0, 1]; each must be positive");
  expectFailure("sas_padding_shape",
                selectAndScatter("dense<1> : tensor<1x2xi32>",
                                 "window_dimensions = array<i64: 2, 2>, padding = dense<0> : tensor<1x2xi64>"),
                "its shape must be [2, 2]");
  expectFailure("sas_select_type",
                selectAndScatter("dense<1> : tensor<1x2xi32>", "window_dimensions = array<i64: 2, 2>",
                                 "stablehlo.add %a, %b : tensor<i32>", "tensor<i32>"),
                "has a select function that did not return a tensor<i1>");
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
