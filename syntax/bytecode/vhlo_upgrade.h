// VHLO ops upgraded to the StableHLO ops the text parser builds for the same
// program. VHLO holds every attribute of every op (defaults filled in),
// dimension numbers as separate attributes, dense arrays as tensors and
// symbols as strings; StableHLO (and so the text of a program) holds
// dimension-number structs, `array<i64: ...>`, `@symbols`, and leaves out
// attributes at their default values. The rules here follow what StableHLO's
// own deserializer prints for the same artifact (the `.mlir` beside each
// artifact in tests/data/bytecode/ is that text).
#pragma once

#include <string>

#include "core/attribute.h"
#include "syntax/bytecode/byte_reader.h"
#include "syntax/bytecode/vhlo_ops.h"

namespace hloref::bytecode {

// "stablehlo.add" for add_v1; func.call for call_v1; func.return or
// stablehlo.return for return_v1 by where it stands.
std::string stablehloOpName(const VhloOpInfo& op, bool inFunctionBody);

// The op's attributes as StableHLO holds them: `inherent` are the VHLO
// op's own attributes (by name), in any order; the result lists them by
// name, as MLIR's generic form does. Malformed attributes fail at `at`.
AttributeList upgradeAttributes(const VhloOpInfo& op, AttributeList inherent, const ByteReader& r, size_t at);

}  // namespace hloref::bytecode
