// Shared pieces of the linear-algebra ops (dot_general, dot, convolution,
// dynamic_conv, cholesky, triangular_solve, fft): whole-tensor loads into the
// computation families, the accumulation of dot products, the blocked
// product kernel, and the attribute checks the dot-like ops share. Only op
// files include this header.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "interpreter/attribute.h"
#include "interpreter/evaluator.h"
#include "interpreter/ops/elementwise.h"
#include "interpreter/ops/index_walk.h"
#include "interpreter/tensor.h"

namespace hloref::linalg {

using elementwise::Family;
using elementwise::familyOf;
using index_walk::listString;
using Complex = std::complex<double>;

// ---------------------------------------------------------------------------
// Family buffers.

// A buffer of `count` family values, refused (never allocated) when it would
// exceed the memory budget that bounds tensors.
template <class T>
std::vector<T> familyBuffer(const OpCall& call, int64_t count, const std::string& what) {
  if (count < 0 || count > memoryBudget() / static_cast<int64_t>(sizeof(T)))
    call.fail("needs a working buffer of " + std::to_string(count) + " values for " + what +
              ", which exceeds the memory budget of " + std::to_string(memoryBudget()) + " bytes (--max-bytes)");
  return std::vector<T>(static_cast<size_t>(count));
}

inline void loadAll(const Tensor& t, std::span<uint64_t> out) { loadInts(t, 0, out); }
inline void loadAll(const Tensor& t, std::span<double> out) { loadFloats(t, 0, out); }
inline void loadAll(const Tensor& t, std::span<Complex> out) { loadComplex(t, 0, out); }
inline void storeAll(Tensor& t, std::span<const uint64_t> in) { storeInts(t, 0, in); }
inline void storeAll(Tensor& t, std::span<const double> in) { storeFloats(t, 0, in); }
inline void storeAll(Tensor& t, std::span<const Complex> in) { storeComplex(t, 0, in); }

// `operand` transposed by `permutation` (result dimension d is operand
// dimension permutation[d]) and loaded into a family buffer: the spec's
// transpose, done on the storage bytes, then one bulk conversion.
template <class T>
std::vector<T> loadTransposed(const OpCall& call, const Tensor& operand, const std::vector<int64_t>& permutation,
                              const std::string& what) {
  std::vector<T> out = familyBuffer<T>(call, operand.numElements(), what);
  if (operand.numElements() == 0) return out;
  bool identity = true;
  for (size_t d = 0; d < permutation.size(); ++d) identity = identity && permutation[d] == static_cast<int64_t>(d);
  if (identity) {
    loadAll(operand, std::span<T>(out));
    return out;
  }
  TensorType type = operand.type();
  std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  std::vector<int64_t> readStrides(permutation.size());
  for (size_t d = 0; d < permutation.size(); ++d) {
    type.shape[d] = operand.shape()[permutation[d]];
    readStrides[d] = operandStrides[permutation[d]];
  }
  Tensor transposed(type);
  index_walk::copyStrided(transposed.bytes(), operand.bytes(), storageBytes(operand.elementType()), type.shape, 0,
                          stridesOf(type.shape), 0, readStrides);
  loadAll(transposed, std::span<T>(out));
  return out;
}

// ---------------------------------------------------------------------------
// Accumulation. The spec computes each dot product as a reduce of the
// products from constant(0), in an implementation-defined order (spec: Ops >
// reduce). hloref accumulates in the family: floats in double (for formats of
// at most 24 significand bits every product is exact in double, and the
// result is the double sum rounded once to the result type; f64 sums in plain
// double arithmetic), integers in wrapping 64-bit arithmetic (which equals the
// result type's wrapping arithmetic once the store wraps to its width),
// complex numbers in complex<double> with the textbook product. Each output
// sums its products in contracting order within a block of the contracting
// dimension, then adds that partial sum to its running total. Everything that
// decides how products are summed is in multiplyAdd and accumulateTile.

inline void multiplyAdd(double& s, double x, double y) { s += x * y; }
inline void multiplyAdd(uint64_t& s, uint64_t x, uint64_t y) { s += x * y; }
inline void multiplyAdd(Complex& s, Complex x, Complex y) {
  s = {s.real() + (x.real() * y.real() - x.imag() * y.imag()), s.imag() + (x.real() * y.imag() + x.imag() * y.real())};
}

// c[i * ldc + j] += sum over k < n of a[i * K + k] * b[j * K + k], for an
// R x C tile of outputs (i < R, j < C).
template <int R, int C, class T>
inline void accumulateTile(T* c, int64_t ldc, const T* a, const T* b, int64_t K, int64_t n) {
  T s[R][C] = {};
  for (int64_t k = 0; k < n; ++k) {
    T x[R], y[C];
#pragma GCC unroll 4
    for (int i = 0; i < R; ++i) x[i] = a[i * K + k];
#pragma GCC unroll 4
    for (int j = 0; j < C; ++j) y[j] = b[j * K + k];
#pragma GCC unroll 4
    for (int i = 0; i < R; ++i)
#pragma GCC unroll 4
      for (int j = 0; j < C; ++j) multiplyAdd(s[i][j], x[i], y[j]);
  }
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) c[i * ldc + j] += s[i][j];
}

// c[m * ldc + n] += sum over k of a[m, k] * b[n, k] for m < M, n < N, where
// a is M x K and b is N x K, both row-major (the contracting dimension
// innermost on both sides). The loops are blocked over the (lhs-free,
// rhs-free, contracting) space so the rows in use stay in cache, and each
// block is computed in tiles of 2 x 4 outputs.
template <class T>
void productBlock(const T* a, const T* b, T* c, int64_t M, int64_t N, int64_t K, int64_t ldc) {
  constexpr int64_t kBlockM = 32, kBlockN = 32, kBlockK = 256;
  for (int64_t k0 = 0; k0 < K; k0 += kBlockK) {
    const int64_t kn = std::min(kBlockK, K - k0);
    for (int64_t m0 = 0; m0 < M; m0 += kBlockM) {
      const int64_t m1 = std::min(M, m0 + kBlockM);
      for (int64_t n0 = 0; n0 < N; n0 += kBlockN) {
        const int64_t n1 = std::min(N, n0 + kBlockN);
        int64_t m = m0;
        for (; m + 2 <= m1; m += 2) {
          const T* am = a + m * K + k0;
          int64_t n = n0;
          for (; n + 4 <= n1; n += 4) accumulateTile<2, 4>(c + m * ldc + n, ldc, am, b + n * K + k0, K, kn);
          for (; n < n1; ++n) accumulateTile<2, 1>(c + m * ldc + n, ldc, am, b + n * K + k0, K, kn);
        }
        for (; m < m1; ++m) {
          const T* am = a + m * K + k0;
          int64_t n = n0;
          for (; n + 4 <= n1; n += 4) accumulateTile<1, 4>(c + m * ldc + n, ldc, am, b + n * K + k0, K, kn);
          for (; n < n1; ++n) accumulateTile<1, 1>(c + m * ldc + n, ldc, am, b + n * K + k0, K, kn);
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Element types of the dot-like ops: the result is computed in the operands'
// family and converted to the result element type on store, so both must
// belong to the same family (i1 to i1, integers to integers, floats to
// floats, complex to complex).
inline void requireSameFamily(const OpCall& call, ElementType operand, ElementType result) {
  Family a = familyOf(operand), r = familyOf(result);
  auto integer = [](Family f) { return f == Family::SignedInteger || f == Family::UnsignedInteger; };
  if (a == r || (integer(a) && integer(r))) return;
  call.fail("has operands of element type " + std::string(elementTypeName(operand)) + " and result element type " +
            std::string(elementTypeName(result)) +
            "; the products are summed in the operands' kind of number, which the result type must share");
}

// Stores a family buffer in the result, mapping i1 sums to (sum != 0): for
// booleans multiply is `and` and add is `or`.
template <class T>
void storeResult(Tensor& result, std::vector<T>& values) {
  if constexpr (std::is_same_v<T, uint64_t>) {
    if (isBoolean(result.elementType()))
      for (uint64_t& v : values) v = v != 0;
  }
  storeAll(result, std::span<const T>(values));
}

// `precision_config`: absent, empty, or two of DEFAULT, HIGH, HIGHEST
// (spec: dot_general C11, convolution C24). Returns the values.
inline std::vector<std::string> precisionConfig(const OpCall& call) {
  std::vector<std::string> values;
  const Attribute* a = call.optionalAttr("precision_config");
  if (!a) return values;
  if (a->kind != Attribute::Kind::Array) call.fail("has precision_config " + attributeString(*a) + "; expected a list");
  for (const Attribute& e : a->elements) {
    if (e.kind != Attribute::Kind::Enum || (e.text != "DEFAULT" && e.text != "HIGH" && e.text != "HIGHEST"))
      call.fail("has precision_config " + attributeString(*a) +
                "; each value must be one of DEFAULT, HIGH, HIGHEST");
    values.push_back(e.text);
  }
  if (!values.empty() && values.size() != 2)
    call.fail("has precision_config " + attributeString(*a) + " of size " + std::to_string(values.size()) +
              "; it must hold 2 values (one per operand)");
  return values;
}

// ---------------------------------------------------------------------------
// dot_general itself, shared with dot (defined in dot_general.cpp).

struct DotDimensionNumbers {
  std::vector<int64_t> lhs_batching_dimensions;
  std::vector<int64_t> rhs_batching_dimensions;
  std::vector<int64_t> lhs_contracting_dimensions;
  std::vector<int64_t> rhs_contracting_dimensions;
};

// Checks the constraints on the dimension numbers and operand types and
// computes result 0 of `call` (spec: Ops > dot_general).
Tensor dotGeneral(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const DotDimensionNumbers& dims);

// ---------------------------------------------------------------------------
// convolution itself, shared with dynamic_conv (defined in convolution.cpp).

// Checks the constraints and computes result 0 of `call` (spec: Ops >
// convolution); `padding` holds the N - 2 rows [low, high] (already checked
// against C4 by the caller, which reads it from an attribute or an operand).
Tensor convolution(const OpCall& call, const Tensor& lhs, const Tensor& rhs,
                   const std::vector<std::pair<int64_t, int64_t>>& padding);

}  // namespace hloref::linalg
