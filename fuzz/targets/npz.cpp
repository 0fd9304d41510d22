// libFuzzer target: .npz archives (`hloref run --inputs in.npz`): stored and
// deflated members, zip64 records; member i is expected to hold the element
// type numbered (i + size) mod the count of types, as a function's argument
// types would say.
#include "core/element_type.h"
#include "fuzz/targets/fuzz_target.h"
#include "syntax/npy.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hloref;
  const NpzExpectedTypes expected = [size](const std::string&, size_t index) -> std::optional<ElementType> {
    return static_cast<ElementType>((index + size) % kNumElementTypes);
  };
  fuzz_target::readInput([&] { readNpz(fuzz_target::bytesOf(data, size), "fuzz.npz"); });
  return fuzz_target::readInput([&] { readNpz(fuzz_target::bytesOf(data, size), "fuzz.npz", expected); });
}
