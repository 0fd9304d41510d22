// libFuzzer target: .npy files (`hloref run --input a.npy`), read without an
// expected type and with the one a function argument would give (which
// decides void descrs such as bf16's `<V2`); the size of the input picks it,
// so the fuzzer reaches every type.
#include "core/element_type.h"
#include "fuzz/targets/fuzz_target.h"
#include "syntax/npy.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hloref;
  const auto expected = static_cast<ElementType>(size % kNumElementTypes);
  fuzz_target::readInput([&] { readNpy(fuzz_target::bytesOf(data, size), "fuzz.npy"); });
  return fuzz_target::readInput([&] { readNpy(fuzz_target::bytesOf(data, size), "fuzz.npy", expected); });
}
