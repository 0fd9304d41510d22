// spec: Ops > rng
// The spec leaves the generator implementation-defined. hloref's is
// deterministic and has no hidden state:
//
//   words: a stream of 64-bit words, Threefry-2x32 (20 rounds, random_bits.h)
//     in counter mode (counter 0, 1, 2, ...) under the key
//     kSeed ^ (line << 32 | column) of the op's position in the program.
//     Each execution of an op restarts its stream, so an op gives the same
//     values every time it runs, and different ops give different values.
//   UNIFORM, integer and boolean types: each element takes words until
//     Lemire's multiply-shift method accepts one (unbiased), giving
//     a + floor(word * (b - a) / 2^64).
//   UNIFORM, float types: u = (word >> 11) * 2^-53 in [0, 1); the element is
//     a + (b - a) * u (a * (1 - u) + b * u when b - a overflows), rounded to
//     the element type to nearest even; a value that rounds to b becomes the
//     largest value of the type below b, so results lie in [a, b).
//   NORMAL (float types): Box-Muller on pairs of elements. Two words give
//     u1 = ((word1 >> 11) + 1) * 2^-53 in (0, 1] and u2 = (word2 >> 11) *
//     2^-53 in [0, 1); with r = sqrt(-2 ln u1) and t = 2 pi u2, elements 2k
//     and 2k + 1 are a + b * r cos(t) and a + b * r sin(t), rounded to the
//     element type to nearest even.
//
// Where the spec says the behaviour is undefined (UNIFORM with a >= b,
// NORMAL with b < 0) the op stops with a diagnostic, as it does for a
// uniform distribution over an unbounded interval (a or b infinite or NaN).
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "interpreter/evaluator.h"
#include "core/float_format.h"
#include "interpreter/kernels/open_elements.h"
#include "interpreter/kernels/random_bits.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {
namespace {

constexpr uint64_t kSeed = 0x686c6f7265662121;  // "hloref!!"
constexpr int64_t kChunk = 512;

// The largest value of float type t below b (b finite, not the smallest
// value of t).
double largestBelow(ElementType t, double b) {
  if (t == ElementType::F64) return std::nextafter(b, -INFINITY);
  if (t == ElementType::F32) return static_cast<double>(std::nextafterf(static_cast<float>(b), -INFINITY));
  const FloatFormat& f = floatFormat(t);
  if (b == 0) return -f.smallestSubnormal();
  // Sign-magnitude encodings: one step toward zero for positive values, away
  // from it for negative ones.
  uint64_t bits = encodeFloat(t, b);
  return decodeFloat(t, b > 0 ? bits - 1 : bits + 1);
}

// a + floor(word * range / 2^64) over words of the stream until the low half
// of the product clears the rejection threshold (D. Lemire, "Fast random
// integer generation in an interval", 2019).
uint64_t uniformBelow(random_bits::Stream& stream, uint64_t range) {
  const uint64_t threshold = (0 - range) % range;
  while (true) {
    unsigned __int128 m = static_cast<unsigned __int128>(stream.next()) * range;
    if (static_cast<uint64_t>(m) >= threshold) return static_cast<uint64_t>(m >> 64);
  }
}

void uniformIntegers(const OpCall& call, random_bits::Stream& stream, const Tensor& a, const Tensor& b,
                     Tensor& result) {
  uint64_t lo, hi;
  loadInts(a, 0, std::span<uint64_t>(&lo, 1));
  loadInts(b, 0, std::span<uint64_t>(&hi, 1));
  const bool isSigned = isSignedInteger(result.elementType());
  if (isSigned ? static_cast<int64_t>(lo) >= static_cast<int64_t>(hi) : lo >= hi)
    call.fail("has a = " + (isSigned ? std::to_string(static_cast<int64_t>(lo)) : std::to_string(lo)) +
              " >= b = " + (isSigned ? std::to_string(static_cast<int64_t>(hi)) : std::to_string(hi)) +
              " with rng_distribution UNIFORM; the behaviour is undefined");
  const uint64_t range = hi - lo;  // fits: b - a < 2^64
  std::array<uint64_t, kChunk> v;
  for (int64_t begin = 0; begin < result.numElements(); begin += kChunk) {
    size_t count = static_cast<size_t>(std::min(kChunk, result.numElements() - begin));
    for (size_t i = 0; i < count; ++i) v[i] = lo + uniformBelow(stream, range);
    storeInts(result, begin, std::span<const uint64_t>(v.data(), count));
  }
}

void uniformFloats(const OpCall& call, random_bits::Stream& stream, const Tensor& a, const Tensor& b,
                   Tensor& result) {
  double lo, hi;
  loadFloats(a, 0, std::span<double>(&lo, 1));
  loadFloats(b, 0, std::span<double>(&hi, 1));
  if (!std::isfinite(lo) || !std::isfinite(hi))
    call.fail("has a = " + std::to_string(lo) + ", b = " + std::to_string(hi) +
              " with rng_distribution UNIFORM; a uniform distribution needs a finite interval");
  if (lo >= hi)
    call.fail("has a = " + std::to_string(lo) + " >= b = " + std::to_string(hi) +
              " with rng_distribution UNIFORM; the behaviour is undefined");
  const ElementType t = result.elementType();
  const double width = hi - lo;
  const bool overflows = std::isinf(width);
  const double below = largestBelow(t, hi);
  std::array<double, kChunk> v;
  for (int64_t begin = 0; begin < result.numElements(); begin += kChunk) {
    size_t count = static_cast<size_t>(std::min(kChunk, result.numElements() - begin));
    for (size_t i = 0; i < count; ++i) {
      double u = static_cast<double>(stream.next() >> 11) * 0x1p-53;
      v[i] = overflows ? lo * (1 - u) + hi * u : lo + width * u;
    }
    std::span<double> values(v.data(), count);
    storeFloats(result, begin, values);
    // Rounding to the element type may reach b (or, for the overflowing
    // form, step outside [a, b]): read back and pull those values in.
    loadFloats(result, begin, values);
    bool adjusted = false;
    for (double& x : values) {
      if (x >= hi) x = below, adjusted = true;
      else if (x < lo) x = lo, adjusted = true;
    }
    if (adjusted) storeFloats(result, begin, values);
  }
}

void normalFloats(const OpCall& call, random_bits::Stream& stream, const Tensor& a, const Tensor& b,
                  Tensor& result) {
  double mu, sigma;
  loadFloats(a, 0, std::span<double>(&mu, 1));
  loadFloats(b, 0, std::span<double>(&sigma, 1));
  if (sigma < 0)
    call.fail("has b = " + std::to_string(sigma) + " < 0 with rng_distribution NORMAL; the behaviour is undefined");
  std::array<double, kChunk> v;  // kChunk is even: pairs never straddle chunks
  for (int64_t begin = 0; begin < result.numElements(); begin += kChunk) {
    size_t count = static_cast<size_t>(std::min(kChunk, result.numElements() - begin));
    for (size_t i = 0; i < count; i += 2) {
      double u1 = static_cast<double>((stream.next() >> 11) + 1) * 0x1p-53;
      double u2 = static_cast<double>(stream.next() >> 11) * 0x1p-53;
      double r = std::sqrt(-2 * std::log(u1));
      double t = 2 * std::numbers::pi * u2;
      v[i] = mu + sigma * (r * std::cos(t));
      if (i + 1 < count) v[i + 1] = mu + sigma * (r * std::sin(t));
    }
    storeFloats(result, begin, std::span<const double>(v.data(), count));
  }
}

std::vector<Value> evalRng(OpCall& call) {
  const Tensor& a = call.tensor(0);
  const Tensor& b = call.tensor(1);
  // rng_distribution and the types (C1, C2) are the checker's.
  const bool normal = call.attr("rng_distribution").text == "NORMAL";
  // (C3) shape(result) = shape: the operand's values, checked against the
  // declared static dimensions and bounds.
  Shape shape = shape_ops::shapeOperand(call, call.tensor(2), "shape");
  Tensor result = shape_ops::newResultFitting(call, 0, shape);

  const uint64_t position = (static_cast<uint64_t>(static_cast<uint32_t>(call.op.loc.line)) << 32) |
                            static_cast<uint32_t>(call.op.loc.column);
  random_bits::Stream stream(kSeed ^ position);
  if (normal) normalFloats(call, stream, a, b, result);
  else if (isFloat(a.elementType())) uniformFloats(call, stream, a, b, result);
  else uniformIntegers(call, stream, a, b, result);
  // Golden annotations: how the numbers are generated is implementation-defined.
  open_elements::markWhole(call, 0, result.numElements());
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.rng",
           .eval = evalRng,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
