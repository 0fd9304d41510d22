// Goldens (`hloref golden`, and the runner's `compare: bound` policy): the
// outputs of a run with annotations on (core/annotations.h, golden/annotate.h), each
// with the mask of its implementation-defined elements and, for float and
// complex outputs, an absolute error bound per element. The .npz layout is
// in conformance/README.md ("Golden files").
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "interpreter/evaluator.h"
#include "core/ir.h"
#include "core/value.h"

namespace hloref {

struct GoldenOutput {
  Tensor value;
  Tensor mask;   // i1 shaped like `value`; null when no element is implementation-defined
  Tensor unstable;  // i1 shaped like `value`: elements whose discrete outcome an operand's error can change;
                    // null when none
  Tensor bound;  // f64 shaped like `value`; null unless `value` is float or complex
};

// Runs `entry` on `args` with `evaluator`, whose options must have `annotate`
// set. Arguments count as exact (error bound 0). Each output's bound is, per
// element: the bound the ops annotated, when everything it depends on is
// exact or annotated; else, for a result correctly rounded from exact
// operands (through ops that only move elements), the op's stated allowance
// (golden/ulp_allowance.h) in ulps of the golden; else +inf (unknown).
// Throws hloref::Error when an output is not a tensor.
// `keepFrame`, when given, receives the entry's frame after the run (every
// value of the run with its annotations; golden/explain.h walks it).
std::vector<GoldenOutput> runGolden(Evaluator& evaluator, const Func& entry, std::vector<Value> args,
                                    Frame* keepFrame = nullptr);

struct ExplainIndex;  // golden/explain.h
struct PrintOptions;  // syntax/printer.h

// `hloref golden`: runs `entry` with annotations on, prints each output
// (with `print`, as `hloref run --print` does) and a comment line saying how
// many elements are implementation-defined and the largest bound, then
// writes the archive to
// `outputsPath`. With `explain` (--explain), also prints where that output
// element's bound and marks come from (golden/explain.h); an index out of
// range is a usage error (status 3, nothing written). Returns the exit
// status (1 when a check op failed).
int goldenCommand(const Program& program, const Func& entry, std::vector<Value> args, RunOptions options,
                  const std::string& outputsPath, const ExplainIndex* explain = nullptr,
                  const PrintOptions* print = nullptr);

// The .npz members: output_<i>, mask_<i> (when set), unstable_<i> (when
// set), bound_<i> (when set),
// and policy_<name> (a true i1 scalar) for each named policy the bounds
// admit (RunOptions::Policies).
std::vector<std::pair<std::string, Tensor>> goldenArchive(const std::vector<GoldenOutput>& outputs,
                                                          const RunOptions::Policies& policies = {});

}  // namespace hloref
