// JUnit XML: one testsuite per op, one testcase per case.
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include "conform/report.h"

namespace hloref::conform {
namespace {

using namespace report_detail;

std::string details(const Record& r) {
  std::ostringstream os;
  const Case& c = *r.c;
  os << c.file << ":" << c.line << ": " << c.id() << " [" << c.elementType << "] " << outcomeText(c) << "\n";
  if (!r.failureClass.empty()) os << "class: " << r.failureClass << "\n";
  os << r.result.message << "\n";
  for (size_t i = 0; i < r.result.outputs.size(); ++i) {
    const OutputReport& o = r.result.outputs[i];
    if (o.ok()) continue;
    os << "result #" << i << ":\n  expected " << o.expected << "\n  actual   " << o.actual << "\n";
    for (const Mismatch& m : o.mismatches) {
      os << "  at " << m.at << ": got " << m.actual << ", expected " << m.expected;
      if (m.ulp >= 0) os << " (" << m.ulp << " ulp)";
      if (!std::isnan(m.absError)) os << " abs " << m.absError << " rel " << m.relError;
      for (const std::string& in : m.inputs) os << "; " << in;
      os << "\n";
    }
  }
  if (!r.result.log.empty()) os << r.result.log;
  return os.str();
}

}  // namespace

void writeJunit(const std::string& path, const std::vector<Record>& records, const RunInfo& info) {
  std::map<std::string, std::vector<const Record*>> byOp;
  for (const Record& r : records) byOp[r.c->op].push_back(&r);
  Totals all = totalsOf(records);
  std::ostringstream os;
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  os << "<testsuites name=\"" << xmlEscape("hloref conform: " + info.backend) << "\" tests=\"" << all.total()
     << "\" failures=\"" << all.fail << "\" errors=\"0\" skipped=\"" << all.unsupported + all.skipped + all.xfail
     << "\" time=\"" << info.seconds << "\">\n";
  for (const auto& [op, list] : byOp) {
    Totals t;
    double seconds = 0;
    for (const Record* r : list) {
      t.add(r->verdict());
      seconds += r->result.seconds;
    }
    os << "  <testsuite name=\"" << xmlEscape(op) << "\" tests=\"" << t.total() << "\" failures=\"" << t.fail
       << "\" errors=\"0\" skipped=\"" << t.unsupported + t.skipped + t.xfail << "\" time=\"" << seconds << "\">\n";
    for (const Record* r : list) {
      const Case& c = *r->c;
      os << "    <testcase classname=\"" << xmlEscape("conform." + op) << "\" name=\""
         << xmlEscape(c.name + " [" + c.elementType + "]") << "\" file=\"" << xmlEscape(c.file) << "\" line=\""
         << c.line << "\" time=\"" << r->result.seconds << "\"";
      switch (r->verdict()) {
        case Verdict::Pass:
        case Verdict::XPass:
          if (r->result.note.empty() && r->verdict() == Verdict::Pass) {
            os << "/>\n";
            continue;
          }
          os << ">\n      <system-out>"
             << xmlEscape(r->verdict() == Verdict::XPass ? "xpass: passed, but listed as a known failure ("
                                                                + r->waiver->file + ":" + std::to_string(r->waiver->line) + ")"
                                                          : r->result.note)
             << "</system-out>\n";
          break;
        case Verdict::Fail:
          os << ">\n      <failure message=\"" << xmlEscape(r->result.message) << "\" type=\""
             << xmlEscape(r->failureClass) << "\">" << xmlEscape(details(*r)) << "</failure>\n";
          break;
        case Verdict::XFail:
          os << ">\n      <skipped message=\""
             << xmlEscape("xfail (" + r->waiver->reason + "): " + r->result.message) << "\"/>\n";
          break;
        case Verdict::Unsupported:
          os << ">\n      <skipped message=\"" << xmlEscape("unsupported: " + r->result.message) << "\"/>\n";
          break;
        case Verdict::Skipped:
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

}  // namespace hloref::conform
