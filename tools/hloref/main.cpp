// The hloref command line (design: Command line contract): a table of verbs,
// help (`hloref --help`, `hloref help VERB`, `hloref VERB --help`, on stdout,
// exit 0), `--version`, and the exit statuses every verb shares:
//   0 all ran and every check passed; 1 a check failed or outputs differ;
//   2 the program is invalid or unsupported; 3 usage error.
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>

#include "core/allocator.h"
#include "core/diagnostic.h"
#include "conform/conform.h"
#include "xla/bisect.h"
#include "tools/hloref/cli.h"
#include "tools/hloref/version.h"

namespace hloref::cli {

const char* const kVersionText = "hloref " HLOREF_VERSION "\n"
                                 "implements the StableHLO specification of opset " HLOREF_STABLEHLO_OPSET
                                 " (" HLOREF_STABLEHLO_SPEC_SOURCE ")\n";

int64_t parseCount(const std::string& flag, const std::string& text) {
  int64_t v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || p != text.data() + text.size() || v < 0)
    throw UsageError{flag + " expects a non-negative integer, got '" + text + "'"};
  return v;
}

std::string readInputFile(const std::string& path) {
  if (path == "-") return std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::string reason = std::strerror(errno);
    if (!reason.empty()) reason[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(reason[0])));
    throw UsageError{"cannot read '" + path + "': " + reason};
  }
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw UsageError{"cannot read '" + path + "'"};
  return text;
}

namespace {

struct Verb {
  const char* name;
  const char* summary;  // one line of `hloref --help`
  const char* usage;    // `hloref help VERB`
  int (*main)(int argc, char** argv);
};

int conformVerb(int argc, char** argv) { return conformMain(argc, argv); }
int bisectVerb(int argc, char** argv) { return xla::bisectMain(argc, argv); }

const Verb kVerbs[] = {
    {"run", "run a program's entry function; print its results or write them to .npz", kRunUsage, programMain},
    {"check", "parse a program and check every constraint of the spec", kCheckUsage, programMain},
    {"print", "print a program in MLIR's generic form", kPrintUsage, programMain},
    {"golden", "run with error bounds: outputs, implementation-defined masks and bounds to .npz", kGoldenUsage,
     programMain},
    {"conform", "run the conformance corpus on hloref or another backend", conformUsage(), conformVerb},
    {"bisect", "the first pass of an XLA dump that takes a program's results outside the bound", xla::bisectUsage(),
     bisectVerb},
    {"fuzz", "the differential fuzzer: generate programs; run them on a backend", kFuzzUsage, fuzzMain},
};

const Verb* findVerb(std::string_view name) {
  for (const Verb& v : kVerbs)
    if (name == v.name) return &v;
  return nullptr;
}

std::string overview() {
  std::string s =
      "usage: hloref VERB [ARGS...]\n"
      "       hloref help VERB | hloref VERB --help   (the verb's options)\n"
      "       hloref --version\n\n"
      "verbs:\n";
  for (const Verb& v : kVerbs) {
    std::string name = v.name;
    s += "  " + name + std::string(name.size() < 9 ? 9 - name.size() : 1, ' ') + v.summary + "\n";
  }
  s += "\nexit status: 0 everything ran and every check passed; 1 a check failed or outputs differ;\n"
       "2 the program is invalid or unsupported (a file:line:col diagnostic says why); 3 usage error.\n";
  return s;
}

bool isHelpFlag(std::string_view a) { return a == "--help" || a == "-h"; }

int mainImpl(int argc, char** argv) {
  keepFreedMemoryForReuse();
  if (argc < 2) {
    std::cerr << "hloref: error: missing verb\n" << overview();
    return kExitUsage;
  }
  std::string_view first = argv[1];
  if (isHelpFlag(first)) {
    std::cout << overview();
    return kExitOk;
  }
  if (first == "--version" || first == "version") {
    std::cout << kVersionText;
    return kExitOk;
  }
  if (first == "help") {
    if (argc < 3) {
      std::cout << overview();
      return kExitOk;
    }
    const Verb* v = findVerb(argv[2]);
    if (!v) {
      std::cerr << "hloref: error: unknown verb '" << argv[2] << "'\n" << overview();
      return kExitUsage;
    }
    std::cout << v->usage;
    return kExitOk;
  }
  const Verb* verb = findVerb(first);
  if (!verb) {
    std::cerr << "hloref: error: unknown verb '" << first << "'\n" << overview();
    return kExitUsage;
  }
  for (int i = 2; i < argc; ++i) {
    if (isHelpFlag(argv[i])) {
      std::cout << verb->usage;
      return kExitOk;
    }
  }
  return verb->main(argc, argv);
}

}  // namespace
}  // namespace hloref::cli

int main(int argc, char** argv) { return hloref::cli::mainImpl(argc, argv); }
