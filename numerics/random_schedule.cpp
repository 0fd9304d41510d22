#include "numerics/random_schedule.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include "core/float_format.h"

namespace hloref {
namespace {

// The neighbour of the encoding `bits` of t toward +inf (`up`) or -inf, when
// it is finite.
std::optional<double> neighbour(ElementType t, uint64_t bits, bool up) {
  const FloatFormat& f = floatFormat(t);
  // The largest encoding (a 64-bit format has no bit above its own).
  const uint64_t largest = f.totalBits() >= 64 ? ~uint64_t{0} : (uint64_t{1} << f.totalBits()) - 1;
  const uint64_t sign = f.hasSign ? uint64_t{1} << (f.totalBits() - 1) : 0;
  const bool negative = sign && (bits & sign);
  const uint64_t magnitude = bits & ~sign;
  uint64_t next;
  if (up) {
    if (!negative)
      next = bits + 1;  // away from zero (+0: the smallest subnormal)
    else if (magnitude == 0)
      next = 1;  // -0
    else
      next = bits - 1;  // toward zero
  } else if (negative) {
    next = bits + 1;
  } else if (magnitude == 0) {
    if (!sign) return std::nullopt;  // an unsigned format's smallest value
    next = sign | 1;
  } else {
    next = bits - 1;
  }
  if (next > largest) return std::nullopt;
  const double v = decodeFloat(t, next);
  if (!std::isfinite(v)) return std::nullopt;
  return v;
}

// The rounding error of a + b in t: (a + b rounded to t) - (a + b), its
// sign exact for f64 (TwoSum) and for narrower t (the double sum, exact or
// off by far less than t's rounding).
double additionError(ElementType t, double a, double b) {
  const double s = a + b;
  if (t != ElementType::F64) return roundTo(t, s) - s;
  const double bb = s - a;
  return -((a - (s - bb)) + (b - bb));
}

// A full binary tree over the terms in their order whose additions round in
// `direction` whenever the order allows: shift-reduce, reducing while the
// top two partial sums round that way (always beyond a depth of 64).
double adversarialTree(ElementType t, std::vector<double>& terms, double direction) {
  std::vector<double> stack;
  auto reduce = [&] {
    const double b = stack.back();
    stack.pop_back();
    stack.back() = roundTo(t, stack.back() + b);
  };
  for (double x : terms) {
    stack.push_back(x);
    while (stack.size() >= 2 &&
           (direction * additionError(t, stack[stack.size() - 2], stack.back()) > 0 || stack.size() > 64))
      reduce();
  }
  while (stack.size() >= 2) reduce();
  return stack.front();
}

// The terms reordered to keep the partial sums large (the larger side's
// terms first, largest first; then the other side's, smallest first), each
// step taking among the next 8 the one whose addition rounds farthest in
// `direction`.
double adversarialOrder(ElementType t, std::vector<double>& terms, double direction) {
  double positive = 0, negative = 0;
  for (double x : terms) (x > 0 ? positive : negative) += std::fabs(x);
  const double first = positive >= negative ? 1.0 : -1.0;
  std::sort(terms.begin(), terms.end(), [first](double a, double b) {
    const bool aFirst = a * first > 0, bFirst = b * first > 0;
    if (aFirst != bFirst) return aFirst;
    return aFirst ? std::fabs(a) > std::fabs(b) : std::fabs(a) < std::fabs(b);
  });
  constexpr size_t kWindow = 8;
  double s = terms[0];
  for (size_t k = 1; k < terms.size(); ++k) {
    size_t best = k;
    double bestError = -INFINITY;
    for (size_t c = k; c < std::min(terms.size(), k + kWindow); ++c) {
      const double e = direction * additionError(t, s, terms[c]);
      if (e > bestError) bestError = e, best = c;
    }
    std::swap(terms[k], terms[best]);
    s = roundTo(t, s + terms[k]);
  }
  return s;
}

}  // namespace

double roundTo(ElementType t, double x) {
  if (t == ElementType::F64) return x;
  return decodeFloat(t, encodeFloat(t, x));
}

double RandomSchedule::sum(ElementType t, std::vector<double>& terms) {
  if (terms.empty()) return 0.0;
  if (below(4) == 0) shuffle(terms.begin(), terms.end());
  auto add = [t](double a, double b) { return roundTo(t, a + b); };
  const size_t n = terms.size();
  switch (below(6)) {
    case 4: return adversarialTree(t, terms, coin() ? 1.0 : -1.0);
    case 5: return adversarialOrder(t, terms, coin() ? 1.0 : -1.0);
    case 0: {  // left fold
      double s = terms[0];
      for (size_t k = 1; k < n; ++k) s = add(s, terms[k]);
      return s;
    }
    case 1: {  // right fold
      double s = terms[n - 1];
      for (size_t k = n - 1; k-- > 0;) s = add(terms[k], s);
      return s;
    }
    case 2: {  // a random tree over the order, splits in each node's middle half
      auto tree = [&](auto&& self, size_t lo, size_t hi) -> double {
        if (hi - lo == 1) return terms[lo];
        const size_t size = hi - lo;
        const size_t quarter = size / 4;
        const size_t split = lo + std::max<size_t>(1, quarter + below(size - 2 * quarter));
        const size_t at = std::min(split, hi - 1);
        const double left = self(self, lo, at);
        return add(left, self(self, at, hi));
      };
      return tree(tree, 0, n);
    }
    default: {  // interleaved lanes, combined pairwise
      const size_t lanes = std::min<size_t>(n, size_t{2} << below(4));
      for (size_t k = lanes; k < n; ++k) terms[k % lanes] = add(terms[k % lanes], terms[k]);
      for (size_t width = lanes; width > 1; width = (width + 1) / 2)
        for (size_t k = 0; k + (width + 1) / 2 < width; ++k) terms[k] = add(terms[k], terms[k + (width + 1) / 2]);
      return terms[0];
    }
  }
}

double RandomSchedule::within(ElementType t, double golden, double reference, double allowance) {
  return within(t, golden, reference, allowance, 0);
}

double RandomSchedule::within(ElementType t, double golden, double reference, double allowance, int direction) {
  if (!std::isfinite(golden) || !(std::fabs(golden - reference) <= allowance)) return golden;
  constexpr int kReach = 8;  // allowances are a few ulps
  // The qualifying values from the lowest to the highest, golden among them.
  std::array<double, 2 * kReach + 1> candidates;
  size_t count = 0, lowest = kReach;
  candidates[kReach] = golden;
  for (bool up : {false, true}) {
    double v = golden;
    for (int step = 1; step <= kReach; ++step) {
      std::optional<double> next = neighbour(t, encodeFloat(t, v), up);
      if (!next || !(std::fabs(*next - reference) <= allowance)) break;
      v = *next;
      candidates[up ? kReach + step : kReach - step] = v;
      if (up)
        count = static_cast<size_t>(step);
      else
        lowest = static_cast<size_t>(kReach - step);
    }
  }
  const size_t highest = kReach + count;
  if (direction != 0) return direction > 0 ? candidates[highest] : candidates[lowest];
  // The extremes half the time: they test the bound hardest.
  if (highest > lowest && coin()) return coin() ? candidates[lowest] : candidates[highest];
  return candidates[lowest + below(highest - lowest + 1)];
}

}  // namespace hloref
