// Negative fuzzing (issue 13, part 3): programs that violate one numbered
// constraint of the catalog. A valid one-op program of the generators
// (program_gen.h) is parsed and one thing of the op is changed, chosen from
// the formula of the constraint aimed at (the checker's registration holds
// the catalog's formulas):
//   0 <= X < B, 0 < X, 0 <= X   an element of attribute X moved out of range
//   is_unique(X), A + B         an element repeated
//   is_sorted(X)                two elements swapped
//   size(X) = ...               an element appended to attribute X
//   type / element_type / shape / rank / dim of result(s) or an operand:
//                               that type changed (element type within its
//                               family, or one dimension)
// The aim is decided from the formula alone, never from the checker; the
// checker's verdict is then compared with it (checkNegative): it must
// reject the program naming that id.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hloref::fuzz {

struct NegativeProgram {
  std::string op;          // "stablehlo.gather"
  std::string constraint;  // "C8": the constraint the mutation breaks
  std::string mutation;    // what changed, in words
  std::string text;        // the whole program
  uint64_t seed = 0;
};

// A negative program from seed `seed`: an op of `ops` (empty: every op with
// a generator), a valid program of it, one mutation aimed at one of its
// constraints. Nullopt when no mutation applies to the drawn programs.
std::optional<NegativeProgram> negativeProgram(const std::vector<std::string>& ops, uint64_t seed);

enum class NegativeOutcome {
  Named,            // rejected, naming the constraint and no other
  NamedAmongOthers, // rejected, naming it among others
  OtherConstraint,  // rejected with other ids only
  Accepted,         // the checker accepted the program: a finding of hloref or of the mutation
};
const char* outcomeName(NegativeOutcome outcome);

struct NegativeVerdict {
  NegativeOutcome outcome = NegativeOutcome::Accepted;
  std::vector<std::string> named;  // "stablehlo.gather C8", ... (errors only)
  std::string diagnostic;          // the first error, formatted
};
// hloref's checker (strict spec) on the program.
NegativeVerdict checkNegative(const NegativeProgram& program);

// The numbered constraints of the spec's ops ("stablehlo.add C1", ...): the
// total negative fuzzing measures its coverage against.
std::vector<std::string> catalogConstraintIds();

// A corpus case (conformance/README.md) of kind `rejects` for a program a
// backend accepted: `hloref conform --backend reference` passes it.
std::string acceptsInvalidCase(const NegativeProgram& program, const std::string& backend,
                               const std::string& backendAnswer);

}  // namespace hloref::fuzz
