// HLO text into hloref's program model (core/ir.h), so that the StableHLO
// op implementations run HLO wherever XLA's semantics are StableHLO's, and
// the `xla.*` ops (xla/ops/) run what is XLA's own.
//
// - The ENTRY computation becomes the public function @main; a tuple ROOT
//   is flattened into the function's results (as JAX's StableHLO returns
//   them). Its parameter and result layouts (entry_computation_layout) are
//   kept as module attributes for raw buffer I/O (xla/io.h).
// - Computations an instruction calls as a function (call, fusion, while,
//   conditional, async-start, custom-call) become private functions named
//   after them; computations applied to elements (reduce, sort, scatter,
//   map, all-reduce, ...) are inlined as the op's region.
// - Each instruction's value is one SSA value; StableHLO ops with several
//   results are followed by a stablehlo.tuple when the HLO value is a tuple.
// - Module config: replica_count and num_partitions become
//   mhlo.num_replicas and mhlo.num_partitions, which `hloref run` uses as
//   the process grid (xla/grid.h).
//
// Every opcode's translation (xla/opcodes/*.cpp) says where XLA's semantics
// differ from the StableHLO op it maps to. An opcode without one is
// `unsupported` (exit 2), naming the opcode and its line.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir.h"
#include "xla/hlo_text.h"

namespace hloref::xla {

// Module attributes the translation sets.
inline constexpr std::string_view kParameterLayoutsAttr = "xla.parameter_layouts";  // [ "{1,0}", ... ]
inline constexpr std::string_view kResultLayoutsAttr = "xla.result_layouts";
inline constexpr std::string_view kNumReplicasAttr = "mhlo.num_replicas";
inline constexpr std::string_view kNumPartitionsAttr = "mhlo.num_partitions";

std::unique_ptr<Module> translateHlo(const HloModule& hlo);

// Parses and translates HLO text; the deprecation warnings of the reader
// (old gather field names) are the module's warnings.
std::unique_ptr<Module> parseHloText(std::string_view text, const std::string& file, int firstLine = 1);

// The opcodes the translation knows, sorted (documentation and tests).
std::vector<std::string_view> translatedOpcodes();

}  // namespace hloref::xla
