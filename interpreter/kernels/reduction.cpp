#include "interpreter/kernels/reduction.h"

#include <cmath>
#include <limits>

namespace hloref::reduction {
namespace {

// One rounding of a double product or sum, outwards.
constexpr double kUp = 1 + 0x1p-52, kDown = 1 - 0x1p-52;

}  // namespace

ProductBound::ProductBound(const OpCall& call, ElementType t)
    : t_(t), ftz_(call.evaluator.options().policies.ftz) {}

void ProductBound::add(double g, double bound) {
  if (std::isnan(g)) {
    nan_ = true;
    return;
  }
  if (std::isinf(g)) {
    infinite_ = true;
    inexactInfinity_ = inexactInfinity_ || bound != 0;
    return;
  }
  double d = bound > 0 ? bound + halfUlp(t_, g) : 0.0;
  const double a = std::fabs(g);
  // ftz: a term that may be subnormal may read as zero.
  if (ftz_ && a != 0 && a < floatFormat(t_).smallestNormal() + d) d += floatFormat(t_).smallestNormal();
  if (a == 0 && d == 0) exactZero_ = true;
  if (!(a == 1 && d == 0)) ++rounded_;
  carried_ = carried_ || d > 0;
  upper_ *= (a + d) * kUp * kUp;
  lower_ *= a * kDown;
  high_ *= std::max(1.0, (a + d) * kUp) * kUp;
  low_ *= std::min(1.0, std::max(0.0, (a - d) * kDown)) * kDown;
}

double ProductBound::finish(double golden) const {
  constexpr double kUnknown = std::numeric_limits<double>::infinity();
  const FloatFormat& format = floatFormat(t_);
  const double m = static_cast<double>(std::max<int64_t>(0, rounded_ - 1));
  const double mu = m * unitRoundoff(t_);
  if (!(mu < 0.5)) return kUnknown;
  const double gamma = mu / (1 - mu) * kUp * kUp;
  const bool mayOverflow = !(high_ * (1 + gamma) <= format.largestFinite());
  const bool mayUnderflow = !(low_ * (1 - gamma) >= format.smallestNormal());
  if (std::isnan(golden)) return nan_ || (infinite_ && exactZero_) ? 0.0 : kUnknown;
  if (nan_) return kUnknown;
  if (std::isinf(golden)) {
    // Infinite in every order: an exact infinity times finite terms none of
    // which, nor any partial product of them, can reach zero.
    return infinite_ && !inexactInfinity_ && !exactZero_ && !mayUnderflow ? 0.0 : kUnknown;
  }
  if (infinite_ || mayOverflow) return kUnknown;
  if (exactZero_) return 0.0;
  const double tiny = ftz_ ? format.smallestNormal() : format.smallestSubnormal() / 2;
  const double underflow = mayUnderflow ? 2 * m * tiny * high_ * (1 + gamma) : 0.0;
  // With exact terms only, U = L: nothing is carried.
  const double bound = (2 * gamma * upper_ + (carried_ ? upper_ - lower_ : 0.0) + underflow) * kUp * kUp;
  return std::isnan(bound) ? kUnknown : bound;
}

}  // namespace hloref::reduction
