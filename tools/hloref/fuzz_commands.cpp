// `hloref fuzz generate`: programs of the differential fuzzer (issue 13,
// fuzz/program_gen.h) written as DIR/<id>.mlir with their inputs in
// DIR/<id>.npz, without running anything; `hloref fuzz run --backend
// reference-perturbed`: the fuzzer's self-check (fuzz/perturb_check.h);
// `hloref fuzz run --backend NAME` (a differential campaign,
// fuzz/fuzz_campaign.h), `hloref fuzz merge` and `hloref fuzz minimize`.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <stdlib.h>

#include "core/diagnostic.h"
#include "conform/backend.h"
#include "conform/corpus.h"
#include "conform/xfail.h"
#include "fuzz/differential.h"
#include "fuzz/fuzz_campaign.h"
#include "fuzz/perturb_check.h"
#include "fuzz/program_gen.h"
#include "interpreter/program.h"
#include "syntax/npy.h"
#include "syntax/parser.h"
#include "tools/hloref/cli.h"

namespace hloref::cli {

const char* const kFuzzUsage =
    "usage: hloref fuzz generate --count N --seed S --out DIR [--ops LIST] [--types LIST]\n"
    "                            [--max-ops K] [--no-quantized] [--portable] [--check]\n"
    "       hloref fuzz run --backend reference-perturbed --count N --seed S --out DIR [--ops LIST]\n"
    "                            [--types LIST] [--max-ops K] [--no-quantized]\n"
    "       hloref fuzz run --backend NAME (--count N | --seconds T) --out DIR [--seed S] [--shard I/N]\n"
    "                            [--ops LIST] [--types LIST] [--max-ops K] [--no-quantized] [--timeout T]\n"
    "                            [--xfail FILE] [--minimize-budget R]\n"
    "       hloref fuzz merge DIR... --out OUT [--xfail FILE]\n"
    "       hloref fuzz minimize CASE.yaml... --backend NAME --out DIR [--timeout T] [--minimize-budget R]\n"
    "generate: N programs of the differential fuzzer, valid by construction: several StableHLO ops\n"
    "(all 108 of the spec) chained through SSA values, their inputs the arguments of @main. Writes\n"
    "DIR/<id>.mlir and DIR/<id>.npz (members input_0, input_1, ... in argument order, for\n"
    "`hloref run DIR/<id>.mlir --inputs DIR/<id>.npz`). The same seed and options give the same files;\n"
    "program k of seed S is the first program of seed S+k (so --seed S+k --count 1 regenerates it).\n"
    "run: generates N programs of the ops hloref runs on one process (default: all but the collectives,\n"
    "infeed, outfeed, send, recv and custom_call) and judges a backend on them. The backend\n"
    "reference-perturbed is hloref itself choosing one legal answer at random (run --perturb, a fresh\n"
    "seed per program): every result must lie within the golden (bounds and masks) of the\n"
    "unperturbed run, so any finding is a bug of hloref's goldens or of --perturb. Findings go to\n"
    "DIR/findings/<id>.{mlir,npz,txt}; programs whose golden run fails (unsupported) are counted.\n"
    "run --backend NAME (xla-cpu, iree-cpu, stablehlo-interp, reference, or an adapter path, as for\n"
    "`hloref conform`): a differential campaign. Each program runs on the backend and is judged\n"
    "against hloref's golden (compare: bound: bounds and masks); a disagreement gets a class\n"
    "(flush-to-zero, nan-propagation, float-to-int, transcendental-ulp, ... with a spec citation),\n"
    "one finding per (op, class, element type). The first program of a finding is minimized while\n"
    "its class persists (one output, fewest ops, fewest non-zero inputs) and written as a YAML case\n"
    "DIR/findings/<class>/<id>.yaml that fails on the backend and passes on reference (both checked).\n"
    "Writes DIR/findings.json, DIR/report.md and DIR/report.html (counts, ops, types, reproducers,\n"
    "spec sections, backend version, throughput).\n"
    "  --seconds T      run for T seconds (this shard) instead of --count programs\n"
    "  --shard I/N      run the programs k (seed S+k) with k mod N = I; without it, GTEST_SHARD_INDEX/\n"
    "                   GTEST_TOTAL_SHARDS, else JOB_COMPLETION_INDEX/HLOREF_FUZZ_TOTAL_SHARDS are read\n"
    "  --timeout T      seconds a program may take on the backend (default 60)\n"
    "  --xfail FILE     known findings, conform's format: lines `BACKEND ID [REASON]`, ID a regular\n"
    "                   expression over finding ids <class>/<op>/<element type> (`xla-cpu flush-to-zero/.*`);\n"
    "                   waived findings do not fail the run, lines that match nothing are reported\n"
    "  --minimize-budget R   backend runs per minimization (default 80)\n"
    "merge: the findings of several runs' DIRs (the shards of a campaign) as one deduplicated report\n"
    "in OUT (findings.json, report.md, report.html, findings/).\n"
    "minimize: each case of the files that fails on the backend, minimized as run does, into\n"
    "DIR/findings/<class>/<id>.yaml.\n"
    "  --count N        programs\n"
    "  --seed S         the first program's seed (default 1)\n"
    "  --out DIR        where to write (created)\n"
    "  --ops LIST       comma-separated ops to draw from (add or stablehlo.add; default: all 108)\n"
    "  --types LIST     comma-separated element types (f32,si8,complex<f64>,..., and `quantized` for\n"
    "                   per-tensor and per-axis quantized types; default: all of them); i1\n"
    "                   stays available for predicates and constant shape operands are free; an op\n"
    "                   that needs another type (gather's indices...) is left out unless it is listed\n"
    "  --max-ops K      at most K ops drawn per program (default 5; each program draws 1..K)\n"
    "  --no-quantized   no quantized types (the official verifier's bindings cannot parse them)\n"
    "  --portable       leave out what the spec allows and the official verifier rejects (tf32,\n"
    "                   collective_reduce, variadic collective_broadcast, zero-sized all_gather /\n"
    "                   reduce_scatter dimensions: checker/VERIFIER-DIFFERENCES.md)\n"
    "  --check          (generate) also check every program in process (as `hloref check`)\n"
    "Prints the counts, the ops and element types the programs use and the throughput.\n"
    "exit status: 0 written (generate --check: every program passed; run, merge: no new finding); 1 a\n"
    "program failed the check, or a new (not waived) finding; 2 unusable backend; 3 usage error\n";

namespace {

struct FuzzOptions {
  std::string action;   // generate | run | merge | minimize
  std::string backend;  // run, minimize
  std::vector<std::string> paths;  // merge: DIRs; minimize: case files
  double seconds = -1;
  bool haveShard = false;
  int64_t shardIndex = 0, shardCount = 1;
  double timeout = 60;
  std::string xfail;
  int minimizeBudget = 80;
  int64_t count = -1;
  uint64_t seed = 1;
  std::string out;
  bool check = false;
  fuzz::ProgramOptions program;
};

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> items;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) items.push_back(item);
  return items;
}

std::vector<std::string> opList(const std::string& text) {
  const std::vector<std::string>& known = fuzz::generatableOps();
  std::vector<std::string> ops;
  for (std::string name : splitList(text)) {
    if (name.find('.') == std::string::npos) name = "stablehlo." + name;
    if (std::find(known.begin(), known.end(), name) == known.end())
      throw UsageError{"--ops: no generator for '" + name + "'"};
    ops.push_back(name);
  }
  if (ops.empty()) throw UsageError{"--ops expects a comma-separated list of ops"};
  return ops;
}

// The element types of --types; `quantized` says whether the list names
// quantized types too.
std::vector<ElementType> typeList(const std::string& text, bool& quantized) {
  std::vector<ElementType> types;
  quantized = false;
  // complex<f32> holds no comma, so a plain split works.
  for (const std::string& name : splitList(text)) {
    if (name == "quantized") {
      quantized = true;
      continue;
    }
    const std::optional<ElementType> t = parseElementTypeName(name);
    if (!t || *t == ElementType::Index) throw UsageError{"--types: unknown element type '" + name + "'"};
    types.push_back(*t);
  }
  if (types.empty()) throw UsageError{"--types expects a comma-separated list of element types"};
  return types;
}

// "I/N" with 0 <= I < N into `o`.
void parseShard(const std::string& text, const std::string& what, FuzzOptions& o) {
  const size_t slash = text.find('/');
  if (slash == std::string::npos) throw UsageError{what + " expects I/N, got '" + text + "'"};
  o.shardIndex = parseCount(what, text.substr(0, slash));
  o.shardCount = parseCount(what, text.substr(slash + 1));
  if (o.shardCount < 1 || o.shardIndex >= o.shardCount) throw UsageError{what + ": need 0 <= I < N, got '" + text + "'"};
  o.haveShard = true;
}

// Without --shard: GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS, else Kubernetes'
// JOB_COMPLETION_INDEX with HLOREF_FUZZ_TOTAL_SHARDS (an Indexed Job's
// completions, which Kubernetes does not export).
void shardFromEnvironment(FuzzOptions& o) {
  if (o.haveShard) return;
  const char* index = std::getenv("GTEST_SHARD_INDEX");
  const char* total = std::getenv("GTEST_TOTAL_SHARDS");
  if (index && total) return parseShard(std::string(index) + "/" + total, "GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS", o);
  index = std::getenv("JOB_COMPLETION_INDEX");
  total = std::getenv("HLOREF_FUZZ_TOTAL_SHARDS");
  if (index && total) parseShard(std::string(index) + "/" + total, "JOB_COMPLETION_INDEX/HLOREF_FUZZ_TOTAL_SHARDS", o);
  else if (index) throw UsageError{"JOB_COMPLETION_INDEX is set: HLOREF_FUZZ_TOTAL_SHARDS must give the shard count"};
}

double parseSeconds(const std::string& flag, const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !(v > 0)) throw UsageError{flag + " expects a positive number of seconds"};
  return v;
}

FuzzOptions parseFuzzOptions(int argc, char** argv) {
  if (argc < 3) throw UsageError{"missing action (generate, run, merge or minimize)"};
  FuzzOptions o;
  o.action = argv[2];
  if (o.action != "generate" && o.action != "run" && o.action != "merge" && o.action != "minimize")
    throw UsageError{"unknown action '" + o.action + "'"};
  const bool differential = o.action != "generate";
  for (int i = 3; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw UsageError{a + " needs a value"};
      return argv[++i];
    };
    if (a == "--count") o.count = parseCount(a, value());
    else if (a == "--seed") o.seed = static_cast<uint64_t>(parseCount(a, value()));
    else if (a == "--out") o.out = value();
    else if (a == "--ops") o.program.ops = opList(value());
    else if (a == "--types") o.program.types = typeList(value(), o.program.quantized);
    else if (a == "--max-ops") o.program.maxOps = std::max<int64_t>(1, parseCount(a, value()));
    else if (a == "--no-quantized") o.program.quantized = false;
    else if (a == "--portable") o.program.portable = true;
    else if (a == "--check" && o.action == "generate") o.check = true;
    else if (a == "--backend" && differential) o.backend = value();
    else if (a == "--seconds" && differential) o.seconds = parseSeconds(a, value());
    else if (a == "--shard" && differential) parseShard(value(), a, o);
    else if (a == "--timeout" && differential) o.timeout = parseSeconds(a, value());
    else if (a == "--xfail" && differential) o.xfail = value();
    else if (a == "--minimize-budget" && differential) o.minimizeBudget = static_cast<int>(parseCount(a, value()));
    else if (!a.empty() && a[0] != '-' && (o.action == "merge" || o.action == "minimize")) o.paths.push_back(a);
    else throw UsageError{"unknown option " + a};
  }
  if (o.out.empty()) throw UsageError{"missing --out DIR"};
  if (o.action == "merge" || o.action == "minimize") {
    if (o.paths.empty()) throw UsageError{o.action == "merge" ? "merge needs the DIRs of runs" : "minimize needs CASE files"};
    if (o.action == "minimize" && o.backend.empty()) throw UsageError{"missing --backend NAME"};
    return o;
  }
  if (o.count < 0 && !(o.action == "run" && o.seconds > 0)) throw UsageError{"missing --count N"};
  if (o.action == "run" && o.backend.empty()) throw UsageError{"missing --backend NAME"};
  if (o.action == "run" && o.program.ops.empty()) o.program.ops = fuzz::singleProcessOps();
  if (o.action == "run") shardFromEnvironment(o);
  return o;
}

void writeFile(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw UsageError{"cannot write '" + path.string() + "'"};
}

std::string check(const std::string& text, const std::string& name) {
  try {
    Program::loadOrThrow(parseModule(text, name));
    return "";
  } catch (const Error& e) {
    return e.formatted();
  }
}

int generate(const FuzzOptions& o) {
  std::error_code ec;
  std::filesystem::create_directories(o.out, ec);
  if (ec) throw UsageError{"cannot create '" + o.out + "': " + ec.message()};
  const std::set<std::string> specOps(fuzz::generatableOps().begin(), fuzz::generatableOps().end());
  std::set<std::string> ops, types;
  int64_t failed = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int64_t k = 0; k < o.count; ++k) {
    const uint64_t seed = o.seed + static_cast<uint64_t>(k);
    const fuzz::GeneratedProgram p = fuzz::generateProgram(o.program, seed);
    char id[32];
    std::snprintf(id, sizeof id, "s%llu", static_cast<unsigned long long>(seed));
    const std::filesystem::path base = std::filesystem::path(o.out) / id;
    writeFile(base.string() + ".mlir", p.text);
    std::vector<std::pair<std::string, Tensor>> members;
    for (size_t i = 0; i < p.inputs.size(); ++i) members.emplace_back("input_" + std::to_string(i), p.inputs[i].tensor());
    types.insert(p.elementTypes.begin(), p.elementTypes.end());
    writeFile(base.string() + ".npz", writeNpz(members));
    for (const std::string& op : fuzz::opsUsed(p.text)) ops.insert(op);
    if (o.check) {
      const std::string problem = check(p.text, base.string() + ".mlir");
      if (!problem.empty()) {
        ++failed;
        std::cerr << problem << "\n";
      }
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  int64_t specUsed = 0;
  for (const std::string& op : ops) specUsed += specOps.count(op);
  std::printf("wrote %lld programs to %s in %.2f s (%.0f programs/s%s)\n", static_cast<long long>(o.count),
              o.out.c_str(), seconds, seconds > 0 ? static_cast<double>(o.count) / seconds : 0.0,
              o.check ? ", checked" : "");
  std::string typeNames;
  for (const std::string& t : types) typeNames += " " + t;
  std::printf("ops used: %lld of %zu; element types used: %zu:%s\n", static_cast<long long>(specUsed), specOps.size(),
              types.size(), typeNames.c_str());
  if (o.check) std::printf("hloref check: %lld passed, %lld failed\n", static_cast<long long>(o.count - failed),
                           static_cast<long long>(failed));
  return failed ? kExitCheckFailed : kExitOk;
}

// A seed for --perturb drawn from the program's seed (splitmix64), below
// 2^63 as `hloref run --perturb` takes it.
uint64_t perturbSeedOf(uint64_t seed) {
  uint64_t z = seed + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return (z ^ (z >> 31)) >> 1;
}

// `fuzz run --backend reference-perturbed`: issue 13's self-check.
int runPerturbed(const FuzzOptions& o) {
  const std::filesystem::path findings = std::filesystem::path(o.out) / "findings";
  std::error_code ec;
  std::filesystem::create_directories(findings, ec);
  if (ec) throw UsageError{"cannot create '" + findings.string() + "': " + ec.message()};
  int64_t ran = 0, runs = 0, found = 0;
  double largest = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int64_t k = 0; k < o.count; ++k) {
    const uint64_t seed = o.seed + static_cast<uint64_t>(k);
    const fuzz::GeneratedProgram p = fuzz::generateProgram(o.program, seed);
    const fuzz::PerturbedRuns r = fuzz::perturbedWithinGolden(p.text, p.inputs, {perturbSeedOf(seed)});
    ran += r.runs > 0 || !r.violation.empty();
    runs += r.runs;
    largest = std::max(largest, r.largestFraction);
    if (r.violation.empty()) continue;
    ++found;
    const std::string base = (findings / ("s" + std::to_string(seed))).string();
    writeFile(base + ".mlir", p.text);
    std::vector<std::pair<std::string, Tensor>> members;
    for (size_t i = 0; i < p.inputs.size(); ++i) members.emplace_back("input_" + std::to_string(i), p.inputs[i].tensor());
    writeFile(base + ".npz", writeNpz(members));
    writeFile(base + ".txt", "hloref run " + base + ".mlir --inputs " + base + ".npz --perturb " +
                                 std::to_string(perturbSeedOf(seed)) + "\n" + r.violation + "\n");
    std::cerr << base << ".mlir: finding: " << r.violation.substr(0, r.violation.find('\n')) << "\n";
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("reference-perturbed: %lld programs, %lld ran (%lld not: the golden run failed or is unsupported), "
              "%lld perturbed runs, %lld findings\n",
              static_cast<long long>(o.count), static_cast<long long>(ran), static_cast<long long>(o.count - ran),
              static_cast<long long>(runs), static_cast<long long>(found));
  std::printf("largest |perturbed - golden| / bound: %.3g; %.2f s (%.1f programs/s)\n", largest, seconds,
              seconds > 0 ? static_cast<double>(o.count) / seconds : 0.0);
  return found ? kExitCheckFailed : kExitOk;
}

std::string commandLine(int argc, char** argv) {
  std::string s = "hloref";
  for (int i = 1; i < argc; ++i) s += std::string(" ") + argv[i];
  return s;
}

std::vector<conform::Waiver> waiversOf(const FuzzOptions& o) {
  if (o.xfail.empty()) return {};
  try {
    return conform::loadWaivers(o.xfail);
  } catch (const std::runtime_error& e) {
    throw UsageError{e.what()};
  }
}

// Writes the reports of `c` into o.out and prints the summary; exit 1 when
// a finding is new.
int reportCampaign(const FuzzOptions& o, const fuzz::Campaign& c) {
  const std::vector<conform::Waiver> waivers = waiversOf(o);
  try {
    fuzz::writeCampaign(o.out, c);
    fuzz::writeReports(o.out, c, waivers, o.xfail);
  } catch (const std::runtime_error& e) {
    throw UsageError{e.what()};
  }
  const fuzz::ReportView view = fuzz::viewOf(c, waivers);
  std::printf("%sreport: %s/report.md\n", fuzz::summaryText(c, view).c_str(), o.out.c_str());
  return view.fresh.empty() ? kExitOk : kExitCheckFailed;
}

// `fuzz run --backend NAME` for any backend conform accepts.
int runDifferential(const FuzzOptions& o, int argc, char** argv) {
  waiversOf(o);  // a bad --xfail file is a usage error before the run
  fuzz::CampaignOptions co;
  co.backend = o.backend;
  co.count = o.count;
  co.seconds = o.seconds;
  co.seed = o.seed;
  co.shardIndex = o.shardIndex;
  co.shardCount = o.shardCount;
  co.out = o.out;
  co.timeout = o.timeout;
  co.program = o.program;
  co.selfPath = argv[0];
  co.command = commandLine(argc, argv);
  co.minimizeBudget = o.minimizeBudget;
  fuzz::Campaign c;
  try {
    c = fuzz::runCampaign(co);
  } catch (const conform::BackendUnavailable& e) {
    std::cerr << "hloref: error: " << e.what() << "\n";
    return kExitInvalid;
  } catch (const std::runtime_error& e) {
    throw UsageError{e.what()};
  }
  return reportCampaign(o, c);
}

int mergeRuns(const FuzzOptions& o) {
  fuzz::Campaign c;
  try {
    std::filesystem::create_directories(o.out);
    c = fuzz::mergeCampaigns(o.paths, o.out);
  } catch (const std::exception& e) {
    throw UsageError{e.what()};
  }
  return reportCampaign(o, c);
}

// `fuzz minimize CASE...`: each case that fails on the backend, minimized.
int minimizeCases(const FuzzOptions& o) {
  std::string scratch = (std::filesystem::temp_directory_path() / "hloref-minimize-XXXXXX").string();
  if (!mkdtemp(scratch.data())) throw UsageError{"cannot make a temporary directory"};
  struct Cleanup {
    std::string dir;
    ~Cleanup() {
      std::error_code ec;
      std::filesystem::remove_all(dir, ec);
    }
  } cleanup{scratch};
  conform::BackendOptions bo;
  bo.name = o.backend;
  bo.timeoutSeconds = o.timeout;
  bo.workDir = scratch;
  std::unique_ptr<conform::Backend> backend;
  try {
    backend = conform::makeBackend(bo);
  } catch (const conform::BackendUnavailable& e) {
    std::cerr << "hloref: error: " << e.what() << "\n";
    return kExitInvalid;
  }
  int64_t written = 0;
  std::vector<std::string> files;
  try {
    files = conform::collectCorpusFiles(o.paths);
  } catch (const std::exception& e) {
    throw UsageError{e.what()};
  }
  for (const std::string& file : files) {
    for (const conform::Case& c : conform::loadYamlFile(file)) {
      if (!c.loadError.empty() || c.outcome != conform::Outcome::Returns) continue;
      std::vector<Value> inputs;
      for (const conform::CorpusValue& v : c.inputs) inputs.push_back(v.value);
      const fuzz::ProgramInstance p{conform::programText(c), inputs};
      fuzz::Trial t = fuzz::judgeProgram(*backend, p, c.name);
      if (t.kind != fuzz::Trial::Kind::Finding) {
        std::printf("%s: %s\n", c.id().c_str(), t.kind == fuzz::Trial::Kind::Pass ? "passes" : t.message.c_str());
        continue;
      }
      const fuzz::Minimized m = fuzz::minimize(
          p, t.disagreement,
          [&](const fuzz::ProgramInstance& candidate) -> std::optional<fuzz::Disagreement> {
            fuzz::Trial r = fuzz::judgeProgram(*backend, candidate, c.name);
            if (r.kind != fuzz::Trial::Kind::Finding) return std::nullopt;
            return r.disagreement;
          },
          o.minimizeBudget);
      std::string why;
      std::optional<conform::Case> minimal = fuzz::goldenCase(m.program, c.name + "_min", &why);
      if (!minimal) continue;
      const std::filesystem::path path =
          std::filesystem::path(o.out) / "findings" / m.disagreement.cls / (minimal->name + ".yaml");
      std::filesystem::create_directories(path.parent_path());
      writeFile(path, fuzz::caseYaml(*minimal, m.disagreement, o.backend + ": " + m.disagreement.detail));
      ++written;
      std::printf("%s: %s (%d -> %d ops, %d runs): %s\n", c.id().c_str(), m.disagreement.cls.c_str(), m.opsBefore,
                  m.opsAfter, m.runs, path.c_str());
    }
  }
  return written ? kExitCheckFailed : kExitOk;
}

}  // namespace

int fuzzNegativeMain(int argc, char** argv);  // fuzz negative (fuzz_negative_command.cpp)

int fuzzMain(int argc, char** argv) {
  if (argc >= 3 && std::string(argv[2]) == "negative") return fuzzNegativeMain(argc, argv);
  FuzzOptions o;
  try {
    o = parseFuzzOptions(argc, argv);
  } catch (const UsageError& e) {
    std::cerr << "hloref: error: " << e.message << "\n" << kFuzzUsage;
    return kExitUsage;
  }
  try {
    if (o.action == "generate") return generate(o);
    if (o.action == "merge") return mergeRuns(o);
    if (o.action == "minimize") return minimizeCases(o);
    if (o.backend != "reference-perturbed") return runDifferential(o, argc, argv);
    if (o.count < 0) throw UsageError{"reference-perturbed needs --count N"};
    return runPerturbed(o);
  } catch (const UsageError& e) {  // DIR cannot be written
    std::cerr << "hloref: error: " << e.message << "\n";
    return kExitUsage;
  } catch (const Error& e) {
    std::cerr << e.formatted() << "\n";
    return e.status();
  }
}

}  // namespace hloref::cli
