// The CHLO ops end to end: every op parses in its pretty and generic forms
// and prints back to a program that parses and runs alike; the upstream
// interpreter tests that use CHLO (../shared/corpus/upstream-interpret/chlo)
// pass; next_after walks each small format's values in order (an
// independent model: the sorted list of the decoded values); top_k marks
// tied indices when is_stable = false.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/float_format.h"
#include "interpreter/evaluator.h"
#include "interpreter/op_registry.h"
#include "run_tool.h"

namespace hloref {
namespace {

namespace fs = std::filesystem;

std::string writeTemp(const std::string& name, const std::string& text) {
  std::string path = testing::makeTempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

// Pretty forms as MLIR prints them (checked against jaxlib's printer), each
// next to its generic form; both must give the same values.
const char* kPretty = R"(
func.func @main(%x: tensor<4xf32>, %i: tensor<4xi32>, %s: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.next_after %x, %0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %values, %indices = chlo.top_k(%i, k = 2) : tensor<4xi32> -> (tensor<2xi32>, tensor<2xi32>)
  %2 = chlo.broadcast_add %i, %s {broadcast_dimensions = array<i64>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %3 = chlo.mulhi %i, %2 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  %4 = chlo.broadcast_compare %i, %s {comparison_direction = #chlo<comparison_direction GT>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi1>
  %5 = "chlo.constant_like"(%i) <{value = 1.500000e+00 : f32}> : (tensor<4xi32>) -> tensor<4xf32>
  %6:2 = chlo.scan(%i) inits (%s) dimension=0  attributes {is_reverse = true} {
  ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
    %7 = stablehlo.add %input, %carry : tensor<i32>
    stablehlo.return %7, %7 : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return %0, %1, %values, %2, %3, %4, %5, %6#0 : tensor<4xf32>, tensor<4xf32>, tensor<2xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>
}
)";

TEST(ChloOps, PrettyAndGenericFormsRunAlike) {
  std::string pretty = writeTemp("pretty.mlir", kPretty);
  const std::string args =
      "[dense<[0.5, -1.0, 0.0, 3.0]> : tensor<4xf32>, dense<[3, -7, 9, 3]> : tensor<4xi32>, dense<2> : tensor<i32>]";
  testing::ToolResult a = testing::runHloref({"run", pretty, "--args", args});
  ASSERT_EQ(a.status, 0) << a.err;
  testing::ToolResult printed = testing::runHloref({"print", pretty});
  ASSERT_EQ(printed.status, 0) << printed.err;
  EXPECT_NE(printed.out.find("\"chlo.scan\""), std::string::npos) << printed.out;
  EXPECT_NE(printed.out.find("#chlo<comparison_direction GT>"), std::string::npos) << printed.out;
  std::string generic = writeTemp("generic.mlir", printed.out);
  testing::ToolResult b = testing::runHloref({"run", generic, "--args", args});
  ASSERT_EQ(b.status, 0) << b.err << printed.out;
  EXPECT_EQ(a.out, b.out);
  // Values by hand: top_k of [3, -7, 9, 3] is [9, 3]; 3 + 2 ... ; the
  // reverse scan of [3, -7, 9, 3] from 2 is [10, 7, 14, 5].
  EXPECT_NE(a.out.find("dense<[9, 3]> : tensor<2xi32>"), std::string::npos) << a.out;
  EXPECT_NE(a.out.find("dense<[10, 7, 14, 5]> : tensor<4xi32>"), std::string::npos) << a.out;
  EXPECT_NE(a.out.find("dense<[true, false, true, true]> : tensor<4xi1>"), std::string::npos) << a.out;
}

TEST(ChloOps, UpstreamInterpreterTestsPass) {
  std::string dir = std::string(HLOREF_SOURCE_DIR) + "/../shared/corpus/upstream-interpret/chlo";
  if (!fs::exists(dir)) GTEST_SKIP() << dir << " is absent";
  for (const auto& e : fs::directory_iterator(dir)) {
    testing::ToolResult r = testing::runHloref({"run", "--split-input-file", e.path().string()});
    EXPECT_EQ(r.status, 0) << e.path() << "\n" << r.out << r.err;
  }
}

// bessel_i1e's type admits complex operands, but CHLO defines no complex
// value for it.
TEST(ChloOps, ComplexBesselI1eIsUnsupported) {
  std::string p = writeTemp("unknown.mlir",
                            "func.func @main(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {\n"
                            "  %0 = chlo.bessel_i1e %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>\n"
                            "  return %0 : tensor<2xcomplex<f32>>\n}\n");
  testing::ToolResult r = testing::runHloref({"run", p, "--args", "[dense<(1.0, 0.0)> : tensor<2xcomplex<f32>>]"});
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("unsupported"), std::string::npos) << r.err;
}

// next_after on every pair of a few values of each small format, against
// the sorted list of the format's decoded values.
TEST(ChloOps, NextAfterWalksEachFormatInOrder) {
  for (ElementType t : {ElementType::F8E4M3FN, ElementType::F8E4M3FNUZ, ElementType::F8E5M2, ElementType::F4E2M1FN,
                        ElementType::BF16, ElementType::F8E8M0FNU}) {
    const FloatFormat& f = floatFormat(t);
    std::vector<double> sorted;
    const uint64_t size = uint64_t{1} << f.totalBits();
    for (uint64_t b = 0; b < size; ++b) {
      double v = decodeFloat(t, b);
      if (!std::isnan(v)) sorted.push_back(v);
    }
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());  // +0 and -0 compare equal
    Op op;
    op.name = "chlo.next_after";
    TensorType tt;
    tt.elementType = t;
    tt.shape = {static_cast<int64_t>(size)};
    op.operandTypes = {Type::tensor(tt), Type::tensor(tt)};
    op.resultTypes = {Type::tensor(tt)};
    op.def = findOpDef(op.name);
    ASSERT_NE(op.def, nullptr);
    auto program = Program::loadOrThrow(std::make_unique<Module>());
    Evaluator evaluator(*program, RunOptions{});
    Frame frame;
    for (double direction : {-INFINITY, INFINITY}) {
      Tensor x(tt), y(tt);
      for (uint64_t b = 0; b < size; ++b) {
        x.setFloatBits(static_cast<int64_t>(b), b);
        y.setFloatValue(static_cast<int64_t>(b), direction > 0 ? sorted.back() : sorted.front());
      }
      OpCall call{op, {Value(x), Value(y)}, evaluator, frame};
      Tensor r = op.def->eval(call).at(0).tensor();
      for (uint64_t b = 0; b < size; ++b) {
        const double xv = decodeFloat(t, b), yv = y.floatValue(static_cast<int64_t>(b));
        const double got = decodeFloat(t, r.floatBits(static_cast<int64_t>(b)));
        if (std::isnan(xv)) {
          EXPECT_TRUE(std::isnan(got));
          continue;
        }
        if (xv == yv) {
          EXPECT_EQ(got, yv);
          continue;
        }
        auto it = std::lower_bound(sorted.begin(), sorted.end(), xv);
        double want = yv > xv ? *(it + 1) : *(it - 1);
        EXPECT_EQ(got, want) << elementTypeName(t) << " next_after(" << xv << ", " << yv << ")";
      }
    }
  }
}

TEST(ChloOps, TopKMarksTiedIndicesWhenNotStable) {
  std::string p = writeTemp("topk.mlir",
                            "func.func @main(%x: tensor<5xf32>) -> (tensor<3xf32>, tensor<3xi32>) {\n"
                            "  %v, %i = chlo.top_k(%x, k = 3, is_stable = false) : tensor<5xf32> -> (tensor<3xf32>, tensor<3xi32>)\n"
                            "  return %v, %i : tensor<3xf32>, tensor<3xi32>\n}\n");
  std::string out = testing::makeTempDir() + "/g.npz";
  testing::ToolResult r =
      testing::runHloref({"golden", p, "--outputs", out, "--args", "[dense<[1.0, 4.0, 2.0, 4.0, 2.0]> : tensor<5xf32>]",
                          "--print"});
  ASSERT_EQ(r.status, 0) << r.err;
  // Indices [1, 3, 2]: 1 and 3 tie, and 2 ties with 4 past the cut.
  EXPECT_NE(r.out.find("dense<[1, 3, 2]>"), std::string::npos) << r.out;
  testing::ToolResult e = testing::runHloref(
      {"golden", p, "--outputs", out, "--args", "[dense<[1.0, 4.0, 2.0, 4.0, 2.0]> : tensor<5xf32>]", "--explain", "1:0"});
  EXPECT_NE(e.out.find("chlo.top_k"), std::string::npos) << e.out;
}

}  // namespace
}  // namespace hloref
