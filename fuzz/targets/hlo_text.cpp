// libFuzzer target: XLA HLO text, read as `hloref check FILE` reads a file
// that starts with `HloModule` (xla::parseHloText: the reader, then the
// translation into the program model), then checked.
#include "fuzz/targets/fuzz_target.h"
#include "xla/translate.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hloref;
  return fuzz_target::readInput(
      [&] { fuzz_target::checkModule(xla::parseHloText(fuzz_target::bytesOf(data, size), "fuzz.hlo")); });
}
