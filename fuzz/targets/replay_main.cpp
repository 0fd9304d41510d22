// The driver a target links with outside a libFuzzer build (the ctest
// `fuzz_replay.*` tests): runs LLVMFuzzerTestOneInput once on every file of
// the directories (recursively, in name order) and files given. A directory
// that does not exist is skipped with a note (seeds read from ../shared);
// `--min-files=N` fails the run when fewer than N inputs were found, so
// that an emptied corpus does not pass silently.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  size_t minFiles = 0;
  std::vector<fs::path> inputs;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("--min-files=", 0) == 0) {
      minFiles = std::stoul(arg.substr(12));
    } else if (fs::is_directory(arg)) {
      std::vector<fs::path> found;
      for (const fs::directory_entry& e : fs::recursive_directory_iterator(arg))
        if (e.is_regular_file()) found.push_back(e.path());
      std::sort(found.begin(), found.end());
      inputs.insert(inputs.end(), found.begin(), found.end());
    } else if (fs::is_regular_file(arg)) {
      inputs.emplace_back(arg);
    } else {
      std::printf("skipped %s (absent)\n", arg.c_str());
    }
  }
  for (const fs::path& path : inputs) {
    const std::string bytes = readFile(path);
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("replayed %zu inputs\n", inputs.size());
  if (inputs.size() < minFiles) {
    std::fprintf(stderr, "expected at least %zu inputs\n", minFiles);
    return 1;
  }
  return 0;
}
