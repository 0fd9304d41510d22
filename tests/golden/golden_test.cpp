// `hloref golden` and the runner's `compare: bound` policy, end to end
// through the binary (conformance/README.md: Golden files, Comparison):
// masks of implementation-defined elements, bounds from accumulations and
// from the per-op ULP allowances (golden/ulp_allowance.h), the archive
// layout, bad inputs, and bound cases passing and failing on a backend.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "syntax/npy.h"
#include "golden/ulp_allowance.h"
#include "run_tool.h"

namespace hloref::testing {
namespace {

std::map<std::string, Tensor> readArchive(const std::string& path) {
  std::map<std::string, Tensor> m;
  for (auto& [name, t] : readNpzFile(path)) m.emplace(name, t);
  return m;
}

Tensor makeTensor(ElementType t, const Shape& shape) {
  TensorType tt;
  tt.shape = shape;
  tt.elementType = t;
  return Tensor(tt);
}

Tensor f32Tensor(const std::vector<float>& values) {
  Tensor t = makeTensor(ElementType::F32, {static_cast<int64_t>(values.size())});
  for (size_t i = 0; i < values.size(); ++i) t.data<float>()[i] = values[i];
  return t;
}

// `text` with every line indented by `pad` (a YAML block scalar).
std::string indented(const std::string& text, const std::string& pad) {
  return pad + std::regex_replace(text, std::regex("\n(?!$)"), "\n" + pad);
}

// One golden run; the archive it wrote, or a failure with what it printed.
struct Golden {
  ToolResult run;
  std::map<std::string, Tensor> archive;
};

Golden golden(const std::string& name, const std::string& program, std::vector<std::string> extra) {
  std::string file = writeTempFile(name + ".mlir", program);
  std::string out = writeTempFile(name + ".npz", "");
  std::vector<std::string> args = {"golden", file, "--outputs", out};
  args.insert(args.end(), extra.begin(), extra.end());
  Golden g;
  g.run = runHloref(args);
  if (g.run.status == 0) g.archive = readArchive(out);
  return g;
}

const char* kDivideAndAdd = R"mlir(
func.func @main(%a: tensor<3xi32>, %b: tensor<3xi32>, %x: tensor<3xf32>, %y: tensor<3xf32>)
    -> (tensor<3xi32>, tensor<3xf32>) {
  %q = stablehlo.divide %a, %b : tensor<3xi32>
  %s = stablehlo.add %x, %y : tensor<3xf32>
  func.return %q, %s : tensor<3xi32>, tensor<3xf32>
}
)mlir";

TEST(Golden, DivideByZeroIsMaskedAndAddGetsHalfAnUlp) {
  Golden g = golden("divide_add", kDivideAndAdd,
                    {"--args", "[dense<[6, 7, -8]> : tensor<3xi32>, dense<[2, 0, 4]> : tensor<3xi32>, "
                               "dense<[1.0, 0.5, 1.0e+30]> : tensor<3xf32>, dense<[2.0, 0.25, 0.0]> : tensor<3xf32>]"});
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  ASSERT_TRUE(g.archive.count("output_0") && g.archive.count("output_1")) << g.run.out;
  // Exactly the element divided by zero is implementation-defined.
  ASSERT_TRUE(g.archive.count("mask_0")) << "no mask for the division by zero";
  const Tensor& mask = g.archive.at("mask_0");
  ASSERT_EQ(mask.elementType(), ElementType::I1);
  ASSERT_EQ(mask.shape(), Shape{3});
  EXPECT_EQ(mask.intBits(0), 0u);
  EXPECT_EQ(mask.intBits(1), 1u);
  EXPECT_EQ(mask.intBits(2), 0u);
  EXPECT_EQ(g.archive.at("output_0").intValue(0), 3);
  EXPECT_EQ(g.archive.at("output_0").intValue(2), -2);
  // Integers carry no bound; the f32 sums no mask and half an ulp of the
  // golden each: ulp(3) = 2^-22, ulp(0.75) = 2^-24, ulp(1e30) = 2^76.
  EXPECT_FALSE(g.archive.count("bound_0"));
  EXPECT_FALSE(g.archive.count("mask_1"));
  ASSERT_TRUE(g.archive.count("bound_1"));
  const Tensor& bound = g.archive.at("bound_1");
  ASSERT_EQ(bound.elementType(), ElementType::F64);
  EXPECT_EQ(bound.data<double>()[0], 0x1p-23);
  EXPECT_EQ(bound.data<double>()[1], 0x1p-25);
  EXPECT_EQ(bound.data<double>()[2], 0x1p75);
  EXPECT_NE(g.run.out.find("// output_0: 1 implementation-defined element"), std::string::npos) << g.run.out;
}

const char* kCancellation = R"mlir(
func.func @main(%input: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [0]
    : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  func.return %r : tensor<f32>
}
)mlir";
const char* kCancellationArgs = "[dense<[1.0e+30, 1.0, -1.0e+30]> : tensor<3xf32>, dense<0.0> : tensor<f32>]";

TEST(Golden, ReduceBoundCoversExactAndSequentialSums) {
  Golden exact = golden("cancel_exact", kCancellation, {"--args", kCancellationArgs, "--accumulation=exact"});
  Golden sequential =
      golden("cancel_sequential", kCancellation, {"--args", kCancellationArgs, "--accumulation=sequential"});
  ASSERT_EQ(exact.run.status, 0) << exact.run.err;
  ASSERT_EQ(sequential.run.status, 0) << sequential.run.err;
  // 1e30 + 1 - 1e30: exactly 1; in the spec's order 1e30 + 1 rounds to 1e30.
  float exactSum = exact.archive.at("output_0").data<float>()[0];
  float sequentialSum = sequential.archive.at("output_0").data<float>()[0];
  EXPECT_EQ(exactSum, 1.0f);
  EXPECT_EQ(sequentialSum, 0.0f);
  ASSERT_TRUE(exact.archive.count("bound_0"));
  double bound = exact.archive.at("bound_0").data<double>()[0];
  // The exact golden's bound covers the sequential result, and is finite:
  // about 2 u (2e30 + 1) = 2.4e23.
  EXPECT_GE(bound, std::fabs(static_cast<double>(sequentialSum) - exactSum));
  EXPECT_GT(bound, 1e23);
  EXPECT_LT(bound, 1e24);
  // And the sequential golden's bound covers the exact result.
  double sequentialBound = sequential.archive.at("bound_0").data<double>()[0];
  EXPECT_GE(sequentialBound, std::fabs(static_cast<double>(exactSum) - sequentialSum));
}

// Which bound each kind of result gets (ulp_allowance.cpp, golden.cpp).
TEST(Golden, AllowancesExactValuesAndUnknownBounds) {
  const char* program = R"mlir(
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>)
    -> (tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>) {
  %e = stablehlo.exponential %x : tensor<2xf32>
  %m = stablehlo.maximum %x, %y : tensor<2xf32>
  %r = stablehlo.reshape %e : (tensor<2xf32>) -> tensor<2x1xf32>
  %s = stablehlo.add %x, %y : tensor<2xf32>
  %es = stablehlo.exponential %s : tensor<2xf32>
  func.return %e, %m, %r, %es, %y : tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>
}
)mlir";
  Golden g = golden("allowances", program,
                    {"--args", "[dense<[0.0, 1.0]> : tensor<2xf32>, dense<[-1.0, 2.0]> : tensor<2xf32>]"});
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  auto bound = [&](int i, int k) { return g.archive.at("bound_" + std::to_string(i)).data<double>()[k]; };
  // exp: 1 ulp (faithful) of the golden: exp(0) = 1 (ulp 2^-23), exp(1) in [2, 4) (ulp 2^-22).
  EXPECT_EQ(bound(0, 0), 0x1p-23);
  EXPECT_EQ(bound(0, 1), 0x1p-22);
  // maximum of exact values is exact.
  EXPECT_EQ(bound(1, 0), 0.0);
  EXPECT_EQ(bound(1, 1), 0.0);
  // A reshape moves exp's elements and their allowance with them.
  EXPECT_EQ(bound(2, 0), 0x1p-23);
  EXPECT_EQ(bound(2, 1), 0x1p-22);
  // exp of a sum: s = -1, 3 are exact sums, the sums' one legal values
  // (correct rounding), so exp adds its one ulp and its golden's half ulp
  // twice (golden/error_forms.h): two ulps, 2^-24 at exp(-1), 2^-18 at exp(3).
  EXPECT_NEAR(bound(3, 0), 0x1p-24, 0x1p-24 * 1e-9);
  EXPECT_NEAR(bound(3, 1), 0x1p-18, 0x1p-18 * 1e-9);
  // An argument returned as it is: exact.
  EXPECT_EQ(bound(4, 0), 0.0);
}

TEST(Golden, ComplexResultsBoundTheModulus) {
  const char* program = R"mlir(
func.func @main(%x: tensor<complex<f32>>, %y: tensor<complex<f32>>) -> tensor<complex<f32>> {
  %s = stablehlo.add %x, %y : tensor<complex<f32>>
  func.return %s : tensor<complex<f32>>
}
)mlir";
  Golden g = golden("complex_add", program,
                    {"--args", "[dense<(1.0, 2.0)> : tensor<complex<f32>>, dense<(0.5, 0.25)> : tensor<complex<f32>>]"});
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  // Half an ulp per part, as a bound on the modulus: (1.5, 2.25) has part
  // spacings 2^-23 and 2^-22, so 0.5 * hypot(2^-23, 2^-22) = 2^-24 sqrt(5).
  EXPECT_DOUBLE_EQ(g.archive.at("bound_0").data<double>()[0], 0x1p-24 * std::sqrt(5.0));
}

TEST(UlpAllowance, TableAndSpacing) {
  using K = UlpAllowance::Kind;
  EXPECT_EQ(ulpAllowance("stablehlo.add", ElementType::F32).kind, K::Rounded);
  EXPECT_EQ(ulpAllowance("stablehlo.add", ElementType::F32).ulps, 0.5);
  EXPECT_EQ(ulpAllowance("stablehlo.add", ElementType::SI32).kind, K::Exact);
  EXPECT_EQ(ulpAllowance("stablehlo.exponential", ElementType::BF16).ulps, 1.0);
  EXPECT_EQ(ulpAllowance("stablehlo.multiply", ElementType::C64).kind, K::Relative);
  EXPECT_EQ(ulpAllowance("stablehlo.exponential", ElementType::C128).kind, K::Unknown);
  EXPECT_EQ(ulpAllowance("stablehlo.transpose", ElementType::F16).kind, K::Moves);
  EXPECT_EQ(ulpAllowance("stablehlo.reduce", ElementType::F32).kind, K::Unknown);
  EXPECT_EQ(ulpAllowance("stablehlo.floor", ElementType::F64).kind, K::Exact);
  EXPECT_FALSE(ulpAllowance("stablehlo.sine", ElementType::F32).why.empty());
  // Spacing: normal, subnormal and zero, a narrow format, a format without subnormals.
  EXPECT_EQ(ulpOf(ElementType::F32, 1.0), 0x1p-23);
  EXPECT_EQ(ulpOf(ElementType::F32, -3.0), 0x1p-22);
  EXPECT_EQ(ulpOf(ElementType::F32, 0x1p-140), 0x1p-149);
  EXPECT_EQ(ulpOf(ElementType::F32, 0.0), 0x1p-149);
  EXPECT_EQ(ulpOf(ElementType::F16, 2048.0), 2.0);
  EXPECT_EQ(ulpOf(ElementType::BF16, 1.0), 0x1p-7);
  EXPECT_EQ(ulpOf(ElementType::F8E4M3FN, 448.0), 32.0);
  EXPECT_EQ(ulpOf(ElementType::F8E8M0FNU, 0x1p10), 0x1p10);
}

TEST(Golden, InputsFromNpzAndNpyFiles) {
  std::string dir = makeTempDir();
  writeNpzFile(dir + "/in.npz", {{"x", f32Tensor({1.0f, 2.0f})}, {"y", f32Tensor({0.5f, 0.25f})}});
  writeNpyFile(dir + "/x.npy", f32Tensor({1.0f, 2.0f}));
  writeNpyFile(dir + "/y.npy", f32Tensor({0.5f, 0.25f}));
  const char* program = R"mlir(
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %d = stablehlo.divide %x, %y : tensor<2xf32>
  func.return %d : tensor<2xf32>
}
)mlir";
  Golden fromNpz = golden("npz_inputs", program, {"--inputs", dir + "/in.npz"});
  Golden fromNpy = golden("npy_inputs", program, {"--input", dir + "/x.npy", "--input", dir + "/y.npy"});
  for (const Golden* g : {&fromNpz, &fromNpy}) {
    ASSERT_EQ(g->run.status, 0) << g->run.err;
    const Tensor& out = g->archive.at("output_0");
    EXPECT_EQ(out.data<float>()[0], 2.0f);
    EXPECT_EQ(out.data<float>()[1], 8.0f);
    // divide is correctly rounded: half an ulp (ulp(2) = 2^-22, ulp(8) = 2^-20).
    EXPECT_EQ(g->archive.at("bound_0").data<double>()[0], 0x1p-23);
    EXPECT_EQ(g->archive.at("bound_0").data<double>()[1], 0x1p-21);
  }
}

TEST(Golden, BadInputsAreDiagnosed) {
  std::string dir = makeTempDir();
  const char* program = R"mlir(
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %s = stablehlo.add %x, %y : tensor<2xf32>
  func.return %s : tensor<2xf32>
}
)mlir";
  std::string file = writeTempFile("bad_inputs.mlir", program);
  std::string out = dir + "/out.npz";
  auto goldenWith = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = {"golden", file, "--outputs", out};
    args.insert(args.end(), extra.begin(), extra.end());
    return runHloref(args);
  };
  // A member missing from the archive.
  writeNpzFile(dir + "/one.npz", {{"x", f32Tensor({1.0f, 2.0f})}});
  ToolResult missing = goldenWith({"--inputs", dir + "/one.npz"});
  EXPECT_EQ(missing.status, 2) << missing.err;
  EXPECT_NE(missing.err.find("one.npz: error: the archive holds 1 array but @main"), std::string::npos) << missing.err;
  // A wrong dtype and a wrong shape.
  Tensor ints = makeTensor(ElementType::SI32, {2});
  writeNpzFile(dir + "/dtype.npz", {{"x", f32Tensor({1.0f, 2.0f})}, {"y", ints}});
  ToolResult dtype = goldenWith({"--inputs", dir + "/dtype.npz"});
  EXPECT_EQ(dtype.status, 2) << dtype.err;
  EXPECT_NE(dtype.err.find("the file holds i32 (descr '<i4'), but f32 is expected"), std::string::npos) << dtype.err;
  writeNpzFile(dir + "/shape.npz", {{"x", f32Tensor({1.0f, 2.0f})}, {"y", f32Tensor({1.0f, 2.0f, 3.0f})}});
  ToolResult shape = goldenWith({"--inputs", dir + "/shape.npz"});
  EXPECT_EQ(shape.status, 2) << shape.err;
  EXPECT_NE(shape.err.find("tensor<3xf32> but the function takes tensor<2xf32>"), std::string::npos) << shape.err;
  // Not an archive at all.
  std::string garbage = writeTempFile("garbage.npz", "PK\x03\x04 this is not a zip archive");
  ToolResult bad = goldenWith({"--inputs", garbage});
  EXPECT_EQ(bad.status, 2) << bad.err;
  EXPECT_NE(bad.err.find("error:"), std::string::npos) << bad.err;
  // Usage errors: no --outputs, a missing input file, --split-input-file.
  ToolResult noOutputs = runHloref({"golden", file, "--args", "[]"});
  EXPECT_EQ(noOutputs.status, 3) << noOutputs.err;
  EXPECT_NE(noOutputs.err.find("golden needs --outputs"), std::string::npos) << noOutputs.err;
  ToolResult absent = goldenWith({"--inputs", dir + "/absent.npz"});
  EXPECT_EQ(absent.status, 3) << absent.err;
  ToolResult split = goldenWith({"--split-input-file"});
  EXPECT_EQ(split.status, 3) << split.err;
  // No crash left a half-written archive behind as a success.
  for (const ToolResult* r : {&missing, &dtype, &shape, &bad}) EXPECT_LT(r->status, 128) << r->err;
}

TEST(Golden, UnstableElementsAndPoliciesAreWritten) {
  // exp(x) carries a bound; comparing it with e (= exp(1) rounded) cannot
  // decide element 0, and decides element 1 (exp(3) is far from e).
  const char* program = R"mlir(
func.func @main(%x: tensor<2xf32>) -> (tensor<2xi1>, tensor<2xf32>) {
  %e = stablehlo.exponential %x : tensor<2xf32>
  %c = stablehlo.constant dense<2.71828175> : tensor<2xf32>
  %lt = stablehlo.compare LT, %e, %c, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %s = stablehlo.add %e, %c : tensor<2xf32>
  func.return %lt, %s : tensor<2xi1>, tensor<2xf32>
}
)mlir";
  Golden g = golden("unstable", program, {"--args", "[dense<[1.0, 3.0]> : tensor<2xf32>]", "--policy", "ftz"});
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  ASSERT_EQ(g.archive.count("unstable_0"), 1u);
  EXPECT_EQ(g.archive.at("unstable_0").intBits(0), 1u);
  EXPECT_EQ(g.archive.at("unstable_0").intBits(1), 0u);
  EXPECT_EQ(g.archive.count("mask_0"), 0u);  // unstable, not implementation-defined
  EXPECT_EQ(g.archive.count("unstable_1"), 0u);
  EXPECT_EQ(g.archive.count("policy_ftz"), 1u);
  EXPECT_NE(g.run.out.find("1 unstable"), std::string::npos) << g.run.out;
  EXPECT_NE(g.run.out.find("policies: ftz"), std::string::npos) << g.run.out;
  ToolResult bad = runHloref({"golden", "x.mlir", "--outputs", "o.npz", "--policy", "fast"});
  EXPECT_EQ(bad.status, 3);
  EXPECT_NE(bad.err.find("--policy expects ftz, default-precision-bf16, got 'fast'"), std::string::npos) << bad.err;
}

TEST(Golden, EmptyIntermediatesLeaveBoundsFinite) {
  // The shape of jax.lax.associative_scan's lowering: an add of two empty
  // slices concatenated to a sum; the empty tensor has no element to be off.
  const char* program = R"mlir(
func.func @main(%x: tensor<2xf32>) -> tensor<1xf32> {
  %s = stablehlo.add %x, %x : tensor<2xf32>
  %e = stablehlo.slice %s [0:0] : (tensor<2xf32>) -> tensor<0xf32>
  %f = stablehlo.add %e, %e : tensor<0xf32>
  %one = stablehlo.slice %s [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %r = stablehlo.concatenate %one, %f, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
  func.return %r : tensor<1xf32>
}
)mlir";
  Golden g = golden("empty_intermediate", program, {"--args", "[dense<[1.0, 3.0]> : tensor<2xf32>]"});
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  // 1 + 1 = 2 is exact, but add's allowance is half an ulp of 2: 2^-23.
  EXPECT_EQ(g.archive.at("bound_0").data<double>()[0], 0x1p-23);
}

TEST(Golden, TupleResultsAreRefused) {
  const char* program = R"mlir(
func.func @main(%x: tensor<f32>) -> tuple<tensor<f32>> {
  %t = stablehlo.tuple %x : tuple<tensor<f32>>
  func.return %t : tuple<tensor<f32>>
}
)mlir";
  Golden g = golden("tuple", program, {"--args", "[dense<1.0> : tensor<f32>]"});
  EXPECT_EQ(g.run.status, 2) << g.run.err;
  EXPECT_NE(g.run.err.find("golden writes tensor results only"), std::string::npos) << g.run.err;
}

// ---------------------------------------------------------------- the runner

class BoundPolicy : public ::testing::Test {
 protected:
  void SetUp() override {
    unsetenv("GTEST_SHARD_INDEX");
    unsetenv("GTEST_TOTAL_SHARDS");
    unsetenv("GTEST_SHARD_STATUS_FILE");
  }
};

TEST_F(BoundPolicy, ProjectCasesPassOnTheReference) {
  ToolResult r = runHloref({"conform", std::string(HLOREF_SOURCE_DIR) + "/conformance/bound_policy.yaml"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("conform: 7 passed, 0 failed, 0 skipped"), std::string::npos) << r.out;
}

TEST_F(BoundPolicy, GoldenMustAgreeWithTheExpectedValue) {
  // 0 is what the spec's order gives, not the exact sum rounded once.
  std::string corpus = writeTempFile("bound_wrong_expectation.yaml", std::string(R"yaml(
cases:
  - name: sequential_result_as_expectation
    program: |
)yaml") + indented(kCancellation + 1, "      ") + R"yaml(    inputs:
      - dense<[1.0e+30, 1.0, -1.0e+30]> : tensor<3xf32>
      - dense<0.0> : tensor<f32>
    returns:
      - dense<0.0> : tensor<f32>
    compare: bound
)yaml");
  ToolResult r = runHloref({"conform", corpus});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("hloref's golden differs from the expected value"), std::string::npos) << r.out;
}

bool havePython() { return std::system("python3 -c 'import json' >/dev/null 2>&1") == 0; }

// A fake backend: `run` answers with the .npy file the program names in an
// `// ANSWER: path` comment.
const char* kAnswerAdapter = R"py(
import json, re, shutil, sys
out = sys.stdout
for line in sys.stdin:
    req = json.loads(line)
    rid = req.get("id")
    m = req.get("method")
    if m == "hello":
        out.write(json.dumps({"id": rid, "status": "ok", "version": "answers 1"}) + "\n"); out.flush(); continue
    if m == "shutdown":
        break
    answer = re.search(r"// ANSWER: (\S+)", req.get("program", "")).group(1)
    path = req["output_prefix"] + "0.npy"
    shutil.copyfile(answer, path)
    out.write(json.dumps({"id": rid, "status": "ok", "outputs": [path]}) + "\n"); out.flush()
)py";

// A case of the cancellation sum answered with `answer`, under `compare`.
std::string cancellationCase(const std::string& name, const std::string& answerPath, const std::string& compare) {
  return "  - name: " + name + "\n    program: |\n" + indented("// ANSWER: " + answerPath + kCancellation, "      ") +
         "    inputs:\n      - dense<[1.0e+30, 1.0, -1.0e+30]> : tensor<3xf32>\n      - dense<0.0> : tensor<f32>\n"
         "    returns:\n      - dense<1.0> : tensor<f32>\n    compare: " + compare + "\n";
}

TEST_F(BoundPolicy, BackendResultsWithinTheBoundPass) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  std::string dir = makeTempDir();
  std::string adapter = writeTempFile("answer_adapter.py", kAnswerAdapter);
  auto scalar = [&](const std::string& name, float v) {
    Tensor t = makeTensor(ElementType::F32, {});
    t.data<float>()[0] = v;
    writeNpyFile(dir + "/" + name + ".npy", t);
    return dir + "/" + name + ".npy";
  };
  std::string corpus = writeTempFile(
      "bound_answers.yaml",
      "cases:\n" + cancellationCase("exact_answer", scalar("one", 1.0f), "bound") +
          cancellationCase("sequential_answer", scalar("zero", 0.0f), "bound") +
          cancellationCase("sequential_answer_exact_policy", scalar("zero", 0.0f), "exact") +
          cancellationCase("far_answer", scalar("far", 1e24f), "bound") +
          cancellationCase("nan_answer", scalar("nan", NAN), "bound"));
  ToolResult r = runHloref({"conform", corpus, "--backend", adapter, "--timeout", "60"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_EQ(r.out.find("FAIL bound_answers/exact_answer "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("FAIL bound_answers/sequential_answer "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAIL bound_answers/sequential_answer_exact_policy"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAIL bound_answers/far_answer"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAIL bound_answers/nan_answer"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[bound]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("conform: 2 passed, 3 failed"), std::string::npos) << r.out;
}

TEST_F(BoundPolicy, FlushToZeroIsANamedWidening) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  std::string dir = makeTempDir();
  std::string adapter = writeTempFile("answer_adapter_ftz.py", kAnswerAdapter);
  Tensor zero = makeTensor(ElementType::F32, {});
  writeNpyFile(dir + "/zero.npy", zero);
  // 1.5 * 2^-126 - 2^-126 = 2^-127, a subnormal a flushing backend returns as 0.
  auto subnormalCase = [&](const std::string& name, const std::string& compare) {
    return "  - name: " + name + "\n    program: |\n" +
           indented("// ANSWER: " + dir + "/zero.npy" + std::string(R"mlir(
func.func @main(%input: tensor<2xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [0]
    : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  func.return %r : tensor<f32>
}
)mlir"),
                    "      ") +
           "    inputs:\n      - dense<[0x00C00000, 0x80800000]> : tensor<2xf32>\n      - dense<0.0> : tensor<f32>\n"
           "    returns:\n      - dense<0x00400000> : tensor<f32>\n    compare: " +
           compare + "\n";
  };
  std::string corpus =
      writeTempFile("ftz.yaml", "cases:\n" + subnormalCase("plain", "bound") + subnormalCase("ftz", "{bound: ftz}"));
  ToolResult r = runHloref({"conform", corpus, "--backend", adapter, "--timeout", "60"});
  EXPECT_NE(r.out.find("FAIL ftz/plain"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("FAIL ftz/ftz"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("conform: 1 passed, 1 failed"), std::string::npos) << r.out;

  std::string badPolicy = writeTempFile("bad_bound_policy.yaml", "cases:\n" + subnormalCase("daz", "{bound: daz}"));
  ToolResult bad = runHloref({"conform", badPolicy});
  EXPECT_EQ(bad.status, 1) << bad.out;
  EXPECT_NE(bad.out.find("'bound' names a widening policy: ftz, got 'daz'"), std::string::npos) << bad.out;
}

}  // namespace
}  // namespace hloref::testing
