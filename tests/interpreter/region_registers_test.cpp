// The ops that run a region once per element (reduce, reduce_window,
// select_and_scatter, scatter, map, sort, while) run it on registers
// (RegionCall, interpreter/scalar_region.h) when it compiles; these tests
// run programs both ways (RunOptions::scalarRegions) and compare the
// results bit for bit, NaN payloads included: hand-written programs for
// each op, and regions generated at random (the NaN rule of
// numerics/nan_rule.h decides every computed NaN on both paths).
#include <gtest/gtest.h>

#include <cstring>
#include <random>
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

// Whether region 0 of the first op named `opName` in @main compiles to
// registers (so that the comparisons above are not trivial).
bool compiles(const std::string& text, const std::string& opName, size_t region = 0) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "region_registers_test.mlir"));
  const Func& main = *program->module().lookup("main");
  Evaluator evaluator(*program, RunOptions{});
  std::vector<Value> frame(static_cast<size_t>(main.numSlots));
  for (const Op& op : main.body.blocks.front().ops)
    if (op.name == opName) return ScalarRegion::compile(op.regions.at(region), evaluator, frame) != nullptr;
  return false;
}

// f32 values with NaNs of both signs and several payloads, infinities,
// zeros of both signs, subnormals and ordinary numbers.
const char* kSpecials =
    "[0x7FC00000, 0xFFC00001, 0x7F800001, 0xFFA00000, 0x7F800000, 0xFF800000, 0.0, -0.0, 0x00000001, "
    "0x80000003, 1.5, -2.25, 3.0e38, -1.0e-30, 7.0, 0.1]";

TEST(RegionRegisters, ScatterAddAndDivideBodies) {
  for (const char* op : {"add", "subtract", "multiply", "divide", "maximum", "minimum"}) {
    const std::string text = std::string(R"mlir(
func.func @main() -> tensor<4xf32> {
  %operand = stablehlo.constant dense<[1.0, 0x7FC00005, -0.0, 2.5]> : tensor<4xf32>
  %indices = stablehlo.constant dense<[[0], [1], [2], [3], [0], [1], [2], [3], [0], [1], [2], [3], [0], [1], [2], [3]]> : tensor<16x1xi32>
  %updates = stablehlo.constant dense<)mlir") + kSpecials + R"mlir(> : tensor<16xf32>
  %0 = "stablehlo.scatter"(%operand, %indices, %updates) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.)mlir" + op + R"mlir( %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xf32>, tensor<16x1xi32>, tensor<16xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
})mlir";
    EXPECT_TRUE(compiles(text, "stablehlo.scatter")) << op;
    expectSameBothWays(text);
  }
}

// Integer divide's open cases (x / 0, min / -1) on registers.
TEST(RegionRegisters, IntegerDivideInMap) {
  const std::string text = R"mlir(
func.func @main() -> (tensor<6xi8>, tensor<6xui8>) {
  %x = stablehlo.constant dense<[-128, 7, -7, 100, 0, -1]> : tensor<6xi8>
  %y = stablehlo.constant dense<[-1, 0, 2, -3, 0, 1]> : tensor<6xi8>
  %u = stablehlo.constant dense<[255, 7, 0, 100, 9, 1]> : tensor<6xui8>
  %v = stablehlo.constant dense<[2, 0, 0, 7, 3, 255]> : tensor<6xui8>
  %q = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>):
    %r = stablehlo.divide %a, %b : tensor<i8>
    stablehlo.return %r : tensor<i8>
  }) {dimensions = array<i64: 0>} : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi8>
  %p = "stablehlo.map"(%u, %v) ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %r = stablehlo.divide %a, %b : tensor<ui8>
    stablehlo.return %r : tensor<ui8>
  }) {dimensions = array<i64: 0>} : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
  func.return %q, %p : tensor<6xi8>, tensor<6xui8>
})mlir";
  EXPECT_TRUE(compiles(text, "stablehlo.map"));
  expectSameBothWays(text);
}

// reduce with non-add bodies (a max written as compare + select, a
// two-input argmax), reduce_window and select_and_scatter through Fold,
// and reduce with an add body under --accumulation=sequential.
TEST(RegionRegisters, FoldsOnRegisters) {
  const std::string text = std::string(R"mlir(
func.func @main() -> (tensor<f32>, tensor<f32>, tensor<i32>, tensor<4xf32>, tensor<16xf32>) {
  %x = stablehlo.constant dense<)mlir") + kSpecials + R"mlir(> : tensor<16xf32>
  %i = stablehlo.iota dim = 0 : tensor<16xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %izero = stablehlo.constant dense<0> : tensor<i32>
  %m = "stablehlo.reduce"(%x, %ninf) ({
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %gt = stablehlo.compare GT, %acc, %e : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %s = stablehlo.select %gt, %acc, %e : tensor<i1>, tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
  %a:2 = "stablehlo.reduce"(%x, %i, %ninf, %izero) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %ge = stablehlo.compare GE, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %ge, %av, %bv : tensor<i1>, tensor<f32>
    %k = stablehlo.select %ge, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %v, %k : tensor<f32>, tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<16xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  %w = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %d = stablehlo.divide %p, %q : tensor<f32>
    %s = stablehlo.subtract %d, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 4>, window_strides = array<i64: 4>} : (tensor<16xf32>, tensor<f32>) -> tensor<4xf32>
  %src = stablehlo.constant dense<[1.0, 0x7FC00009, -3.0, 4.0]> : tensor<4xf32>
  %ss = "stablehlo.select_and_scatter"(%x, %src, %zero) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %ge = stablehlo.compare GE, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.multiply %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 4>, window_strides = array<i64: 4>} : (tensor<16xf32>, tensor<4xf32>, tensor<f32>) -> tensor<16xf32>
  func.return %m, %a#0, %a#1, %w, %ss : tensor<f32>, tensor<f32>, tensor<i32>, tensor<4xf32>, tensor<16xf32>
})mlir";
  EXPECT_TRUE(compiles(text, "stablehlo.reduce"));
  expectSameBothWays(text);
}

// A sort comparator of several ops on two inputs (bf16 keys with NaNs,
// TOTALORDER on ties) and a while loop over f32 / i64 state.
TEST(RegionRegisters, SortComparatorsAndWhileLoops) {
  const std::string text = std::string(R"mlir(
func.func @main() -> (tensor<16xf32>, tensor<16xi32>, tensor<i64>, tensor<f32>) {
  %x = stablehlo.constant dense<)mlir") + kSpecials + R"mlir(> : tensor<16xf32>
  %i = stablehlo.iota dim = 0 : tensor<16xi32>
  %s:2 = "stablehlo.sort"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %gt = stablehlo.compare GT, %c, %d : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %both = stablehlo.and %eq, %gt : tensor<i1>
    %r = stablehlo.or %lt, %both : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<16xf32>, tensor<16xi32>) -> (tensor<16xf32>, tensor<16xi32>)
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<1000> : tensor<i64>
  %x0 = stablehlo.constant dense<0x7FC00003> : tensor<f32>
  %h = stablehlo.constant dense<0.5> : tensor<f32>
  %r:2 = stablehlo.while(%k = %zero, %v = %x0) : tensor<i64>, tensor<f32>
  cond {
    %c = stablehlo.compare LT, %k, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %k1 = stablehlo.add %k, %one : tensor<i64>
    %f = stablehlo.convert %k : (tensor<i64>) -> tensor<f32>
    %d = stablehlo.divide %f, %v : tensor<f32>
    %v1 = stablehlo.maximum %d, %h : tensor<f32>
    stablehlo.return %k1, %v1 : tensor<i64>, tensor<f32>
  }
  func.return %s#0, %s#1, %r#0, %r#1 : tensor<16xf32>, tensor<16xi32>, tensor<i64>, tensor<f32>
})mlir";
  EXPECT_TRUE(compiles(text, "stablehlo.sort"));
  EXPECT_TRUE(compiles(text, "stablehlo.while"));
  expectSameBothWays(text);
}

// jax.lax.fori_loop as JAX 0.10 lowers it (jax.jit(f).lower(x).as_text()
// for body(i, acc) = acc * 0.5 + f32(i), 1000 iterations): the body calls a
// private function, which here calls another and returns an argument as
// is; the calls are inlined, so the body runs on registers. The value is
// the same loop in C++ floats (each step rounds to f32, as the ops do).
TEST(RegionRegisters, ForiLoopBodyCallsAreInlined) {
  const std::string text = R"mlir(
module @jit_f {
  func.func public @main() -> (tensor<f32>, tensor<i32>) {
    %arg0 = stablehlo.constant dense<3.0> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<f32>
    cond {
      %c_3 = stablehlo.constant dense<1000> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<f32>
    }
    return %0#2, %0#1 : tensor<f32>, tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<f32>) -> (tensor<i32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.multiply %arg1, %cst : tensor<f32>
    %2:2 = func.call @convert(%arg0, %1) : (tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %3 = stablehlo.add %2#1, %2#0 : tensor<f32>
    return %0, %3 : tensor<i32>, tensor<f32>
  }
  func.func private @convert(%arg0: tensor<i32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    return %0, %arg1 : tensor<f32>, tensor<f32>
  }
})mlir";
  EXPECT_TRUE(compiles(text, "stablehlo.while", 1));
  expectSameBothWays(text);
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "fori.mlir"));
  std::vector<Value> results = both_ways::run(*program, true);
  float acc = 3.0f;
  for (int i = 0; i < 1000; ++i) acc = acc * 0.5f + static_cast<float>(i);
  EXPECT_EQ(results.at(0).tensor().data<float>()[0], acc);
  EXPECT_EQ(results.at(1).tensor().data<int32_t>()[0], 1000);
}

// A recursive callee is not inlined without end: the region does not
// compile (and runs op by op, which reports the recursion).
TEST(RegionRegisters, RecursiveCallsDoNotCompile) {
  const std::string text = R"mlir(
func.func @main() -> tensor<f32> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = func.call @f(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  func.return %z : tensor<f32>
}
func.func private @f(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %r = func.call @f(%b, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
})mlir";
  EXPECT_FALSE(compiles(text, "stablehlo.map"));
}

// A loop that exceeds --max-steps stops with the same error on both paths.
TEST(RegionRegisters, StepLimitOnRegisters) {
  const std::string text = R"mlir(
func.func @main() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r = stablehlo.while(%k = %zero) : tensor<i64>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %k1 = stablehlo.add %k, %one : tensor<i64>
    stablehlo.return %k1 : tensor<i64>
  }
  func.return %r : tensor<i64>
})mlir";
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "region_registers_test.mlir"));
  for (bool scalarRegions : {false, true}) {
    RunOptions options;
    options.scalarRegions = scalarRegions;
    options.maxSteps = 1000;
    Evaluator evaluator(*program, options);
    try {
      evaluator.call(*program->module().lookup("main"), {});
      ADD_FAILURE() << "expected the step limit";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("step limit of 1000"), std::string::npos) << e.what();
    }
  }
}

// Random regions: a chain of float ops (add, subtract, multiply, divide,
// maximum, minimum, negate, compare + select) over two arguments and
// constants, run by map over every pair of special values, and as a
// scatter / reduce body; the registers must reproduce the op files bit for
// bit, NaN sign and payload included.
// A quiet NaN with a payload, as a hexadecimal literal of `type`'s width.
std::string quietNan(const std::string& type) {
  if (type == "f64") return "0x7FF8000000000011";
  if (type == "bf16") return "0x7FC1";
  if (type == "f16") return "0x7E11";
  return "0x7FC00011";
}

std::string randomBody(std::mt19937& rng, const std::string& type, int ops) {
  const std::string t = "tensor<" + type + ">";
  std::vector<std::string> values = {"%a", "%b"};
  std::string body;
  auto pick = [&] { return values[rng() % values.size()]; };
  for (int k = 0; k < ops; ++k) {
    const std::string name = "%v" + std::to_string(k);
    switch (rng() % 9) {
      case 0: body += "    " + name + " = stablehlo.add " + pick() + ", " + pick() + " : " + t + "\n"; break;
      case 1: body += "    " + name + " = stablehlo.subtract " + pick() + ", " + pick() + " : " + t + "\n"; break;
      case 2: body += "    " + name + " = stablehlo.multiply " + pick() + ", " + pick() + " : " + t + "\n"; break;
      case 3: body += "    " + name + " = stablehlo.divide " + pick() + ", " + pick() + " : " + t + "\n"; break;
      case 4: body += "    " + name + " = stablehlo.maximum " + pick() + ", " + pick() + " : " + t + "\n"; break;
      case 5: body += "    " + name + " = stablehlo.minimum " + pick() + ", " + pick() + " : " + t + "\n"; break;
      case 6: body += "    " + name + " = stablehlo.negate " + pick() + " : " + t + "\n"; break;
      case 7: {
        static const char* kDirections[] = {"EQ", "NE", "GE", "GT", "LE", "LT"};
        body += "    " + name + "c = stablehlo.compare " + kDirections[rng() % 6] + ", " + pick() + ", " + pick() +
                " : (" + t + ", " + t + ") -> tensor<i1>\n";
        body += "    " + name + " = stablehlo.select " + name + "c, " + pick() + ", " + pick() + " : tensor<i1>, " + t + "\n";
        break;
      }
      default:
        body += "    " + name + " = stablehlo.constant dense<" + std::string(rng() % 2 ? quietNan(type) : "-0.75") +
                "> : " + t + "\n";
        break;
    }
    values.push_back(name);
  }
  body += "    %r = stablehlo.multiply " + values.back() + ", " + pick() + " : " + t + "\n";
  return body;
}

TEST(RegionRegisters, RandomRegionsMatchTheOpFiles) {
  std::mt19937 rng(17);
  for (const char* type : {"f32", "f64", "bf16", "f16"}) {
    const std::string t = type;
    const std::string n = "16x16x";
    for (int trial = 0; trial < 12; ++trial) {
      const std::string body = randomBody(rng, t, 2 + static_cast<int>(rng() % 7));
      const std::string region = "({\n  ^bb0(%a: tensor<" + t + ">, %b: tensor<" + t + ">):\n" + body +
                                 "    stablehlo.return %r : tensor<" + t + ">\n  })";
      const std::string text =
          "func.func @main() -> (tensor<" + n + t + ">, tensor<" + t + ">, tensor<4x" + t + ">) {\n"
          "  %s = stablehlo.constant dense<" + kSpecials + "> : tensor<16xf32>\n"
          "  %c = stablehlo.convert %s : (tensor<16xf32>) -> tensor<16x" + t + ">\n"
          "  %x = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<16x" + t + ">) -> tensor<" + n + t + ">\n"
          "  %y = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<16x" + t + ">) -> tensor<" + n + t + ">\n"
          "  %m = \"stablehlo.map\"(%x, %y) " + region + " {dimensions = array<i64: 0, 1>} : (tensor<" + n + t +
          ">, tensor<" + n + t + ">) -> tensor<" + n + t + ">\n"
          "  %init = stablehlo.constant dense<1.0> : tensor<" + t + ">\n"
          "  %red = \"stablehlo.reduce\"(%c, %init) " + region + " {dimensions = array<i64: 0>} : (tensor<16x" + t +
          ">, tensor<" + t + ">) -> tensor<" + t + ">\n"
          "  %op = stablehlo.constant dense<[1.0, -2.0, 0.0, 3.5]> : tensor<4x" + t + ">\n"
          "  %idx = stablehlo.constant dense<[[0], [1], [2], [3], [3], [2], [1], [0], [0], [1], [2], [3], [1], [1], [2], [2]]> : tensor<16x1xi32>\n"
          "  %sc = \"stablehlo.scatter\"(%op, %idx, %c) " + region +
          " {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}"
          " : (tensor<4x" + t + ">, tensor<16x1xi32>, tensor<16x" + t + ">) -> tensor<4x" + t + ">\n"
          "  func.return %m, %red, %sc : tensor<" + n + t + ">, tensor<" + t + ">, tensor<4x" + t + ">\n}\n";
      ASSERT_TRUE(compiles(text, "stablehlo.map"));
      expectSameBothWays(text);
    }
  }
}

}  // namespace
}  // namespace hloref
