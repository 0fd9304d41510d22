// Differential runs of generated programs on a backend (issue 13, parts 4
// and 5): a program and its inputs become a conformance case whose expected
// values are hloref's golden (`compare: bound`: bounds and masks), the
// backend runs it through conform's adapter machinery (conform/backend.h)
// and conform's judge decides; a failure is classified
// (fuzz/differential_class.h) and minimized while its class persists:
// fewest outputs, fewest ops (an op is cut by feeding its value, as hloref
// computes it, in as a new argument), fewest arguments, fewest non-zero
// input elements. The reproducer is written as a YAML case of the corpus
// format (conformance/README.md).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "conform/backend.h"
#include "core/value.h"
#include "fuzz/differential_class.h"

namespace hloref::fuzz {

// A program with its inputs: what is run, minimized and written.
struct ProgramInstance {
  std::string text;
  std::vector<Value> inputs;  // the entry's arguments
};

// What one program gave on a backend.
struct Trial {
  enum class Kind { Pass, Unsupported, NoGolden, Finding };
  Kind kind = Kind::NoGolden;
  Disagreement disagreement;  // Kind::Finding
  std::string message;        // why unsupported / no golden
  conform::Case c;            // the case that was run (expected: the golden)
};

// The case of `p` with hloref's golden as the expected values (`compare:
// bound`), named `name`; nullopt (and `why`) when hloref cannot compute
// the golden (the program does not load or run, or returns no tensor).
std::optional<conform::Case> goldenCase(const ProgramInstance& p, const std::string& name, std::string* why);

// Runs `p` on `backend` and judges it against the golden.
Trial judgeProgram(conform::Backend& backend, const ProgramInstance& p, const std::string& name);

// Classifies a result of case `c` (its program is parsed again for the
// attribution).
Disagreement classifyResult(const conform::Case& c, const conform::CaseResult& r);

// Minimization: `judgeOf` runs a candidate and returns its disagreement
// (nullopt when it passes or cannot be judged). At most `budget` runs.
struct Minimized {
  ProgramInstance program;
  Disagreement disagreement;
  int opsBefore = 0, opsAfter = 0;
  int runs = 0;
};
using JudgeFn = std::function<std::optional<Disagreement>(const ProgramInstance&)>;
Minimized minimize(const ProgramInstance& p, const Disagreement& found, const JudgeFn& judgeOf, int budget = 80);

// Number of ops of the entry function, the terminator not counted.
int countOps(const std::string& text);

// The YAML corpus file holding one case: `c` (its program, inputs and
// golden values, `compare: bound`), tagged `fuzz` and the class, with
// `description` saying what the backend did.
std::string caseYaml(const conform::Case& c, const Disagreement& d, const std::string& description);

}  // namespace hloref::fuzz
