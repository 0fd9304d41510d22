// Raw buffers in XLA layouts (`hloref run --input NAME.bin --input-layout
// '{0,1:T(2,2)}'`, `--output NAME.bin --output-layout '{...}'`): the bytes a
// device buffer of that layout holds (xla/layout.h: padding elements are
// written as zero; sub-byte elements packed with E(n)). Without a layout
// option the layout is the one the HLO module's entry_computation_layout
// gives that parameter or result, else the default (row-major).
#pragma once

#include <string>

#include "core/ir.h"
#include "core/tensor.h"
#include "xla/layout.h"

namespace hloref::xla {

// Whether `path` names a raw buffer (it ends in .bin).
bool isRawBuffer(const std::string& path);

// The layout of entry parameter (input) or result `index`: `text` when not
// empty, else the module's recorded layout, else the default for `rank`.
Layout ioLayout(const Module& module, bool input, size_t index, const std::string& text, int64_t rank);

Tensor readRawBuffer(const std::string& path, const TensorType& type, const Layout& layout);
void writeRawBuffer(const std::string& path, const Tensor& tensor, const Layout& layout);

}  // namespace hloref::xla
