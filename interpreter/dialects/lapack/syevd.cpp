// lapack_{s,d}syevd_ffi and lapack_{c,z}heevd_ffi: the Hermitian
// eigendecomposition (LAPACK ?SYEVD / ?HEEVD), as jnp.linalg.eigh and
// eigvalsh lower on CPU:
//
//   %f:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config =
//            {mode = 86 : ui8, uplo = 76 : ui8}, ...}
//            : (tensor<NxNxf32>) -> (tensor<NxNxf32>, tensor<Nxf32>, tensor<i32>)
//
// From the triangle uplo ('L' 76 / 'U' 85) of A (the diagonal's real
// part), w holds the eigenvalues in ascending order (LAPACK defines the
// order), and with mode 'V' (86) the first result holds orthonormal
// eigenvectors in its columns, A = V diag(w) V^H. mode 'N' (78): no
// vectors; LAPACK destroys the read triangle, so the first result is
// implementation-defined (hloref leaves A there). info = 0 (hloref's
// method always converges).
//
// Computed by the cyclic Jacobi method in 167-bit arithmetic until every
// off-diagonal entry is below 2^-155 |A|_F, eigenvalues rounded once.
// Eigenvectors are not unique (each has a free sign, for complex types a
// free phase, and eigenvalues that coincide share a whole subspace), so the
// vector result is marked implementation-defined: hloref returns them with
// the largest-modulus entry of each real and positive, and comparisons
// check the invariants instead (conform/compare.cpp, `invariant: eigh`).
// The eigenvalues are well-conditioned (Weyl): golden gives each the
// bound 4 N u |A|_F, hloref's stated allowance for a backward-stable method
// in a type of unit roundoff u, plus the Frobenius norm of the operand's
// own error bounds; info (always 0) is decided, not unstable.
#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/dialects/lapack/jacobi.h"

namespace hloref::lapack {
namespace {

// Diagonalizes the n x n Hermitian `h` (column-major) in place, the
// rotations accumulated in `v` (starting from I).
template <class S>
void jacobiEigen(std::vector<S>& h, std::vector<S>& v, int64_t n) {
  auto H = [&](int64_t i, int64_t j) -> S& { return h[static_cast<size_t>(j * n + i)]; };
  auto V = [&](int64_t i, int64_t j) -> S& { return v[static_cast<size_t>(j * n + i)]; };
  Real norm2 = 0;
  for (const S& x : h) norm2 += abs2(x);
  const Real threshold = convergenceThreshold() * boost::multiprecision::sqrt(norm2);
  for (int sweep = 0; sweep < kMaxSweeps; ++sweep) {
    bool rotated = false;
    for (int64_t p = 0; p < n; ++p)
      for (int64_t q = p + 1; q < n; ++q) {
        if (!(modulus(H(p, q)) > threshold)) continue;
        rotated = true;
        const Rotation<S> r = rotationFor(realPart(H(p, p)), H(p, q), realPart(H(q, q)));
        for (int64_t k = 0; k < n; ++k) r.applyRight(H(k, p), H(k, q));
        // Rows: H <- V^H H, the conjugate of the column update on H^H.
        for (int64_t k = 0; k < n; ++k) {
          S rp = conj(H(p, k)), rq = conj(H(q, k));
          r.applyRight(rp, rq);
          H(p, k) = conj(rp);
          H(q, k) = conj(rq);
        }
        H(p, q) = H(q, p) = S(Real(0));
        H(p, p) = S(realPart(H(p, p)));
        H(q, q) = S(realPart(H(q, q)));
        for (int64_t k = 0; k < n; ++k) r.applyRight(V(k, p), V(k, q));
      }
    if (!rotated) return;
  }
}

template <class S>
std::vector<Value> decompose(Target& t) {
  Matrices<S> a = t.loadMatrices<S>(0);
  const char mode = t.charAttribute("mode", 'V'), uplo = t.charAttribute("uplo", 'L');
  if ((mode != 'V' && mode != 'N') || (uplo != 'L' && uplo != 'U'))
    t.call.fail("has backend_config mode/uplo outside V,N / L,U");
  if (a.rows != a.cols) t.call.fail("decomposes square matrices only");
  const int64_t n = a.rows;
  std::vector<Real> w(static_cast<size_t>(a.batch * n));
  std::vector<double> bounds(w.size());
  const double u = unitRoundoffOf(t.realType());
  Matrices<S> vectors = a;
  for (int64_t b = 0; b < a.batch; ++b) {
    std::vector<S> h(static_cast<size_t>(n * n)), v(static_cast<size_t>(n * n));
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < n; ++i) {
        const bool read = uplo == 'L' ? i >= j : i <= j;
        S x = read ? a.at(b, i, j) : conj(a.at(b, j, i));
        h[static_cast<size_t>(j * n + i)] = i == j ? S(realPart(x)) : x;
        v[static_cast<size_t>(j * n + i)] = S(Real(i == j ? 1 : 0));
      }
    Matrices<S> hermitian{1, n, n, h};
    const double norm = frobeniusNorm(hermitian, 0);
    jacobiEigen(h, v, n);
    std::vector<Real> values(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) values[static_cast<size_t>(i)] = realPart(h[static_cast<size_t>(i * n + i)]);
    std::vector<int64_t> order = sortedOrder(values, false);
    for (int64_t k = 0; k < n; ++k) {
      const int64_t from = order[static_cast<size_t>(k)];
      w[static_cast<size_t>(b * n + k)] = values[static_cast<size_t>(from)];
      bounds[static_cast<size_t>(b * n + k)] = 4.0 * static_cast<double>(n) * u * norm + t.operandErrorNorm(0, b);
      S* column = &v[static_cast<size_t>(from * n)];
      normalizePhase(column, n, 1);
      for (int64_t i = 0; i < n; ++i) vectors.at(b, i, k) = column[i];
    }
  }
  Tensor first = t.storeMatrices(0, mode == 'V' ? vectors : a);
  Tensor eigenvalues = t.storeVectors(1, w);
  Tensor info = t.storeInts(2, std::vector<int64_t>(static_cast<size_t>(a.batch), 0));
  t.markAll(0, first);
  t.decided(2, info);
  if (t.call.annotating()) t.call.setErrorBound(1, std::move(bounds));
  return {Value(std::move(first)), Value(std::move(eigenvalues)), Value(std::move(info))};
}

std::vector<Value> evalSyevd(OpCall& call) {
  Target t(call, prefixElementType(call.attr("call_target_name").text.at(7)));
  return t.isComplex() ? decompose<Cx>(t) : decompose<Real>(t);
}

HLOREF_CUSTOM_CALL_TARGET(evalSyevd, "lapack_ssyevd_ffi", "lapack_dsyevd_ffi", "lapack_cheevd_ffi",
                          "lapack_zheevd_ffi");

}  // namespace
}  // namespace hloref::lapack
