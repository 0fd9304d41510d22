// lapack_{s,d,c,z}getrf_ffi: LU factorization with partial pivoting (LAPACK
// ?GETRF), as jnp.linalg.solve, inv, det and jax.scipy.linalg.lu lower on CPU:
//
//   %f:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {mhlo.backend_config = {},
//            operand_layouts = [dense<[0, 1]>], result_layouts = [dense<[0, 1]>, dense<0>, dense<>], ...}
//            : (tensor<MxNxf32>) -> (tensor<MxNxf32>, tensor<min(M,N)xi32>, tensor<i32>)
//
// A = P L U: the result holds U on and above the diagonal and the
// multipliers of the unit lower triangular L below it; ipiv[k] (1-based)
// is the row swapped with row k at step k; info = 0, or k > 0 when U(k, k)
// is exactly zero (the factorization is still completed, as LAPACK's).
// Step k pivots on the first row of largest |re| + |im| (LAPACK's i?amax)
// in column k of the remaining rows. Computed by the right-looking
// elimination in 167-bit arithmetic and rounded once: in exact arithmetic
// every LAPACK variant (unblocked, blocked, recursive) chooses the same
// pivots, so the result is LAPACK's up to rounding. Pivot ties: where the
// largest two candidates of a step after the first (whose candidates are
// the exact inputs) are within 16 n u of each other (u: the element type's
// unit roundoff), or a pivot is within 16 n u max|a| of zero, a backend in
// working precision may choose otherwise: that matrix, its pivots and its
// info are marked implementation-defined.
#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/dialects/lapack/lapack.h"

namespace hloref::lapack {
namespace {

template <class S>
std::vector<Value> factor(Target& t) {
  Matrices<S> a = t.loadMatrices<S>(0);
  const int64_t m = a.rows, n = a.cols, steps = std::min(m, n);
  std::vector<int64_t> ipiv(static_cast<size_t>(a.batch * steps)), info(static_cast<size_t>(a.batch), 0);
  std::vector<bool> undecided(static_cast<size_t>(a.batch), false);
  const double tolerance = 16.0 * static_cast<double>(std::max(m, n)) * unitRoundoffOf(t.elementType);
  for (int64_t b = 0; b < a.batch; ++b) {
    Real scale = 0;
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) scale = std::max(scale, cabs1(a.at(b, i, j)));
    for (int64_t k = 0; k < steps; ++k) {
      int64_t p = k;
      Real largest = cabs1(a.at(b, k, k)), second = -1;
      for (int64_t i = k + 1; i < m; ++i) {
        Real v = cabs1(a.at(b, i, k));
        if (v > largest) {
          second = largest;
          largest = v;
          p = i;
        } else if (v > second) {
          second = v;
        }
      }
      const bool exactCandidates = k == 0 && !t.isComplex();
      if (!exactCandidates && (second >= largest * (1 - tolerance) || largest <= tolerance * scale))
        undecided[static_cast<size_t>(b)] = true;
      ipiv[static_cast<size_t>(b * steps + k)] = p + 1;
      if (largest == 0) {
        if (info[static_cast<size_t>(b)] == 0) info[static_cast<size_t>(b)] = k + 1;
        continue;  // the column below is zero: nothing to eliminate
      }
      if (p != k)
        for (int64_t j = 0; j < n; ++j) std::swap(a.at(b, k, j), a.at(b, p, j));
      const S pivot = a.at(b, k, k);
      for (int64_t i = k + 1; i < m; ++i) a.at(b, i, k) = a.at(b, i, k) / pivot;
      for (int64_t j = k + 1; j < n; ++j)
        for (int64_t i = k + 1; i < m; ++i) a.at(b, i, j) -= a.at(b, i, k) * a.at(b, k, j);
    }
  }
  Tensor lu = t.storeMatrices(0, a);
  Tensor pivots = t.storeInts(1, ipiv);
  Tensor infos = t.storeInts(2, info);
  t.decided(1, pivots);  // but where a pivot tie is undecided (marked below)
  t.decided(2, infos);
  for (int64_t b = 0; b < a.batch; ++b)
    if (undecided[static_cast<size_t>(b)]) {
      t.markMatrix(0, lu, b);
      t.markMatrix(1, pivots, b);
      if (t.call.annotating()) t.call.markImplementationDefined(2, b);
    }
  return {Value(std::move(lu)), Value(std::move(pivots)), Value(std::move(infos))};
}

std::vector<Value> evalGetrf(OpCall& call) {
  Target t(call, prefixElementType(call.attr("call_target_name").text.at(7)));
  return t.isComplex() ? factor<Cx>(t) : factor<Real>(t);
}

HLOREF_CUSTOM_CALL_TARGET(evalGetrf, "lapack_sgetrf_ffi", "lapack_dgetrf_ffi", "lapack_cgetrf_ffi",
                          "lapack_zgetrf_ffi");

}  // namespace
}  // namespace hloref::lapack
