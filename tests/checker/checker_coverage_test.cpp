// Coverage of the checker against the catalog (spec/ops/*.yaml): every
// constraint of every op has a registered check with the catalog's id,
// formula and enforcement, in spec order; every constraint has a negative
// case (`rejects: "<op> C<n>"`) in conformance/; and the reference backend
// rejects each of those naming exactly that id.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "checker/checker.h"
#include "run_tool.h"
#include "spec/catalog.h"

namespace hloref {
namespace {

namespace fs = std::filesystem;

const std::vector<spec::OpEntry>& catalog() {
  static const std::vector<spec::OpEntry> ops = spec::loadCatalog(std::string(HLOREF_SOURCE_DIR) + "/spec/ops");
  return ops;
}

std::string firstLine(const std::string& s) { return s.substr(0, s.find('\n')); }

// "<op> C<n>" -> the files naming it, from every corpus YAML under conformance/.
std::map<std::string, std::vector<std::string>> rejectsCases() {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& e : fs::recursive_directory_iterator(std::string(HLOREF_SOURCE_DIR) + "/conformance")) {
    if (e.path().extension() != ".yaml") continue;
    YAML::Node root = YAML::LoadFile(e.path().string());
    if (!root["cases"]) continue;
    for (const auto& c : root["cases"])
      if (c["rejects"]) out[c["rejects"].Scalar()].push_back(e.path().string());
  }
  return out;
}

TEST(CheckerCoverage, EveryCatalogConstraintIsRegisteredInSpecOrder) {
  std::vector<std::string> missing;
  for (const spec::OpEntry& op : catalog()) {
    const checker::OpChecker* c = checker::findChecker(op.name);
    if (!c) {
      missing.push_back(op.name);
      continue;
    }
    std::vector<std::string> want, got;
    for (const auto& k : op.constraints) want.push_back(k.id);
    for (const auto& k : c->constraints) got.push_back(std::string(k.id));
    ASSERT_EQ(got, want) << op.name << ": the registered constraint ids differ from the catalog's";
    for (size_t i = 0; i < op.constraints.size(); ++i) {
      const auto& k = op.constraints[i];
      EXPECT_EQ(std::string(c->constraints[i].formula), firstLine(k.formula)) << op.name << " " << k.id;
      bool runtime = k.checked == spec::Checked::kRuntime;
      EXPECT_EQ(c->constraints[i].enforcement == checker::Enforcement::kRuntime, runtime)
          << op.name << " " << k.id << ": enforcement differs from the catalog's `checked`";
    }
  }
  std::string unexpected;
  for (const std::string& name : missing) unexpected += " " + name;
  EXPECT_TRUE(unexpected.empty()) << "catalog ops without a checker:" << unexpected;
}

// The spec's Deprecated Operations that hloref runs and checks, with
// constraints of their own choosing (stablehlo.dot: dot_general's).
const std::set<std::string> kDeprecatedOps = {"stablehlo.dot"};

TEST(CheckerCoverage, NoCheckerForAnOpOutsideTheCatalog) {
  std::set<std::string> names;
  for (const spec::OpEntry& op : catalog()) names.insert(op.name);
  // CHLO's ops have their own catalog (spec/chlo; tests/checker/chlo_coverage_test.cpp).
  for (const spec::OpEntry& op : spec::loadCatalog(std::string(HLOREF_SOURCE_DIR) + "/spec/chlo")) names.insert(op.name);
  for (const checker::OpChecker* c : checker::registeredCheckers())
    EXPECT_TRUE(names.count(std::string(c->name)) || kDeprecatedOps.count(std::string(c->name)))
        << c->name << " is not an op of the spec";
}

TEST(CheckerCoverage, EveryConstraintOfADeprecatedOpHasANegativeCase) {
  auto cases = rejectsCases();
  std::string missing;
  for (const std::string& name : kDeprecatedOps) {
    const checker::OpChecker* c = checker::findChecker(name);
    ASSERT_NE(c, nullptr) << name;
    EXPECT_FALSE(c->constraints.empty()) << name;
    std::string mnemonic = name.substr(name.find('.') + 1);
    for (const checker::ConstraintInfo& k : c->constraints)
      if (!cases.count(mnemonic + " " + std::string(k.id))) missing += "\n  " + mnemonic + " " + std::string(k.id);
  }
  EXPECT_TRUE(missing.empty()) << "constraints without a `rejects` case in conformance/:" << missing;
}

TEST(CheckerCoverage, EveryRegisteredConstraintHasANegativeCase) {
  auto cases = rejectsCases();
  std::string missing;
  for (const spec::OpEntry& op : catalog()) {
    if (!checker::findChecker(op.name)) continue;
    for (const auto& k : op.constraints) {
      std::string id = std::string(op.mnemonic()) + " " + k.id;
      if (!cases.count(id)) missing += "\n  " + id;
    }
  }
  EXPECT_TRUE(missing.empty()) << "constraints without a `rejects` case in conformance/:" << missing;
}

TEST(CheckerCoverage, ReferenceBackendRejectsEachNegativeCaseWithItsId) {
  // The runner passes a rejects case only when hloref names the id (see
  // conformance/README.md), so a clean run of the negative cases proves it.
  std::string dir = std::string(HLOREF_SOURCE_DIR) + "/conformance/invalid";
  testing::ToolResult r = testing::runHloref({"conform", dir}, 600);
  EXPECT_EQ(r.status, 0) << r.out.substr(0, 8000) << r.err.substr(0, 8000);
  std::string all = r.out + r.err;
  EXPECT_NE(all.find(" 0 failed"), std::string::npos) << all.substr(0, 8000);
}

}  // namespace
}  // namespace hloref
