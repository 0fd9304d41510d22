#include "fuzz/targets/fuzz_target.h"

#include "interpreter/program.h"

namespace hloref::fuzz_target {

void checkModule(std::unique_ptr<Module> module) {
  Program::LoadResult loaded = Program::load(std::move(module));
  for (const checker::Diagnostic& d : loaded.diagnostics) {
    if (d.loc.file && (d.loc.line > 0 || d.loc.byteOffset >= 0)) continue;
    std::fprintf(stderr, "hloref fuzz target: checker diagnostic without a place: %s\n", d.str().c_str());
    std::abort();
  }
}

}  // namespace hloref::fuzz_target
