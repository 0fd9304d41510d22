// lapack_{s,d,c,z}trsm_ffi: triangular solve with several right-hand sides
// (BLAS ?TRSM with alpha = 1), as jax.scipy.linalg.solve_triangular,
// jnp.linalg.solve and inv lower on CPU:
//
//   %x = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {mhlo.backend_config =
//          {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8},
//          output_operand_aliases = [... operand_index = 1 ...], ...}
//          : (tensor<MxMxf32>, tensor<MxNxf32>) -> tensor<MxNxf32>
//
// side 'L' (76): op(A) X = B; 'R' (82): X op(A) = B. trans_x 'N' (78),
// 'T' (84), 'C' (67): op(A) = A, A^T, A^H. uplo 'L'/'U': the triangle of A
// read (the other is not). diag 'U' (85): A's diagonal is taken as ones
// (and not read); 'N': it is read. The solution is computed by substitution
// in 167-bit arithmetic and rounded once. A zero on a read diagonal makes
// the system singular: BLAS divides by it, and what comes out (infinities,
// NaN) depends on the order of the operations, so that matrix of the
// result is marked implementation-defined.
#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/dialects/lapack/lapack.h"

namespace hloref::lapack {
namespace {

template <class S>
std::vector<Value> solve(Target& t) {
  const char side = t.charAttribute("side", 'L'), uplo = t.charAttribute("uplo", 'L');
  const char trans = t.charAttribute("trans_x", 'N'), diag = t.charAttribute("diag", 'N');
  if ((side != 'L' && side != 'R') || (uplo != 'L' && uplo != 'U') || (trans != 'N' && trans != 'T' && trans != 'C') ||
      (diag != 'U' && diag != 'N'))
    t.call.fail("has backend_config side/uplo/trans_x/diag outside L,R / L,U / N,T,C / U,N");
  Matrices<S> a = t.loadMatrices<S>(0);
  Matrices<S> x = t.loadMatrices<S>(1);
  const int64_t order = side == 'L' ? x.rows : x.cols;
  if (a.rows != a.cols || a.rows != order)
    t.call.fail("solves with a " + std::to_string(a.rows) + "x" + std::to_string(a.cols) + " matrix and a " +
                std::to_string(x.rows) + "x" + std::to_string(x.cols) + " right-hand side (side " + side + ")");
  const int64_t n = a.rows;
  std::vector<bool> singular(static_cast<size_t>(a.batch), false);
  std::vector<S> m(static_cast<size_t>(n * n)), rhs(static_cast<size_t>(n));
  for (int64_t b = 0; b < a.batch; ++b) {
    // M = op(A) (side L) or op(A)^T (side R, solving M x^T = b^T row by
    // row), built from the triangle read and the diagonal.
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        const bool read = i == j ? diag == 'N' : (uplo == 'L' ? i > j : i < j);
        S aij = read ? a.at(b, i, j) : S(Real(i == j ? 1 : 0));
        // op(A)(r, c) = A(c, r) (T), conj(A(c, r)) (C).
        int64_t r = i, c = j;
        if (trans != 'N') std::swap(r, c);
        if (trans == 'C') aij = conj(aij);
        if (side == 'R') std::swap(r, c);
        m[static_cast<size_t>(r * n + c)] = aij;
      }
    const bool lower = ((uplo == 'L') == (trans == 'N')) == (side == 'L');
    for (int64_t i = 0; i < n; ++i)
      if (realPart(m[static_cast<size_t>(i * n + i)]) == 0 && imagPart(m[static_cast<size_t>(i * n + i)]) == 0)
        singular[static_cast<size_t>(b)] = true;
    const int64_t systems = side == 'L' ? x.cols : x.rows;
    for (int64_t s = 0; s < systems; ++s) {
      for (int64_t i = 0; i < n; ++i) rhs[static_cast<size_t>(i)] = side == 'L' ? x.at(b, i, s) : x.at(b, s, i);
      for (int64_t step = 0; step < n; ++step) {
        const int64_t i = lower ? step : n - 1 - step;
        S v = rhs[static_cast<size_t>(i)];
        for (int64_t k = 0; k < n; ++k)
          if (lower ? k < i : k > i) v -= m[static_cast<size_t>(i * n + k)] * rhs[static_cast<size_t>(k)];
        rhs[static_cast<size_t>(i)] = v / m[static_cast<size_t>(i * n + i)];
      }
      for (int64_t i = 0; i < n; ++i) (side == 'L' ? x.at(b, i, s) : x.at(b, s, i)) = rhs[static_cast<size_t>(i)];
    }
  }
  Tensor result = t.storeMatrices(0, x);
  for (int64_t b = 0; b < a.batch; ++b)
    if (singular[static_cast<size_t>(b)]) t.markMatrix(0, result, b);
  return {Value(std::move(result))};
}

std::vector<Value> evalTrsm(OpCall& call) {
  Target t(call, prefixElementType(call.attr("call_target_name").text.at(7)));
  return t.isComplex() ? solve<Cx>(t) : solve<Real>(t);
}

HLOREF_CUSTOM_CALL_TARGET(evalTrsm, "lapack_strsm_ffi", "lapack_dtrsm_ffi", "lapack_ctrsm_ffi", "lapack_ztrsm_ffi");

}  // namespace
}  // namespace hloref::lapack
