#include "conform/backend.h"

namespace hloref::conform {

std::string programText(const Case& c) {
  if (c.programIndent <= 0) return c.program;
  std::string pad(static_cast<size_t>(c.programIndent), ' ');
  std::string out;
  size_t start = 0;
  while (start < c.program.size()) {
    size_t nl = c.program.find('\n', start);
    size_t end = nl == std::string::npos ? c.program.size() : nl + 1;
    if (end - start > 1) out += pad;
    out.append(c.program, start, end - start);
    start = end;
  }
  return out;
}

std::unique_ptr<Backend> makeBackend(const BackendOptions& options) {
  if (options.name == "reference" || options.name == "hloref") return makeReferenceBackend(options);
  return makeExternalBackend(options);
}

}  // namespace hloref::conform
