// What the LAPACK custom-call targets JAX emits on CPU share
// (interpreter/dialects/lapack/README.md): the high-precision scalars they
// compute in, the matrices of a batch as LAPACK sees them through the
// operand and result layouts, rounding back to the element type, and the
// FFI attributes (mhlo.backend_config). Included by the lapack/ files only
// (it pulls in Boost.Multiprecision).
#pragma once

#include <boost/multiprecision/mpfr.hpp>

#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"

namespace hloref::lapack {

// 50 decimal digits: a 167-bit significand, held on the stack (no
// allocation per value) and without expression templates. Every target
// computes in it and rounds once to the element type.
using Real = boost::multiprecision::number<boost::multiprecision::mpfr_float_backend<50, boost::multiprecision::allocate_stack>,
                                           boost::multiprecision::et_off>;
// The working precision in bits, for the stated error of the results.
inline constexpr int kPrecisionBits = 167;

struct Cx {
  Real re, im;
  Cx() = default;
  Cx(Real r) : re(std::move(r)), im(0) {}
  Cx(Real r, Real i) : re(std::move(r)), im(std::move(i)) {}
};
inline Cx operator+(const Cx& a, const Cx& b) { return {a.re + b.re, a.im + b.im}; }
inline Cx operator-(const Cx& a, const Cx& b) { return {a.re - b.re, a.im - b.im}; }
inline Cx operator-(const Cx& a) { return {-a.re, -a.im}; }
inline Cx operator*(const Cx& a, const Cx& b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
inline Cx operator*(const Cx& a, const Real& s) { return {a.re * s, a.im * s}; }
inline Cx operator/(const Cx& a, const Real& s) { return {a.re / s, a.im / s}; }
inline Cx operator/(const Cx& a, const Cx& b) {
  Real d = b.re * b.re + b.im * b.im;
  return {(a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d};
}
inline Cx& operator+=(Cx& a, const Cx& b) { return a = a + b; }
inline Cx& operator-=(Cx& a, const Cx& b) { return a = a - b; }
inline bool operator==(const Cx& a, const Cx& b) { return a.re == b.re && a.im == b.im; }

// The scalar operations the algorithms are written with, for Real and Cx.
inline Real conj(const Real& x) { return x; }
inline Cx conj(const Cx& x) { return {x.re, -x.im}; }
inline Real realPart(const Real& x) { return x; }
inline Real realPart(const Cx& x) { return x.re; }
inline Real imagPart(const Real&) { return Real(0); }
inline Real imagPart(const Cx& x) { return x.im; }
inline Real abs2(const Real& x) { return x * x; }
inline Real abs2(const Cx& x) { return x.re * x.re + x.im * x.im; }
inline Real modulus(const Real& x) { return boost::multiprecision::abs(x); }
inline Real modulus(const Cx& x) { return boost::multiprecision::sqrt(abs2(x)); }
// LAPACK's |re| + |im| (cabs1), by which i?amax chooses pivots.
inline Real cabs1(const Real& x) { return boost::multiprecision::abs(x); }
inline Real cabs1(const Cx& x) { return boost::multiprecision::abs(x.re) + boost::multiprecision::abs(x.im); }
template <class S>
S fromParts(const Real& re, const Real& im);
template <>
inline Real fromParts<Real>(const Real& re, const Real&) { return re; }
template <>
inline Cx fromParts<Cx>(const Real& re, const Real& im) { return {re, im}; }

// m x n matrices, column-major, one after another: element (i, j) of
// matrix b at [b * m * n + j * m + i], as LAPACK reads them.
template <class S>
struct Matrices {
  int64_t batch = 0, rows = 0, cols = 0;
  std::vector<S> values;
  S& at(int64_t b, int64_t i, int64_t j) { return values[static_cast<size_t>((b * cols + j) * rows + i)]; }
  const S& at(int64_t b, int64_t i, int64_t j) const {
    return values[static_cast<size_t>((b * cols + j) * rows + i)];
  }
};

// One call of a LAPACK target: its operands and results as LAPACK sees them.
class Target {
 public:
  // `prefixType`: the element type the target name's s/d/c/z stands for.
  Target(OpCall& call, ElementType prefixType);
  OpCall& call;
  ElementType elementType;  // of the matrices (f32, f64, complex<f32>, complex<f64>)
  bool isComplex() const { return hloref::isComplex(elementType); }
  ElementType realType() const { return isComplex() ? complexPartType(elementType) : elementType; }
  // An FFI attribute of mhlo.backend_config (an ui8 character code such
  // as uplo = 76 'L'), or `fallback` when absent.
  char charAttribute(const std::string& name, char fallback) const;
  // The number of batch dimensions (mhlo.frontend_attributes num_batch_dims,
  // else rank - 2) and the number of matrices.
  int64_t batchCount() const { return batch_; }
  const Shape& batchShape() const { return batchShape_; }

  // Operand `i`'s matrices as LAPACK sees them through operand_layouts
  // (column-major: the logical matrix; row-major: its transpose).
  template <class S>
  Matrices<S> loadMatrices(size_t i) const;
  // Result `j` of declared type, filled from `m` through result_layouts,
  // each value rounded once to the element type.
  template <class S>
  Tensor storeMatrices(size_t j, const Matrices<S>& m) const;
  // Result `j` (batch x length, of a real or complex type) from `values`
  // (batch-major), rounded once.
  template <class S>
  Tensor storeVectors(size_t j, const std::vector<S>& values) const;
  // Result `j` (i32 values: pivots, info) from `values`.
  Tensor storeInts(size_t j, const std::vector<int64_t>& values) const;

  // Golden annotations: every element of result `j` implementation-defined;
  // element bounds of result `j`.
  void markAll(size_t j, const Tensor& t) const;
  void markMatrix(size_t j, const Tensor& t, int64_t b) const;
  // Integer result `j` (pivots, info) is decided by the target: golden
  // lifts the unstable marks bounded operands would give it (the elements
  // the target marks stay marked).
  void decided(size_t j, const Tensor& t) const;
  // The Frobenius norm of the error bounds golden carries on matrix `b` of
  // operand `i` (0 when it has none, +inf when one is unknown): by Weyl's
  // inequality it bounds how far the eigenvalues (singular values) of the
  // exact operand are from those of the golden one.
  double operandErrorNorm(size_t i, int64_t b) const;

 private:
  bool transposed(const Attribute* layouts, size_t index, int64_t rank) const;
  int64_t batch_ = 1;
  Shape batchShape_;
};

// The target name's precision letter s/d/c/z as an element type.
ElementType prefixElementType(char letter);

// Rounds a high-precision value once to nearest in `t` (f32 or f64), as a
// double holding that value exactly.
double roundToType(const Real& x, ElementType t);

// The Frobenius norm of matrix b, as a double (for bounds).
template <class S>
double frobeniusNorm(const Matrices<S>& m, int64_t b) {
  Real s = 0;
  for (int64_t j = 0; j < m.cols; ++j)
    for (int64_t i = 0; i < m.rows; ++i) s += abs2(m.at(b, i, j));
  return static_cast<double>(boost::multiprecision::sqrt(s));
}

// The unit roundoff of `t` (2^-p).
double unitRoundoffOf(ElementType t);

}  // namespace hloref::lapack
