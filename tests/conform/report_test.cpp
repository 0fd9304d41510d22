// What a conformance run tells a person (issue 16, part 5) and how a run is
// chosen (part 4): paths replace the default corpus, a selection of nothing
// is a usage error, known failures (--xfail), --json, a terminal summary
// that fits 100 columns, and an HTML page with failures grouped by class,
// the inputs at failing elements, absolute and relative errors, meaningful
// complex distances and plots. A flawed fake backend makes the failures.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "conform/json.h"
#include "run_tool.h"

namespace hloref::testing {
namespace {

class Report : public ::testing::Test {
 protected:
  void SetUp() override {
    unsetenv("GTEST_SHARD_INDEX");
    unsetenv("GTEST_TOTAL_SHARDS");
    unsetenv("GTEST_SHARD_STATUS_FILE");
  }
};

bool havePython() { return std::system("python3 -c 'import json, struct' >/dev/null 2>&1") == 0; }

// tests/conform/flawed_adapter.py: a backend that returns its first input,
// spoiled as the program's marker comment asks (FLUSH, SWAP, ULP, NOISE).
std::string flawedAdapter() { return std::string(HLOREF_SOURCE_DIR) + "/tests/conform/flawed_adapter.py"; }

std::string identityCase(const std::string& name, const std::string& marker, const std::string& type,
                         const std::string& literal) {
  std::string t = "tensor<4x" + type + ">";
  return "  - name: " + name + "\n    program: |\n      // " + marker + "\n      func.func @main(%a: " + t +
         ") -> " + t + " {\n        func.return %a : " + t + "\n      }\n    inputs:\n      - dense<" + literal +
         "> : " + t + "\n    returns:\n      - dense<" + literal + "> : " + t + "\n";
}

// Four failures of three classes, one complex case whose tiny imaginary
// noise is accuracy, and passing cases.
std::string flawedCorpus() {
  return "op: add\ncases:\n" + identityCase("subnormal", "FLUSH", "f32", "[1.0, 1.0e-40, -2.0e-41, 3.0]") +
         identityCase("subnormal_too", "FLUSH", "f32", "[1.0e-39, 1.0, 2.0, 3.0]") +
         identityCase("normal", "FLUSH", "f32", "[1.0, 2.0, 3.0, 4.0]") +
         identityCase("reversed", "SWAP", "f32", "[1.0, 2.0, 3.0, 4.0]") +
         identityCase("palindrome", "SWAP", "f32", "[1.0, 2.0, 2.0, 1.0]") +
         identityCase("nearly", "ULP", "f32", "[1.5, 2.0, 3.0, 4.0]") +
         identityCase("complex_noise", "NOISE", "complex<f32>",
                      "[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]");
}

struct FlawedRun {
  std::string corpus, adapter;
};

FlawedRun flawedSetup() {
  return {writeTempFile("add.yaml", flawedCorpus()), flawedAdapter()};
}

TEST_F(Report, FailuresAreClassifiedWithErrorsAndInputs) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  FlawedRun f = flawedSetup();
  ToolResult r = runHloref({"conform", f.corpus, "--backend", f.adapter});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL add/subnormal [f32] flush-to-zero"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAIL add/subnormal_too [f32] flush-to-zero"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAIL add/reversed [f32] order"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAIL add/nearly [f32] accuracy"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("got 1.5000004e+00 (0x3FC00003), expected 1.500000e+00 (0x3FC00000) (3 ulp, abs 3.58e-07, "
                       "rel 2.38e-07)"),
            std::string::npos)
      << r.out;
  // complex: a part of -1e-30 where 0 is expected is 1 ulp of the number,
  // not the ~2^31 representable values between -1e-30 and 0 in f32.
  EXPECT_NE(r.out.find("FAIL add/complex_noise [complex<f32>] accuracy"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("expected (1.000000e+00,0.000000e+00) (1 ulp, abs 1e-30, rel 1e-30)"), std::string::npos)
      << r.out;
  // Classes and failing types, wrapped under their column.
  EXPECT_NE(r.out.find("add                           2     5     0     0     0  order 1, flush-to-zero 2, "
                       "accuracy 2 in f32\n"
                       "                                                         complex<f32>\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("conform: 2 passed, 5 failed, 0 skipped, 0 unsupported\n"), std::string::npos) << r.out;
}

TEST_F(Report, TerminalSummaryFitsOneHundredColumns) {
  // Many element types and ops: the summary stays narrow; --matrix adds the
  // op x type matrix.
  std::string yaml = "cases:\n";
  const char* types[] = {"f32", "bf16", "f16", "f64", "i32", "i64", "i8", "ui8", "i16", "ui16", "ui32", "ui64",
                         "f8E5M2", "f8E4M3FN", "i4", "ui4", "tf32", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ"};
  std::string corpus;
  for (const char* op : {"some_rather_long_operation_name_of_an_op", "add", "multiply", "select"}) {
    std::string body = std::string("op: ") + op + "\ncases:\n";
    for (const char* t : types) body += identityCase(std::string("id_") + t, "fine", t, "[1, 2, 3, 4]");
    corpus = writeTempFile(std::string("wide_") + op + ".yaml", body);
  }
  std::string dir = std::filesystem::path(corpus).parent_path().string();
  ToolResult r = runHloref({"conform", dir + "/wide_add.yaml", dir + "/wide_multiply.yaml", dir + "/wide_select.yaml",
                            dir + "/wide_some_rather_long_operation_name_of_an_op.yaml"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 100u) << line;
  EXPECT_NE(r.out.find("conform: 80 passed, 0 failed"), std::string::npos) << r.out;
  ToolResult m = runHloref({"conform", dir + "/wide_add.yaml", "--matrix"});
  EXPECT_NE(m.out.find("matrix: cells are"), std::string::npos) << m.out;
  // Common types first: f32 bf16 f16 f64 i32 i64 ... then the rest.
  size_t f32 = m.out.find("  f32  "), bf16 = m.out.find("  bf16"), f64 = m.out.find("  f64"),
         i32 = m.out.find("  i32"), f8 = m.out.find("  f8E5M2 ");
  EXPECT_TRUE(f32 < bf16 && bf16 < f64 && f64 < i32 && i32 < f8) << m.out;
}

TEST_F(Report, KnownFailuresPerBackend) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  FlawedRun f = flawedSetup();
  std::string waivers = writeTempFile("known.txt",
                                      "# backend  case  reason\n" + f.adapter +
                                          "  add/subnormal(_too)?  flushes subnormals to zero\n" + f.adapter +
                                          "  add/reversed  writes in reverse\n" + f.adapter +
                                          "  add/nearly  3 ulp off\n" + f.adapter +
                                          "  add/complex_noise  noise\n"
                                          "* add/normal  listed, but passes\n"
                                          "other-backend add/palindrome  not this backend\n");
  ToolResult r = runHloref({"conform", f.corpus, "--backend", f.adapter, "--xfail", waivers});
  EXPECT_EQ(r.status, 0) << r.out << r.err;  // every failure is known
  EXPECT_EQ(r.out.find("FAIL "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("XPASS add/normal [f32]: passed, but " + waivers + ":6 lists it as a known failure"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("conform: 1 passed, 0 failed, 0 skipped, 0 unsupported, 5 xfailed, 1 xpassed\n"),
            std::string::npos)
      << r.out;
  // Without the waiver for it, a failure fails the run again.
  std::string partial = writeTempFile("partial.txt", f.adapter + " add/subnormal\n");
  EXPECT_EQ(runHloref({"conform", f.corpus, "--backend", f.adapter, "--xfail", partial}).status, 1);
  std::string bad = writeTempFile("bad_waivers.txt", "xla-cpu\n");
  ToolResult malformed = runHloref({"conform", f.corpus, "--xfail", bad});
  EXPECT_EQ(malformed.status, 3);
  EXPECT_NE(malformed.err.find(bad + ":1: expected BACKEND CASE"), std::string::npos) << malformed.err;
}

TEST_F(Report, JsonResults) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  FlawedRun f = flawedSetup();
  std::string out = writeTempFile("results.json", "");
  ToolResult r = runHloref({"conform", f.corpus, "--backend", f.adapter, "--json", out});
  EXPECT_EQ(r.status, 1) << r.err;
  std::string error;
  auto doc = json::parse(readAll(out), &error);
  ASSERT_TRUE(doc) << error;
  const json::Value* totals = doc->get("totals");
  ASSERT_TRUE(totals);
  EXPECT_EQ(totals->getNumber("pass"), 2);
  EXPECT_EQ(totals->getNumber("fail"), 5);
  const json::Value* cases = doc->get("cases");
  ASSERT_TRUE(cases && cases->isArray());
  ASSERT_EQ(cases->array.size(), 7u);
  const json::Value& first = cases->array[0];
  EXPECT_EQ(first.getString("id"), "add/subnormal");
  EXPECT_EQ(first.getString("verdict"), "fail");
  EXPECT_EQ(first.getString("class"), "flush-to-zero");
  EXPECT_EQ(first.getString("element_type"), "f32");
  const json::Value& mismatch = first.get("outputs")->array[0].get("mismatches")->array[0];
  EXPECT_EQ(mismatch.getString("at"), "[1]");
  EXPECT_EQ(mismatch.getString("class"), "flush-to-zero");
  EXPECT_EQ(mismatch.get("inputs")->array[0].string, "%arg0 = 9.999946e-41");
  EXPECT_EQ(cases->array[1].getString("verdict"), "fail");
  EXPECT_EQ(cases->array[2].getString("verdict"), "pass");
}

TEST_F(Report, HtmlGroupsFailuresAndPlotsErrors) {
  if (!havePython()) GTEST_SKIP() << "python3 is not available";
  FlawedRun f = flawedSetup();
  std::string html = writeTempFile("flawed.html", "");
  ToolResult r = runHloref({"conform", f.corpus, "--backend", f.adapter, "--report", html});
  EXPECT_EQ(r.status, 1) << r.err;
  std::string page = readAll(html);
  // The failures come first, grouped by class, before the matrix.
  size_t failures = page.find("<section id=\"failures\">"), matrix = page.find("<section id=\"matrix\">");
  ASSERT_NE(failures, std::string::npos);
  EXPECT_LT(failures, matrix);
  EXPECT_NE(page.find("<a href=\"#class-flush-to-zero\">flush-to-zero</a></td><td class=\"num\">2</td>"),
            std::string::npos);
  EXPECT_NE(page.find("<section id=\"class-order\">"), std::string::npos);
  // Sticky headers, per-op totals, plots.
  EXPECT_NE(page.find("position:sticky"), std::string::npos);
  EXPECT_NE(page.find("<th class=\"op\">op</th><th>passed</th><th>failed</th><th>f32<br><small>2/4</small></th>"
                      "<th>complex&lt;f32&gt;<br><small>0/1</small></th>"),
            std::string::npos);
  EXPECT_NE(page.find("<svg class=\"histogram\""), std::string::npos);
  EXPECT_NE(page.find("<svg class=\"scatter\""), std::string::npos);
  // The failing element: the input there, errors next to the distance.
  EXPECT_NE(page.find("<td>[1]</td><td><code>%arg0 = 9.999946e-41</code></td><td><code>0.000000e+00 (0x00000000)"
                      "</code></td><td><code>9.999946e-41 (0x000116C2)</code></td><td>71362</td><td>1e-40</td><td>1</td>"
                      "<td>flush-to-zero</td>"),
            std::string::npos)
      << page.substr(page.find("class-flush-to-zero"), 3000);
}

TEST_F(Report, SelectionsReplaceTheCorpusAndMustMatch) {
  std::string corpus = writeTempFile("selection.yaml", "op: add\ncases:\n" +
                                                           identityCase("one", "fine", "f32", "[1.0, 2.0, 3.0, 4.0]") +
                                                           identityCase("two", "fine", "i32", "[1, 2, 3, 4]"));
  ToolResult nothing = runHloref({"conform", corpus, "--filter", "no_such_case"});
  EXPECT_EQ(nothing.status, 3) << nothing.out;
  EXPECT_NE(nothing.err.find("no case to run: none of the 2 cases in 1 files match --filter 'no_such_case'"),
            std::string::npos)
      << nothing.err;
  EXPECT_EQ(runHloref({"conform", corpus, "--tag", "absent"}).status, 3);
  // tools/conformance.sh from another directory, with a path relative to
  // it: that file's cases only (the default corpus is not added).
  std::string dir = std::filesystem::path(corpus).parent_path().string();
  std::string build = std::filesystem::path(HLOREF_BINARY).parent_path().parent_path().string();
  std::string command = "cd " + shellQuote(dir) + " && HLOREF_NO_BUILD=1 HLOREF_BUILD_DIR=" + shellQuote(build) +
                        " bash " + shellQuote(std::string(HLOREF_SOURCE_DIR) + "/tools/conformance.sh") +
                        " selection.yaml --list > list.out 2>&1";
  ASSERT_EQ(std::system(command.c_str()), 0) << readAll(dir + "/list.out");
  EXPECT_EQ(readAll(dir + "/list.out"), "selection/one [f32]\nselection/two [i32]\n");
  // Without paths: the project's corpus, found beside the binary from anywhere.
  std::string listAll = "cd / && " + shellQuote(HLOREF_BINARY) + " conform --list --filter '^add/' > " +
                        shellQuote(dir + "/all.out") + " 2>&1";
  ASSERT_EQ(std::system(listAll.c_str()), 0) << readAll(dir + "/all.out");
  EXPECT_NE(readAll(dir + "/all.out").find("add/"), std::string::npos);
}

}  // namespace
}  // namespace hloref::testing
