// Whole programs for the differential fuzzer (issue 13): several ops of the
// spec chained through SSA values, their inputs the arguments of @main.
// Each op comes from its family's generator (fuzz/ops/*.h) as an OpDraw;
// the builder supplies each operand from an earlier value of the same type,
// from an earlier value of as many elements through convert and reshape,
// or from a new argument holding the draw's inputs (domain-aware values
// mixed with special ones, fuzz/generators.h), and returns every value no
// later op used. Elementwise and shape ops take an earlier value's type as
// a hint, so chains form. Ops whose pretty form MLIR prints as
// `stablehlo.op %a, %b : type` are written so; the others in generic form.
// A program whose ops include collectives runs on a process grid the
// module declares (mhlo.num_replicas, mhlo.num_partitions).
//
// Deterministic: generateProgram(options, seed) gives the same program for
// the same seed and options.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "fuzz/generators.h"

namespace hloref::fuzz {

struct ProgramOptions {
  std::vector<std::string> ops;    // "stablehlo.add", ...; empty: every op of generatableOps()
  std::vector<ElementType> types;  // the element types of the data; empty: all (see typeAllowed)
  bool quantized = true;           // quantized types (per-tensor, and per-axis where the op allows them)
  int64_t maxOps = 5;              // ops per program: 1..maxOps drawn
  // The portable profile: leaves out exactly what the spec allows and the
  // official verifier rejects (checker/VERIFIER-DIFFERENCES.md, "Generated
  // programs"): tf32, collective_reduce, collective_broadcast of several
  // operands (a second tensor, or the roots operand of has_dynamic_root)
  // or ragged groups (-1 padding), all_gather / reduce_scatter over a
  // dimension of size 0.
  // The default stays spec-complete.
  bool portable = false;
};

struct GeneratedProgram {
  std::string text;
  std::vector<Value> inputs;      // @main's arguments, in order
  std::vector<std::string> ops;   // the ops drawn, in program order
  std::set<std::string> elementTypes;  // of the ops' operands and results ("quantized" for any quantized type)
};

// The 108 ops of the spec's Ops section, "stablehlo.abs", ... (the catalog's
// names), each of which has a generator.
const std::vector<std::string>& generatableOps();

// `name` ("add" or "stablehlo.add") as generatableOps() spells it, or
// nullopt when no generator has that name (the commands' --ops lists).
std::optional<std::string> generatableOpNamed(const std::string& name);

// The ops a program may use to run on hloref alone, one process: all but
// the collectives, the token ops that need queues or partners (infeed,
// outfeed, send, recv) and custom_call (an opaque target).
const std::vector<std::string>& singleProcessOps();

// Whether a tensor of element type `t` may appear with `options`: t is
// one of options.types (all when empty) or i1 (predicates). Shape operands
// supplied as constants are not restricted; an op that needs another type
// (gather's indices, rng_bit_generator's state) is left out unless it is
// listed.
bool typeAllowed(const ProgramOptions& options, const TensorType& t);

// The stablehlo ops a program's text uses, generic (`"stablehlo.x"`) or
// pretty (`stablehlo.x `).
std::set<std::string> opsUsed(const std::string& text);

rc::Gen<GeneratedProgram> program(ProgramOptions options);
GeneratedProgram generateProgram(const ProgramOptions& options, uint64_t seed);

}  // namespace hloref::fuzz
