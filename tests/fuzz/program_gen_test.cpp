// The differential fuzzer's programs (fuzz/program_gen.h, issue 13 part 2):
// valid by construction, so hloref's checker accepts every one; together a
// few hundred use every op of the spec's catalog; the same seed gives the
// same program; `hloref fuzz generate` writes them with inputs `hloref run`
// reads. The official verifier's view: tools/backends/fuzz_validity.py.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "fuzz/perturb_check.h"
#include "fuzz/program_gen.h"
#include "interpreter/evaluator.h"
#include "interpreter/program.h"
#include "run_tool.h"
#include "spec/catalog.h"
#include "syntax/npy.h"
#include "syntax/parser.h"

namespace hloref::fuzz {
namespace {

constexpr int kPrograms = 300;

TEST(ProgramGen, EveryCatalogOpHasAGenerator) {
  const std::vector<spec::OpEntry> catalog = spec::loadCatalog(std::string(HLOREF_SOURCE_DIR) + "/spec/ops");
  std::set<std::string> names;
  for (const spec::OpEntry& op : catalog) names.insert(op.name);
  const std::set<std::string> generated(generatableOps().begin(), generatableOps().end());
  EXPECT_EQ(names, generated);
  EXPECT_EQ(generated.size(), 108u);
}

// Every program of seeds 1..kPrograms passes the checker, its inputs match
// @main's arguments, and together they use every op.
TEST(ProgramGen, ProgramsPassTheCheckerAndCoverEveryOp) {
  std::set<std::string> used;
  for (uint64_t seed = 1; seed <= kPrograms; ++seed) {
    const GeneratedProgram p = generateProgram({}, seed);
    std::unique_ptr<const Program> program;
    try {
      program = Program::loadOrThrow(parseModule(p.text, "s" + std::to_string(seed) + ".mlir"));
    } catch (const Error& e) {
      ADD_FAILURE() << "seed " << seed << ": " << e.formatted() << "\n" << p.text;
      continue;
    }
    const Func& main = *program->module().funcs.front();
    ASSERT_EQ(main.inputs.size(), p.inputs.size()) << p.text;
    for (size_t i = 0; i < p.inputs.size(); ++i)
      EXPECT_TRUE(main.inputs[i].tensorType() == p.inputs[i].tensor().type()) << "seed " << seed << " input " << i;
    for (const std::string& op : opsUsed(p.text)) used.insert(op);
  }
  std::vector<std::string> missing;
  for (const std::string& op : generatableOps())
    if (!used.count(op)) missing.push_back(op);
  EXPECT_TRUE(missing.empty()) << "ops no program used: " << ::testing::PrintToString(missing);
}

TEST(ProgramGen, SameSeedSameProgram) {
  for (uint64_t seed : {3, 77}) {
    const GeneratedProgram a = generateProgram({}, seed), b = generateProgram({}, seed);
    EXPECT_EQ(a.text, b.text);
    ASSERT_EQ(a.inputs.size(), b.inputs.size());
    for (size_t i = 0; i < a.inputs.size(); ++i)
      EXPECT_EQ(writeNpy(a.inputs[i].tensor()), writeNpy(b.inputs[i].tensor()));
  }
  EXPECT_NE(generateProgram({}, 1).text, generateProgram({}, 2).text);
}

// --ops and --types restrict what is drawn.
TEST(ProgramGen, OptionsRestrictOpsAndTypes) {
  ProgramOptions options;
  options.ops = {"stablehlo.add", "stablehlo.sine"};
  options.types = {ElementType::F32};
  options.quantized = false;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const GeneratedProgram p = generateProgram(options, seed);
    for (const std::string& op : p.ops) EXPECT_TRUE(op == "stablehlo.add" || op == "stablehlo.sine") << op;
    for (const std::string& t : p.elementTypes) EXPECT_TRUE(t == "f32" || t == "i1") << t;
    EXPECT_NO_THROW(Program::loadOrThrow(parseModule(p.text, "restricted.mlir"))) << p.text;
  }
}

// The verb writes DIR/<id>.mlir and DIR/<id>.npz that `hloref run` runs.
TEST(ProgramGen, GenerateVerbWritesRunnablePrograms) {
  const std::string dir = hloref::testing::makeTempDir() + "/generated";
  const auto r = hloref::testing::runHloref(
      {"fuzz", "generate", "--count", "4", "--seed", "11", "--ops", "add,multiply,sine,reshape,transpose,reduce",
       "--types", "f32,f64,si32", "--check", "--out", dir});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("wrote 4 programs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("4 passed, 0 failed"), std::string::npos) << r.out;
  for (int seed = 11; seed < 15; ++seed) {
    const std::string base = dir + "/s" + std::to_string(seed);
    const GeneratedProgram p = generateProgram(
        {.ops = {"stablehlo.add", "stablehlo.multiply", "stablehlo.sine", "stablehlo.reshape", "stablehlo.transpose",
                 "stablehlo.reduce"},
         .types = {ElementType::F32, ElementType::F64, ElementType::SI32},
         .quantized = false},  // --types without `quantized`
        static_cast<uint64_t>(seed));
    EXPECT_EQ(hloref::testing::readAll(base + ".mlir"), p.text);
    const auto run = hloref::testing::runHloref({"run", base + ".mlir", "--inputs", base + ".npz"});
    EXPECT_EQ(run.status, 0) << run.err;
  }
  std::filesystem::remove_all(dir);
}

TEST(ProgramGen, GenerateVerbUsageErrors) {
  const std::string dir = hloref::testing::makeTempDir();
  EXPECT_EQ(hloref::testing::runHloref({"fuzz", "generate", "--out", dir}).status, 3);  // no --count
  EXPECT_EQ(hloref::testing::runHloref({"fuzz", "generate", "--count", "1"}).status, 3);  // no --out
  EXPECT_EQ(hloref::testing::runHloref({"fuzz", "generate", "--count", "1", "--out", dir, "--ops", "nope"}).status, 3);
  EXPECT_EQ(hloref::testing::runHloref({"fuzz", "generate", "--count", "1", "--out", dir, "--types", "f7"}).status, 3);
  EXPECT_EQ(hloref::testing::runHloref({"fuzz", "frobnicate"}).status, 3);
  const auto help = hloref::testing::runHloref({"fuzz", "--help"});
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("hloref fuzz generate"), std::string::npos);
}

// Issue 13 part 7: hloref choosing legal answers at random (--perturb)
// stays within the golden of its own unperturbed run on generated programs.
TEST(ProgramGen, ReferencePerturbedFindsNothing) {
  ProgramOptions options;
  options.ops = singleProcessOps();
  int64_t ran = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const GeneratedProgram p = generateProgram(options, seed);
    const PerturbedRuns r = perturbedWithinGolden(p.text, p.inputs, {seed * 7919});
    EXPECT_EQ(r.violation, "") << "seed " << seed;
    ran += r.runs;
  }
  EXPECT_GT(ran, 30);  // most programs run (the others are unsupported)
}

TEST(ProgramGen, RunVerbReferencePerturbed) {
  const std::string dir = hloref::testing::makeTempDir() + "/campaign";
  const auto r = hloref::testing::runHloref(
      {"fuzz", "run", "--backend", "reference-perturbed", "--count", "5", "--seed", "3", "--out", dir});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("reference-perturbed: 5 programs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" 0 findings"), std::string::npos) << r.out;
  const auto other = hloref::testing::runHloref(
      {"fuzz", "run", "--backend", "no-such-backend", "--count", "1", "--out", dir});
  EXPECT_EQ(other.status, 2);  // other backends: tests/fuzz/differential_test.cpp
  EXPECT_NE(other.err.find("unknown backend"), std::string::npos) << other.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hloref::fuzz
