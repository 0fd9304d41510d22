// lapack_{s,d,c,z}gesdd_ffi and lapack_{s,d,c,z}gesvd_ffi: the singular
// value decomposition (LAPACK ?GESDD, divide and conquer, the default of
// jnp.linalg.svd on CPU; ?GESVD, QR iteration, for
// jax.lax.linalg.svd(..., algorithm=SvdAlgorithm.QR)):
//
//   %f:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 65 : ui8}, ...}
//            : (tensor<MxNxf32>) -> (tensor<MxNxf32>, tensor<Kxf32>, tensor<MxMxf32>, tensor<NxNxf32>, tensor<i32>)
//
// A = U diag(s) V^H, K = min(M, N), s in descending order (LAPACK defines
// the order), real, non-negative. mode 'A' (65): U is M x M and the fourth
// result V^H is N x N; 'S' (83): U is M x K and V^H is K x N; 'N' (78): no
// vectors, the U and V^H results are not written (implementation-defined).
// LAPACK destroys A, so the first result is implementation-defined (hloref
// leaves A there). info = 0 (hloref's method always converges).
//
// Computed by the one-sided Jacobi method (Hestenes) in 167-bit arithmetic
// on A (on A^H when M < N) until every pair of columns is orthogonal to
// 2^-155 of their norms; the singular values are the column norms, rounded
// once. Singular vectors are not unique (a free sign or phase per pair, a
// free subspace where values coincide, any completion of U beyond the rank
// of A), so they are marked implementation-defined: hloref makes the
// largest-modulus entry of each right singular vector real and positive and
// completes U by Gram–Schmidt on the unit vectors; comparisons check the
// invariants instead (conform/compare.cpp, `invariant: svd`). The singular
// values are well-conditioned (Weyl): golden gives each the bound
// 4 max(M, N) u |A|_F, hloref's stated allowance for a backward-stable
// method in a type of unit roundoff u, plus the Frobenius norm of the
// operand's own error bounds; info (always 0) is decided.
#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/dialects/lapack/jacobi.h"

namespace hloref::lapack {
namespace {

// The SVD of one rows x cols matrix `w` (column-major, rows >= cols):
// on return the columns of w are U diag(s) (orthogonal), v holds V.
template <class S>
void oneSidedJacobi(std::vector<S>& w, std::vector<S>& v, int64_t rows, int64_t cols) {
  auto W = [&](int64_t i, int64_t j) -> S& { return w[static_cast<size_t>(j * rows + i)]; };
  auto V = [&](int64_t i, int64_t j) -> S& { return v[static_cast<size_t>(j * cols + i)]; };
  const Real threshold = convergenceThreshold();
  for (int sweep = 0; sweep < kMaxSweeps; ++sweep) {
    bool rotated = false;
    for (int64_t p = 0; p < cols; ++p)
      for (int64_t q = p + 1; q < cols; ++q) {
        Real alpha = 0, gamma = 0;
        S beta = S(Real(0));
        for (int64_t i = 0; i < rows; ++i) {
          alpha += abs2(W(i, p));
          gamma += abs2(W(i, q));
          beta += conj(W(i, p)) * W(i, q);
        }
        if (!(modulus(beta) > threshold * boost::multiprecision::sqrt(alpha * gamma))) continue;
        rotated = true;
        const Rotation<S> r = rotationFor(alpha, beta, gamma);
        for (int64_t i = 0; i < rows; ++i) r.applyRight(W(i, p), W(i, q));
        for (int64_t i = 0; i < cols; ++i) r.applyRight(V(i, p), V(i, q));
      }
    if (!rotated) return;
  }
}

// Completes the orthonormal columns [0, known) of the rows x total matrix
// `u` (column-major) with unit vectors made orthogonal to them (Gram–Schmidt
// twice), taking e_1, e_2, ... in turn and keeping those that stay large.
template <class S>
void completeBasis(std::vector<S>& u, int64_t rows, int64_t known, int64_t total) {
  auto U = [&](int64_t i, int64_t j) -> S& { return u[static_cast<size_t>(j * rows + i)]; };
  int64_t next = known;
  for (int64_t e = 0; e < rows && next < total; ++e) {
    for (int64_t i = 0; i < rows; ++i) U(i, next) = S(Real(i == e ? 1 : 0));
    for (int pass = 0; pass < 2; ++pass)
      for (int64_t j = 0; j < next; ++j) {
        S dot = S(Real(0));
        for (int64_t i = 0; i < rows; ++i) dot += conj(U(i, j)) * U(i, next);
        for (int64_t i = 0; i < rows; ++i) U(i, next) -= U(i, j) * dot;
      }
    Real norm2 = 0;
    for (int64_t i = 0; i < rows; ++i) norm2 += abs2(U(i, next));
    if (norm2 < Real(0.25)) continue;  // e lies mostly in the span already
    const Real norm = boost::multiprecision::sqrt(norm2);
    for (int64_t i = 0; i < rows; ++i) U(i, next) = U(i, next) / S(norm);
    ++next;
  }
}

template <class S>
std::vector<Value> decompose(Target& t) {
  Matrices<S> a = t.loadMatrices<S>(0);
  const char mode = t.charAttribute("mode", 'A');
  if (mode != 'A' && mode != 'S' && mode != 'N')
    t.call.unsupportedHere("with mode " + std::string(1, mode) + " (JAX emits 'A', 'S' and 'N')");
  const int64_t m = a.rows, n = a.cols, k = std::min(m, n);
  const bool wide = m < n;  // work on A^H, which has more rows than columns
  const int64_t rows = wide ? n : m, cols = wide ? m : n;
  const int64_t uCols = mode == 'A' ? m : k, vRows = mode == 'A' ? n : k;
  Matrices<S> u{a.batch, m, uCols, std::vector<S>(static_cast<size_t>(a.batch * m * uCols))};
  Matrices<S> vh{a.batch, vRows, n, std::vector<S>(static_cast<size_t>(a.batch * vRows * n))};
  std::vector<Real> s(static_cast<size_t>(a.batch * k));
  std::vector<double> bounds(s.size());
  const double unit = unitRoundoffOf(t.realType());
  for (int64_t b = 0; b < a.batch; ++b) {
    const double norm = frobeniusNorm(a, b);
    std::vector<S> w(static_cast<size_t>(rows * cols)), v(static_cast<size_t>(cols * cols));
    for (int64_t j = 0; j < cols; ++j) {
      for (int64_t i = 0; i < rows; ++i) w[static_cast<size_t>(j * rows + i)] = wide ? conj(a.at(b, j, i)) : a.at(b, i, j);
      for (int64_t i = 0; i < cols; ++i) v[static_cast<size_t>(j * cols + i)] = S(Real(i == j ? 1 : 0));
    }
    oneSidedJacobi(w, v, rows, cols);
    std::vector<Real> norms(static_cast<size_t>(cols));
    for (int64_t j = 0; j < cols; ++j) {
      Real n2 = 0;
      for (int64_t i = 0; i < rows; ++i) n2 += abs2(w[static_cast<size_t>(j * rows + i)]);
      norms[static_cast<size_t>(j)] = boost::multiprecision::sqrt(n2);
    }
    std::vector<int64_t> order = sortedOrder(norms, true);
    // left: the `rows` x `rows` basis whose first columns are W's
    // normalized; right: V's columns in the same order. For A^H, U and V
    // trade places: A = V diag(s) (W's basis)^H.
    std::vector<S> left(static_cast<size_t>(rows * rows)), right(static_cast<size_t>(cols * cols));
    int64_t rank = 0;
    for (int64_t j = 0; j < cols; ++j) {
      const int64_t from = order[static_cast<size_t>(j)];
      const Real sigma = norms[static_cast<size_t>(from)];
      s[static_cast<size_t>(b * k + j)] = sigma;
      bounds[static_cast<size_t>(b * k + j)] = 4.0 * static_cast<double>(rows) * unit * norm + t.operandErrorNorm(0, b);
      S* rv = &right[static_cast<size_t>(j * cols)];
      for (int64_t i = 0; i < cols; ++i) rv[i] = v[static_cast<size_t>(from * cols + i)];
      const S phase = normalizePhase(rv, cols, 1);
      if (sigma > 0) {
        for (int64_t i = 0; i < rows; ++i)
          left[static_cast<size_t>(j * rows + i)] = w[static_cast<size_t>(from * rows + i)] * phase / S(sigma);
        rank = j + 1;
      }
    }
    completeBasis(left, rows, rank, rows);
    // U(i, j) and V^H(j, i) of A, from the two bases.
    auto uAt = [&](int64_t i, int64_t j) { return wide ? right[static_cast<size_t>(j * cols + i)] : left[static_cast<size_t>(j * rows + i)]; };
    auto vAt = [&](int64_t i, int64_t j) { return wide ? left[static_cast<size_t>(j * rows + i)] : right[static_cast<size_t>(j * cols + i)]; };
    for (int64_t j = 0; j < uCols; ++j)
      for (int64_t i = 0; i < m; ++i) u.at(b, i, j) = uAt(i, j);
    for (int64_t j = 0; j < vRows; ++j)
      for (int64_t i = 0; i < n; ++i) vh.at(b, j, i) = conj(vAt(i, j));
  }
  Tensor first = t.storeMatrices(0, a);
  Tensor values = t.storeVectors(1, s);
  Tensor uResult = t.storeMatrices(2, u);
  Tensor vhResult = t.storeMatrices(3, vh);
  Tensor info = t.storeInts(4, std::vector<int64_t>(static_cast<size_t>(a.batch), 0));
  t.markAll(0, first);
  t.markAll(2, uResult);
  t.markAll(3, vhResult);
  t.decided(4, info);
  if (t.call.annotating()) t.call.setErrorBound(1, std::move(bounds));
  return {Value(std::move(first)), Value(std::move(values)), Value(std::move(uResult)), Value(std::move(vhResult)),
          Value(std::move(info))};
}

std::vector<Value> evalSvd(OpCall& call) {
  Target t(call, prefixElementType(call.attr("call_target_name").text.at(7)));
  return t.isComplex() ? decompose<Cx>(t) : decompose<Real>(t);
}

HLOREF_CUSTOM_CALL_TARGET(evalSvd, "lapack_sgesdd_ffi", "lapack_dgesdd_ffi", "lapack_cgesdd_ffi", "lapack_zgesdd_ffi",
                          "lapack_sgesvd_ffi", "lapack_dgesvd_ffi", "lapack_cgesvd_ffi", "lapack_zgesvd_ffi");

}  // namespace
}  // namespace hloref::lapack
