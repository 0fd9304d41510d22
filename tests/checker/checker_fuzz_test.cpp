// Mutation fuzzing of the checker (issue 5): valid programs from
// conformance/*.mlir and ../shared/corpus/upstream-interpret are mutated in
// their text (a dimension, an attribute number, an element type). Parsing
// and checking must never crash; a mutant the checker accepts must run
// without an internal error, crash or hang: it may pass, fail a check
// (status 1) or stop with status 2 (unsupported, or a run-time constraint
// error). Seeded, so every run tries the same mutants.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "checker/checker.h"
#include "syntax/parser.h"
#include "run_tool.h"

namespace hloref {
namespace {

namespace fs = std::filesystem;

struct Rng {
  uint64_t state;
  uint64_t next() {  // SplitMix64
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  size_t below(size_t n) { return n ? static_cast<size_t>(next() % n) : 0; }
};

// The chunks of the check-style programs (one module each).
std::vector<std::string> seedPrograms() {
  std::vector<std::string> dirs = {std::string(HLOREF_SOURCE_DIR) + "/conformance"};
  std::string shared = testing::sharedDir();
  if (!shared.empty()) dirs.push_back(shared + "/corpus/upstream-interpret");
  std::vector<std::string> files;
  for (const std::string& d : dirs)
    for (const auto& e : fs::directory_iterator(d))
      if (e.path().extension() == ".mlir") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  std::vector<std::string> programs;
  for (const std::string& f : files) {
    std::string text = testing::readAll(f);
    for (const InputChunk& c : splitInputFile(text))
      if (c.text.size() < 20000 && c.text.find("func.func") != std::string_view::npos) programs.emplace_back(c.text);
  }
  return programs;
}

// Positions of regex matches in `text`.
std::vector<std::pair<size_t, size_t>> matches(const std::string& text, const std::regex& re) {
  std::vector<std::pair<size_t, size_t>> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it)
    out.emplace_back(static_cast<size_t>(it->position()), static_cast<size_t>(it->length()));
  return out;
}

// One textual mutation; empty when the program offers no place for it.
std::string mutate(const std::string& text, Rng& rng) {
  static const std::regex dimension(R"(\b\d+(?=x))");                     // a dimension in tensor<2x3xf32>
  static const std::regex elementType(R"(\b(i1|i8|i32|i64|ui8|ui32|f16|bf16|f32|f64)(?=>))");
  static const std::regex attributeNumber(R"(((?:array<i64:|=|\[)\s*(?:-?\d+,\s*)*)(-?\d+))");
  static const char* const types[] = {"i1", "i8", "i32", "i64", "ui8", "ui32", "f16", "bf16", "f32", "f64", "complex<f32>"};
  static const char* const numbers[] = {"0", "1", "2", "3", "-1", "4", "7", "100"};
  for (int attempt = 0; attempt < 4; ++attempt) {
    int kind = static_cast<int>(rng.below(3));
    std::string out = text;
    if (kind == 0) {
      auto m = matches(text, dimension);
      if (m.empty()) continue;
      auto [pos, len] = m[rng.below(m.size())];
      return out.replace(pos, len, numbers[rng.below(4)]);
    }
    if (kind == 1) {
      auto m = matches(text, elementType);
      if (m.empty()) continue;
      auto [pos, len] = m[rng.below(m.size())];
      return out.replace(pos, len, types[rng.below(std::size(types))]);
    }
    // An attribute's number: the last number of the matched list.
    std::vector<std::pair<size_t, size_t>> m;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), attributeNumber); it != std::sregex_iterator(); ++it)
      m.emplace_back(static_cast<size_t>(it->position(2)), static_cast<size_t>(it->length(2)));
    if (m.empty()) continue;
    auto [pos, len] = m[rng.below(m.size())];
    return out.replace(pos, len, numbers[rng.below(std::size(numbers))]);
  }
  return {};
}

TEST(CheckerFuzz, MutantsNeverCrashAndAcceptedOnesRunCleanly) {
  std::vector<std::string> seeds = seedPrograms();
  ASSERT_FALSE(seeds.empty());
  Rng rng{20261122};
  const int kMutants = 3000;   // parsed and checked in process
  const int kMaxRuns = 120;    // accepted mutants run by the binary
  int parsed = 0, rejected = 0, accepted = 0, runs = 0;
  std::string dir = testing::makeTempDir();
  std::string failures;
  for (int i = 0; i < kMutants; ++i) {
    const std::string& seed = seeds[rng.below(seeds.size())];
    std::string mutant = mutate(seed, rng);
    if (mutant.empty() || mutant == seed) continue;
    std::unique_ptr<Module> module;
    try {
      module = parseModule(mutant, "mutant.mlir");
    } catch (const Error&) {
      continue;  // not a program any more
    }
    ++parsed;
    std::vector<checker::Diagnostic> ds = checker::checkModule(*module);
    for (const checker::Diagnostic& d : ds)
      if (d.message.find("internal error") != std::string::npos) failures += "checker: " + d.str() + "\n" + mutant + "\n";
    if (checker::errorCount(ds) > 0) {
      ++rejected;
      continue;
    }
    ++accepted;
    if (runs >= kMaxRuns) continue;
    ++runs;
    std::string path = dir + "/mutant" + std::to_string(i) + ".mlir";
    std::ofstream(path) << mutant;
    testing::ToolResult r = testing::runHloref({"run", path, "--max-steps", "2000000", "--max-bytes", "268435456"}, 60);
    bool clean = (r.status == 0 || r.status == 1 || r.status == 2) && r.err.find("internal") == std::string::npos;
    if (!clean)
      failures += "interpreter (status " + std::to_string(r.status) + "): " + r.err.substr(0, 600) + "\n" + mutant + "\n";
    else
      fs::remove(path);
  }
  std::printf("mutants: %d parsed, %d rejected by the checker, %d accepted, %d run\n", parsed, rejected, accepted, runs);
  EXPECT_GT(rejected, 0);
  EXPECT_GT(runs, 0);
  EXPECT_TRUE(failures.empty()) << failures.substr(0, 20000);
}

}  // namespace
}  // namespace hloref
