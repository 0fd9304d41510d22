// The HTML report: one self-contained page that shows, in its first screen,
// where the failures are and of which class; then plots, the op x element
// type matrix (sticky headers, per-op and per-type totals) and each failure
// with the inputs at its failing elements.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "conform/classify.h"
#include "conform/report.h"

namespace hloref::conform {
namespace {

using namespace report_detail;

struct TypeOrder {
  bool operator()(const std::string& a, const std::string& b) const { return typeBefore(a, b); }
};

const auto e = xmlEscape;

std::string number(double v, const char* format = "%.3g") {
  if (std::isnan(v)) return "&ndash;";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[48];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

// A colour per class, so that plots and tables agree.
std::string classColour(const std::string& cls) {
  static const std::map<std::string, std::string> colours = {
      {"crash", "#000000"},         {"timeout", "#555555"},     {"error", "#7b3294"},   {"rejected", "#c2a5cf"},
      {"accepted", "#a6611a"},      {"check", "#e66101"},       {"shape", "#5e3c99"},   {"expectation", "#999999"},
      {"order", "#1b9e77"},         {"flush-to-zero", "#0571b0"}, {"nan-payload", "#92c5de"}, {"nan", "#f4a582"},
      {"signed-zero", "#67a9cf"},   {"infinity", "#b2182b"},    {"accuracy", "#fdb863"}, {"wrong-value", "#d7191c"}};
  auto it = colours.find(cls);
  return it == colours.end() ? "#d7191c" : it->second;
}

const char* kStyle =
    "body{font-family:system-ui,sans-serif;margin:0 1.2em 2em;color:#222;font-size:14px}\n"
    "h1{font-size:20px;margin:.6em 0 .2em}h2{font-size:17px;margin:1.2em 0 .4em}h3{font-size:15px}\n"
    ".meta{color:#555;margin:0 0 .4em}\n"
    ".totals span{display:inline-block;padding:2px 9px;margin:0 .4em .3em 0;border-radius:3px;font-weight:600}\n"
    ".v-pass{background:#c8eec8}.v-fail{background:#f4b8b8}.v-xfail{background:#f6d6a8}.v-xpass{background:#b8d8f4}"
    ".v-unsupported{background:#ddd}.v-skipped{background:#f6eab0}\n"
    "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}\n"
    "table.classes td,table.failing td{font-size:13px}table.failing td.num{text-align:right;font-variant-numeric:"
    "tabular-nums}\n"
    ".swatch{display:inline-block;width:.8em;height:.8em;margin-right:.35em;vertical-align:-1px}\n"
    ".scroll{max-height:85vh;overflow:auto;border:1px solid #bbb;display:inline-block;max-width:100%}\n"
    "table.matrix{font-size:12px}table.matrix td{text-align:center;white-space:nowrap}\n"
    "table.matrix thead th{position:sticky;top:0;background:#f4f4f4;z-index:2;font-weight:600}\n"
    "table.matrix th.op{position:sticky;left:0;background:#f4f4f4;z-index:1;text-align:left}\n"
    "table.matrix thead th.op{z-index:3}\n"
    "td.pass{background:#c8eec8}td.fail{background:#f4b8b8;font-weight:bold}td.xfail{background:#f6d6a8}"
    "td.unsupported{background:#ddd}td.skipped{background:#f6eab0}td.none{color:#bbb}\n"
    ".plots{display:flex;flex-wrap:wrap;gap:10px}.plot{border:1px solid #ddd;padding:4px}\n"
    ".plot h4{margin:0 0 2px;font-size:13px}\n"
    "pre{background:#f6f6f6;padding:6px;overflow-x:auto;font-size:12px;max-height:30em}\n"
    ".case{border-top:1px solid #999;margin-top:1em;padding-top:.3em}\n"
    "table.mm{font-size:12px}\n";

// Failed records by class, classes in classify.h's order.
std::vector<std::pair<std::string, std::vector<const Record*>>> failuresByClass(const std::vector<Record>& records) {
  std::map<std::string, std::vector<const Record*>> by;
  for (const Record& r : records)
    if (r.verdict() == Verdict::Fail) by[r.failureClass].push_back(&r);
  std::vector<std::pair<std::string, std::vector<const Record*>>> out;
  for (std::string_view c : failureClasses()) {
    auto it = by.find(std::string(c));
    if (it != by.end()) out.emplace_back(it->first, std::move(it->second)), by.erase(it);
  }
  for (auto& [c, list] : by) out.emplace_back(c, std::move(list));
  return out;
}

// The mismatch farthest from its expected value (NaN and infinities first).
const Mismatch* worstMismatch(const Record& r, size_t* output) {
  const Mismatch* worst = nullptr;
  auto key = [](const Mismatch& m) { return m.ulp < 0 ? INT64_MAX : m.ulp; };
  for (size_t i = 0; i < r.result.outputs.size(); ++i)
    for (const Mismatch& m : r.result.outputs[i].mismatches)
      if (!worst || key(m) > key(*worst)) worst = &m, *output = i;
  return worst;
}

void writeHeader(std::ostream& os, const std::vector<Record>& records, const RunInfo& info) {
  std::time_t now = std::time(nullptr);
  char when[64];
  std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", std::gmtime(&now));
  os << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>hloref conformance: "
     << e(info.backend) << "</title>\n<style>\n" << kStyle << "</style></head><body>\n";
  os << "<h1>hloref conformance: " << e(info.backend) << "</h1>\n<p class=\"meta\"><code>" << e(info.command)
     << "</code> &mdash; " << when << ", " << std::fixed << std::setprecision(1) << info.seconds << " s"
     << (info.shard.empty() ? "" : ", shard " + e(info.shard))
     << (info.xfailFile.empty() ? "" : ", known failures from <code>" + e(info.xfailFile) + "</code>") << "</p>\n";
  Totals t = totalsOf(records);
  os << "<p class=\"totals\" id=\"totals\"><span>" << t.total() << " cases</span>";
  auto span = [&](const char* cls, int64_t n, const char* word) {
    os << "<span class=\"v-" << cls << "\">" << n << " " << word << "</span>";
  };
  span("pass", t.pass, "passed");
  span("fail", t.fail, "failed");
  if (!info.xfailFile.empty()) {
    span("xfail", t.xfail, "xfailed");
    span("xpass", t.xpass, "xpassed");
  }
  span("skipped", t.skipped, "skipped");
  span("unsupported", t.unsupported, "unsupported");
  os << "</p>\n";
}

// Where a class's failures are, in one line: the ops with the most first,
// each with its first types; the rest counted.
std::string whereText(const std::vector<const Record*>& list) {
  std::map<std::string, std::set<std::string, TypeOrder>> where;
  std::map<std::string, size_t> count;
  for (const Record* r : list) where[r->c->op].insert(r->c->elementType), ++count[r->c->op];
  std::vector<std::string> ops;
  for (const auto& [op, _] : where) ops.push_back(op);
  std::stable_sort(ops.begin(), ops.end(), [&](const std::string& a, const std::string& b) { return count[a] > count[b]; });
  constexpr size_t kOps = 6, kTypes = 4;
  std::string text;
  for (size_t i = 0; i < ops.size() && i < kOps; ++i) {
    text += (text.empty() ? "" : "; ") + ops[i] + " (";
    size_t k = 0;
    for (const std::string& t : where[ops[i]]) {
      if (k == kTypes) {
        text += ", +" + std::to_string(where[ops[i]].size() - kTypes);
        break;
      }
      text += (k++ ? ", " : "") + t;
    }
    text += ")";
  }
  if (ops.size() > kOps) text += "; and " + std::to_string(ops.size() - kOps) + " more ops";
  return text;
}

// The first screen: failures by class, then one row per failing case.
void writeFailureSummary(std::ostream& os, const std::vector<Record>& records) {
  auto byClass = failuresByClass(records);
  os << "<section id=\"failures\"><h2>Failures</h2>\n";
  if (byClass.empty()) {
    os << "<p>No case failed.</p></section>\n";
    return;
  }
  os << "<table class=\"classes\"><tr><th>class</th><th>cases</th><th>ops and element types</th></tr>\n";
  for (const auto& [cls, list] : byClass)
    os << "<tr><td><span class=\"swatch\" style=\"background:" << classColour(cls) << "\"></span><a href=\"#class-"
       << e(cls) << "\">" << e(cls) << "</a></td><td class=\"num\">" << list.size() << "</td><td>"
       << e(whereText(list)) << "</td></tr>\n";
  os << "</table>\n<h3>Failing cases</h3>\n<table class=\"failing\" id=\"failing-cases\"><tr><th>class</th><th>op</th>"
        "<th>type</th><th>case</th><th>worst element</th><th>ulp</th><th>abs error</th><th>rel error</th><th>got</th>"
        "<th>expected</th></tr>\n";
  size_t rows = 0, total = 0;
  for (const auto& [cls, list] : byClass) total += list.size();
  for (const auto& [cls, list] : byClass) {
    for (const Record* r : list) {
      if (rows++ == 300) break;
      size_t output = 0;
      const Mismatch* m = worstMismatch(*r, &output);
      os << "<tr><td>" << e(cls) << "</td><td>" << e(r->c->op) << "</td><td>" << e(r->c->elementType)
         << "</td><td><a href=\"#" << anchorOf(*r->c) << "\">" << e(r->c->name) << "</a></td>";
      if (m) {
        os << "<td>#" << output << " " << e(m->at) << "</td><td class=\"num\">"
           << (m->ulp >= 0 ? std::to_string(m->ulp) : "&ndash;") << "</td><td class=\"num\">" << number(m->absError)
           << "</td><td class=\"num\">" << number(m->relError) << "</td><td><code>" << e(m->actual)
           << "</code></td><td><code>" << e(m->expected) << "</code></td>";
      } else {
        os << "<td colspan=\"6\">" << e(r->result.message.substr(0, 160)) << "</td>";
      }
      os << "</tr>\n";
    }
  }
  os << "</table>\n";
  if (total > 300) os << "<p>" << total - 300 << " more failing cases below, by class.</p>\n";
  os << "</section>\n";
}

// Per op and element type with failures: the distribution of distances over
// every compared element, and the failed elements' error against the
// magnitude of their inputs.
void writePlots(std::ostream& os, const std::vector<Record>& records) {
  std::map<std::pair<std::string, std::string>, std::vector<const Record*>> cells;
  std::set<std::pair<std::string, std::string>> failing;
  for (const Record& r : records) {
    cells[{r.c->op, r.c->elementType}].push_back(&r);
    if (r.verdict() == Verdict::Fail) failing.insert({r.c->op, r.c->elementType});
  }
  int shown = 0;
  std::ostringstream panels;
  for (const auto& key : failing) {
    std::vector<int64_t> histogram;
    std::vector<ErrorPoint> points;
    for (const Record* r : cells[key]) {
      for (const OutputReport& o : r->result.outputs) {
        if (histogram.size() < o.ulpHistogram.size()) histogram.resize(o.ulpHistogram.size(), 0);
        for (size_t k = 0; k < o.ulpHistogram.size(); ++k) histogram[k] += o.ulpHistogram[k];
        for (const Mismatch& m : o.mismatches)
          if (!std::isnan(m.relError) && !std::isnan(m.inputMagnitude))
            points.push_back({m.inputMagnitude, m.relError, classColour(m.failureClass),
                              r->c->name + " " + m.at + ": " + m.failureClass});
      }
    }
    if (histogram.empty() && points.empty()) continue;
    if (shown++ == 40) break;
    panels << "<div class=\"plot\"><h4>" << e(key.first) << " [" << e(key.second) << "]</h4>";
    if (!histogram.empty()) panels << ulpHistogramSvg(histogram);
    if (!points.empty()) panels << errorScatterSvg(points);
    panels << "</div>\n";
  }
  if (shown == 0) return;
  os << "<section id=\"plots\"><h2>Error distributions</h2>\n<p>Per op and element type with failures: how many "
        "compared elements lie at each distance in ulp (all cases of the cell), and each failed element's relative "
        "error against the largest magnitude of its inputs (colour: class).</p>\n<div class=\"plots\">"
     << panels.str() << "</div></section>\n";
}

void writeMatrix(std::ostream& os, const std::vector<Record>& records) {
  std::set<std::string, TypeOrder> columns;
  std::map<std::string, std::map<std::string, Totals>> m;
  std::map<std::string, Totals> byType, byOp;
  std::map<std::pair<std::string, std::string>, std::string> firstFailure;
  for (const Record& r : records) {
    Verdict v = r.verdict();
    m[r.c->op][r.c->elementType].add(v);
    byType[r.c->elementType].add(v);
    byOp[r.c->op].add(v);
    columns.insert(r.c->elementType);
    if (v == Verdict::Fail) firstFailure.emplace(std::make_pair(r.c->op, r.c->elementType), anchorOf(*r.c));
  }
  os << "<section id=\"matrix\"><h2>Op &times; element type</h2>\n<p>Cells: passed/failed (+ xfailed, unsupported, "
        "skipped when there are any); failing ops first, common types first; a red cell links to its first "
        "failure.</p>\n<div class=\"scroll\"><table class=\"matrix\"><thead><tr><th class=\"op\">op</th>"
        "<th>passed</th><th>failed</th>";
  auto cell = [](const Totals& t) {
    std::string s = std::to_string(t.pass + t.xpass) + "/" + std::to_string(t.fail);
    if (t.xfail) s += " +" + std::to_string(t.xfail) + "x";
    if (t.unsupported) s += " " + std::to_string(t.unsupported) + "u";
    if (t.skipped) s += " " + std::to_string(t.skipped) + "s";
    return s;
  };
  for (const std::string& col : columns)
    os << "<th>" << e(col) << "<br><small>" << cell(byType[col]) << "</small></th>";
  os << "</tr></thead><tbody>\n";
  for (const std::string& op : opsFailingFirst(records)) {
    const Totals& t = byOp[op];
    os << "<tr><th class=\"op\">" << e(op) << "</th><td>" << t.pass + t.xpass << "</td><td"
       << (t.fail ? " class=\"fail\"" : "") << ">" << t.fail << "</td>";
    for (const std::string& col : columns) {
      auto it = m[op].find(col);
      if (it == m[op].end()) {
        os << "<td class=\"none\">&middot;</td>";
        continue;
      }
      const Totals& c = it->second;
      std::string cls = c.fail ? "fail" : c.pass + c.xpass ? "pass" : c.xfail ? "xfail" : c.unsupported ? "unsupported"
                                                                                                          : "skipped";
      os << "<td class=\"" << cls << "\" title=\"" << e(op + " " + col) << "\">";
      auto f = firstFailure.find({op, col});
      if (f != firstFailure.end()) os << "<a href=\"#" << f->second << "\">" << cell(c) << "</a>";
      else os << cell(c);
      os << "</td>";
    }
    os << "</tr>\n";
  }
  os << "</tbody></table></div></section>\n";
}

void writeCase(std::ostream& os, const Record& r) {
  const Case& c = *r.c;
  os << "<div class=\"case\" id=\"" << anchorOf(c) << "\"><h3>" << e(c.id()) << " <small>[" << e(c.elementType)
     << "]</small></h3>\n<p><code>" << e(c.file) << ":" << c.line << "</code> &mdash; " << e(outcomeText(c));
  if (!c.tags.empty()) {
    os << " &mdash; tags:";
    for (const std::string& t : c.tags) os << " <code>" << e(t) << "</code>";
  }
  os << "</p>\n<p><b>" << e(r.result.message) << "</b></p>\n";
  os << "<details><summary>program</summary><pre>" << e(c.program) << "</pre></details>\n";
  if (!c.inputs.empty()) {
    os << "<details><summary>inputs (" << c.inputs.size() << ")</summary>";
    for (size_t i = 0; i < c.inputs.size(); ++i) os << "<pre>%arg" << i << " = " << e(c.inputs[i].text) << "</pre>";
    os << "</details>\n";
  }
  for (size_t i = 0; i < r.result.outputs.size(); ++i) {
    const OutputReport& o = r.result.outputs[i];
    if (o.ok()) continue;
    os << "<h4>result #" << i << (o.failureClass.empty() ? "" : " &mdash; " + e(o.failureClass)) << "</h4>\n";
    if (!o.problem.empty()) os << "<p>" << e(o.problem) << "</p>\n";
    if (o.problem.empty()) {
      os << "<p>" << o.mismatchCount << " of " << (o.elements - o.masked) << " compared elements differ";
      if (o.masked) os << " (" << o.masked << " implementation-defined elements not compared)";
      if (o.maxUlp >= 0) os << "; largest distance " << o.maxUlp << " ulp";
      os << "</p>\n";
    }
    if (!o.mismatches.empty()) {
      os << "<table class=\"mm\"><tr><th>index</th><th>inputs there</th><th>got</th><th>expected</th><th>ulp</th>"
            "<th>abs error</th><th>rel error</th><th>class</th></tr>";
      for (const Mismatch& mm : o.mismatches) {
        std::string inputs;
        for (const std::string& in : mm.inputs) inputs += (inputs.empty() ? "" : "<br>") + e(in);
        os << "<tr><td>" << e(mm.at) << "</td><td><code>" << (inputs.empty() ? "&ndash;" : inputs)
           << "</code></td><td><code>" << e(mm.actual) << "</code></td><td><code>" << e(mm.expected)
           << "</code></td><td>" << (mm.ulp >= 0 ? std::to_string(mm.ulp) : "&ndash;") << "</td><td>"
           << number(mm.absError) << "</td><td>" << number(mm.relError) << "</td><td>" << e(mm.failureClass)
           << "</td></tr>";
      }
      os << "</table>\n";
    }
    os << "<details><summary>expected and actual values</summary><p>expected</p><pre>" << e(o.expected)
       << "</pre><p>actual</p><pre>" << e(o.actual) << "</pre></details>\n";
  }
  if (!r.result.log.empty()) os << "<details><summary>log</summary><pre>" << e(r.result.log) << "</pre></details>\n";
  os << "</div>\n";
}

void writeDetails(std::ostream& os, const std::vector<Record>& records) {
  for (const auto& [cls, list] : failuresByClass(records)) {
    os << "<section id=\"class-" << e(cls) << "\"><h2><span class=\"swatch\" style=\"background:" << classColour(cls)
       << "\"></span>" << e(cls) << " (" << list.size() << ")</h2>\n";
    for (const Record* r : list) writeCase(os, *r);
    os << "</section>\n";
  }
  std::vector<const Record*> xpass, other;
  for (const Record& r : records) {
    Verdict v = r.verdict();
    if (v == Verdict::XPass) xpass.push_back(&r);
    if (v == Verdict::XFail || v == Verdict::Unsupported || v == Verdict::Skipped) other.push_back(&r);
  }
  if (!xpass.empty()) {
    os << "<h2>Passed although listed as known failures (" << xpass.size() << ")</h2>\n<ul>\n";
    for (const Record* r : xpass)
      os << "<li><code>" << e(r->c->id()) << "</code> [" << e(r->c->elementType) << "]: waiver at <code>"
         << e(r->waiver->file) << ":" << r->waiver->line << "</code></li>\n";
    os << "</ul>\n";
  }
  os << "<h2>Known failures, unsupported and skipped (" << other.size() << ")</h2>\n<details><summary>list</summary><ul>\n";
  for (const Record* r : other)
    os << "<li><code>" << e(r->c->id()) << "</code> [" << e(r->c->elementType) << "] " << verdictName(r->verdict())
       << ": " << e(r->result.message) << "</li>\n";
  os << "</ul></details>\n";
}

}  // namespace

void writeHtml(const std::string& path, const std::vector<Record>& records, const RunInfo& info) {
  std::ostringstream os;
  writeHeader(os, records, info);
  writeFailureSummary(os, records);
  writePlots(os, records);
  writeMatrix(os, records);
  writeDetails(os, records);
  os << "</body></html>\n";
  std::ofstream out(path, std::ios::binary);
  out << os.str();
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace hloref::conform
