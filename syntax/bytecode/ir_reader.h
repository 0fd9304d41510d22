// The IR section (BytecodeFormat.md, "IR Section"): the top-level block, its
// builtin.module, functions, ops, regions and blocks, with MLIR's value
// numbering (values numbered per region from the nearest region isolated
// from above), built into hloref's program model as the text parser builds
// it: VHLO ops upgraded to StableHLO, value slots in textual order.
#pragma once

#include <memory>

#include "core/ir.h"
#include "syntax/bytecode/attr_type_table.h"
#include "syntax/bytecode/vhlo_ops.h"

namespace hloref::bytecode {

std::unique_ptr<Module> readIr(const BytecodeFile& file, AttrTypeTable& table, VhloVersion version);

}  // namespace hloref::bytecode
