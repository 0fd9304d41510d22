// libFuzzer target: StableHLO MLIR text, read as `hloref check FILE` reads
// it (syntax::parseModule, every custom form included), then checked: a
// parse that succeeds must never crash the checker.
#include "fuzz/targets/fuzz_target.h"
#include "syntax/parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hloref;
  return fuzz_target::readInput(
      [&] { fuzz_target::checkModule(parseModule(fuzz_target::bytesOf(data, size), "fuzz.mlir")); });
}
