// What the verbs of the hloref command line share (main.cpp dispatches to
// them). A new verb: a file in tools/hloref/ with its usage text and its
// entry point, and one line in main.cpp's verb table.
#pragma once

#include <cstdint>
#include <string>

namespace hloref::cli {

// A usage error: printed as `hloref: error: <message>` with the verb's
// usage, exit status 3.
struct UsageError {
  std::string message;
};

// `text` as a non-negative integer, or a UsageError naming `flag`.
int64_t parseCount(const std::string& flag, const std::string& text);

// The whole file (`-`: standard input). A file that cannot be read is a
// usage error that says why (`cannot read 'x.mlir': no such file or directory`).
std::string readInputFile(const std::string& path);

// The release and the StableHLO specification it implements (`--version`).
extern const char* const kVersionText;

// Verbs: argv[1] is the verb; each returns the exit status.
int programMain(int argc, char** argv);  // run, check, print, golden (program_commands.cpp)
extern const char* const kRunUsage;
extern const char* const kCheckUsage;
extern const char* const kPrintUsage;
extern const char* const kGoldenUsage;
int fuzzMain(int argc, char** argv);  // fuzz generate (fuzz_commands.cpp)
extern const char* const kFuzzUsage;

}  // namespace hloref::cli
