// What a differential campaign (`hloref fuzz run --backend NAME`) found,
// how it is kept (DIR/findings.json, one per shard), merged (`hloref fuzz
// merge`) and reported (DIR/report.md, DIR/report.html). One finding per
// (backend, op, class, element type); known classes are waived with an
// xfail file in conform's format (conform/xfail.h) over finding ids
// `<class>/<op>/<element type>` (`xla-cpu flush-to-zero/.* FTZ by default`).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "conform/json.h"
#include "conform/xfail.h"

namespace hloref::fuzz {

struct Finding {
  std::string backend, op, cls, elementType;
  int64_t count = 0;       // programs that showed it
  uint64_t seed = 0;       // the first of them
  std::string reproducer;  // the minimized case, relative to the campaign's directory
  std::string detail;      // what the backend did, on the reproducer
  int opsBefore = 0, opsAfter = 0;
  bool failsOnBackend = false;     // the reproducer, loaded back, fails on the backend
  bool passesOnReference = false;  // and passes on hloref

  std::string key() const { return backend + "|" + op + "|" + cls + "|" + elementType; }
  std::string id() const;  // "<class>/<op without stablehlo.>/<element type>", what xfail lines match
};

struct Campaign {
  std::string backend;      // --backend
  std::string description;  // with the version the adapter's hello gave
  std::vector<std::string> commands;  // one per shard
  std::vector<std::string> shards;    // "I/N" per shard
  int64_t programs = 0, passed = 0, withFinding = 0, unsupported = 0, noGolden = 0;
  double seconds = 0;      // summed over shards
  double wallSeconds = 0;  // the longest shard
  std::vector<Finding> findings;
  std::map<std::string, int64_t> unsupportedOps;  // op -> programs the backend did not run
};

json::Value toJson(const Campaign& c);
Campaign campaignFromJson(const json::Value& v);
// DIR/findings.json. Throw std::runtime_error when it cannot be written/read.
void writeCampaign(const std::string& dir, const Campaign& c);
Campaign readCampaign(const std::string& dir);

// One campaign of the shards `dirs` (findings deduplicated: counts summed,
// the smallest reproducer kept, copied under `out`/findings/).
Campaign mergeCampaigns(const std::vector<std::string>& dirs, const std::string& out);

// The findings as the reports show them: new ones, waived ones, and the
// waivers for this backend that matched nothing (unexpected passes).
struct ReportView {
  std::vector<const Finding*> fresh, waived;
  std::vector<const conform::Waiver*> unexpectedPasses;
};
ReportView viewOf(const Campaign& c, const std::vector<conform::Waiver>& waivers);

// DIR/report.md and DIR/report.html.
void writeReports(const std::string& dir, const Campaign& c, const std::vector<conform::Waiver>& waivers,
                  const std::string& xfailFile);
// The summary lines printed at the end of a run or merge.
std::string summaryText(const Campaign& c, const ReportView& view);

}  // namespace hloref::fuzz
