// spec: Ops > fft
//
// fft(x)[k] = sum_j x[j] * exp(-2 pi i j k / n) and its inverse
// ifft(X)[j] = (1 / n) * sum_k X[k] * exp(+2 pi i j k / n), applied along the
// last size(fft_length) dimensions in the order the spec gives. Computed in
// complex<double> and rounded once to the result type on store: lengths that
// are powers of two use the radix-2 Cooley-Tukey algorithm, other lengths up
// to kDirectLimit the direct sum, and longer ones Bluestein's algorithm (a
// chirp convolution done with power-of-two transforms). The twiddle factors
// exp(-2 pi i t / n) are reduced to the first octant before evaluating sin
// and cos, so that multiples of a quarter turn are exact.
#include <cmath>
#include <memory>
#include <numbers>

#include "interpreter/kernels/fft_bounds.h"
#include "interpreter/kernels/linalg.h"
#include "interpreter/perturb.h"

namespace hloref {
namespace {

using linalg::Complex;

constexpr int64_t kDirectLimit = 64;

// exp(-2 pi i t / n) for 0 <= t < n (n < 2^61).
Complex twiddle(int64_t t, int64_t n) {
  // t / n = (q + r / n) / 4 turns: quadrant q, remainder r in [0, n).
  const int64_t q = (4 * t) / n;
  const int64_t r = 4 * t - q * n;
  // The angle (pi / 2) * r / n within the quadrant, from the nearer end.
  double c, s;
  if (2 * r <= n) {
    double angle = std::numbers::pi / 2 * static_cast<double>(r) / static_cast<double>(n);
    c = std::cos(angle);
    s = std::sin(angle);
  } else {
    double angle = std::numbers::pi / 2 * static_cast<double>(n - r) / static_cast<double>(n);
    c = std::sin(angle);
    s = std::cos(angle);
  }
  // exp(+i phi) for phi = q * pi / 2 + angle, then conjugated.
  Complex w;
  switch (q) {
    case 0: w = {c, s}; break;
    case 1: w = {-s, c}; break;
    case 2: w = {-c, -s}; break;
    default: w = {s, -c}; break;
  }
  return std::conj(w);
}

Complex multiply(Complex x, Complex y) {
  return {x.real() * y.real() - x.imag() * y.imag(), x.real() * y.imag() + x.imag() * y.real()};
}

// One transform length: forward transforms of length n (the inverse is
// computed as conj(fft(conj(X))) / n).
class Transform {
 public:
  Transform(const OpCall& call, int64_t n) : n_(n) {
    if (n <= 1) return;
    if ((n & (n - 1)) == 0) {
      twiddles_ = linalg::familyBuffer<Complex>(call, n / 2, "the twiddle factors");
      for (int64_t t = 0; t < n / 2; ++t) twiddles_[t] = twiddle(t, n);
    } else if (n <= kDirectLimit) {
      twiddles_ = linalg::familyBuffer<Complex>(call, n, "the twiddle factors");
      for (int64_t t = 0; t < n; ++t) twiddles_[t] = twiddle(t, n);
      scratch_ = linalg::familyBuffer<Complex>(call, n, "the transform");
    } else {
      // Bluestein: as j k = (j^2 + k^2 - (k - j)^2) / 2, with the chirp
      // w[j] = exp(-pi i j^2 / n) the transform is
      // X[k] = w[k] * sum_j (x[j] * w[j]) * conj(w[k - j]), a convolution,
      // evaluated circularly with transforms of a power-of-two length
      // m >= 2n - 1.
      int64_t m = 1;
      while (m < 2 * n - 1) m *= 2;
      inner_ = std::make_unique<Transform>(call, m);
      chirp_ = linalg::familyBuffer<Complex>(call, n, "the chirp");
      // j^2 / (2n) turns, reduced exactly: j^2 mod 2n.
      for (int64_t j = 0; j < n; ++j) {
        __int128 sq = static_cast<__int128>(j) * j % (2 * n);
        chirp_[j] = twiddle(static_cast<int64_t>(sq), 2 * n);
      }
      kernel_ = linalg::familyBuffer<Complex>(call, m, "the chirp");
      kernel_[0] = std::conj(chirp_[0]);
      for (int64_t j = 1; j < n; ++j) kernel_[j] = kernel_[m - j] = std::conj(chirp_[j]);
      inner_->forward(kernel_.data());
      scratch_ = linalg::familyBuffer<Complex>(call, m, "the transform");
    }
  }

  int64_t length() const { return n_; }

  // fft of x[0..n) in place.
  void forward(Complex* x) {
    if (n_ <= 1) return;
    if ((n_ & (n_ - 1)) == 0) return radix2(x);
    if (n_ <= kDirectLimit) return direct(x);
    bluestein(x);
  }

  // ifft of x[0..n) in place.
  void inverse(Complex* x) {
    for (int64_t j = 0; j < n_; ++j) x[j] = std::conj(x[j]);
    forward(x);
    const double n = static_cast<double>(n_);
    for (int64_t j = 0; j < n_; ++j) x[j] = {x[j].real() / n, -x[j].imag() / n};
  }

 private:
  void radix2(Complex* x) {
    const int64_t n = n_;
    for (int64_t i = 1, j = 0; i < n; ++i) {  // bit-reversal permutation
      int64_t bit = n >> 1;
      for (; j & bit; bit >>= 1) j ^= bit;
      j ^= bit;
      if (i < j) std::swap(x[i], x[j]);
    }
    for (int64_t len = 2; len <= n; len <<= 1) {
      const int64_t half = len / 2, step = n / len;
      for (int64_t start = 0; start < n; start += len)
        for (int64_t k = 0; k < half; ++k) {
          Complex u = x[start + k];
          Complex v = multiply(x[start + k + half], twiddles_[k * step]);
          x[start + k] = u + v;
          x[start + k + half] = u - v;
        }
    }
  }

  void direct(Complex* x) {
    const int64_t n = n_;
    for (int64_t k = 0; k < n; ++k) {
      double re = 0, im = 0;
      int64_t t = 0;  // j * k mod n
      for (int64_t j = 0; j < n; ++j) {
        Complex p = multiply(x[j], twiddles_[t]);
        re += p.real();
        im += p.imag();
        t += k;
        if (t >= n) t -= n;
      }
      scratch_[k] = {re, im};
    }
    std::copy(scratch_.begin(), scratch_.begin() + n, x);
  }

  void bluestein(Complex* x) {
    const int64_t n = n_, m = inner_->length();
    std::fill(scratch_.begin(), scratch_.end(), Complex{});
    for (int64_t j = 0; j < n; ++j) scratch_[j] = multiply(x[j], chirp_[j]);
    inner_->forward(scratch_.data());
    for (int64_t j = 0; j < m; ++j) scratch_[j] = multiply(scratch_[j], kernel_[j]);
    inner_->inverse(scratch_.data());
    for (int64_t k = 0; k < n; ++k) x[k] = multiply(scratch_[k], chirp_[k]);
  }

  int64_t n_;
  std::vector<Complex> twiddles_, scratch_, chirp_, kernel_;
  std::unique_ptr<Transform> inner_;
};

// A perturbed run's transform of one line (interpreter/perturb.h): one
// legal evaluation under the model of kernels/fft_bounds.h, the direct sum
// in the working type `part`: per output, the 2n real products of the
// elements and the twiddle factors rounded to `part`, each product rounded,
// summed per part along a random schedule; the inverse divides by n with
// one more rounding. Lines longer than kPerturbedLimit keep the reference
// values (the direct sum costs n^2).
constexpr int64_t kPerturbedLimit = 1024;

void perturbedTransform(Complex* x, int64_t n, bool inverse, ElementType part, RandomSchedule& random,
                        std::vector<Complex>& out) {
  out.resize(static_cast<size_t>(n));
  std::vector<double> re, im;
  for (int64_t k = 0; k < n; ++k) {
    re.clear();
    im.clear();
    for (int64_t j = 0; j < n; ++j) {
      Complex w = twiddle(j * k % n, n);
      if (inverse) w = std::conj(w);
      const double wr = roundTo(part, w.real()), wi = roundTo(part, w.imag());
      re.push_back(roundTo(part, x[j].real() * wr));
      re.push_back(-roundTo(part, x[j].imag() * wi));
      im.push_back(roundTo(part, x[j].real() * wi));
      im.push_back(roundTo(part, x[j].imag() * wr));
    }
    double yr = random.sum(part, re), yi = random.sum(part, im);
    if (inverse) yr = roundTo(part, yr / static_cast<double>(n)), yi = roundTo(part, yi / static_cast<double>(n));
    out[static_cast<size_t>(k)] = {yr, yi};
  }
  std::copy(out.begin(), out.end(), x);
}

// The working type of the result's transforms: its part type.
ElementType workingType(const OpCall& call) {
  const ElementType t = call.resultType(0).elementType;
  return isComplex(t) ? complexPartType(t) : t;
}

// Applies fft (or ifft) to every 1-dimensional slice along `axis` of the
// row-major buffer `x` of `shape`.
void alongAxis(const OpCall& call, std::vector<Complex>& x, const Shape& shape, int64_t axis, bool inverse) {
  const int64_t n = shape[axis];
  if (n <= 1 || x.empty()) {
    return;  // the transform of length 1 is the identity (also its inverse)
  }
  int64_t inner = 1;
  for (size_t d = static_cast<size_t>(axis) + 1; d < shape.size(); ++d) inner *= shape[d];
  const int64_t outer = static_cast<int64_t>(x.size()) / (n * inner);
  RandomSchedule* random = n <= kPerturbedLimit ? call.evaluator.perturbation() : nullptr;
  std::vector<Complex> scratch;
  Transform transform(call, n);
  std::vector<Complex> line = linalg::familyBuffer<Complex>(call, inner == 1 ? 0 : n, "one slice");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      Complex* base = x.data() + o * n * inner + i;
      Complex* data = base;
      if (inner != 1) {
        for (int64_t j = 0; j < n; ++j) line[j] = base[j * inner];
        data = line.data();
      }
      if (random) perturbedTransform(data, n, inverse, workingType(call), *random, scratch);
      else if (inverse) transform.inverse(data);
      else transform.forward(data);
      if (inner != 1)
        for (int64_t j = 0; j < n; ++j) base[j * inner] = line[j];
    }
}

// The shape of the result from the operand's actual shape: (C5) the
// operand's, but for the last dimension of RFFT (n / 2 + 1 of n) and IRFFT
// (fft_length[-1]). The checker decided (C4) and (C5) for static
// dimensions; for dynamic ones the real side's transformed dimensions must
// be fft_length, and IRFFT's operand must hold n / 2 + 1 elements.
Shape resultShape(const OpCall& call, const Tensor& operand, const std::string& fft_type,
                  const std::vector<int64_t>& fft_length) {
  const int64_t L = static_cast<int64_t>(fft_length.size()), R = operand.rank();
  auto half = [](int64_t n) { return n == 0 ? 0 : n / 2 + 1; };
  Shape shape = operand.shape();
  if (fft_type == "RFFT") shape[R - 1] = half(operand.shape()[R - 1]);
  if (fft_type == "IRFFT") {
    if (operand.shape()[R - 1] != half(fft_length[L - 1]))
      call.violation("C5", "fft_type = IRFFT, shape(operand) = " + notation::shapeText(operand.shape()) +
                               ", fft_length = " + notation::listText(fft_length));
    shape[R - 1] = fft_length[L - 1];
  }
  const Shape& real = fft_type == "RFFT" ? operand.shape() : shape;
  if ((fft_type == "RFFT" || fft_type == "IRFFT") && !std::equal(real.end() - L, real.end(), fft_length.begin()))
    call.violation("C4", "shape(" + std::string(fft_type == "RFFT" ? "operand" : "result") +
                             ") = " + notation::shapeText(real) + ", fft_length = " + notation::listText(fft_length));
  return shape;
}

std::vector<Value> evalFft(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  if (operand.type().isQuantized() || call.resultType(0).isQuantized()) call.unsupportedHere("on quantized tensors");
  // fft_type, fft_length and the element types are the checker's (C1-C3).
  const std::string fft_type = call.attr("fft_type").text;
  std::vector<int64_t> fft_length = call.intListAttr("fft_length");
  const int64_t L = static_cast<int64_t>(fft_length.size());
  const int64_t R = operand.rank();
  const bool real = fft_type == "RFFT";
  const int64_t last = fft_length[L - 1];
  Shape shape = resultShape(call, operand, fft_type, fft_length);
  Tensor result(resultTypeOfShape(call, 0, shape, "C5"));
  if (result.numElements() == 0 || operand.numElements() == 0) return {Value(std::move(result))};

  std::vector<Complex> x = linalg::familyBuffer<Complex>(call, operand.numElements(), "the operand");
  if (real) {
    std::vector<double> re = linalg::familyBuffer<double>(call, operand.numElements(), "the operand");
    loadFloats(operand, 0, re);
    for (size_t i = 0; i < re.size(); ++i) x[i] = {re[i], 0.0};
  } else {
    loadComplex(operand, 0, x);
  }

  if (fft_type == "FFT") {
    // result1 along the last dimension, then outwards.
    for (int64_t i = 0; i < L; ++i) alongAxis(call, x, operand.shape(), R - 1 - i, false);
    linalg::storeResult(result, x);
  } else if (fft_type == "IFFT") {
    // The inverse order: the outermost transformed dimension first.
    for (int64_t i = L - 1; i >= 0; --i) alongAxis(call, x, operand.shape(), R - 1 - i, true);
    linalg::storeResult(result, x);
  } else if (real) {
    // result1 = rfft(operand[..., :]): the fft of (operand, 0.0) truncated to
    // n / 2 + 1 elements; then fft along the other dimensions.
    alongAxis(call, x, operand.shape(), R - 1, false);
    const int64_t n = operand.shape()[R - 1], kept = shape[R - 1];
    std::vector<Complex> y = linalg::familyBuffer<Complex>(call, result.numElements(), "the result");
    for (int64_t row = 0; row < result.numElements() / kept; ++row)
      std::copy(x.begin() + row * n, x.begin() + row * n + kept, y.begin() + row * kept);
    for (int64_t i = 1; i < L; ++i) alongAxis(call, y, shape, R - 1 - i, false);
    linalg::storeResult(result, y);
  } else {
    // ifft along the outer dimensions, outermost first; then
    // result = irfft(result2[..., :]): the ifft of the n-element sequence
    // whose first n / 2 + 1 elements are given and whose others follow from
    // Hermitian symmetry (X[k] = conj(X[n - k])), of which the real part is
    // the result.
    for (int64_t i = L - 1; i >= 1; --i) alongAxis(call, x, operand.shape(), R - 1 - i, true);
    const int64_t n = last, given = operand.shape()[R - 1];
    const int64_t rows = result.numElements() / n;
    Transform transform(call, n);
    RandomSchedule* random = n <= kPerturbedLimit ? call.evaluator.perturbation() : nullptr;
    std::vector<Complex> scratch;
    std::vector<Complex> line = linalg::familyBuffer<Complex>(call, n, "one slice");
    std::vector<double> y = linalg::familyBuffer<double>(call, result.numElements(), "the result");
    for (int64_t row = 0; row < rows; ++row) {
      const Complex* X = x.data() + row * given;
      for (int64_t k = 0; k < n; ++k) line[k] = k < given ? X[k] : std::conj(X[n - k]);
      if (random) perturbedTransform(line.data(), n, true, workingType(call), *random, scratch);
      else transform.inverse(line.data());
      for (int64_t j = 0; j < n; ++j) y[row * n + j] = line[j].real();
    }
    linalg::storeResult(result, y);
  }
  if (call.annotating()) {
    const AnnotationsRef& a = call.operands[0].annotations;
    call.setErrorBound(0, fftBounds(operand, a && !a->errorBound.empty() ? &a->errorBound : nullptr, result, fft_type,
                                    fft_length));
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.fft",
           .eval = evalFft,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
