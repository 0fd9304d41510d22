// What a conformance run reports: a terminal summary that fits 100 columns
// (the op x element type matrix with --matrix), JUnit XML, JSON, and a
// self-contained HTML page. Counts have the same names everywhere: passed,
// failed, xfailed (known failures, --xfail), xpassed (waived but passed),
// unsupported, skipped.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "conform/compare.h"
#include "conform/corpus.h"
#include "conform/xfail.h"

namespace hloref::conform {

enum class Verdict { Pass, Fail, XFail, XPass, Unsupported, Skipped };
std::string_view verdictName(Verdict v);  // "pass", "fail", "xfail", "xpass", "unsupported", "skipped"

struct Record {
  const Case* c;
  CaseResult result;
  const Waiver* waiver = nullptr;  // the --xfail line that names this case
  std::string failureClass;        // classify.h, for failed (and xfailed) cases

  Verdict verdict() const;
};

struct RunInfo {
  std::string backend;      // description of the backend
  std::string command;      // the command line
  std::string shard;        // "I/N", or empty
  std::string xfailFile;    // --xfail, or empty
  size_t files = 0;         // corpus files read
  double seconds = 0;
};

struct Totals {
  int64_t pass = 0, fail = 0, xfail = 0, xpass = 0, unsupported = 0, skipped = 0;
  void add(Verdict v);
  int64_t total() const { return pass + fail + xfail + xpass + unsupported + skipped; }
  // "3 passed, 1 failed, 0 skipped, 2 unsupported" (+ ", N xfailed, N xpassed" when `waivers`).
  std::string str(bool waivers) const;
};

Totals totalsOf(const std::vector<Record>& records);

// The terminal report: each failure in a line or four, the per-op summary
// (failing ops first, with their failing types and classes), the worst
// cases, and with `matrix` the op x element type matrix.
void printReport(std::ostream& os, const std::vector<Record>& records, const RunInfo& info, bool matrix);
void printMatrix(std::ostream& os, const std::vector<Record>& records);

// Throw std::runtime_error when the file cannot be written.
void writeJunit(const std::string& path, const std::vector<Record>& records, const RunInfo& info);
void writeHtml(const std::string& path, const std::vector<Record>& records, const RunInfo& info);
void writeJson(const std::string& path, const std::vector<Record>& records, const RunInfo& info);

// Shared by the report writers (report_*.cpp).
namespace report_detail {
// Element type columns, common types first: f32, bf16, f16, f64, i32, ...
bool typeBefore(const std::string& a, const std::string& b);
std::string xmlEscape(const std::string& s);
std::string outcomeText(const Case& c);
std::string anchorOf(const Case& c);
// Op names, failing ops (most failures) first, then by name.
std::vector<std::string> opsFailingFirst(const std::vector<Record>& records);

// Inline SVG plots (report_svg.cpp). A histogram of ulp distances
// (compare.h's buckets), and points of relative error against input
// magnitude, both on log scales.
std::string ulpHistogramSvg(const std::vector<int64_t>& counts);
struct ErrorPoint {
  double magnitude;
  double relError;
  std::string colour;
  std::string title;
};
std::string errorScatterSvg(const std::vector<ErrorPoint>& points);
}  // namespace report_detail

}  // namespace hloref::conform
