// Shardy programs as JAX emits them (interpreter/dialects/sdy.cpp) and the
// module structure around them: meshes and shardings kept as metadata,
// sharding_constraint as the identity, manual_computation run on one
// process per device with its collectives (expected values worked out by
// hand), nested modules (which one runs), and the verdicts on unknown ops.
#include <gtest/gtest.h>

#include "checker/checker.h"
#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

namespace hloref {
namespace {

std::vector<Value> runProgram(const std::string& text, std::vector<Value> args) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "sdy_test.mlir"));
  Evaluator evaluator(*program, RunOptions{});
  const Func* main = program->module().lookup("main");
  return evaluator.call(main ? *main : *program->module().funcs.front(), std::move(args));
}

Value iotaF32(const Shape& shape) {
  TensorType t;
  t.shape = shape;
  t.elementType = ElementType::F32;
  Tensor x(t);
  for (int64_t i = 0; i < x.numElements(); ++i) x.setFloatValue(i, static_cast<double>(i));
  return Value(std::move(x));
}

std::vector<double> floats(const Value& v) {
  std::vector<double> out;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i) out.push_back(v.tensor().floatValue(i));
  return out;
}

// What JAX 0.10.2 prints for shard_map(lambda a: psum(a, 'y') * 2) on a
// 4 x 2 mesh, in_specs P('x', 'y'), out_specs P('x', None).
constexpr const char* kShardMap = R"mlir(
module @jit_g attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<2x4xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %4 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %3 = stablehlo.multiply %1, %2 : tensor<2x4xf32>
      sdy.return %3 : tensor<2x4xf32>
    } : (tensor<8x8xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
)mlir";

TEST(Sdy, ManualComputationRunsOneProcessPerDevice) {
  // Device (x, y) holds rows 2x..2x+1 and columns 4y..4y+3; psum over y adds
  // the two column halves: result[i][j] = 2 (a[i][j] + a[i][j + 4]) with
  // a[i][j] = 8 i + j, i.e. 2 (16 i + 2 j + 4) = 32 i + 4 j + 8.
  std::vector<Value> r = runProgram(kShardMap, {iotaF32({8, 8})});
  std::vector<double> want;
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 4; ++j) want.push_back(32.0 * i + 4.0 * j + 8.0);
  EXPECT_EQ(floats(r[0]), want);
}

TEST(Sdy, MeshDeviceIdsReorderTheProcesses) {
  // device_ids permute which device holds which shard: a ppermute-free
  // body returns its shard, so the result is the input whatever the order.
  std::string text = R"mlir(
module {
  sdy.mesh @mesh = <["x"=2], device_ids=[1, 0]>
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%b: tensor<2xf32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %f = stablehlo.convert %p : (tensor<ui32>) -> tensor<f32>
      %c = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %s = stablehlo.add %b, %c : tensor<2xf32>
      sdy.return %s : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    func.return %0 : tensor<4xf32>
  }
}
)mlir";
  // Mesh position 0 (elements 0, 1) runs on device 1, position 1 on device 0.
  EXPECT_EQ(floats(runProgram(text, {iotaF32({4})})[0]), (std::vector<double>{1, 2, 2, 3}));
}

TEST(Sdy, ShardingConstraintIsTheIdentityAndShardingsRoundTrip) {
  std::string text = R"mlir(
module {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func @main(%x: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p1, {"b":(1)2}], replicated={"a"}>}) -> tensor<4x4xf32> {
    %0 = sdy.sharding_constraint %x <@mesh, [{}, {"b"}]> : tensor<4x4xf32>
    %1 = sdy.reshard %0 <@mesh, [{?}, {}]> : tensor<4x4xf32>
    func.return %1 : tensor<4x4xf32>
  }
}
)mlir";
  EXPECT_EQ(floats(runProgram(text, {iotaF32({4, 4})})[0]), floats(iotaF32({4, 4})));
  std::shared_ptr<Module> m = parseModule(text, "sdy_test.mlir");
  std::string printed = moduleString(*m);
  EXPECT_NE(printed.find("#sdy.mesh<[\"a\"=2, \"b\"=2]>"), std::string::npos) << printed;
  EXPECT_NE(printed.find("#sdy.sharding<@mesh, [{}, {\"b\"}]>"), std::string::npos) << printed;
  // The printed (generic) form reads back to the same text.
  EXPECT_EQ(moduleString(*parseModule(printed, "printed.mlir")), printed);
}

TEST(Sdy, GspmdShardingCustomCallIsTheIdentity) {
  std::string text = R"mlir(
func.func @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "stablehlo.custom_call"(%arg0) {backend_config = "", call_target_name = "Sharding", mhlo.sharding = "\08\03\1A\02\01\02\22\02\00\01"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}
)mlir";
  EXPECT_EQ(floats(runProgram(text, {iotaF32({4, 4})})[0]), floats(iotaF32({4, 4})));
}

TEST(Modules, TheModuleThatDefinesFunctionsRuns) {
  std::string text = R"mlir(
module {
  module @quantized attributes {mhlo.num_partitions = 1 : i32} {
    func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
      %0 = stablehlo.add %a, %a : tensor<2xf32>
      func.return %0 : tensor<2xf32>
    }
  }
}
)mlir";
  EXPECT_EQ(floats(runProgram(text, {iotaF32({2})})[0]), (std::vector<double>{0, 2}));
  // Of sibling modules the one defining @main runs; the other is checked.
  std::string siblings = R"mlir(
module @helpers {
  func.func @twice(%a: tensor<2xf32>) -> tensor<2xf32> {
    func.return %a : tensor<2xf32>
  }
}
module @entry {
  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.negate %a : tensor<2xf32>
    func.return %0 : tensor<2xf32>
  }
}
)mlir";
  EXPECT_EQ(floats(runProgram(siblings, {iotaF32({2})})[0]), (std::vector<double>{-0.0, -1}));
  std::string ambiguous = siblings;
  ambiguous.replace(ambiguous.find("@twice"), 6, "@main");
  try {
    parseModule(ambiguous, "ambiguous.mlir");
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("2 modules define functions (@helpers, @entry)"), std::string::npos)
        << e.what();
  }
}

TEST(Modules, AnErrorInANestedModuleRejectsTheInput) {
  std::string text = R"mlir(
module @a {
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    func.return %x : tensor<2xf32>
  }
}
module @b {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.add"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
    func.return %x : tensor<2xf32>
  }
}
)mlir";
  Program::LoadResult loaded = Program::load(parseModule(text, "nested.mlir"));
  EXPECT_EQ(loaded.program, nullptr);
}

TEST(DebugLocations, ReducerArgumentsMayCarryLocations) {
  // As `as_text(debug_info=True)` prints jnp.argmax: each reducer argument
  // has its own loc(...).
  std::string text = R"mlir(
#loc6 = loc("x")
func.func @main(%a: tensor<3xf32>) -> tensor<f32> {
  %c = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
   reducer(%arg1: tensor<f32> loc("reduce:"(#loc6)), %arg3: tensor<f32> loc("reduce:"(#loc6)))  {
    %1 = stablehlo.add %arg1, %arg3 : tensor<f32> loc(#loc6)
    stablehlo.return %1 : tensor<f32> loc(#loc6)
  } loc(#loc6)
  func.return %0 : tensor<f32>
}
)mlir";
  EXPECT_EQ(floats(runProgram(text, {iotaF32({3})})[0]), std::vector<double>{3});
}

TEST(Checker, UnknownOpsFailTheCheck) {
  std::string text = R"mlir(
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.frobnicate"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
)mlir";
  Program::LoadResult loaded = Program::load(parseModule(text, "unknown.mlir"));
  ASSERT_EQ(loaded.program, nullptr);
  ASSERT_FALSE(loaded.diagnostics.empty());
  EXPECT_NE(loaded.diagnostics[0].message.find("unknown op 'stablehlo.frobnicate'"), std::string::npos)
      << loaded.diagnostics[0].message;
}

TEST(Checker, MixedFloatDotRunsWithAWarningOrFailsUnderStrictSpec) {
  std::string text = R"mlir(
func.func @main(%a: tensor<1x2xf8E4M3FN>, %b: tensor<2x1xf8E5M2>) -> tensor<1x1xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xf8E4M3FN>, tensor<2x1xf8E5M2>) -> tensor<1x1xf32>
  func.return %0 : tensor<1x1xf32>
}
)mlir";
  Program::LoadResult loaded = Program::load(parseModule(text, "f8.mlir"));
  ASSERT_NE(loaded.program, nullptr);
  ASSERT_EQ(loaded.diagnostics.size(), 1u);
  EXPECT_TRUE(loaded.diagnostics[0].warning);
  EXPECT_NE(loaded.diagnostics[0].message.find("violates C13"), std::string::npos) << loaded.diagnostics[0].message;
  LoadOptions strict;
  strict.strictSpec = true;
  EXPECT_EQ(Program::load(parseModule(text, "f8.mlir"), strict).program, nullptr);
  // [1.5, 2] . [0.25, 3] = 0.375 + 6, exact in every type involved.
  TensorType ta, tb;
  ta.shape = {1, 2};
  ta.elementType = ElementType::F8E4M3FN;
  tb.shape = {2, 1};
  tb.elementType = ElementType::F8E5M2;
  Tensor a(ta), b(tb);
  a.setFloatValue(0, 1.5);
  a.setFloatValue(1, 2);
  b.setFloatValue(0, 0.25);
  b.setFloatValue(1, 3);
  Evaluator evaluator(*loaded.program, RunOptions{});
  std::vector<Value> r = evaluator.call(*loaded.program->module().funcs.front(), {Value(a), Value(b)});
  EXPECT_EQ(r[0].tensor().floatValue(0), 6.375);
}

}  // namespace
}  // namespace hloref
