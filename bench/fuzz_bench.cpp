// The differential fuzzer's throughput (issue 13, "Performance": >= 50 small
// programs/s on one core): programs generated (fuzz/program_gen.h), then
// also checked (parse + checker, as `hloref check`), then also judged as
// `hloref fuzz run --backend reference-perturbed` judges them (a golden run
// and a perturbed run). Each iteration is one program of the next seed;
// items/s is programs per second.
#include <benchmark/benchmark.h>

#include "fuzz/perturb_check.h"
#include "fuzz/program_gen.h"
#include "interpreter/program.h"
#include "syntax/parser.h"

namespace hloref::fuzz {
namespace {

void BM_FuzzGenerate(benchmark::State& state) {
  uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(generateProgram({}, seed++));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_FuzzGenerate);

void BM_FuzzGenerateAndCheck(benchmark::State& state) {
  uint64_t seed = 1;
  for (auto _ : state) {
    const GeneratedProgram p = generateProgram({}, seed++);
    benchmark::DoNotOptimize(Program::loadOrThrow(parseModule(p.text, "generated.mlir")));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_FuzzGenerateAndCheck);

void BM_FuzzGenerateAndJudgePerturbed(benchmark::State& state) {
  ProgramOptions options;
  options.ops = singleProcessOps();
  uint64_t seed = 1;
  for (auto _ : state) {
    const GeneratedProgram p = generateProgram(options, seed);
    benchmark::DoNotOptimize(perturbedWithinGolden(p.text, p.inputs, {seed * 7919}));
    ++seed;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_FuzzGenerateAndJudgePerturbed);

}  // namespace
}  // namespace hloref::fuzz
