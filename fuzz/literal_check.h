// Runs a program twice, with the fast kernels and with the literal
// evaluator (RunOptions::literal), both recording golden annotations, and
// says how the two differ: the results must be identical bit for bit, and so
// must their annotations (marks and error bounds).
#pragma once

#include <string>

#include "fuzz/generators.h"
#include "interpreter/evaluator.h"

namespace hloref::fuzz {

// Empty when both runs give identical results (or both end with the same
// error); otherwise a description of the first difference, with the program.
// `options` sets everything but `literal` and `annotate` (e.g. accumulation).
std::string fastLiteralDifference(const ProgramCase& c, const RunOptions& options = {});

// Bitwise comparison of two values (tensors by type and bytes, tuples
// element by element) and of their annotations; empty when identical.
std::string valueDifference(const Value& fast, const Value& literal, const std::string& where);

}  // namespace hloref::fuzz
