// Legal-implementation sampling (RunOptions::perturbSeed, `--perturb SEED`;
// issue 12): a perturbed run computes one randomly chosen answer among those
// the spec and the ops' stated allowances admit, reproducibly from the seed:
//   - open-order float sums (reduce and reduce_window with an add body,
//     dot_general, dot, convolution) along a random or adversarial
//     schedule in the working type (numerics/random_schedule.h), dot
//     products with each product rounded to the accumulation type or, as a
//     fused multiply-add keeps it, not;
//   - results of ops whose allowance exceeds correct rounding
//     (transcendental functions: op_facts.h, Accuracy; or a result_accuracy
//     tolerance, interpreter/result_accuracy.h) moved within the allowance
//     of the exact result, which the op gives by running once more in f64
//     (f64 results: within the allowance less the golden's own half ulp):
//     for half the ops every element to the same side (the largest or the
//     smallest qualifying value), for the others each at random;
//   - fft: each transform as a direct sum in the working type along random
//     schedules (one evaluation of kernels/fft_bounds.h's model; lines
//     longer than 1024 keep the reference values);
//   - sort with is_stable = false: equal keys in a random order;
//   - scatter: the updates applied in a random order (duplicate indices);
//   - under the ftz policy, each subnormal float result flushed to zero or
//     not, at random.
// Everything else runs as on the reference run. The default run never
// draws from the schedule, so its values do not change.
#pragma once

#include <vector>

#include "core/value.h"
#include "interpreter/evaluator.h"
#include "numerics/exact_sum.h"
#include "numerics/random_schedule.h"

namespace hloref {

// After each op of a perturbed run: the allowance moves and ftz flushes above.
void perturbResults(const OpCall& call, std::vector<Value>& results);

// The sum of the terms `walk` feeds, rounded to t: exactly and rounded once
// (numerics/exact_sum.h, exactSum) on the reference run, along a random
// schedule on a perturbed one.
template <class Walk>
double openOrderSum(const OpCall& call, ExactSum& accumulator, ElementType t, bool fastPath, Walk&& walk) {
  RandomSchedule* random = call.evaluator.perturbation();
  if (!random) return exactSum(accumulator, t, fastPath, walk);
  std::vector<double>& terms = random->scratch();
  terms.clear();
  walk([&](double x) { terms.push_back(x); });
  return random->sum(t, terms);
}

}  // namespace hloref
