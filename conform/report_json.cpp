// `--json FILE`: the run as one JSON document, for scripts.
//   {"backend", "command", "shard", "xfail_file", "seconds",
//    "totals": {"pass", "fail", "xfail", "xpass", "unsupported", "skipped"},
//    "cases": [{"id", "file", "line", "op", "element_type", "tags", "verdict",
//               "class", "message", "note", "seconds", "waiver", "outputs": [...]}]}
// Each output is as the case process reports it (compare.h's toJson):
// expected, actual, problem, elements, mismatch_count, masked, max_ulp,
// class, ulp_histogram, mismatches [{at, index, actual, expected, ulp,
// abs_error, rel_error, class, inputs, input_magnitude}].
#include <fstream>
#include <stdexcept>

#include "conform/json.h"
#include "conform/report.h"

namespace hloref::conform {

void writeJson(const std::string& path, const std::vector<Record>& records, const RunInfo& info) {
  json::Value doc = json::Value::emptyObject();
  doc["backend"] = json::Value::of(info.backend);
  doc["command"] = json::Value::of(info.command);
  doc["shard"] = json::Value::of(info.shard);
  doc["xfail_file"] = json::Value::of(info.xfailFile);
  doc["seconds"] = json::Value::of(info.seconds);
  Totals t = totalsOf(records);
  json::Value totals = json::Value::emptyObject();
  totals["pass"] = json::Value::of(t.pass);
  totals["fail"] = json::Value::of(t.fail);
  totals["xfail"] = json::Value::of(t.xfail);
  totals["xpass"] = json::Value::of(t.xpass);
  totals["unsupported"] = json::Value::of(t.unsupported);
  totals["skipped"] = json::Value::of(t.skipped);
  doc["totals"] = std::move(totals);
  json::Value cases = json::Value::emptyArray();
  for (const Record& r : records) {
    json::Value c = toJson(r.result);  // status, message, note, log, class, outputs
    c.object.erase("status");
    c["id"] = json::Value::of(r.c->id());
    c["file"] = json::Value::of(r.c->file);
    c["line"] = json::Value::of(r.c->line);
    c["op"] = json::Value::of(r.c->op);
    c["element_type"] = json::Value::of(r.c->elementType);
    json::Value tags = json::Value::emptyArray();
    for (const std::string& tag : r.c->tags) tags.push(json::Value::of(tag));
    c["tags"] = std::move(tags);
    c["verdict"] = json::Value::of(std::string(verdictName(r.verdict())));
    c["class"] = json::Value::of(r.failureClass);
    c["seconds"] = json::Value::of(r.result.seconds);
    if (r.waiver) c["waiver"] = json::Value::of(r.waiver->file + ":" + std::to_string(r.waiver->line));
    cases.push(std::move(c));
  }
  doc["cases"] = std::move(cases);
  std::ofstream out(path, std::ios::binary);
  out << json::write(doc) << "\n";
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace hloref::conform
