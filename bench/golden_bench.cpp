// `hloref golden` against a plain run (issue 12, Performance): the same
// program on the same inputs, once with RunOptions{} (Evaluator::call) and
// once through runGolden (annotations on), timed in the same iteration.
// Workloads: dot_general 512x512x512 f32; a 3x3 convolution 8x56x56x64 ->
// 64 f32 (NHWC); softmax over 10^6 f32 as JAX lowers it (reduce max,
// subtract, exp, reduce add, divide); a 1000-step scan (a while loop whose
// body does a 32x32 f32 matvec + tanh, as lax.scan of an RNN cell lowers).
// Inputs are pseudo-random in [-1, 1]. Counters: run_ms, golden_ms and
// ratio = golden / run (the target is ratio <= 3), in wall time, and
// cpu_ratio, the same in the thread's CPU time (steadier on a shared
// machine); the benchmark's time is golden's.
#include <benchmark/benchmark.h>

#include <chrono>
#include <ctime>
#include <cstdint>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

Value randomInput(const Type& type, uint64_t seed) {
  TensorType t = type.tensorType();
  Tensor tensor(t);
  float* out = tensor.data<float>();
  uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t k = 0; k < tensor.numElements(); ++k) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    out[k] = static_cast<float>(static_cast<double>(x >> 11) * 0x1p-52 - 1.0);
  }
  return Value(std::move(tensor));
}

double threadCpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

void goldenVersusRun(benchmark::State& state, const std::string& text) {
  std::unique_ptr<const Program> program;
  try {
    program = Program::loadOrThrow(parseModule(text, "golden_bench.mlir"));
  } catch (const Error& e) {
    state.SkipWithError(e.formatted().c_str());
    return;
  }
  const Func* main = program->module().lookup("main");
  std::vector<Value> args;
  for (size_t i = 0; i < main->inputs.size(); ++i) args.push_back(randomInput(main->inputs[i], i + 1));
  using Clock = std::chrono::steady_clock;
  double runSeconds = 0, goldenSeconds = 0, runCpu = 0, goldenCpu = 0;
  for (auto _ : state) {
    try {
      const double c0 = threadCpuSeconds();
      const auto t0 = Clock::now();
      {
        Evaluator evaluator(*program, RunOptions{});
        auto results = evaluator.call(*main, args);
        benchmark::DoNotOptimize(results);
      }
      const auto t1 = Clock::now();
      const double c1 = threadCpuSeconds();
      {
        RunOptions options;
        options.annotate = true;
        Evaluator evaluator(*program, options);
        auto outputs = runGolden(evaluator, *main, args);
        benchmark::DoNotOptimize(outputs);
      }
      const auto t2 = Clock::now();
      runCpu += c1 - c0;
      goldenCpu += threadCpuSeconds() - c1;
      const double run = std::chrono::duration<double>(t1 - t0).count();
      const double golden = std::chrono::duration<double>(t2 - t1).count();
      runSeconds += run;
      goldenSeconds += golden;
      state.SetIterationTime(golden);
    } catch (const Error& e) {
      state.SkipWithError(e.formatted().c_str());
      return;
    }
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["run_ms"] = 1e3 * runSeconds / n;
  state.counters["golden_ms"] = 1e3 * goldenSeconds / n;
  state.counters["ratio"] = goldenSeconds / runSeconds;
  state.counters["cpu_ratio"] = goldenCpu / runCpu;
}

void BM_GoldenDotGeneral512(benchmark::State& state) {
  goldenVersusRun(state, R"mlir(
func.func @main(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  func.return %0 : tensor<512x512xf32>
})mlir");
}
BENCHMARK(BM_GoldenDotGeneral512)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

void BM_GoldenConvolution3x3(benchmark::State& state) {
  goldenVersusRun(state, R"mlir(
func.func @main(%x: tensor<8x56x56x64xf32>, %w: tensor<3x3x64x64xf32>) -> tensor<8x56x56x64xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x56x56x64xf32>
  func.return %0 : tensor<8x56x56x64xf32>
})mlir");
}
BENCHMARK(BM_GoldenConvolution3x3)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

// jax.nn.softmax(x, axis=-1) on a 1000x1000 f32 array, as jax.jit lowers it.
void BM_GoldenSoftmax1M(benchmark::State& state) {
  goldenVersusRun(state, R"mlir(
func.func @main(%x: tensor<1000x1000xf32>) -> tensor<1000x1000xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<1000x1000xf32>, tensor<f32>) -> tensor<1000xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<1000xf32>) -> tensor<1000x1xf32>
  %m = stablehlo.broadcast_in_dim %maxb, dims = [0, 1] : (tensor<1000x1xf32>) -> tensor<1000x1000xf32>
  %shifted = stablehlo.subtract %x, %m : tensor<1000x1000xf32>
  %e = stablehlo.exponential %shifted : tensor<1000x1000xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<1000x1000xf32>, tensor<f32>) -> tensor<1000xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<1000xf32>) -> tensor<1000x1xf32>
  %s = stablehlo.broadcast_in_dim %sumb, dims = [0, 1] : (tensor<1000x1xf32>) -> tensor<1000x1000xf32>
  %0 = stablehlo.divide %e, %s : tensor<1000x1000xf32>
  func.return %0 : tensor<1000x1000xf32>
})mlir");
}
BENCHMARK(BM_GoldenSoftmax1M)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

// lax.scan of h' = tanh(W h + x_t) over 1000 steps (32 units), as lowered:
// a while loop carrying the step, h and the stacked outputs.
void BM_GoldenScan1000(benchmark::State& state) {
  goldenVersusRun(state, R"mlir(
func.func @main(%w: tensor<32x32xf32>, %xs: tensor<1000x32xf32>, %h0: tensor<32xf32>) -> (tensor<32xf32>, tensor<1000x32xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %ys0 = stablehlo.constant dense<0.0> : tensor<1000x32xf32>
  %r:3 = stablehlo.while(%i = %zero, %h = %h0, %ys = %ys0) : tensor<i32>, tensor<32xf32>, tensor<1000x32xf32>
  cond {
    %n = stablehlo.constant dense<1000> : tensor<i32>
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %xrow = stablehlo.dynamic_slice %xs, %i, %z, sizes = [1, 32] : (tensor<1000x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %x = stablehlo.reshape %xrow : (tensor<1x32xf32>) -> tensor<32xf32>
    %wh = stablehlo.dot_general %w, %h, contracting_dims = [1] x [0] : (tensor<32x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %a = stablehlo.add %wh, %x : tensor<32xf32>
    %hn = stablehlo.tanh %a : tensor<32xf32>
    %row = stablehlo.reshape %hn : (tensor<32xf32>) -> tensor<1x32xf32>
    %ys1 = stablehlo.dynamic_update_slice %ys, %row, %i, %z : (tensor<1000x32xf32>, tensor<1x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1000x32xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %hn, %ys1 : tensor<i32>, tensor<32xf32>, tensor<1000x32xf32>
  }
  func.return %r#1, %r#2 : tensor<32xf32>, tensor<1000x32xf32>
})mlir");
}
BENCHMARK(BM_GoldenScan1000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

}  // namespace
}  // namespace hloref
