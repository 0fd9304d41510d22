// The command line contract (design: Command line contract): entry choice,
// inputs from --args / .npy / .npz, outputs to .npz, printing, exit statuses.
#include <gtest/gtest.h>

#include "syntax/npy.h"
#include "run_tool.h"

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
                            outputs});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "dense<[3.000000e+00, -4.000000e+00]> : tensor<2xf32>\n"
            "dense<[9.000000e+00, 2.500000e-01]> : tensor<2xbf16>\n");
  auto written = readNpzFile(outputs, [](const std::string&, size_t i) -> std::optional<ElementType> {
    return i == 1 ? std::optional<ElementType>(ElementType::BF16) : std::nullopt;
  });
  ASSERT_EQ(written.size(), 2u);
  EXPECT_EQ(written[0].first, "result0");
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
