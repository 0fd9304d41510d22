#include "conform/report.h"

#include <algorithm>
#include <cctype>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <map>
#include <ostream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/element_type.h"
#include "conform/backend.h"

namespace hloref::conform {
namespace {

// Column order: the element types in the order the spec lists them, then
// quantized types, then anything else.
int typeRank(const std::string& label) {
  if (label == "complex<f32>") return static_cast<int>(ElementType::C64);
  if (label == "complex<f64>") return static_cast<int>(ElementType::C128);
  if (auto t = parseElementTypeName(label)) return static_cast<int>(*t);
  if (label.rfind("quant<", 0) == 0) return 1000;
  return label == "-" ? 3000 : 2000;
}

struct TypeOrder {
  bool operator()(const std::string& a, const std::string& b) const {
    int ra = typeRank(a), rb = typeRank(b);
    return ra != rb ? ra < rb : a < b;
  }
};

using Matrix = std::map<std::string, std::map<std::string, Totals, TypeOrder>>;

Matrix matrixOf(const std::vector<Record>& records, std::set<std::string, TypeOrder>& columns) {
  Matrix m;
  for (const Record& r : records) {
    m[r.c->op][r.c->elementType].add(r.result.status);
    columns.insert(r.c->elementType);
  }
  return m;
}

std::string cellText(const Totals& t) {
  if (t.total() == 0) return ".";
  std::string s = std::to_string(t.pass);
  if (t.fail) s += "/" + std::to_string(t.fail) + "F";
  if (t.unsupported) s += "/" + std::to_string(t.unsupported) + "U";
  if (t.skipped) s += "/" + std::to_string(t.skipped) + "S";
  return s;
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

std::string details(const Record& r) {
  std::ostringstream os;
  const Case& c = *r.c;
  os << c.file << ":" << c.line << ": " << c.id() << " [" << c.elementType << "] " << outcomeText(c) << "\n";
  os << r.result.message << "\n";
  for (size_t i = 0; i < r.result.outputs.size(); ++i) {
    const OutputReport& o = r.result.outputs[i];
    if (o.ok()) continue;
    os << "result #" << i << ":\n  expected " << o.expected << "\n  actual   " << o.actual << "\n";
    for (const Mismatch& m : o.mismatches)
      os << "  at " << m.at << ": got " << m.actual << ", expected " << m.expected
         << (m.ulp >= 0 ? " (" + std::to_string(m.ulp) + " ulp)" : "") << "\n";
  }
  if (!r.result.log.empty()) os << r.result.log;
  return os.str();
}

}  // namespace

void Totals::add(Status s) {
  switch (s) {
    case Status::Pass: ++pass; break;
    case Status::Fail: ++fail; break;
    case Status::Unsupported: ++unsupported; break;
    case Status::Skipped: ++skipped; break;
  }
}

Totals totalsOf(const std::vector<Record>& records) {
  Totals t;
  for (const Record& r : records) t.add(r.result.status);
  return t;
}

void printFailures(std::ostream& os, const std::vector<Record>& records) {
  for (const Record& r : records) {
    if (r.result.status != Status::Fail) continue;
    const Case& c = *r.c;
    os << "FAIL " << c.id() << " [" << c.elementType << "] (" << c.file << ":" << c.line << "): " << r.result.message
       << "\n";
    int shown = 0;
    for (size_t i = 0; i < r.result.outputs.size(); ++i) {
      for (const Mismatch& m : r.result.outputs[i].mismatches) {
        if (shown++ == 3) break;
        os << "    result #" << i << " at " << m.at << ": got " << m.actual << ", expected " << m.expected
           << (m.ulp >= 0 ? " (" + std::to_string(m.ulp) + " ulp)" : "") << "\n";
      }
    }
    if (!r.result.log.empty()) {
      std::istringstream log(r.result.log);
      int lines = 0;
      for (std::string line; std::getline(log, line) && lines < 4; ++lines) os << "    " << line << "\n";
    }
  }
}

void printMatrix(std::ostream& os, const std::vector<Record>& records) {
  std::set<std::string, TypeOrder> columns;
  Matrix m = matrixOf(records, columns);
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
  os << "summary: cells are passed[/nF failed][/nU unsupported][/nS skipped]\n";
  os << std::left << std::setw(static_cast<int>(opWidth)) << "op" << std::right << "  pass  fail unsup  skip";
  for (const std::string& col : columns) os << "  " << std::setw(static_cast<int>(width[col])) << col;
  os << "\n";
  for (const auto& [op, row] : m) {
    Totals t;
    for (const auto& [_, cell] : row) {
      t.pass += cell.pass;
      t.fail += cell.fail;
      t.unsupported += cell.unsupported;
      t.skipped += cell.skipped;
    }
    os << std::left << std::setw(static_cast<int>(opWidth)) << op << std::right << std::setw(6) << t.pass
       << std::setw(6) << t.fail << std::setw(6) << t.unsupported << std::setw(6) << t.skipped;
    for (const std::string& col : columns) {
      auto it = row.find(col);
      os << "  " << std::setw(static_cast<int>(width[col])) << (it == row.end() ? "." : cellText(it->second));
    }
    os << "\n";
  }
}

void writeJunit(const std::string& path, const std::vector<Record>& records, const RunInfo& info) {
  std::map<std::string, std::vector<const Record*>> byOp;
  for (const Record& r : records) byOp[r.c->op].push_back(&r);
  Totals all = totalsOf(records);
  std::ostringstream os;
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  os << "<testsuites name=\"" << xmlEscape("hloref conform: " + info.backend) << "\" tests=\"" << all.total()
     << "\" failures=\"" << all.fail << "\" errors=\"0\" skipped=\"" << all.unsupported + all.skipped << "\" time=\""
     << info.seconds << "\">\n";
  for (const auto& [op, list] : byOp) {
    Totals t;
    double seconds = 0;
    for (const Record* r : list) {
      t.add(r->result.status);
      seconds += r->result.seconds;
    }
    os << "  <testsuite name=\"" << xmlEscape(op) << "\" tests=\"" << t.total() << "\" failures=\"" << t.fail
       << "\" errors=\"0\" skipped=\"" << t.unsupported + t.skipped << "\" time=\"" << seconds << "\">\n";
    for (const Record* r : list) {
      const Case& c = *r->c;
      os << "    <testcase classname=\"" << xmlEscape("conform." + op) << "\" name=\""
         << xmlEscape(c.name + " [" + c.elementType + "]") << "\" file=\"" << xmlEscape(c.file) << "\" line=\""
         << c.line << "\" time=\"" << r->result.seconds << "\"";
      switch (r->result.status) {
        case Status::Pass:
          if (r->result.note.empty()) {
            os << "/>\n";
            continue;
          }
          os << ">\n      <system-out>" << xmlEscape(r->result.note) << "</system-out>\n";
          break;
        case Status::Fail:
          os << ">\n      <failure message=\"" << xmlEscape(r->result.message) << "\" type=\"mismatch\">"
             << xmlEscape(details(*r)) << "</failure>\n";
          break;
        case Status::Unsupported:
          os << ">\n      <skipped message=\"" << xmlEscape("unsupported: " + r->result.message) << "\"/>\n";
          break;
        case Status::Skipped:
          os << ">\n      <skipped message=\"" << xmlEscape("skipped: " + r->result.message) << "\"/>\n";
          break;
      }
      os << "    </testcase>\n";
    }
    os << "  </testsuite>\n";
  }
  os << "</testsuites>\n";
  std::ofstream out(path, std::ios::binary);
  out << os.str();
  if (!out) throw std::runtime_error("cannot write " + path);
}

void writeHtml(const std::string& path, const std::vector<Record>& records, const RunInfo& info) {
  std::set<std::string, TypeOrder> columns;
  Matrix m = matrixOf(records, columns);
  Totals all = totalsOf(records);
  // The first failing case of each cell, for links from the matrix.
  std::map<std::pair<std::string, std::string>, std::string> firstFailure;
  for (const Record& r : records)
    if (r.result.status == Status::Fail) firstFailure.emplace(std::make_pair(r.c->op, r.c->elementType), anchorOf(*r.c));

  std::ostringstream os;
  auto e = xmlEscape;
  std::time_t now = std::time(nullptr);
  char when[64];
  std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", std::gmtime(&now));
  os << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>hloref conformance: "
     << e(info.backend) << "</title>\n<style>\n"
     << "body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}\n"
     << "table.matrix{border-collapse:collapse;font-size:12px}\n"
     << "table.matrix th,table.matrix td{border:1px solid #ccc;padding:2px 5px;text-align:center}\n"
     << "table.matrix th.op{text-align:left}\n"
     << "td.pass{background:#c8eec8}td.fail{background:#f4b8b8;font-weight:bold}td.unsupported{background:#ddd}"
     << "td.skipped{background:#f6eab0}td.none{color:#bbb}\n"
     << "pre{background:#f6f6f6;padding:6px;overflow-x:auto;font-size:12px;max-height:30em}\n"
     << ".case{border-top:1px solid #999;margin-top:1.2em;padding-top:.4em}\n"
     << "table.mm{border-collapse:collapse;font-size:12px}table.mm td,table.mm th{border:1px solid #ccc;padding:1px 6px}\n"
     << ".totals span{margin-right:1.2em}\n</style></head><body>\n";
  os << "<h1>hloref conformance report</h1>\n<p>Backend: <b>" << e(info.backend) << "</b><br>Command: <code>"
     << e(info.command) << "</code><br>" << (info.shard.empty() ? "" : "Shard: " + e(info.shard) + "<br>") << "Run: "
     << when << ", " << std::fixed << std::setprecision(1) << info.seconds << " s</p>\n";
  os << "<p class=\"totals\"><span>" << all.total() << " cases</span><span>" << all.pass << " passed</span><span>"
     << all.fail << " failed</span><span>" << all.unsupported << " unsupported</span><span>" << all.skipped
     << " skipped</span></p>\n";

  os << "<h2>Op &times; element type</h2>\n<p>Each cell: passed / failed / unsupported / skipped. "
        "A red cell links to its first failure.</p>\n<table class=\"matrix\"><tr><th class=\"op\">op</th>";
  for (const std::string& col : columns) os << "<th>" << e(col) << "</th>";
  os << "</tr>\n";
  for (const auto& [op, row] : m) {
    os << "<tr><th class=\"op\">" << e(op) << "</th>";
    for (const std::string& col : columns) {
      auto it = row.find(col);
      if (it == row.end()) {
        os << "<td class=\"none\">&middot;</td>";
        continue;
      }
      const Totals& t = it->second;
      std::string cls = t.fail ? "fail" : t.pass ? "pass" : t.unsupported ? "unsupported" : "skipped";
      std::string text = std::to_string(t.pass) + "/" + std::to_string(t.fail) + "/" + std::to_string(t.unsupported) +
                         "/" + std::to_string(t.skipped);
      os << "<td class=\"" << cls << "\" title=\"" << e(op + " " + col) << "\">";
      auto f = firstFailure.find({op, col});
      if (f != firstFailure.end()) os << "<a href=\"#" << f->second << "\">" << text << "</a>";
      else os << text;
      os << "</td>";
    }
    os << "</tr>\n";
  }
  os << "</table>\n";

  os << "<h2>Failures (" << all.fail << ")</h2>\n";
  for (const Record& r : records) {
    if (r.result.status != Status::Fail) continue;
    const Case& c = *r.c;
    os << "<div class=\"case\" id=\"" << anchorOf(c) << "\"><h3>" << e(c.id()) << " <small>[" << e(c.elementType)
       << "]</small></h3>\n<p><code>" << e(c.file) << ":" << c.line << "</code> &mdash; " << e(outcomeText(c));
    if (!c.tags.empty()) {
      os << " &mdash; tags:";
      for (const std::string& t : c.tags) os << " <code>" << e(t) << "</code>";
    }
    os << "</p>\n<p><b>" << e(r.result.message) << "</b></p>\n";
    os << "<details open><summary>program</summary><pre>" << e(c.program) << "</pre></details>\n";
    if (!c.inputs.empty()) {
      os << "<details><summary>inputs (" << c.inputs.size() << ")</summary>";
      for (size_t i = 0; i < c.inputs.size(); ++i)
        os << "<pre>%arg" << i << " = " << e(c.inputs[i].text) << "</pre>";
      os << "</details>\n";
    }
    for (size_t i = 0; i < r.result.outputs.size(); ++i) {
      const OutputReport& o = r.result.outputs[i];
      os << "<h4>result #" << i << (o.ok() ? " (agrees)" : "") << "</h4>\n";
      if (!o.problem.empty()) os << "<p>" << e(o.problem) << "</p>\n";
      os << "<p>expected</p><pre>" << e(o.expected) << "</pre><p>actual</p><pre>" << e(o.actual) << "</pre>\n";
      if (!o.ok() && o.problem.empty()) {
        os << "<p>" << o.mismatchCount << " of " << (o.elements - o.masked) << " compared elements differ";
        if (o.masked) os << " (" << o.masked << " implementation-defined elements not compared)";
        if (o.maxUlp >= 0) os << "; largest distance " << o.maxUlp << " ulp";
        os << "</p>\n";
      }
      if (!o.mismatches.empty()) {
        os << "<table class=\"mm\"><tr><th>index</th><th>actual</th><th>expected</th><th>ulp</th></tr>";
        for (const Mismatch& mm : o.mismatches)
          os << "<tr><td>" << e(mm.at) << "</td><td>" << e(mm.actual) << "</td><td>" << e(mm.expected) << "</td><td>"
             << (mm.ulp >= 0 ? std::to_string(mm.ulp) : "&ndash;") << "</td></tr>";
        os << "</table>\n";
      }
    }
    if (!r.result.log.empty()) os << "<details><summary>log</summary><pre>" << e(r.result.log) << "</pre></details>\n";
    os << "</div>\n";
  }
  std::vector<const Record*> unsupported;
  for (const Record& r : records)
    if (r.result.status == Status::Unsupported || r.result.status == Status::Skipped) unsupported.push_back(&r);
  os << "<h2>Unsupported and skipped (" << unsupported.size() << ")</h2>\n<details><summary>list</summary><ul>\n";
  for (const Record* r : unsupported)
    os << "<li><code>" << e(r->c->id()) << "</code> [" << e(r->c->elementType) << "] " << statusName(r->result.status)
       << ": " << e(r->result.message) << "</li>\n";
  os << "</ul></details>\n</body></html>\n";
  std::ofstream out(path, std::ios::binary);
  out << os.str();
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace hloref::conform
