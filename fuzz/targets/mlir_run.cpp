// libFuzzer target: parse, check and run StableHLO text as `hloref run` does,
// on zero arguments, within small budgets: 1000 loop iterations
// (RunOptions::maxSteps) and 64 KB per tensor. A program the checker accepts
// must end in results or in a diagnostic — never a crash or a hang.
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "fuzz/targets/fuzz_target.h"
#include "interpreter/evaluator.h"
#include "interpreter/program.h"
#include "syntax/parser.h"

namespace {

using namespace hloref;

// A zero value of `type`, or nothing when the type is dynamic.
std::optional<Value> zeroOf(const Type& type) {
  if (type.isTensor()) {
    if (!type.tensorType().isStatic()) return std::nullopt;
    return Value(Tensor(type.tensorType()));
  }
  if (type.isTuple()) {
    std::vector<Value> elements;
    for (const Type& t : type.elements()) {
      std::optional<Value> e = zeroOf(t);
      if (!e) return std::nullopt;
      elements.push_back(std::move(*e));
    }
    return Value::tuple(std::move(elements));
  }
  if (type.isToken()) return Value(Token{});
  return std::nullopt;
}

// interpreter.probe writes .npy files: into a directory of the target's
// own, emptied after each input.
const std::string& probeDirectory() {
  static const std::string dir = [] {
    std::string pattern = (std::filesystem::temp_directory_path() / "hloref-fuzz-probe-XXXXXX").string();
    if (!mkdtemp(pattern.data())) std::abort();
    return pattern;
  }();
  return dir;
}

void parseCheckRun(std::string_view text) {
  Program::LoadResult loaded = Program::load(parseModule(text, "fuzz.mlir"));
  if (!loaded.program) return;
  const Module& module = loaded.program->module();
  const Func* entry = module.lookup("main");
  if (!entry && module.funcs.size() == 1) entry = module.funcs.front().get();
  if (!entry) return;
  std::vector<Value> args;
  for (const Type& t : entry->inputs) {
    std::optional<Value> zero = zeroOf(t);
    if (!zero) return;
    args.push_back(std::move(*zero));
  }
  std::ostringstream sink;
  RunOptions options;
  options.maxSteps = 1000;
  options.out = &sink;
  options.diagnostics = &sink;
  options.probeOutputDir = probeDirectory();
  struct EmptyProbes {
    ~EmptyProbes() {
      std::error_code ignored;
      for (const auto& e : std::filesystem::directory_iterator(probeDirectory(), ignored))
        std::filesystem::remove_all(e.path(), ignored);
    }
  } emptyProbes;
  Evaluator(*loaded.program, options).call(*entry, std::move(args));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return fuzz_target::readInput([&] {
    const int64_t saved = memoryBudget();
    struct Restore {
      int64_t budget;
      ~Restore() { setMemoryBudget(budget); }
    } restore{saved};
    setMemoryBudget(int64_t{64} << 10);
    parseCheckRun(fuzz_target::bytesOf(data, size));
  });
}
