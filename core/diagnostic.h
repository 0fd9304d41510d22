// Diagnostics in the MLIR style (`file:line:col: error: ...`) and the exit
// statuses of the command-line contract.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

namespace hloref {

enum ExitStatus : int {
  kExitOk = 0,
  kExitCheckFailed = 1,  // a check failed or outputs differ
  kExitInvalid = 2,      // invalid or unsupported program (also limits hit)
  kExitUsage = 3,
};

struct Location {
  std::shared_ptr<const std::string> file;
  int line = 0;
  int column = 0;
  // Binary inputs (MLIR bytecode) have no lines: a place is a byte offset.
  int64_t byteOffset = -1;

  std::string str() const;  // "file:line:col", "file: byte N", or "<unknown>"
};

// Thrown for everything that ends a run with a diagnostic. `status` is the
// exit status the command line reports.
class Error : public std::runtime_error {
 public:
  Error(Location loc, std::string message, int status = kExitInvalid)
      : std::runtime_error(std::move(message)), loc_(std::move(loc)), status_(status) {}
  const Location& location() const { return loc_; }
  int status() const { return status_; }
  // "file:line:col: error: message"
  std::string formatted() const;

 private:
  Location loc_;
  int status_;
};

[[noreturn]] void fail(const Location& loc, const std::string& message, int status = kExitInvalid);
// The word `unsupported` is part of the contract: scripts look for it.
[[noreturn]] void unsupported(const Location& loc, const std::string& what);

}  // namespace hloref
