// spec: Ops > cholesky, literally: for every batch matrix of a, the L with
// a = L * L^H (lower) or the U = L^H with a = U^H * U, from a's selected
// triangle (its diagonal included, read as real). The spec leaves the
// method open; hloref uses the Cholesky-Banachiewicz recurrence, element by
// element, column j after column j - 1:
//   L[j][j] = sqrt(real(a[j][j]) - sum_{k<j} |L[j][k]|^2),
//   L[i][j] = (a[i][j] - sum_{k<j} L[i][k] * conj(L[j][k])) / L[j][j],  i > j,
// each subtraction in ascending k, in double (complex<double>), rounded once
// on store (a NaN as the default NaN, numerics/nan_rule.h). The other triangle of the result is implementation-defined
// (hloref writes zeros), and so is all of a matrix that is not Hermitian
// positive definite (undefined behaviour): both are marked.
#include <cmath>
#include <complex>

#include "interpreter/literal/literal.h"
#include "numerics/nan_rule.h"

namespace hloref::literal {
namespace {

using Complex = std::complex<double>;

Complex entry(const Tensor& t, int64_t offset) {
  return isComplex(t.elementType()) ? t.complexValue(offset) : Complex(t.floatValue(offset), 0.0);
}

inline double conjugate(double x) { return x; }
inline Complex conjugate(Complex x) { return std::conj(x); }
inline double squaredModulus(double x) { return x * x; }
inline double squaredModulus(Complex x) { return x.real() * x.real() + x.imag() * x.imag(); }

template <class T>
T valueAt(const Tensor& t, int64_t offset) {
  if constexpr (std::is_same_v<T, Complex>) return t.complexValue(offset);
  else return t.floatValue(offset);
}

template <class T>
void factor(const Tensor& a, bool lower, Tensor& result) {
  const int64_t n = a.shape().back();
  for (int64_t base = 0; base < a.numElements(); base += n * n) {
    // The lower triangle of the Hermitian matrix a: read where lower,
    // mirrored and conjugated from the upper triangle otherwise.
    auto lowerEntry = [&](int64_t i, int64_t j) {
      return lower ? valueAt<T>(a, base + i * n + j) : conjugate(valueAt<T>(a, base + j * n + i));
    };
    std::vector<T> L(static_cast<size_t>(n * n));
    auto l = [&](int64_t i, int64_t j) -> T& { return L[static_cast<size_t>(i * n + j)]; };
    for (int64_t j = 0; j < n; ++j) {
      double d = std::real(valueAt<T>(a, base + j * n + j));
      for (int64_t k = 0; k < j; ++k) d -= squaredModulus(l(j, k));
      const double diagonal = std::sqrt(d);
      l(j, j) = diagonal;
      for (int64_t i = j + 1; i < n; ++i) {
        T s = lowerEntry(i, j);
        for (int64_t k = 0; k < j; ++k) s -= l(i, k) * conjugate(l(j, k));
        l(i, j) = s / diagonal;
      }
    }
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        const T v = withDefaultNan(lower ? l(i, j) : conjugate(l(j, i)));
        if constexpr (std::is_same_v<T, Complex>) result.setComplexValue(base + i * n + j, v);
        else result.setFloatValue(base + i * n + j, v);
      }
  }
}

// The marks: a matrix is Hermitian positive definite when its triangles
// mirror each other (conjugated) and every diagonal entry of the factor is
// positive and finite.
void markOpenEntries(const OpCall& call, const Tensor& a, bool lower, const Tensor& result) {
  if (!call.annotating()) return;
  const int64_t n = a.shape().back();
  for (int64_t base = 0; base < a.numElements(); base += n * n) {
    bool positive_definite = true;
    for (int64_t i = 0; i < n; ++i) {
      const double diagonal = entry(result, base + i * n + i).real();
      positive_definite = positive_definite && diagonal > 0 && std::isfinite(diagonal);
      for (int64_t j = 0; j < i; ++j)
        positive_definite = positive_definite && entry(a, base + i * n + j) == std::conj(entry(a, base + j * n + i));
    }
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j)
        if (!positive_definite || (lower ? j > i : j < i)) call.markImplementationDefined(0, base + i * n + j);
  }
}

std::vector<Value> cholesky(OpCall& call) {
  const Tensor& a = call.tensor(0);
  const bool lower = call.optionalAttr("lower") && call.attr("lower").boolValue;
  Tensor result = call.newResult(0, a.shape());
  if (result.numElements() == 0) return {Value(std::move(result))};
  if (isComplex(a.elementType())) factor<Complex>(a, lower, result);
  else factor<double>(a, lower, result);
  markOpenEntries(call, a, lower, result);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.cholesky", cholesky);

}  // namespace hloref::literal
