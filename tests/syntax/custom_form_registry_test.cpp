// The custom-form registry (syntax/custom_form_registry.h) against the op
// catalog (spec/ops): every spec op has a custom form or is declared
// generic-only, and every fact a registration gives agrees with the catalog.
#include "syntax/custom_form_registry.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "spec/catalog.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

using syntax::AttributeKey;
using syntax::Catalog;
using syntax::CustomFormRegistration;

const std::vector<spec::OpEntry>& catalog() {
  static const std::vector<spec::OpEntry> ops = spec::loadCatalog(std::string(HLOREF_SOURCE_DIR) + "/spec/ops");
  return ops;
}

using Registrations = std::map<std::string, CustomFormRegistration, std::less<>>;
using GenericOnly = std::map<std::string, std::string, std::less<>>;

std::vector<std::string> catalogProblems(const CustomFormRegistration& r,
                                         const spec::OpEntry* entry) {
  std::vector<std::string> problems;
  const std::string where = r.op + " (" + r.registeredIn + ")";
  if (r.catalog == Catalog::kOutsideSpec) {
    if (entry) problems.push_back(where + ": registered as outside the spec, but the catalog has it");
    return problems;
  }
  if (!entry) {
    problems.push_back(where + ": registered as a spec op, but the catalog does not have it");
    return problems;
  }
  for (const AttributeKey& k : r.keys)
    for (const std::string& name : k.specNames) {
      const spec::Input* input = entry->findInput(name);
      if (!input || input->role != "attribute")
        problems.push_back(where + ": key '" + k.key + "' stands for '" + name + "', not an attribute of the op");
    }
  if (r.operandCount.fixed) {
    size_t operands = 0;
    bool variadic = false;
    for (const spec::Input& in : entry->inputs)
      if (in.role == "operand") {
        ++operands;
        variadic = variadic || in.variadic;
      }
    if (variadic || operands != *r.operandCount.fixed)
      problems.push_back(where + ": the form fixes " + std::to_string(*r.operandCount.fixed) +
                         " operands, the catalog has " + std::to_string(operands) + (variadic ? " (variadic)" : ""));
  }
  return problems;
}

// Everything wrong with a registry, as messages (empty when it agrees with the catalog).
std::vector<std::string> registryProblems(const Registrations& registrations, const GenericOnly& genericOnly) {
  std::vector<std::string> problems;
  std::map<std::string, const spec::OpEntry*> byName;
  for (const spec::OpEntry& op : catalog()) byName[op.name] = &op;
  for (const auto& [name, entry] : byName) {
    bool registered = registrations.count(name) > 0, generic = genericOnly.count(name) > 0;
    if (!registered && !generic) problems.push_back(name + ": neither a custom form nor declared generic-only");
    if (registered && generic) problems.push_back(name + ": both a custom form and declared generic-only");
  }
  for (const auto& [name, file] : genericOnly)
    if (!byName.count(name)) problems.push_back(name + " (" + file + "): declared generic-only, not in the catalog");
  for (const auto& [name, r] : registrations) {
    auto it = byName.find(name);
    bool wildcard = name.size() > 2 && name.compare(name.size() - 2, 2, ".*") == 0;
    if (wildcard && r.catalog != Catalog::kOutsideSpec)
      problems.push_back(name + ": a dialect-wide form must be outside the spec");
    for (const std::string& own : r.form->ownKeys())
      if (!r.findKey(own)) problems.push_back(name + ": its form reads '" + own + "', the registration lacks it");
    std::set<std::string> keys;
    for (const AttributeKey& k : r.keys) {
      if (!keys.insert(k.key).second) problems.push_back(name + ": key '" + k.key + "' given twice");
      if (k.specNames.empty()) problems.push_back(name + ": key '" + k.key + "' stands for no attribute");
    }
    std::vector<std::string> more = catalogProblems(r, it == byName.end() ? nullptr : it->second);
    problems.insert(problems.end(), more.begin(), more.end());
  }
  return problems;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += l + "\n";
  return s;
}

bool mentions(const std::vector<std::string>& problems, const std::string& fragment) {
  for (const std::string& p : problems)
    if (p.find(fragment) != std::string::npos) return true;
  return false;
}

TEST(CustomFormRegistry, EverySpecOpHasAFormOrIsGenericOnlyAndAgreesWithTheCatalog) {
  ASSERT_GE(catalog().size(), 100u);
  EXPECT_TRUE(syntax::duplicateFormRegistrations().empty())
      << "registered twice: " << joined(syntax::duplicateFormRegistrations());
  std::vector<std::string> problems = registryProblems(syntax::customFormRegistrations(), syntax::genericOnlyOps());
  EXPECT_TRUE(problems.empty()) << joined(problems);
}

TEST(CustomFormRegistry, KnowsTheFactsOfSomeOps) {
  const CustomFormRegistration* broadcast = syntax::findCustomForm("stablehlo.broadcast_in_dim");
  ASSERT_NE(broadcast, nullptr);
  ASSERT_NE(broadcast->findKey("dims"), nullptr);
  EXPECT_EQ(broadcast->findKey("dims")->storedAs, "broadcast_dimensions");
  EXPECT_EQ(broadcast->operandCount.fixed, std::optional<size_t>(1));
  EXPECT_EQ(syntax::findCustomForm("stablehlo.select")->operandCount.fixed, std::optional<size_t>(3));
  EXPECT_FALSE(syntax::findCustomForm("stablehlo.concatenate")->operandCount.fixed.has_value());
  // Dialect-wide forms answer for every op of the dialect.
  EXPECT_EQ(syntax::findCustomForm("check.expect_eq"), syntax::findCustomForm("check.*"));
  EXPECT_EQ(syntax::findCustomForm("stablehlo.gather"), nullptr);
  EXPECT_EQ(syntax::genericOnlyOps().count("stablehlo.gather"), 1u);
}

// The check above notices each kind of missing or wrong fact.
TEST(CustomFormRegistry, ProblemsAreFound) {
  Registrations registrations = syntax::customFormRegistrations();
  GenericOnly genericOnly = syntax::genericOnlyOps();
  ASSERT_TRUE(registryProblems(registrations, genericOnly).empty());

  Registrations noAdd = registrations;
  noAdd.erase("stablehlo.add");
  EXPECT_TRUE(mentions(registryProblems(noAdd, genericOnly), "stablehlo.add: neither"));

  Registrations wrongName = registrations;
  wrongName.at("stablehlo.transpose").keys = {syntax::keyFor("dims", "dimensions")};
  EXPECT_TRUE(mentions(registryProblems(wrongName, genericOnly), "stands for 'dimensions', not an attribute"));

  Registrations lostKey = registrations;
  lostKey.at("stablehlo.compare").keys.pop_back();
  EXPECT_TRUE(mentions(registryProblems(lostKey, genericOnly), "the registration lacks it"));

  Registrations wrongCount = registrations;
  wrongCount.at("stablehlo.clamp").operandCount = syntax::operands(2);
  EXPECT_TRUE(mentions(registryProblems(wrongCount, genericOnly), "fixes 2 operands, the catalog has 3"));

  Registrations notSpec = registrations;
  notSpec.at("stablehlo.dot").catalog = Catalog::kSpecOp;
  EXPECT_TRUE(mentions(registryProblems(notSpec, genericOnly), "the catalog does not have it"));

  GenericOnly both = genericOnly;
  both["stablehlo.add"] = "test";
  EXPECT_TRUE(mentions(registryProblems(registrations, both), "stablehlo.add: both"));
}

// Registered facts reach the parsed op: keys become the spec's attribute
// names, and a fixed operand count is enforced.
TEST(CustomFormRegistry, FactsShapeTheParsedOps) {
  auto m = parseModule(R"(
func.func @main(%x: tensor<2xf32>, %i: tensor<2x3xi32>) -> tensor<3x2xf32> {
  %b = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
  %t = stablehlo.transpose %i, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %p = stablehlo.reduce_precision %b, format = e5m10 : tensor<3x2xf32>
  return %p : tensor<3x2xf32>
})",
                       "forms.mlir");
  const auto& ops = m->funcs.front()->body.blocks.front().ops;
  ASSERT_EQ(ops.size(), 4u);
  EXPECT_NE(ops[0].attr("broadcast_dimensions"), nullptr);
  EXPECT_NE(ops[1].attr("permutation"), nullptr);
  ASSERT_NE(ops[2].attr("exponent_bits"), nullptr);
  EXPECT_EQ(ops[2].attr("exponent_bits")->intValue, 5);
  EXPECT_EQ(ops[2].attr("mantissa_bits")->intValue, 10);
  try {
    parseModule("func.func @f(%a: tensor<f32>) -> tensor<f32> {\n  %0 = stablehlo.add %a : tensor<f32>\n"
                "  return %0 : tensor<f32>\n}",
                "arity.mlir");
    ADD_FAILURE() << "a one-operand add was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("takes 2 operands, found 1"), std::string::npos) << e.what();
    EXPECT_EQ(e.location().line, 2);
    EXPECT_EQ(e.location().column, 3);
  }
}

}  // namespace
}  // namespace hloref
