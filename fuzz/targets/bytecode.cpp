// libFuzzer target: StableHLO portable artifacts (VHLO in MLIR bytecode),
// read as `hloref check FILE.mlirbc` reads them
// (bytecode::readBytecodeModule, which syntax::parseModule calls on the
// bytecode magic), then checked.
#include "fuzz/targets/fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hloref;
  return fuzz_target::readInput([&] {
    fuzz_target::checkModule(bytecode::readBytecodeModule(fuzz_target::bytesOf(data, size), "fuzz.mlirbc"));
  });
}
