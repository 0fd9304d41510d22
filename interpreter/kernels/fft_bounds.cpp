#include "interpreter/kernels/fft_bounds.h"

#include <cmath>
#include <complex>
#include <map>
#include <numbers>

#include "core/float_format.h"
#include "numerics/exact_sum.h"

namespace hloref {
namespace {

constexpr double kUp = 1 + 0x1p-50;

double stageError(int64_t r, double u) {
  const double sigma = u * (2 + 2 * std::numbers::sqrt2 * static_cast<double>(r + 1));
  return sigma * (1 + sigma) * kUp;
}

double growth(int64_t n, double u, std::map<int64_t, double>& memo) {
  if (auto it = memo.find(n); it != memo.end()) return it->second;
  double g = stageError(n, u);  // the direct sum
  for (int64_t d = 2; d * d <= n; ++d) {
    if (n % d != 0) continue;
    for (int64_t r : {d, n / d})
      g = std::max(g, ((1 + stageError(r, u)) * (1 + growth(n / r, u, memo)) - 1) * kUp);
  }
  memo[n] = g;
  return g;
}

// Magnitudes (upper bounds of |value|) and error bounds along the axes of a
// shape, per element, row-major.
struct Lines {
  Shape shape;
  std::vector<double> magnitude, bound;
};

// One transform of length shape[axis] along every line of `x`: each output
// of a line gets the line's bound T + G (S + T) and magnitude S (inverse:
// both divided by n, after one more rounding).
void transformAxis(Lines& x, int64_t axis, bool inverse, double u) {
  const int64_t n = x.shape[static_cast<size_t>(axis)];
  if (n <= 1 || x.magnitude.empty()) return;
  int64_t inner = 1;
  for (size_t d = static_cast<size_t>(axis) + 1; d < x.shape.size(); ++d) inner *= x.shape[d];
  const int64_t outer = static_cast<int64_t>(x.magnitude.size()) / (n * inner);
  const double g = fftGrowth(n, u);
  const double scale = inverse ? 1 / static_cast<double>(n) : 1.0;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      const int64_t base = o * n * inner + i;
      double s = 0, t = 0;
      for (int64_t j = 0; j < n; ++j) {
        s += x.magnitude[static_cast<size_t>(base + j * inner)];
        t += x.bound[static_cast<size_t>(base + j * inner)];
      }
      s *= 1 + static_cast<double>(n) * 0x1p-52;
      t *= 1 + static_cast<double>(n) * 0x1p-52;
      double b = (t + g * (s + t)) * kUp;
      if (inverse) b = (b + 2 * u * (1 + u) * (s + b)) * kUp;
      if (!std::isfinite(b)) b = INFINITY;
      for (int64_t j = 0; j < n; ++j) {
        x.magnitude[static_cast<size_t>(base + j * inner)] = s * scale * kUp;
        x.bound[static_cast<size_t>(base + j * inner)] = b * scale * kUp;
      }
    }
}

// The last dimension rebuilt with `length` elements: element k of each row
// from element from(k) of the row (RFFT's truncation to n / 2 + 1; IRFFT's
// extension to n by Hermitian symmetry, X[k] = conj(X[n - k])).
template <class From>
void rebuildLast(Lines& x, int64_t length, From from) {
  const int64_t old = x.shape.back(), rows = old == 0 ? 0 : static_cast<int64_t>(x.magnitude.size()) / old;
  Lines y;
  y.shape = x.shape;
  y.shape.back() = length;
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t k = 0; k < length; ++k) {
      y.magnitude.push_back(x.magnitude[static_cast<size_t>(r * old + from(k))]);
      y.bound.push_back(x.bound[static_cast<size_t>(r * old + from(k))]);
    }
  x = std::move(y);
}

}  // namespace

double fftGrowth(int64_t n, double u) {
  std::map<int64_t, double> memo;
  return growth(n, u, memo);
}

std::vector<double> fftBounds(const Tensor& operand, const std::vector<double>* operandBound, const Tensor& result,
                              const std::string& fft_type, const std::vector<int64_t>& fft_length) {
  const ElementType partType = isComplex(result.elementType()) ? complexPartType(result.elementType())
                                                               : result.elementType();
  const double u = unitRoundoff(partType);
  Lines x;
  x.shape = operand.shape();
  const int64_t count = operand.numElements();
  for (int64_t k = 0; k < count; ++k) {
    const double m = isComplex(operand.elementType()) ? std::abs(operand.complexValue(k))
                                                      : std::fabs(operand.floatValue(k));
    const double b = operandBound ? (*operandBound)[static_cast<size_t>(k)] : 0.0;
    // A non-finite input makes every output it reaches unknown.
    x.magnitude.push_back(std::isfinite(m) ? m : 0.0);
    x.bound.push_back(std::isfinite(m) ? b : INFINITY);
  }
  const int64_t L = static_cast<int64_t>(fft_length.size()), R = operand.rank();
  double total = 1;
  for (int64_t n : fft_length) total *= static_cast<double>(n);
  if (fft_type == "FFT") {
    for (int64_t i = 0; i < L; ++i) transformAxis(x, R - 1 - i, false, u);
  } else if (fft_type == "IFFT") {
    for (int64_t i = L - 1; i >= 0; --i) transformAxis(x, R - 1 - i, true, u);
  } else if (fft_type == "RFFT") {
    transformAxis(x, R - 1, false, u);
    rebuildLast(x, result.shape().back(), [](int64_t k) { return k; });
    for (int64_t i = 1; i < L; ++i) transformAxis(x, R - 1 - i, false, u);
  } else {  // IRFFT
    for (int64_t i = L - 1; i >= 1; --i) transformAxis(x, R - 1 - i, true, u);
    const int64_t n = fft_length.back(), given = x.shape.back();
    rebuildLast(x, n, [n, given](int64_t k) { return k < given ? k : n - k; });
    transformAxis(x, R - 1, true, u);
  }
  std::vector<double> bound(static_cast<size_t>(result.numElements()));
  for (int64_t k = 0; k < result.numElements(); ++k) {
    // The golden: hloref's evaluation (within 2^-40 N of the magnitude)
    // rounded once.
    double rounding;
    if (isComplex(result.elementType())) {
      const std::complex<double> y = result.complexValue(k);
      rounding = std::hypot(halfUlp(partType, y.real()), halfUlp(partType, y.imag()));
      if (!std::isfinite(y.real()) || !std::isfinite(y.imag())) rounding = INFINITY;
    } else {
      const double y = result.floatValue(k);
      rounding = std::isfinite(y) ? halfUlp(partType, y) : INFINITY;
    }
    const double b = x.bound[static_cast<size_t>(k)];
    bound[static_cast<size_t>(k)] = (b + rounding + 0x1p-40 * total * x.magnitude[static_cast<size_t>(k)]) * kUp;
  }
  return bound;
}

}  // namespace hloref
