// spec: Ops > bitcast_convert
//
// bits(x) (implementation-defined in the spec) is, in hloref, the encoding of
// the element as the spec's num_bits(E) bits: two's complement for integers
// (i1: one bit), the format's encoding for floats (float-formats.md), and for
// complex<fN> the real part's N bits followed by the imaginary part's N bits.
// Where one element splits into several or several join into one, the
// little-endian order applies: result[..., 0] holds the lowest bits.
// Quantized tensors reinterpret their storage type (the spec's C1 speaks of
// storage_type); the element types a Tensor holds are storage types already.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"

namespace hloref {
namespace {

// An element is one lane of num_bits(E) bits, a complex element two lanes
// (real, imaginary) of half as many; lanes are stored in unsigned integers of
// storageBytes / lanes bytes (sign-extended for signed integer types).
struct LaneLayout {
  int lanes;
  int laneBits;
  int laneBytes;

  explicit LaneLayout(ElementType t)
      : lanes(isComplex(t) ? 2 : 1),
        laneBits(bitWidth(t) / lanes),
        laneBytes(storageBytes(t) / lanes) {}
  uint64_t mask() const { return laneBits == 64 ? ~uint64_t{0} : (uint64_t{1} << laneBits) - 1; }
};

// A little-endian stream of bits: bit k of the stream is bit k % 64 of word k / 64.
void writeBits(std::vector<uint64_t>& words, int64_t position, uint64_t value, int width) {
  size_t word = static_cast<size_t>(position / 64);
  int offset = static_cast<int>(position % 64);
  words[word] |= value << offset;
  if (offset + width > 64) words[word + 1] |= value >> (64 - offset);
}

uint64_t readBits(const std::vector<uint64_t>& words, int64_t position, int width) {
  size_t word = static_cast<size_t>(position / 64);
  int offset = static_cast<int>(position % 64);
  uint64_t value = words[word] >> offset;
  if (offset + width > 64) value |= words[word + 1] << (64 - offset);
  return width == 64 ? value : value & ((uint64_t{1} << width) - 1);
}

// Golden annotations: the sign and payload of a NaN are not pinned down
// (results are compared as NaN-or-not, see golden/annotate.h), so once its bits
// are reinterpreted as another type the elements holding them are open.
// (The lane order of splitting / joining bitcasts, part of the
// implementation-defined bits(), is not marked: it is little-endian
// everywhere hloref is compared against.)
void markNaNBits(const OpCall& call, const Tensor& operand, const Tensor& result) {
  const ElementType E = operand.elementType();
  if (!call.annotating() || E == result.elementType() || !(isFloat(E) || isComplex(E))) return;
  const int64_t inCount = operand.numElements(), outCount = result.numElements();
  for (int64_t i = 0; i < inCount; ++i) {
    const bool nan = isFloat(E) ? std::isnan(operand.floatValue(i))
                                : (std::isnan(operand.complexValue(i).real()) || std::isnan(operand.complexValue(i).imag()));
    if (!nan) continue;
    if (outCount >= inCount) {  // each operand element is outCount / inCount result elements
      const int64_t k = outCount / inCount;
      for (int64_t j = 0; j < k; ++j) call.markImplementationDefined(0, i * k + j);
    } else {  // inCount / outCount operand elements make one result element
      call.markImplementationDefined(0, i / (inCount / outCount));
    }
  }
}

std::vector<Value> evalBitcastConvert(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const TensorType& declared = call.resultType(0);
  // E and E' are storage types for quantized tensors (C1).
  ElementType E = operand.elementType();
  ElementType E_ = declared.elementType;
  int numBitsE = bitWidth(E);
  int numBitsE_ = bitWidth(E_);
  const Shape& operandShape = operand.shape();
  int64_t R = operand.rank();

  // The result's shape per C1 (decided by the checker unless the last
  // dimension of the operand is `?`).
  Shape shape = operandShape;
  if (numBitsE_ < numBitsE) {
    shape.push_back(numBitsE / numBitsE_);
  } else if (numBitsE_ > numBitsE) {
    if (operandShape[R - 1] * numBitsE != numBitsE_)
      call.violation("C1", "dim(operand, " + std::to_string(R - 1) + ") = " + std::to_string(operandShape[R - 1]) +
                               ", num_bits(E) = " + std::to_string(numBitsE) + ", num_bits(E') = " +
                               std::to_string(numBitsE_));
    shape.pop_back();
  }
  Tensor result = call.newResult(0, shape);

  // Both tensors hold the same bits: groups of G = max(num_bits(E),
  // num_bits(E')) bits, each one element on the wider side and G / num_bits
  // elements on the narrower side. Chunks of whole groups pass through a
  // bit stream.
  LaneLayout in(E), out(E_);
  int64_t G = std::max(numBitsE, numBitsE_);
  int64_t inLanesPerGroup = G / numBitsE * in.lanes;
  int64_t outLanesPerGroup = G / numBitsE_ * out.lanes;
  int64_t numGroups = numBitsE_ >= numBitsE ? result.numElements() : operand.numElements();
  int64_t groupsPerChunk = std::max<int64_t>(1, elementwise::kChunk * 64 / G);
  bool outSigned = isSignedInteger(E_);
  uint64_t inMask = in.mask();

  std::vector<uint64_t> words;
  std::vector<uint64_t> lanes;
  float_math::withRawStorage(in.laneBytes, const_cast<std::byte*>(operand.bytes()), [&](auto* src) {
    float_math::withRawStorage(out.laneBytes, result.bytes(), [&](auto* dst) {
      using Dst = std::remove_pointer_t<decltype(dst)>;
      for (int64_t g0 = 0; g0 < numGroups; g0 += groupsPerChunk) {
        int64_t n = std::min(groupsPerChunk, numGroups - g0);
        words.assign(static_cast<size_t>((n * G + 63) / 64 + 1), 0);
        // bits(operand elements of these groups), lane after lane.
        int64_t inBegin = g0 * inLanesPerGroup;
        for (int64_t k = 0; k < n * inLanesPerGroup; ++k)
          writeBits(words, k * in.laneBits, static_cast<uint64_t>(src[inBegin + k]) & inMask, in.laneBits);
        // ... read back as the result's lanes.
        int64_t outBegin = g0 * outLanesPerGroup;
        for (int64_t k = 0; k < n * outLanesPerGroup; ++k) {
          uint64_t bits = readBits(words, k * out.laneBits, out.laneBits);
          if (outSigned) bits = wrapInt(bits, E_);  // signed storage is sign-extended
          dst[outBegin + k] = static_cast<Dst>(bits);
        }
      }
    });
  });
  markNaNBits(call, operand, result);
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.bitcast_convert",
           .eval = evalBitcastConvert,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
