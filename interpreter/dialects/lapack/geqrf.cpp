// The Householder QR targets jnp.linalg.qr lowers to on CPU:
//
//   %f:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%a) {mhlo.backend_config = {}, ...}
//            : (tensor<MxNxf32>) -> (tensor<MxNxf32>, tensor<min(M,N)xf32>)
//   %q = stablehlo.custom_call @lapack_sorgqr_ffi(%f#0, %f#1) {mhlo.backend_config = {}, ...}
//            : (tensor<MxKxf32>, tensor<min(M,N)xf32>) -> tensor<MxKxf32>
//
// ?GEQRF: A = Q R with Q = H(1) H(2) ... H(k), k = min(M, N), each
// H(i) = I - tau_i v_i v_i^H, v_i(i) = 1 and v_i below i stored under the
// diagonal of column i of the result, R on and above the diagonal. Each
// reflector follows LAPACK's ?LARFG: for alpha = A(i, i) and x the entries
// below it, tau = 0 (H = I) when x = 0 and alpha is real; otherwise
// beta = -sign(Re alpha) sqrt(|alpha|^2 + |x|^2), tau = (beta - alpha) / beta,
// v = x / (alpha - beta), R(i, i) = beta. (So for complex types even the
// last diagonal element of a square matrix is made real by a reflector.)
// Then H(i)^H is applied to the columns right of i.
// ?ORGQR / ?UNGQR (lapack_{s,d}orgqr_ffi, lapack_{c,z}ungqr_ffi): the M x K
// matrix of the first K columns of H(1) ... H(k), from the reflectors in
// the first k columns of its operand and the k taus.
//
// Computed in 167-bit arithmetic, rounded once. R's signs (and so Q's) are
// fixed by LAPACK's convention through the sign of alpha; where, after a
// reflector that rounding could have reached, alpha lies within 16 M u of
// zero relative to the column's norm, or x within it of zero (u: the
// element type's unit roundoff), a backend in working precision may fall on
// the other side: that matrix and its taus are marked implementation-defined.
#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/dialects/lapack/lapack.h"

namespace hloref::lapack {
namespace {

template <class S>
std::vector<Value> geqrf(Target& t) {
  Matrices<S> a = t.loadMatrices<S>(0);
  const int64_t m = a.rows, n = a.cols, k = std::min(m, n);
  std::vector<S> taus(static_cast<size_t>(a.batch * k));
  std::vector<bool> undecided(static_cast<size_t>(a.batch), false);
  const double tolerance = 16.0 * static_cast<double>(m) * unitRoundoffOf(t.elementType);
  for (int64_t b = 0; b < a.batch; ++b) {
    bool exactSoFar = true;  // every reflector so far was H = I: the columns are the inputs
    for (int64_t i = 0; i < k; ++i) {
      S& alpha = a.at(b, i, i);
      Real xnorm2 = 0;
      for (int64_t r = i + 1; r < m; ++r) xnorm2 += abs2(a.at(b, r, i));
      S tau = S(Real(0));
      const bool complex = !std::is_same_v<S, Real>;
      const bool identity = xnorm2 == 0 && (!complex || imagPart(alpha) == 0);
      // x = 0 exactly after reflectors that rounding reaches: a backend may
      // find it nonzero, and reflect where hloref does not.
      if (identity && !exactSoFar && i < m - 1) undecided[static_cast<size_t>(b)] = true;
      if (!identity) {
        const Real alphr = realPart(alpha);
        Real norm = boost::multiprecision::sqrt(abs2(alpha) + xnorm2);
        const Real beta = boost::multiprecision::signbit(alphr) ? norm : Real(-norm);
        if (!exactSoFar && (boost::multiprecision::abs(alphr) <= tolerance * norm ||
                            boost::multiprecision::sqrt(xnorm2) <= tolerance * norm))
          undecided[static_cast<size_t>(b)] = true;
        tau = fromParts<S>((beta - alphr) / beta, -imagPart(alpha) / beta);
        const S scale = S(Real(1)) / (alpha - S(beta));
        for (int64_t r = i + 1; r < m; ++r) a.at(b, r, i) = scale * a.at(b, r, i);
        alpha = S(beta);
        // Columns right of i: C = H^H C = C - conj(tau) v (v^H C).
        const S ctau = conj(tau);
        for (int64_t j = i + 1; j < n; ++j) {
          S w = a.at(b, i, j);
          for (int64_t r = i + 1; r < m; ++r) w += conj(a.at(b, r, i)) * a.at(b, r, j);
          w = ctau * w;
          a.at(b, i, j) -= w;
          for (int64_t r = i + 1; r < m; ++r) a.at(b, r, j) -= a.at(b, r, i) * w;
        }
        exactSoFar = false;
      }
      taus[static_cast<size_t>(b * k + i)] = tau;
    }
  }
  Tensor factored = t.storeMatrices(0, a);
  Tensor tauResult = t.storeVectors(1, taus);
  for (int64_t b = 0; b < a.batch; ++b)
    if (undecided[static_cast<size_t>(b)]) {
      t.markMatrix(0, factored, b);
      t.markMatrix(1, tauResult, b);
    }
  return {Value(std::move(factored)), Value(std::move(tauResult))};
}

template <class S>
std::vector<Value> orgqr(Target& t) {
  Matrices<S> a = t.loadMatrices<S>(0);
  const Tensor& tauTensor = t.call.tensor(1);
  const int64_t m = a.rows, n = a.cols;
  if (a.batch == 0) return {Value(t.storeMatrices(0, a))};
  const int64_t k = tauTensor.numElements() / a.batch;
  if (tauTensor.elementType() != t.elementType || k * a.batch != tauTensor.numElements() || k > n || n > m)
    t.call.fail("forms Q from " + tensorTypeString(tauTensor.type()) + " taus and " + std::to_string(m) + "x" +
                std::to_string(n) + " matrices; expected at most N <= M taus per matrix");
  auto tauAt = [&](int64_t b, int64_t i) {
    if constexpr (std::is_same_v<S, Real>) {
      return Real(tauTensor.floatValue(b * k + i));
    } else {
      std::complex<double> v = tauTensor.complexValue(b * k + i);
      return Cx(Real(v.real()), Real(v.imag()));
    }
  };
  Matrices<S> q = a;
  for (int64_t b = 0; b < a.batch; ++b) {
    for (int64_t j = 0; j < n; ++j)
      for (int64_t r = 0; r < m; ++r) q.at(b, r, j) = S(Real(r == j ? 1 : 0));
    // Q = H(1) (H(2) (... (H(k) I))): H(i) touches rows i.. only.
    for (int64_t i = k - 1; i >= 0; --i) {
      const S tau = tauAt(b, i);
      for (int64_t j = 0; j < n; ++j) {
        S w = q.at(b, i, j);
        for (int64_t r = i + 1; r < m; ++r) w += conj(a.at(b, r, i)) * q.at(b, r, j);
        w = tau * w;
        q.at(b, i, j) -= w;
        for (int64_t r = i + 1; r < m; ++r) q.at(b, r, j) -= a.at(b, r, i) * w;
      }
    }
  }
  return {Value(t.storeMatrices(0, q))};
}

char precisionLetter(const OpCall& call) { return call.attr("call_target_name").text.at(7); }

std::vector<Value> evalGeqrf(OpCall& call) {
  Target t(call, prefixElementType(precisionLetter(call)));
  return t.isComplex() ? geqrf<Cx>(t) : geqrf<Real>(t);
}

std::vector<Value> evalOrgqr(OpCall& call) {
  Target t(call, prefixElementType(precisionLetter(call)));
  return t.isComplex() ? orgqr<Cx>(t) : orgqr<Real>(t);
}

HLOREF_CUSTOM_CALL_TARGET(evalGeqrf, "lapack_sgeqrf_ffi", "lapack_dgeqrf_ffi", "lapack_cgeqrf_ffi",
                          "lapack_zgeqrf_ffi");
HLOREF_CUSTOM_CALL_TARGET(evalOrgqr, "lapack_sorgqr_ffi", "lapack_dorgqr_ffi", "lapack_cungqr_ffi",
                          "lapack_zungqr_ffi");

}  // namespace
}  // namespace hloref::lapack
