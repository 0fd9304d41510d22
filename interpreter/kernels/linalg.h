// Shared pieces of the linear-algebra ops (dot_general, dot, convolution,
// dynamic_conv, cholesky, triangular_solve, fft): whole-tensor loads into the
// computation families, the accumulation of dot products, the blocked
// product kernel. Only op files include this header.
#pragma once

#include <algorithm>
#include <complex>
#include <optional>
#include <cstdint>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/attribute.h"
#include "core/float_format.h"
#include "interpreter/evaluator.h"
#include "interpreter/kernels/dot_precision.h"
#include "numerics/exact_sum.h"
#include "numerics/nan_rule.h"
#include "numerics/random_schedule.h"
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/result_type.h"
#include "spec/notation.h"
#include "core/tensor.h"

namespace hloref::linalg {

using elementwise::Family;
using elementwise::familyOf;
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
// adds its products to its running total one at a time in contracting order
// (a left fold from constant(0), block after block of the contracting
// dimension: --accumulation=sequential is the spec's order). Everything that
// decides how products are summed is in multiplyAdd and accumulateTile.

inline void multiplyAdd(double& s, double x, double y) { s += x * y; }
inline void multiplyAdd(uint64_t& s, uint64_t x, uint64_t y) { s += x * y; }
inline void multiplyAdd(Complex& s, Complex x, Complex y) {
  s = {s.real() + (x.real() * y.real() - x.imag() * y.imag()), s.imag() + (x.real() * y.imag() + x.imag() * y.real())};
}

// c[i * ldc + j] += sum over k < n of a[i * K + k] * b[j * K + k], for an
// R x C tile of outputs (i < R, j < C), added to c one product at a time in
// k order (so that blocks of k continue one left fold).
template <int R, int C, class T>
inline void accumulateTile(T* c, int64_t ldc, const T* a, const T* b, int64_t K, int64_t n) {
  T s[R][C];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) s[i][j] = c[i * ldc + j];
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
    for (int j = 0; j < C; ++j) c[i * ldc + j] = s[i][j];
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
// Exact accumulation (RunOptions::Accumulation::Exact, the default; the
// sequential mode is productBlock above). Each float dot product is the
// exact sum of the exact products, init value constant(0) included once,
// rounded once to the result type (numerics/exact_sum.h): first the
// sequential kernel's double sum with a bound on the sum of |products| and
// the rounding test, then ExactSum for the outputs the test cannot decide. Complex dot products
// always use ExactSum, per part: re = Σ (ar br - ai bi), im = Σ (ar bi + ai br).

// v as result type t stores it (overflow as t's rules say): what the fast
// path (roundIfDetermined) gives, so that both paths hand the same value to
// productBounds (an overflowed sum gets an infinite bound either way).
inline double storedValue(ElementType t, double v) { return decodeFloat(t, encodeFloat(t, v)); }

// constant(0, t) in the family T: 0 rounded into t as every constant is,
// +0 but for f8E8M0FNU, which has no zero and gets 2^-127 (its convert).
// The spec's padding_value (convolution) and init value (dot_general).
template <class T>
T constantZero(ElementType t) {
  if constexpr (std::is_same_v<T, double>) return storedValue(t, 0.0);
  else return T{};  // integers; complex parts (f32, f64) have a zero
}

inline bool exactAccumulation(const OpCall& call) {
  return call.evaluator.options().accumulation == RunOptions::Accumulation::Exact;
}

// c[i * ldc + j] = the exact dot product of rows a[i] and b[j] (K values
// each, of element type `operand`) rounded once to `result`, for i < M,
// j < N.
// A perturbed run's dot product (interpreter/perturb.h): a sum in type t
// along a random schedule of the products, each rounded to t or, as a
// fused multiply-add keeps it, exact (f64 operands: rounded either way).
class RandomDotProduct {
 public:
  RandomDotProduct(RandomSchedule& random, ElementType t) : random_(random), t_(t) {}
  void start() {
    random_.scratch().clear();
    fused_ = random_.coin();
  }
  void add(double u, double v) { random_.scratch().push_back(fused_ ? u * v : roundTo(t_, u * v)); }
  double finish() { return storedValue(t_, random_.sum(t_, random_.scratch())); }

 private:
  RandomSchedule& random_;
  ElementType t_;
  bool fused_ = false;
};

inline void exactProductBlock(const double* a, const double* b, double* c, int64_t M, int64_t N, int64_t K,
                              int64_t ldc, ElementType operand, ElementType result, RandomSchedule* random = nullptr) {
  if (random) {
    RandomDotProduct dot(*random, result);
    for (int64_t i = 0; i < M; ++i)
      for (int64_t j = 0; j < N; ++j) {
        dot.start();
        dot.add(constantZero<double>(result), 1.0);
        for (int64_t k = 0; k < K; ++k) dot.add(a[i * K + k], b[j * K + k]);
        c[i * ldc + j] = dot.finish();
      }
    return;
  }
  ExactSum accumulator;
  const bool productsExact = operand != ElementType::F64;  // 2 x 53 >= 2p for p <= 26: f32 and narrower
  const double init = constantZero<double>(result);  // init_values = constant(0, element_type(result))
  auto exactly = [&](int64_t i, int64_t j) {
    const double* x = a + i * K;
    const double* y = b + j * K;
    accumulator.clear();
    accumulator.add(init);
    if (productsExact)
      for (int64_t k = 0; k < K; ++k) accumulator.add(x[k] * y[k]);
    else
      for (int64_t k = 0; k < K; ++k) accumulator.addProduct(x[k], y[k]);
    return storedValue(result, accumulator.round(result));
  };
  if (!fastPathApplies(operand, result)) {
    for (int64_t i = 0; i < M; ++i)
      for (int64_t j = 0; j < N; ++j) c[i * ldc + j] = exactly(i, j);
    return;
  }
  // The double sums by the sequential kernel; Σ_k |a[i, k] b[j, k]| is at
  // most |a[i]|_2 |b[j]|_2 (Cauchy–Schwarz), so the norms of the rows
  // (inflated for their own rounding errors) bound the magnitudes at the
  // cost of one pass over the operands.
  auto norms = [K](const double* x, int64_t rows) {
    std::vector<double> n(static_cast<size_t>(rows));
    for (int64_t r = 0; r < rows; ++r) {
      double squares = 0;
      for (int64_t k = 0; k < K; ++k) squares += x[r * K + k] * x[r * K + k];
      n[static_cast<size_t>(r)] = std::sqrt(squares) * (1 + 0x1p-20);
    }
    return n;
  };
  const std::vector<double> aNorm = norms(a, M), bNorm = norms(b, N);
  for (int64_t i = 0; i < M; ++i) std::fill(c + i * ldc, c + i * ldc + N, init);
  productBlock(a, b, c, M, N, K, ldc);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double& out = c[i * ldc + j];
      const double magnitude = aNorm[static_cast<size_t>(i)] * bNorm[static_cast<size_t>(j)] + init;
      if (!roundIfDetermined(result, out, magnitude, K + 1, &out))
        out = exactly(i, j);
    }
}

inline void exactProductBlock(const Complex* a, const Complex* b, Complex* c, int64_t M, int64_t N, int64_t K,
                              int64_t ldc, ElementType operand, ElementType result, RandomSchedule* random = nullptr) {
  ExactSum accumulator;
  const bool productsExact = operand != ElementType::C128;
  const ElementType part = complexPartType(result);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      const Complex* x = a + i * K;
      const Complex* y = b + j * K;
      std::optional<RandomDotProduct> dot;
      if (random) dot.emplace(*random, part);
      auto sum = [&](auto term) {
        if (dot) {
          dot->start();
          dot->add(0.0, 1.0);
          for (int64_t k = 0; k < K; ++k) term(x[k], y[k]);
          return dot->finish();
        }
        accumulator.clear();
        accumulator.add(0.0);
        for (int64_t k = 0; k < K; ++k) term(x[k], y[k]);
        return storedValue(part, accumulator.round(part));
      };
      auto add = [&](double u, double v) {
        if (dot) dot->add(u, v);
        else if (productsExact) accumulator.add(u * v);
        else accumulator.addProduct(u, v);
      };
      const double re = sum([&](Complex u, Complex v) {
        add(u.real(), v.real());
        add(-u.imag(), v.imag());
      });
      const double im = sum([&](Complex u, Complex v) {
        add(u.real(), v.imag());
        add(u.imag(), v.real());
      });
      c[i * ldc + j] = {re, im};
    }
}

// Integers and booleans: every order gives one result (wrapping
// arithmetic); the sequential kernel is exact.
inline void exactProductBlock(const uint64_t* a, const uint64_t* b, uint64_t* c, int64_t M, int64_t N, int64_t K,
                              int64_t ldc, ElementType, ElementType, RandomSchedule* = nullptr) {
  for (int64_t i = 0; i < M; ++i) std::fill(c + i * ldc, c + i * ldc + N, uint64_t{0});
  productBlock(a, b, c, M, N, K, ldc);
}

// The error bounds the operands of a block of dot products carry: the
// largest of each side (dx, dy), or per element (x: M x K aligned with the
// lhs rows, y: N x K with the rhs rows; null for the scalar).
struct OperandBounds {
  double dx = 0, dy = 0;
  const double* x = nullptr;
  const double* y = nullptr;
  bool any() const { return x || y || dx > 0 || dy > 0; }
};

// The sums a block's bounds need, per output (i, j): Σ_k |x_k y_k|
// (complex: twice the moduli' product), the same over finite terms only
// (complex: per real product), Σ_k |x_k| per lhs row, Σ_k |y_k| per rhs row,
// and, with per-element operand bounds, Σ_k (|x_k| dy_k) + Σ_k dx_k (|y_k| +
// dy_k). Each is a left fold in k order from 0, however it is computed (the
// literal op's single dot products give the same doubles as a block).
struct BlockSums {
  std::vector<double> product, finite, rows, columns, propagated;
};

// Real operands, all finite: the sums by productBlock on absolute values.
inline void finiteBlockSums(const double* a, const double* b, int64_t M, int64_t N, int64_t K,
                            const OperandBounds& operand, BlockSums& s) {
  std::vector<double> absA(static_cast<size_t>(M * K)), absB(static_cast<size_t>(N * K));
  for (int64_t k = 0; k < M * K; ++k) absA[static_cast<size_t>(k)] = std::fabs(a[k]);
  for (int64_t k = 0; k < N * K; ++k) absB[static_cast<size_t>(k)] = std::fabs(b[k]);
  s.product.assign(static_cast<size_t>(M * N), 0.0);
  productBlock(absA.data(), absB.data(), s.product.data(), M, N, K, N);
  s.finite = s.product;
  s.rows.assign(static_cast<size_t>(M), 0.0);
  s.columns.assign(static_cast<size_t>(N), 0.0);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t k = 0; k < K; ++k) s.rows[static_cast<size_t>(i)] += absA[static_cast<size_t>(i * K + k)];
  for (int64_t j = 0; j < N; ++j)
    for (int64_t k = 0; k < K; ++k) s.columns[static_cast<size_t>(j)] += absB[static_cast<size_t>(j * K + k)];
  if (!operand.x && !operand.y) return;
  // Σ |x| dy and Σ dx (|y| + dy), an absent side as zeros.
  std::vector<double> dx = operand.x ? std::vector<double>(operand.x, operand.x + M * K)
                                     : std::vector<double>(static_cast<size_t>(M * K), 0.0);
  std::vector<double> dy = operand.y ? std::vector<double>(operand.y, operand.y + N * K)
                                     : std::vector<double>(static_cast<size_t>(N * K), 0.0);
  std::vector<double> yPlus(static_cast<size_t>(N * K));
  for (size_t k = 0; k < yPlus.size(); ++k) yPlus[k] = absB[k] + dy[k];
  std::vector<double> second(static_cast<size_t>(M * N), 0.0);
  s.propagated.assign(static_cast<size_t>(M * N), 0.0);
  productBlock(absA.data(), dy.data(), s.propagated.data(), M, N, K, N);
  productBlock(dx.data(), yPlus.data(), second.data(), M, N, K, N);
  for (size_t k = 0; k < second.size(); ++k) s.propagated[k] += second[k];
}

// Any operands: the sums one output at a time.
template <class T>
void blockSums(const T* a, const T* b, int64_t M, int64_t N, int64_t K, const OperandBounds& operand, BlockSums& s) {
  constexpr bool complex = std::is_same_v<T, Complex>;
  if constexpr (!complex) {
    bool finite = true;
    for (int64_t k = 0; k < M * K && finite; ++k) finite = std::isfinite(a[k]);
    for (int64_t k = 0; k < N * K && finite; ++k) finite = std::isfinite(b[k]);
    if (finite) return finiteBlockSums(a, b, M, N, K, operand, s);
  }
  s.product.assign(static_cast<size_t>(M * N), 0.0);
  s.finite.assign(static_cast<size_t>(M * N), 0.0);
  s.rows.assign(static_cast<size_t>(M), 0.0);
  s.columns.assign(static_cast<size_t>(N), 0.0);
  if (operand.x || operand.y) s.propagated.assign(static_cast<size_t>(M * N), 0.0);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t k = 0; k < K; ++k) s.rows[static_cast<size_t>(i)] += std::abs(a[i * K + k]);
  for (int64_t j = 0; j < N; ++j)
    for (int64_t k = 0; k < K; ++k) s.columns[static_cast<size_t>(j)] += std::abs(b[j * K + k]);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double product = 0, finiteTerms = 0, first = 0, second = 0;
      for (int64_t k = 0; k < K; ++k) {
        const T x = a[i * K + k], y = b[j * K + k];
        const double term = std::abs(x) * std::abs(y) * (complex ? 2.0 : 1.0);
        product += term;
        if constexpr (complex) {
          // The four real products of the parts, each where both factors are finite.
          for (double p : {x.real(), x.imag()})
            for (double q : {y.real(), y.imag()})
              if (std::isfinite(p) && std::isfinite(q)) finiteTerms += std::fabs(p) * std::fabs(q);
        } else if (std::isfinite(x) && std::isfinite(y)) {
          finiteTerms += term;
        }
        if (operand.x || operand.y) {
          const double dx = operand.x ? operand.x[i * K + k] : 0.0, dy = operand.y ? operand.y[j * K + k] : 0.0;
          first += std::abs(x) * dy;
          second += dx * (std::abs(y) + dy);
        }
      }
      s.product[static_cast<size_t>(i * N + j)] = product;
      s.finite[static_cast<size_t>(i * N + j)] = finiteTerms;
      if (operand.x || operand.y) s.propagated[static_cast<size_t>(i * N + j)] = first + second;
    }
}

// The golden error bound of each output of a block (see reduction's
// sumBound for sums), with the precision the op states (dot_precision.h):
// each exact product x y is represented within `representation` |x y|,
// and a dot product of K pairs, `products` component products each, summed
// in any order with unit roundoff u is within K products u Σ|x_k y_k| of
// the exact one (Rump–Jeannerod; `accumulation` is u scaled for the
// components' spread), plus `absolutePerTerm` per term for underflow,
// plus the rounding to the result type when the accumulation type is
// wider; the golden is within half an ulp of the exact sum. Operands
// carrying error bounds add Σ (|x_k| dy_k + dx_k |y_k| + dx_k dy_k) (per
// element, or with the largest dx and dy: Σ|x_k| dy + dx Σ|y_k| + K dx dy).
// In sequential mode the golden is itself a sum in the result type, off by
// up to K u_result Σ|x_k y_k|. Complex: the larger of the two parts'
// bounds, each over its 2K terms. bounds[i * ld + j] for i < M, j < N.
template <class T>
void productBounds(const T* a, const T* b, const T* c, int64_t ldc, int64_t M, int64_t N, int64_t K,
                   const DotPrecision& precision, ElementType result, const OperandBounds& operand, double* bounds,
                   int64_t ld, bool sequential) {
  const double slack = 1 + static_cast<double>(K) * 0x1p-50;
  const bool complex = std::is_same_v<T, Complex>;
  const double terms = complex ? 2.0 * K : static_cast<double>(K);
  const double perProduct = precision.representation + terms * precision.products * precision.accumulation;
  const double absolute = terms * precision.products * precision.absolutePerTerm;
  const double golden = sequential ? terms * unitRoundoff(result) : 0.0;
  BlockSums sums;
  blockSums(a, b, M, N, K, operand, sums);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      const double product = sums.product[static_cast<size_t>(i * N + j)];
      const double xs = sums.rows[static_cast<size_t>(i)], ys = sums.columns[static_cast<size_t>(j)];
      double half;
      if constexpr (std::is_same_v<T, Complex>)
        half = std::max(halfUlp(result, c[i * ldc + j].real()), halfUlp(result, c[i * ldc + j].imag()));
      else
        half = halfUlp(result, c[i * ldc + j]);
      bool finite;
      if constexpr (std::is_same_v<T, Complex>)
        finite = std::isfinite(c[i * ldc + j].real()) && std::isfinite(c[i * ldc + j].imag());
      else
        finite = std::isfinite(c[i * ldc + j]);
      // Non-finite goldens and finite products that may overflow in some
      // order or rounding of the products, as for sums (the golden's parts
      // are finite or not together here: the larger bound applies).
      double stored;
      if constexpr (std::is_same_v<T, Complex>)
        stored = std::isnan(c[i * ldc + j].real()) || std::isnan(c[i * ldc + j].imag()) ? NAN : finite ? 0.0 : INFINITY;
      else
        stored = c[i * ldc + j];
      if (std::optional<double> special = nonFiniteSumBound(result, static_cast<int64_t>(terms) + 1, product,
                                                            sums.finite[static_cast<size_t>(i * N + j)], stored)) {
        bounds[i * ld + j] = *special;
        continue;
      }
      const double accumulated = (perProduct * product + absolute + precision.operandFlush * (xs + ys)) * slack;
      double bound = accumulated + precision.finalRounding * (product + accumulated) +
                     (golden * product + (sequential ? absolute : 0.0)) * slack + half;
      if (!sums.propagated.empty()) bound += sums.propagated[static_cast<size_t>(i * N + j)] * slack;
      else if (operand.dx > 0 || operand.dy > 0)
        bound += (xs * operand.dy + operand.dx * ys + static_cast<double>(K) * operand.dx * operand.dy) * slack;
      bounds[i * ld + j] = std::isnan(bound) ? INFINITY : bound;
    }
}

// Operand i's error bounds, or null when it has none or all are 0.
inline const std::vector<double>* nonzeroErrorBound(const OpCall& call, size_t i) {
  if (i >= call.operands.size() || !call.operands[i].annotations) return nullptr;
  const std::vector<double>& b = call.operands[i].annotations->errorBound;
  return std::any_of(b.begin(), b.end(), [](double d) { return d != 0; }) ? &b : nullptr;
}

// The largest error bound among operand i's elements (0 when it has none).
inline double maxOperandBound(const OpCall& call, size_t i) {
  if (i >= call.operands.size() || !call.operands[i].annotations) return 0;
  double m = 0;
  for (double d : call.operands[i].annotations->errorBound) m = std::max(m, d);
  return m;
}

// ---------------------------------------------------------------------------
// Stores a family buffer of computed values in the result, mapping i1 sums
// to (sum != 0) (for booleans multiply is `and` and add is `or`) and NaNs to
// the default NaN (numerics/nan_rule.h).
template <class T>
void storeResult(Tensor& result, std::vector<T>& values) {
  if constexpr (std::is_same_v<T, uint64_t>) {
    if (isBoolean(result.elementType()))
      for (uint64_t& v : values) v = v != 0;
  }
  withDefaultNans(std::span<T>(values));
  storeAll(result, std::span<const T>(values));
}

// ---------------------------------------------------------------------------
// dot_general itself, shared with dot (defined in dot_general.cpp).

struct DotDimensionNumbers {
  std::vector<int64_t> lhs_batching_dimensions;
  std::vector<int64_t> rhs_batching_dimensions;
  std::vector<int64_t> lhs_contracting_dimensions;
  std::vector<int64_t> rhs_contracting_dimensions;
};

// The fields of `dot_dimension_numbers = #stablehlo.dot<...>`; the struct
// syntax omits empty lists.
inline DotDimensionNumbers dotDimensionNumbers(const OpCall& call) {
  const Attribute& numbers = call.attr("dot_dimension_numbers");
  return {structListField(numbers, "lhs_batching_dimensions"), structListField(numbers, "rhs_batching_dimensions"),
          structListField(numbers, "lhs_contracting_dimensions"),
          structListField(numbers, "rhs_contracting_dimensions")};
}

// lhs_result_dimensions = [d for d in axes(lhs) and d not in
// lhs_batching_dimensions and d not in lhs_contracting_dimensions] (rhs
// likewise).
inline std::vector<int64_t> resultDimensions(int64_t rank, const std::vector<int64_t>& batching,
                                             const std::vector<int64_t>& contracting) {
  std::vector<int64_t> dims;
  for (int64_t d : notation::axes(rank))
    if (!notation::contains(batching, d) && !notation::contains(contracting, d)) dims.push_back(d);
  return dims;
}

// Computes result 0 of `call` (spec: Ops > dot_general) for dimension
// numbers and operand types the checker accepted (C1-C24), the operands in
// one family with the result; checks what only the run shows (the sizes of
// dynamic dimensions).
Tensor dotGeneral(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const DotDimensionNumbers& dims);

// ---------------------------------------------------------------------------
// convolution itself, shared with dynamic_conv (defined in convolution.cpp).

// Computes result 0 of `call` (spec: Ops > convolution) for attributes and
// operand types the checker accepted (C1-C34); checks what only the run
// shows (the sizes of dynamic dimensions, and the result shape that
// dynamic_conv's padding values give). `padding` holds the N - 2 rows
// [low, high].
Tensor convolution(const OpCall& call, const Tensor& lhs, const Tensor& rhs,
                   const std::vector<std::pair<int64_t, int64_t>>& padding);

}  // namespace hloref::linalg
