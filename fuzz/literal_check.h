// Running a generated case: once (runCase, for the deterministic tests
// beside the properties), or twice, with the fast kernels and with the
// literal evaluator (RunOptions::literal), both recording golden
// annotations, saying how the two differ (fastLiteralDifference): the
// results must be identical bit for bit, and so must their annotations
// (marks and error bounds).
#pragma once

#include <string>
#include <vector>

#include "fuzz/generators.h"
#include "interpreter/evaluator.h"

namespace hloref::fuzz {

// The results of running `c` with `options` (the fast kernels unless
// options.literal), golden annotations recorded; throws hloref::Error when
// the program is invalid or the run fails.
std::vector<Value> runCase(const ProgramCase& c, RunOptions options = {});

// Sequential accumulation (RunOptions::Accumulation::Sequential), the
// other order the properties of accumulating ops run in.
RunOptions sequentialAccumulation();

// Empty when both runs give identical results (or both end with the same
// error); otherwise a description of the first difference, with the program.
// `options` sets everything but `literal` and `annotate` (e.g. accumulation).
std::string fastLiteralDifference(const ProgramCase& c, const RunOptions& options = {});

// Bitwise comparison of two values (tensors by type and bytes, tuples
// element by element) and of their annotations; empty when identical.
std::string valueDifference(const Value& fast, const Value& literal, const std::string& where);

}  // namespace hloref::fuzz
