// Multi-indices as text, for diagnostics and reports.
#pragma once

#include <cstdint>
#include <string>

#include "core/types.h"

namespace hloref {

// The multi-index of row-major element `linear` of `shape`: "[i, j]" ("[]"
// for a scalar).
std::string indexString(const Shape& shape, int64_t linear);

}  // namespace hloref
