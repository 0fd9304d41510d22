// The conformance corpus as the runner sees it (conformance/README.md): cases
// read from YAML files and from check-style `.mlir` programs.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ir.h"
#include "core/value.h"

namespace hloref::conform {

// How returned values are compared with the expected ones.
struct Policy {
  enum class Kind { Exact, Ulp, Bound, Invariant };
  Kind kind = Kind::Exact;
  int64_t ulp = 0;        // Kind::Ulp: the largest allowed distance
  bool nanExact = false;  // NaN compared bit for bit instead of as a class
  bool flushToZero = false;  // Kind::Bound, `{bound: ftz}`: widened for backends that flush subnormals
  // Kind::Invariant, `{invariant: eigh, matrix: 0, tolerance: 32}`: the
  // results are a decomposition of input `matrix` that is not unique
  // (eigh, svd, qr, lu, cholesky); they are judged by the invariants it
  // must satisfy, within `tolerance` n u (conform/compare.h).
  std::string invariant;
  int64_t matrixInput = 0;
  double tolerance = 32;

  std::string str() const;  // "exact", "ulp: 2", "bound", "bound: ftz"; ", nan: exact"
};

// A tensor given in the corpus: the value and how it was written.
struct CorpusValue {
  Value value;
  std::string text;  // the literal, or the recipe as `{recipe: ..., ...}`
};

enum class Outcome {
  Returns,                // the program runs and returns `expected`
  ImplementationDefined,  // as Returns, but elements where `skipMask` is true are not compared
  Rejects,                // the program is invalid (a named constraint is violated)
  Malformed,              // the text is not a program
  CheckProgram,           // a `.mlir` function whose check.* ops decide
};

struct Case {
  std::string file;      // as given on the command line (or found in a directory)
  int line = 0;          // where the case starts in `file`
  std::string name;
  std::string op;        // the op under test (row of the matrix)
  std::string elementType;  // the column of the matrix
  std::vector<std::string> tags;
  std::string skip;      // non-empty: skipped, and why

  std::string program;   // StableHLO text
  int programLine = 1;   // line of `file` where `program` starts (diagnostics)
  int programIndent = 0; // columns a YAML block scalar stripped from each line
  std::string entry = "main";
  std::vector<CorpusValue> inputs;

  Outcome outcome = Outcome::Returns;
  std::vector<CorpusValue> expected;
  std::vector<CorpusValue> skipMask;  // ImplementationDefined: one i1 tensor per result
  std::string reason;                 // ImplementationDefined: why
  Policy policy;
  std::string rejects;  // Rejects: "<op> C<n>"

  // Set when the case could not be read: it fails with this message and is
  // never run.
  std::string loadError;

  // CheckProgram: the parsed chunk, shared by the functions it holds.
  std::shared_ptr<Module> module;

  std::string id() const;  // "<file stem>/<name>"
};

// Reads one YAML corpus file. Never throws: a file that cannot be read or
// parsed yields a single case carrying `loadError` (file:line:col), and a
// malformed case yields a case carrying its own `loadError`.
std::vector<Case> loadYamlFile(const std::string& path);
// Reads a check-style `.mlir` file: each `// -----` chunk is a module; its
// @main, or else each public function without arguments, is a case.
std::vector<Case> loadCheckFile(const std::string& path);
// Files (`.yaml`, `.yml`, `.mlir`) under the given paths, directories
// searched recursively, in a stable order. Unknown paths throw a message.
std::vector<std::string> collectCorpusFiles(const std::vector<std::string>& paths);

// Builds the value a recipe describes (exposed for tests and docs).
// Throws hloref::Error on a bad recipe.
std::string elementTypeLabel(const TensorType& t);

}  // namespace hloref::conform
