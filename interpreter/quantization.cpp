// Quantization computations (spec: Notation > Functions > Quantization
// computations) and the evaluation of ops by dequantize_op_quantize.
#include "interpreter/quantization.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <span>
#include <string>
#include <type_traits>

#include "core/float_format.h"
#include "core/tensor.h"
#include "interpreter/op_registry.h"
#include "spec/notation.h"

namespace hloref {
namespace {

using Int128 = __int128;
using UInt128 = unsigned __int128;

// ---------------------------------------------------------------------------
// Rounding into the expressed type. The spec's formulas compute in
// expressed_type: every step below takes exact operands (values of the
// expressed type, held as doubles), computes the exact result or its double
// rounding, and rounds once to the expressed type. A product of two such
// values is exact in double; for + and / of values of a format with p <= 25
// bits of precision (f32 has 24), the double result rounded again equals the
// correctly rounded result (53 >= 2p + 2); f64 computes in hardware. One
// rounder is chosen per op, none per element.

struct RoundF64 {
  double operator()(double x) const { return x; }
};
struct RoundF32 {
  double operator()(double x) const { return static_cast<double>(static_cast<float>(x)); }
};
struct RoundOther {
  ElementType type;
  double operator()(double x) const { return decodeFloat(type, encodeFloat(type, x)); }
};

template <class Fn>
void withRounder(ElementType type, Fn fn) {
  if (type == ElementType::F64) fn(RoundF64{});
  else if (type == ElementType::F32) fn(RoundF32{});
  else fn(RoundOther{type});
}

double roundTo(ElementType type, double x) {
  double r = 0;
  withRounder(type, [&](auto round) { r = round(x); });
  return r;
}

// convert(v, expressed_type) for an exact integer v (|v| < 2^65): rounded
// once. Above 2^53 the double is rounded to odd first (53 bits, sticky last
// bit), which a second rounding to any format of at most 51 bits of
// precision turns into the correctly rounded value; f64 converts directly.
template <class Round>
double convertInteger(Int128 v, Round round) {
  bool negative = v < 0;
  UInt128 m = negative ? -static_cast<UInt128>(v) : static_cast<UInt128>(v);
  double d;
  if (m < (UInt128{1} << 53)) {
    d = static_cast<double>(static_cast<uint64_t>(m));
  } else if constexpr (std::is_same_v<Round, RoundF64>) {
    d = static_cast<double>(m);  // correctly rounded to nearest even
  } else {
    int width = 128 - (static_cast<uint64_t>(m >> 64) ? __builtin_clzll(static_cast<uint64_t>(m >> 64))
                                                      : 64 + __builtin_clzll(static_cast<uint64_t>(m)));
    int shift = width - 53;
    UInt128 kept = m >> shift;
    if ((m & ((UInt128{1} << shift) - 1)) != 0) kept |= 1;
    d = std::ldexp(static_cast<double>(static_cast<uint64_t>(kept)), shift);
  }
  return round(negative ? -d : d);
}

// ---------------------------------------------------------------------------
// compute_scales / compute_zero_points walk the index space of x in
// row-major order; the parameters of element i are those of slice
// i[quantization_dimension]. The walk keeps that slice index incrementally
// (no division per element); per-tensor quantization has one slice.
struct SliceWalk {
  int64_t inner = 1;   // elements per step of the quantization dimension
  int64_t count = 1;   // dim(x, quantization_dimension)
  int64_t slice = 0;
  int64_t position = 0;

  SliceWalk(const Shape& shape, const QuantParams& q) {
    if (q.quantizationDimension) {
      int64_t d = *q.quantizationDimension;
      count = shape[d];
      for (size_t k = static_cast<size_t>(d) + 1; k < shape.size(); ++k) inner *= shape[k];
      if (inner == 0) inner = 1;
    }
  }
  void seek(int64_t i) {
    if (count <= 0) return;  // no elements
    slice = (i / inner) % count;
    position = i % inner;
  }
  void next() {
    if (++position == inner) {
      position = 0;
      if (++slice == count) slice = 0;
    }
  }
};

// (quantized_tensor_type C13) dim(x, quantization_dimension) = size(scales):
// the checker proves it for a static dimension; a `?` one is the value's.
void requireScalesFit(const Shape& shape, const QuantParams& q) {
  if (!q.quantizationDimension) return;
  const int64_t d = *q.quantizationDimension;
  if (shape[d] != static_cast<int64_t>(q.scales.size()))
    fail({}, "violates quantized_tensor_type C13: dim(self, quantization_dimension) = size(scales) (dim(self, " +
                 std::to_string(d) + ") = " + std::to_string(shape[d]) + ", size(scales) = " +
                 std::to_string(q.scales.size()) + ")");
}

}  // namespace

// spec: Notation > Quantization computations > dequantize:
//   x_storage_sub = x_storage - compute_zero_points(type(x), type(x_storage))
//   x_expressed_sub = convert(x_storage_sub, expressed_type(x))
//   result = x_expressed_sub * compute_scales(type(x), type(x_expressed_sub))
// The subtraction is exact: the Types section defines the value as
// (i - zero_point) * scale, and a difference that overflows the storage type
// (e.g. -128 - 127 in i8) would otherwise be implementation-defined.
Tensor dequantize(const Tensor& x, const TensorType& type) {
  const QuantParams& q = *type.quant;
  requireScalesFit(x.shape(), q);
  TensorType resultType;
  resultType.shape = x.shape();
  resultType.elementType = q.expressedType;
  Tensor result(std::move(resultType));
  // compute_scales as constants of expressed_type; compute_zero_points.
  std::vector<double> scales(q.scales.size());
  for (size_t i = 0; i < scales.size(); ++i) scales[i] = roundTo(q.expressedType, q.scales[i]);
  const bool isSigned = isSignedInteger(q.storageType);
  withRounder(q.expressedType, [&](auto round) {
    constexpr int64_t kChunk = 512;
    std::array<uint64_t, kChunk> x_storage;
    std::array<double, kChunk> values;
    SliceWalk walk(x.shape(), q);
    walk.seek(0);
    for (int64_t begin = 0; begin < x.numElements(); begin += kChunk) {
      size_t n = static_cast<size_t>(std::min(kChunk, x.numElements() - begin));
      loadInts(x, begin, std::span<uint64_t>(x_storage.data(), n));
      for (size_t i = 0; i < n; ++i, walk.next()) {
        Int128 storage = isSigned ? Int128{static_cast<int64_t>(x_storage[i])} : Int128{x_storage[i]};
        Int128 x_storage_sub = storage - q.zeroPoints[walk.slice];
        double x_expressed_sub = convertInteger(x_storage_sub, round);
        values[i] = round(x_expressed_sub * scales[walk.slice]);
      }
      storeFloats(result, begin, std::span<const double>(values.data(), n));
    }
  });
  return result;
}

// spec: Notation > Quantization computations > quantize:
//   converted_zero_points = convert(zero_points, expressed_type(result_type))
//   converted_min, converted_max = convert(storage_min/max, expressed_type)
//   x_scaled = x / compute_scales(result_type, type(x))
//   x_scaled_add_zp = x_scaled + converted_zero_points
//   x_clamped = clamp(converted_min, x_scaled_add_zp, converted_max)
//   x_rounded = round_nearest_even(x_clamped)
//   result = convert(x_rounded, result_type)
// The last convert is float -> storage integer: a value the storage type
// cannot hold (only reachable when converted_max rounds above max_value, e.g.
// 2^31 for i32 storage with f32) saturates and NaN (x NaN) gives 0, as
// convert does (both implementation-defined, spec: convert). The result may
// lie outside [storage_min, storage_max] when converted_min/max round
// outward (spec Types leaves such values open, #1406).
Tensor quantize(const Tensor& x, const TensorType& result_type) {
  const QuantParams& q = *result_type.quant;
  requireScalesFit(x.shape(), q);
  const ElementType expressed_type = q.expressedType;
  TensorType type = result_type;
  type.shape = x.shape();
  type.bounds.clear();
  Tensor result(std::move(type));
  const bool isSigned = isSignedInteger(q.storageType);
  const int bits = bitWidth(q.storageType);
  // The first value above max_value(storage_type), and min_value, exactly.
  const double limit = std::ldexp(1.0, isSigned ? bits - 1 : bits);
  const double lowest = isSigned ? -limit : 0.0;
  const uint64_t minStorage = static_cast<uint64_t>(notation::minValue(q.storageType));
  const uint64_t maxStorage = static_cast<uint64_t>(notation::maxValue(q.storageType));
  withRounder(expressed_type, [&](auto round) {
    std::vector<double> scales(q.scales.size()), converted_zero_points(q.scales.size());
    for (size_t i = 0; i < scales.size(); ++i) {
      scales[i] = round(q.scales[i]);
      converted_zero_points[i] = convertInteger(q.zeroPoints[i], round);
    }
    const double converted_min = convertInteger(q.storageMin, round);
    const double converted_max = convertInteger(q.storageMax, round);
    constexpr int64_t kChunk = 512;
    std::array<double, kChunk> values;
    std::array<uint64_t, kChunk> storage;
    SliceWalk walk(x.shape(), q);
    walk.seek(0);
    const bool needsConvert = x.elementType() != expressed_type;
    for (int64_t begin = 0; begin < x.numElements(); begin += kChunk) {
      size_t n = static_cast<size_t>(std::min(kChunk, x.numElements() - begin));
      loadFloats(x, begin, std::span<double>(values.data(), n));
      for (size_t i = 0; i < n; ++i, walk.next()) {
        double xi = needsConvert ? round(values[i]) : values[i];
        double x_scaled = round(xi / scales[walk.slice]);
        double x_scaled_add_zp = round(x_scaled + converted_zero_points[walk.slice]);
        // clamp = minimum(maximum(x, min), max): NaN propagates.
        double x_clamped = std::isnan(x_scaled_add_zp)
                               ? x_scaled_add_zp
                               : std::min(std::max(x_scaled_add_zp, converted_min), converted_max);
        double x_rounded = std::nearbyint(x_clamped);  // default mode: to nearest, ties to even
        if (std::isnan(x_rounded)) storage[i] = 0;
        else if (x_rounded < lowest) storage[i] = minStorage;
        else if (x_rounded >= limit) storage[i] = maxStorage;
        else if (x_rounded < 0) storage[i] = static_cast<uint64_t>(static_cast<int64_t>(x_rounded));
        else storage[i] = static_cast<uint64_t>(x_rounded);
      }
      storeInts(result, begin, std::span<const uint64_t>(storage.data(), n));
    }
  });
  return result;
}

namespace {

// convert(x, destination) within one family (is_promotable allows no
// other): integers sign-extended as signed, then wrapped to the width;
// floats and complex parts rounded to nearest even (exact when the format
// widens). Chunk by chunk through the family's computation type, no switch
// per element.
Tensor convertWithinFamily(const Tensor& x, ElementType destination) {
  TensorType type = x.type();
  type.elementType = destination;
  Tensor result(std::move(type));
  auto convert = [&](auto zero, auto load, auto store) {
    constexpr int64_t kChunk = 512;
    std::array<decltype(zero), kChunk> values;
    for (int64_t begin = 0; begin < x.numElements(); begin += kChunk) {
      const size_t n = static_cast<size_t>(std::min(kChunk, x.numElements() - begin));
      load(x, begin, std::span(values.data(), n));
      store(result, begin, std::span<const decltype(zero)>(values.data(), n));
    }
  };
  if (isComplex(destination)) convert(std::complex<double>{}, loadComplex, storeComplex);
  else if (isFloat(destination)) convert(double{}, loadFloats, storeFloats);
  else convert(uint64_t{}, loadInts, storeInts);
  return result;
}

}  // namespace

// spec: Notation > to_destination_type, in its order. type(x) =
// destination_type compares element types (quantization included): the
// reductions pass their bodies' rank-0 argument types for whole tensors.
// Between quantized types it is quantize(dequantize(x)): quantize takes
// values of the expressed type.
Tensor toDestinationType(const Tensor& x, const TensorType& destination_type) {
  const TensorType& type = x.type();
  if (notation::sameElementType(type, destination_type)) return x;
  if (notation::isQuantized(destination_type)) {
    if (notation::isQuantized(type)) return quantize(dequantize(x, type), destination_type);
    return quantize(x, destination_type);
  }
  // is_promotable keeps quantized values quantized: this is the expressed type.
  if (notation::isQuantized(type)) return dequantize(x, type);
  return convertWithinFamily(x, destination_type.elementType);
}

// ---------------------------------------------------------------------------
// The evaluation of ops on quantized types (spec: each op's Semantics, "For
// quantized types, performs ..."), chosen by the op's `quantized` fact.

namespace {

bool isQuantizedTensor(const Type& t) { return t.isTensor() && t.tensorType().isQuantized(); }

// The float type a quantized type is expressed in: same shape.
Type expressedTypeOf(const TensorType& t) {
  TensorType r;
  r.shape = t.shape;
  r.bounds = t.bounds;
  r.elementType = t.quant->expressedType;
  return Type::tensor(std::move(r));
}

// spec: Ops > is_finite: "For quantized types, the result is always true."
std::vector<Value> alwaysTrue(const Op& op, const Tensor& x) {
  TensorType type = op.resultTypes[0].tensorType();
  type.shape = x.shape();
  type.bounds.clear();
  Tensor y(std::move(type));
  constexpr int64_t kChunk = 512;
  const std::array<uint64_t, kChunk> ones = [] {
    std::array<uint64_t, kChunk> a;
    a.fill(1);
    return a;
  }();
  for (int64_t begin = 0; begin < y.numElements(); begin += kChunk) {
    size_t n = static_cast<size_t>(std::min(kChunk, y.numElements() - begin));
    storeInts(y, begin, std::span<const uint64_t>(ones.data(), n));
  }
  return {Value(std::move(y))};
}

}  // namespace

bool runsOnExpressedType(const Op& op) {
  switch (op.def->quantized) {
    case Quantized::NotTaken:
    case Quantized::OnStorageValues: return false;
    default: break;
  }
  return std::any_of(op.operandTypes.begin(), op.operandTypes.end(), isQuantizedTensor) ||
         std::any_of(op.resultTypes.begin(), op.resultTypes.end(), isQuantizedTensor);
}

// One procedure is each of the spec's functions:
//   dequantize_op_quantize: float_inputs = map(dequantize, inputs);
//     float_result = op(*float_inputs); quantize(float_result, output_type).
//   dequantize_batch_norm_grad_or_training_quantize: the same, one quantize
//     per result.
//   dequantize_compare: compare(float_lhs, float_rhs, comparison_direction,
//     FLOAT); the i1 result is not quantized.
//   dequantize_select_quantize: pred is not quantized and passes as is.
//   hybrid_dequantize_then_op: only rhs is quantized; the float result is
//     the result.
std::vector<Value> dequantizeOpQuantize(const Op& op, const std::vector<Value>& inputs, const EvaluateOp& evaluate) {
  const Quantized rule = op.def->quantized;
  if (rule == Quantized::AlwaysTrue) return alwaysTrue(op, inputs[0].tensor());
  // The op with its quantized types replaced by their expressed types (same
  // shapes, attributes and regions).
  Op floatOp = op;
  std::vector<Value> float_inputs = inputs;
  for (size_t i = 0; i < op.operandTypes.size(); ++i) {
    if (!isQuantizedTensor(op.operandTypes[i])) continue;
    const TensorType& type = op.operandTypes[i].tensorType();
    float_inputs[i] = Value(dequantize(inputs[i].tensor(), type));
    floatOp.operandTypes[i] = expressedTypeOf(type);
  }
  for (Type& t : floatOp.resultTypes)
    if (isQuantizedTensor(t)) t = expressedTypeOf(t.tensorType());
  if (rule == Quantized::DequantizeCompare)
    for (NamedAttribute& a : floatOp.attributes)
      if (a.first == "compare_type") a.second.text = "FLOAT";
  std::vector<Value> float_results;
  try {
    float_results = evaluate(floatOp, std::move(float_inputs));
  } catch (const Error& e) {
    // The op's own diagnostics speak of the expressed types.
    throw Error(e.location(), std::string(e.what()) + " [evaluating the op on the dequantized operands]", e.status());
  }
  std::vector<Value> results;
  results.reserve(float_results.size());
  for (size_t i = 0; i < float_results.size(); ++i) {
    if (i < op.resultTypes.size() && isQuantizedTensor(op.resultTypes[i]))
      results.emplace_back(quantize(float_results[i].tensor(), op.resultTypes[i].tensorType()));
    else
      results.push_back(std::move(float_results[i]));
  }
  return results;
}

}  // namespace hloref
