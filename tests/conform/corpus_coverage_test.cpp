// The YAML conformance corpus covers the op catalog (issue 6): every op of
// spec/ops has conformance/<op>.yaml with cases, and every op whose spec
// section has examples has a case tagged `spec-example`.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

const fs::path kSource = HLOREF_SOURCE_DIR;

struct OpInfo {
  int examples = 0;
};

// op name (without "stablehlo.") -> what the catalog says about it.
std::map<std::string, OpInfo> catalogOps() {
  std::map<std::string, OpInfo> ops;
  for (const auto& e : fs::directory_iterator(kSource / "spec" / "ops")) {
    if (e.path().extension() != ".yaml") continue;
    YAML::Node n = YAML::LoadFile(e.path().string());
    std::string name = n["name"].as<std::string>();
    if (name.rfind("stablehlo.", 0) == 0) name = name.substr(10);
    ops[name].examples = n["examples"] ? n["examples"].as<int>() : 0;
  }
  return ops;
}

bool hasTag(const YAML::Node& tags, const std::string& tag) {
  if (!tags || !tags.IsSequence()) return false;
  for (const auto& t : tags)
    if (t.as<std::string>() == tag) return true;
  return false;
}

struct Coverage {
  std::map<std::string, int> cases;         // op -> number of cases
  std::map<std::string, int> specExamples;  // op -> cases tagged spec-example
  std::set<std::string> files;              // stems of conformance/*.yaml
};

// Reads every .yaml under conformance/ (recursively: conformance/invalid/
// holds rejects cases of the same ops).
Coverage corpusCoverage() {
  Coverage c;
  for (const auto& e : fs::recursive_directory_iterator(kSource / "conformance")) {
    if (e.path().extension() != ".yaml" && e.path().extension() != ".yml") continue;
    YAML::Node root = YAML::LoadFile(e.path().string());
    std::string op = e.path().stem().string();
    if (e.path().parent_path() == kSource / "conformance") c.files.insert(op);
    YAML::Node list = root;
    YAML::Node fileTags;
    if (root.IsMap()) {
      if (root["op"]) op = root["op"].as<std::string>();
      fileTags = root["tags"];
      list = root["cases"];
    }
    if (!list || !list.IsSequence()) continue;
    for (const auto& node : list) {
      std::string caseOp = node["op"] ? node["op"].as<std::string>() : op;
      ++c.cases[caseOp];
      if (hasTag(node["tags"], "spec-example") || hasTag(fileTags, "spec-example")) ++c.specExamples[caseOp];
    }
  }
  return c;
}

TEST(CorpusCoverage, CatalogIsComplete) {
  // The catalog is the list this test checks against: it must hold the
  // spec's 108 ops, or the checks below would pass on an empty list.
  EXPECT_EQ(catalogOps().size(), 108u);
}

TEST(CorpusCoverage, EveryOpHasAYamlFileWithCases) {
  std::map<std::string, OpInfo> ops = catalogOps();
  Coverage c = corpusCoverage();
  std::vector<std::string> missing;
  for (const auto& [op, info] : ops) {
    if (!c.files.count(op)) missing.push_back(op + " (no conformance/" + op + ".yaml)");
    else if (c.cases[op] == 0) missing.push_back(op + " (no cases)");
  }
  EXPECT_TRUE(missing.empty()) << ::testing::PrintToString(missing);
}

TEST(CorpusCoverage, EveryOpWithSpecExamplesHasASpecExampleCase) {
  std::map<std::string, OpInfo> ops = catalogOps();
  Coverage c = corpusCoverage();
  std::vector<std::string> missing;
  int withExamples = 0;
  for (const auto& [op, info] : ops) {
    if (info.examples == 0) continue;
    ++withExamples;
    if (c.specExamples[op] == 0) missing.push_back(op);
  }
  EXPECT_GT(withExamples, 0);
  EXPECT_TRUE(missing.empty()) << "ops without a spec-example case: " << ::testing::PrintToString(missing);
}

}  // namespace
