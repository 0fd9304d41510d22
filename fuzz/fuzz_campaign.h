// `hloref fuzz run --backend NAME`: a differential campaign (issue 13,
// parts 4, 5 and 8). Program k of the campaign is the generator's program
// of seed S+k (fuzz/program_gen.h); shard I of N runs the k with
// k mod N = I, so shards partition a campaign by seed. Each program is
// judged on the backend against hloref's golden (fuzz/differential.h); the
// first program of each (op, class, element type) is minimized, written
// as DIR/findings/<class>/<id>.yaml, and checked to fail on the backend and
// pass on reference; later ones are counted. DIR/findings.json keeps the
// shard's findings for `hloref fuzz merge`.
#pragma once

#include <cstdint>
#include <string>

#include "fuzz/differential_class.h"
#include "fuzz/fuzz_report.h"
#include "fuzz/program_gen.h"

namespace hloref::fuzz {

struct CampaignOptions {
  std::string backend;
  int64_t count = -1;    // programs of the whole campaign (before sharding); -1: until `seconds`
  double seconds = -1;   // this shard's time budget; -1: until `count`
  uint64_t seed = 1;
  int64_t shardIndex = 0, shardCount = 1;
  std::string out;
  double timeout = 60;   // per program, on the backend
  ProgramOptions program;
  std::string selfPath;  // argv[0], to find tools/backends
  std::string command;   // for the report
  int minimizeBudget = 80;  // backend runs per minimization
  bool quiet = false;
};

// Throws conform::BackendUnavailable when the backend cannot start and
// std::runtime_error when DIR cannot be written.
Campaign runCampaign(const CampaignOptions& o);

// The reproducer file name of a finding: "<backend>-<op>-<type>-s<seed>"
// in [A-Za-z0-9_.+-].
std::string reproducerName(const std::string& backend, const Disagreement& d, uint64_t seed);

}  // namespace hloref::fuzz
