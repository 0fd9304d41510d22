// `hloref conform [PATHS...] [--backend NAME] [--filter REGEX] [--tag TAG] [--shard I/N]
//                 [--xfail FILE] [--junit FILE] [--report FILE.html] [--json FILE] [--matrix]
//                 [--timeout S] [--literal] [--list]`
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
#include "conform/classify.h"
#include "conform/corpus.h"
#include "conform/report.h"
#include "conform/xfail.h"

namespace hloref {
namespace {

namespace fs = std::filesystem;
using namespace conform;

constexpr const char* kConformUsage =
    "usage: hloref conform [PATHS...] [--backend NAME] [--filter REGEX] [--tag TAG] [--shard I/N] [--xfail FILE]\n"
    "                      [--junit FILE.xml] [--report FILE.html] [--json FILE.json] [--matrix]\n"
    "                      [--timeout SECONDS] [--no-isolate] [--literal] [--list]\n"
    "  PATHS     .yaml corpus files, check-style .mlir files, or directories; without any, the project's\n"
    "            corpus (conformance/ of the source tree hloref was built from)\n"
    "  --backend reference (default), xla-cpu, stablehlo-interp, iree-cpu, or the path of an adapter\n"
    "  --filter  run the cases whose id (<file stem>/<case name>) matches the regular expression\n"
    "  --tag     run the cases that carry the tag (repeatable: any of them)\n"
    "  --shard   run every N-th case starting at the I-th (0 <= I < N); GTEST_SHARD_INDEX and\n"
    "            GTEST_TOTAL_SHARDS are used when it is absent\n"
    "  --timeout seconds one case may take before it is stopped and failed (default 120)\n"
    "  --no-isolate  run reference cases in this process (no crash or timeout protection)\n"
    "  --literal run the reference (and the goldens of compare: bound) with the literal evaluator: each op by\n"
    "            the spec's formula, element by element, where its fast kernel departs from it (hloref run --literal)\n"
    "  --xfail   known failures: lines `BACKEND CASE [REASON]` (CASE an id or a regular expression over ids,\n"
    "            BACKEND a --backend name or *); a listed case that fails counts as xfailed and does not fail\n"
    "            the run, one that passes counts as xpassed and is reported\n"
    "  --junit, --report, --json   write the results as JUnit XML, an HTML page, or JSON (for scripts)\n"
    "  --matrix  also print the op x element type matrix (the HTML report always has it)\n"
    "  --list    print the selected case ids and exit\n"
    "counts: passed, failed, skipped (by the corpus), unsupported (by the backend), xfailed, xpassed.\n"
    "exit status: 0 no case failed (xfailed, xpassed, unsupported and skipped cases do not fail a run);\n"
    "1 some case failed; 2 the backend could not be used; 3 usage error (also: a selection of no case)\n";

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
  std::string junit, report, json, xfail;
  bool matrix = false;
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
    else if (is("--json")) o.json = value("--json");
    else if (is("--xfail")) o.xfail = value("--xfail");
    else if (a == "--matrix") o.matrix = true;
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
    std::cerr << "conform: " << file << ": " << t.str(false) << "\n";
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
// `matched` receives the number of cases --filter and --tag select.
std::vector<const Case*> selectCases(const std::vector<Case>& all, const ConformOptions& o, const std::regex& filter,
                                     size_t* matched) {
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
  *matched = position;
  return selected;
}

// The project's corpus: conformance/ of the source tree the binary was
// built in (build/bin/hloref -> conformance/), else ./conformance.
std::string defaultCorpus() {
  std::error_code ec;
  fs::path self = fs::canonical("/proc/self/exe", ec);
  if (!ec) {
    fs::path beside = self.parent_path() / ".." / ".." / "conformance";
    if (fs::is_directory(beside, ec)) return beside.lexically_normal().string();
  }
  return "conformance";
}

// Runs each selected case on `backend`, reporting progress per file; a
// waiver for `backendName` turns a failure into xfail and a pass into xpass.
std::vector<Record> runCases(const std::vector<const Case*>& selected, Backend& backend,
                             const std::vector<Waiver>& waivers, const std::string& backendName) {
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
    Record record{&c, std::move(r)};
    record.waiver = findWaiver(waivers, backendName, c.id());
    record.failureClass = classifyCase(record.result);
    fileTotals.add(record.verdict());
    runTotals.add(record.verdict());
    records.push_back(std::move(record));
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
  std::vector<Waiver> waivers;
  std::vector<std::string> paths = o.paths;
  if (paths.empty()) paths.push_back(defaultCorpus());
  try {
    files = collectCorpusFiles(paths);
    if (!o.xfail.empty()) waivers = loadWaivers(o.xfail);
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
  size_t matched = 0;
  std::vector<const Case*> selected = selectCases(all, o, filter, &matched);
  if (matched == 0) {
    std::string how = all.empty() ? "" : " match";
    if (!o.filter.empty()) how += " --filter '" + o.filter + "'";
    for (const std::string& t : o.tags) how += " --tag '" + t + "'";
    std::cerr << "hloref: error: no case to run: " << (all.empty() ? "the paths hold no case" : "none of the " +
                 std::to_string(all.size()) + " cases in " + std::to_string(files.size()) + " files" + how) << "\n";
    return kExitUsage;
  }
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
  std::vector<Record> records = runCases(selected, *backend, waivers, o.backend);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  RunInfo info;
  info.backend = backend->description();
  info.command = commandLine(argc, argv);
  if (o.shardCount > 1) info.shard = std::to_string(o.shardIndex) + "/" + std::to_string(o.shardCount);
  info.xfailFile = o.xfail;
  info.files = files.size();
  info.seconds = seconds;
  backend.reset();  // stop an adapter before reporting

  printReport(std::cout, records, info, o.matrix);
  Totals t = totalsOf(records);
  int status = t.fail ? kExitCheckFailed : kExitOk;
  try {
    if (!o.junit.empty()) writeJunit(o.junit, records, info);
    if (!o.report.empty()) writeHtml(o.report, records, info);
    if (!o.json.empty()) writeJson(o.json, records, info);
  } catch (const std::exception& e) {
    std::cerr << "hloref: error: " << e.what() << "\n";
    return kExitUsage;
  }
  return status;
}

}  // namespace

const char* conformUsage() { return kConformUsage; }

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
