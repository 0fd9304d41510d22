// Known failures (`hloref conform --xfail FILE`): waivers per backend, as
// conformance suites such as the Vulkan CTS keep them. A waived case that
// fails counts as `xfail` (the run does not fail for it); one that passes
// counts as `xpass` and is reported so that its waiver can go.
//
// The file holds one waiver per line; `#` starts a comment:
//   BACKEND  CASE  [REASON...]
// BACKEND is a backend name as given to --backend (`xla-cpu`, `reference`,
// an adapter path) or `*` for every backend; CASE is a case id
// (`<file stem>/<case name>`, as `--list` prints it) or an ECMAScript
// regular expression that matches the whole id.
#pragma once

#include <cstdint>
#include <regex>
#include <string>
#include <vector>

namespace hloref::conform {

struct Waiver {
  std::string backend;  // or "*"
  std::string pattern;
  std::regex re;
  std::string reason;
  std::string file;
  int line = 0;
};

// Throws std::runtime_error ("file:line: ...") on a malformed line or a
// file that cannot be read.
std::vector<Waiver> loadWaivers(const std::string& path);

// The first waiver for `backend` whose pattern matches `caseId`, or null.
const Waiver* findWaiver(const std::vector<Waiver>& waivers, const std::string& backend, const std::string& caseId);

}  // namespace hloref::conform
