// Generators of valid programs for the data-movement ops (spec: Ops >
// transpose, ...): random shapes, attributes and element types that satisfy
// every constraint of the op, with random inputs.
#pragma once

#include "fuzz/generators.h"

namespace hloref::fuzz {

rc::Gen<ProgramCase> transposeCase();

}  // namespace hloref::fuzz
