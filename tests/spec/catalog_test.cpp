// The op catalog in spec/: every file loads and is well formed, it agrees
// with the spec's Ops section (when ../shared is present), malformed files end
// in located errors, and the ops it names are looked up in the interpreter.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <unistd.h>

#include "interpreter/op_registry.h"
#include "spec/catalog.h"

namespace hloref::spec {
namespace {

namespace fs = std::filesystem;

std::string opsDir() { return (fs::path(HLOREF_SOURCE_DIR) / "spec" / "ops").string(); }

const std::vector<OpEntry>& catalog() {
  static const std::vector<OpEntry> ops = loadCatalog(opsDir());
  return ops;
}

std::string specPath() {
  fs::path p = fs::path(HLOREF_SOURCE_DIR) / ".." / "shared" / "reference" / "stablehlo-spec.md";
  return fs::exists(p) ? p.lexically_normal().string() : "";
}

// What the spec's "## Ops" section says: op heading -> the (Cn) ids of its
// Constraints subsection, in order of appearance. Read independently of
// spec/tools/extract_catalog.py.
std::map<std::string, std::vector<std::string>> specOps(const std::string& path) {
  std::ifstream in(path);
  std::map<std::string, std::vector<std::string>> ops;
  std::string line, op, subsection;
  bool inOps = false, fence = false;
  const std::regex opHeading(R"(^### ([a-z][a-z0-9_]*)\s*$)");
  const std::regex id(R"(\((C\d+)\))");
  while (std::getline(in, line)) {
    if (line.rfind("```", 0) == 0) {
      fence = !fence;
      continue;
    }
    if (fence) continue;
    if (line.rfind("## ", 0) == 0) {
      inOps = line == "## Ops";
      op.clear();
      continue;
    }
    if (!inOps) continue;
    std::smatch m;
    if (line.rfind("### ", 0) == 0) {
      // Other '###' headings (custom_call's "Alias") belong to the op above.
      if (std::regex_match(line, m, opHeading)) {
        op = m[1];
        ops[op];
      }
      subsection.clear();
      continue;
    }
    if (line.rfind("#### ", 0) == 0) {
      subsection = line.substr(5);
      continue;
    }
    if (op.empty() || subsection != "Constraints") continue;
    for (auto it = std::sregex_iterator(line.begin(), line.end(), id); it != std::sregex_iterator(); ++it)
      ops[op].push_back((*it)[1]);
  }
  return ops;
}

template <typename Values>
void expectLabels(const OpEntry& op, const Values& values, const std::string& prefix) {
  for (size_t i = 0; i < values.size(); ++i)
    EXPECT_EQ(values[i].label, prefix + std::to_string(i + 1)) << op.file;
}

TEST(Catalog, EveryFileLoadsWithTheRequiredFields) {
  const auto& ops = catalog();
  ASSERT_GE(ops.size(), 100u) << "spec/ops holds " << ops.size() << " files";
  size_t constraints = 0;
  for (const auto& op : ops) {
    SCOPED_TRACE(op.file);
    EXPECT_EQ(fs::path(op.file).filename().string(), std::string(op.mnemonic()) + ".yaml");
    EXPECT_EQ(op.section, "Ops > " + std::string(op.mnemonic()));
    EXPECT_FALSE(op.outputs.empty());
    expectLabels(op, op.inputs, "I");
    expectLabels(op, op.outputs, "O");
    std::set<std::string> names;
    for (const auto& in : op.inputs) {
      EXPECT_FALSE(in.name.empty());
      EXPECT_TRUE(names.insert(in.name).second) << "input " << in.name << " appears twice";
      EXPECT_FALSE(in.type.empty()) << in.label;
      EXPECT_FALSE(in.types.empty()) << in.label;
    }
    for (const auto& out : op.outputs) EXPECT_FALSE(out.types.empty()) << out.label;
    // Constraint ids: C1..Cn, in order, hence unique.
    for (size_t i = 0; i < op.constraints.size(); ++i) {
      EXPECT_EQ(op.constraints[i].id, "C" + std::to_string(i + 1));
      EXPECT_FALSE(op.constraints[i].formula.empty()) << op.constraints[i].id;
    }
    constraints += op.constraints.size();
  }
  std::cout << "[ catalog  ] " << ops.size() << " ops, " << constraints << " constraints\n";
}

TEST(Catalog, AgreesWithTheSpec) {
  std::string path = specPath();
  if (path.empty()) GTEST_SKIP() << "no ../shared/reference/stablehlo-spec.md beside this clone";
  auto spec = specOps(path);
  ASSERT_GE(spec.size(), 100u) << "could not read the Ops section of " << path;
  std::map<std::string, const OpEntry*> byName;
  for (const auto& op : catalog()) byName[std::string(op.mnemonic())] = &op;
  for (const auto& [name, ids] : spec) {
    SCOPED_TRACE("Ops > " + name);
    auto it = byName.find(name);
    if (it == byName.end()) {
      ADD_FAILURE() << "no spec/ops/" << name << ".yaml";
      continue;
    }
    std::vector<std::string> have;
    for (const auto& c : it->second->constraints) have.push_back(c.id);
    std::set<std::string> want(ids.begin(), ids.end());
    EXPECT_EQ(std::set<std::string>(have.begin(), have.end()), want);
    EXPECT_EQ(have.size(), want.size());
  }
  for (const auto& [name, op] : byName)
    EXPECT_TRUE(spec.count(name)) << op->file << " names no '### " << name << "' of the spec's Ops section";
}

TEST(Catalog, TypeRulesLoad) {
  YAML::Node types = YAML::LoadFile((fs::path(HLOREF_SOURCE_DIR) / "spec" / "types.yaml").string());
  auto ids = [&](const char* rule) {
    std::vector<std::string> out;
    for (const auto& c : types["rules"][rule]["constraints"]) out.push_back(c["id"].as<std::string>());
    return out;
  };
  std::vector<std::string> element;
  for (int i = 1; i <= 11; ++i) element.push_back("C" + std::to_string(i));
  EXPECT_EQ(ids("quantized_element_type"), element);
  EXPECT_EQ(ids("quantized_tensor_type"), (std::vector<std::string>{"C12", "C13"}));
  EXPECT_EQ(types["element_types"]["boolean"][0].as<std::string>(), "i1");
  EXPECT_TRUE(types["element_types"]["floating_point"].IsSequence());
}

// Writes `text` to a fresh file and returns the error loading it gives.
std::string loadError(const std::string& name, const std::string& text) {
  fs::path dir = fs::temp_directory_path() / ("hloref_catalog_test_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  fs::path file = dir / (name + ".yaml");
  std::ofstream(file) << text;
  try {
    loadOpFile(file.string());
  } catch (const Error& e) {
    fs::remove_all(dir);
    return e.formatted();
  }
  fs::remove_all(dir);
  return "";
}

const char* kGood =
    "name: stablehlo.add\n"
    "section: Ops > add\n"
    "inputs:\n"
    "- {label: I1, name: lhs, kind: tensor, role: operand, variadic: false, type: tensor,\n"
    "   types: [tensor], constraints: [C1]}\n"
    "outputs:\n"
    "- {label: O1, name: result, kind: tensor, variadic: false, type: tensor, types: [tensor],\n"
    "   constraints: [C1]}\n"
    "constraints:\n"
    "- id: C1\n"
    "  formula: type(lhs) = type(result)\n"
    "  checked: static\n"
    "examples: 1\n";

TEST(Catalog, MalformedFilesEndInLocatedErrors) {
  EXPECT_EQ(loadError("good", kGood), "");
  struct Case {
    const char* name;
    std::string from, to;  // replaces `from` in kGood with `to`
    std::string where, needle;
  };
  std::vector<Case> cases = {
      {"syntax", "examples: 1\n", "examples: [1\n", ":14:1: error:", "catalog:"},
      {"missing", "examples: 1\n", "", ":1:1: error:", "has no 'examples'"},
      {"unknown_key", "examples: 1\n", "examples: 1\nexampels: 2\n", ":14:1: error:", "unknown key 'exampels'"},
      {"checked", "checked: static", "checked: sometimes", ":12:12: error:", "expected one of static, runtime"},
      {"kind", "kind: tensor, role", "kind: tensr, role", ":4:32: error:", "'kind' is 'tensr'"},
      {"variadic", "variadic: false, type: tensor,\n", "variadic: maybe, type: tensor,\n", ":4:65: error:",
       "'variadic' must be true or false"},
      {"dangling", "types: [tensor], constraints: [C1]}", "types: [tensor], constraints: [C9]}", ":5:35: error:",
       "cites C9"},
      {"duplicate", "examples: 1\n", "examples: 1\n", "", ""},  // placeholder, replaced below
      {"formula", "formula: type(lhs) = type(result)", "formula:", ":11:3: error:", "'formula' must be a string"},
  };
  cases[7] = {"duplicate", "  checked: static\n", "  checked: static\n- {id: C1, formula: x, checked: static}\n",
              ":13:8: error:", "C1 appears twice"};
  for (const auto& c : cases) {
    std::string text = kGood;
    auto at = text.find(c.from);
    ASSERT_NE(at, std::string::npos) << c.name;
    text.replace(at, c.from.size(), c.to);
    std::string err = loadError(c.name, text);
    EXPECT_NE(err.find(c.where), std::string::npos) << c.name << ": expected '" << c.where << "' in: " << err;
    EXPECT_NE(err.find(c.needle), std::string::npos) << c.name << ": expected '" << c.needle << "' in: " << err;
  }
  // A directory with no files is an empty catalog; a missing one is an error.
  EXPECT_THROW(loadCatalog("/nonexistent/hloref/spec/ops"), Error);
}

TEST(Catalog, OpsHaveTheStablehloPrefixAndReportMissingImplementations) {
  std::vector<std::string> missing;
  for (const auto& op : catalog()) {
    EXPECT_EQ(op.name.rfind("stablehlo.", 0), 0u) << op.file << ": '" << op.name << "'";
    if (!findOpDef(op.name)) missing.push_back(op.name);
  }
  std::set<std::string> inCatalog;
  for (const auto& op : catalog()) inCatalog.insert(op.name);
  std::vector<std::string> extra;
  for (const OpDef* def : registeredOps())
    if (std::string_view name = def->name; std::string(name).rfind("stablehlo.", 0) == 0 && !inCatalog.count(std::string(name)))
      extra.emplace_back(name);
  std::ostringstream report;
  report << "[ catalog  ] " << missing.size() << " of " << catalog().size()
         << " catalog ops have no implementation:";
  for (const auto& m : missing) report << " " << m;
  report << "\n[ catalog  ] registered stablehlo ops outside the spec's Ops section:";
  for (const auto& e : extra) report << " " << e;
  std::cout << report.str() << "\n";
  RecordProperty("unimplemented", std::to_string(missing.size()));
}

}  // namespace
}  // namespace hloref::spec
