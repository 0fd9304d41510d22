// The command line contract (design: Command line contract): entry choice,
// inputs from --args / .npy / .npz, outputs to .npz, printing, exit statuses.
#include <gtest/gtest.h>

#include <algorithm>

#include "syntax/npy.h"
#include "run_tool.h"
#include "syntax/npy_test_util.h"

namespace hloref::testing {
namespace {

const char* kTwoFunctions = R"mlir(
func.func @main(%a: tensor<2xf32>, %b: tensor<2xbf16>) -> (tensor<2xf32>, tensor<2xbf16>) {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  %1 = stablehlo.multiply %b, %b : tensor<2xbf16>
  func.return %0, %1 : tensor<2xf32>, tensor<2xbf16>
}
func.func @other() -> tensor<i32> {
  %0 = stablehlo.constant dense<7> : tensor<i32>
  func.return %0 : tensor<i32>
}
)mlir";

TEST(Cli, HelpOnEveryVerbPrintsUsageAndSucceeds) {
  for (std::vector<std::string> args : std::vector<std::vector<std::string>>{
           {"--help"}, {"help"}, {"run", "--help"}, {"check", "-h"}, {"print", "--help"}, {"golden", "--help"},
           {"conform", "--help"}}) {
    ToolResult r = runHloref(args);
    EXPECT_EQ(r.status, 0) << args[0] << ": " << r.err;
    EXPECT_NE(r.out.find("usage: hloref"), std::string::npos) << args[0] << ": " << r.out;
    EXPECT_EQ(r.err, "") << args[0];
  }
  ToolResult unknown = runHloref({"run", "--frobnicate"});
  EXPECT_EQ(unknown.status, 3);
  EXPECT_NE(unknown.err.find("unknown option --frobnicate"), std::string::npos) << unknown.err;
}

TEST(Cli, EntryDefaultsToMainAndCanBeChosen) {
  std::string path = writeTempFile("two.mlir", kTwoFunctions);
  ToolResult other = runHloref({"run", path, "--entry", "other"});
  EXPECT_EQ(other.status, 0) << other.err;
  EXPECT_EQ(other.out, "dense<7> : tensor<i32>\n");
  ToolResult missing = runHloref({"run", path, "--entry", "nope"});
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("no function @nope"), std::string::npos) << missing.err;
}

TEST(Cli, ArgsAndOutputsNpz) {
  std::string path = writeTempFile("two_args.mlir", kTwoFunctions);
  std::string outputs = writeTempFile("out.npz", "");
  ToolResult r = runHloref({"run", path, "--args",
                            "[dense<[1.5, -2.0]> : tensor<2xf32>, dense<[3.0, 0.5]> : tensor<2xbf16>]", "--outputs",
                            outputs, "--print"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "dense<[3.000000e+00, -4.000000e+00]> : tensor<2xf32>\n"
            "dense<[9.000000e+00, 2.500000e-01]> : tensor<2xbf16>\n");
  auto written = readNpzFile(outputs, [](const std::string&, size_t i) -> std::optional<ElementType> {
    return i == 1 ? std::optional<ElementType>(ElementType::BF16) : std::nullopt;
  });
  ASSERT_EQ(written.size(), 2u);
  EXPECT_EQ(written[0].first, "output_0");
  EXPECT_EQ(written[1].first, "output_1");
  EXPECT_EQ(written[0].second.floatValue(1), -4.0);
  EXPECT_EQ(written[1].second.elementType(), ElementType::BF16);
  EXPECT_EQ(written[1].second.floatValue(0), 9.0);

  // The outputs fed back as inputs: .npz and .npy forms.
  ToolResult again = runHloref({"run", path, "--inputs", outputs});
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(again.out,
            "dense<[6.000000e+00, -8.000000e+00]> : tensor<2xf32>\n"
            "dense<[8.100000e+01, 6.250000e-02]> : tensor<2xbf16>\n");
  std::string a = writeTempFile("a.npy", writeNpy(written[0].second));
  std::string b = writeTempFile("b.npy", writeNpy(written[1].second));
  ToolResult npys = runHloref({"run", path, "--input", a, "--input", b});
  EXPECT_EQ(npys.status, 0) << npys.err;
  EXPECT_EQ(npys.out, again.out);
}

TEST(Cli, SplitInputFileRunsEachChunkAndReportsTheWorst) {
  std::string text =
      "func.func @ok() {\n  %0 = stablehlo.constant dense<1> : tensor<i32>\n"
      "  check.expect_eq_const %0, dense<1> : tensor<i32>\n  func.return\n}\n"
      "// -----\n"
      "func.func @bad() {\n  %0 = stablehlo.constant dense<1> : tensor<i32>\n"
      "  check.expect_eq_const %0, dense<2> : tensor<i32>\n  func.return\n}\n"
      "// -----\n"
      "func.func @ok2() {\n  func.return\n}\n";
  std::string path = writeTempFile("split.mlir", text);
  ToolResult r = runHloref({"run", "--split-input-file", path});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.err.find(path + ":9:3: error: check failed"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("got 1, expected 2"), std::string::npos) << r.err;
  // Without splitting, the three functions form one module with no @main.
  ToolResult whole = runHloref({"run", path});
  EXPECT_EQ(whole.status, 2);
  EXPECT_NE(whole.err.find("--entry"), std::string::npos) << whole.err;
}

TEST(Cli, ChecksPassQuietly) {
  std::string path = writeTempFile("quiet.mlir",
                                   "func.func @main() {\n  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
                                   "  %1 = stablehlo.add %0, %0 : tensor<2xf32>\n"
                                   "  check.expect_almost_eq_const %1, dense<[2.0, 4.00001]> : tensor<2xf32>\n"
                                   "  check.expect_eq_const %1, dense<[2.0, 4.0]> : tensor<2xf32>\n"
                                   "  func.return\n}\n");
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "");
}

TEST(Cli, CheckCustomCallsAndUnknownTargets) {
  std::string path = writeTempFile("cc.mlir",
                                   "func.func @main() -> tensor<i1> {\n"
                                   "  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
                                   "  %1 = stablehlo.constant dense<[1.0, 2.0000002]> : tensor<2xf32>\n"
                                   "  stablehlo.custom_call @check.expect_close(%0, %1) : (tensor<2xf32>, tensor<2xf32>) -> ()\n"
                                   "  %2 = stablehlo.custom_call @check.eq(%0, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>\n"
                                   "  func.return %2 : tensor<i1>\n}\n");
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "dense<false> : tensor<i1>\n");
  std::string unknown = writeTempFile("unknown_cc.mlir",
                                      "func.func @main() {\n  %0 = stablehlo.constant dense<1.0> : tensor<f32>\n"
                                      "  %1 = stablehlo.custom_call @my_kernel(%0) : (tensor<f32>) -> tensor<f32>\n"
                                      "  func.return\n}\n");
  ToolResult u = runHloref({"run", unknown});
  EXPECT_EQ(u.status, 2);
  EXPECT_NE(u.err.find(unknown + ":3:3: error: unsupported: 'stablehlo.custom_call' custom_call target @my_kernel"),
            std::string::npos)
      << u.err;
}

TEST(Cli, ProbeWritesNpyAndIndex) {
  std::string dir = makeTempDir();
  std::string path = writeTempFile("probe.mlir",
                                   "func.func @main() {\n  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi16>\n"
                                   "  %1 = interpreter.probe %0, probe_id = \"p/x\" : tensor<2xi16>\n"
                                   "  check.expect_serialized_eq %1, probe_id = \"p/x\" : tensor<2xi16>\n"
                                   "  func.return\n}\n");
  ToolResult r = runHloref({"run", path, "--probe-output-dir", dir});
  EXPECT_EQ(r.status, 0) << r.err;
  Tensor t = readNpyFile(dir + "/p_x_0.npy");
  EXPECT_EQ(t.elementType(), ElementType::SI16);
  EXPECT_EQ(t.intValue(1), 2);
  EXPECT_NE(readAll(dir + "/index.csv").find("p/x,tensor<2xi16>,"), std::string::npos);
}

// golden_test.cpp covers `hloref golden` itself.
TEST(Cli, GoldenNeedsAnOutputArchive) {
  ToolResult r = runHloref({"golden", "x.mlir"});
  EXPECT_EQ(r.status, 3);
  EXPECT_NE(r.err.find("golden needs --outputs"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hloref::testing

namespace hloref::testing {
namespace {

TEST(Cli, UnboundedRecursionIsDiagnosed) {
  std::string path = writeTempFile("recursion.mlir",
                                   "func.func @main() -> tensor<i32> {\n"
                                   "  %0 = stablehlo.constant dense<1> : tensor<i32>\n"
                                   "  %1 = func.call @main() : () -> tensor<i32>\n"
                                   "  func.return %1 : tensor<i32>\n}\n");
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find(path + ":1:1: error: call depth limit of 256 reached calling @main"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hloref::testing

// Issue 16's papercuts of the command line, each failing on the old behaviour.
namespace hloref::testing {
namespace {

using npy_test::makeTensor;
using Members = std::vector<std::pair<std::string, Tensor>>;

TEST(CliHelp, OverviewHelpVerbAndVersionOnStdout) {
  for (std::vector<std::string> args : std::vector<std::vector<std::string>>{{"--help"}, {"-h"}, {"help"}}) {
    ToolResult r = runHloref(args);
    EXPECT_EQ(r.status, 0) << args[0] << ": " << r.err;
    EXPECT_NE(r.out.find("usage: hloref VERB"), std::string::npos) << r.out;
    for (const char* verb : {"run", "check", "print", "golden", "conform"})
      EXPECT_NE(r.out.find(std::string("\n  ") + verb + " "), std::string::npos) << verb << "\n" << r.out;
    EXPECT_EQ(r.err, "");
  }
  // `help VERB` and `VERB --help` print the verb's own usage.
  for (const char* verb : {"run", "check", "print", "golden", "conform"}) {
    ToolResult help = runHloref({"help", verb});
    ToolResult flag = runHloref({verb, "--help"});
    EXPECT_EQ(help.status, 0) << verb;
    EXPECT_EQ(flag.status, 0) << verb;
    EXPECT_EQ(help.out.rfind(std::string("usage: hloref ") + verb, 0), 0u) << help.out;
    EXPECT_EQ(help.out, flag.out) << verb;
  }
  EXPECT_NE(runHloref({"help", "run"}).out.find("--print-limit"), std::string::npos);
  ToolResult unknown = runHloref({"help", "frobnicate"});
  EXPECT_EQ(unknown.status, 3);
  EXPECT_NE(unknown.err.find("unknown verb 'frobnicate'"), std::string::npos) << unknown.err;
  ToolResult version = runHloref({"--version"});
  EXPECT_EQ(version.status, 0);
  EXPECT_EQ(version.out.rfind("hloref ", 0), 0u) << version.out;
  EXPECT_NE(version.out.find("StableHLO specification of opset 1.20.0"), std::string::npos) << version.out;
}

TEST(CliInput, EmptyInputsAndModulesWithoutFunctionsAreInvalid) {
  struct Input {
    const char* name;
    const char* text;
    const char* message;
  } inputs[] = {
      {"empty.mlir", "", "error: empty input"},
      {"comments.mlir", "// nothing here\n\n// at all\n", "error: empty input"},
      {"empty_module.mlir", "module {\n}\n", "error: the module has no function"},
  };
  for (const Input& in : inputs) {
    std::string path = writeTempFile(in.name, in.text);
    std::string outputs = writeTempFile(std::string(in.name) + ".npz", "");
    for (std::vector<std::string> args : std::vector<std::vector<std::string>>{
             {"run", path}, {"check", path}, {"golden", path, "--outputs", outputs}}) {
      ToolResult r = runHloref(args);
      EXPECT_EQ(r.status, 2) << args[0] << " " << in.name << ": " << r.err;
      EXPECT_NE(r.err.find(path + ":1:1: " + in.message), std::string::npos) << args[0] << ": " << r.err;
    }
  }
  // The entry named by --entry must exist.
  std::string two = writeTempFile("entry_missing.mlir", kTwoFunctions);
  ToolResult missing = runHloref({"check", two});
  EXPECT_EQ(missing.status, 0) << missing.err;
  EXPECT_EQ(runHloref({"run", two, "--entry", "absent"}).status, 2);
}

TEST(CliInput, MissingFilesSayWhy) {
  ToolResult program = runHloref({"run", "/nonexistent/nothere.mlir"});
  EXPECT_EQ(program.status, 3);
  EXPECT_NE(program.err.find("cannot read '/nonexistent/nothere.mlir': no such file or directory"), std::string::npos)
      << program.err;
  std::string path = writeTempFile("one_arg.mlir",
                                   "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                                   "  func.return %a : tensor<2xf32>\n}\n");
  for (const char* flag : {"--input", "--inputs"}) {
    ToolResult r = runHloref({"run", path, flag, "nothere.npy"});
    EXPECT_EQ(r.status, 3) << r.err;
    EXPECT_NE(r.err.find("nothere.npy: error: cannot open 'nothere.npy': no such file or directory"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(r.err.find(":0:0"), std::string::npos) << r.err;
  }
}

TEST(CliInput, ArgumentErrorsPointAtTheInputFileAndCountFromZero) {
  std::string path = writeTempFile("two_args_check.mlir", kTwoFunctions);
  std::string a = writeTempFile("arg_a.npy", writeNpy(makeTensor(ElementType::F32, {2})));
  std::string wrong = writeTempFile("arg_wrong.npy", writeNpy(makeTensor(ElementType::F32, {3})));
  ToolResult tooFew = runHloref({"run", path, "--input", a});
  EXPECT_EQ(tooFew.status, 2);
  EXPECT_NE(tooFew.err.find("arg_a.npy: error: 1 --input file was given but @main (" + path +
                            ":2:1) takes 2 arguments (#0 and #1, counting from 0)"),
            std::string::npos)
      << tooFew.err;
  std::string b = writeTempFile("arg_b.npy", writeNpy(makeTensor(ElementType::BF16, {2})));
  ToolResult badShape = runHloref({"run", path, "--input", wrong, "--input", b});
  EXPECT_EQ(badShape.status, 2);
  EXPECT_NE(badShape.err.find("arg_wrong.npy: error: argument #0 (counting from 0) of @main (" + path +
                              ":2:1) is tensor<3xf32> but the function takes tensor<2xf32>"),
            std::string::npos)
      << badShape.err;
  ToolResult badType = runHloref({"run", path, "--input", a, "--input", a});
  EXPECT_EQ(badType.status, 2);
  EXPECT_NE(badType.err.find("arg_a.npy:1:13: error: the file holds f32 (descr '<f4'), but bf16 is expected "
                             "(argument #1, counting from 0, of @main)"),
            std::string::npos)
      << badType.err;
  std::string npz = writeTempFile("args3.npz", writeNpz(Members{{"x", makeTensor(ElementType::F32, {2})},
                                                          {"y", makeTensor(ElementType::BF16, {2})},
                                                          {"z", makeTensor(ElementType::F32, {2})}}));
  ToolResult tooMany = runHloref({"run", path, "--inputs", npz});
  EXPECT_NE(tooMany.err.find("args3.npz: error: the archive holds 3 arrays but @main"), std::string::npos)
      << tooMany.err;
}

TEST(CliOutputs, OutputsAloneDoNotPrintAndKeysMatchGolden) {
  std::string path = writeTempFile("outs.mlir", kTwoFunctions);
  std::string run = writeTempFile("outs_run.npz", ""), golden = writeTempFile("outs_golden.npz", "");
  std::string args = "[dense<[1.5, -2.0]> : tensor<2xf32>, dense<[3.0, 0.5]> : tensor<2xbf16>]";
  ToolResult r = runHloref({"run", path, "--args", args, "--outputs", run});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "");
  ToolResult g = runHloref({"golden", path, "--args", args, "--outputs", golden});
  EXPECT_EQ(g.status, 0) << g.err;
  EXPECT_EQ(g.out.find("dense<"), std::string::npos) << g.out;  // the summary lines only
  auto bf16Second = [](const std::string& name, size_t) -> std::optional<ElementType> {
    return name == "output_1" ? std::optional<ElementType>(ElementType::BF16) : std::nullopt;
  };
  std::vector<std::string> runKeys, goldenKeys;
  for (auto& [name, t] : readNpzFile(run, bf16Second)) runKeys.push_back(name);
  for (auto& [name, t] : readNpzFile(golden, bf16Second))
    if (name.rfind("output_", 0) == 0) goldenKeys.push_back(name);
  EXPECT_EQ(runKeys, (std::vector<std::string>{"output_0", "output_1"}));
  EXPECT_EQ(runKeys, goldenKeys);
  // Archives with the old keys (result<i>) still feed --inputs.
  auto outputs = readNpzFile(run, bf16Second);
  std::string old = writeTempFile("old_keys.npz", writeNpz(Members{{"result0", outputs[0].second},
                                                                   {"result1", outputs[1].second}}));
  ToolResult again = runHloref({"run", path, "--inputs", old});
  EXPECT_EQ(again.status, 0) << again.err;
  EXPECT_NE(again.out.find("dense<[6.000000e+00, -8.000000e+00]> : tensor<2xf32>"), std::string::npos) << again.out;
}

TEST(CliOutputs, LargeResultsAreSummarisedUnlessAskedInFull) {
  std::string path = writeTempFile("iota.mlir",
                                   "func.func @main() -> tensor<40x50xi32> {\n"
                                   "  %0 = stablehlo.iota dim = 1 : tensor<40x50xi32>\n"
                                   "  func.return %0 : tensor<40x50xi32>\n}\n");
  ToolResult r = runHloref({"run", path});
  EXPECT_EQ(r.status, 0) << r.err;
  // NumPy's summary: the first and last 3 rows and columns, one row a line.
  EXPECT_EQ(r.out,
            "dense<[[0, 1, 2, ..., 47, 48, 49],\n"
            "       [0, 1, 2, ..., 47, 48, 49],\n"
            "       [0, 1, 2, ..., 47, 48, 49],\n"
            "       ...,\n"
            "       [0, 1, 2, ..., 47, 48, 49],\n"
            "       [0, 1, 2, ..., 47, 48, 49],\n"
            "       [0, 1, 2, ..., 47, 48, 49]]> : tensor<40x50xi32>\n");
  ToolResult full = runHloref({"run", path, "--print-limit", "0"});
  EXPECT_EQ(full.status, 0) << full.err;
  EXPECT_EQ(full.out.find("..."), std::string::npos);
  EXPECT_NE(full.out.find("[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10"), std::string::npos);
  size_t lines = std::count(full.out.begin(), full.out.end(), '\n');
  EXPECT_EQ(lines, 40u);  // one row a line, no 2000-element line
  ToolResult limit = runHloref({"run", path, "--print-limit", "5000"});
  EXPECT_EQ(limit.out, full.out);
  EXPECT_EQ(runHloref({"run", path, "--print-limit", "-1"}).status, 3);
}

}  // namespace
}  // namespace hloref::testing
