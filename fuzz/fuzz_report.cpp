#include "fuzz/fuzz_report.h"

#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>

#include "conform/report.h"
#include "fuzz/differential_class.h"

namespace hloref::fuzz {
namespace {

namespace fs = std::filesystem;
using json::Value;

std::string shortOp(const std::string& op) { return op.rfind("stablehlo.", 0) == 0 ? op.substr(10) : op; }

Value strings(const std::vector<std::string>& items) {
  Value a = Value::emptyArray();
  for (const std::string& s : items) a.push(Value::of(s));
  return a;
}

std::vector<std::string> stringsOf(const Value* v) {
  std::vector<std::string> out;
  if (v && v->isArray())
    for (const Value& s : v->array) out.push_back(s.string);
  return out;
}

Value toJson(const Finding& f) {
  Value v = Value::emptyObject();
  v["backend"] = Value::of(f.backend);
  v["op"] = Value::of(f.op);
  v["class"] = Value::of(f.cls);
  v["element_type"] = Value::of(f.elementType);
  v["count"] = Value::of(f.count);
  v["seed"] = Value::of(std::to_string(f.seed));
  v["reproducer"] = Value::of(f.reproducer);
  v["detail"] = Value::of(f.detail);
  v["ops_before"] = Value::of(f.opsBefore);
  v["ops_after"] = Value::of(f.opsAfter);
  v["fails_on_backend"] = Value::of(f.failsOnBackend);
  v["passes_on_reference"] = Value::of(f.passesOnReference);
  return v;
}

Finding findingFromJson(const Value& v) {
  Finding f;
  f.backend = v.getString("backend");
  f.op = v.getString("op");
  f.cls = v.getString("class");
  f.elementType = v.getString("element_type");
  f.count = static_cast<int64_t>(v.getNumber("count"));
  f.seed = std::strtoull(v.getString("seed", "0").c_str(), nullptr, 10);  // 0 when malformed
  f.reproducer = v.getString("reproducer");
  f.detail = v.getString("detail");
  f.opsBefore = static_cast<int>(v.getNumber("ops_before"));
  f.opsAfter = static_cast<int>(v.getNumber("ops_after"));
  const Value* a = v.get("fails_on_backend");
  const Value* b = v.get("passes_on_reference");
  f.failsOnBackend = a && a->boolean;
  f.passesOnReference = b && b->boolean;
  return f;
}

std::string throughput(const Campaign& c) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", c.seconds > 0 ? static_cast<double>(c.programs) / c.seconds : 0.0);
  return buf;
}

// The classes in report order, with their findings.
std::vector<std::pair<const FindingClass*, std::vector<const Finding*>>> byClass(const std::vector<const Finding*>& fs) {
  std::vector<std::pair<const FindingClass*, std::vector<const Finding*>>> out;
  for (const FindingClass& k : findingClasses()) {
    std::vector<const Finding*> members;
    for (const Finding* f : fs)
      if (f->cls == k.name) members.push_back(f);
    if (!members.empty()) out.emplace_back(&k, members);
  }
  return out;
}

std::string joined(const std::set<std::string>& items) {
  std::string s;
  for (const std::string& i : items) s += (s.empty() ? "" : ", ") + i;
  return s;
}

std::string verified(const Finding& f) {
  return std::string(f.failsOnBackend ? "fails on " + f.backend : "DOES NOT fail on " + f.backend) +
         (f.passesOnReference ? ", passes on reference" : ", DOES NOT pass on reference");
}

std::string markdown(const Campaign& c, const ReportView& view, const std::string& xfailFile) {
  std::ostringstream md;
  md << "# Differential fuzzing: " << c.backend << "\n\n";
  md << "- backend: " << c.description << "\n";
  for (size_t i = 0; i < c.commands.size(); ++i)
    md << "- command" << (c.shards.size() > i && !c.shards[i].empty() ? " (shard " + c.shards[i] + ")" : "") << ": `"
       << c.commands[i] << "`\n";
  md << "- programs: " << c.programs << " (" << c.passed << " passed, " << c.withFinding << " with a finding, "
     << c.unsupported << " unsupported by the backend, " << c.noGolden << " without a golden)\n";
  md << "- time: " << c.seconds << " s over the shards (" << c.wallSeconds << " s the longest); throughput "
     << throughput(c) << " programs/s\n";
  md << "- distinct findings: " << view.fresh.size() << " new, " << view.waived.size() << " known (xfail"
     << (xfailFile.empty() ? "" : " " + xfailFile) << "); unexpected passes of xfails: " << view.unexpectedPasses.size()
     << "\n\n";
  if (!c.unsupportedOps.empty()) {
    md << "Unsupported (counted, not findings):";
    for (const auto& [op, n] : c.unsupportedOps) md << " " << shortOp(op) << " (" << n << ")";
    md << "\n\n";
  }
  auto section = [&](const char* title, const std::vector<const Finding*>& fs) {
    md << "## " << title << "\n\n";
    if (fs.empty()) {
      md << "None.\n\n";
      return;
    }
    md << "| class | findings | programs | ops | element types | spec |\n|---|---|---|---|---|---|\n";
    for (const auto& [k, members] : byClass(fs)) {
      std::set<std::string> ops, types;
      int64_t programs = 0;
      for (const Finding* f : members) {
        ops.insert(shortOp(f->op));
        types.insert(f->elementType);
        programs += f->count;
      }
      md << "| " << k->name << " | " << members.size() << " | " << programs << " | " << joined(ops) << " | "
         << joined(types) << " | " << k->section << " |\n";
    }
    md << "\n";
    for (const auto& [k, members] : byClass(fs)) {
      md << "### " << k->name << "\n\nSpec, " << k->section << ": " << k->point << ".\n\n";
      for (const Finding* f : members)
        md << "- `" << f->id() << "` (spec: " << sectionOf(*k, f->op) << "): " << f->count << " programs (first seed "
           << f->seed << "), " << f->opsBefore
           << " -> " << f->opsAfter << " ops; reproducer [" << f->reproducer << "](" << f->reproducer << ") ("
           << verified(*f) << "): " << f->detail << "\n";
      md << "\n";
    }
  };
  section("New findings", view.fresh);
  section("Known findings (xfail)", view.waived);
  md << "## Unexpected passes (xfail lines that matched no finding)\n\n";
  if (view.unexpectedPasses.empty()) md << "None.\n";
  for (const conform::Waiver* w : view.unexpectedPasses)
    md << "- " << w->file << ":" << w->line << ": `" << w->backend << " " << w->pattern << "` " << w->reason << "\n";
  return md.str();
}

std::string html(const Campaign& c, const ReportView& view) {
  using conform::report_detail::xmlEscape;
  std::ostringstream h;
  h << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>hloref fuzz: " << xmlEscape(c.backend)
    << "</title><style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
       "td,th{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}.new{color:#b00}</style>"
       "</head><body>\n";
  h << "<h1>Differential fuzzing: " << xmlEscape(c.backend) << "</h1>\n<p>" << xmlEscape(c.description) << "<br>"
    << c.programs << " programs: " << c.passed << " passed, " << c.withFinding << " with a finding, " << c.unsupported
    << " unsupported, " << c.noGolden << " without a golden; " << throughput(c) << " programs/s</p>\n";
  auto table = [&](const char* title, const std::vector<const Finding*>& fs, bool fresh) {
    h << "<h2>" << title << "</h2>\n<table><tr><th>class</th><th>op</th><th>type</th><th>programs</th><th>ops</th>"
         "<th>reproducer</th><th>spec</th><th>detail</th></tr>\n";
    for (const auto& [k, members] : byClass(fs))
      for (const Finding* f : members)
        h << "<tr><td" << (fresh ? " class=\"new\"" : "") << ">" << xmlEscape(f->cls) << "</td><td>"
          << xmlEscape(shortOp(f->op)) << "</td><td>" << xmlEscape(f->elementType) << "</td><td>" << f->count
          << "</td><td>" << f->opsBefore << " &rarr; " << f->opsAfter << "</td><td><a href=\"" << xmlEscape(f->reproducer)
          << "\">" << xmlEscape(f->reproducer) << "</a><br>" << xmlEscape(verified(*f)) << "</td><td>"
          << xmlEscape(sectionOf(*k, f->op)) << ": " << xmlEscape(std::string(k->point)) << "</td><td>"
          << xmlEscape(f->detail) << "</td></tr>\n";
    h << "</table>\n";
  };
  table("New findings", view.fresh, true);
  table("Known findings (xfail)", view.waived, false);
  h << "<h2>Unexpected passes of xfails</h2>\n<ul>\n";
  for (const conform::Waiver* w : view.unexpectedPasses)
    h << "<li>" << xmlEscape(w->file) << ":" << w->line << ": " << xmlEscape(w->backend + " " + w->pattern) << "</li>\n";
  h << "</ul>\n</body></html>\n";
  return h.str();
}

void writeText(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write '" + path.string() + "'");
}

}  // namespace

std::string Finding::id() const {
  return cls + "/" + shortOp(op) + "/" + elementType;
}

json::Value toJson(const Campaign& c) {
  Value v = Value::emptyObject();
  v["backend"] = Value::of(c.backend);
  v["description"] = Value::of(c.description);
  v["commands"] = strings(c.commands);
  v["shards"] = strings(c.shards);
  v["programs"] = Value::of(c.programs);
  v["passed"] = Value::of(c.passed);
  v["with_finding"] = Value::of(c.withFinding);
  v["unsupported"] = Value::of(c.unsupported);
  v["no_golden"] = Value::of(c.noGolden);
  v["seconds"] = Value::of(c.seconds);
  v["wall_seconds"] = Value::of(c.wallSeconds);
  Value fs = Value::emptyArray();
  for (const Finding& f : c.findings) fs.push(toJson(f));
  v["findings"] = std::move(fs);
  Value ops = Value::emptyObject();
  for (const auto& [op, n] : c.unsupportedOps) ops[op] = Value::of(n);
  v["unsupported_ops"] = std::move(ops);
  return v;
}

Campaign campaignFromJson(const json::Value& v) {
  Campaign c;
  c.backend = v.getString("backend");
  c.description = v.getString("description");
  c.commands = stringsOf(v.get("commands"));
  c.shards = stringsOf(v.get("shards"));
  c.programs = static_cast<int64_t>(v.getNumber("programs"));
  c.passed = static_cast<int64_t>(v.getNumber("passed"));
  c.withFinding = static_cast<int64_t>(v.getNumber("with_finding"));
  c.unsupported = static_cast<int64_t>(v.getNumber("unsupported"));
  c.noGolden = static_cast<int64_t>(v.getNumber("no_golden"));
  c.seconds = v.getNumber("seconds");
  c.wallSeconds = v.getNumber("wall_seconds");
  if (const Value* fs = v.get("findings"); fs && fs->isArray())
    for (const Value& f : fs->array) c.findings.push_back(findingFromJson(f));
  if (const Value* ops = v.get("unsupported_ops"); ops && ops->isObject())
    for (const auto& [op, n] : ops->object) c.unsupportedOps[op] = static_cast<int64_t>(n.number);
  return c;
}

void writeCampaign(const std::string& dir, const Campaign& c) {
  writeText(fs::path(dir) / "findings.json", json::write(toJson(c)) + "\n");
}

Campaign readCampaign(const std::string& dir) {
  const fs::path path = fs::path(dir) / "findings.json";
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read '" + path.string() + "' (not a fuzz run's directory?)");
  std::ostringstream text;
  text << in.rdbuf();
  std::string error;
  std::optional<Value> v = json::parse(text.str(), &error);
  if (!v || !v->isObject()) throw std::runtime_error(path.string() + ": not a fuzz run's findings: " + error);
  return campaignFromJson(*v);
}

Campaign mergeCampaigns(const std::vector<std::string>& dirs, const std::string& out) {
  Campaign merged;
  std::map<std::string, size_t> index;  // key -> position in merged.findings
  for (const std::string& dir : dirs) {
    Campaign c = readCampaign(dir);
    if (!merged.backend.empty() && merged.backend != c.backend)
      throw std::runtime_error("cannot merge campaigns of different backends: " + merged.backend + " and " + c.backend);
    merged.backend = c.backend;
    if (merged.description.empty()) merged.description = c.description;
    merged.commands.insert(merged.commands.end(), c.commands.begin(), c.commands.end());
    merged.shards.insert(merged.shards.end(), c.shards.begin(), c.shards.end());
    merged.programs += c.programs;
    merged.passed += c.passed;
    merged.withFinding += c.withFinding;
    merged.unsupported += c.unsupported;
    merged.noGolden += c.noGolden;
    merged.seconds += c.seconds;
    merged.wallSeconds = std::max(merged.wallSeconds, c.wallSeconds);
    for (const auto& [op, n] : c.unsupportedOps) merged.unsupportedOps[op] += n;
    for (Finding f : c.findings) {
      // The reproducer moves under `out`.
      const fs::path from = fs::path(dir) / f.reproducer;
      const fs::path to = fs::path(out) / f.reproducer;
      auto it = index.find(f.key());
      if (it != index.end()) {
        Finding& kept = merged.findings[it->second];
        kept.count += f.count;
        if (f.opsAfter >= kept.opsAfter || f.reproducer.empty()) continue;
        f.count = kept.count;
        kept = f;
      } else {
        index[f.key()] = merged.findings.size();
        merged.findings.push_back(f);
      }
      if (!f.reproducer.empty() && fs::absolute(from) != fs::absolute(to)) {
        std::error_code ec;
        fs::create_directories(to.parent_path(), ec);
        fs::copy_file(from, to, fs::copy_options::overwrite_existing, ec);
        if (ec) throw std::runtime_error("cannot copy " + from.string() + " to " + to.string() + ": " + ec.message());
      }
    }
  }
  return merged;
}

ReportView viewOf(const Campaign& c, const std::vector<conform::Waiver>& waivers) {
  ReportView v;
  std::set<const conform::Waiver*> used;
  for (const Finding& f : c.findings) {
    const conform::Waiver* w = conform::findWaiver(waivers, c.backend, f.id());
    (w ? v.waived : v.fresh).push_back(&f);
    if (w) used.insert(w);
  }
  for (const conform::Waiver& w : waivers)
    if ((w.backend == "*" || w.backend == c.backend) && !used.count(&w)) v.unexpectedPasses.push_back(&w);
  return v;
}

void writeReports(const std::string& dir, const Campaign& c, const std::vector<conform::Waiver>& waivers,
                  const std::string& xfailFile) {
  const ReportView view = viewOf(c, waivers);
  writeText(fs::path(dir) / "report.md", markdown(c, view, xfailFile));
  writeText(fs::path(dir) / "report.html", html(c, view));
}

std::string summaryText(const Campaign& c, const ReportView& view) {
  std::ostringstream s;
  s << c.backend << ": " << c.programs << " programs, " << c.passed << " passed, " << c.withFinding
    << " with a finding, " << c.unsupported << " unsupported, " << c.noGolden << " without a golden; " << c.seconds
    << " s (" << throughput(c) << " programs/s)\n";
  s << "distinct findings: " << view.fresh.size() << " new, " << view.waived.size() << " known (xfail), "
    << view.unexpectedPasses.size() << " xfail lines matched nothing\n";
  for (const Finding* f : view.fresh)
    s << "  new: " << f->id() << " (" << f->count << " programs): " << f->reproducer << "\n";
  for (const conform::Waiver* w : view.unexpectedPasses)
    s << "  unexpected pass: " << w->file << ":" << w->line << ": " << w->backend << " " << w->pattern << "\n";
  return s.str();
}

}  // namespace hloref::fuzz
