// What a conformance run reports: the op x element type matrix on the
// terminal, JUnit XML, and a self-contained HTML page.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "conform/compare.h"
#include "conform/corpus.h"

namespace hloref::conform {

struct Record {
  const Case* c;
  CaseResult result;
};

struct RunInfo {
  std::string backend;      // description of the backend
  std::string command;      // the command line
  std::string shard;        // "I/N", or empty
  double seconds = 0;
};

struct Totals {
  int64_t pass = 0, fail = 0, unsupported = 0, skipped = 0;
  void add(Status s);
  int64_t total() const { return pass + fail + unsupported + skipped; }
};

Totals totalsOf(const std::vector<Record>& records);

// The failures (one paragraph each), then the matrix.
void printFailures(std::ostream& os, const std::vector<Record>& records);
void printMatrix(std::ostream& os, const std::vector<Record>& records);

// Throw std::runtime_error when the file cannot be written.
void writeJunit(const std::string& path, const std::vector<Record>& records, const RunInfo& info);
void writeHtml(const std::string& path, const std::vector<Record>& records, const RunInfo& info);

}  // namespace hloref::conform
