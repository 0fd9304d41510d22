// A module ready to run (spec: Programs; Execution). The evaluator runs
// only Programs: loading one runs the constraint checker (checker/) and binds
// every op to its definition (interpreter/op_registry.h), so that op
// implementations trust what the checker proved and keep only the checks
// the spec makes run-time facts.
#pragma once

#include <limits>
#include <memory>
#include <unordered_map>
#include <vector>

#include "checker/checker.h"
#include "core/ir.h"

namespace hloref {

struct LoadOptions {
  // `--no-check`: the checker still runs, but its errors are reported as
  // warnings and the program loads; an op it rejected (or any op of a
  // function with a function-level error) fails with the checker's
  // diagnostic when it is reached, instead of running unchecked.
  bool checkerErrorsAreWarnings = false;
  // Errors (and, with checkerErrorsAreWarnings, demoted errors) reported.
  int maxReported = 20;
  // `--strict-spec` (checker::CheckOptions::strictSpec).
  bool strictSpec = false;
};

class Program {
 public:
  struct LoadResult {
    std::unique_ptr<const Program> program;  // null when the checker found an error (and errors are errors)
    std::vector<checker::Diagnostic> diagnostics;  // what to report, in source order, at most maxReported errors
  };
  // The module may be shared (a corpus file's module runs as many cases):
  // loading binds its ops, the same way each time.
  static LoadResult load(std::shared_ptr<Module> module, const LoadOptions& options = {});
  // load(), ending in hloref::Error (status 2) with the first error's text
  // when the checker rejects the module; warnings are dropped.
  static std::unique_ptr<const Program> loadOrThrow(std::shared_ptr<Module> module);

  const Module& module() const { return *module_; }
  // The checker's error for an op it rejected, when loaded with
  // checkerErrorsAreWarnings; null for every op of an accepted program.
  const checker::Diagnostic* rejection(const Op& op) const;
  // Likewise for a function with a function-level error.
  const checker::Diagnostic* rejection(const Func& func) const;
  bool hasRejections() const { return !rejectedOps_.empty() || !rejectedFuncs_.empty(); }

 private:
  explicit Program(std::shared_ptr<Module> module) : module_(std::move(module)) {}
  std::shared_ptr<Module> module_;
  std::vector<checker::Diagnostic> rejections_;
  std::unordered_map<const Op*, size_t> rejectedOps_;      // index into rejections_
  std::unordered_map<const Func*, size_t> rejectedFuncs_;  // index into rejections_
};

}  // namespace hloref
