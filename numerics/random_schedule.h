// Random legal choices for `--perturb SEED` (issue 12, legal-implementation
// sampling): where the spec leaves an evaluation open, pick one of the
// answers a correct implementation may give, at random but reproducibly
// from the seed.
//
// Sums whose order is open (reduce's schedule, dot products) are summed in
// the working type t, every addition rounded to nearest even in t, along
// one of these schedules, chosen per sum:
//   - a left fold in ascending order (the spec's order, as a degenerate
//     tree), or a right fold (x0 + (x1 + (...)));
//   - a binary tree over the ascending order, each node split at a random
//     point of its middle half;
//   - L interleaved lanes (L = 2, 4, 8 or 16: what vectorized code does),
//     each a left fold, combined pairwise;
//   - adversarial, toward +inf or -inf (chosen per sum): a tree over the
//     order built by shift-reduce, combining the top two partial sums
//     whenever that addition rounds in the chosen direction (so that the
//     rounding errors accumulate in one direction), or a reordering that
//     keeps the partial sums large (the terms of the larger side first,
//     largest first, then the others, smallest first) taking at each step,
//     among the next 8 terms, the one whose addition rounds farthest in the
//     chosen direction. These reach a larger share of the order-independent
//     bound than random orders do (tools/backends/golden_table.py measures
//     it);
// and, one time in four, the terms shuffled first (backends reorder; the
// order-independent bound, numerics/exact_sum.h, covers any order).
// The additions are done in double and rounded to t: for t narrower than
// 26 bits of precision that double rounding is innocuous (53 >= 2p + 2),
// and for f64 the double addition is the rounding.
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "core/element_type.h"

namespace hloref {

class RandomSchedule {
 public:
  explicit RandomSchedule(uint64_t seed) : engine_(seed) {}

  // Uniform in [0, n); n > 0.
  uint64_t below(uint64_t n) { return std::uniform_int_distribution<uint64_t>(0, n - 1)(engine_); }
  bool coin() { return below(2) == 0; }
  template <class It>
  void shuffle(It first, It last) {
    std::shuffle(first, last, engine_);
  }

  // The sum of `terms` (doubles; in t's range) in t by a random schedule.
  // `terms` is used as scratch (reordered, overwritten). No terms: +0.
  double sum(ElementType t, std::vector<double>& terms);

  // A value of t within `allowance` of `reference` (an approximation of the
  // exact result, taken as exact), near `golden` (t's value, finite), drawn
  // from the few values of t around golden, the farthest ones as likely as
  // all the others together; `golden` itself when no other value qualifies
  // (or when `golden` does not: the caller asked for nothing sound).
  double within(ElementType t, double golden, double reference, double allowance);
  // The same pushed to one side: the highest qualifying value when
  // `direction` > 0, the lowest when < 0 (correlated moves, which make
  // errors compound through the ops that follow), any when 0.
  double within(ElementType t, double golden, double reference, double allowance, int direction);

  // A buffer for the callers' terms, kept between sums.
  std::vector<double>& scratch() { return scratch_; }

 private:
  std::mt19937_64 engine_;
  std::vector<double> scratch_;
};

// x rounded to nearest even in t and read back (t a real float type).
double roundTo(ElementType t, double x);

}  // namespace hloref
