// Soundness of golden bounds against legal answers (issue 12): a perturbed
// run (RunOptions::perturbSeed, interpreter/perturb.h) computes one legal
// answer; every element of it must lie within the golden of the
// unperturbed run: equal where the golden is exact (integers, booleans),
// within bound + half an ulp of the golden for floats (the bound is on
// |legal - exact| and the golden is within half an ulp of the exact value;
// complex: per part), NaN where the golden is NaN. Elements the golden
// masks or marks unstable, and unknown (+inf) bounds, admit anything.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "fuzz/generators.h"
#include "interpreter/evaluator.h"

namespace hloref::fuzz {

// What the perturbed runs found, over one program.
struct PerturbedRuns {
  std::string violation;  // empty when every run lay within the golden
  int64_t runs = 0;       // perturbed runs made
  double largestFraction = 0;  // max over finite nonzero bounds of |perturbed - golden| / bound
};

// Runs `text`'s first function on `args` once for the golden and once per
// seed perturbed; `options` sets the rest (policies). A program that does
// not load or whose golden run fails gives no runs and no violation.
PerturbedRuns perturbedWithinGolden(const std::string& text, const std::vector<Value>& args,
                                    const std::vector<uint64_t>& seeds, const RunOptions& options = {});

}  // namespace hloref::fuzz
