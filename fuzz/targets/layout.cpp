// libFuzzer target: XLA layouts as `--input-layout` gives them and the raw
// buffers they describe (`hloref run --input NAME.bin`). The input is
//   LAYOUT '\n' TYPE '\n' BUFFER BYTES
// e.g. `{0,1:T(2,2)}`, `tensor<3x5xf32>`, then the buffer: the layout as
// xla::ioLayout parses it, the buffer as xla::readRawBuffer reads it (the
// bytes cut or zero-filled to the size the layout takes, up to 1 MB, as the
// command line only reads a file of that size). A buffer read back must
// also survive the round trip through toPhysical unchanged.
#include <cstring>

#include "fuzz/targets/fuzz_target.h"
#include "syntax/parser.h"
#include "xla/layout.h"

namespace {

std::string_view nextLine(std::string_view& rest) {
  const size_t end = rest.find('\n');
  std::string_view line = rest.substr(0, end);
  rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
  return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hloref;
  std::string_view rest = fuzz_target::bytesOf(data, size);
  const std::string_view layoutText = nextLine(rest), typeText = nextLine(rest);
  xla::Layout layout;
  Type type;
  bool parsed = false;
  fuzz_target::readInput([&] {
    layout = xla::parseLayoutText(layoutText, "--input-layout");
    type = parseType(typeText, "the argument type");
    parsed = true;
  });
  if (!parsed || !type.isTensor() || !type.tensorType().isStatic()) return 0;
  const TensorType& tensorType = type.tensorType();
  // Buffer-level errors name the file (and the layout), not a place in it.
  return fuzz_target::readInput(
      [&] {
        const int64_t need = xla::physicalBytes(tensorType, layout, "fuzz.bin");
        if (need < 0 || need > (int64_t{1} << 20)) return;
        std::vector<std::byte> buffer(static_cast<size_t>(need));
        if (!buffer.empty()) std::memcpy(buffer.data(), rest.data(), std::min(rest.size(), buffer.size()));
        const Tensor read = xla::fromPhysical(buffer, tensorType, layout, "fuzz.bin");
        const Tensor again = xla::fromPhysical(xla::toPhysical(read, layout), tensorType, layout, "fuzz.bin");
        if (read.byteSize() > 0 &&
            std::memcmp(read.bytes(), again.bytes(), static_cast<size_t>(read.byteSize())) != 0) {
          std::fprintf(stderr, "hloref fuzz target: the buffer changed through toPhysical/fromPhysical\n");
          std::abort();
        }
      },
      fuzz_target::Place::Anywhere);
}
