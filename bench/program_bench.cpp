// The compute time of one program file on given inputs, for side-by-side
// comparisons (bench/compare.py): parsing, checking and reading the inputs
// happen once, outside the timed loop; each iteration runs @main with a
// fresh evaluator, as `hloref run` does. Skipped unless
// HLOREF_BENCH_PROGRAM names the program (.mlir or HLO text);
// HLOREF_BENCH_INPUTS names an .npz whose members are @main's arguments in
// archive order (as `hloref run --inputs` reads them).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "syntax/npy.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

void BM_ProgramFile(benchmark::State& state) {
  const char* path = std::getenv("HLOREF_BENCH_PROGRAM");
  if (!path) {
    state.SkipWithError("set HLOREF_BENCH_PROGRAM (and HLOREF_BENCH_INPUTS) to time a program");
    return;
  }
  std::unique_ptr<const Program> program;
  std::vector<Value> args;
  const Func* main = nullptr;
  try {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    program = Program::loadOrThrow(parseModule(text.str(), path));
    main = program->module().lookup("main");
    if (!main && program->module().funcs.size() == 1) main = program->module().funcs.front().get();
    if (!main) throw Error({}, "no @main");
    if (const char* inputs = std::getenv("HLOREF_BENCH_INPUTS"))
      for (auto& [name, tensor] : readNpzFile(inputs)) args.emplace_back(std::move(tensor));
  } catch (const Error& e) {
    state.SkipWithError(e.formatted().c_str());
    return;
  }
  for (auto _ : state) {
    try {
      Evaluator evaluator(*program, RunOptions{});
      auto results = evaluator.call(*main, args);
      benchmark::DoNotOptimize(results);
    } catch (const Error& e) {
      state.SkipWithError(e.formatted().c_str());
      return;
    }
  }
}
BENCHMARK(BM_ProgramFile)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace hloref
