// Coverage of the CHLO ops against their catalog (spec/chlo/*.yaml, written
// by spec/tools/chlo_catalog.py): every op has a checker registering the
// catalog's constraint ids, formulas and enforcement in order, a custom
// form or generic form the parser knows, and an interpreter registration;
// every constraint has a negative case (`rejects: "chlo.<op> C<n>"`) in
// conformance/invalid/, which the reference backend rejects naming it; and
// the catalog files are what the tool writes.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "checker/checker.h"
#include "interpreter/op_registry.h"
#include "run_tool.h"
#include "spec/catalog.h"

namespace hloref {
namespace {

namespace fs = std::filesystem;

const std::vector<spec::OpEntry>& chloCatalog() {
  static const std::vector<spec::OpEntry> ops = spec::loadCatalog(std::string(HLOREF_SOURCE_DIR) + "/spec/chlo");
  return ops;
}

std::string firstLine(const std::string& s) { return s.substr(0, s.find('\n')); }

TEST(ChloCoverage, TheCatalogHasTheOpsJaxEmits) {
  std::set<std::string> names;
  for (const spec::OpEntry& op : chloCatalog()) names.insert(op.name);
  for (const char* name : {"chlo.acos", "chlo.acosh", "chlo.asin", "chlo.asinh", "chlo.atan", "chlo.atanh",
                           "chlo.bessel_i1e", "chlo.conj", "chlo.constant", "chlo.constant_like", "chlo.cosh",
                           "chlo.sinh", "chlo.tan", "chlo.square", "chlo.digamma", "chlo.erf", "chlo.erfc",
                           "chlo.erf_inv", "chlo.lgamma", "chlo.polygamma", "chlo.zeta", "chlo.is_inf",
                           "chlo.is_neg_inf", "chlo.is_pos_inf", "chlo.next_after", "chlo.top_k", "chlo.ragged_dot",
                           "chlo.mulhi", "chlo.scan", "chlo.broadcast_add", "chlo.broadcast_select",
                           "chlo.broadcast_compare", "chlo.broadcast_zeta"})
    EXPECT_TRUE(names.count(name)) << name;
}

TEST(ChloCoverage, EveryOpIsCheckedAndRegisteredWithTheCatalogsConstraints) {
  for (const spec::OpEntry& op : chloCatalog()) {
    const checker::OpChecker* c = checker::findChecker(op.name);
    ASSERT_NE(c, nullptr) << op.name << " has no checker";
    ASSERT_NE(findOpDef(op.name), nullptr) << op.name << " has no HLOREF_OP registration";
    std::vector<std::string> want, got;
    for (const auto& k : op.constraints) want.push_back(k.id);
    for (const auto& k : c->constraints) got.push_back(std::string(k.id));
    ASSERT_EQ(got, want) << op.name;
    for (size_t i = 0; i < op.constraints.size(); ++i) {
      EXPECT_EQ(std::string(c->constraints[i].formula), firstLine(op.constraints[i].formula))
          << op.name << " " << op.constraints[i].id;
      EXPECT_EQ(c->constraints[i].enforcement == checker::Enforcement::kRuntime,
                op.constraints[i].checked == spec::Checked::kRuntime)
          << op.name << " " << op.constraints[i].id;
    }
  }
}

TEST(ChloCoverage, EveryConstraintHasANegativeCase) {
  std::set<std::string> cases;
  for (const auto& e : fs::recursive_directory_iterator(std::string(HLOREF_SOURCE_DIR) + "/conformance/invalid")) {
    if (e.path().extension() != ".yaml") continue;
    YAML::Node root = YAML::LoadFile(e.path().string());
    for (const auto& c : root["cases"])
      if (c["rejects"]) cases.insert(c["rejects"].Scalar());
  }
  std::string missing;
  for (const spec::OpEntry& op : chloCatalog())
    for (const auto& k : op.constraints)
      if (!cases.count(op.name + " " + k.id)) missing += "\n  " + op.name + " " + k.id;
  EXPECT_TRUE(missing.empty()) << "CHLO constraints without a `rejects` case in conformance/invalid/:" << missing;
}

TEST(ChloCoverage, TheCatalogIsWhatTheToolWrites) {
  std::string command = "python3 " + std::string(HLOREF_SOURCE_DIR) + "/spec/tools/chlo_catalog.py " +
                        std::string(HLOREF_SOURCE_DIR) + "/spec/chlo --check > /dev/null 2>&1";
  if (std::system("python3 --version > /dev/null 2>&1") != 0) GTEST_SKIP() << "no python3";
  EXPECT_EQ(std::system(command.c_str()), 0) << "spec/chlo is stale: run spec/tools/chlo_catalog.py spec/chlo";
}

}  // namespace
}  // namespace hloref
