#include "conform/report.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <map>
#include <ostream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/element_type.h"
#include "conform/backend.h"
#include "conform/classify.h"

namespace hloref::conform {
namespace report_detail {

namespace {

// The element types a failing backend most often gets wrong, first.
int commonRank(const std::string& label) {
  static const char* const common[] = {"f32", "bf16", "f16", "f64", "i32", "i64", "i1", "complex<f32>",
                                       "complex<f64>", "i8", "i16", "ui8", "ui16", "ui32", "ui64"};
  for (size_t i = 0; i < std::size(common); ++i)
    if (label == common[i]) return static_cast<int>(i);
  if (auto t = parseElementTypeName(label)) return 100 + static_cast<int>(*t);
  if (label.rfind("quant<", 0) == 0) return 1000;
  return label == "-" ? 3000 : 2000;
}

}  // namespace

bool typeBefore(const std::string& a, const std::string& b) {
  int ra = commonRank(a), rb = commonRank(b);
  return ra != rb ? ra < rb : a < b;
}

std::string xmlEscape(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (unsigned char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default:
        // XML 1.0 admits no other control characters.
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') out += "?";
        else out += static_cast<char>(c);
    }
  }
  return out;
}

std::string anchorOf(const Case& c) {
  std::string a = "case-";
  for (char ch : c.id()) a += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '-';
  return a;
}

std::string outcomeText(const Case& c) {
  switch (c.outcome) {
    case Outcome::Returns: return "returns (" + c.policy.str() + ")";
    case Outcome::ImplementationDefined: return "implementation-defined (" + c.policy.str() + ")";
    case Outcome::Rejects: return "rejects: " + c.rejects;
    case Outcome::Malformed: return "malformed";
    case Outcome::CheckProgram: return "check program";
  }
  return "";
}

std::vector<std::string> opsFailingFirst(const std::vector<Record>& records) {
  std::map<std::string, int64_t> failures;
  for (const Record& r : records) failures[r.c->op] += r.verdict() == Verdict::Fail ? 1 : 0;
  std::vector<std::string> ops;
  for (const auto& [op, _] : failures) ops.push_back(op);
  std::stable_sort(ops.begin(), ops.end(),
                   [&](const std::string& a, const std::string& b) { return failures[a] > failures[b]; });
  return ops;
}

}  // namespace report_detail

using namespace report_detail;

namespace {

struct TypeOrder {
  bool operator()(const std::string& a, const std::string& b) const { return typeBefore(a, b); }
};

std::string cellText(const Totals& t) {
  if (t.total() == 0) return ".";
  std::string s = std::to_string(t.pass + t.xpass);
  if (t.fail) s += "/" + std::to_string(t.fail) + "F";
  if (t.xfail) s += "/" + std::to_string(t.xfail) + "X";
  if (t.unsupported) s += "/" + std::to_string(t.unsupported) + "U";
  if (t.skipped) s += "/" + std::to_string(t.skipped) + "S";
  return s;
}

// `text` cut to `width` columns.
std::string fit(const std::string& text, size_t width) {
  if (text.size() <= width) return text;
  return text.substr(0, width - 3) + "...";
}

std::string distanceText(const Mismatch& m) {
  std::string s;
  char buf[64];
  if (m.ulp >= 0) s += std::to_string(m.ulp) + " ulp";
  if (!std::isnan(m.absError)) {
    std::snprintf(buf, sizeof buf, "%sabs %.3g, rel %.3g", s.empty() ? "" : ", ", m.absError, m.relError);
    s += buf;
  }
  return s;
}

// Diagnostics, one paragraph per failure: long lines are kept whole.
void printFailures(std::ostream& os, const std::vector<Record>& records) {
  for (const Record& r : records) {
    Verdict v = r.verdict();
    if (v != Verdict::Fail && v != Verdict::XPass) continue;
    const Case& c = *r.c;
    if (v == Verdict::XPass) {
      os << "XPASS " << c.id() << " [" << c.elementType << "]: passed, but " << r.waiver->file << ":"
         << r.waiver->line << " lists it as a known failure\n";
      continue;
    }
    os << "FAIL " << c.id() << " [" << c.elementType << "] " << r.failureClass << " (" << c.file << ":" << c.line
       << "): " << r.result.message << "\n";
    int shown = 0;
    for (size_t i = 0; i < r.result.outputs.size(); ++i) {
      for (const Mismatch& m : r.result.outputs[i].mismatches) {
        if (shown++ == 3) break;
        std::string d = distanceText(m);
        os << "    result #" << i << " at " << m.at << ": got " << m.actual << ", expected " << m.expected
           << (d.empty() ? "" : " (" + d + ")") << "\n";
      }
    }
    if (!r.result.log.empty()) {
      std::istringstream log(r.result.log);
      int lines = 0;
      for (std::string line; std::getline(log, line) && lines < 4; ++lines) os << "    " << line << "\n";
    }
  }
}

// Per op: totals, the types that fail and the classes of the failures.
void printOpSummary(std::ostream& os, const std::vector<Record>& records) {
  struct Row {
    Totals t;
    std::set<std::string, TypeOrder> failingTypes;
    std::map<std::string, int64_t> classes;
  };
  std::map<std::string, Row> rows;
  for (const Record& r : records) {
    Row& row = rows[r.c->op];
    row.t.add(r.verdict());
    if (r.verdict() == Verdict::Fail) {
      row.failingTypes.insert(r.c->elementType);
      ++row.classes[r.failureClass];
    }
  }
  os << "op                         pass  fail xfail unsup  skip  classes of failures in types\n";
  for (const std::string& op : opsFailingFirst(records)) {
    const Row& row = rows[op];
    std::ostringstream line;
    line << std::left << std::setw(25) << fit(op, 25) << std::right << std::setw(6) << row.t.pass + row.t.xpass
         << std::setw(6) << row.t.fail << std::setw(6) << row.t.xfail << std::setw(6) << row.t.unsupported
         << std::setw(6) << row.t.skipped;
    std::string what;  // classes in classify.h's order, then the failing types
    for (std::string_view c : failureClasses()) {
      auto it = row.classes.find(std::string(c));
      if (it != row.classes.end()) what += std::string(what.empty() ? "" : ", ") + it->first + " " + std::to_string(it->second);
    }
    if (!what.empty()) what += " in";
    for (const std::string& t : row.failingTypes) what += " " + t;
    // Wrapped at word boundaries under the column it starts in.
    std::string text = line.str();
    const size_t column = text.size() + 2;
    std::istringstream words(what);
    std::string current = text + (what.empty() ? "" : " ");
    for (std::string word; words >> word;) {
      if (current.size() + 1 + word.size() > 100 && current.size() > column) {
        os << current << "\n";
        current = std::string(column - 1, ' ');
      }
      current += " " + word;
    }
    os << current << "\n";
  }
}

// Elements without a distance (NaN, infinity) count as the farthest.
int64_t distanceKey(const Mismatch& m) { return m.ulp < 0 ? INT64_MAX : m.ulp; }

// The failed elements farthest from their expected values.
void printWorstCases(std::ostream& os, const std::vector<Record>& records) {
  struct Worst {
    const Record* r;
    size_t output;
    const Mismatch* m = nullptr;
  };
  std::vector<Worst> worst;
  for (const Record& r : records) {
    if (r.verdict() != Verdict::Fail) continue;
    Worst candidate{};
    for (size_t i = 0; i < r.result.outputs.size(); ++i)
      for (const Mismatch& m : r.result.outputs[i].mismatches)
        if (!candidate.m || distanceKey(m) > distanceKey(*candidate.m)) candidate = {&r, i, &m};
    if (candidate.m) worst.push_back(candidate);
  }
  if (worst.empty()) return;
  std::stable_sort(worst.begin(), worst.end(),
                   [](const Worst& a, const Worst& b) { return distanceKey(*a.m) > distanceKey(*b.m); });
  os << "worst cases:\n";
  for (size_t k = 0; k < worst.size() && k < 5; ++k) {
    const Worst& w = worst[k];
    std::string d = distanceText(*w.m);
    os << fit("  " + w.r->c->id() + " [" + w.r->c->elementType + "] result #" + std::to_string(w.output) + " at " +
                  w.m->at + ": " + (d.empty() ? w.r->failureClass : d + ", " + w.r->failureClass),
              100)
       << "\n";
    os << fit("      got " + w.m->actual + ", expected " + w.m->expected, 100) << "\n";
  }
}

}  // namespace

std::string_view verdictName(Verdict v) {
  switch (v) {
    case Verdict::Pass: return "pass";
    case Verdict::Fail: return "fail";
    case Verdict::XFail: return "xfail";
    case Verdict::XPass: return "xpass";
    case Verdict::Unsupported: return "unsupported";
    case Verdict::Skipped: return "skipped";
  }
  return "?";
}

Verdict Record::verdict() const {
  switch (result.status) {
    case Status::Pass: return waiver ? Verdict::XPass : Verdict::Pass;
    case Status::Fail: return waiver ? Verdict::XFail : Verdict::Fail;
    case Status::Unsupported: return Verdict::Unsupported;
    case Status::Skipped: return Verdict::Skipped;
  }
  return Verdict::Fail;
}

void Totals::add(Verdict v) {
  switch (v) {
    case Verdict::Pass: ++pass; break;
    case Verdict::Fail: ++fail; break;
    case Verdict::XFail: ++xfail; break;
    case Verdict::XPass: ++xpass; break;
    case Verdict::Unsupported: ++unsupported; break;
    case Verdict::Skipped: ++skipped; break;
  }
}

std::string Totals::str(bool waivers) const {
  std::string s = std::to_string(pass) + " passed, " + std::to_string(fail) + " failed, " + std::to_string(skipped) +
                  " skipped, " + std::to_string(unsupported) + " unsupported";
  if (waivers) s += ", " + std::to_string(xfail) + " xfailed, " + std::to_string(xpass) + " xpassed";
  return s;
}

Totals totalsOf(const std::vector<Record>& records) {
  Totals t;
  for (const Record& r : records) t.add(r.verdict());
  return t;
}

void printReport(std::ostream& os, const std::vector<Record>& records, const RunInfo& info, bool matrix) {
  printFailures(os, records);
  if (!records.empty()) {
    printOpSummary(os, records);
    printWorstCases(os, records);
    if (matrix) printMatrix(os, records);
  }
  Totals t = totalsOf(records);
  std::ostringstream seconds;
  seconds << std::fixed << std::setprecision(1) << info.seconds;
  os << fit("backend " + info.backend + (info.shard.empty() ? "" : ", shard " + info.shard) + ": " +
                std::to_string(t.total()) + " cases in " + std::to_string(info.files) + " files (" + seconds.str() +
                " s)" + (matrix || records.empty() ? "" : "; --matrix prints the op x type matrix"),
            100)
     << "\n";
  os << "conform: " << t.str(!info.xfailFile.empty()) << "\n";
}

void printMatrix(std::ostream& os, const std::vector<Record>& records) {
  std::set<std::string, TypeOrder> columns;
  std::map<std::string, std::map<std::string, Totals>> m;
  for (const Record& r : records) {
    m[r.c->op][r.c->elementType].add(r.verdict());
    columns.insert(r.c->elementType);
  }
  size_t opWidth = 2;
  for (const auto& [op, _] : m) opWidth = std::max(opWidth, op.size());
  std::map<std::string, size_t> width;
  for (const std::string& col : columns) {
    size_t w = col.size();
    for (const auto& [op, row] : m) {
      auto it = row.find(col);
      if (it != row.end()) w = std::max(w, cellText(it->second).size());
    }
    width[col] = w;
  }
  os << "matrix: cells are passed[/nF failed][/nX xfailed][/nU unsupported][/nS skipped]\n";
  os << std::left << std::setw(static_cast<int>(opWidth)) << "op" << std::right;
  for (const std::string& col : columns) os << "  " << std::setw(static_cast<int>(width[col])) << col;
  os << "\n";
  for (const std::string& op : opsFailingFirst(records)) {
    os << std::left << std::setw(static_cast<int>(opWidth)) << op << std::right;
    for (const std::string& col : columns) {
      auto it = m[op].find(col);
      os << "  " << std::setw(static_cast<int>(width[col])) << (it == m[op].end() ? "." : cellText(it->second));
    }
    os << "\n";
  }
}

}  // namespace hloref::conform
