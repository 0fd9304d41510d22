// Reads StableHLO programs in MLIR's text format, both the generic op form
// and the custom (pretty) forms MLIR and JAX print (spec: Programs, Types,
// Operations, Constants).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir.h"
#include "core/value.h"

namespace hloref {

// Parses one module (or a sequence of bare functions). Errors throw
// hloref::Error with file:line:col. `firstLine` is the line number of the
// first character of `text` within `file` (for split input files). Input
// that starts with MLIR's bytecode magic is read as a StableHLO portable
// artifact (syntax/bytecode/reader.h; errors at `file: byte N`).
std::unique_ptr<Module> parseModule(std::string_view text, const std::string& file, int firstLine = 1);

struct InputChunk {
  std::string_view text;
  int firstLine;
};
// Splits at lines holding `// -----` (MLIR's --split-input-file).
std::vector<InputChunk> splitInputFile(std::string_view text);

// A list of typed constants: `[dense<1> : tensor<i32>, dense<[1.0]> : tensor<1xf32>]`
// (brackets optional), as `hloref run --args` takes them.
std::vector<Value> parseValueList(std::string_view text, const std::string& source);
// One type, e.g. `tensor<2x?xf32>`.
Type parseType(std::string_view text, const std::string& source);

}  // namespace hloref
