#include "fuzz/fuzz_campaign.h"

#include <stdlib.h>

#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>

#include "conform/corpus.h"
#include "fuzz/differential.h"

namespace hloref::fuzz {
namespace {

namespace fs = std::filesystem;

// A scratch directory for the adapter's .npy files, removed at the end.
struct ScratchDir {
  std::string path;
  ScratchDir() {
    std::string pattern = (fs::temp_directory_path() / "hloref-fuzz-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot make a temporary directory");
    path = pattern;
  }
  ~ScratchDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

// Whether the reproducer file, loaded back as the corpus loads it, fails
// on `backend` and passes on reference.
void verifyReproducer(conform::Backend& backend, const std::string& path, Finding& f) {
  std::vector<conform::Case> cases = conform::loadYamlFile(path);
  if (cases.size() != 1 || !cases[0].loadError.empty()) return;
  f.failsOnBackend = backend.run(cases[0]).status == conform::Status::Fail;
  const conform::Execution e = conform::runReference(cases[0], false);
  f.passesOnReference = conform::judge(cases[0], e, true).status == conform::Status::Pass;
}

class CampaignRunner {
 public:
  CampaignRunner(const CampaignOptions& o, conform::Backend& backend) : o_(o), backend_(backend) {}

  void program(uint64_t seed, Campaign& c) {
    const GeneratedProgram g = generateProgram(o_.program, seed);
    const ProgramInstance p{g.text, g.inputs};
    const std::string name = "s" + std::to_string(seed);
    Trial t = judgeProgram(backend_, p, name);
    ++c.programs;
    switch (t.kind) {
      case Trial::Kind::Pass: ++c.passed; return;
      case Trial::Kind::NoGolden: ++c.noGolden; return;
      case Trial::Kind::Unsupported:
        ++c.unsupported;
        for (const std::string& op : g.ops) ++c.unsupportedOps[op];
        return;
      case Trial::Kind::Finding: break;
    }
    ++c.withFinding;
    Finding f = findingOf(t.disagreement);
    if (auto it = aliases_.find(f.key()); it != aliases_.end()) {
      ++c.findings[it->second].count;
      return;
    }
    record(p, t, seed, f, c);
  }

 private:
  const CampaignOptions& o_;
  conform::Backend& backend_;
  std::map<std::string, size_t> aliases_;  // first-seen and minimized keys -> finding

  Finding findingOf(const Disagreement& d) const {
    Finding f;
    f.backend = o_.backend;
    f.op = d.op;
    f.cls = d.cls;
    f.elementType = d.elementType;
    return f;
  }

  // Minimizes a new disagreement and writes its reproducer.
  void record(const ProgramInstance& p, const Trial& t, uint64_t seed, Finding f, Campaign& c) {
    const std::string firstKey = f.key();
    const std::string name = "s" + std::to_string(seed);
    // A timeout costs --timeout per run: not minimized.
    const int budget = t.disagreement.cls == "timeout" ? 0 : t.disagreement.cls == "crash" ? 10 : o_.minimizeBudget;
    Minimized m = minimize(
        p, t.disagreement,
        [&](const ProgramInstance& candidate) -> std::optional<Disagreement> {
          Trial r = judgeProgram(backend_, candidate, name);
          if (r.kind != Trial::Kind::Finding) return std::nullopt;
          return r.disagreement;
        },
        budget);
    f = findingOf(m.disagreement);
    if (auto it = aliases_.find(f.key()); it != aliases_.end()) {
      ++c.findings[it->second].count;
      aliases_[firstKey] = it->second;
      return;
    }
    f.count = 1;
    f.seed = seed;
    f.opsBefore = m.opsBefore;
    f.opsAfter = m.opsAfter;
    f.detail = m.disagreement.detail;
    std::string why;
    std::optional<conform::Case> minimal = goldenCase(m.program, reproducerName(o_.backend, m.disagreement, seed), &why);
    if (minimal) {
      const fs::path relative = fs::path("findings") / f.cls / (minimal->name + ".yaml");
      const fs::path path = fs::path(o_.out) / relative;
      fs::create_directories(path.parent_path());
      std::ofstream out(path, std::ios::binary);
      out << caseYaml(*minimal, m.disagreement,
                      o_.backend + ": " + m.disagreement.cls + ": " + m.disagreement.detail + " (program seed " +
                          std::to_string(seed) + ")");
      if (!out) throw std::runtime_error("cannot write '" + path.string() + "'");
      out.close();
      f.reproducer = relative.string();
      verifyReproducer(backend_, path.string(), f);
    }
    if (!o_.quiet)
      std::cerr << "fuzz: " << o_.backend << ": new finding " << f.id() << " (seed " << seed << ", " << f.opsBefore
                << " -> " << f.opsAfter << " ops): " << f.reproducer << "\n";
    aliases_[firstKey] = aliases_[f.key()] = c.findings.size();
    c.findings.push_back(std::move(f));
  }
};

}  // namespace

std::string reproducerName(const std::string& backend, const Disagreement& d, uint64_t seed) {
  std::string op = d.op.rfind("stablehlo.", 0) == 0 ? d.op.substr(10) : d.op;
  std::string name = backend + "-" + (op.empty() ? "program" : op) + "-" + d.elementType + "-s" + std::to_string(seed);
  for (char& ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '_' && ch != '.' && ch != '+' && ch != '-') ch = '_';
  return name;
}

Campaign runCampaign(const CampaignOptions& o) {
  std::error_code ec;
  fs::create_directories(o.out, ec);
  if (ec) throw std::runtime_error("cannot create '" + o.out + "': " + ec.message());
  ScratchDir scratch;
  conform::BackendOptions bo;
  bo.name = o.backend;
  bo.timeoutSeconds = o.timeout;
  bo.workDir = scratch.path;
  bo.selfPath = o.selfPath;
  std::unique_ptr<conform::Backend> backend = conform::makeBackend(bo);
  Campaign c;
  c.backend = o.backend;
  c.description = backend->description();
  c.commands = {o.command};
  c.shards = {o.shardCount > 1 ? std::to_string(o.shardIndex) + "/" + std::to_string(o.shardCount) : ""};
  CampaignRunner runner(o, *backend);
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  for (int64_t k = o.shardIndex;; k += o.shardCount) {
    if (o.count >= 0 && k >= o.count) break;
    if (o.seconds >= 0 && elapsed() >= o.seconds) break;
    runner.program(o.seed + static_cast<uint64_t>(k), c);
  }
  c.seconds = c.wallSeconds = elapsed();
  backend.reset();
  writeCampaign(o.out, c);
  return c;
}

}  // namespace hloref::fuzz
