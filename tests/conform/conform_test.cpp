// `hloref conform` (conformance/README.md, tools/backends/PROTOCOL.md): YAML
// cases pass and fail, check-style .mlir files run as cases, JUnit and HTML
// reports are well formed, shards partition a run, bad corpus files give
// located errors, and external adapters that crash or hang become results.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>

#include "run_tool.h"

namespace hloref::testing {
namespace {

// The runner honours GTEST_SHARD_* itself: keep a sharded gtest run from
// splitting the corpora these tests run.
class Conform : public ::testing::Test {
 protected:
  void SetUp() override {
    unsetenv("GTEST_SHARD_INDEX");
    unsetenv("GTEST_TOTAL_SHARDS");
    unsetenv("GTEST_SHARD_STATUS_FILE");
  }
};

const char* kTwoCases = R"yaml(
op: add
cases:
  - name: good
    tags: [hand-derived]
    program: &p |
      func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
        %r = stablehlo.add %a, %b : tensor<2xf32>
        func.return %r : tensor<2xf32>
      }
    inputs:
      - dense<[1.0, -0.0]> : tensor<2xf32>
      - dense<[2.0, -0.0]> : tensor<2xf32>
    returns:
      - dense<[3.0, -0.0]> : tensor<2xf32>
  - name: bad
    program: *p
    inputs:
      - dense<[1.0, 2.0]> : tensor<2xf32>
      - dense<[1.0, 2.0]> : tensor<2xf32>
    returns:
      - dense<[2.0, 4.5]> : tensor<2xf32>
)yaml";

TEST_F(Conform, PassingAndFailingYamlCases) {
  std::string path = writeTempFile("two_cases.yaml", kTwoCases);
  ToolResult r = runHloref({"conform", path});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL two_cases/bad [f32]"), std::string::npos) << r.out;
  // The differing element, with its distance in ulps (4.0 vs 4.5: 2^20 f32 steps).
  EXPECT_NE(r.out.find("at [1]: got 4.000000e+00 (0x40800000), expected 4.500000e+00 (0x40900000) (1048576 ulp, abs 0.5, rel 0.111)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("conform: 1 passed, 1 failed, 0 skipped"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("FAIL two_cases/good"), std::string::npos) << r.out;

  ToolResult only = runHloref({"conform", path, "--filter", "/good$"});
  EXPECT_EQ(only.status, 0) << only.out << only.err;
  EXPECT_NE(only.out.find("conform: 1 passed, 0 failed, 0 skipped"), std::string::npos) << only.out;
}

TEST_F(Conform, OutcomesAndPolicies) {
  std::string path = writeTempFile("outcomes.yaml", R"yaml(
cases:
  - name: wrap_masked
    program: |
      func.func @main(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
        %r = stablehlo.add %a, %b : tensor<2xi8>
        func.return %r : tensor<2xi8>
      }
    inputs:
      - dense<[127, 1]> : tensor<2xi8>
      - dense<[1, 1]> : tensor<2xi8>
    implementation-defined:
      returns:
        - dense<[0, 2]> : tensor<2xi8>
      mask:
        - dense<[true, false]> : tensor<2xi1>
  - name: ulp_two
    program: |
      func.func @main(%a: tensor<1xf32>) -> tensor<1xf32> {
        func.return %a : tensor<1xf32>
      }
    inputs:
      - dense<[1.0]> : tensor<1xf32>
    returns:
      - dense<[1.00000024]> : tensor<1xf32>
    compare: {ulp: 2}
  - name: nan_class
    program: |
      func.func @main(%a: tensor<1xf32>) -> tensor<1xf32> {
        func.return %a : tensor<1xf32>
      }
    inputs:
      - dense<[0x7FC00001]> : tensor<1xf32>
    returns:
      - dense<[0xFFC00000]> : tensor<1xf32>
  - name: nan_exact
    program: |
      func.func @main(%a: tensor<1xf32>) -> tensor<1xf32> {
        func.return %a : tensor<1xf32>
      }
    inputs:
      - dense<[0x7FC00001]> : tensor<1xf32>
    returns:
      - dense<[0xFFC00000]> : tensor<1xf32>
    nan: exact
  - name: rejected
    program: |
      func.func @main(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
        %r = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
        func.return %r : tensor<2xf32>
      }
    rejects: add C1
  - name: not_text
    program: "func.func @main( {"
    malformed: true
  - name: bounded
    program: |
      func.func @main(%a: tensor<1xf32>) -> tensor<1xf32> {
        func.return %a : tensor<1xf32>
      }
    inputs:
      - dense<[1.0]> : tensor<1xf32>
    returns:
      - dense<[1.0]> : tensor<1xf32>
    compare: bound
  - name: later
    skip: waiting for something
    program: "func.func @main() { func.return }"
    returns: []
)yaml");
  ToolResult r = runHloref({"conform", path});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL outcomes/nan_exact"), std::string::npos) << r.out;
  for (const char* name : {"wrap_masked", "ulp_two", "nan_class", "rejected", "not_text", "bounded", "later"})
    EXPECT_EQ(r.out.find(std::string("FAIL outcomes/") + name), std::string::npos) << name << "\n" << r.out;
  // `bounded` passes within the bound of hloref's golden (golden_test.cpp).
  EXPECT_NE(r.out.find("conform: 6 passed, 1 failed, 1 skipped, 0 unsupported\n"), std::string::npos) << r.out;
  // The NaN's sign and payload differ: the class says so.
  EXPECT_NE(r.out.find("FAIL outcomes/nan_exact [f32] nan-payload"), std::string::npos) << r.out;
}

TEST_F(Conform, CheckStyleMlirFunctionsAreCases) {
  std::string path = writeTempFile("checks.mlir",
                                   "func.func @ok() {\n"
                                   "  %0 = stablehlo.constant dense<1> : tensor<i32>\n"
                                   "  check.expect_eq_const %0, dense<1> : tensor<i32>\n"
                                   "  func.return\n}\n"
                                   "// -----\n"
                                   "func.func @wrong() {\n"
                                   "  %0 = stablehlo.constant dense<1.0> : tensor<f16>\n"
                                   "  check.expect_eq_const %0, dense<2.0> : tensor<f16>\n"
                                   "  func.return\n}\n");
  ToolResult r = runHloref({"conform", path});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL checks/wrong [f16]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 check failed"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("conform: 1 passed, 1 failed"), std::string::npos) << r.out;
}

// Just enough XML to say that tags nest and close: no attribute or entity
// checking beyond what a report could get wrong.
bool balancedMarkup(const std::string& text, std::string* why, bool html) {
  static const std::set<std::string> voidTags = {"br", "meta", "hr", "img", "link", "input"};
  std::vector<std::string> stack;
  size_t p = 0;
  while ((p = text.find('<', p)) != std::string::npos) {
    size_t end = text.find('>', p);
    if (end == std::string::npos) return *why = "unclosed '<'", false;
    std::string tag = text.substr(p + 1, end - p - 1);
    p = end + 1;
    if (tag.empty()) return *why = "empty tag", false;
    if (tag[0] == '?' || tag[0] == '!') continue;
    bool closing = tag[0] == '/';
    bool selfClosing = tag.back() == '/';
    std::string name = tag.substr(closing ? 1 : 0);
    name = name.substr(0, name.find_first_of(" \t\n/"));
    if (selfClosing || (html && voidTags.count(name))) continue;
    if (!closing) {
      stack.push_back(name);
    } else {
      if (stack.empty() || stack.back() != name) return *why = "unexpected </" + name + ">", false;
      stack.pop_back();
    }
  }
  if (!stack.empty()) return *why = "<" + stack.back() + "> never closed", false;
  return true;
}

TEST_F(Conform, JunitAndHtmlReports) {
  std::string path = writeTempFile("reported.yaml", kTwoCases);
  std::string junit = writeTempFile("reported.xml", "");
  std::string html = writeTempFile("reported.html", "");
  ToolResult r = runHloref({"conform", path, "--junit", junit, "--report", html});
  ASSERT_EQ(r.status, 1) << r.out << r.err;

  std::string xml = readAll(junit);
  std::string why;
  EXPECT_TRUE(balancedMarkup(xml, &why, false)) << why << "\n" << xml;
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", 0), 0u) << xml;
  EXPECT_NE(xml.find("<testsuites name=\"hloref conform: reference"), std::string::npos) << xml;
  EXPECT_NE(xml.find("tests=\"2\" failures=\"1\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<testsuite name=\"add\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("name=\"bad [f32]\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<failure message="), std::string::npos) << xml;
  EXPECT_EQ(xml.find("<failure", xml.find("name=\"good [f32]\"") + 1) > xml.find("name=\"bad [f32]\""), true) << xml;

  std::string page = readAll(html);
  EXPECT_TRUE(balancedMarkup(page, &why, true)) << why;
  EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(page.find("<table class=\"matrix\">"), std::string::npos);
  EXPECT_NE(page.find("id=\"case-reported-bad\""), std::string::npos);
  EXPECT_NE(page.find("href=\"#case-reported-bad\""), std::string::npos);  // the matrix links to the failure
  EXPECT_NE(page.find("stablehlo.add %a, %b"), std::string::npos);         // the program
  EXPECT_NE(page.find("dense&lt;[1.0, 2.0]&gt; : tensor&lt;2xf32&gt;"), std::string::npos);  // an input
  // The failing element with the inputs there, its distance and errors.
  EXPECT_NE(page.find("<td>[1]</td><td><code>%arg0 = 2.000000e+00<br>%arg1 = 2.000000e+00</code></td><td><code>"
                      "4.000000e+00 (0x40800000)</code></td><td><code>4.500000e+00 (0x40900000)</code></td>"
                      "<td>1048576</td><td>0.5</td><td>0.111</td><td>wrong-value</td>"),
            std::string::npos)
      << page;
  EXPECT_EQ(page.find("http://"), std::string::npos);  // self-contained
  EXPECT_EQ(page.find("https://"), std::string::npos);
}

std::set<std::string> listed(const std::string& out) {
  std::set<std::string> ids;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) ids.insert(line);
  return ids;
}

TEST_F(Conform, ShardsPartitionTheRun) {
  std::string yaml = "cases:\n";
  for (int i = 0; i < 7; ++i)
    yaml += "  - name: c" + std::to_string(i) +
            "\n    program: |\n      func.func @main(%a: tensor<i32>) -> tensor<i32> {\n"
            "        func.return %a : tensor<i32>\n      }\n"
            "    inputs:\n      - dense<" + std::to_string(i) + "> : tensor<i32>\n"
            "    returns:\n      - dense<" + std::to_string(i) + "> : tensor<i32>\n";
  std::string path = writeTempFile("sharded.yaml", yaml);
  ToolResult all = runHloref({"conform", path, "--list"});
  ASSERT_EQ(all.status, 0) << all.err;
  std::set<std::string> everything = listed(all.out);
  ASSERT_EQ(everything.size(), 7u) << all.out;

  std::set<std::string> seen;
  size_t total = 0;
  for (int i = 0; i < 3; ++i) {
    ToolResult shard = runHloref({"conform", path, "--list", "--shard", std::to_string(i) + "/3"});
    ASSERT_EQ(shard.status, 0) << shard.err;
    std::set<std::string> ids = listed(shard.out);
    EXPECT_FALSE(ids.empty());
    total += ids.size();
    seen.insert(ids.begin(), ids.end());
  }
  EXPECT_EQ(total, 7u);  // disjoint ...
  EXPECT_EQ(seen, everything);  // ... and complete

  // The gtest sharding variables do the same when --shard is absent.
  setenv("GTEST_SHARD_INDEX", "1", 1);
  setenv("GTEST_TOTAL_SHARDS", "3", 1);
  ToolResult viaEnv = runHloref({"conform", path});
  unsetenv("GTEST_SHARD_INDEX");
  unsetenv("GTEST_TOTAL_SHARDS");
  EXPECT_EQ(viaEnv.status, 0) << viaEnv.out << viaEnv.err;
  EXPECT_NE(viaEnv.out.find("shard 1/3"), std::string::npos) << viaEnv.out;
  EXPECT_NE(viaEnv.out.find("conform: 2 passed, 0 failed"), std::string::npos) << viaEnv.out;

  ToolResult bad = runHloref({"conform", path, "--shard", "3/3"});
  EXPECT_EQ(bad.status, 3) << bad.err;
}

TEST_F(Conform, MalformedCorpusFilesGiveLocatedErrors) {
  std::string notYaml = writeTempFile("broken.yaml", "cases:\n  - name: x\n    program: [unclosed\n");
  ToolResult r = runHloref({"conform", notYaml});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find(notYaml + ":"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("malformed YAML"), std::string::npos) << r.out;

  std::string badCase = writeTempFile("bad_case.yaml",
                                      "cases:\n"
                                      "  - name: typo\n"
                                      "    program: \"func.func @main() { func.return }\"\n"
                                      "    retruns: []\n"
                                      "  - name: bad_literal\n"
                                      "    program: \"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> { func.return %a : tensor<2xf32> }\"\n"
                                      "    inputs: [\"dense<[1.0, oops]> : tensor<2xf32>\"]\n"
                                      "    returns: []\n"
                                      "  - name: no_seed\n"
                                      "    program: \"func.func @main() { func.return }\"\n"
                                      "    inputs: [{recipe: uniform, type: \"tensor<4xf32>\"}]\n"
                                      "    returns: []\n");
  ToolResult c = runHloref({"conform", badCase});
  EXPECT_EQ(c.status, 1) << c.out << c.err;
  EXPECT_NE(c.out.find(badCase + ":4:5: error: unknown case key 'retruns'"), std::string::npos) << c.out;
  EXPECT_NE(c.out.find(badCase + ":7:"), std::string::npos) << c.out;
  EXPECT_NE(c.out.find("recipe 'uniform' needs a 'seed'"), std::string::npos) << c.out;
  EXPECT_NE(c.out.find("conform: 0 passed, 3 failed"), std::string::npos) << c.out;

  ToolResult missing = runHloref({"conform", "/nonexistent/corpus.yaml"});
  EXPECT_EQ(missing.status, 3) << missing.err;
}

bool havePython() { return std::system("python3 -c 'import json' >/dev/null 2>&1") == 0; }

// A fake adapter: `run` copies its input .npy to the output (the programs
// below return their argument), unless the program asks it to misbehave.
const char* kFakeAdapter = R"py(
import json, os, shutil, signal, sys, time
out = sys.stdout
for line in sys.stdin:
    req = json.loads(line)
    rid = req.get("id")
    m = req.get("method")
    if m == "hello":
        out.write(json.dumps({"id": rid, "status": "ok", "version": "fake 1"}) + "\n"); out.flush(); continue
    if m == "shutdown":
        break
    program = req.get("program", "")
    if "CRASH" in program:
        os.kill(os.getpid(), signal.SIGSEGV)
    if "HANG" in program:
        time.sleep(3600)
    if "f64" in program:
        out.write(json.dumps({"id": rid, "status": "unsupported", "message": "no f64 here"}) + "\n"); out.flush(); continue
    if m == "compile":
        out.write(json.dumps({"id": rid, "status": "rejected", "stage": "verify", "message": "no"}) + "\n"); out.flush(); continue
    path = req["output_prefix"] + "0.npy"
    shutil.copyfile(req["inputs"][0]["path"], path)
    out.write(json.dumps({"id": rid, "status": "ok", "outputs": [path]}) + "\n"); out.flush()
)py";

std::string identityCase(const std::string& name, const std::string& marker, const std::string& type = "f32") {
  return "  - name: " + name + "\n    program: |\n      // " + marker + "\n" +
         "      func.func @main(%a: tensor<2x" + type + ">) -> tensor<2x" + type + "> {\n" +
         "        func.return %a : tensor<2x" + type + ">\n      }\n" +
         "    inputs:\n      - dense<[1.5, -2.0]> : tensor<2x" + type + ">\n" +
         "    returns:\n      - dense<[1.5, -2.0]> : tensor<2x" + type + ">\n";
}

TEST_F(Conform, ExternalAdapterRoundTripAndCrash) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  std::string adapter = writeTempFile("fake_adapter.py", kFakeAdapter);
  std::string corpus = writeTempFile("external.yaml", "cases:\n" + identityCase("echo", "fine") +
                                                          identityCase("crash", "CRASH") +
                                                          identityCase("after_crash", "fine") +
                                                          identityCase("wide", "fine", "f64") +
                                                          identityCase("echo_bf16", "fine", "bf16") +
                                                          "  - name: refused\n"
                                                          "    program: \"func.func @main() { func.return }\"\n"
                                                          "    rejects: add C1\n");
  std::string checks = writeTempFile("external_checks.mlir", "func.func @main() {\n  func.return\n}\n");
  ToolResult r = runHloref({"conform", corpus, checks, "--backend", adapter, "--timeout", "30"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL external/crash [f32]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the backend crashed: signal 11"), std::string::npos) << r.out;
  // The run went on with a fresh adapter; f64 is unsupported, not failed; the
  // check program cannot go to an external backend.
  for (const char* name : {"echo", "after_crash", "wide", "echo_bf16", "refused"})
    EXPECT_EQ(r.out.find(std::string("FAIL external/") + name + " "), std::string::npos) << name << "\n" << r.out;
  EXPECT_NE(r.out.find("(fake 1)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("conform: 4 passed, 1 failed, 0 skipped, 2 unsupported\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAIL external/crash [f32] crash "), std::string::npos) << r.out;
}

TEST_F(Conform, ExternalAdapterTimeout) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  std::string adapter = writeTempFile("fake_adapter_hang.py", kFakeAdapter);
  std::string corpus =
      writeTempFile("hanging.yaml", "cases:\n" + identityCase("hang", "HANG") + identityCase("then_fine", "fine"));
  ToolResult r = runHloref({"conform", corpus, "--backend", adapter, "--timeout", "2"}, 60);
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL hanging/hang [f32]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("timed out after 2 s"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("conform: 1 passed, 1 failed"), std::string::npos) << r.out;
}

TEST_F(Conform, UnavailableBackendIsAnError) {
  std::string corpus = writeTempFile("unavailable.yaml", std::string("cases:\n") + identityCase("x", "fine"));
  ToolResult r = runHloref({"conform", corpus, "--backend", "no-such-backend"});
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("unknown backend 'no-such-backend'"), std::string::npos) << r.err;
  if (!havePython()) return;
  std::string refusing = writeTempFile(
      "refusing_adapter.py",
      "import json, sys\nfor line in sys.stdin:\n"
      "    req = json.loads(line)\n"
      "    print(json.dumps({'id': req.get('id'), 'status': 'error', 'message': 'needs jax'}), flush=True)\n");
  ToolResult h = runHloref({"conform", corpus, "--backend", refusing});
  EXPECT_EQ(h.status, 2) << h.out << h.err;
  EXPECT_NE(h.err.find("needs jax"), std::string::npos) << h.err;
}

TEST_F(Conform, ReferenceCrashProtection) {
  // A case that loops beyond --timeout is stopped and failed; the run goes on.
  std::string corpus = writeTempFile("endless.yaml", R"yaml(
cases:
  - name: forever
    program: |
      func.func @main(%x: tensor<i64>) -> tensor<i64> {
        %r = stablehlo.while(%i = %x) : tensor<i64>
          cond {
            %c = stablehlo.compare EQ, %i, %i, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
            stablehlo.return %c : tensor<i1>
          } do {
            stablehlo.return %i : tensor<i64>
          }
        func.return %r : tensor<i64>
      }
    inputs:
      - dense<0> : tensor<i64>
    returns:
      - dense<0> : tensor<i64>
  - name: fine
    program: |
      func.func @main(%x: tensor<i64>) -> tensor<i64> {
        func.return %x : tensor<i64>
      }
    inputs:
      - dense<3> : tensor<i64>
    returns:
      - dense<3> : tensor<i64>
)yaml");
  ToolResult r = runHloref({"conform", corpus, "--timeout", "3"}, 60);
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_TRUE(r.out.find("timed out after 3 s") != std::string::npos ||
              r.out.find("step limit") != std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("conform: 1 passed, 1 failed"), std::string::npos) << r.out;
}

TEST_F(Conform, ProjectYamlCorpusLoadsAndRuns) {
  // Every case of conformance/*.yaml reads without a corpus error and runs to
  // a verdict on the reference backend (failures are findings, not crashes).
  std::string dir = std::string(HLOREF_SOURCE_DIR) + "/conformance";
  std::vector<std::string> yamlFiles;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".yaml") yamlFiles.push_back(e.path().string());
  ASSERT_FALSE(yamlFiles.empty());
  std::vector<std::string> args = {"conform"};
  args.insert(args.end(), yamlFiles.begin(), yamlFiles.end());
  ToolResult r = runHloref(args, 300);
  EXPECT_TRUE(r.status == 0 || r.status == 1) << r.out << r.err;
  EXPECT_EQ(r.out.find("corpus error"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("conform: "), std::string::npos) << r.out;
}

}  // namespace
}  // namespace hloref::testing
