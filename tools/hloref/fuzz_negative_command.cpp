// `hloref fuzz negative`: negative fuzzing (issue 13, part 3,
// fuzz/negative.h). Programs that violate one constraint of the catalog
// each; hloref's checker must reject each naming that id, and a backend
// that accepts one (`--backend NAME`, the adapter's `compile` request) is
// a finding of class accepts-invalid, written as a corpus case.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "conform/backend.h"
#include "core/diagnostic.h"
#include "fuzz/negative.h"
#include "fuzz/program_gen.h"
#include "tools/hloref/cli.h"

namespace hloref::cli {

const char* const kFuzzNegativeUsage =
    "usage: hloref fuzz negative --count N --seed S --out DIR [--ops LIST] [--backend NAME] [--timeout SECONDS]\n"
    "N programs that each violate one numbered constraint of the spec: a valid generated program of\n"
    "one op with one attribute, type or shape changed as the formula of the constraint aimed at\n"
    "says (fuzz/negative.h). hloref's checker must reject each naming that constraint id; the verdicts\n"
    "are counted (named / named among others / other constraint / accepted) and the constraint ids\n"
    "covered are measured against the catalog's. Writes DIR/<id>.mlir (the first line names the\n"
    "constraint aimed at and the mutation); programs hloref accepted, or rejected for another id\n"
    "only, also to DIR/findings/hloref/<verdict>/.\n"
    "With --backend NAME (an adapter of tools/backends, PROTOCOL.md: `compile`), each program hloref\n"
    "rejects naming exactly that id goes to the backend too; one it accepts is a finding of class\n"
    "accepts-invalid: DIR/findings/accepts-invalid/<id>.yaml, a `rejects` case of the corpus format\n"
    "(conformance/README.md) that `hloref conform --backend reference` passes.\n"
    "  --count N        programs\n"
    "  --seed S         the first program's seed (default 1); program k has seed S+k\n"
    "  --out DIR        where to write (created)\n"
    "  --ops LIST       comma-separated ops to aim at (default: all 108)\n"
    "  --backend NAME   also ask this backend (xla-cpu, iree-cpu, stablehlo-interp, or a path)\n"
    "  --timeout S      seconds per backend request (default 60)\n"
    "exit status: 0 no finding; 1 hloref accepted a program, or the backend accepted one;\n"
    "2 the backend is unavailable; 3 usage error\n";

namespace {

struct NegativeOptions {
  int64_t count = -1;
  uint64_t seed = 1;
  std::string out, backend;
  double timeout = 60;
  std::vector<std::string> ops;
};

std::vector<std::string> opsOf(const std::string& text) {
  std::vector<std::string> ops;
  std::stringstream in(text);
  for (std::string name; std::getline(in, name, ',');) {
    if (name.empty()) continue;
    const std::optional<std::string> op = fuzz::generatableOpNamed(name);
    if (!op) throw UsageError{"--ops: no generator for '" + name + "'"};
    ops.push_back(*op);
  }
  if (ops.empty()) throw UsageError{"--ops expects a comma-separated list of ops"};
  return ops;
}

NegativeOptions parseNegativeOptions(int argc, char** argv) {
  NegativeOptions o;
  for (int i = 3; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw UsageError{a + " needs a value"};
      return argv[++i];
    };
    if (a == "--count") o.count = parseCount(a, value());
    else if (a == "--seed") o.seed = static_cast<uint64_t>(parseCount(a, value()));
    else if (a == "--out") o.out = value();
    else if (a == "--ops") o.ops = opsOf(value());
    else if (a == "--backend") o.backend = value();
    else if (a == "--timeout") o.timeout = static_cast<double>(std::max<int64_t>(1, parseCount(a, value())));
    else throw UsageError{"unknown option " + a};
  }
  if (o.count < 0) throw UsageError{"missing --count N"};
  if (o.out.empty()) throw UsageError{"missing --out DIR"};
  return o;
}

void writeText(const std::filesystem::path& path, const std::string& text) {
  std::filesystem::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw UsageError{"cannot write '" + path.string() + "'"};
}

// The backend's answer to a program hloref rejects: whether it accepted it.
struct BackendTally {
  int64_t asked = 0, rejected = 0, accepted = 0, unsupported = 0;
};

bool askBackend(conform::Backend& backend, const fuzz::NegativeProgram& p, BackendTally& tally, std::string& answer) {
  conform::Case c;
  c.file = "negative";
  c.name = "s" + std::to_string(p.seed);
  c.op = p.op.substr(p.op.find('.') + 1);
  c.program = p.text;
  c.outcome = conform::Outcome::Rejects;
  c.rejects = c.op + " " + p.constraint;
  const conform::CaseResult r = backend.run(c);
  ++tally.asked;
  answer = r.message.substr(0, r.message.find('\n'));
  if (r.status == conform::Status::Pass) ++tally.rejected;
  else if (r.status == conform::Status::Unsupported) ++tally.unsupported;
  else {
    ++tally.accepted;
    return true;
  }
  return false;
}

int runNegative(const NegativeOptions& o, const char* self) {
  const std::filesystem::path out(o.out);
  std::error_code ec;
  std::filesystem::create_directories(out, ec);
  if (ec) throw UsageError{"cannot create '" + o.out + "': " + ec.message()};
  std::unique_ptr<conform::Backend> backend;
  if (!o.backend.empty()) {
    conform::BackendOptions bo;
    bo.name = o.backend;
    bo.timeoutSeconds = o.timeout;
    bo.selfPath = self;
    bo.workDir = (out / "work").string();
    std::filesystem::create_directories(bo.workDir, ec);
    try {
      backend = conform::makeBackend(bo);
    } catch (const conform::BackendUnavailable& e) {
      std::cerr << "hloref: error: backend " << o.backend << ": " << e.what() << "\n";
      return kExitInvalid;
    }
  }
  std::map<fuzz::NegativeOutcome, int64_t> outcomes;
  std::set<std::string> aimed, covered;
  std::map<std::string, std::set<std::string>> acceptedByBackend;  // constraint -> ids
  BackendTally tally;
  int64_t none = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int64_t k = 0; k < o.count; ++k) {
    const uint64_t seed = o.seed + static_cast<uint64_t>(k);
    const std::optional<fuzz::NegativeProgram> p = fuzz::negativeProgram(o.ops, seed);
    if (!p) {
      ++none;
      continue;
    }
    const std::string id = "s" + std::to_string(seed);
    const std::string aim = p->op + " " + p->constraint;
    const std::string text = "// aims at " + aim + ": " + p->mutation + "\n" + p->text;
    writeText(out / (id + ".mlir"), text);
    const fuzz::NegativeVerdict v = fuzz::checkNegative(*p);
    ++outcomes[v.outcome];
    aimed.insert(aim);
    if (v.outcome == fuzz::NegativeOutcome::Named || v.outcome == fuzz::NegativeOutcome::NamedAmongOthers)
      covered.insert(aim);
    if (v.outcome == fuzz::NegativeOutcome::Accepted || v.outcome == fuzz::NegativeOutcome::OtherConstraint) {
      writeText(out / "findings" / "hloref" / fuzz::outcomeName(v.outcome) / (id + ".mlir"),
                text + "// hloref: " + (v.diagnostic.empty() ? "accepted" : v.diagnostic) + "\n");
      std::cerr << id << ": aims at " << aim << " (" << p->mutation << "): hloref " << fuzz::outcomeName(v.outcome)
                << (v.named.empty() ? "" : ": " + v.named[0]) << "\n";
    }
    std::string answer;
    if (backend && v.outcome == fuzz::NegativeOutcome::Named && askBackend(*backend, *p, tally, answer)) {
      acceptedByBackend[aim].insert(id);
      writeText(out / "findings" / "accepts-invalid" / (id + ".yaml"), fuzz::acceptsInvalidCase(*p, o.backend, answer));
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::vector<std::string> catalog = fuzz::catalogConstraintIds();
  std::printf("negative programs: %lld (%lld seeds offered no mutation) in %.2f s\n",
              static_cast<long long>(o.count - none), static_cast<long long>(none), seconds);
  std::printf("hloref's checker: %lld named the constraint alone, %lld among others, %lld other ids only, "
              "%lld accepted\n",
              static_cast<long long>(outcomes[fuzz::NegativeOutcome::Named]),
              static_cast<long long>(outcomes[fuzz::NegativeOutcome::NamedAmongOthers]),
              static_cast<long long>(outcomes[fuzz::NegativeOutcome::OtherConstraint]),
              static_cast<long long>(outcomes[fuzz::NegativeOutcome::Accepted]));
  std::printf("constraint ids aimed at: %zu; covered (rejected naming them): %zu of %zu in the catalog\n",
              aimed.size(), covered.size(), catalog.size());
  std::map<std::string, int> uncoveredPerOp;
  for (const std::string& id : catalog)
    if (!covered.count(id)) ++uncoveredPerOp[id.substr(0, id.find(' '))];
  std::string ops;
  for (const auto& [op, n] : uncoveredPerOp) ops += " " + op.substr(op.find('.') + 1) + "(" + std::to_string(n) + ")";
  std::printf("ids not covered, per op:%s\n", ops.c_str());
  if (backend) {
    std::printf("%s: asked %lld, rejected %lld, accepted %lld (accepts-invalid), unsupported %lld\n",
                o.backend.c_str(), static_cast<long long>(tally.asked), static_cast<long long>(tally.rejected),
                static_cast<long long>(tally.accepted), static_cast<long long>(tally.unsupported));
    for (const auto& [aim, ids] : acceptedByBackend)
      std::printf("  accepts-invalid %s: %zu (%s)\n", aim.c_str(), ids.size(), ids.begin()->c_str());
  }
  return outcomes[fuzz::NegativeOutcome::Accepted] || tally.accepted ? kExitCheckFailed : kExitOk;
}

}  // namespace

int fuzzNegativeMain(int argc, char** argv) {
  NegativeOptions o;
  try {
    o = parseNegativeOptions(argc, argv);
  } catch (const UsageError& e) {
    std::cerr << "hloref: error: " << e.message << "\n" << kFuzzNegativeUsage;
    return kExitUsage;
  }
  try {
    return runNegative(o, argv[0]);
  } catch (const UsageError& e) {
    std::cerr << "hloref: error: " << e.message << "\n";
    return kExitUsage;
  } catch (const Error& e) {
    std::cerr << e.formatted() << "\n";
    return e.status();
  }
}

}  // namespace hloref::cli
