#include "conform/xfail.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace hloref::conform {

std::vector<Waiver> loadWaivers(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the waiver file '" + path + "'");
  std::vector<Waiver> waivers;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    std::istringstream fields(line);
    Waiver w;
    if (!(fields >> w.backend)) continue;  // blank or comment
    if (!(fields >> w.pattern))
      throw std::runtime_error(path + ":" + std::to_string(number) + ": expected BACKEND CASE [REASON], got '" +
                               line + "'");
    std::getline(fields >> std::ws, w.reason);
    try {
      w.re = std::regex(w.pattern, std::regex::ECMAScript);
    } catch (const std::regex_error& e) {
      throw std::runtime_error(path + ":" + std::to_string(number) + ": bad regular expression '" + w.pattern +
                               "': " + e.what());
    }
    w.file = path;
    w.line = number;
    waivers.push_back(std::move(w));
  }
  return waivers;
}

const Waiver* findWaiver(const std::vector<Waiver>& waivers, const std::string& backend, const std::string& caseId) {
  for (const Waiver& w : waivers) {
    if (w.backend != "*" && w.backend != backend) continue;
    if (w.pattern == caseId || std::regex_match(caseId, w.re)) return &w;
  }
  return nullptr;
}

}  // namespace hloref::conform
