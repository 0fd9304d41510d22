// spec: Ops > cholesky
//
// Each matrix a[i0, ..., iR-3, :, :] is factored as L * L^H (lower = true)
// or U^H * U (lower = false), reading only the selected triangle of a (the
// diagonal included; for complex types only the real part of the diagonal,
// as a Hermitian matrix has a real diagonal). The opposite triangle of the
// result is implementation-defined; hloref sets it to zero.
//
// The factorization is the Cholesky-Banachiewicz recurrence computed in
// double (complex<double>), rounded once to the result type on store; for f64
// it is plain double arithmetic. When a matrix is not Hermitian positive
// definite the spec leaves the behaviour undefined: hloref then takes the
// square root of a non-positive number, and the NaN (or infinity) it gives
// propagates through the rest of that matrix.
#include <cmath>

#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace {

using linalg::Complex;

inline double conjugate(double x) { return x; }
inline Complex conjugate(Complex x) { return std::conj(x); }
inline double realPart(double x) { return x; }
inline double realPart(Complex x) { return x.real(); }
inline double squaredModulus(double x) { return x * x; }
inline double squaredModulus(Complex x) { return x.real() * x.real() + x.imag() * x.imag(); }

// Factors the n x n matrices of `values` in place.
template <class T>
void factor(std::vector<T>& values, int64_t batches, int64_t n, bool lower) {
  std::vector<T> l(static_cast<size_t>(n * n));
  for (int64_t batch = 0; batch < batches; ++batch) {
    T* a = values.data() + batch * n * n;
    // The lower triangle of the Hermitian matrix: read directly when lower,
    // mirrored (conjugated) from the upper triangle otherwise.
    auto lowerEntry = [&](int64_t i, int64_t j) { return lower ? a[i * n + j] : conjugate(a[j * n + i]); };
    std::fill(l.begin(), l.end(), T{});
    for (int64_t j = 0; j < n; ++j) {
      const T* lj = l.data() + j * n;
      // L[j][j] = sqrt(a[j][j] - sum_{k<j} |L[j][k]|^2).
      double d = realPart(a[j * n + j]);
      for (int64_t k = 0; k < j; ++k) d -= squaredModulus(lj[k]);
      const double diagonal = std::sqrt(d);
      l[j * n + j] = diagonal;
      // L[i][j] = (a[i][j] - sum_{k<j} L[i][k] * conj(L[j][k])) / L[j][j].
      for (int64_t i = j + 1; i < n; ++i) {
        const T* li = l.data() + i * n;
        T s = lowerEntry(i, j);
        for (int64_t k = 0; k < j; ++k) s -= li[k] * conjugate(lj[k]);
        l[i * n + j] = s / diagonal;
      }
    }
    // The result: L, or U = L^H; zeros in the other triangle.
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) a[i * n + j] = lower ? l[i * n + j] : conjugate(l[j * n + i]);
  }
}

template <class T>
void compute(const OpCall& call, const Tensor& a, bool lower, Tensor& result) {
  std::vector<T> values = linalg::familyBuffer<T>(call, a.numElements(), "a");
  linalg::loadAll(a, std::span<T>(values));
  const int64_t n = a.shape().back();
  factor(values, a.numElements() / (n * n), n, lower);
  linalg::storeResult(result, values);
}

// Golden annotations: the opposite triangle is implementation-defined, and a
// matrix that is not Hermitian positive definite (its triangles do not
// mirror, or the factorization meets a diagonal that is not positive) makes
// the behaviour undefined: all of that result matrix is open.
void markOpenEntries(const OpCall& call, const Tensor& a, bool lower, const Tensor& result) {
  if (!call.annotating()) return;
  const int64_t n = a.shape().back();
  const bool complex = isComplex(a.elementType());
  auto entry = [&](const Tensor& t, int64_t k) { return complex ? t.complexValue(k) : Complex(t.floatValue(k), 0.0); };
  for (int64_t base = 0; base < a.numElements(); base += n * n) {
    bool undefined = false;
    for (int64_t i = 0; i < n && !undefined; ++i) {
      const double diagonal = entry(result, base + i * n + i).real();
      undefined = !(diagonal > 0) || !std::isfinite(diagonal);
      for (int64_t j = 0; j < i && !undefined; ++j)
        undefined = entry(a, base + i * n + j) != std::conj(entry(a, base + j * n + i));
    }
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j)
        if (undefined || (lower ? j > i : j < i)) call.markImplementationDefined(0, base + i * n + j);
  }
}

std::vector<Value> evalCholesky(OpCall& call) {
  const Tensor& a = call.tensor(0);
  if (a.type().isQuantized() || call.resultType(0).isQuantized()) call.unsupportedHere("on quantized tensors");
  const Attribute* lowerAttr = call.optionalAttr("lower");  // false when absent
  const bool lower = lowerAttr && lowerAttr->boolValue;
  // (C3) dim(a, -2) = dim(a, -1), for dynamic dimensions (C1, C2 and static
  // sizes are the checker's).
  const int64_t R = a.rank();
  if (a.shape()[R - 2] != a.shape()[R - 1])
    call.violation("C3", "dim(a, -2) = " + std::to_string(a.shape()[R - 2]) +
                             ", dim(a, -1) = " + std::to_string(a.shape()[R - 1]));
  // (C1) baseline_type(a) = baseline_type(result).
  Tensor result(resultTypeOfShape(call, 0, a.shape(), "C1"));
  if (result.numElements() == 0) return {Value(std::move(result))};
  if (isComplex(a.elementType())) compute<Complex>(call, a, lower, result);
  else compute<double>(call, a, lower, result);
  markOpenEntries(call, a, lower, result);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.cholesky",
           .eval = evalCholesky,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
