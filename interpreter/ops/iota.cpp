// spec: Ops > iota
#include <algorithm>
#include <array>
#include <cmath>

#include "interpreter/evaluator.h"
#include "interpreter/float_format.h"
#include "interpreter/ops/index_walk.h"
#include "interpreter/ops/shape_ops.h"

namespace hloref {
namespace {

// `x` rounded to the float type `t` (to nearest even), as a double.
double roundTo(ElementType t, double x) {
  if (t == ElementType::F64) return x;
  if (t == ElementType::F32) return static_cast<double>(static_cast<float>(x));
  return decodeFloat(t, encodeFloat(t, x));
}

// The spec's quantize(x, element_type(output)) for one per-tensor quantized
// element, each step rounded to the expressed type: x / scale + zero_point,
// clamped to [storage_min, storage_max], rounded to nearest even, converted
// to the storage type.
uint64_t quantizeIndex(int64_t index, const QuantParams& q) {
  ElementType expressed = q.expressedType;
  double x = roundTo(expressed, static_cast<double>(index));
  double scale = roundTo(expressed, q.scales.empty() ? 1.0 : q.scales[0]);
  double zeroPoint = roundTo(expressed, static_cast<double>(q.zeroPoints.empty() ? 0 : q.zeroPoints[0]));
  double xScaled = roundTo(expressed, x / scale);
  double xScaledAddZp = roundTo(expressed, xScaled + zeroPoint);
  double convertedMin = roundTo(expressed, static_cast<double>(q.storageMin));
  double convertedMax = roundTo(expressed, static_cast<double>(q.storageMax));
  if (std::isnan(xScaledAddZp)) return 0;  // only with a zero or NaN scale
  double xClamped = std::min(std::max(xScaledAddZp, convertedMin), convertedMax);
  double xRounded = std::nearbyint(xClamped);  // the default rounding mode: nearest even
  if (xRounded < 0) return static_cast<uint64_t>(static_cast<int64_t>(xRounded));
  if (xRounded >= 18446744073709551616.0) return ~uint64_t{0};
  return static_cast<uint64_t>(xRounded);
}

}  // namespace

// Also the semantics of dynamic_iota (dynamic_iota.cpp), which passes the
// values of output_shape as `shape`.
Tensor shape_ops::iota(const OpCall& call, int64_t iota_dimension, const Shape& shape) {
  Tensor output = shape_ops::newResultFitting(call, 0, shape);
  const TensorType& type = output.type();
  // (C1) 0 <= iota_dimension < rank(output).
  if (iota_dimension < 0 || iota_dimension >= output.rank())
    call.fail("has iota_dimension = " + std::to_string(iota_dimension) + " outside [0, " +
              std::to_string(output.rank()) + ") for output type " + tensorTypeString(type));
  ElementType et = type.elementType;
  if (type.isQuantized()) {
    if (type.quant->quantizationDimension)
      call.fail("produces a per-axis quantized tensor " + tensorTypeString(type) +
                "; iota's output is a tensor or a per-tensor quantized tensor");
  } else if (!(isInteger(et) || isFloat(et) || isComplex(et))) {
    call.fail("produces " + tensorTypeString(type) +
              "; iota's output is a tensor of integer, floating-point or complex type");
  }
  if (output.numElements() == 0) return output;

  // output[output_index] depends only on output_index[iota_dimension]: build
  // that line of values once, in the output element type, then broadcast it
  // along the other dimensions.
  int64_t n = output.shape()[iota_dimension];
  TensorType lineType;
  lineType.shape = {n};
  lineType.elementType = et;
  Tensor line(lineType);
  constexpr int64_t kChunk = 512;
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    size_t count = static_cast<size_t>(std::min(kChunk, n - begin));
    if (type.isQuantized()) {
      std::array<uint64_t, kChunk> v;
      for (size_t i = 0; i < count; ++i) v[i] = quantizeIndex(begin + static_cast<int64_t>(i), *type.quant);
      storeInts(line, begin, std::span<const uint64_t>(v.data(), count));
    } else if (isInteger(et)) {
      // constant(index, element_type(output)): wraps for narrow types.
      std::array<uint64_t, kChunk> v;
      for (size_t i = 0; i < count; ++i) v[i] = static_cast<uint64_t>(begin + static_cast<int64_t>(i));
      storeInts(line, begin, std::span<const uint64_t>(v.data(), count));
    } else if (isFloat(et)) {
      // Rounds to nearest even where the index is not representable.
      std::array<double, kChunk> v;
      for (size_t i = 0; i < count; ++i) v[i] = static_cast<double>(begin + static_cast<int64_t>(i));
      storeFloats(line, begin, std::span<const double>(v.data(), count));
    } else {
      // Complex: the index is the real part, the imaginary part is zero.
      std::array<std::complex<double>, kChunk> v;
      for (size_t i = 0; i < count; ++i) v[i] = {static_cast<double>(begin + static_cast<int64_t>(i)), 0.0};
      storeComplex(line, begin, std::span<const std::complex<double>>(v.data(), count));
    }
  }
  std::vector<int64_t> lineStrides(static_cast<size_t>(output.rank()), 0);
  lineStrides[iota_dimension] = 1;
  index_walk::copyStrided(output.bytes(), line.bytes(), storageBytes(et), output.shape(), 0,
                          stridesOf(output.shape()), 0, lineStrides);
  return output;
}

namespace {

std::vector<Value> evalIota(OpCall& call) {
  int64_t iota_dimension = call.intAttr("iota_dimension");
  const TensorType& declared = call.resultType(0);
  if (!declared.isStatic()) call.fail("result #0 has a dynamic type here");
  return {Value(shape_ops::iota(call, iota_dimension, declared.shape))};
}

}  // namespace

HLOREF_OP("stablehlo.iota", evalIota);

}  // namespace hloref
