#include "core/diagnostic.h"

namespace hloref {

std::string Location::str() const {
  if (!file) return "<unknown>";
  if (byteOffset >= 0) return *file + ": byte " + std::to_string(byteOffset);
  return *file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

std::string Error::formatted() const { return loc_.str() + ": error: " + what(); }

void fail(const Location& loc, const std::string& message, int status) {
  throw Error(loc, message, status);
}

void unsupported(const Location& loc, const std::string& what) {
  throw Error(loc, "unsupported: " + what, kExitInvalid);
}

}  // namespace hloref
