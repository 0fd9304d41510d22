// The shared corpus (design: Sources of truth): every upstream-syntax and
// upstream-interpret file parses; the upstream-interpret files of the ops
// that run pass, with the fast kernels and with the literal evaluator; no
// file crashes the interpreter. Skipped without ../shared.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "run_tool.h"

namespace hloref::testing {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> corpusFiles(const std::string& subdir) {
  std::vector<std::string> files;
  std::string shared = sharedDir();
  if (shared.empty()) return files;
  for (const auto& e : fs::directory_iterator(fs::path(shared) / "corpus" / subdir))
    if (e.path().extension() == ".mlir") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

std::string stem(const std::string& path) { return fs::path(path).stem().string(); }

// Files whose ops all run today; each must pass completely.
const std::set<std::string>& mustPass() {
  static const std::set<std::string> files = {
      "abs", "add", "and", "atan2", "bitcast_convert", "broadcast_in_dim", "cbrt", "ceil", "check", "clamp",
      "compare", "complex", "concatenate", "constant", "convert", "cosine", "count_leading_zeros", "divide",
      "exponential", "exponential_minus_one", "floor", "imag", "iota", "is_finite", "log", "log_plus_one",
      "logistic", "maximum", "minimum", "multiply", "negate", "not", "optimization_barrier", "or", "pad",
      "popcnt", "power", "real", "reduce_precision", "remainder", "reshape", "reverse",
      "round_nearest_afz", "round_nearest_even", "rsqrt", "select", "shift_left", "shift_right_arithmetic",
      "shift_right_logical", "sign", "sine", "slice", "sqrt", "subtract", "tan", "tanh", "transpose",
      "tuple_and_get_tuple_element", "xor", "call", "reduce", "reduce_window", "select_and_scatter", "while", "if",
      "case", "map", "composite", "probe", "printing", "gather", "scatter", "dynamic_slice", "dynamic_update_slice",
      "sort", "dot_general", "convolution", "dynamic_conv", "fft", "triangular_solve", "all_gather", "all_reduce",
      "all_to_all", "collective_broadcast", "collective_permute", "collective_reduce", "reduce_scatter", "send_recv",
      "infeed", "outfeed", "after_all", "replica_id", "partition_id", "quantized_ops", "dynamic_broadcast_in_dim",
      "dynamic_iota", "dynamic_pad", "dynamic_reshape", "get_dimension_size"};
  return files;
}

TEST(Corpus, SharedDirectoryPresentOrSkipped) {
  if (sharedDir().empty()) GTEST_SKIP() << "no ../shared beside this clone";
  EXPECT_FALSE(corpusFiles("upstream-interpret").empty());
  EXPECT_FALSE(corpusFiles("upstream-syntax").empty());
}

// Upstream round-trip tests that print programs the spec calls invalid; the
// checker follows the spec and must reject them for exactly this reason.
const std::map<std::string, std::vector<std::string>>& specDeviations() {
  static const std::map<std::string, std::vector<std::string>> files = {
      // compare_type TOTALORDER on tensor<3xi32>: compare C3 requires SIGNED;
      // rng_bit_generator on an f32 state: I2 and O1 require ui64.
      {"print_stablehlo",
       {"'stablehlo.compare' violates C3", "'stablehlo.rng_bit_generator' violates I2",
        "'stablehlo.rng_bit_generator' violates O1"}},
  };
  return files;
}

TEST(Corpus, EverySyntaxFileParses) {
  auto files = corpusFiles("upstream-syntax");
  if (files.empty()) GTEST_SKIP() << "no ../shared beside this clone";
  for (const auto& f : files) {
    ToolResult r = runHloref({"check", "--split-input-file", f});
    auto deviation = specDeviations().find(stem(f));
    if (deviation != specDeviations().end()) {
      EXPECT_EQ(r.status, 2) << f << "\n" << r.err;
      for (const std::string& message : deviation->second)
        EXPECT_NE(r.err.find(message), std::string::npos) << f << ": no " << message << "\n" << r.err;
      continue;
    }
    EXPECT_EQ(r.status, 0) << f << "\n" << r.err;
  }
}

TEST(Corpus, EveryInterpretFileParses) {
  auto files = corpusFiles("upstream-interpret");
  if (files.empty()) GTEST_SKIP() << "no ../shared beside this clone";
  for (const auto& f : files) {
    ToolResult r = runHloref({"check", "--split-input-file", f});
    EXPECT_EQ(r.status, 0) << f << "\n" << r.err;
  }
}

// Runs every upstream-interpret file, with the literal evaluator when
// `literal` (hloref run --literal): the files of mustPass() pass, the others
// pass or stop with the word `unsupported`, and nothing crashes.
void runInterpretFiles(bool literal) {
  auto files = corpusFiles("upstream-interpret");
  if (files.empty()) GTEST_SKIP() << "no ../shared beside this clone";
  const std::string mode = literal ? " (--literal)" : "";
  int passed = 0;
  for (const auto& f : files) {
    // api_input_arguments takes its arguments from its own RUN line.
    std::vector<std::string> args = {"run", "--split-input-file", f};
    if (literal) args.insert(args.begin() + 1, "--literal");
    ToolResult r = runHloref(args);
    if (mustPass().count(stem(f))) {
      EXPECT_EQ(r.status, 0) << f << mode << "\n" << r.err.substr(0, 4000);
    } else {
      // Not every op runs yet: such a file either passes or stops with the
      // documented status and the word `unsupported` — never a crash.
      EXPECT_TRUE(r.status == 0 || (r.status == 2 && r.err.find("unsupported") != std::string::npos))
          << f << mode << " exited " << r.status << "\n" << r.err.substr(0, 4000);
    }
    passed += r.status == 0;
  }
  std::printf("upstream-interpret%s: %d of %zu files pass\n", mode.c_str(), passed, files.size());
}

TEST(Corpus, InterpretFilesPassOrSayUnsupported) { runInterpretFiles(/*literal=*/false); }

// The same with every op's literal version (interpreter/literal/) in place of
// its fast kernel: a failure names the file and the op's diagnostic.
TEST(Corpus, InterpretFilesPassInLiteralMode) { runInterpretFiles(/*literal=*/true); }

// `hloref conform --literal` hands the literal evaluator to the reference
// backend, which says so in its summary; the collectives' cases pass there.
TEST(Corpus, ConformLiteralRunsTheReferenceWithTheLiteralEvaluator) {
  const std::string cases = std::string(HLOREF_SOURCE_DIR) + "/conformance/all_reduce.yaml";
  ToolResult literal = runHloref({"conform", "--literal", cases});
  EXPECT_EQ(literal.status, 0) << literal.out << literal.err;
  EXPECT_NE(literal.out.find("backend reference (hloref, in-process, literal evaluator)"), std::string::npos)
      << literal.out;
  EXPECT_NE(literal.out.find(" 0 failed"), std::string::npos) << literal.out;
  ToolResult fast = runHloref({"conform", cases});
  EXPECT_EQ(fast.out.find("literal evaluator"), std::string::npos) << fast.out;
}

TEST(Corpus, ApiInputArgumentsRunsWithArgs) {
  if (sharedDir().empty()) GTEST_SKIP() << "no ../shared beside this clone";
  std::string f = sharedDir() + "/corpus/upstream-interpret/api_input_arguments.mlir";
  ToolResult r = runHloref({"run", f, "--args", "[dense<1> : tensor<2xi32>, dense<2> : tensor<2xi32>]"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "dense<3> : tensor<2xi32>\n");
  // Without --args: the arguments of the file's RUN line (the lines run
  // under `not` are skipped), the same result.
  ToolResult fromRunLine = runHloref({"run", "--split-input-file", f});
  EXPECT_EQ(fromRunLine.status, 0) << fromRunLine.err;
  EXPECT_EQ(fromRunLine.out, "dense<3> : tensor<2xi32>\n");
  ToolResult bad = runHloref({"run", f, "--args", "not_array"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--args:1:1: error"), std::string::npos) << bad.err;
  ToolResult notDense = runHloref({"run", f, "--args", "[4.0 : f32]"});
  EXPECT_EQ(notDense.status, 2);
  EXPECT_NE(notDense.err.find("expected dense"), std::string::npos) << notDense.err;
}

// RUN-line arguments by hand (no ../shared needed): only an interpreter RUN
// line not expected to fail counts, given arguments win, and a count that
// does not fit points at the RUN line.
TEST(Corpus, RunLineArguments) {
  const std::string body =
      "func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {\n"
      "  %0 = stablehlo.multiply %a, %b : tensor<2xi32>\n"
      "  return %0 : tensor<2xi32>\n"
      "}\n";
  const std::string f = writeTempFile(
      "run_line.mlir",
      "// RUN: not stablehlo-translate %s --interpret --args=\"[dense<9> : tensor<2xi32>]\"\n"
      "// RUN: stablehlo-opt %s --args=\"[dense<8> : tensor<2xi32>]\"\n"
      "// RUN: stablehlo-translate %s --interpret --args=\"[dense<[2, 3]> : tensor<2xi32>, dense<5> : tensor<2xi32>]\"\n" +
          body);
  ToolResult r = runHloref({"run", f});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "dense<[10, 15]> : tensor<2xi32>\n");
  ToolResult given = runHloref({"run", f, "--args", "[dense<1> : tensor<2xi32>, dense<7> : tensor<2xi32>]"});
  EXPECT_EQ(given.out, "dense<7> : tensor<2xi32>\n") << given.err;
  const std::string wrong = writeTempFile(
      "run_line_wrong.mlir", "// RUN: stablehlo-translate %s --interpret --args=\"[dense<1> : tensor<2xi32>]\"\n" + body);
  ToolResult w = runHloref({"run", wrong});
  EXPECT_EQ(w.status, 2);
  EXPECT_NE(w.err.find("run_line_wrong.mlir:1:1: error: the RUN line's --args holds 1 value"), std::string::npos) << w.err;
  const std::string none = writeTempFile("run_line_none.mlir", body);
  EXPECT_NE(runHloref({"run", none}).err.find("but none was given"), std::string::npos);
}

}  // namespace
}  // namespace hloref::testing
