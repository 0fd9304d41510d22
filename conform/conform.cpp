// `hloref conform [PATHS...] [--backend NAME] [--filter REGEX] [--shard I/N]
//                 [--junit FILE] [--report FILE.html] [--timeout S] [--literal] [--list]`
#include "conform/conform.h"

#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include <chrono>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "conform/backend.h"
#include "conform/corpus.h"
#include "conform/report.h"

namespace hloref {
namespace {

namespace fs = std::filesystem;
using namespace conform;

constexpr const char* kConformUsage =
    "usage: hloref conform [PATHS...] [--backend NAME] [--filter REGEX] [--tag TAG] [--shard I/N]\n"
    "                      [--junit FILE.xml] [--report FILE.html] [--timeout SECONDS] [--no-isolate] [--literal]\n"
    "                      [--list]\n"
    "  PATHS     .yaml corpus files, check-style .mlir files, or directories (default: conformance/)\n"
    "  --backend reference (default), xla-cpu, stablehlo-interp, iree-cpu, or the path of an adapter\n"
    "  --filter  run the cases whose id (<file stem>/<case name>) matches the regular expression\n"
    "  --tag     run the cases that carry the tag (repeatable: any of them)\n"
    "  --shard   run every N-th case starting at the I-th (0 <= I < N); GTEST_SHARD_INDEX and\n"
    "            GTEST_TOTAL_SHARDS are used when it is absent\n"
    "  --timeout seconds one case may take before it is stopped and failed (default 120)\n"
    "  --no-isolate  run reference cases in this process (no crash or timeout protection)\n"
    "  --literal run the reference (and the goldens of compare: bound) with the literal evaluator: each op by\n"
    "            the spec's formula, element by element, where its fast kernel departs from it (hloref run --literal)\n"
    "  --list    print the selected case ids and exit\n";

struct Usage {
  std::string message;
};

struct ConformOptions {
  std::vector<std::string> paths;
  std::string backend = "reference";
  std::string filter;
  std::vector<std::string> tags;
  int64_t shardIndex = 0, shardCount = 1;
  bool haveShard = false;
  std::string junit, report;
  double timeout = 120;
  bool isolate = true;
  bool literal = false;
  bool list = false;
};

int64_t parseInt(const std::string& text, const std::string& what) {
  int64_t v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || p != text.data() + text.size()) throw Usage{what + " expects an integer, got '" + text + "'"};
  return v;
}

void parseShard(const std::string& text, ConformOptions& o, const std::string& what) {
  size_t slash = text.find('/');
  if (slash == std::string::npos) throw Usage{what + " expects I/N, got '" + text + "'"};
  o.shardIndex = parseInt(text.substr(0, slash), what);
  o.shardCount = parseInt(text.substr(slash + 1), what);
  if (o.shardCount < 1 || o.shardIndex < 0 || o.shardIndex >= o.shardCount)
    throw Usage{what + ": need 0 <= I < N, got '" + text + "'"};
  o.haveShard = true;
}

ConformOptions parseConformOptions(int argc, char** argv) {
  ConformOptions o;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto is = [&](const std::string& flag) { return a == flag || a.rfind(flag + "=", 0) == 0; };
    auto value = [&](const std::string& flag) -> std::string {
      if (a.size() > flag.size() && a[flag.size()] == '=') return a.substr(flag.size() + 1);
      if (i + 1 >= argc) throw Usage{flag + " needs a value"};
      return argv[++i];
    };
    if (is("--backend")) o.backend = value("--backend");
    else if (is("--filter")) o.filter = value("--filter");
    else if (is("--tag")) o.tags.push_back(value("--tag"));
    else if (is("--shard")) parseShard(value("--shard"), o, "--shard");
    else if (is("--junit")) o.junit = value("--junit");
    else if (is("--report")) o.report = value("--report");
    else if (is("--timeout")) {
      std::string t = value("--timeout");
      char* end = nullptr;
      o.timeout = std::strtod(t.c_str(), &end);
      if (end != t.c_str() + t.size() || !(o.timeout > 0)) throw Usage{"--timeout expects a positive number of seconds"};
    } else if (a == "--no-isolate") o.isolate = false;
    else if (a == "--literal") o.literal = true;
    else if (a == "--list") o.list = true;
    else if (a == "--help" || a == "-h") throw Usage{""};
    else if (!a.empty() && a[0] == '-') throw Usage{"unknown option " + a};
    else o.paths.push_back(a);
  }
  if (!o.haveShard) {
    const char* index = std::getenv("GTEST_SHARD_INDEX");
    const char* total = std::getenv("GTEST_TOTAL_SHARDS");
    if (index && total) parseShard(std::string(index) + "/" + total, o, "GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS");
  }
  if (o.paths.empty()) o.paths.push_back("conformance");
  return o;
}

class Progress {
 public:
  Progress(size_t total) : total_(total), tty_(isatty(2)) {}
  void start(const Case& c, size_t index, int64_t failures) {
    if (!tty_) return;
    std::string line = "[" + std::to_string(index + 1) + "/" + std::to_string(total_) +
                       (failures ? ", " + std::to_string(failures) + " failed" : "") + "] " + c.id();
    if (line.size() > 100) line = line.substr(0, 100);
    std::cerr << "\r\033[K" << line << std::flush;
  }
  // Without a terminal: one line per file, when it is done.
  void finishedFile(const std::string& file, const Totals& t) {
    if (tty_) return;
    std::cerr << "conform: " << file << ": " << t.pass << " passed, " << t.fail << " failed, " << t.unsupported
              << " unsupported, " << t.skipped << " skipped\n";
  }
  void done() {
    if (tty_) std::cerr << "\r\033[K" << std::flush;
  }

 private:
  size_t total_;
  bool tty_;
};

std::string commandLine(int argc, char** argv) {
  std::string s = "hloref";
  for (int i = 1; i < argc; ++i) s += std::string(" ") + argv[i];
  return s;
}

// The cases `o` selects, in corpus order: by --filter, --tag, then --shard
// (so the shards depend only on the corpus and the options).
std::vector<const Case*> selectCases(const std::vector<Case>& all, const ConformOptions& o, const std::regex& filter) {
  std::vector<const Case*> selected;
  size_t position = 0;
  for (const Case& c : all) {
    if (!o.filter.empty() && !std::regex_search(c.id(), filter)) continue;
    if (!o.tags.empty()) {
      bool any = false;
      for (const std::string& t : o.tags) any = any || std::find(c.tags.begin(), c.tags.end(), t) != c.tags.end();
      if (!any) continue;
    }
    if (static_cast<int64_t>(position++ % static_cast<size_t>(o.shardCount)) != o.shardIndex) continue;
    selected.push_back(&c);
  }
  return selected;
}

// Runs each selected case on `backend`, reporting progress per file.
std::vector<Record> runCases(const std::vector<const Case*>& selected, Backend& backend) {
  std::vector<Record> records;
  records.reserve(selected.size());
  Progress progress(selected.size());
  Totals fileTotals, runTotals;
  for (size_t i = 0; i < selected.size(); ++i) {
    const Case& c = *selected[i];
    progress.start(c, i, runTotals.fail);
    CaseResult r;
    auto t0 = std::chrono::steady_clock::now();
    if (!c.loadError.empty()) {
      r.status = Status::Fail;
      r.message = "corpus error: " + c.loadError;
    } else if (!c.skip.empty()) {
      r.status = Status::Skipped;
      r.message = c.skip;
    } else {
      r = backend.run(c);
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    fileTotals.add(r.status);
    runTotals.add(r.status);
    records.push_back({&c, std::move(r)});
    if (i + 1 == selected.size() || selected[i + 1]->file != c.file) {
      progress.finishedFile(c.file, fileTotals);
      fileTotals = Totals{};
    }
  }
  progress.done();
  return records;
}

int runConform(const ConformOptions& o, int argc, char** argv) {
  std::vector<std::string> files;
  try {
    files = collectCorpusFiles(o.paths);
  } catch (const std::exception& e) {
    std::cerr << "hloref: error: " << e.what() << "\n";
    return kExitUsage;
  }
  std::regex filter;
  try {
    if (!o.filter.empty()) filter = std::regex(o.filter, std::regex::ECMAScript);
  } catch (const std::regex_error& e) {
    std::cerr << "hloref: error: --filter: bad regular expression '" << o.filter << "': " << e.what() << "\n";
    return kExitUsage;
  }

  // Load everything, then select: the selection (and so sharding) depends
  // only on the corpus and the options.
  std::vector<Case> all;
  for (const std::string& f : files) {
    std::string ext = fs::path(f).extension().string();
    std::vector<Case> cases = ext == ".mlir" ? loadCheckFile(f) : loadYamlFile(f);
    for (Case& c : cases) all.push_back(std::move(c));
  }
  std::vector<const Case*> selected = selectCases(all, o, filter);
  if (const char* status = std::getenv("GTEST_SHARD_STATUS_FILE")) std::ofstream(status, std::ios::app);
  if (o.list) {
    for (const Case* c : selected) std::cout << c->id() << " [" << c->elementType << "]\n";
    return kExitOk;
  }

  std::string pattern = (fs::temp_directory_path() / "hloref-conform-XXXXXX").string();
  if (!mkdtemp(pattern.data())) {
    std::cerr << "hloref: error: cannot make a temporary directory\n";
    return kExitInvalid;
  }
  std::string workDir = pattern;
  struct Cleanup {
    std::string dir;
    ~Cleanup() {
      std::error_code ec;
      fs::remove_all(dir, ec);
    }
  } cleanup{workDir};

  BackendOptions bo;
  bo.name = o.backend;
  bo.timeoutSeconds = o.timeout;
  bo.isolate = o.isolate;
  bo.literal = o.literal;
  bo.workDir = workDir;
  bo.selfPath = argc > 0 ? argv[0] : "";
  std::unique_ptr<Backend> backend;
  try {
    backend = makeBackend(bo);
  } catch (const BackendUnavailable& e) {
    std::cerr << "hloref: error: " << e.what() << "\n";
    return kExitInvalid;
  }

  auto started = std::chrono::steady_clock::now();
  std::vector<Record> records = runCases(selected, *backend);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  RunInfo info;
  info.backend = backend->description();
  info.command = commandLine(argc, argv);
  if (o.shardCount > 1) info.shard = std::to_string(o.shardIndex) + "/" + std::to_string(o.shardCount);
  info.seconds = seconds;
  backend.reset();  // stop an adapter before reporting

  printFailures(std::cout, records);
  if (!records.empty()) printMatrix(std::cout, records);
  Totals t = totalsOf(records);
  std::cout << "backend " << info.backend << (info.shard.empty() ? "" : ", shard " + info.shard) << ": " << t.total()
            << " cases in " << files.size() << " files, " << t.unsupported << " unsupported, " << t.skipped
            << " skipped (" << static_cast<int64_t>(seconds * 10) / 10.0 << " s)\n";
  std::cout << "conform: " << t.pass << " passed, " << t.fail << " failed, " << t.unsupported + t.skipped
            << " skipped\n";
  int status = t.fail ? kExitCheckFailed : kExitOk;
  try {
    if (!o.junit.empty()) writeJunit(o.junit, records, info);
    if (!o.report.empty()) writeHtml(o.report, records, info);
  } catch (const std::exception& e) {
    std::cerr << "hloref: error: " << e.what() << "\n";
    return kExitUsage;
  }
  return status;
}

}  // namespace

int conformMain(int argc, char** argv) {
  ConformOptions o;
  try {
    o = parseConformOptions(argc, argv);
  } catch (const Usage& u) {
    if (u.message.empty()) {
      std::cout << kConformUsage;
      return kExitOk;
    }
    std::cerr << "hloref: error: " << u.message << "\n" << kConformUsage;
    return kExitUsage;
  }
  // A backend that dies must not take the runner with it.
  signal(SIGPIPE, SIG_IGN);
  return runConform(o, argc, argv);
}

}  // namespace hloref
