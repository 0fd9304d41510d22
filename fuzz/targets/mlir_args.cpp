// libFuzzer target: `hloref run --args '[dense<..> : tensor<..>, ...]'` and
// the --args of a lit RUN line (syntax::parseValueList).
#include "fuzz/targets/fuzz_target.h"
#include "syntax/parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hloref;
  return fuzz_target::readInput([&] { parseValueList(fuzz_target::bytesOf(data, size), "--args"); });
}
