// Exact vs sequential accumulation (issue 4): dot_general 256x256x256 f32
// and a reduce (add) of 10^6 f32 values, each run in both modes in the same
// process on the same random inputs (normal values with mixed signs and
// exponents in [-20, 20]). The *_Ratio benchmarks time both modes in each
// iteration and report exact / sequential as the counter `ratio`.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cmath>
#include <random>
#include <string>

#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

using Accumulation = RunOptions::Accumulation;

Tensor randomTensor(const Shape& shape, uint64_t seed) {
  TensorType type;
  type.shape = shape;
  type.elementType = ElementType::F32;
  Tensor t(type);
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> mantissa(1.0, 2.0);
  std::uniform_int_distribution<int> exponent(-20, 20);
  float* data = t.data<float>();
  for (int64_t i = 0; i < t.numElements(); ++i)
    data[i] = static_cast<float>(std::ldexp(mantissa(rng), exponent(rng)) * (rng() & 1 ? -1 : 1));
  return t;
}

struct Workload {
  std::unique_ptr<const Program> program;
  std::vector<Value> args;
};

Workload dotWorkload() {
  Workload w;
  w.program = Program::loadOrThrow(parseModule(R"mlir(
func.func @main(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  func.return %0 : tensor<256x256xf32>
})mlir",
                                                     "accumulation_bench.mlir"));
  w.args = {Value(randomTensor({256, 256}, 1)), Value(randomTensor({256, 256}, 2))};
  return w;
}

Workload reduceWorkload() {
  Workload w;
  w.program = Program::loadOrThrow(parseModule(R"mlir(
func.func @main(%x: tensor<1000000xf32>) -> tensor<f32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<1000000xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
})mlir",
                                                     "accumulation_bench.mlir"));
  w.args = {Value(randomTensor({1000000}, 3))};
  return w;
}

// Seconds for one run of the workload in `mode`.
double runOnce(const Workload& w, Accumulation mode) {
  RunOptions options;
  options.accumulation = mode;
  auto start = std::chrono::steady_clock::now();
  Evaluator evaluator(*w.program, options);
  auto results = evaluator.call(*w.program->module().funcs.front(), w.args);
  benchmark::DoNotOptimize(results);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void runMode(benchmark::State& state, Workload (*make)(), Accumulation mode) {
  Workload w = make();
  for (auto _ : state) runOnce(w, mode);
}

// Both modes per iteration; `ratio` = exact time / sequential time.
void runRatio(benchmark::State& state, Workload (*make)()) {
  Workload w = make();
  double exact = 0, sequential = 0;
  for (auto _ : state) {
    exact += runOnce(w, Accumulation::Exact);
    sequential += runOnce(w, Accumulation::Sequential);
  }
  state.counters["exact_ms"] = exact * 1e3 / static_cast<double>(state.iterations());
  state.counters["sequential_ms"] = sequential * 1e3 / static_cast<double>(state.iterations());
  state.counters["ratio"] = exact / sequential;
}

void BM_DotGeneral256Exact(benchmark::State& state) { runMode(state, dotWorkload, Accumulation::Exact); }
void BM_DotGeneral256Sequential(benchmark::State& state) { runMode(state, dotWorkload, Accumulation::Sequential); }
void BM_DotGeneral256Ratio(benchmark::State& state) { runRatio(state, dotWorkload); }
void BM_Reduce1MExact(benchmark::State& state) { runMode(state, reduceWorkload, Accumulation::Exact); }
void BM_Reduce1MSequential(benchmark::State& state) { runMode(state, reduceWorkload, Accumulation::Sequential); }
void BM_Reduce1MRatio(benchmark::State& state) { runRatio(state, reduceWorkload); }

BENCHMARK(BM_DotGeneral256Exact)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_DotGeneral256Sequential)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_DotGeneral256Ratio)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_Reduce1MExact)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Reduce1MSequential)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Reduce1MRatio)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace hloref
