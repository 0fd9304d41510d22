// Values handed over at their last use (Op::lastUses, interpreter/
// program.cpp) and dynamic_update_slice updating an unshared operand in
// place: which operands qualify, and that no value another op still reads
// ever changes (loop state, values captured by a loop body, an operand
// read twice, a while whose region reads its own operand). Expected values
// are worked out by hand.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

std::unique_ptr<const Program> load(const std::string& text) {
  return Program::loadOrThrow(parseModule(text, "last_use_test.mlir"));
}

std::vector<Value> runMain(const Program& program, RunOptions options = {}) {
  Evaluator evaluator(program, options);
  return evaluator.call(*program.module().lookup("main"), {});
}

std::vector<int64_t> ints(const Value& v) {
  std::vector<int64_t> out;
  for (int64_t k = 0; k < v.tensor().numElements(); ++k) out.push_back(static_cast<int32_t>(v.tensor().intBits(k)));
  return out;
}

std::vector<double> floats(const Value& v) {
  std::vector<double> out;
  for (int64_t k = 0; k < v.tensor().numElements(); ++k) out.push_back(v.tensor().floatValue(k));
  return out;
}

TEST(LastUse, MarksOnlyTheLastReadOfValuesTheBlockDefines) {
  auto program = load(R"mlir(
func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = stablehlo.add %x, %x : tensor<2xf32>
  %b = stablehlo.multiply %a, %x : tensor<2xf32>
  func.return %b, %a : tensor<2xf32>, tensor<2xf32>
})mlir");
  const std::vector<Op>& ops = program->module().lookup("main")->body.blocks.front().ops;
  ASSERT_EQ(ops.size(), 3u);
  EXPECT_EQ(ops[0].lastUses, 0u);            // %x is read again by the multiply
  EXPECT_EQ(ops[1].lastUses, uint64_t{2});   // %x's last read; %a is returned later
  EXPECT_EQ(ops[2].lastUses, uint64_t{3});   // the return reads both last
}

TEST(LastUse, ValuesFromAnEnclosingBlockAndThoseItsRegionsReadStay) {
  auto program = load(R"mlir(
func.func @main() -> tensor<4xf32> {
  %big = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %ys = %big) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %s = stablehlo.add %ys, %big : tensor<4xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %s : tensor<i32>, tensor<4xf32>
  }
  func.return %r#1 : tensor<4xf32>
})mlir");
  const Op& loop = program->module().lookup("main")->body.blocks.front().ops[2];
  ASSERT_EQ(loop.name, "stablehlo.while");
  EXPECT_EQ(loop.lastUses, uint64_t{1});  // %zero only: the body reads %big
  const Op& add = loop.regions[1].blocks.front().ops[1];
  EXPECT_EQ(add.lastUses, uint64_t{1});  // %ys; %big belongs to the function's block
  EXPECT_EQ(floats(runMain(*program)[0]), (std::vector<double>{3, 6, 9, 12}));
}

// lax.scan's stacked outputs: ys[i] = 10 i over 4 steps; the constant the
// loop starts from is returned as well and must not change.
TEST(LastUse, ScanUpdatesItsOutputsAndLeavesTheInitialValue) {
  auto program = load(R"mlir(
func.func @main() -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %ys0 = stablehlo.constant dense<[-1.0, -1.0, -1.0, -1.0]> : tensor<4xf32>
  %r:2 = stablehlo.while(%i = %zero, %ys = %ys0) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %ten = stablehlo.constant dense<10.0> : tensor<f32>
    %fi = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
    %v = stablehlo.multiply %fi, %ten : tensor<f32>
    %row = stablehlo.reshape %v : (tensor<f32>) -> tensor<1xf32>
    %ys1 = stablehlo.dynamic_update_slice %ys, %row, %i : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %ys1 : tensor<i32>, tensor<4xf32>
  }
  func.return %r#1, %ys0 : tensor<4xf32>, tensor<4xf32>
})mlir");
  for (bool annotate : {false, true}) {
    RunOptions options;
    options.annotate = annotate;
    std::vector<Value> results = runMain(*program, options);
    EXPECT_EQ(floats(results[0]), (std::vector<double>{0, 10, 20, 30})) << "annotate " << annotate;
    EXPECT_EQ(floats(results[1]), (std::vector<double>{-1, -1, -1, -1})) << "annotate " << annotate;
  }
}

// The loop state starts as the value the body also reads directly; updating
// the state must leave that value as it was: the body adds its sum (10) at
// every step to the accumulator, over 3 steps.
TEST(LastUse, LoopStateSharingAValueTheBodyReads) {
  auto program = load(R"mlir(
func.func @main() -> (tensor<f32>, tensor<4xf32>) {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %acc0 = stablehlo.constant dense<0.0> : tensor<f32>
  %r:3 = stablehlo.while(%i = %zero, %ys = %x, %acc = %acc0) : tensor<i32>, tensor<4xf32>, tensor<f32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %hundred = stablehlo.constant dense<100.0> : tensor<1xf32>
    %ys1 = stablehlo.dynamic_update_slice %ys, %hundred, %i : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %sum = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %acc1 = stablehlo.add %acc, %sum : tensor<f32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %ys1, %acc1 : tensor<i32>, tensor<4xf32>, tensor<f32>
  }
  func.return %r#2, %r#1 : tensor<f32>, tensor<4xf32>
})mlir");
  std::vector<Value> results = runMain(*program);
  EXPECT_EQ(floats(results[0]), (std::vector<double>{30}));
  EXPECT_EQ(floats(results[1]), (std::vector<double>{100, 100, 100, 4}));
}

// The operand is also the update's source and is returned: every read sees
// the original.
TEST(LastUse, AnOperandReadAgainKeepsItsValue) {
  auto program = load(R"mlir(
func.func @main() -> (tensor<4xi32>, tensor<4xi32>) {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = stablehlo.slice %x [2:4] : (tensor<4xi32>) -> tensor<2xi32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %u = stablehlo.dynamic_update_slice %x, %s, %c : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  %v = stablehlo.dynamic_update_slice %u, %s, %c : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return %v, %x : tensor<4xi32>, tensor<4xi32>
})mlir");
  std::vector<Value> results = runMain(*program);
  EXPECT_EQ(ints(results[0]), (std::vector<int64_t>{3, 4, 3, 4}));
  EXPECT_EQ(ints(results[1]), (std::vector<int64_t>{1, 2, 3, 4}));
}

}  // namespace
}  // namespace hloref
