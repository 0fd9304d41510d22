// Checks that know the bound (RunOptions::strictChecks, --checks=bound|strict;
// interpreter/dialects/check.cpp): by default a check accepts an element
// within hloref's error bound of the expected value, with one note per
// program; --checks=strict compares literally. The JAX programs of
// tests/data/jax_testdata (tools/backends/jax_testdata.py) compare with
// XLA:CPU's outputs; their manifest says, from an independent exact model,
// which ones a literal check fails.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "interpreter/evaluator.h"
#include "interpreter/program.h"
#include "syntax/parser.h"
#include "run_tool.h"

namespace hloref::testing {
namespace {

namespace fs = std::filesystem;

const std::string kJaxDir = std::string(HLOREF_SOURCE_DIR) + "/tests/data/jax_testdata";

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

const char* kNote = "accepted within hloref's error bound";

// The exact sum of 1 and three times 2^-24 is 1 + 1.5 ulp(1) in f32: it
// rounds (to even) to 1 + 2^-22. 1 + 2^-23 is 1 ulp away, within the
// bound of a 4-term sum ((n-1) u sum|x| + ulp/2, about 2 ulp); 1.5 is far
// outside it. The integer sum is 6.
const char* kSums = R"mlir(
func.func @main() {
  %x = stablehlo.constant dense<[1.0, 5.9604644775390625E-8, 5.9604644775390625E-8, 5.9604644775390625E-8]> : tensor<4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %oneUlp = stablehlo.constant dense<1.00000011920928955078125> : tensor<f32>
  check.expect_eq %sum, %oneUlp : tensor<f32>
  func.return
}
)mlir";

TEST(BoundedChecks, OneUlpFromTheExactSumPassesByDefaultAndFailsStrictly) {
  std::string path = writeTempFile("one_ulp.mlir", kSums);
  ToolResult lenient = runHloref({"run", path});
  EXPECT_EQ(lenient.status, 0) << lenient.err;
  EXPECT_EQ(count(lenient.err, kNote), 1u) << lenient.err;
  EXPECT_NE(lenient.err.find("one_ulp.mlir:7:3: note: 1 element accepted"), std::string::npos) << lenient.err;
  EXPECT_NE(lenient.err.find("--checks=strict compares literally"), std::string::npos) << lenient.err;
  ToolResult strict = runHloref({"run", "--checks=strict", path});
  EXPECT_EQ(strict.status, 1) << strict.err;
  EXPECT_EQ(count(strict.err, kNote), 0u) << strict.err;
  EXPECT_NE(strict.err.find("check failed"), std::string::npos) << strict.err;
  // The exact value passes both ways, without a note.
  std::string exact = kSums;
  exact.replace(exact.find("1.00000011920928955078125"), 25, "1.0000002384185791015625");
  for (const char* mode : {"--checks=bound", "--checks=strict"}) {
    ToolResult r = runHloref({"run", mode, writeTempFile("exact_sum.mlir", exact)});
    EXPECT_EQ(r.status, 0) << mode << "\n" << r.err;
    EXPECT_EQ(count(r.err, kNote), 0u) << mode << "\n" << r.err;
  }
}

TEST(BoundedChecks, FarOutsideTheBoundFailsInBothModes) {
  std::string text = kSums;
  text.replace(text.find("1.00000011920928955078125"), 25, "1.5");
  std::string path = writeTempFile("far.mlir", text);
  for (const char* mode : {"--checks=bound", "--checks=strict"}) {
    ToolResult r = runHloref({"run", mode, path});
    EXPECT_EQ(r.status, 1) << mode << "\n" << r.err;
    EXPECT_NE(r.err.find("check failed"), std::string::npos) << mode << "\n" << r.err;
    EXPECT_EQ(count(r.err, kNote), 0u) << mode << "\n" << r.err;
  }
}

TEST(BoundedChecks, IntegerMismatchFailsInBothModes) {
  std::string path = writeTempFile("int_sum.mlir", R"mlir(
func.func @main() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %sum, dense<7> : tensor<i32>
  %expected = stablehlo.constant dense<7> : tensor<i32>
  stablehlo.custom_call @check.expect_close(%sum, %expected) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
  func.return
}
)mlir");
  for (const char* mode : {"--checks=bound", "--checks=strict"}) {
    ToolResult r = runHloref({"run", mode, path});
    EXPECT_EQ(r.status, 1) << mode << "\n" << r.err;
    EXPECT_EQ(count(r.err, "check failed"), 2u) << mode << "\n" << r.err;
    EXPECT_EQ(count(r.err, kNote), 0u) << mode << "\n" << r.err;
  }
}

// kSums with `checks` added before its return: by default the run passes with
// one note, which holds `noteText`; strictly, `failures` checks fail. The
// default run's diagnostics.
std::string acceptedOnlyByDefault(const std::string& name, const std::string& checks, const std::string& noteText,
                                  size_t failures) {
  std::string text = kSums;
  text.insert(text.find("  func.return"), checks);
  std::string path = writeTempFile(name, text);
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(count(r.err, kNote), 1u) << r.err;
  EXPECT_NE(r.err.find(noteText), std::string::npos) << r.err;
  ToolResult strict = runHloref({"run", "--checks=strict", path});
  EXPECT_EQ(strict.status, 1);
  EXPECT_EQ(count(strict.err, "check failed"), failures) << strict.err;
  return r.err;
}

// Several checks accept elements (dialect and custom_call forms, a dot
// whose exact value is 1 + 2^-22 compared with 1 + 2^-23): one note, with
// the total, at the first of them.
TEST(BoundedChecks, OneNoteForSeveralAcceptedChecks) {
  acceptedOnlyByDefault("several.mlir", R"mlir(  check.expect_eq_const %sum, dense<1.00000011920928955078125> : tensor<f32>
  %ones = stablehlo.constant dense<1.0> : tensor<4xf32>
  %dot = stablehlo.dot_general %x, %ones, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  stablehlo.custom_call @check.expect_eq(%dot, %oneUlp) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
)mlir",
                        "several.mlir:7:3: note: 3 elements accepted", 3);
}

// An unknown bound (+inf: cholesky of an inexact operand states none)
// accepts any value, and the note says so; an integer element the spec
// leaves open (division by zero) is accepted as marked.
TEST(BoundedChecks, UnknownBoundsAndMarkedElementsAreAcceptedAndNamed) {
  std::string err = acceptedOnlyByDefault("unknown.mlir", R"mlir(  %m = stablehlo.reshape %sum : (tensor<f32>) -> tensor<1x1xf32>
  %c = stablehlo.cholesky %m, lower = true : tensor<1x1xf32>
  check.expect_eq_const %c, dense<5.0> : tensor<1x1xf32>
  %seven = stablehlo.constant dense<7> : tensor<i32>
  %izero = stablehlo.constant dense<0> : tensor<i32>
  %q = stablehlo.divide %seven, %izero : tensor<i32>
  check.expect_eq_const %q, dense<5> : tensor<i32>
)mlir",
                                          "note: 3 elements accepted", 3);
  EXPECT_NE(err.find("1 of them with an unknown (+inf) bound"), std::string::npos) << err;
  EXPECT_NE(err.find("1 of them implementation-defined or unstable"), std::string::npos) << err;
}

// Values given with --args (or --inputs) are exact, as golden's inputs
// are: 2 exp(1) in f32 computed from an argument carries the bound of a
// faithful exp doubled plus a rounding (about 3 ulp of the result), so the
// next float above hloref's 5.4365634918212890625 is accepted. Without
// exact arguments the sum had no bound and the check failed.
TEST(BoundedChecks, ArgumentsAreExact) {
  std::string path = writeTempFile("exact_args.mlir", R"mlir(
func.func @main(%x: tensor<f32>) {
  %e = stablehlo.exponential %x : tensor<f32>
  %s = stablehlo.add %e, %e : tensor<f32>
  %expected = stablehlo.constant dense<5.436563968658447265625> : tensor<f32>
  check.expect_eq %s, %expected : tensor<f32>
  func.return
}
)mlir");
  const std::string args = "[dense<1.0> : tensor<f32>]";
  ToolResult lenient = runHloref({"run", path, "--args", args});
  EXPECT_EQ(lenient.status, 0) << lenient.err;
  EXPECT_NE(lenient.err.find("exact_args.mlir:6:3: note: 1 element accepted"), std::string::npos) << lenient.err;
  ToolResult strict = runHloref({"run", "--checks=strict", path, "--args", args});
  EXPECT_EQ(strict.status, 1) << strict.err;
  // Another argument gives 2 exp(1.5), far from the expected value.
  ToolResult far = runHloref({"run", path, "--args", "[dense<1.5> : tensor<f32>]"});
  EXPECT_EQ(far.status, 1) << far.err;
}

TEST(BoundedChecks, ChecksOptionIsValidated) {
  ToolResult r = runHloref({"run", "--checks=loose", writeTempFile("any.mlir", kSums)});
  EXPECT_EQ(r.status, 3);
  EXPECT_NE(r.err.find("--checks expects bound or strict, got 'loose'"), std::string::npos) << r.err;
}

// ---------------------------------------------------------------- the JAX programs

std::vector<std::string> jaxPrograms() {
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(kJaxDir))
    if (e.path().extension() == ".mlir") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(BoundedChecks, EveryJaxProgramPassesByDefault) {
  auto files = jaxPrograms();
  EXPECT_GE(files.size(), 30u);
  int accepted = 0;
  for (const auto& f : files) {
    ToolResult r = runHloref({"run", f});
    EXPECT_EQ(r.status, 0) << f << "\n" << r.err.substr(0, 3000);
    EXPECT_LE(count(r.err, kNote), 1u) << f << "\n" << r.err;
    accepted += count(r.err, kNote) > 0;
  }
  std::printf("jax_testdata: %zu programs pass by default, %d of them with accepted elements\n", files.size(),
              accepted);
}

// The programs whose XLA output differs from the exact model (which is what
// hloref computes) by more than a literal check tolerates.
TEST(BoundedChecks, JaxProgramsThatDifferInOrderFailStrictlyAndPassWithTheNote) {
  YAML::Node manifest = YAML::LoadFile(kJaxDir + "/manifest.json");
  int strictFailures = 0;
  for (const auto& entry : manifest["programs"]) {
    const YAML::Node& p = entry.second;
    if (!p["model_is_hloref"].as<bool>() || !p["strict_check_fails"].as<bool>()) continue;
    ASSERT_FALSE(p["xla_equals_model"].as<bool>()) << entry.first;
    const std::string f = kJaxDir + "/" + p["file"].as<std::string>();
    ToolResult strict = runHloref({"run", "--checks=strict", f});
    EXPECT_EQ(strict.status, 1) << f << "\n" << strict.err.substr(0, 3000);
    ToolResult lenient = runHloref({"run", f});
    EXPECT_EQ(lenient.status, 0) << f << "\n" << lenient.err.substr(0, 3000);
    EXPECT_EQ(count(lenient.err, kNote), 1u) << f << "\n" << lenient.err;
    ++strictFailures;
  }
  EXPECT_GE(strictFailures, 5);
  std::printf("jax_testdata: %d programs fail with --checks=strict and pass by default\n", strictFailures);
}

// Annotations never change a value: with them recorded and checks strict,
// every upstream-interpret file that passes without them still passes, and
// so does every JAX program that passes strictly.
TEST(BoundedChecks, AnnotatingChangesNoValue) {
  std::vector<std::string> files;
  if (!sharedDir().empty())
    for (const auto& e : fs::directory_iterator(sharedDir() + "/corpus/upstream-interpret"))
      if (e.path().extension() == ".mlir" && e.path().stem() != "api_input_arguments") files.push_back(e.path());
  for (const auto& f : jaxPrograms()) files.push_back(f);
  std::sort(files.begin(), files.end());
  int compared = 0;
  for (const auto& f : files) {
    std::string text = readAll(f);
    for (const InputChunk& chunk : splitInputFile(text)) {
      auto run = [&](bool annotate) -> int {
        try {
          std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(chunk.text, f, chunk.firstLine));
          const Func* entry = program->module().lookup("main");
          if (!entry && program->module().funcs.size() == 1) entry = program->module().funcs.front().get();
          if (!entry || !entry->inputs.empty()) return -1;
          std::ostringstream sink;
          RunOptions options;
          options.strictChecks = true;
          options.annotate = annotate;
          options.diagnostics = &sink;
          options.out = &sink;
          Evaluator evaluator(*program, options);
          evaluator.call(*entry, {});
          return evaluator.checkFailures();
        } catch (const std::exception&) {
          return -1;
        }
      };
      int plain = run(false);
      if (plain != 0) continue;  // unsupported, or a literal failure (an order difference)
      EXPECT_EQ(run(true), 0) << f << ":" << chunk.firstLine;
      ++compared;
    }
  }
  EXPECT_GT(compared, 20);
}

}  // namespace
}  // namespace hloref::testing
