// Negative fuzzing (fuzz/negative.h, issue 13 part 3): programs aimed at one
// constraint each, derived from the formula alone; hloref's checker must
// reject each naming that id. The corpus case written for a backend that
// accepts one (accepts-invalid) is a `rejects` case the reference backend
// passes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "conform/backend.h"
#include "fuzz/negative.h"
#include "fuzz/program_gen.h"

namespace hloref::fuzz {
namespace {

// hloref's known departure (tests/fuzz/negative_test.cpp is not the place to
// fix it): the products' result may be another type of the operands' kind
// of number (i8 x i8 -> i32, f16 x f16 -> f32), which convolution C27's
// formula does not allow.
bool knownAcceptance(const NegativeProgram& p) {
  return (p.op == "stablehlo.convolution" || p.op == "stablehlo.dynamic_conv") && p.constraint == "C27";
}

// 400 seeds: the checker names the aimed constraint, never accepts, and
// together they cover many ids of the catalog.
TEST(Negative, CheckerNamesTheConstraintAimedAt) {
  std::set<std::string> aimed, covered;
  int named = 0, programs = 0;
  for (uint64_t seed = 1; seed <= 400; ++seed) {
    const std::optional<NegativeProgram> p = negativeProgram({}, seed);
    if (!p) continue;
    ++programs;
    aimed.insert(p->op + " " + p->constraint);
    const NegativeVerdict v = checkNegative(*p);
    if (!knownAcceptance(*p)) {
      EXPECT_NE(v.outcome, NegativeOutcome::Accepted) << "aims at " << p->op << " " << p->constraint << ": "
                                                      << p->mutation << "\n" << p->text;
    }
    if (v.outcome == NegativeOutcome::Named || v.outcome == NegativeOutcome::NamedAmongOthers) {
      ++named;
      covered.insert(p->op + " " + p->constraint);
    }
  }
  EXPECT_GE(programs, 395);
  EXPECT_GE(named, programs * 9 / 10) << "programs rejected naming the aimed id";
  EXPECT_GE(covered.size(), 140u) << "ids covered by seeds 1..400";
  EXPECT_LE(covered.size(), catalogConstraintIds().size());
}

// Aimed at one op, each family of mutation: the range of an attribute
// (iota C1: 0 <= iota_dimension < rank(output)), uniqueness (transpose C3),
// a list's size (broadcast_in_dim C2 through the operand's rank), a
// result type (add C1), several of them per op.
TEST(Negative, EachFamilyIsNamed) {
  const std::map<std::string, size_t> atLeast = {{"stablehlo.transpose", 2}, {"stablehlo.broadcast_in_dim", 3},
                                                 {"stablehlo.add", 1},       {"stablehlo.iota", 1},
                                                 {"stablehlo.concatenate", 3}, {"stablehlo.dot_general", 5}};
  for (const auto& [op, count] : atLeast) {
    std::set<std::string> covered;
    for (uint64_t seed = 1; seed <= 60; ++seed) {
      const std::optional<NegativeProgram> p = negativeProgram({op}, seed);
      ASSERT_TRUE(p) << op << " seed " << seed;
      EXPECT_EQ(p->op, op);
      const NegativeVerdict v = checkNegative(*p);
      if (v.outcome == NegativeOutcome::Named) covered.insert(p->constraint);
    }
    EXPECT_GE(covered.size(), count) << op << ": " << ::testing::PrintToString(covered);
  }
}

TEST(Negative, SameSeedSameProgram) {
  const std::optional<NegativeProgram> a = negativeProgram({}, 42), b = negativeProgram({}, 42);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->text, b->text);
  EXPECT_EQ(a->constraint, b->constraint);
}

// The accepts-invalid case: read back by the corpus reader as a `rejects`
// case naming the constraint, and passed by the reference backend.
TEST(Negative, AcceptsInvalidCaseIsARejectsCaseTheReferencePasses) {
  NegativeProgram p;
  p.op = "stablehlo.add";
  p.constraint = "C1";
  p.mutation = "result #0: element type si32 -> si64";
  p.seed = 7;
  p.text =
      "func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi64> {\n"
      "  %r = \"stablehlo.add\"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>\n"
      "\n"
      "  func.return %r : tensor<2xi64>\n"
      "}\n";
  const std::string yaml = acceptsInvalidCase(p, "some-backend", "ran");
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "hloref_negative_test";
  std::filesystem::create_directories(dir);
  const std::filesystem::path file = dir / "c1_s7.yaml";
  std::ofstream(file) << yaml;
  const std::vector<conform::Case> cases = conform::loadYamlFile(file.string());
  ASSERT_EQ(cases.size(), 1u) << yaml;
  const conform::Case& c = cases[0];
  EXPECT_TRUE(c.loadError.empty()) << c.loadError << "\n" << yaml;
  EXPECT_EQ(c.outcome, conform::Outcome::Rejects);
  EXPECT_EQ(c.rejects, "add C1");
  EXPECT_EQ(c.op, "add");
  EXPECT_NE(c.program.find("\"stablehlo.add\"(%a, %b)"), std::string::npos);
  conform::BackendOptions options;
  options.isolate = false;
  options.workDir = dir.string();
  const conform::CaseResult r = conform::makeBackend(options)->run(c);
  EXPECT_EQ(r.status, conform::Status::Pass) << r.message;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hloref::fuzz
