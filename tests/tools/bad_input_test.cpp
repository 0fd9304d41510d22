// Bad input ends in a diagnostic with file:line:col and exit status 2 (or 3
// for usage errors) — never a crash, a hang or an unbounded allocation.
#include <gtest/gtest.h>

#include <regex>

#include "run_tool.h"

namespace hloref::testing {
namespace {

// Runs `hloref run` on `program` and expects status 2 with a diagnostic at
// `line:col` whose message contains `needle`.
void expectDiagnostic(const std::string& name, const std::string& program, int line, int col,
                      const std::string& needle) {
  std::string path = writeTempFile(name + ".mlir", program);
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  std::string where = path + ":" + std::to_string(line) + ":" + std::to_string(col) + ": error: ";
  EXPECT_NE(r.err.find(where), std::string::npos) << name << ": expected '" << where << "' in:\n" << r.err;
  EXPECT_NE(r.err.find(needle), std::string::npos) << name << ": expected '" << needle << "' in:\n" << r.err;
}

TEST(BadInput, TruncatedFile) {
  expectDiagnostic("truncated",
                   "func.func @main() -> tensor<2xf32> {\n"
                   "  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
                   "  %1 = stablehlo.add %0, %0 : tensor<2x",
                   3, 40, "unknown element type");
  expectDiagnostic("truncated_body", "func.func @main() {\n  %0 = stablehlo.constant dense<1> : tensor<i32>\n", 3, 1,
                   "expected '}'");
  expectDiagnostic("truncated_dense", "func.func @main() {\n  %0 = stablehlo.constant dense<[1, 2", 2, 38, "expected ']' but the input ended");
}

TEST(BadInput, UnknownOpFailsTheCheck) {
  expectDiagnostic("unknown_op",
                   "func.func @main() {\n"
                   "  %0 = stablehlo.constant dense<1> : tensor<i32>\n"
                   "  %1 = \"stablehlo.frobnicate\"(%0) : (tensor<i32>) -> tensor<i32>\n"
                   "  func.return\n}\n",
                   3, 3, "unknown op 'stablehlo.frobnicate'");
}

TEST(BadInput, TypeMismatchesInText) {
  expectDiagnostic("literal_shape",
                   "func.func @main() {\n  %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<2xi32>\n  func.return\n}\n", 2,
                   33, "does not have the shape");
  expectDiagnostic("literal_range",
                   "func.func @main() {\n  %0 = stablehlo.constant dense<[1, 300]> : tensor<2xui8>\n  func.return\n}\n", 2,
                   37, "out of range");
  expectDiagnostic("operand_count",
                   "func.func @main() {\n  %0 = stablehlo.constant dense<1> : tensor<i32>\n"
                   "  %1 = \"stablehlo.add\"(%0) : (tensor<i32>, tensor<i32>) -> tensor<i32>\n  func.return\n}\n",
                   3, 3, "has 1 operands but its signature lists 2");
  expectDiagnostic("undefined_value", "func.func @main() {\n  %1 = stablehlo.add %0, %0 : tensor<i32>\n  func.return\n}\n",
                   2, 22, "undefined value %0");
  expectDiagnostic("float_for_int",
                   "func.func @main() {\n  %0 = stablehlo.constant dense<1.5> : tensor<i32>\n  func.return\n}\n", 2, 33,
                   "out of range or malformed");
}

TEST(BadInput, HexBlobOfTheWrongLength) {
  expectDiagnostic("hex_length",
                   "func.func @main() {\n  %0 = stablehlo.constant dense<\"0x0000803F000000\"> : tensor<2xf32>\n"
                   "  func.return\n}\n",
                   2, 27, "hex literal has 7 bytes but tensor<2xf32> needs 8");
  expectDiagnostic("hex_digits",
                   "func.func @main() {\n  %0 = stablehlo.constant dense<\"0x0000803G\"> : tensor<f32>\n  func.return\n}\n", 2,
                   27, "bad hex digit");
}

TEST(BadInput, AbsurdShapeDoesNotAllocate) {
  // A few bytes of text declaring 10^15 elements: rejected before allocating.
  expectDiagnostic("absurd_shape",
                   "func.func @main() {\n  %0 = stablehlo.constant dense<1.0> : tensor<1000000x1000000x1000xf32>\n"
                   "  func.return\n}\n",
                   2, 27, "exceeds the memory budget");
  expectDiagnostic("overflowing_shape",
                   "func.func @main() {\n  %0 = stablehlo.iota dim = 0 : tensor<9223372036854775807x4xi8>\n"
                   "  func.return\n}\n",
                   2, 3, "memory budget");
  expectDiagnostic("huge_dimension",
                   "func.func @main() {\n  %0 = stablehlo.iota dim = 0 : tensor<99999999999999999999xi8>\n  func.return\n}\n",
                   2, 58, "number too large");
}

TEST(BadInput, DeepNestingIsBounded) {
  std::string deep = "func.func @main() {\n  %0 = stablehlo.constant dense<" + std::string(100000, '[') + "1" +
                     std::string(100000, ']') + "> : tensor<1xi32>\n  func.return\n}\n";
  std::string path = writeTempFile("deep.mlir", deep);
  ToolResult r = runHloref({"check", path});
  EXPECT_EQ(r.status, 2) << r.err.substr(0, 500);
  EXPECT_NE(r.err.find("nesting deeper than"), std::string::npos) << r.err.substr(0, 500);
}

TEST(BadInput, BadNpyHeader) {
  std::string program = writeTempFile("npy_main.mlir",
                                      "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                                      "  func.return %a : tensor<2xf32>\n}\n");
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }";
  auto npy = [&](const std::string& magic, const std::string& dict, const std::string& data) {
    std::string h = dict;
    while ((10 + h.size() + 1) % 64) h += ' ';
    h += '\n';
    std::string s = magic;
    s += '\x01';
    s += '\x00';
    s += static_cast<char>(h.size() & 0xFF);
    s += static_cast<char>(h.size() >> 8);
    return s + h + data;
  };
  std::string good = npy("\x93NUMPY", header, std::string(8, '\0'));
  ToolResult ok = runHloref({"run", program, "--input", writeTempFile("good.npy", good)});
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_EQ(ok.out, "dense<0.000000e+00> : tensor<2xf32>\n");

  struct Case {
    std::string name, bytes;
  } cases[] = {
      {"bad_magic.npy", npy("\x93NUMPX", header, std::string(8, '\0'))},
      {"truncated_header.npy", good.substr(0, 20)},
      {"short_data.npy", npy("\x93NUMPY", header, std::string(4, '\0'))},
      {"bad_descr.npy", npy("\x93NUMPY", "{'descr': '<q9', 'fortran_order': False, 'shape': (2,), }", std::string(8, '\0'))},
      {"absurd_shape.npy",
       npy("\x93NUMPY", "{'descr': '<f4', 'fortran_order': False, 'shape': (1000000000, 1000000000), }", "")},
      {"negative_shape.npy", npy("\x93NUMPY", "{'descr': '<f4', 'fortran_order': False, 'shape': (-2,), }", "")},
      {"garbage_dict.npy", npy("\x93NUMPY", "{'descr': ", std::string(8, '\0'))},
      {"empty.npy", ""},
  };
  for (const Case& c : cases) {
    std::string path = writeTempFile(c.name, c.bytes);
    ToolResult r = runHloref({"run", program, "--input", path});
    EXPECT_EQ(r.status, 2) << c.name << ": " << r.err;
    EXPECT_NE(r.err.find(path + ":"), std::string::npos) << c.name << ": " << r.err;
    EXPECT_NE(r.err.find("error:"), std::string::npos) << c.name << ": " << r.err;
  }
}

TEST(BadInput, UsageErrorsExitThree) {
  EXPECT_EQ(runHloref({}).status, 3);
  EXPECT_EQ(runHloref({"run"}).status, 3);
  EXPECT_EQ(runHloref({"frobnicate", "x.mlir"}).status, 3);
  EXPECT_EQ(runHloref({"run", "/nonexistent/file.mlir"}).status, 3);
  EXPECT_EQ(runHloref({"run", "x.mlir", "--max-steps", "many"}).status, 3);
  EXPECT_EQ(runHloref({"run", "x.mlir", "--bogus"}).status, 3);
}

TEST(BadInput, ArgumentsMustMatchTheSignature) {
  std::string program = writeTempFile("args_main.mlir",
                                      "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                                      "  func.return %a : tensor<2xf32>\n}\n");
  ToolResult wrongType = runHloref({"run", program, "--args", "[dense<1> : tensor<2xi32>]"});
  EXPECT_EQ(wrongType.status, 2);
  EXPECT_NE(wrongType.err.find("argument #0 of @main is tensor<2xi32>"), std::string::npos) << wrongType.err;
  ToolResult missing = runHloref({"run", program});
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find(program + ":1:1: error: @main takes 1 arguments but 0 were given"), std::string::npos)
      << missing.err;
}

}  // namespace
}  // namespace hloref::testing
