// Golden runs (RunOptions::annotate) take regions on registers where the
// op feeds them fresh elements and the region cannot annotate anything
// (Evaluator::registerRegion, ScalarRegion::annotationFree): reduce,
// reduce_window, map, scatter and sort bodies of float and i1 ops. These
// tests run programs with regions op by op and on registers, both with
// annotations on, and expect the same values, marks and bounds bit for bit;
// and they check which regions qualify, so that the comparison is not
// trivial.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "interpreter/scalar_region.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

std::vector<GoldenOutput> golden(const Program& program, bool scalarRegions) {
  RunOptions options;
  options.annotate = true;
  options.scalarRegions = scalarRegions;
  Evaluator evaluator(program, options);
  return runGolden(evaluator, *program.module().lookup("main"), {});
}

void expectSameTensor(const Tensor& a, const Tensor& b, const std::string& what) {
  ASSERT_EQ(a.isNull(), b.isNull()) << what;
  if (a.isNull()) return;
  ASSERT_EQ(a.byteSize(), b.byteSize()) << what;
  EXPECT_EQ(0, std::memcmp(a.bytes(), b.bytes(), static_cast<size_t>(a.byteSize()))) << what;
}

void expectSameGoldenBothWays(const std::string& text) {
  SCOPED_TRACE(text);
  std::unique_ptr<const Program> program;
  ASSERT_NO_THROW(program = Program::loadOrThrow(parseModule(text, "golden_registers_test.mlir")));
  const std::vector<GoldenOutput> general = golden(*program, false);
  const std::vector<GoldenOutput> registers = golden(*program, true);
  ASSERT_EQ(general.size(), registers.size());
  for (size_t i = 0; i < general.size(); ++i) {
    const std::string n = std::to_string(i);
    expectSameTensor(general[i].value, registers[i].value, "value " + n);
    expectSameTensor(general[i].mask, registers[i].mask, "mask " + n);
    expectSameTensor(general[i].unstable, registers[i].unstable, "unstable " + n);
    expectSameTensor(general[i].bound, registers[i].bound, "bound " + n);
  }
}

// Whether region `region` of the first `opName` in @main runs on registers
// in a golden run, fed fresh elements or carried values.
bool onRegistersWhenGolden(const std::string& text, const std::string& opName, bool freshArguments,
                           size_t region = 0) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "golden_registers_test.mlir"));
  const Func& main = *program->module().lookup("main");
  RunOptions options;
  options.annotate = true;
  Evaluator evaluator(*program, options);
  std::vector<Value> frame(static_cast<size_t>(main.numSlots));
  for (const Op& op : main.body.blocks.front().ops)
    if (op.name == opName) return evaluator.registerRegion(op.regions.at(region), frame, freshArguments) != nullptr;
  ADD_FAILURE() << "no " << opName;
  return false;
}

// Softmax as JAX lowers it: max and add folds over values with bounds
// (the exponentials), then a divide.
const char* kSoftmax = R"mlir(
func.func @main() -> tensor<2x4xf32> {
  %x = stablehlo.constant dense<[[1.0, -2.5, 0.1, 3.0], [0x7FC00000, 1.0e-30, -0.0, 88.0]]> : tensor<2x4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %m = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
  %shifted = stablehlo.subtract %x, %m : tensor<2x4xf32>
  %e = stablehlo.exponential %shifted : tensor<2x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %s = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
  %0 = stablehlo.divide %e, %s : tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
})mlir";

TEST(GoldenRegisters, SoftmaxFoldsOnRegisters) {
  EXPECT_TRUE(onRegistersWhenGolden(kSoftmax, "stablehlo.reduce", true));
  expectSameGoldenBothWays(kSoftmax);
}

// A body with a constant (annotated as exact op by op) or on integers
// (whose overflow is marked) stays op by op in a golden run.
TEST(GoldenRegisters, RegionsThatCanAnnotateStayOpByOp) {
  const std::string withConstant = R"mlir(
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %two = stablehlo.constant dense<2.0> : tensor<f32>
    %p = stablehlo.multiply %b, %two : tensor<f32>
    %s = stablehlo.add %a, %p : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  func.return %0 : tensor<2xf32>
})mlir";
  EXPECT_FALSE(onRegistersWhenGolden(withConstant, "stablehlo.reduce", true));
  expectSameGoldenBothWays(withConstant);
  const std::string integers = R"mlir(
func.func @main() -> tensor<2xi8> {
  %x = stablehlo.constant dense<[[100, 100], [-100, 3]]> : tensor<2x2xi8>
  %zero = stablehlo.constant dense<0> : tensor<i8>
  %0 = stablehlo.reduce(%x init: %zero) across dimensions = [1] : (tensor<2x2xi8>, tensor<i8>) -> tensor<2xi8>
   reducer(%a: tensor<i8>, %b: tensor<i8>) {
    %m = stablehlo.multiply %a, %b : tensor<i8>
    %s = stablehlo.add %m, %b : tensor<i8>
    stablehlo.return %s : tensor<i8>
  }
  func.return %0 : tensor<2xi8>
})mlir";
  EXPECT_FALSE(onRegistersWhenGolden(integers, "stablehlo.reduce", true));
  expectSameGoldenBothWays(integers);
}

// A while loop carries annotated values from iteration to iteration: its
// regions stay op by op in a golden run even when they compile, and the
// loop's float state keeps its growing bound.
TEST(GoldenRegisters, WhileLoopStateStaysOpByOp) {
  const std::string loop = R"mlir(
func.func @main() -> (tensor<i32>, tensor<f32>) {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %x0 = stablehlo.constant dense<0.1> : tensor<f32>
  %r:2 = stablehlo.while(%i = %i0, %x = %x0) : tensor<i32>, tensor<f32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %y = stablehlo.multiply %x, %x : tensor<f32>
    %x1 = stablehlo.add %y, %x : tensor<f32>
    stablehlo.return %i1, %x1 : tensor<i32>, tensor<f32>
  }
  func.return %r#0, %r#1 : tensor<i32>, tensor<f32>
})mlir";
  EXPECT_FALSE(onRegistersWhenGolden(loop, "stablehlo.while", false, 1));
  expectSameGoldenBothWays(loop);
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(loop, "golden_registers_test.mlir"));
  const std::vector<GoldenOutput> outputs = golden(*program, true);
  ASSERT_EQ(outputs.size(), 2u);
  ASSERT_FALSE(outputs[1].bound.isNull());
  // Five roundings of x + x^2 from 0.1: the bound is positive and finite.
  const double bound = outputs[1].bound.data<double>()[0];
  EXPECT_GT(bound, 0.0);
  EXPECT_LT(bound, 1e-6);
}

// Map, scatter-add and a float sort comparator on registers, with bounded
// operands (the exponentials of exact values).
TEST(GoldenRegisters, MapScatterAndSortOnRegisters) {
  const std::string text = R"mlir(
func.func @main() -> (tensor<4xf32>, tensor<3xf32>, tensor<4xf32>) {
  %x = stablehlo.constant dense<[0.5, -1.0, 2.0, 0.5]> : tensor<4xf32>
  %e = stablehlo.exponential %x : tensor<4xf32>
  %m = "stablehlo.map"(%e, %x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %base = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %idx = stablehlo.constant dense<[[0], [2], [0], [1]]> : tensor<4x1xi32>
  %s = "stablehlo.scatter"(%base, %idx, %e) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<3xf32>
  %o = "stablehlo.sort"(%e) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %m, %s, %o : tensor<4xf32>, tensor<3xf32>, tensor<4xf32>
})mlir";
  EXPECT_TRUE(onRegistersWhenGolden(text, "stablehlo.map", true));
  EXPECT_TRUE(onRegistersWhenGolden(text, "stablehlo.scatter", true));
  EXPECT_TRUE(onRegistersWhenGolden(text, "stablehlo.sort", true));
  expectSameGoldenBothWays(text);
}

}  // namespace
}  // namespace hloref
