// spec: Ops > triangular_solve
//
// For each batch index, solves op(a) * x = b (left_side) or x * op(a) = b by
// substitution, reading only the selected triangle of a (and not its diagonal
// when unit_diagonal, where it is taken as 1). The solution is computed in
// double (complex<double>) and rounded once to the result type on store; for
// f64 it is plain double arithmetic. A zero on the diagonal gives
// infinities or NaNs, as IEEE division does.
//
// The spec's text has `shape(a)[:-3] = shape(b)[:-3]` (C3); the batch
// dimensions are all but the last two, so hloref requires
// shape(a)[:-2] = shape(b)[:-2].
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace {

using linalg::Complex;

inline double conjugate(double x) { return x; }
inline Complex conjugate(Complex x) { return std::conj(x); }

enum class Transpose { NO_TRANSPOSE, TRANSPOSE, ADJOINT };

struct Options {
  bool left_side, lower, unit_diagonal;
  Transpose transpose_a;
};

template <class T>
void solve(const OpCall& call, const Tensor& a, const Tensor& b, const Options& o, Tensor& result) {
  std::vector<T> av = linalg::familyBuffer<T>(call, a.numElements(), "a");
  std::vector<T> x = linalg::familyBuffer<T>(call, b.numElements(), "b");
  linalg::loadAll(a, std::span<T>(av));
  linalg::loadAll(b, std::span<T>(x));
  const int64_t n = a.shape().back();
  const int64_t rows = b.shape()[b.rank() - 2], cols = b.shape()[b.rank() - 1];
  const int64_t batches = n == 0 ? 0 : a.numElements() / (n * n);
  // op(a) as a dense matrix t: the selected triangle of a (zeros elsewhere,
  // ones on the diagonal when unit_diagonal), transposed or conjugate
  // transposed as transpose_a says. t is lower triangular when a's triangle
  // is lower and not transposed, or upper and transposed.
  std::vector<T> t(static_cast<size_t>(n * n));
  const bool tLower = o.lower == (o.transpose_a == Transpose::NO_TRANSPOSE);
  for (int64_t batch = 0; batch < batches; ++batch) {
    const T* ab = av.data() + batch * n * n;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        T v{};
        if (i == j && o.unit_diagonal) v = T(1);
        else if (o.lower ? j <= i : j >= i) v = ab[i * n + j];
        switch (o.transpose_a) {
          case Transpose::NO_TRANSPOSE: t[i * n + j] = v; break;
          case Transpose::TRANSPOSE: t[j * n + i] = v; break;
          case Transpose::ADJOINT: t[j * n + i] = conjugate(v); break;
        }
      }
    T* xb = x.data() + batch * rows * cols;
    if (o.left_side) {
      // t * x = b, x of n rows: row i of x is
      // (b[i, :] - sum over solved k of t[i][k] * x[k, :]) / t[i][i],
      // solving rows top-down when t is lower, bottom-up otherwise.
      for (int64_t step = 0; step < n; ++step) {
        const int64_t i = tLower ? step : n - 1 - step;
        T* xi = xb + i * cols;
        const int64_t kBegin = tLower ? 0 : i + 1, kEnd = tLower ? i : n;
        for (int64_t k = kBegin; k < kEnd; ++k) {
          const T tik = t[i * n + k];
          const T* xk = xb + k * cols;
          for (int64_t c = 0; c < cols; ++c) xi[c] -= tik * xk[c];
        }
        const T d = t[i * n + i];
        for (int64_t c = 0; c < cols; ++c) xi[c] /= d;
      }
    } else {
      // x * t = b, x of n columns: column j of x is
      // (b[:, j] - sum over solved k of x[:, k] * t[k][j]) / t[j][j],
      // solving columns right to left when t is lower, left to right
      // otherwise.
      for (int64_t r = 0; r < rows; ++r) {
        T* xr = xb + r * cols;
        for (int64_t step = 0; step < n; ++step) {
          const int64_t j = tLower ? n - 1 - step : step;
          const int64_t kBegin = tLower ? j + 1 : 0, kEnd = tLower ? n : j;
          T s = xr[j];
          for (int64_t k = kBegin; k < kEnd; ++k) s -= xr[k] * t[k * n + j];
          xr[j] = s / t[j * n + j];
        }
      }
    }
  }
  linalg::storeResult(result, x);
}

std::vector<Value> evalTriangularSolve(OpCall& call) {
  const Tensor& a = call.tensor(0);
  const Tensor& b = call.tensor(1);
  if (a.type().isQuantized() || b.type().isQuantized() || call.resultType(0).isQuantized())
    call.unsupportedHere("on quantized tensors");
  // The attributes, element types and ranks are the checker's (C1, C2).
  Options o;
  o.left_side = call.attr("left_side").boolValue;
  o.lower = call.attr("lower").boolValue;
  o.unit_diagonal = call.attr("unit_diagonal").boolValue;
  const std::string& transpose_a = call.attr("transpose_a").text;
  o.transpose_a = transpose_a == "ADJOINT"     ? Transpose::ADJOINT
                  : transpose_a == "TRANSPOSE" ? Transpose::TRANSPOSE
                                               : Transpose::NO_TRANSPOSE;
  // (C3) equal batch dimensions; dim(a, -2) = dim(a, -1) = dim(b, left_side
  // ? -2 : -1), for dynamic dimensions.
  const int64_t R = a.rank();
  const Shape& as = a.shape();
  const Shape& bs = b.shape();
  const int64_t n = as[R - 1];
  if (!std::equal(as.begin(), as.end() - 2, bs.begin()) || as[R - 2] != n || bs[o.left_side ? R - 2 : R - 1] != n)
    call.violation("C3", "shape(a) = " + notation::shapeText(as) + ", shape(b) = " + notation::shapeText(bs) +
                             ", left_side = " + (o.left_side ? "true" : "false"));
  // (C4) baseline_type(b) = baseline_type(result).
  Tensor result(resultTypeOfShape(call, 0, b.shape(), "C4"));
  if (result.numElements() == 0) return {Value(std::move(result))};
  if (isComplex(a.elementType())) solve<Complex>(call, a, b, o, result);
  else solve<double>(call, a, b, o, result);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.triangular_solve",
           .eval = evalTriangularSolve,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
