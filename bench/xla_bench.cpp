// Reading XLA's HLO text (xla/): a module whose constant holds N float32
// values, as an optimized dump written with --xla_dump_large_constants
// prints them (one decimal each, up to 9 significant digits), parsed and
// translated into the program model; and a small optimized module's text,
// read and checked, the unit of work of `hloref bisect` per stage.
// tools/backends/bench_hlo.py times the same on real dumps.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <random>
#include <string>

#include "interpreter/program.h"
#include "xla/translate.h"

namespace hloref {
namespace {

std::string constantModule(int64_t n) {
  std::string text = "HloModule big, entry_computation_layout={(f32[" + std::to_string(n) + "]{0})->f32[" +
                     std::to_string(n) + "]{0}}\n\nENTRY %main (x: f32[" + std::to_string(n) + "]) -> f32[" +
                     std::to_string(n) + "] {\n  %x = f32[" + std::to_string(n) + "]{0} parameter(0)\n  %w = f32[" +
                     std::to_string(n) + "]{0} constant({";
  std::mt19937 rng(1);
  std::normal_distribution<float> normal;
  char buffer[32];
  for (int64_t i = 0; i < n; ++i) {
    std::snprintf(buffer, sizeof buffer, "%s%.9g", i ? ", " : "", static_cast<double>(normal(rng)));
    text += buffer;
  }
  return text + "})\n  ROOT %y = f32[" + std::to_string(n) + "]{0} add(%x, %w)\n}\n";
}

void BM_ReadHloConstant(benchmark::State& state) {
  const std::string text = constantModule(state.range(0));
  for (auto _ : state) {
    std::unique_ptr<Module> module = xla::parseHloText(text, "bench.hlo");
    benchmark::DoNotOptimize(module);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text.size()));
}
BENCHMARK(BM_ReadHloConstant)->Arg(1 << 16)->Arg(1 << 20)->Unit(benchmark::kMillisecond);

// A softmax after XLA:CPU's fusion passes: read, translated and checked.
constexpr const char* kSoftmax = R"(HloModule jit_f, entry_computation_layout={(f32[8,16]{1,0}, f32[8,16]{1,0})->f32[8,8]{1,0}}

%region_0.1 (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %m = f32[] maximum(%a, %b)
}

%region_1.2 (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

%fused_computation (param_0: f32[8,16], param_1: f32[8,16]) -> f32[8,8] {
  %param_0 = f32[8,16]{1,0} parameter(0)
  %param_1 = f32[8,16]{1,0} parameter(1)
  ROOT %dot = f32[8,8]{1,0} dot(%param_0, %param_1), lhs_contracting_dims={1}, rhs_contracting_dims={1}
}

%fused_computation.3 (param_0.5: f32[8,8], param_1.7: f32[8]) -> f32[8,8] {
  %param_0.5 = f32[8,8]{1,0} parameter(0)
  %param_1.7 = f32[8]{0} parameter(1)
  %b = f32[8,8]{1,0} broadcast(%param_1.7), dimensions={0}
  %s = f32[8,8]{1,0} subtract(%param_0.5, %b)
  ROOT %e = f32[8,8]{1,0} exponential(%s)
}

ENTRY %main.3 (x.1: f32[8,16], y.1: f32[8,16]) -> f32[8,8] {
  %x.1 = f32[8,16]{1,0} parameter(0)
  %y.1 = f32[8,16]{1,0} parameter(1)
  %c = f32[] constant(-inf)
  %d = f32[8,8]{1,0} fusion(%x.1, %y.1), kind=kCustom, calls=%fused_computation
  %m = f32[8]{0} reduce(%d, %c), dimensions={1}, to_apply=%region_0.1
  %e = f32[8,8]{1,0} fusion(%d, %m), kind=kLoop, calls=%fused_computation.3
  %z = f32[] constant(0)
  %s = f32[8]{0} reduce(%e, %z), dimensions={1}, to_apply=%region_1.2
  %sb = f32[8,8]{1,0} broadcast(%s), dimensions={0}
  ROOT %r = f32[8,8]{1,0} divide(%e, %sb)
}
)";

void BM_LoadSmallOptimizedModule(benchmark::State& state) {
  for (auto _ : state) {
    std::unique_ptr<const Program> program = Program::loadOrThrow(xla::parseHloText(kSoftmax, "softmax.hlo"));
    benchmark::DoNotOptimize(program);
  }
}
BENCHMARK(BM_LoadSmallOptimizedModule)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace hloref
