// The differential fuzzer (issue 13, parts 4, 5, 6 and 8): classes of
// disagreements, minimized reproducers written as corpus cases, sharded
// campaigns merged, xfail lists; the whole `hloref fuzz run` pipeline
// against tests/fuzz/fake_adapter.py (hloref itself, with flaws added:
// subnormal results flushed, exponential computing exp(x) - 1), with the
// system's python3 and no JAX.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "conform/corpus.h"
#include "conform/xfail.h"
#include "fuzz/differential.h"
#include "fuzz/fuzz_campaign.h"
#include "fuzz/fuzz_report.h"
#include "run_tool.h"
#include "syntax/parser.h"

namespace hloref::fuzz {
namespace {

namespace fs = std::filesystem;
using hloref::testing::makeTempDir;
using hloref::testing::readAll;
using hloref::testing::runHloref;

std::string fakeAdapter() { return std::string(HLOREF_SOURCE_DIR) + "/tests/fuzz/fake_adapter.py"; }

bool havePython() { return std::system("python3 -c pass >/dev/null 2>&1") == 0; }

class Differential : public ::testing::Test {
 protected:
  void SetUp() override {
    unsetenv("GTEST_SHARD_INDEX");
    unsetenv("GTEST_TOTAL_SHARDS");
    unsetenv("JOB_COMPLETION_INDEX");
    unsetenv("HLOREF_FUZZ_TOTAL_SHARDS");
    setenv("HLOREF_FAKE_BINARY", HLOREF_BINARY, 1);
    setenv("HLOREF_BACKENDS_PYTHON", "python3", 1);
    setenv("HLOREF_FAKE_FLAWS", "ftz,exp", 1);
  }
};

// A case of `program` on `inputs` with hloref's golden expected.
conform::Case caseOf(const std::string& program, const std::vector<Value>& inputs) {
  std::string why;
  std::optional<conform::Case> c = goldenCase({program, inputs}, "t", &why);
  EXPECT_TRUE(c) << why;
  return c ? *c : conform::Case{};
}

TensorType vectorType(ElementType e, size_t n) {
  TensorType t;
  t.shape = {static_cast<int64_t>(n)};
  t.elementType = e;
  return t;
}

Value f32s(std::vector<float> xs) {
  Tensor t(vectorType(ElementType::F32, xs.size()));
  for (size_t i = 0; i < xs.size(); ++i) t.setFloatValue(static_cast<int64_t>(i), xs[i]);
  return Value(t);
}

Value f64s(std::vector<double> xs) {
  Tensor t(vectorType(ElementType::F64, xs.size()));
  for (size_t i = 0; i < xs.size(); ++i) t.setFloatValue(static_cast<int64_t>(i), xs[i]);
  return Value(t);
}

Value si32s(std::vector<int32_t> xs) {
  Tensor t(vectorType(ElementType::SI32, xs.size()));
  for (size_t i = 0; i < xs.size(); ++i) t.setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(xs[i]));
  return Value(t);
}

std::string unary(const std::string& op, const std::string& in, const std::string& out) {
  return "func.func @main(%a: tensor<2x" + in + ">) -> tensor<2x" + out + "> {\n  %r = \"stablehlo." + op +
         "\"(%a) : (tensor<2x" + in + ">) -> tensor<2x" + out + ">\n  func.return %r : tensor<2x" + out + ">\n}\n";
}

std::string binary(const std::string& op, const std::string& t) {
  return "func.func @main(%a: tensor<2x" + t + ">, %b: tensor<2x" + t + ">) -> tensor<2x" + t + "> {\n  %r = \"stablehlo." +
         op + "\"(%a, %b) : (tensor<2x" + t + ">, tensor<2x" + t + ">) -> tensor<2x" + t + ">\n  func.return %r : tensor<2x" +
         t + ">\n}\n";
}

// The class of a backend that answered `results` (or failed as `kind`).
Disagreement classOf(const conform::Case& c, std::vector<Value> results,
                     conform::Execution::Kind kind = conform::Execution::Kind::Ran) {
  conform::Execution e;
  e.kind = kind;
  e.results = std::move(results);
  e.message = "backend said no";
  const conform::CaseResult r = conform::judge(c, e, false);
  EXPECT_EQ(r.status, conform::Status::Fail) << r.message;
  return classifyResult(c, r);
}

TEST_F(Differential, ClassesFollowTheOpAndTheElements) {
  const float tiny = 0x1p-140f;  // subnormal in f32
  conform::Case negate = caseOf(unary("negate", "f32", "f32"), {f32s({tiny, 1})});
  Disagreement d = classOf(negate, {f32s({-0.0f, -1})});
  EXPECT_EQ(d.cls, "flush-to-zero");
  EXPECT_EQ(d.op, "stablehlo.negate");
  EXPECT_EQ(d.elementType, "f32");
  EXPECT_EQ(d.index, 0);

  // IEEE-754 maximum(NaN, 1) is NaN.
  conform::Case max = caseOf(binary("maximum", "f32"), {f32s({NAN, 2}), f32s({1, 1})});
  EXPECT_EQ(classOf(max, {f32s({1, 2})}).cls, "nan-propagation");

  // exp(1) = 2.7182817 in f32; 2.75 is far outside any allowance.
  conform::Case exp = caseOf(unary("exponential", "f32", "f32"), {f32s({1, 0})});
  EXPECT_EQ(classOf(exp, {f32s({2.75f, 1})}).cls, "transcendental-ulp");

  // convert truncates: 2.5 -> 2, -1.5 -> -1; rounding to nearest is wrong.
  conform::Case convert = caseOf(unary("convert", "f32", "i32"), {f32s({2.5f, -1.5f})});
  d = classOf(convert, {si32s({3, -2})});
  EXPECT_EQ(d.cls, "float-to-int");
  EXPECT_EQ(d.elementType, "f32->i32");

  // 0.1 + 0.2 in binary64, answered as binary32 would round it.
  conform::Case add64 = caseOf(binary("add", "f64"), {f64s({0.1, 1}), f64s({0.2, 1})});
  EXPECT_EQ(classOf(add64, {f64s({static_cast<double>(0.1f + 0.2f), 2})}).cls, "f64-demotion");

  // 2^31 - 1 + 0 does not overflow: a wrong integer outside the mask.
  conform::Case addInt = caseOf(binary("add", "i32"), {si32s({2147483647, 5}), si32s({0, 1})});
  EXPECT_EQ(classOf(addInt, {si32s({-2147483648, 6})}).cls, "integer-overflow");

  EXPECT_EQ(classOf(negate, {}, conform::Execution::Kind::Failed).cls, "compile-error");
  EXPECT_EQ(classOf(negate, {}, conform::Execution::Kind::Rejected).cls, "valid-rejected");
  EXPECT_EQ(classOf(negate, {f32s({1})}).cls, "wrong-shape");
  // Every class has a spec section.
  for (const FindingClass& k : findingClasses()) EXPECT_FALSE(k.section.empty()) << k.name;
}

TEST_F(Differential, WrittenCaseLoadsAndPassesOnReference) {
  const std::string program = unary("exponential", "f32", "f32");
  const std::vector<Value> inputs = {f32s({0x1p-140f, NAN})};
  conform::Case c = caseOf(program, inputs);
  Disagreement d{"stablehlo.exponential", "f32", "transcendental-ulp", "detail \"quoted\""};
  const std::string path = makeTempDir() + "/case.yaml";
  std::ofstream(path) << caseYaml(c, d, "what the backend did: \"x\"");
  std::vector<conform::Case> loaded = conform::loadYamlFile(path);
  ASSERT_EQ(loaded.size(), 1u);
  ASSERT_EQ(loaded[0].loadError, "");
  EXPECT_EQ(loaded[0].op, "exponential");
  EXPECT_EQ(loaded[0].elementType, "f32");
  ASSERT_EQ(loaded[0].inputs.size(), 1u);
  // Inputs come back bit for bit (the subnormal and the NaN).
  EXPECT_EQ(loaded[0].inputs[0].value.tensor().floatBits(0), inputs[0].tensor().floatBits(0));
  EXPECT_EQ(loaded[0].inputs[0].value.tensor().floatBits(1), inputs[0].tensor().floatBits(1));
  const conform::Execution e = conform::runReference(loaded[0], false);
  EXPECT_EQ(conform::judge(loaded[0], e, true).status, conform::Status::Pass);
}

TEST_F(Differential, MinimizeKeepsTheClassAndDropsTheRest) {
  // exp feeds negate; a second output and a dead add: the flaw of exp is
  // found alone, at one element, its other input zeroed.
  const std::string program =
      "func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {\n"
      "  %e = stablehlo.exponential %a : tensor<3xf32>\n"
      "  %n = stablehlo.negate %e : tensor<3xf32>\n"
      "  %s = stablehlo.add %b, %b : tensor<3xf32>\n"
      "  func.return %n, %s : tensor<3xf32>, tensor<3xf32>\n}\n";
  const ProgramInstance p{program, {f32s({0, 1, 2}), f32s({1, 2, 3})}};
  // A backend whose exponential is wrong where its operand is 1.
  int runs = 0;
  JudgeFn judgeOf = [&](const ProgramInstance& candidate) -> std::optional<Disagreement> {
    ++runs;
    std::string why;
    std::optional<conform::Case> c = goldenCase(candidate, "m", &why);
    if (!c) return std::nullopt;
    std::unique_ptr<Module> m = parseModule(candidate.text, "m.mlir");
    const Func& f = *m->funcs.front();
    std::vector<Value> results;
    bool wrong = false;
    for (size_t i = 0; i < c->expected.size(); ++i) {
      Tensor t = c->expected[i].value.tensor();
      Tensor spoilt(t.type());
      for (int64_t k = 0; k < t.numElements(); ++k) spoilt.setFloatBits(k, t.floatBits(k));
      const bool hasExp = candidate.text.find("exponential") != std::string::npos;
      if (hasExp && i == 0)
        for (int64_t k = 0; k < t.numElements(); ++k)
          if (std::fabs(std::fabs(t.floatValue(k)) - 2.7182817f) < 1e-6) {
            spoilt.setFloatValue(k, t.floatValue(k) * 1.5);
            wrong = true;
          }
      results.push_back(Value(spoilt));
    }
    (void)f;
    if (!wrong) return std::nullopt;
    conform::Execution e;
    e.results = results;
    const conform::CaseResult r = conform::judge(*c, e, false);
    if (r.status != conform::Status::Fail) return std::nullopt;
    return classifyResult(*c, r);
  };
  std::optional<Disagreement> first = judgeOf(p);
  ASSERT_TRUE(first);
  EXPECT_EQ(first->op, "stablehlo.negate");
  const Minimized m = minimize(p, *first, judgeOf, 80);
  EXPECT_EQ(m.opsBefore, 3);
  EXPECT_EQ(m.opsAfter, 1);
  EXPECT_EQ(m.disagreement.op, "stablehlo.exponential");
  EXPECT_EQ(m.disagreement.cls, "transcendental-ulp");
  ASSERT_EQ(m.program.inputs.size(), 1u);
  EXPECT_EQ(m.program.inputs[0].tensor().numElements(), 1);  // the failing element alone
  EXPECT_EQ(m.program.inputs[0].tensor().floatValue(0), 1.0);
  EXPECT_LE(m.runs, 80);
}

TEST_F(Differential, XfailWaivesKnownClassesAndReportsUnexpectedPasses) {
  Campaign c;
  c.backend = "fake";
  Finding ftz;
  ftz.backend = "fake";
  ftz.op = "stablehlo.negate";
  ftz.cls = "flush-to-zero";
  ftz.elementType = "f32";
  Finding exp = ftz;
  exp.op = "stablehlo.exponential";
  exp.cls = "transcendental-ulp";
  c.findings = {ftz, exp};
  const std::string path = hloref::testing::writeTempFile(
      "fuzz.xfail", "fake flush-to-zero/.* subnormals flush\n* nan-propagation/.* never seen\nother wrong-value/.*\n");
  const std::vector<conform::Waiver> waivers = conform::loadWaivers(path);
  const ReportView v = viewOf(c, waivers);
  ASSERT_EQ(v.fresh.size(), 1u);
  EXPECT_EQ(v.fresh[0]->cls, "transcendental-ulp");
  ASSERT_EQ(v.waived.size(), 1u);
  EXPECT_EQ(v.waived[0]->id(), "flush-to-zero/negate/f32");
  ASSERT_EQ(v.unexpectedPasses.size(), 1u);  // the `*` line; `other` is another backend's
  EXPECT_EQ(v.unexpectedPasses[0]->pattern, "nan-propagation/.*");
}

// Program seeds of a campaign's findings, counts and keys.
std::map<std::string, int64_t> countsOf(const Campaign& c) {
  std::map<std::string, int64_t> counts;
  for (const Finding& f : c.findings) counts[f.key()] += f.count;
  return counts;
}

TEST_F(Differential, ShardsPartitionTheCampaignAndMergeToTheWhole) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  const std::string dir = makeTempDir();
  CampaignOptions o;
  o.backend = fakeAdapter();
  o.count = 24;
  o.seed = 1;
  o.program.ops = {"stablehlo.add", "stablehlo.negate", "stablehlo.exponential", "stablehlo.maximum"};
  o.program.types = {ElementType::F32};
  o.program.quantized = false;
  o.quiet = true;
  o.out = dir + "/whole";
  const Campaign whole = runCampaign(o);
  EXPECT_EQ(whole.programs, 24);
  EXPECT_GT(whole.findings.size(), 0u);
  std::set<std::string> keys;
  for (const Finding& f : whole.findings) {
    EXPECT_TRUE(keys.insert(f.key()).second) << "one finding per (backend, op, class, type): " << f.key();
    EXPECT_TRUE(f.failsOnBackend) << f.reproducer;
    EXPECT_TRUE(f.passesOnReference) << f.reproducer;
    EXPECT_TRUE(fs::exists(fs::path(o.out) / f.reproducer));
  }
  std::vector<std::string> shards;
  int64_t programs = 0;
  for (int i = 0; i < 3; ++i) {
    o.shardIndex = i;
    o.shardCount = 3;
    o.out = dir + "/shard" + std::to_string(i);
    const Campaign s = runCampaign(o);
    programs += s.programs;
    EXPECT_EQ(s.programs, 8);  // k = i, i + 3, ... below 24
    for (const Finding& f : s.findings) EXPECT_EQ((f.seed - 1) % 3, static_cast<uint64_t>(i));
    shards.push_back(o.out);
  }
  EXPECT_EQ(programs, 24);
  const Campaign merged = mergeCampaigns(shards, dir + "/merged");
  EXPECT_EQ(merged.programs, 24);
  EXPECT_EQ(merged.withFinding, whole.withFinding);
  EXPECT_EQ(countsOf(merged), countsOf(whole));
  for (const Finding& f : merged.findings) EXPECT_TRUE(fs::exists(fs::path(dir) / "merged" / f.reproducer));
}

TEST_F(Differential, CommandLineRunsMergesAndWaives) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  const std::string dir = makeTempDir();
  auto run = [&](const std::string& shard, const std::vector<std::string>& extra) {
    std::vector<std::string> args = {"fuzz",   "run",  "--backend", fakeAdapter(), "--count", "60",
                                      "--ops",  "add,negate,exponential", "--types", "f32",  "--out", dir + "/" + shard,
                                      "--shard", shard == "a" ? "0/2" : "1/2"};
    args.insert(args.end(), extra.begin(), extra.end());
    return runHloref(args);
  };
  const auto a = run("a", {});
  EXPECT_EQ(a.status, 1) << a.out << a.err;  // the flushes are new findings
  EXPECT_NE(a.out.find("transcendental-ulp/exponential/f32"), std::string::npos) << a.out;
  const std::string md = readAll(dir + "/a/report.md");
  EXPECT_NE(md.find("| transcendental-ulp |"), std::string::npos) << md;
  EXPECT_NE(md.find("Ops > exponential"), std::string::npos);
  EXPECT_NE(md.find("fake 1"), std::string::npos);  // the version from hello
  EXPECT_NE(md.find("programs/s"), std::string::npos);
  EXPECT_TRUE(fs::exists(dir + "/a/report.html"));
  // The reproducers fail on the backend and pass on reference.
  const auto onFake = runHloref({"conform", dir + "/a/findings", "--backend", fakeAdapter()});
  EXPECT_EQ(onFake.status, 1) << onFake.out;
  const auto onReference = runHloref({"conform", dir + "/a/findings"});
  EXPECT_EQ(onReference.status, 0) << onReference.out;

  const std::string xfail =
      hloref::testing::writeTempFile("known.xfail", "* transcendental-ulp/.* known\n* flush-to-zero/.* known\n* nan/.* never happens\n");
  const auto b = run("b", {"--xfail", xfail});
  EXPECT_EQ(b.status, 0) << b.out << b.err;  // waived
  EXPECT_NE(b.out.find("xfail lines matched nothing"), std::string::npos) << b.out;
  EXPECT_NE(b.out.find("unexpected pass: " + xfail + ":3: * nan/.*"), std::string::npos) << b.out;
  const auto merged = runHloref({"fuzz", "merge", dir + "/a", dir + "/b", "--out", dir + "/m", "--xfail", xfail});
  EXPECT_EQ(merged.status, 0) << merged.out << merged.err;
  EXPECT_NE(merged.out.find("60 programs"), std::string::npos) << merged.out;
  EXPECT_NE(readAll(dir + "/m/report.md").find("## Known findings (xfail)"), std::string::npos);

  // fuzz minimize on a written case keeps it failing.
  const auto min = runHloref({"fuzz", "minimize", dir + "/a/findings", "--backend", fakeAdapter(), "--out", dir + "/min"});
  EXPECT_EQ(min.status, 1) << min.out << min.err;
  EXPECT_NE(min.out.find("transcendental-ulp"), std::string::npos) << min.out;
  EXPECT_EQ(runHloref({"conform", dir + "/min/findings"}).status, 0);

  // Shards from the environment: GTEST_* first, then Kubernetes' index.
  setenv("JOB_COMPLETION_INDEX", "1", 1);
  setenv("HLOREF_FUZZ_TOTAL_SHARDS", "3", 1);
  const auto k8s = runHloref({"fuzz", "run", "--backend", fakeAdapter(), "--count", "7", "--ops", "add", "--types",
                              "f32", "--out", dir + "/k8s"});
  EXPECT_NE(k8s.out.find(": 2 programs"), std::string::npos) << k8s.out << k8s.err;  // k = 1, 4
  EXPECT_NE(readAll(dir + "/k8s/report.md").find("(shard 1/3)"), std::string::npos);
  setenv("GTEST_SHARD_INDEX", "0", 1);
  setenv("GTEST_TOTAL_SHARDS", "2", 1);
  const auto gtest = runHloref({"fuzz", "run", "--backend", fakeAdapter(), "--count", "7", "--ops", "add", "--types",
                                "f32", "--out", dir + "/gtest"});
  EXPECT_NE(gtest.out.find(": 4 programs"), std::string::npos) << gtest.out << gtest.err;  // k = 0, 2, 4, 6
  unsetenv("GTEST_SHARD_INDEX");
  unsetenv("GTEST_TOTAL_SHARDS");
  unsetenv("HLOREF_FUZZ_TOTAL_SHARDS");
  EXPECT_EQ(runHloref({"fuzz", "run", "--backend", fakeAdapter(), "--count", "1", "--out", dir + "/k"}).status, 3);
  unsetenv("JOB_COMPLETION_INDEX");

  // Usage errors.
  EXPECT_EQ(runHloref({"fuzz", "run", "--backend", fakeAdapter(), "--out", dir + "/x", "--shard", "2/2", "--count", "1"})
                .status,
            3);
  EXPECT_EQ(runHloref({"fuzz", "merge", dir + "/nothing-here", "--out", dir + "/y"}).status, 3);
  EXPECT_EQ(runHloref({"fuzz", "run", "--backend", "no-such-backend", "--count", "1", "--out", dir + "/z"}).status, 2);
}

TEST_F(Differential, ABackendThatHangsIsATimeout) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  setenv("HLOREF_FAKE_FLAWS", "slow", 1);
  CampaignOptions o;
  o.backend = fakeAdapter();
  o.count = 2;
  o.seed = 3;
  o.timeout = 0.5;
  o.program.ops = {"stablehlo.exponential"};
  o.program.types = {ElementType::F32};
  o.program.quantized = false;
  o.program.maxOps = 1;
  o.quiet = true;
  o.out = makeTempDir() + "/slow";
  const Campaign c = runCampaign(o);
  ASSERT_EQ(c.findings.size(), 1u);
  EXPECT_EQ(c.findings[0].cls, "timeout");
  EXPECT_EQ(c.findings[0].op, "stablehlo.exponential");
  EXPECT_EQ(c.findings[0].count, c.withFinding);
}

}  // namespace
}  // namespace hloref::fuzz
