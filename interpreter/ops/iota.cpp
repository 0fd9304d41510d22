// spec: Ops > iota
#include <algorithm>
#include <array>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/shape_ops.h"
#include "interpreter/quantization.h"

namespace hloref {

// Also the semantics of dynamic_iota (dynamic_iota.cpp), which passes the
// values of output_shape as `shape`.
Tensor shape_ops::iota(const OpCall& call, int64_t iota_dimension, const Shape& shape) {
  Tensor output = shape_ops::newResultFitting(call, 0, shape);
  const TensorType& type = output.type();
  const ElementType et = type.elementType;
  if (output.numElements() == 0) return output;

  // output[output_index] depends only on output_index[iota_dimension]: build
  // that line of values once, in the output element type, then broadcast it
  // along the other dimensions.
  int64_t n = output.shape()[iota_dimension];
  // A quantized output takes quantize(output_index[iota_dimension],
  // element_type(output)): the line is built in the expressed type, then
  // quantized by the shared quantize (quantization.h).
  TensorType lineType;
  lineType.shape = {n};
  lineType.elementType = type.isQuantized() ? type.quant->expressedType : et;
  Tensor line(lineType);
  constexpr int64_t kChunk = 512;
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    size_t count = static_cast<size_t>(std::min(kChunk, n - begin));
    if (isInteger(lineType.elementType)) {
      // constant(index, element_type(output)): wraps for narrow types.
      std::array<uint64_t, kChunk> v;
      for (size_t i = 0; i < count; ++i) v[i] = static_cast<uint64_t>(begin + static_cast<int64_t>(i));
      storeInts(line, begin, std::span<const uint64_t>(v.data(), count));
    } else if (isFloat(lineType.elementType)) {
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
  if (type.isQuantized()) line = quantize(line, type);
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

HLOREF_OP({.name = "stablehlo.iota",
           .eval = evalIota,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kExact,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
