// `hloref fuzz generate`: programs of the differential fuzzer (issue 13,
// fuzz/program_gen.h) written as DIR/<id>.mlir with their inputs in
// DIR/<id>.npz, without running anything; `hloref fuzz run --backend
// reference-perturbed`: the fuzzer's self-check (fuzz/perturb_check.h).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "core/diagnostic.h"
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
    "exit status: 0 written (generate --check: every program passed; run: no finding); 1 a program\n"
    "failed the check, or run found a disagreement; 2 unsupported backend; 3 usage error\n";

namespace {

struct FuzzOptions {
  std::string action;   // generate | run
  std::string backend;  // run
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

FuzzOptions parseFuzzOptions(int argc, char** argv) {
  if (argc < 3) throw UsageError{"missing action (generate or run)"};
  FuzzOptions o;
  o.action = argv[2];
  if (o.action != "generate" && o.action != "run") throw UsageError{"unknown action '" + o.action + "'"};
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
    else if (a == "--backend" && o.action == "run") o.backend = value();
    else throw UsageError{"unknown option " + a};
  }
  if (o.count < 0) throw UsageError{"missing --count N"};
  if (o.out.empty()) throw UsageError{"missing --out DIR"};
  if (o.action == "run" && o.backend.empty()) throw UsageError{"missing --backend NAME"};
  if (o.action == "run" && o.program.ops.empty()) o.program.ops = fuzz::singleProcessOps();
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
    if (o.backend != "reference-perturbed") {
      std::cerr << "hloref: error: fuzz run --backend " << o.backend
                << ": unsupported (only reference-perturbed so far)\n";
      return kExitInvalid;
    }
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
