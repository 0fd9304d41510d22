// spec: Ops > fft, literally: the discrete Fourier transforms
//   fft(x)[k] = sum_j x[j] * exp(-2 pi i j k / n),
//   ifft(X)[j] = (1 / n) * sum_k X[k] * exp(+2 pi i j k / n),
// applied along the last size(fft_length) dimensions in the spec's order
// (FFT: the last dimension first; IFFT: the outermost first; RFFT: the real
// transform of the last dimension, truncated to n / 2 + 1 elements, then
// fft outwards; IRFFT: ifft inwards, then the last dimension extended by
// Hermitian symmetry, X[k] = conj(X[n - k]), and the real part of its
// ifft). Every sum is evaluated in 425-bit binary floating point with
// twiddle factors of that precision (exact at multiples of a quarter turn)
// and rounded once to the result type: within far less than an ulp of the
// exact transform, so the result is the exact transform correctly rounded
// except where that lies within 2^-400 or so of a rounding boundary.
//
// The fast op (ops/fft.cpp) is not correctly rounded: it evaluates a radix-2
// FFT, a direct sum or Bluestein's algorithm in complex<double>, so its
// result depends on the algorithm; the two agree to within a bound, not bit
// for bit (tests/fuzz/literal_linalg_test.cpp, FftWithinBound).
#include <boost/multiprecision/mpfr.hpp>
#include <complex>

#include "interpreter/kernels/fft_bounds.h"
#include "interpreter/literal/literal.h"
#include "numerics/correct_rounding_mpfr.h"
#include "numerics/nan_rule.h"

namespace hloref::literal {
namespace {

using Real = boost::multiprecision::number<boost::multiprecision::mpfr_float_backend<128>,
                                           boost::multiprecision::et_off>;

struct Wide {
  Real re, im;
};

Wide operator*(const Wide& x, const Wide& y) { return {x.re * y.re - x.im * y.im, x.re * y.im + x.im * y.re}; }

// exp(sign * 2 pi i t / n), exact where t / n is a multiple of 1/4.
Wide twiddle(int64_t t, int64_t n, int sign) {
  t %= n;
  if ((4 * t) % n == 0) {
    switch ((4 * t) / n) {
      case 0: return {Real(1), Real(0)};
      case 1: return {Real(0), Real(sign)};
      case 2: return {Real(-1), Real(0)};
      default: return {Real(0), Real(-sign)};
    }
  }
  const Real angle = 2 * boost::math::constants::pi<Real>() * Real(t) / Real(n);
  return {cos(angle), sign * sin(angle)};
}

// The 1-dimensional transforms along `axis` of x (shape `shape`): forward
// (sign -1) or inverse (sign +1, divided by n).
void transform(std::vector<Wide>& x, const Shape& shape, size_t axis, int sign) {
  const int64_t n = shape[axis];
  std::vector<Wide> y(x.size());
  forEachIndex(shape, [&](const Index& result_index) {
    Wide sum{Real(0), Real(0)};
    Index index = result_index;
    for (int64_t j = 0; j < n; ++j) {
      index[axis] = j;
      const Wide term = x[static_cast<size_t>(linearIndex(shape, index))] * twiddle(j * result_index[axis], n, sign);
      sum.re += term.re;
      sum.im += term.im;
    }
    if (sign > 0) sum.re /= n, sum.im /= n;
    y[static_cast<size_t>(linearIndex(shape, result_index))] = sum;
  });
  x = std::move(y);
}

// v rounded once to t, as the double holding it.
double rounded(const Real& v, ElementType t) {
  mpfr_t scratch;
  mpfr_init2(scratch, 53);
  const double r = exact::detail::roundToType(v.backend().data(), t, scratch);
  mpfr_clear(scratch);
  return r;
}

std::vector<Value> fft(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::string fft_type = call.attr("fft_type").text;
  const std::vector<int64_t> fft_length = call.intListAttr("fft_length");
  const size_t R = operand.shape().size(), L = fft_length.size();
  Shape shape = operand.shape();
  std::vector<Wide> x(static_cast<size_t>(operand.numElements()));
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    const std::complex<double> v = isComplex(operand.elementType()) ? operand.complexValue(i)
                                                                     : std::complex<double>(operand.floatValue(i), 0);
    x[static_cast<size_t>(i)] = {Real(v.real()), Real(v.imag())};
  }
  if (fft_type == "FFT") {
    for (size_t i = 0; i < L; ++i) transform(x, shape, R - 1 - i, -1);
  } else if (fft_type == "IFFT") {
    for (size_t i = L; i-- > 0;) transform(x, shape, R - 1 - i, +1);
  } else if (fft_type == "RFFT") {
    transform(x, shape, R - 1, -1);
    Shape kept = shape;
    kept[R - 1] = fft_length[L - 1] == 0 ? 0 : fft_length[L - 1] / 2 + 1;
    std::vector<Wide> truncated(static_cast<size_t>(*notation::size(kept)));
    forEachIndex(kept, [&](const Index& index) {
      truncated[static_cast<size_t>(linearIndex(kept, index))] = x[static_cast<size_t>(linearIndex(shape, index))];
    });
    x = std::move(truncated);
    shape = kept;
    for (size_t i = 1; i < L; ++i) transform(x, shape, R - 1 - i, -1);
  } else {  // IRFFT
    for (size_t i = L; i-- > 1;) transform(x, shape, R - 1 - i, +1);
    Shape full = shape;
    full[R - 1] = fft_length[L - 1];
    std::vector<Wide> extended(static_cast<size_t>(*notation::size(full)));
    forEachIndex(full, [&](const Index& index) {
      Index source = index;
      const int64_t k = index[R - 1], n = full[R - 1];
      const bool given = k < shape[R - 1];
      source[R - 1] = given ? k : n - k;
      const Wide v = x[static_cast<size_t>(linearIndex(shape, source))];
      extended[static_cast<size_t>(linearIndex(full, index))] = given ? v : Wide{v.re, -v.im};
    });
    x = std::move(extended);
    shape = full;
    transform(x, shape, R - 1, +1);
  }
  Tensor result = call.newResult(0, shape);
  const ElementType part = isComplex(result.elementType()) ? complexPartType(result.elementType()) : result.elementType();
  for (int64_t i = 0; i < result.numElements(); ++i) {
    const Wide& v = x[static_cast<size_t>(i)];
    const std::complex<double> stored(rounded(v.re, part), rounded(v.im, part));
    if (isComplex(result.elementType())) result.setComplexValue(i, withDefaultNan(stored));
    else result.setFloatValue(i, withDefaultNan(stored.real()));
  }
  if (call.annotating()) {
    const AnnotationsRef& a = call.operands[0].annotations;
    call.setErrorBound(0, fftBounds(call.tensor(0), a && !a->errorBound.empty() ? &a->errorBound : nullptr, result,
                                    fft_type, fft_length));
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.fft", fft);

}  // namespace hloref::literal
