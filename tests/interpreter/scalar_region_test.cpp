// Regions run on registers (interpreter/scalar_region.h) give the same bits
// as regions run op by op: every program here runs both ways
// (RunOptions::scalarRegions) and the results are compared byte for byte.
// Inputs are bit patterns spread over each type (for floats: NaNs of both
// kinds and signs, infinities, subnormals, zeros), paired element by
// element through map, and the ops run on every pair.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "tests/interpreter/both_ways.h"
#include "interpreter/scalar_region.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

using both_ways::expectSameBothWays;
using both_ways::run;

struct TypeCase {
  std::string type;  // element type
  std::string bits;  // the unsigned integer type of its storage width
  bool isFloat;
};

const std::vector<TypeCase> kTypes = {
    {"f32", "ui32", true},        {"f64", "ui64", true},      {"bf16", "ui16", true},
    {"f16", "ui16", true},        {"f8E4M3FN", "ui8", true},  {"f8E5M2", "ui8", true},
    {"f8E4M3FNUZ", "ui8", true},  {"i1", "i1", false},        {"si8", "ui8", false},
    {"i32", "ui32", false},       {"i64", "ui64", false},     {"ui8", "ui8", false},
    {"ui32", "ui32", false},      {"i4", "ui4", false},
};

// %x, %y: tensor<64x64xT> holding spread bit patterns, every pair once.
std::string inputs(const TypeCase& t) {
  const std::string n = "64x64x";
  std::string s;
  if (t.type == "i1") {
    s += "  %ix = stablehlo.iota dim = 0 : tensor<" + n + "i32>\n";
    s += "  %iy = stablehlo.iota dim = 1 : tensor<" + n + "i32>\n";
    s += "  %two = stablehlo.constant dense<2> : tensor<" + n + "i32>\n";
    s += "  %rx = stablehlo.remainder %ix, %two : tensor<" + n + "i32>\n";
    s += "  %ry = stablehlo.remainder %iy, %two : tensor<" + n + "i32>\n";
    s += "  %x = stablehlo.convert %rx : (tensor<" + n + "i32>) -> tensor<" + n + "i1>\n";
    s += "  %y = stablehlo.convert %ry : (tensor<" + n + "i32>) -> tensor<" + n + "i1>\n";
    return s;
  }
  const std::string u = "tensor<" + n + t.bits + ">";
  s += "  %ix = stablehlo.iota dim = 0 : " + u + "\n";
  s += "  %iy = stablehlo.iota dim = 1 : " + u + "\n";
  // An odd multiplier spreads the 64 values over the whole width (it wraps).
  s += "  %k = stablehlo.constant dense<" + std::string(t.bits == "ui4" ? "5" : t.bits == "ui8" ? "203" : "40503") + "> : " + u + "\n";
  s += "  %sx = stablehlo.multiply %ix, %k : " + u + "\n";
  s += "  %sy = stablehlo.multiply %iy, %k : " + u + "\n";
  const std::string tt = "tensor<" + n + t.type + ">";
  s += "  %x = stablehlo.bitcast_convert %sx : (" + u + ") -> " + tt + "\n";
  s += "  %y = stablehlo.bitcast_convert %sy : (" + u + ") -> " + tt + "\n";
  return s;
}

// map(%x, %y) with a computation made of `body` (on %a, %b, result %r of
// type `resultType`).
std::string mapProgram(const TypeCase& t, const std::string& body, const std::string& resultType) {
  const std::string n = "64x64x";
  return "func.func @main() -> tensor<" + n + resultType + "> {\n" + inputs(t) +
         "  %m = \"stablehlo.map\"(%x, %y) ({\n  ^bb0(%a: tensor<" + t.type + ">, %b: tensor<" + t.type +
         ">):\n" + body + "    stablehlo.return %r : tensor<" + resultType + ">\n  }) {dimensions = array<i64: 0, 1>}" +
         " : (tensor<" + n + t.type + ">, tensor<" + n + t.type + ">) -> tensor<" + n + resultType + ">\n" +
         "  func.return %m : tensor<" + n + resultType + ">\n}\n";
}

TEST(ScalarRegion, BinaryOpsMatchTheOpFiles) {
  for (const TypeCase& t : kTypes) {
    std::vector<std::string> ops = {"add", "multiply", "maximum", "minimum"};
    if (t.type != "i1") ops.push_back("subtract");
    if (!t.isFloat) ops.insert(ops.end(), {"and", "or", "xor"});
    for (const std::string& op : ops)
      expectSameBothWays(mapProgram(t, "    %r = stablehlo." + op + " %a, %b : tensor<" + t.type + ">\n", t.type));
  }
}

TEST(ScalarRegion, UnaryOpsMatchTheOpFiles) {
  for (const TypeCase& t : kTypes) {
    if (t.type != "i1")
      expectSameBothWays(mapProgram(t, "    %r = stablehlo.negate %a : tensor<" + t.type + ">\n", t.type));
    if (!t.isFloat) expectSameBothWays(mapProgram(t, "    %r = stablehlo.not %b : tensor<" + t.type + ">\n", t.type));
  }
}

TEST(ScalarRegion, CompareAndSelectMatchTheOpFiles) {
  for (const TypeCase& t : kTypes) {
    std::vector<std::string> compareTypes = {""};
    if (t.isFloat) compareTypes.push_back(", TOTALORDER");
    for (const std::string& compareType : compareTypes) {
      for (const char* direction : {"EQ", "NE", "GE", "GT", "LE", "LT"}) {
        const std::string scalar = "tensor<" + t.type + ">";
        // The comparison, then a select on it: both results are checked.
        expectSameBothWays(mapProgram(
            t, std::string("    %c = stablehlo.compare ") + direction + ", %a, %b" + compareType + " : (" + scalar +
                   ", " + scalar + ") -> tensor<i1>\n    %r = stablehlo.select %c, %a, %b : tensor<i1>, " + scalar +
                   "\n",
            t.type));
        expectSameBothWays(mapProgram(
            t, std::string("    %r = stablehlo.compare ") + direction + ", %a, %b" + compareType + " : (" + scalar +
                   ", " + scalar + ") -> tensor<i1>\n",
            "i1"));
      }
    }
  }
}

// convert between every pair of types (booleans, integers, floats): the
// registers round, truncate, saturate and wrap as convert.cpp does.
TEST(ScalarRegion, ConvertMatchesTheOpFile) {
  for (const TypeCase& from : kTypes)
    for (const TypeCase& to : kTypes)
      expectSameBothWays(mapProgram(from,
                                    "    %r = stablehlo.convert %a : (tensor<" + from.type + ">) -> tensor<" +
                                        to.type + ">\n",
                                    to.type));
}

// The regions above do run on registers (else the comparisons would hold
// trivially): each of these bodies compiles.
TEST(ScalarRegion, FloatArithmeticAndConvertCompile) {
  const std::string program = R"mlir(
func.func @main(%x: tensor<8xf32>, %y: tensor<8xf32>, %i: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xf64>) {
  %m = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.multiply %a, %a : tensor<f32>
    %d = stablehlo.subtract %p, %b : tensor<f32>
    %r = stablehlo.add %d, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %c = "stablehlo.map"(%i) ({
  ^bb0(%a: tensor<i32>):
    %f = stablehlo.convert %a : (tensor<i32>) -> tensor<f64>
    stablehlo.return %f : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<8xi32>) -> tensor<8xf64>
  func.return %m, %c : tensor<8xf32>, tensor<8xf64>
})mlir";
  std::unique_ptr<const Program> module = Program::loadOrThrow(parseModule(program, "scalar_region_test.mlir"));
  const Func& main = *module->module().lookup("main");
  Evaluator evaluator(*module, RunOptions{});
  std::vector<Value> frame(static_cast<size_t>(main.numSlots));
  int maps = 0;
  for (const Op& op : main.body.blocks.front().ops) {
    if (op.regions.empty()) continue;
    ++maps;
    EXPECT_NE(ScalarRegion::compile(op.regions.front(), evaluator, frame), nullptr) << op.name;
  }
  EXPECT_EQ(maps, 2);
}

// Constants, values captured from the enclosing function, and a region that
// returns its argument unchanged (reduce must copy it, sort compares through
// it).
TEST(ScalarRegion, ConstantsCapturesAndReturnedArguments) {
  expectSameBothWays(R"mlir(
func.func @main() -> (tensor<4xf32>, tensor<f32>, tensor<8xf32>, tensor<8xi32>) {
  %x = stablehlo.constant dense<[1.5, -0.0, 0x7FC00001, -3.0]> : tensor<4xf32>
  %c = stablehlo.constant dense<2.0> : tensor<f32>
  %m = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    %h = stablehlo.constant dense<0.5> : tensor<f32>
    %p = stablehlo.multiply %a, %h : tensor<f32>
    %r = stablehlo.add %p, %c : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %first = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    stablehlo.return %e : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %k = stablehlo.constant dense<[3.0, 1.0, 0x7FC00000, -0.0, 0.0, 1.0, -2.0, 3.0]> : tensor<8xf32>
  %v = stablehlo.iota dim = 0 : tensor<8xi32>
  %s:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %gt = stablehlo.compare GT, %i, %j : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %gt : tensor<i1>
    %r = stablehlo.or %lt, %tie : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xf32>, tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>)
  func.return %m, %first, %s#0, %s#1 : tensor<4xf32>, tensor<f32>, tensor<8xf32>, tensor<8xi32>
})mlir");
}

// A while loop whose condition and body run on registers, with a captured
// bound; the loop must also stop at the same step.
TEST(ScalarRegion, WhileLoop) {
  expectSameBothWays(R"mlir(
func.func @main() -> (tensor<i64>, tensor<bf16>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<1000> : tensor<i64>
  %x0 = stablehlo.constant dense<0.0> : tensor<bf16>
  %d = stablehlo.constant dense<0.3> : tensor<bf16>
  %r:2 = stablehlo.while(%i = %zero, %x = %x0) : tensor<i64>, tensor<bf16>
  cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i64>
    %x1 = stablehlo.add %x, %d : tensor<bf16>
    stablehlo.return %i1, %x1 : tensor<i64>, tensor<bf16>
  }
  func.return %r#0, %r#1 : tensor<i64>, tensor<bf16>
})mlir");
}

// A region an op file would reject is not compiled: the error is the op's.
TEST(ScalarRegion, RejectedRegionsFailAsBefore) {
  const std::string program = R"mlir(
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %m = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    %r = stablehlo.and %a, %a : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %m : tensor<2xf32>
})mlir";
  // The checker rejects `and` on floats; loaded as --no-check loads, the
  // region still fails on both paths when it reaches the op.
  LoadOptions noCheck;
  noCheck.checkerErrorsAreWarnings = true;
  std::unique_ptr<const Program> module =
      Program::load(parseModule(program, "scalar_region_test.mlir"), noCheck).program;
  ASSERT_NE(module, nullptr);
  for (bool scalarRegions : {false, true}) {
    try {
      run(*module, scalarRegions);
      ADD_FAILURE() << "expected an error";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("stablehlo.and"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace hloref
