// lapack_{s,d,c,z}potrf_ffi: the Cholesky factorization (LAPACK ?POTRF), as
// jnp.linalg.cholesky lowers on CPU:
//
//   %f:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8},
//            operand_layouts = [dense<[0, 1]>], result_layouts = [dense<[0, 1]>, dense<>],
//            output_operand_aliases = [... output_tuple_indices = [0], operand_index = 0 ...]}
//            : (tensor<NxNxf32>) -> (tensor<NxNxf32>, tensor<i32>)
//
// uplo 'L' (76): A = L L^H from the lower triangle of A (the diagonal's
// real part; the rest of A is not read); the lower triangle of the result
// is L, the strictly upper triangle keeps A's values. uplo 'U' (85): A =
// U^H U from the upper triangle, likewise. info = 0, or j > 0 when the
// leading minor of order j is not positive definite (its pivot is <= 0 or
// NaN): the factorization stops there and what the result holds is
// LAPACK's working state, so hloref marks that matrix implementation-
// defined. The factor is computed by the Cholesky–Crout recurrence in
// 167-bit arithmetic and rounded once. Where a pivot lies within
// 16 n u max|a_jj| of zero (u: the element type's unit roundoff) a backend
// in working precision may decide positive definiteness either way: the
// matrix and its info are marked implementation-defined.
#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/dialects/lapack/lapack.h"

namespace hloref::lapack {
namespace {

template <class S>
std::vector<Value> factor(Target& t) {
  Matrices<S> a = t.loadMatrices<S>(0);
  const char uplo = t.charAttribute("uplo", 'L');
  if (uplo != 'L' && uplo != 'U') t.call.fail("has uplo = " + std::to_string(uplo) + "; expected 'L' (76) or 'U' (85)");
  const bool lower = uplo == 'L';
  if (a.rows != a.cols) t.call.fail("factors square matrices only, got " + std::to_string(a.rows) + "x" + std::to_string(a.cols));
  const int64_t n = a.rows;
  std::vector<int64_t> info(static_cast<size_t>(a.batch), 0);
  std::vector<bool> undecided(static_cast<size_t>(a.batch), false);
  const double tolerance = 16.0 * static_cast<double>(n) * unitRoundoffOf(t.elementType);
  std::vector<S> l(static_cast<size_t>(n * n));
  for (int64_t b = 0; b < a.batch; ++b) {
    // The lower triangle of the Hermitian matrix, read or mirrored.
    auto entry = [&](int64_t i, int64_t j) { return lower ? a.at(b, i, j) : conj(a.at(b, j, i)); };
    auto L = [&](int64_t i, int64_t j) -> S& { return l[static_cast<size_t>(j * n + i)]; };
    Real scale = 0;
    for (int64_t j = 0; j < n; ++j) scale = std::max(scale, boost::multiprecision::abs(realPart(a.at(b, j, j))));
    int64_t done = n;
    for (int64_t j = 0; j < n; ++j) {
      Real ajj = realPart(a.at(b, j, j));
      for (int64_t k = 0; k < j; ++k) ajj -= abs2(L(j, k));
      if (!(boost::multiprecision::abs(ajj) > tolerance * scale)) undecided[static_cast<size_t>(b)] = true;
      if (!(ajj > 0)) {
        info[static_cast<size_t>(b)] = j + 1;
        done = j;
        break;
      }
      const Real ljj = boost::multiprecision::sqrt(ajj);
      L(j, j) = S(ljj);
      for (int64_t i = j + 1; i < n; ++i) {
        S s = entry(i, j);
        for (int64_t k = 0; k < j; ++k) s -= L(i, k) * conj(L(j, k));
        L(i, j) = s / ljj;
      }
    }
    // The factor's triangle (its computed columns) replaces A's.
    for (int64_t j = 0; j < done; ++j)
      for (int64_t i = j; i < n; ++i) {
        if (lower) a.at(b, i, j) = L(i, j);
        else a.at(b, j, i) = conj(L(i, j));
      }
  }
  Tensor factorResult = t.storeMatrices(0, a);
  Tensor infoResult = t.storeInts(1, info);
  t.decided(1, infoResult);  // but where a pivot is undecided (marked below)
  for (int64_t b = 0; b < a.batch; ++b) {
    if (info[static_cast<size_t>(b)] != 0 || undecided[static_cast<size_t>(b)]) t.markMatrix(0, factorResult, b);
    if (undecided[static_cast<size_t>(b)] && t.call.annotating()) t.call.markImplementationDefined(1, b);
  }
  return {Value(std::move(factorResult)), Value(std::move(infoResult))};
}

std::vector<Value> evalPotrf(OpCall& call) {
  Target t(call, prefixElementType(call.attr("call_target_name").text.at(7)));
  return t.isComplex() ? factor<Cx>(t) : factor<Real>(t);
}

HLOREF_CUSTOM_CALL_TARGET(evalPotrf, "lapack_spotrf_ffi", "lapack_dpotrf_ffi", "lapack_cpotrf_ffi",
                          "lapack_zpotrf_ffi");

}  // namespace
}  // namespace hloref::lapack
