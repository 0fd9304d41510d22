// Quantized tensors (spec: Types > quantized element types, quantized tensor
// types; Notation > Functions > Quantization computations) and the rule each
// op follows on them (the table in opTable below).
#include "interpreter/quantization.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <unordered_map>

#include "interpreter/evaluator.h"
#include "core/float_format.h"

namespace hloref {
namespace {

using Int128 = __int128;
using UInt128 = unsigned __int128;

std::string typeName(ElementType e) { return std::string(elementTypeName(e)); }

bool is_per_axis_quantized(const TensorType& t) { return t.quant && t.quant->quantizationDimension.has_value(); }
bool is_per_tensor_quantized(const TensorType& t) { return t.quant && !t.quant->quantizationDimension.has_value(); }

// min_value / max_value of an integer type.
Int128 min_value(ElementType t) {
  int bits = bitWidth(t);
  if (isUnsignedInteger(t)) return 0;
  return -(Int128{1} << (bits - 1));
}
Int128 max_value(ElementType t) {
  int bits = bitWidth(t);
  if (isUnsignedInteger(t)) return (Int128{1} << bits) - 1;
  return (Int128{1} << (bits - 1)) - 1;
}

std::string int128String(Int128 v) {
  if (v == 0) return "0";
  bool negative = v < 0;
  UInt128 m = negative ? -static_cast<UInt128>(v) : static_cast<UInt128>(v);
  std::string s;
  while (m) {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(m % 10)));
    m /= 10;
  }
  return negative ? "-" + s : s;
}

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

void requireQuantizedType(const TensorType& type, const Shape& shape, const char* what) {
  if (!type.isQuantized()) fail({}, std::string(what) + " type " + tensorTypeString(type) + " is not quantized");
  TensorType withShape = type;
  withShape.shape = shape;
  std::string violation = quantizedTypeViolation(withShape);
  if (!violation.empty())
    fail({}, "has " + std::string(what) + " type " + tensorTypeString(withShape) + ": " + violation);
}

}  // namespace

// spec: Types > quantized element types (C1-C11), quantized tensor types
// (C12-C13).
std::string quantizedTypeViolation(const TensorType& type) {
  const QuantParams& q = *type.quant;
  const ElementType storage_type = q.storageType;
  if (!isInteger(storage_type)) return "storage_type " + typeName(storage_type) + " is not an integer type";
  // (C1)-(C3) min_value(storage_type) <= storage_min < storage_max <= max_value(storage_type).
  if (!(min_value(storage_type) <= q.storageMin && q.storageMin < q.storageMax &&
        static_cast<Int128>(q.storageMax) <= max_value(storage_type)))
    return "storage_min = " + std::to_string(q.storageMin) + " and storage_max = " + std::to_string(q.storageMax) +
           " must satisfy " + int128String(min_value(storage_type)) + " <= storage_min < storage_max <= " +
           int128String(max_value(storage_type)) + " (C1-C3)";
  // (C4) type(scales...) = expressed_type, a floating-point type.
  if (!isFloat(q.expressedType)) return "expressed_type " + typeName(q.expressedType) + " is not a float type (C4)";
  // (C9) size(scales) = size(zero_points); (C10) one scale when per-tensor.
  if (q.scales.size() != q.zeroPoints.size() || q.scales.empty())
    return "has " + std::to_string(q.scales.size()) + " scales and " + std::to_string(q.zeroPoints.size()) +
           " zero points (C9)";
  if (!q.quantizationDimension && q.scales.size() != 1)
    return "has " + std::to_string(q.scales.size()) + " scales without a quantization_dimension (C10)";
  for (size_t i = 0; i < q.scales.size(); ++i) {
    // (C4)-(C6) the scale as a constant of expressed_type is finite and positive.
    double scale = roundTo(q.expressedType, q.scales[i]);
    if (!(scale > 0) || !std::isfinite(scale))
      return "scale " + std::to_string(q.scales[i]) + " is, as " + typeName(q.expressedType) + ", " +
             std::to_string(scale) + "; scales must be finite and positive (C5, C6)";
    // (C7) storage_min <= zero_points <= storage_max.
    if (q.zeroPoints[i] < q.storageMin || q.zeroPoints[i] > q.storageMax)
      return "zero point " + std::to_string(q.zeroPoints[i]) + " lies outside [storage_min, storage_max] = [" +
             std::to_string(q.storageMin) + ", " + std::to_string(q.storageMax) + "] (C7)";
  }
  if (q.quantizationDimension) {
    int64_t d = *q.quantizationDimension;
    // (C11) 0 <= quantization_dimension; (C12) quantization_dimension < rank(self).
    if (d < 0 || d >= type.rank())
      return "quantization_dimension " + std::to_string(d) + " is not a dimension of a rank-" +
             std::to_string(type.rank()) + " tensor (C11, C12)";
    // (C13) dim(self, quantization_dimension) = size(scales).
    if (type.shape[d] != kDynamic && type.shape[d] != static_cast<int64_t>(q.scales.size()))
      return "dimension " + std::to_string(d) + " has size " + std::to_string(type.shape[d]) + " but there are " +
             std::to_string(q.scales.size()) + " scales (C13)";
  }
  return "";
}

// spec: Notation > Quantization computations > dequantize:
//   x_storage_sub = x_storage - compute_zero_points(type(x), type(x_storage))
//   x_expressed_sub = convert(x_storage_sub, expressed_type(x))
//   result = x_expressed_sub * compute_scales(type(x), type(x_expressed_sub))
// The subtraction is exact: the Types section defines the value as
// (i - zero_point) * scale, and a difference that overflows the storage type
// (e.g. -128 - 127 in i8) would otherwise be implementation-defined.
Tensor dequantize(const Tensor& x, const TensorType& type) {
  requireQuantizedType(type, x.shape(), "operand");
  const QuantParams& q = *type.quant;
  if (x.elementType() != q.storageType)
    fail({}, "holds storage values of type " + typeName(x.elementType()) + " for quantized type " +
                 tensorTypeString(type));
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
  requireQuantizedType(result_type, x.shape(), "result");
  if (!isFloat(x.elementType()))
    fail({}, "quantizes a value of type " + tensorTypeString(x.type()) + "; it must be of a float type");
  const QuantParams& q = *result_type.quant;
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
  const uint64_t minStorage = static_cast<uint64_t>(min_value(q.storageType));
  const uint64_t maxStorage = static_cast<uint64_t>(max_value(q.storageType));
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

Tensor toDestinationType(const Tensor& x, const TensorType& destination_type) {
  const TensorType& type = x.type();
  if (type.elementType == destination_type.elementType && type.isQuantized() == destination_type.isQuantized() &&
      (!type.isQuantized() || *type.quant == *destination_type.quant))
    return x;
  if (destination_type.isQuantized()) {
    if (type.isQuantized()) return quantize(dequantize(x, type), destination_type);
    return quantize(x, destination_type);
  }
  if (type.isQuantized()) {
    if (destination_type.elementType != type.quant->expressedType)
      fail({}, "converts a value of type " + tensorTypeString(type) + " to " + tensorTypeString(destination_type) +
                   "; a quantized value converts only to its expressed type");
    return dequantize(x, type);
  }
  fail({}, "internal: to_destination_type without a quantized type");
}

// ---------------------------------------------------------------------------
// The constraints on quantization parameters each op states (the rule each
// op follows is its registration's `quantized` fact).

namespace {

// Which values may be per-axis quantized (the Inputs/Outputs tables say
// "per-tensor quantized tensor" or "quantized tensor").
enum class PerAxis { None, Any, RhsAndResult };

// A value a constraint speaks of.
struct Ref {
  enum Kind : uint8_t { Operand, Result, OperandsFrom } kind;
  int index;
};
constexpr Ref operand(int i) { return {Ref::Operand, i}; }
constexpr Ref result(int i) { return {Ref::Result, i}; }
constexpr Ref operands() { return {Ref::OperandsFrom, 0}; }

enum class Same {
  BaselineType,         // baseline_type(a) = baseline_type(b) = ...
  BaselineElementType,  // baseline_element_type(a) = ...
  ElementType,          // element_type(a) = ...: quantization parameters included
  ElementTypeOperandsResults,  // element_type(operands[i]) = element_type(results[i]) for all i
};

struct SameConstraint {
  const char* label;
  Same same;
  std::vector<Ref> refs;
};

// The declared types of a call's tensor operands and results, quantization
// included, with the shapes of the operand values.
struct CallTypes {
  std::vector<std::optional<TensorType>> operands, results;
};

using ExtraCheck = void (*)(const OpCall& call, const CallTypes& types);

struct Entry {
  std::string_view name;  // after "stablehlo."
  PerAxis perAxis;
  std::vector<SameConstraint> same;
  ExtraCheck extra = nullptr;
};

std::string refName(bool isResult, size_t i) {
  return (isResult ? "result #" : "operand #") + std::to_string(i);
}

bool sameShape(const Shape& a, const Shape& b) {
  if (a.size() != b.size()) return false;
  for (size_t d = 0; d < a.size(); ++d)
    if (a[d] != kDynamic && b[d] != kDynamic && a[d] != b[d]) return false;
  return true;
}

// spec: Notation > baseline_element_type: the element type with scales reset
// to 1 and zero points to 0 (one each per slice of the quantization
// dimension).
bool sameBaselineElementType(const TensorType& a, const TensorType& b) {
  if (a.isQuantized() != b.isQuantized()) return false;
  if (!a.isQuantized()) return a.elementType == b.elementType;
  const QuantParams& x = *a.quant;
  const QuantParams& y = *b.quant;
  return x.storageType == y.storageType && x.storageMin == y.storageMin && x.storageMax == y.storageMax &&
         x.expressedType == y.expressedType && x.quantizationDimension == y.quantizationDimension &&
         (!x.quantizationDimension || x.scales.size() == y.scales.size());
}

bool sameElementType(const TensorType& a, const TensorType& b) {
  if (a.isQuantized() != b.isQuantized() || a.elementType != b.elementType) return false;
  return !a.isQuantized() || *a.quant == *b.quant;
}

bool satisfies(Same same, const TensorType& a, const TensorType& b) {
  switch (same) {
    case Same::BaselineType: return sameShape(a.shape, b.shape) && sameBaselineElementType(a, b);
    case Same::BaselineElementType: return sameBaselineElementType(a, b);
    case Same::ElementType:
    case Same::ElementTypeOperandsResults: return sameElementType(a, b);
  }
  return false;
}

const char* sameText(Same same) {
  switch (same) {
    case Same::BaselineType: return "the same baseline_type";
    case Same::BaselineElementType: return "the same baseline_element_type";
    default: return "the same element type";
  }
}

[[noreturn]] void failConstraint(const OpCall& call, const char* label, const std::string& what) {
  call.fail(what + " (" + label + ")");
}

void checkSame(const OpCall& call, const SameConstraint& c, const CallTypes& types) {
  if (c.same == Same::ElementTypeOperandsResults) {
    for (size_t i = 0; i < types.operands.size() && i < types.results.size(); ++i) {
      const auto& a = types.operands[i];
      const auto& b = types.results[i];
      if (a && b && !sameElementType(*a, *b))
        failConstraint(call, c.label,
                       "has " + refName(false, i) + " of type " + tensorTypeString(*a) + " and " + refName(true, i) +
                           " of type " + tensorTypeString(*b) + "; they must have the same element type");
    }
    return;
  }
  const TensorType* first = nullptr;
  std::string firstName;
  auto visit = [&](const std::optional<TensorType>& t, bool isResult, size_t i) {
    if (!t) return;
    if (!first) {
      first = &*t;
      firstName = refName(isResult, i);
      return;
    }
    if (!satisfies(c.same, *first, *t))
      failConstraint(call, c.label,
                     "has " + firstName + " of type " + tensorTypeString(*first) + " and " + refName(isResult, i) +
                         " of type " + tensorTypeString(*t) + "; they must have " + sameText(c.same));
  };
  for (const Ref& r : c.refs) {
    if (r.kind == Ref::Operand && static_cast<size_t>(r.index) < types.operands.size())
      visit(types.operands[r.index], false, r.index);
    else if (r.kind == Ref::Result && static_cast<size_t>(r.index) < types.results.size())
      visit(types.results[r.index], true, r.index);
    else if (r.kind == Ref::OperandsFrom)
      for (size_t i = static_cast<size_t>(r.index); i < types.operands.size(); ++i) visit(types.operands[i], false, i);
  }
}

const QuantParams& q(const TensorType& t) { return *t.quant; }
bool isQuantized(const std::optional<TensorType>& t) { return t && t->isQuantized(); }
std::string str(const std::optional<TensorType>& t) { return t ? tensorTypeString(*t) : "(missing or not a tensor)"; }

// spec: Ops > add (C2)-(C7).
void checkAdd(const OpCall& call, const CallTypes& types) {
  const auto& lhs = types.operands.size() > 0 ? types.operands[0] : std::nullopt;
  const auto& rhs = types.operands.size() > 1 ? types.operands[1] : std::nullopt;
  const auto& res = types.results.size() > 0 ? types.results[0] : std::nullopt;
  // (C2) is_quantized(lhs) and is_quantized(rhs) and is_quantized(result).
  if (!isQuantized(lhs) || !isQuantized(rhs) || !isQuantized(res))
    failConstraint(call, "C2",
                   "mixes quantized and non-quantized types: lhs " + str(lhs) + ", rhs " + str(rhs) + ", result " +
                       str(res) + "; all three must be quantized");
  // (C3) storage_type(lhs) = storage_type(rhs) = storage_type(result).
  if (q(*lhs).storageType != q(*rhs).storageType || q(*lhs).storageType != q(*res).storageType)
    failConstraint(call, "C3",
                   "has storage types " + typeName(q(*lhs).storageType) + ", " + typeName(q(*rhs).storageType) +
                       " and " + typeName(q(*res).storageType) + " for lhs, rhs and result; they must be the same");
  // (C4) expressed_type(lhs) = expressed_type(rhs) = expressed_type(result).
  if (q(*lhs).expressedType != q(*rhs).expressedType || q(*lhs).expressedType != q(*res).expressedType)
    failConstraint(call, "C4",
                   "has expressed types " + typeName(q(*lhs).expressedType) + ", " +
                       typeName(q(*rhs).expressedType) + " and " + typeName(q(*res).expressedType) +
                       " for lhs, rhs and result; they must be the same");
  // (C5) (is_per_axis_quantized(lhs) or is_per_axis_quantized(rhs)) = is_per_axis_quantized(result).
  if ((is_per_axis_quantized(*lhs) || is_per_axis_quantized(*rhs)) != is_per_axis_quantized(*res))
    failConstraint(call, "C5",
                   "has lhs " + str(lhs) + ", rhs " + str(rhs) + " and result " + str(res) +
                       "; the result is per-axis quantized exactly when lhs or rhs is");
  // (C6), (C7) a per-axis operand has the quantization_dimension of the result.
  const char* labels[] = {"C6", "C7"};
  const char* names[] = {"lhs", "rhs"};
  for (int i = 0; i < 2; ++i) {
    const TensorType& t = *types.operands[i];
    if (is_per_axis_quantized(t) && q(t).quantizationDimension != q(*res).quantizationDimension)
      failConstraint(call, labels[i],
                     "has " + std::string(names[i]) + " " + tensorTypeString(t) + " and result " + str(res) +
                         "; their quantization dimensions must be the same");
  }
}

// The shared quantization constraints of dot_general (C14-C20) and
// convolution (C28-C34). `labels` name the constraints in the order checked
// below; `perAxisChecks` checks the op's own ones (C15-C16; C29-C30).
template <class PerAxisChecks>
void checkDotOrConvolution(const OpCall& call, const CallTypes& types, const char* const labels[5],
                           PerAxisChecks perAxisChecks) {
  const auto& lhs = types.operands.size() > 0 ? types.operands[0] : std::nullopt;
  const auto& rhs = types.operands.size() > 1 ? types.operands[1] : std::nullopt;
  const auto& res = types.results.size() > 0 ? types.results[0] : std::nullopt;
  if (!lhs || !rhs || !res) return;
  // is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  if (lhs->isQuantized() != res->isQuantized() || !rhs->isQuantized())
    failConstraint(call, labels[0],
                   "has lhs " + str(lhs) + ", rhs " + str(rhs) + " and result " + str(res) +
                       "; with quantized tensors, rhs is quantized and lhs is exactly when the result is");
  perAxisChecks(*rhs, *res);
  if (lhs->isQuantized()) {
    // storage_type(lhs) = storage_type(rhs).
    if (q(*lhs).storageType != q(*rhs).storageType)
      failConstraint(call, labels[1],
                     "has lhs " + str(lhs) + " and rhs " + str(rhs) + "; their storage types must be the same");
    // expressed_type(lhs) = expressed_type(rhs) = expressed_type(result).
    if (q(*lhs).expressedType != q(*rhs).expressedType || q(*lhs).expressedType != q(*res).expressedType)
      failConstraint(call, labels[2],
                     "has lhs " + str(lhs) + ", rhs " + str(rhs) + " and result " + str(res) +
                         "; their expressed types must be the same");
    // If is_per_tensor_quantized(rhs), then is_per_tensor_quantized(result).
    if (is_per_tensor_quantized(*rhs) && !is_per_tensor_quantized(*res))
      failConstraint(call, labels[3],
                     "has per-tensor quantized rhs " + str(rhs) + " but result " + str(res) +
                         "; the result must be per-tensor quantized too");
  } else {
    // element_type(lhs) = expressed_type(rhs) = element_type(result).
    if (lhs->elementType != q(*rhs).expressedType || res->elementType != lhs->elementType)
      failConstraint(call, labels[4],
                     "has float lhs " + str(lhs) + ", quantized rhs " + str(rhs) + " and result " + str(res) +
                         "; lhs, the expressed type of rhs and the result must have one element type");
  }
}

// The integer list `name` of the struct attribute `structName`, or of the
// attribute `name` itself when structName is empty; nullopt when absent.
std::optional<std::vector<int64_t>> intList(const OpCall& call, const char* structName, const char* name) {
  const Attribute* a = structName[0] ? call.optionalAttr(structName) : call.optionalAttr(name);
  if (a && structName[0]) a = a->field(name);
  if (!a) return std::nullopt;
  return asIntList(*a);
}
std::optional<int64_t> intField(const OpCall& call, const char* structName, const char* name) {
  const Attribute* a = call.optionalAttr(structName);
  if (a) a = a->field(name);
  if (!a) return std::nullopt;
  return asInt(*a);
}

// spec: Ops > dot_general (C14)-(C20); dot runs as dot_general with
// rhs_contracting_dimensions = [0].
void checkDotGeneral(const OpCall& call, const CallTypes& types) {
  static const char* const labels[] = {"C14", "C17", "C18", "C19", "C20"};
  checkDotOrConvolution(call, types, labels, [&](const TensorType& rhs, const TensorType&) {
    // (C15) zero_points(rhs) = 0.
    for (int64_t z : q(rhs).zeroPoints)
      if (z != 0)
        failConstraint(call, "C15", "has rhs " + tensorTypeString(rhs) + " with a zero point " + std::to_string(z) +
                                        "; the zero points of rhs must be 0");
    // (C16) If is_per_axis_quantized(rhs), then quantization_dimension(rhs)
    // not in rhs_contracting_dimensions.
    if (!is_per_axis_quantized(rhs)) return;
    std::vector<int64_t> rhs_contracting_dimensions =
        call.op.name == "stablehlo.dot"
            ? std::vector<int64_t>{0}
            : intList(call, "dot_dimension_numbers", "rhs_contracting_dimensions").value_or(std::vector<int64_t>{});
    for (int64_t d : rhs_contracting_dimensions)
      if (d == *q(rhs).quantizationDimension)
        failConstraint(call, "C16", "has per-axis quantized rhs " + tensorTypeString(rhs) +
                                        " whose quantization dimension " + std::to_string(d) +
                                        " is a contracting dimension");
  });
}

// spec: Ops > convolution (C28)-(C34); dynamic_conv is the same op with a
// dynamic padding (spec: Ops > dynamic_conv).
void checkConvolution(const OpCall& call, const CallTypes& types) {
  static const char* const labels[] = {"C28", "C31", "C32", "C33", "C34"};
  checkDotOrConvolution(call, types, labels, [&](const TensorType& rhs, const TensorType& res) {
    // (C29) If is_per_axis_quantized(rhs), then quantization_dimension(rhs) =
    // kernel_output_feature_dimension.
    auto kernel_output_feature_dimension = intField(call, "dimension_numbers", "kernel_output_feature_dimension");
    if (is_per_axis_quantized(rhs) && kernel_output_feature_dimension &&
        *q(rhs).quantizationDimension != *kernel_output_feature_dimension)
      failConstraint(call, "C29", "has per-axis quantized rhs " + tensorTypeString(rhs) +
                                      "; its quantization dimension must be kernel_output_feature_dimension = " +
                                      std::to_string(*kernel_output_feature_dimension));
    // (C30) If is_per_axis_quantized(result), then quantization_dimension(result)
    // = output_feature_dimension.
    auto output_feature_dimension = intField(call, "dimension_numbers", "output_feature_dimension");
    if (is_per_axis_quantized(res) && output_feature_dimension &&
        *q(res).quantizationDimension != *output_feature_dimension)
      failConstraint(call, "C30", "has per-axis quantized result " + tensorTypeString(res) +
                                      "; its quantization dimension must be output_feature_dimension = " +
                                      std::to_string(*output_feature_dimension));
  });
}

// element_type(operand) = element_type(result), except that the fields
// `mayDiffer` lists may differ when the operand is per-axis quantized (the
// C1 of reshape, transpose, broadcast_in_dim and their dynamic forms).
void checkElementTypeExcept(const OpCall& call, const CallTypes& types, bool scalesMayDiffer, const char* fields) {
  const auto& a = types.operands.empty() ? std::nullopt : types.operands[0];
  const auto& b = types.results.empty() ? std::nullopt : types.results[0];
  if (!a || !b) return;
  bool ok;
  if (!is_per_axis_quantized(*a) || !b->isQuantized()) {
    ok = sameElementType(*a, *b);
  } else {
    QuantParams x = q(*a), y = q(*b);
    ok = y.quantizationDimension.has_value();
    x.quantizationDimension = y.quantizationDimension;
    if (scalesMayDiffer) {
      x.scales = y.scales;
      x.zeroPoints = y.zeroPoints;
    }
    ok = ok && a->elementType == b->elementType && x == y;
  }
  if (!ok)
    failConstraint(call, "C1",
                   "has operand " + str(a) + " and result " + str(b) + "; element_type(result) must be " +
                       "element_type(operand)" +
                       (is_per_axis_quantized(*a) ? std::string(" except for ") + fields : ""));
}

// product of dims(x, [from, to)).
int64_t productOf(const Shape& shape, int64_t from, int64_t to) {
  int64_t p = 1;
  for (int64_t d = from; d < to; ++d) p *= shape[d];
  return p;
}

// spec: Ops > reshape (C1), (C3); dynamic_reshape (C1), (C3).
void checkReshape(const OpCall& call, const CallTypes& types) {
  checkElementTypeExcept(call, types, false, "quantization_dimension");
  if (types.operands.empty() || types.results.empty() || !types.operands[0] || !types.results[0]) return;
  const auto& a = types.operands[0];
  const auto& b = types.results[0];
  if (!is_per_axis_quantized(*a) || !is_per_axis_quantized(*b) || !b->isStatic()) return;
  int64_t da = *q(*a).quantizationDimension, db = *q(*b).quantizationDimension;
  if (productOf(a->shape, 0, da) != productOf(b->shape, 0, db) || a->shape[da] != b->shape[db] ||
      productOf(a->shape, da + 1, a->rank()) != productOf(b->shape, db + 1, b->rank()))
    failConstraint(call, "C3",
                   "reshapes per-axis quantized " + str(a) + " to " + str(b) +
                       "; the dimensions before, at and after the quantization dimension must keep their sizes");
}

// spec: Ops > transpose (C1), (C4).
void checkTranspose(const OpCall& call, const CallTypes& types) {
  checkElementTypeExcept(call, types, false, "quantization_dimension");
  if (types.operands.empty() || types.results.empty() || !types.operands[0] || !types.results[0]) return;
  const auto& a = types.operands[0];
  const auto& b = types.results[0];
  auto permutation = intList(call, "", "permutation");
  // (C4) If is_per_axis_quantized(result), then quantization_dimension(operand)
  // = permutation(quantization_dimension(result)).
  if (!is_per_axis_quantized(*b) || !is_per_axis_quantized(*a) || !permutation) return;
  int64_t db = *q(*b).quantizationDimension;
  if (db >= static_cast<int64_t>(permutation->size()) || (*permutation)[db] != *q(*a).quantizationDimension)
    failConstraint(call, "C4",
                   "transposes per-axis quantized " + str(a) + " to " + str(b) +
                       "; quantization_dimension(operand) must be permutation[quantization_dimension(result)]");
}

// spec: Ops > broadcast_in_dim (C1), (C6); dynamic_broadcast_in_dim (C1), (C6).
void checkBroadcastInDim(const OpCall& call, const CallTypes& types) {
  checkElementTypeExcept(call, types, true, "quantization_dimension, scales and zero_points");
  if (types.operands.empty() || types.results.empty() || !types.operands[0] || !types.results[0]) return;
  const auto& a = types.operands[0];
  const auto& b = types.results[0];
  auto broadcast_dimensions = intList(call, "", "broadcast_dimensions");
  if (!is_per_axis_quantized(*b) || !is_per_axis_quantized(*a) || !broadcast_dimensions) return;
  // (C6) quantization_dimension(result) = broadcast_dimensions[quantization_dimension(operand)].
  int64_t da = *q(*a).quantizationDimension, db = *q(*b).quantizationDimension;
  if (da >= static_cast<int64_t>(broadcast_dimensions->size()) || (*broadcast_dimensions)[da] != db)
    failConstraint(call, "C6",
                   "broadcasts per-axis quantized " + str(a) + " to " + str(b) +
                       "; quantization_dimension(result) must be "
                       "broadcast_dimensions[quantization_dimension(operand)]");
  // If dim(operand, quantization_dimension(operand)) = 1, every slice of the
  // result has the operand's one scale and zero point.
  if (a->shape[da] == 1)
    for (size_t i = 0; i < q(*b).scales.size(); ++i)
      if (q(*b).scales[i] != q(*a).scales[0] || q(*b).zeroPoints[i] != q(*a).zeroPoints[0])
        failConstraint(call, "C6",
                       "broadcasts per-axis quantized " + str(a) + " to " + str(b) +
                           "; the result's scales and zero points must all be the operand's one pair");
}

// element_type(x[i]) = element_type(y[i]) for operands x = [xFrom, xFrom+N),
// y = [yFrom, yFrom+N), N = `count(operands)`.
void checkPairs(const OpCall& call, const CallTypes& types, size_t xFrom, size_t yFrom, size_t n, const char* label,
                const char* xName, const char* yName) {
  for (size_t i = 0; i < n; ++i) {
    if (xFrom + i >= types.operands.size() || yFrom + i >= types.operands.size()) return;
    const auto& x = types.operands[xFrom + i];
    const auto& y = types.operands[yFrom + i];
    if (x && y && !sameElementType(*x, *y))
      failConstraint(call, label,
                     "has " + std::string(xName) + "[" + std::to_string(i) + "] of type " + str(x) + " and " +
                         yName + "[" + std::to_string(i) + "] of type " + str(y) +
                         "; their element types must be the same");
  }
}

// spec: Ops > reduce (C2) element_type(inputs...) = element_type(init_values...);
// reduce_window (C3) the same.
void checkReduce(const OpCall& call, const CallTypes& types) {
  size_t n = types.operands.size() / 2;
  checkPairs(call, types, 0, n, n, call.op.name == "stablehlo.reduce" ? "C2" : "C3", "inputs", "init_values");
}

// spec: Ops > scatter (C6) element_type(updates...) = element_type(inputs...).
void checkScatter(const OpCall& call, const CallTypes& types) {
  size_t n = (types.operands.size() - 1) / 2;
  checkPairs(call, types, n + 1, 0, n, "C6", "updates", "inputs");
}

// The table: every op the spec allows on quantized tensors, with the rule its
// Semantics section gives and the constraints it states on quantization.
// Each entry is named after its spec section (spec: Ops > <name>); the
// constraint labels (C1, ...) are that section's. Ops missing from the table
// run their own implementations, which refuse quantized tensors as
// `unsupported` where they do not handle them.
const std::unordered_map<std::string_view, Entry>& opTable() {
  using P = PerAxis;
  using S = Same;
  static const std::unordered_map<std::string_view, Entry> table = [] {
    std::vector<Entry> entries = {
        // -- dequantize_op_quantize, elementwise (spec: Ops > <name>, Semantics:
        //    "For quantized types: dequantize_op_quantize(<name>, ...)").
        {"abs", P::None, {{"C1, C2", S::BaselineType, {operand(0), result(0)}}}},
        {"cbrt", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"ceil", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"cosine", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"exponential", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"exponential_minus_one", P::None,
         {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"floor", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"log", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"log_plus_one", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"logistic", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"negate", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"round_nearest_afz", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"round_nearest_even", P::None,
         {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"rsqrt", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"sign", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"sine", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"sqrt", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"tan", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"tanh", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"reduce_precision", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"add", P::Any, {}, checkAdd},
        {"atan2", P::None,
         {{"C1", S::BaselineType, {operand(0), operand(1), result(0)}}}},
        {"divide", P::None,
         {{"C1", S::BaselineType, {operand(0), operand(1), result(0)}}}},
        {"maximum", P::None,
         {{"C1", S::BaselineType, {operand(0), operand(1), result(0)}}}},
        {"minimum", P::None,
         {{"C1", S::BaselineType, {operand(0), operand(1), result(0)}}}},
        {"multiply", P::None,
         {{"C1", S::BaselineType, {operand(0), operand(1), result(0)}}}},
        {"power", P::None,
         {{"C1", S::BaselineType, {operand(0), operand(1), result(0)}}}},
        {"remainder", P::None,
         {{"C1", S::BaselineType, {operand(0), operand(1), result(0)}}}},
        {"subtract", P::None,
         {{"C1", S::BaselineType, {operand(0), operand(1), result(0)}}}},
        {"clamp", P::None,
         {{"C3", S::BaselineElementType, {operand(0), operand(1), operand(2)}},
          {"C4", S::BaselineType, {operand(1), result(0)}}}},
        // -- dequantize_op_quantize, other ops (spec: Ops > <name>).
        {"batch_norm_inference", P::None,
         {{"C2", S::BaselineElementType, {operands(), result(0)}}, {"C7", S::BaselineType, {operand(0), result(0)}}}},
        {"cholesky", P::None, {{"C1", S::BaselineType, {operand(0), result(0)}}}},
        {"triangular_solve", P::None,
         {{"C1", S::BaselineElementType, {operand(0), operand(1)}}, {"C4", S::BaselineType, {operand(1), result(0)}}}},
        // -- dequantize_batch_norm_grad_or_training_quantize (spec: Ops >
        //    batch_norm_grad, batch_norm_training).
        {"batch_norm_grad", P::None,
         {{"C2", S::BaselineElementType, {operands(), result(0), result(1), result(2)}}}},
        {"batch_norm_training", P::None,
         {{"C2", S::BaselineElementType, {operands(), result(0), result(1), result(2)}},
          {"C7", S::BaselineType, {operand(0), result(0)}}}},
        // -- dequantize_compare (spec: Ops > compare).
        {"compare", P::None, {{"C1", S::BaselineElementType, {operand(0), operand(1)}}}},
        // -- dequantize_select_quantize (spec: Ops > select).
        {"select", P::None,
         {{"C2", S::BaselineType, {operand(1), operand(2), result(0)}}}},
        // -- dequantize_op_quantize or hybrid_dequantize_then_op (spec: Ops >
        //    dot_general, convolution, dynamic_conv; dot is XLA's Dot, run as
        //    dot_general).
        {"dot_general", P::RhsAndResult, {}, checkDotGeneral},
        {"dot", P::RhsAndResult, {}, checkDotGeneral},
        {"convolution", P::RhsAndResult, {}, checkConvolution},
        {"dynamic_conv", P::RhsAndResult, {}, checkConvolution},
        // -- is_finite: "For quantized types, the result is always true".
        {"is_finite", P::None, {}},
        // -- Defined on quantized values (spec: Ops > <name>): data movement.
        {"broadcast_in_dim", P::Any, {}, checkBroadcastInDim},
        {"dynamic_broadcast_in_dim", P::Any, {}, checkBroadcastInDim},
        {"reshape", P::Any, {}, checkReshape},
        {"dynamic_reshape", P::Any, {}, checkReshape},
        {"transpose", P::Any, {}, checkTranspose},
        {"concatenate", P::None, {{"C1, C5", S::ElementType, {operands(), result(0)}}}},
        {"pad", P::None, {{"C1", S::ElementType, {operand(0), operand(1), result(0)}}}},
        {"dynamic_pad", P::None, {{"C1", S::ElementType, {operand(0), operand(1), result(0)}}}},
        {"slice", P::None, {{"C1", S::ElementType, {operand(0), result(0)}}}},
        {"dynamic_slice", P::None, {{"C1", S::ElementType, {operand(0), result(0)}}}},
        {"dynamic_update_slice", P::None,
         {{"C1", S::ElementType, {operand(0), result(0)}}, {"C2", S::ElementType, {operand(1), operand(0)}}}},
        {"reverse", P::None, {{"C1", S::ElementType, {operand(0), result(0)}}}},
        {"gather", P::None, {{"C23", S::ElementType, {operand(0), result(0)}}}},
        {"dynamic_gather", P::None, {{"C14", S::ElementType, {operand(0), result(0)}}}},
        {"optimization_barrier", P::None, {{"C1", S::ElementTypeOperandsResults, {}}}},
        // -- Defined on quantized values: distribution.
        {"all_gather", P::None, {{"C6", S::ElementTypeOperandsResults, {}}}},
        {"all_to_all", P::None, {{"C9", S::ElementTypeOperandsResults, {}}}},
        {"collective_permute", P::None, {{"C5", S::ElementType, {operand(0), result(0)}}}},
        {"collective_broadcast", P::None, {{"C3", S::ElementTypeOperandsResults, {}}}},
        // -- Defined on quantized values, with bodies that see quantized
        //    values (promoted by to_destination_type).
        {"reduce", P::None, {}, checkReduce},
        {"reduce_window", P::None, {}, checkReduce},
        {"scatter", P::None, {}, checkScatter},
        {"select_and_scatter", P::None,
         {{"C1", S::ElementType, {operand(0), operand(1)}}, {"C3", S::ElementType, {operand(2), operand(0)}}}},
        {"sort", P::None, {{"C2", S::ElementTypeOperandsResults, {}}}},
        {"map", P::None, {}},
        {"all_reduce", P::None, {}},
        {"reduce_scatter", P::None, {}},
        {"collective_reduce", P::None, {}},
        // -- Defined on quantized values: conversions and constants (their
        //    own files: uniform_quantize.cpp, uniform_dequantize.cpp, ...).
        {"uniform_quantize", P::Any, {}},
        {"uniform_dequantize", P::Any, {}},
        {"bitcast_convert", P::Any, {}},
        {"iota", P::None, {}},
        {"dynamic_iota", P::None, {}},
        {"constant", P::Any, {}},
        {"get_dimension_size", P::Any, {}},
    };
    std::unordered_map<std::string_view, Entry> m;
    for (Entry& e : entries) {
      std::string_view name = e.name;
      m.emplace(name, std::move(e));
    }
    return m;
  }();
  return table;
}

const Entry* findEntry(const std::string& opName) {
  std::string_view name = opName;
  constexpr std::string_view prefix = "stablehlo.";
  if (name.substr(0, prefix.size()) != prefix) return nullptr;
  name.remove_prefix(prefix.size());
  const auto& table = opTable();
  auto it = table.find(name);
  return it == table.end() ? nullptr : &it->second;
}

bool usesQuantizedTypes(const OpCall& call) {
  for (const Type& t : call.op.operandTypes)
    if (t.isTensor() && t.tensorType().isQuantized()) return true;
  for (const Type& t : call.op.resultTypes)
    if (t.isTensor() && t.tensorType().isQuantized()) return true;
  for (const Value& v : call.operands)
    if (v.isTensor() && v.tensor().type().isQuantized()) return true;
  return false;
}

// The types of the call's tensors: declared (with the operand values'
// shapes); quantized types checked against the spec's type constraints and
// against the values.
CallTypes callTypes(const OpCall& call) {
  CallTypes types;
  for (size_t i = 0; i < call.operands.size(); ++i) {
    const Value& v = call.operands[i];
    if (!v.isTensor()) {
      types.operands.emplace_back();
      continue;
    }
    const Tensor& t = v.tensor();
    TensorType type = i < call.op.operandTypes.size() && call.op.operandTypes[i].isTensor()
                          ? call.op.operandTypes[i].tensorType()
                          : t.type();
    if (!type.isQuantized() && t.type().isQuantized()) type.quant = t.type().quant;
    if (t.type().isQuantized() && !(*t.type().quant == *type.quant))
      call.fail("has operand #" + std::to_string(i) + " declared " + tensorTypeString(type) +
                " but holding a value of type " + tensorTypeString(t.type()));
    if (type.elementType != t.elementType())
      call.fail("has operand #" + std::to_string(i) + " declared " + tensorTypeString(type) +
                " but holding a value of type " + tensorTypeString(t.type()));
    type.shape = t.shape();
    type.bounds.clear();
    if (type.isQuantized()) {
      std::string violation = quantizedTypeViolation(type);
      if (!violation.empty())
        call.fail("has operand #" + std::to_string(i) + " of type " + tensorTypeString(type) + ": " + violation);
    }
    types.operands.emplace_back(std::move(type));
  }
  for (size_t i = 0; i < call.op.resultTypes.size(); ++i) {
    const Type& t = call.op.resultTypes[i];
    if (!t.isTensor()) {
      types.results.emplace_back();
      continue;
    }
    if (t.tensorType().isQuantized()) {
      std::string violation = quantizedTypeViolation(t.tensorType());
      if (!violation.empty())
        call.fail("has result #" + std::to_string(i) + " of type " + tensorTypeString(t.tensorType()) + ": " +
                  violation);
    }
    types.results.emplace_back(t.tensorType());
  }
  return types;
}

void checkConstraints(const OpCall& call, const Entry& entry, const CallTypes& types) {
  // Inputs / Outputs: "per-tensor quantized tensor" where the op takes no
  // per-axis quantization.
  auto checkPerAxis = [&](const std::optional<TensorType>& t, bool isResult, size_t i) {
    if (!t || !is_per_axis_quantized(*t)) return;
    if (entry.perAxis == PerAxis::Any) return;
    if (entry.perAxis == PerAxis::RhsAndResult && (isResult || i == 1)) return;
    call.fail("has per-axis quantized " + refName(isResult, i) + " of type " + tensorTypeString(*t) +
              "; the op takes per-tensor quantized tensors there (spec: Ops > " + std::string(entry.name) +
              ", Inputs/Outputs)");
  };
  for (size_t i = 0; i < types.operands.size(); ++i) checkPerAxis(types.operands[i], false, i);
  for (size_t i = 0; i < types.results.size(); ++i) checkPerAxis(types.results[i], true, i);
  for (const SameConstraint& c : entry.same) checkSame(call, c, types);
  if (entry.extra) entry.extra(call, types);
}

TensorType expressedTypeOf(const TensorType& t) {
  TensorType r;
  r.shape = t.shape;
  r.bounds = t.bounds;
  r.elementType = t.quant->expressedType;
  return r;
}

// Runs the op's own float implementation on the dequantized operands: a copy
// of the op whose quantized operand and result types are their expressed
// types (same shapes, attributes and regions), then quantizes each result
// whose declared type is quantized. This one procedure is each of the spec's
// functions:
//   dequantize_op_quantize: float_inputs = map(dequantize, inputs);
//     float_result = op(*float_inputs); quantize(float_result, output_type).
//   dequantize_batch_norm_grad_or_training_quantize: the same, one quantize
//     per result.
//   dequantize_compare: compare(float_lhs, float_rhs, comparison_direction,
//     FLOAT); the i1 result is not quantized.
//   dequantize_select_quantize: pred is not quantized and passes as is.
//   hybrid_dequantize_then_op: only rhs is quantized; the float result is
//     the result.
std::vector<Value> evaluateOnExpressedType(OpCall& call, Quantized rule, const CallTypes& types) {
  Op floatOp = call.op;
  std::vector<Value> float_inputs = call.operands;
  for (size_t i = 0; i < types.operands.size(); ++i) {
    if (!types.operands[i] || !types.operands[i]->isQuantized()) continue;
    float_inputs[i] = Value(dequantize(call.operands[i].tensor(), *types.operands[i]));
    if (i < floatOp.operandTypes.size())
      floatOp.operandTypes[i] = Type::tensor(expressedTypeOf(*types.operands[i]));
  }
  for (size_t i = 0; i < floatOp.resultTypes.size(); ++i) {
    Type& t = floatOp.resultTypes[i];
    if (t.isTensor() && t.tensorType().isQuantized()) t = Type::tensor(expressedTypeOf(t.tensorType()));
  }
  if (rule == Quantized::DequantizeCompare)
    for (NamedAttribute& a : floatOp.attributes)
      if (a.first == "compare_type") a.second.text = "FLOAT";
  OpCall floatCall{floatOp, std::move(float_inputs), call.evaluator, call.frame};
  std::vector<Value> float_results;
  try {
    float_results = call.evaluator.evaluate(floatCall);
  } catch (const Error& e) {
    // The op's own diagnostics speak of the expressed types.
    throw Error(e.location(), std::string(e.what()) + " [evaluating the op on the dequantized operands]", e.status());
  }
  std::vector<Value> results;
  results.reserve(float_results.size());
  for (size_t i = 0; i < float_results.size(); ++i) {
    const Type* declared = i < call.op.resultTypes.size() ? &call.op.resultTypes[i] : nullptr;
    if (declared && declared->isTensor() && declared->tensorType().isQuantized() && float_results[i].isTensor())
      results.emplace_back(quantize(float_results[i].tensor(), declared->tensorType()));
    else
      results.push_back(std::move(float_results[i]));
  }
  return results;
}

// spec: Ops > is_finite: "For quantized types, the result is always true."
std::vector<Value> alwaysTrue(OpCall& call) {
  const Tensor& x = call.tensor(0);
  const TensorType& y = call.resultType(0);
  if (y.elementType != ElementType::I1 || y.isQuantized())
    call.fail("has result type " + tensorTypeString(y) + "; y is a tensor of boolean type");
  Tensor result = call.newResult(0, x.shape());  // (C1) shape(x) = shape(y)
  std::vector<uint64_t> ones(static_cast<size_t>(std::min<int64_t>(result.numElements(), 512)), 1);
  for (int64_t begin = 0; begin < result.numElements(); begin += 512) {
    size_t n = static_cast<size_t>(std::min<int64_t>(512, result.numElements() - begin));
    storeInts(result, begin, std::span<const uint64_t>(ones.data(), n));
  }
  return {Value(std::move(result))};
}

}  // namespace

bool isQuantizedEvaluation(const OpCall& call) {
  if (!usesQuantizedTypes(call)) return false;
  if (const Entry* entry = findEntry(call.op.name)) checkConstraints(call, *entry, callTypes(call));
  switch (call.op.def->quantized) {
    case Quantized::NotTaken:
    case Quantized::OnStorageValues: return false;
    default: return true;
  }
}

std::vector<Value> dequantizeEvaluateQuantize(OpCall& call) {
  const Quantized rule = call.op.def->quantized;
  CallTypes types = callTypes(call);
  if (rule == Quantized::AlwaysTrue) return alwaysTrue(call);
  return evaluateOnExpressedType(call, rule, types);
}

}  // namespace hloref
