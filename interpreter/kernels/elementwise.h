// Elementwise application for the op files: values flow through the
// computation families (uint64_t bits for integers and i1, double for floats,
// std::complex<double> for complex) in fixed-size chunks, so that each op is
// written once per family and no element costs an allocation or a virtual
// call. Also here: the family dispatch and the run-time shape check the
// elementwise ops share, the IEEE / lexicographic order used by maximum, minimum and clamp,
// and correct rounding into a float format through MPFR (FormatRounder).
// Only op files include this header.
#pragma once

#include <mpfr.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>

#include "interpreter/evaluator.h"
#include "core/float_format.h"
#include "core/tensor.h"
#include "spec/notation.h"

namespace hloref::elementwise {

inline constexpr int64_t kChunk = 512;

inline void load(const Tensor& t, int64_t begin, std::span<uint64_t> out) { loadInts(t, begin, out); }
inline void load(const Tensor& t, int64_t begin, std::span<double> out) { loadFloats(t, begin, out); }
inline void load(const Tensor& t, int64_t begin, std::span<std::complex<double>> out) {
  loadComplex(t, begin, out);
}
inline void store(Tensor& t, int64_t begin, std::span<const uint64_t> in) { storeInts(t, begin, in); }
inline void store(Tensor& t, int64_t begin, std::span<const double> in) { storeFloats(t, begin, in); }
inline void store(Tensor& t, int64_t begin, std::span<const std::complex<double>> in) {
  storeComplex(t, begin, in);
}

// result[i] = fn(x[i]); In and Out are family types.
template <class In, class Out, class Fn>
void map1(const Tensor& x, Tensor& result, Fn fn) {
  std::array<In, kChunk> a;
  std::array<Out, kChunk> r;
  for (int64_t begin = 0; begin < result.numElements(); begin += kChunk) {
    size_t n = static_cast<size_t>(std::min(kChunk, result.numElements() - begin));
    load(x, begin, std::span<In>(a.data(), n));
    for (size_t i = 0; i < n; ++i) r[i] = fn(a[i]);
    store(result, begin, std::span<const Out>(r.data(), n));
  }
}

// result[i] = fn(x[i], y[i]).
template <class In, class Out, class Fn>
void map2(const Tensor& x, const Tensor& y, Tensor& result, Fn fn) {
  std::array<In, kChunk> a, b;
  std::array<Out, kChunk> r;
  for (int64_t begin = 0; begin < result.numElements(); begin += kChunk) {
    size_t n = static_cast<size_t>(std::min(kChunk, result.numElements() - begin));
    load(x, begin, std::span<In>(a.data(), n));
    load(y, begin, std::span<In>(b.data(), n));
    for (size_t i = 0; i < n; ++i) r[i] = fn(a[i], b[i]);
    store(result, begin, std::span<const Out>(r.data(), n));
  }
}

// result[i] = fn(x[i], y[i], z[i]).
template <class In, class Out, class Fn>
void map3(const Tensor& x, const Tensor& y, const Tensor& z, Tensor& result, Fn fn) {
  std::array<In, kChunk> a, b, c;
  std::array<Out, kChunk> r;
  for (int64_t begin = 0; begin < result.numElements(); begin += kChunk) {
    size_t n = static_cast<size_t>(std::min(kChunk, result.numElements() - begin));
    load(x, begin, std::span<In>(a.data(), n));
    load(y, begin, std::span<In>(b.data(), n));
    load(z, begin, std::span<In>(c.data(), n));
    for (size_t i = 0; i < n; ++i) r[i] = fn(a[i], b[i], c[i]);
    store(result, begin, std::span<const Out>(r.data(), n));
  }
}

// ---------------------------------------------------------------------------
// Element type families and operand checks.

// The element-type families (spec/notation.h): ops dispatch on the family
// once per op, never per element.
using notation::Family;
using notation::familyOf;

// Operand i as a tensor; quantized tensors are not run by the elementwise
// ops themselves (the evaluator dequantizes them first, see op_facts.h).
inline const Tensor& operandTensor(const OpCall& call, size_t i) {
  const Tensor& t = call.tensor(i);
  if (t.type().isQuantized()) call.unsupportedHere("on quantized tensors");
  return t;
}

// Operands i and j (named as in the spec) have one shape, constraint `id` of
// the op. The checker decides it unless a dimension is `?`; then the sizes
// are compared here, so that no element is read out of bounds.
inline void requireSameShape(const OpCall& call, std::string_view id, size_t i, const char* iName, size_t j,
                             const char* jName) {
  const Shape& a = call.tensor(i).shape();
  const Shape& b = call.tensor(j).shape();
  if (a != b)
    call.violation(id, "shape(" + std::string(iName) + ") = " + notation::listText(a) + ", shape(" + jName +
                           ") = " + notation::listText(b));
}

// The result of a binary elementwise op whose operands have one shape
// (constraint `id`): a tensor of the declared result type with that shape.
inline Tensor elementwiseResult(OpCall& call, std::string_view id, const char* lhsName = "lhs",
                                const char* rhsName = "rhs") {
  requireSameShape(call, id, 0, lhsName, 1, rhsName);
  return call.newResult(0, call.tensor(0).shape());
}

// An element type the checker rejects for the op (its Inputs table).
[[noreturn]] inline void unreachableElementType(const OpCall& call, ElementType t) {
  call.unreachable("is not defined on element type " + std::string(elementTypeName(t)));
}

// ---------------------------------------------------------------------------
// Integers: values arrive as 64 bits (sign-extended for signed types); ops
// that look at the bits of an N-bit value use these views of it.

struct IntBits {
  int width;      // num_bits of the element type
  uint64_t mask;  // the low `width` bits

  explicit IntBits(ElementType t)
      : width(bitWidth(t)), mask(width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1) {}
  // The N-bit pattern, zero-extended.
  uint64_t pattern(uint64_t v) const { return v & mask; }
  // The N-bit pattern read as a two's complement number.
  int64_t asSigned(uint64_t v) const {
    if (width >= 64) return static_cast<int64_t>(v);
    uint64_t p = v & mask;
    if ((p >> (width - 1)) != 0) p |= ~mask;
    return static_cast<int64_t>(p);
  }
};

// ---------------------------------------------------------------------------
// Elementwise application where some inputs may be rank-0 tensors broadcast
// over the result (clamp's min and max, select's pred): an input with
// `splat[k]` set has one element, loaded once.

template <class In, class Out, class Fn>
void map3Splat(const Tensor& x, bool xSplat, const Tensor& y, bool ySplat, const Tensor& z, bool zSplat,
               Tensor& result, Fn fn) {
  std::array<In, kChunk> a, b, c;
  std::array<Out, kChunk> r;
  auto prime = [](const Tensor& t, bool splat, std::array<In, kChunk>& buf) {
    if (!splat) return;
    In v;
    load(t, 0, std::span<In>(&v, 1));
    buf.fill(v);
  };
  prime(x, xSplat, a);
  prime(y, ySplat, b);
  prime(z, zSplat, c);
  for (int64_t begin = 0; begin < result.numElements(); begin += kChunk) {
    size_t n = static_cast<size_t>(std::min(kChunk, result.numElements() - begin));
    if (!xSplat) load(x, begin, std::span<In>(a.data(), n));
    if (!ySplat) load(y, begin, std::span<In>(b.data(), n));
    if (!zSplat) load(z, begin, std::span<In>(c.data(), n));
    for (size_t i = 0; i < n; ++i) r[i] = fn(a[i], b[i], c[i]);
    store(result, begin, std::span<const Out>(r.data(), n));
  }
}

// ---------------------------------------------------------------------------
// The order-based ops (maximum, minimum, and clamp which is built from them),
// one definition per family.

// IEEE-754 maximum / minimum: a NaN operand gives NaN (the first NaN operand
// is returned, so its sign and payload survive where the format keeps them),
// and -0 orders below +0.
inline double floatMaximum(double x, double y) {
  if (std::isnan(x)) return x;
  if (std::isnan(y)) return y;
  if (x == y) return std::signbit(x) ? y : x;  // maximum(-0, +0) = +0
  return x > y ? x : y;
}
inline double floatMinimum(double x, double y) {
  if (std::isnan(x)) return x;
  if (std::isnan(y)) return y;
  if (x == y) return std::signbit(x) ? x : y;  // minimum(-0, +0) = -0
  return x < y ? x : y;
}

// Lexicographic order on the (real, imaginary) pair, each part compared as
// IEEE numbers (so -0 = +0). The spec orders no NaN: an operand with a NaN
// part is the result (lhs first), as NaN propagates in the float ops. On a
// full tie the lhs is the result.
inline bool complexHasNan(std::complex<double> x) { return std::isnan(x.real()) || std::isnan(x.imag()); }
inline std::complex<double> complexMaximum(std::complex<double> x, std::complex<double> y) {
  if (complexHasNan(x)) return x;
  if (complexHasNan(y)) return y;
  if (x.real() != y.real()) return x.real() > y.real() ? x : y;
  return y.imag() > x.imag() ? y : x;
}
inline std::complex<double> complexMinimum(std::complex<double> x, std::complex<double> y) {
  if (complexHasNan(x)) return x;
  if (complexHasNan(y)) return y;
  if (x.real() != y.real()) return x.real() < y.real() ? x : y;
  return y.imag() < x.imag() ? y : x;
}

// ---------------------------------------------------------------------------
// Correct rounding through MPFR, for results a double cannot round exactly
// (complex products and quotients, modulus, pow): MPFR computes the value
// rounded once to the format's precision in its wide exponent range, and
// `finish` brings it into the format's exponent range, subnormals included,
// without rounding twice. The double it returns holds the format's value
// exactly, so the store to the tensor does not round again.
class FormatRounder {
 public:
  explicit FormatRounder(ElementType floatType) {
    const FloatFormat& f = floatFormat(floatType);
    if (f.nan == NanEncoding::AllBits) {
      // f8E8M0FNU rounds its ties upwards; let the tensor store round it.
      precision_ = 53;
      exact_ = false;
      return;
    }
    precision_ = f.precision();
    // MPFR significands are in [1/2, 1): the exponent of 2^k is k + 1.
    emin_ = std::ilogb(f.smallestSubnormal()) + 1;
    emax_ = std::ilogb(f.largestFinite()) + 1;
  }

  mpfr_prec_t precision() const { return precision_; }

  // `x` holds a value rounded to precision() (ternary value `t`).
  double finish(mpfr_t x, int t) const {
    if (exact_) {
      mpfr_exp_t oldMin = mpfr_get_emin();
      mpfr_exp_t oldMax = mpfr_get_emax();
      mpfr_set_emin(emin_);
      mpfr_set_emax(emax_);
      t = mpfr_check_range(x, t, MPFR_RNDN);
      mpfr_subnormalize(x, t, MPFR_RNDN);
      mpfr_set_emin(oldMin);
      mpfr_set_emax(oldMax);
    }
    return mpfr_get_d(x, MPFR_RNDN);
  }

 private:
  mpfr_prec_t precision_ = 53;
  bool exact_ = true;
  mpfr_exp_t emin_ = 0;
  mpfr_exp_t emax_ = 0;
};

// An mpfr_t that lives as long as the op (no allocation per element).
class MpfrVar {
 public:
  explicit MpfrVar(mpfr_prec_t precision) { mpfr_init2(v_, precision); }
  ~MpfrVar() { mpfr_clear(v_); }
  MpfrVar(const MpfrVar&) = delete;
  MpfrVar& operator=(const MpfrVar&) = delete;
  mpfr_ptr get() { return v_; }
  operator mpfr_ptr() { return v_; }

 private:
  mpfr_t v_;
};

// |x| for complex x, rounded once to `partType`: the spec's complex modulus
// sqrt(re^2 + im^2), computed as IEEE-754 hypot (an infinite part gives
// +inf even beside a NaN).
class ComplexModulus {
 public:
  explicit ComplexModulus(ElementType partType) : rounder_(partType), re_(53), im_(53), r_(rounder_.precision()) {}
  double operator()(std::complex<double> x) {
    mpfr_set_d(re_, x.real(), MPFR_RNDN);
    mpfr_set_d(im_, x.imag(), MPFR_RNDN);
    int t = mpfr_hypot(r_, re_, im_, MPFR_RNDN);
    return rounder_.finish(r_, t);
  }

 private:
  FormatRounder rounder_;
  MpfrVar re_, im_, r_;
};

}  // namespace hloref::elementwise
