// spec: Ops > triangular_solve, literally: for every batch of a and b, the
// x with op(a) * x = b (left_side) or x * op(a) = b, where op(a) is a's
// `lower` triangle (its diagonal 1 when unit_diagonal, zeros outside the
// triangle) transposed, conjugate transposed or not as transpose_a says.
// The spec leaves the method open; hloref substitutes, element by element:
//   left_side:  x[i][c] = (b[i][c] - sum_k op(a)[i][k] * x[k][c]) / op(a)[i][i]
//   otherwise:  x[r][j] = (b[r][j] - sum_k x[r][k] * op(a)[k][j]) / op(a)[j][j]
// over the k already solved (those on op(a)'s triangle side of the
// diagonal), each subtraction in ascending k, in double (complex<double>),
// rounded once to the result type on store (a NaN as the default NaN,
// numerics/nan_rule.h), as the fast op does.
#include <complex>

#include "interpreter/literal/literal.h"
#include "numerics/nan_rule.h"

namespace hloref::literal {
namespace {

using Complex = std::complex<double>;

template <class T>
T valueAt(const Tensor& t, int64_t offset) {
  if constexpr (std::is_same_v<T, Complex>) return t.complexValue(offset);
  else return t.floatValue(offset);
}

template <class T>
void storeAt(Tensor& t, int64_t offset, T v) {
  if constexpr (std::is_same_v<T, Complex>) t.setComplexValue(offset, withDefaultNan(v));
  else t.setFloatValue(offset, withDefaultNan(v));
}

inline double conjugate(double x) { return x; }
inline Complex conjugate(Complex x) { return std::conj(x); }

template <class T>
void solve(const OpCall& call, const Tensor& a, const Tensor& b, Tensor& x) {
  const bool left_side = call.attr("left_side").boolValue, lower = call.attr("lower").boolValue;
  const bool unit_diagonal = call.attr("unit_diagonal").boolValue;
  const std::string transpose_a = call.attr("transpose_a").text;
  const int64_t R = a.rank(), n = a.shape()[R - 1];
  const int64_t rows = b.shape()[R - 2], cols = b.shape()[R - 1];
  Shape batchShape(a.shape().begin(), a.shape().end() - 2);
  forEachIndex(batchShape, [&](const Index& batch_index) {
    const int64_t aBase = linearIndex(batchShape, batch_index) * n * n;
    const int64_t bBase = linearIndex(batchShape, batch_index) * rows * cols;
    // a's selected triangle, then op(a).
    auto triangle = [&](int64_t i, int64_t j) -> T {
      if (i == j && unit_diagonal) return T(1);
      if (lower ? j <= i : j >= i) return valueAt<T>(a, aBase + i * n + j);
      return T{};
    };
    auto op_a = [&](int64_t i, int64_t j) -> T {
      if (transpose_a == "NO_TRANSPOSE") return triangle(i, j);
      if (transpose_a == "TRANSPOSE") return triangle(j, i);
      return conjugate(triangle(j, i));
    };
    // op(a) is lower triangular when a's triangle is lower and not
    // transposed, or upper and transposed: then rows (left_side) are solved
    // top-down and columns right to left.
    const bool opLower = lower == (transpose_a == "NO_TRANSPOSE");
    std::vector<T> solved(static_cast<size_t>(rows * cols));
    auto at = [&](int64_t r, int64_t c) -> T& { return solved[static_cast<size_t>(r * cols + c)]; };
    for (int64_t step = 0; step < n; ++step) {
      if (left_side) {
        const int64_t i = opLower ? step : n - 1 - step;
        for (int64_t c = 0; c < cols; ++c) {
          T v = valueAt<T>(b, bBase + i * cols + c);
          for (int64_t k = opLower ? 0 : i + 1; k < (opLower ? i : n); ++k) v -= op_a(i, k) * at(k, c);
          at(i, c) = v / op_a(i, i);
        }
      } else {
        const int64_t j = opLower ? n - 1 - step : step;
        for (int64_t r = 0; r < rows; ++r) {
          T v = valueAt<T>(b, bBase + r * cols + j);
          for (int64_t k = opLower ? j + 1 : 0; k < (opLower ? n : j); ++k) v -= at(r, k) * op_a(k, j);
          at(r, j) = v / op_a(j, j);
        }
      }
    }
    for (int64_t k = 0; k < rows * cols; ++k) storeAt<T>(x, bBase + k, solved[static_cast<size_t>(k)]);
  });
}

std::vector<Value> triangularSolve(OpCall& call) {
  const Tensor& a = call.tensor(0);
  const Tensor& b = call.tensor(1);
  Tensor x = call.newResult(0, b.shape());
  if (x.numElements() == 0) return {Value(std::move(x))};
  if (isComplex(a.elementType())) solve<Complex>(call, a, b, x);
  else solve<double>(call, a, b, x);
  return {Value(std::move(x))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.triangular_solve", triangularSolve);

}  // namespace hloref::literal
