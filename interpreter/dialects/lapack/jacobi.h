// Jacobi rotations for the Hermitian eigenproblem (syevd.cpp) and the
// one-sided Jacobi SVD (gesdd.cpp), in the lapack/ high-precision scalars.
#pragma once

#include <algorithm>
#include <numeric>

#include "interpreter/dialects/lapack/lapack.h"

namespace hloref::lapack {

// The unitary V = [[c, s], [-s conj(e), c conj(e)]] that diagonalizes the
// Hermitian 2x2 matrix [[alpha, beta], [conj(beta), gamma]] (beta != 0,
// e = beta / |beta|): V^H H V is diagonal. With K = diag(1, conj(e)),
// K^H H K = [[alpha, r], [r, gamma]] (r = |beta|) is real symmetric and
// the classic rotation (t the smaller root of t^2 + 2 theta t - 1 = 0,
// theta = (gamma - alpha) / 2r) diagonalizes it.
template <class S>
struct Rotation {
  Real c, s;
  S e;
  // Column update of a pair (x_p, x_q) of columns: X V.
  void applyRight(S& xp, S& xq) const {
    const S p = xp, q = xq;
    xp = p * S(c) - q * (conj(e) * S(s));
    xq = p * S(s) + q * (conj(e) * S(c));
  }
};

template <class S>
Rotation<S> rotationFor(const Real& alpha, const S& beta, const Real& gamma) {
  const Real r = modulus(beta);
  const Real theta = (gamma - alpha) / (2 * r);
  Real t = 1 / (boost::multiprecision::abs(theta) + boost::multiprecision::sqrt(theta * theta + 1));
  if (theta < 0) t = -t;
  const Real c = 1 / boost::multiprecision::sqrt(t * t + 1);
  return Rotation<S>{c, t * c, beta / r};
}

// Scales vector `v` (of `n` entries at stride `stride`) by the unit factor
// that makes its entry of largest modulus (the first such) real and
// positive: hloref's choice of phase for eigen- and singular vectors, which
// the spec and LAPACK leave open. Returns the factor.
template <class S>
S normalizePhase(S* v, int64_t n, int64_t stride) {
  int64_t best = 0;
  Real largest = -1;
  for (int64_t i = 0; i < n; ++i) {
    Real m = abs2(v[i * stride]);
    if (m > largest) largest = m, best = i;
  }
  if (largest <= 0) return S(Real(1));
  const S pivot = v[best * stride];
  const S phase = conj(pivot) / S(modulus(pivot));
  for (int64_t i = 0; i < n; ++i) v[i * stride] = v[i * stride] * phase;
  return phase;
}

// The order that sorts `keys` ascending (descending), stable.
inline std::vector<int64_t> sortedOrder(const std::vector<Real>& keys, bool descending) {
  std::vector<int64_t> order(keys.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) {
    return descending ? keys[static_cast<size_t>(x)] > keys[static_cast<size_t>(y)]
                      : keys[static_cast<size_t>(x)] < keys[static_cast<size_t>(y)];
  });
  return order;
}

// Sweeps stop when every off-diagonal entry (pairwise inner product) is
// below this fraction of the matrix's norm: far below the rounding to f64.
inline Real convergenceThreshold() { return boost::multiprecision::ldexp(Real(1), -(kPrecisionBits - 12)); }
inline constexpr int kMaxSweeps = 80;

}  // namespace hloref::lapack
