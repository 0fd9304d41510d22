// Benchmarks for the interpreter on the workloads the every-op issue names:
// dot_general 512x512x512 f32, a 3x3 convolution (batch 8, 56x56, 64 -> 64
// channels, f32), gather and scatter with 10^6 updates, sort of 10^6
// elements, and a while loop of 10^5 iterations. Each runs a real program
// through the parser and evaluator, with inputs made by iota/constant ops
// inside the program so that only the op under test dominates.
#include <benchmark/benchmark.h>

#include <string>

#include "core/allocator.h"
#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

// `scalarRegions` false runs every region op by op through the evaluator
// (RunOptions::scalarRegions): the baseline of the "/op_by_op" variants.
void runProgram(benchmark::State& state, const std::string& text, bool scalarRegions = true) {
  std::unique_ptr<const Program> program;
  try {
    program = Program::loadOrThrow(parseModule(text, "bench.mlir"));
  } catch (const Error& e) {
    state.SkipWithError(e.formatted().c_str());
    return;
  }
  const Func* main = program->module().lookup("main");
  for (auto _ : state) {
    try {
      RunOptions options;
      options.scalarRegions = scalarRegions;
      Evaluator evaluator(*program, options);
      auto results = evaluator.call(*main, {});
      benchmark::DoNotOptimize(results);
    } catch (const Error& e) {
      state.SkipWithError(e.formatted().c_str());
      return;
    }
  }
}

void BM_DotGeneral512(benchmark::State& state) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<512x512xf32> {
  %i = stablehlo.iota dim = 0 : tensor<512x512xf32>
  %j = stablehlo.iota dim = 1 : tensor<512x512xf32>
  %0 = stablehlo.dot_general %i, %j, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  func.return %0 : tensor<512x512xf32>
})mlir");
}
BENCHMARK(BM_DotGeneral512)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Convolution3x3(benchmark::State& state) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<8x56x56x64xf32> {
  %x = stablehlo.iota dim = 3 : tensor<8x56x56x64xf32>
  %w = stablehlo.iota dim = 2 : tensor<3x3x64x64xf32>
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x56x56x64xf32>
  func.return %0 : tensor<8x56x56x64xf32>
})mlir");
}
BENCHMARK(BM_Convolution3x3)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Gather1M(benchmark::State& state) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<1000000xf32> {
  %operand = stablehlo.iota dim = 0 : tensor<1000xf32>
  %raw = stablehlo.iota dim = 0 : tensor<1000000x1xi32>
  %m = stablehlo.constant dense<997> : tensor<1000000x1xi32>
  %indices = stablehlo.remainder %raw, %m : tensor<1000000x1xi32>
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<1000xf32>, tensor<1000000x1xi32>) -> tensor<1000000xf32>
  func.return %0 : tensor<1000000xf32>
})mlir");
}
BENCHMARK(BM_Gather1M)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Scatter1M(benchmark::State& state, bool scalarRegions) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<1000xf32> {
  %operand = stablehlo.constant dense<0.0> : tensor<1000xf32>
  %raw = stablehlo.iota dim = 0 : tensor<1000000x1xi32>
  %m = stablehlo.constant dense<997> : tensor<1000000x1xi32>
  %indices = stablehlo.remainder %raw, %m : tensor<1000000x1xi32>
  %updates = stablehlo.constant dense<1.0> : tensor<1000000xf32>
  %0 = "stablehlo.scatter"(%operand, %indices, %updates) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<1000xf32>, tensor<1000000x1xi32>, tensor<1000000xf32>) -> tensor<1000xf32>
  func.return %0 : tensor<1000xf32>
})mlir",
             scalarRegions);
}
BENCHMARK_CAPTURE(BM_Scatter1M, registers, true)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Scatter1M, op_by_op, false)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Sort1M(benchmark::State& state) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<1000000xi32> {
  %raw = stablehlo.iota dim = 0 : tensor<1000000xi32>
  %k = stablehlo.constant dense<7919> : tensor<1000000xi32>
  %m = stablehlo.constant dense<1000003> : tensor<1000000xi32>
  %p = stablehlo.multiply %raw, %k : tensor<1000000xi32>
  %x = stablehlo.remainder %p, %m : tensor<1000000xi32>
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<1000000xi32>) -> tensor<1000000xi32>
  func.return %0 : tensor<1000000xi32>
})mlir");
}
BENCHMARK(BM_Sort1M)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_While100k(benchmark::State& state, bool scalarRegions) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<100000> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i64>
    %a1 = stablehlo.add %acc, %i : tensor<i64>
    stablehlo.return %i1, %a1 : tensor<i64>, tensor<i64>
  }
  func.return %r#1 : tensor<i64>
})mlir",
             scalarRegions);
}
BENCHMARK_CAPTURE(BM_While100k, registers, true)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_While100k, op_by_op, false)->Unit(benchmark::kMillisecond)->Iterations(1);

// The workloads below measure the evaluator's overhead per op inside a
// region: each runs a small region once per element (or per comparison, or
// per iteration), so the time divided by the number of region ops run is
// the cost of one region op.

// Sort of 10^6 f32 with a 3-op comparator (a < b, NaNs last): some
// 2 * 10^7 comparator calls.
void BM_Sort1MComparator3Ops(benchmark::State& state, bool scalarRegions) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<1000000xf32> {
  %raw = stablehlo.iota dim = 0 : tensor<1000000xi32>
  %k = stablehlo.constant dense<7919> : tensor<1000000xi32>
  %m = stablehlo.constant dense<1000003> : tensor<1000000xi32>
  %p = stablehlo.multiply %raw, %k : tensor<1000000xi32>
  %q = stablehlo.remainder %p, %m : tensor<1000000xi32>
  %x = stablehlo.convert %q : (tensor<1000000xi32>) -> tensor<1000000xf32>
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %bnan = stablehlo.compare NE, %b, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %r = stablehlo.or %lt, %bnan : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<1000000xf32>) -> tensor<1000000xf32>
  func.return %0 : tensor<1000000xf32>
})mlir",
             scalarRegions);
}
BENCHMARK_CAPTURE(BM_Sort1MComparator3Ops, registers, true)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Sort1MComparator3Ops, op_by_op, false)->Unit(benchmark::kMillisecond)->Iterations(1);

// Sort of 10^6 (f32 key, i32 index) pairs by (a < b) or (a == b and c < d):
// a 5-op comparator on two inputs, with many equal keys.
void BM_Sort1MLexicographic5Ops(benchmark::State& state, bool scalarRegions) {
  runProgram(state, R"mlir(
func.func @main() -> (tensor<1000000xf32>, tensor<1000000xi32>) {
  %raw = stablehlo.iota dim = 0 : tensor<1000000xi32>
  %k = stablehlo.constant dense<7919> : tensor<1000000xi32>
  %m = stablehlo.constant dense<1009> : tensor<1000000xi32>
  %p = stablehlo.multiply %raw, %k : tensor<1000000xi32>
  %q = stablehlo.remainder %p, %m : tensor<1000000xi32>
  %x = stablehlo.convert %q : (tensor<1000000xi32>) -> tensor<1000000xf32>
  %n = stablehlo.constant dense<1000000> : tensor<1000000xi32>
  %y = stablehlo.subtract %n, %raw : tensor<1000000xi32>
  %0:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt2 = stablehlo.compare LT, %c, %d : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %both = stablehlo.and %eq, %lt2 : tensor<i1>
    %r = stablehlo.or %lt, %both : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<1000000xf32>, tensor<1000000xi32>) -> (tensor<1000000xf32>, tensor<1000000xi32>)
  func.return %0#0, %0#1 : tensor<1000000xf32>, tensor<1000000xi32>
})mlir",
             scalarRegions);
}
BENCHMARK_CAPTURE(BM_Sort1MLexicographic5Ops, registers, true)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Sort1MLexicographic5Ops, op_by_op, false)->Unit(benchmark::kMillisecond)->Iterations(1);

// A while loop of 10^5 iterations with 6 scalar ops per iteration (cond 1,
// body 5).
void BM_While100kScalarBody(benchmark::State& state, bool scalarRegions) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<f64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<100000> : tensor<i64>
  %x0 = stablehlo.constant dense<0.0> : tensor<f64>
  %half = stablehlo.constant dense<0.5> : tensor<f64>
  %r:2 = stablehlo.while(%i = %zero, %x = %x0) : tensor<i64>, tensor<f64>
  cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i64>
    %f = stablehlo.convert %i : (tensor<i64>) -> tensor<f64>
    %h = stablehlo.multiply %x, %half : tensor<f64>
    %s = stablehlo.add %h, %f : tensor<f64>
    %x1 = stablehlo.maximum %s, %x0 : tensor<f64>
    stablehlo.return %i1, %x1 : tensor<i64>, tensor<f64>
  }
  func.return %r#1 : tensor<f64>
})mlir",
             scalarRegions);
}
BENCHMARK_CAPTURE(BM_While100kScalarBody, registers, true)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_While100kScalarBody, op_by_op, false)->Unit(benchmark::kMillisecond)->Iterations(1);

// Reduce of 10^6 f32 with a max body written as compare + select (no add
// body, so every element runs the region).
void BM_Reduce1MMaxBody(benchmark::State& state, bool scalarRegions) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<f32> {
  %raw = stablehlo.iota dim = 0 : tensor<1000000xi32>
  %k = stablehlo.constant dense<7919> : tensor<1000000xi32>
  %m = stablehlo.constant dense<1000003> : tensor<1000000xi32>
  %p = stablehlo.multiply %raw, %k : tensor<1000000xi32>
  %q = stablehlo.remainder %p, %m : tensor<1000000xi32>
  %x = stablehlo.convert %q : (tensor<1000000xi32>) -> tensor<1000000xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %gt = stablehlo.compare GT, %acc, %e : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %s = stablehlo.select %gt, %acc, %e : tensor<i1>, tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<1000000xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
})mlir",
             scalarRegions);
}
BENCHMARK_CAPTURE(BM_Reduce1MMaxBody, registers, true)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Reduce1MMaxBody, op_by_op, false)->Unit(benchmark::kMillisecond)->Iterations(1);

// Map over 10^6 f32 pairs with a 2-op computation a * a + b.
void BM_Map1M(benchmark::State& state, bool scalarRegions) {
  runProgram(state, R"mlir(
func.func @main() -> tensor<1000000xf32> {
  %a = stablehlo.iota dim = 0 : tensor<1000000xf32>
  %b = stablehlo.constant dense<0.5> : tensor<1000000xf32>
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %sq = stablehlo.multiply %x, %x : tensor<f32>
    %s = stablehlo.add %sq, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<1000000xf32>, tensor<1000000xf32>) -> tensor<1000000xf32>
  func.return %0 : tensor<1000000xf32>
})mlir",
             scalarRegions);
}
BENCHMARK_CAPTURE(BM_Map1M, registers, true)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Map1M, op_by_op, false)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
}  // namespace hloref

// As the CLI's: the allocator keeps freed memory (core/allocator.h).
int main(int argc, char** argv) {
  hloref::keepFreedMemoryForReuse();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
