// The spec's notation (spec: Notation), once, for the checker, the
// interpreter and the generators alike:
//   - shape computations: rank, dim, dims, size, axes;
//   - functions on lists of integers: size, is_unique, is_sorted, member
//     (contains), concat, and the range, sign and permutation tests the
//     constraints spell out;
//   - functions on types: is_quantized, is_per_tensor_quantized,
//     is_per_axis_quantized, element_type and baseline_element_type /
//     baseline_type equality (`?` dimensions agreeing with anything),
//     is_promotable;
//   - is_namespaced_op_name;
//   - the element-type families (the is_bool / is_integer / is_float /
//     is_complex predicates of core/element_type.h, as one enum);
//   - compare's comparison directions and compare types, with one compare
//     function per family (compare, sort and the scalar regions use them).
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/element_type.h"
#include "core/float_format.h"
#include "core/types.h"

namespace hloref::notation {

// ---------------------------------------------------------------------------
// Shape computations.

inline int64_t rank(const Shape& x) { return static_cast<int64_t>(x.size()); }
inline int64_t rank(const TensorType& x) { return x.rank(); }
// dim(x, axis) = shape(x)[axis], for an axis known to lie in [0, rank(x)).
inline int64_t dim(const Shape& x, int64_t axis) { return x[static_cast<size_t>(axis)]; }
inline int64_t dim(const TensorType& x, int64_t axis) { return dim(x.shape, axis); }
// dims(x, axes) = [dim(x, axis) for axis in axes], axes in [0, rank(x)).
inline std::vector<int64_t> dims(const Shape& x, const std::vector<int64_t>& axes) {
  std::vector<int64_t> out;
  out.reserve(axes.size());
  for (int64_t a : axes) out.push_back(dim(x, a));
  return out;
}
inline std::vector<int64_t> dims(const TensorType& x, const std::vector<int64_t>& axes) { return dims(x.shape, axes); }
// axes(x) = range(rank(x)).
inline std::vector<int64_t> axes(int64_t rank) {
  std::vector<int64_t> out(static_cast<size_t>(std::max<int64_t>(rank, 0)));
  for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<int64_t>(i);
  return out;
}
// size(x), the product of the dimensions: nullopt when one is `?` (or
// negative) or the product overflows int64.
inline std::optional<int64_t> size(const Shape& x) {
  int64_t n = 1;
  for (int64_t d : x) {
    if (d < 0) return std::nullopt;
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d) return std::nullopt;
    n *= d;
  }
  return n;
}

// Two sizes agree, `?` (kDynamic) agreeing with anything.
inline bool compatibleDims(int64_t a, int64_t b) { return a == kDynamic || b == kDynamic || a == b; }
// Two shapes (or lists of sizes) agree dimension by dimension.
inline bool compatibleShapes(const Shape& a, const Shape& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!compatibleDims(a[i], b[i])) return false;
  return true;
}

// ---------------------------------------------------------------------------
// Lists of integers.

// Lists as the spec writes them, for diagnostics: values "[1, -1]", and
// sizes, where kDynamic is `?`: "[2, ?, 3]".
inline std::string listText(const std::vector<int64_t>& x) {
  std::string s = "[";
  for (size_t i = 0; i < x.size(); ++i) s += (i ? ", " : "") + std::to_string(x[i]);
  return s + "]";
}
inline std::string dimText(int64_t d) { return d == kDynamic ? std::string("?") : std::to_string(d); }
inline std::string shapeText(const Shape& x) {
  std::string s = "[";
  for (size_t i = 0; i < x.size(); ++i) s += (i ? ", " : "") + dimText(x[i]);
  return s + "]";
}

inline bool isUnique(const std::vector<int64_t>& x) { return std::set<int64_t>(x.begin(), x.end()).size() == x.size(); }
inline bool isSorted(const std::vector<int64_t>& x) { return std::is_sorted(x.begin(), x.end()); }
// `x in list` (the spec's member test).
inline bool contains(const std::vector<int64_t>& list, int64_t x) { return std::find(list.begin(), list.end(), x) != list.end(); }
inline std::vector<int64_t> concat(std::vector<int64_t> a, const std::vector<int64_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}
// size(x) of a list: its number of elements (a tensor's size is size above).
template <class T>
int64_t listSize(const std::vector<T>& x) {
  return static_cast<int64_t>(x.size());
}
// lo <= x < hi for every x.
inline bool allInRange(const std::vector<int64_t>& x, int64_t lo, int64_t hi) {
  return std::all_of(x.begin(), x.end(), [&](int64_t v) { return lo <= v && v < hi; });
}
// 0 < x for every x (no upper bound: allInRange's `hi` is excluded).
inline bool allPositive(const std::vector<int64_t>& x) {
  return std::all_of(x.begin(), x.end(), [](int64_t v) { return 0 < v; });
}
// 0 <= x for every x.
inline bool allNonNegative(const std::vector<int64_t>& x) {
  return std::all_of(x.begin(), x.end(), [](int64_t v) { return 0 <= v; });
}
// `x` is a permutation of range(n).
inline bool isPermutation(const std::vector<int64_t>& x, int64_t n) {
  return static_cast<int64_t>(x.size()) == n && allInRange(x, 0, n) && isUnique(x);
}

// ---------------------------------------------------------------------------
// Functions on types.

inline bool isQuantized(const TensorType& x) { return x.quant != nullptr; }
inline bool isPerAxisQuantized(const TensorType& x) { return x.quant && x.quant->quantizationDimension.has_value(); }
inline bool isPerTensorQuantized(const TensorType& x) { return x.quant && !x.quant->quantizationDimension.has_value(); }
// storage_type(x) for a quantized type, else the element type.
inline ElementType storageType(const TensorType& x) { return x.quant ? x.quant->storageType : x.elementType; }

// element_type(a) = element_type(b): quantization parameters included.
inline bool sameElementType(const TensorType& a, const TensorType& b) {
  if (a.elementType != b.elementType || isQuantized(a) != isQuantized(b)) return false;
  return !a.quant || *a.quant == *b.quant;
}
// baseline_element_type(a) = baseline_element_type(b): quantized element
// types agree up to their scales and zero points (whose count, for per-axis
// quantization, the baseline keeps: dim(x, quantization_dimension)).
inline bool sameBaselineElementType(const TensorType& a, const TensorType& b) {
  if (a.elementType != b.elementType || isQuantized(a) != isQuantized(b)) return false;
  if (!a.quant) return true;
  const QuantParams& p = *a.quant;
  const QuantParams& q = *b.quant;
  return p.storageType == q.storageType && p.storageMin == q.storageMin && p.storageMax == q.storageMax &&
         p.expressedType == q.expressedType && p.quantizationDimension == q.quantizationDimension &&
         (!p.quantizationDimension || p.scales.size() == q.scales.size());
}
// type(a) = type(b) for tensors, shapes compatible.
inline bool sameTensorType(const TensorType& a, const TensorType& b) {
  return sameElementType(a, b) && compatibleShapes(a.shape, b.shape);
}
// baseline_type(a) = baseline_type(b), shapes compatible.
inline bool sameBaselineType(const TensorType& a, const TensorType& b) {
  return sameBaselineElementType(a, b) && compatibleShapes(a.shape, b.shape);
}

// is_promotable(x, y) on element types: the same kind (bool, integer, float,
// complex, or quantized with one expressed type) and no narrower (for
// quantized types: their storage types).
inline bool isPromotable(const TensorType& x, const TensorType& y) {
  if (isQuantized(x) || isQuantized(y)) {
    if (!isQuantized(x) || !isQuantized(y) || x.quant->expressedType != y.quant->expressedType) return false;
    return bitWidth(x.quant->storageType) <= bitWidth(y.quant->storageType);
  }
  const ElementType a = x.elementType, b = y.elementType;
  if (isBoolean(a) || isBoolean(b)) return isBoolean(a) && isBoolean(b);
  if ((isInteger(a) && isInteger(b)) || (isFloat(a) && isFloat(b))) return bitWidth(a) <= bitWidth(b);
  if (isComplex(a) && isComplex(b)) return bitWidth(complexPartType(a)) <= bitWidth(complexPartType(b));
  return false;
}

// ---------------------------------------------------------------------------
// is_namespaced_op_name(x): x matches [a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+

inline bool isNamespacedOpName(std::string_view x) {
  auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  auto word = [&](char c) { return alpha(c) || (c >= '0' && c <= '9') || c == '_'; };
  if (x.empty() || !alpha(x[0])) return false;
  size_t i = 1;
  while (i < x.size() && word(x[i])) ++i;
  int segments = 0;
  while (i < x.size()) {
    if (x[i] != '.') return false;
    size_t start = ++i;
    while (i < x.size() && (word(x[i]) || x[i] == '$')) ++i;
    if (i == start) return false;
    ++segments;
  }
  return segments > 0;
}

// ---------------------------------------------------------------------------
// Element-type families: the groups the Types section's is_bool,
// is_signed_integer, is_unsigned_integer, is_float and is_complex
// predicates (core/element_type.h) tell apart. Ops dispatch on the family
// once per op, never per element.

enum class Family : uint8_t { Boolean, SignedInteger, UnsignedInteger, Float, Complex };

// The family of a non-quantized element type (index counts as signed).
inline Family familyOf(ElementType t) {
  if (isBoolean(t)) return Family::Boolean;
  if (isSignedInteger(t)) return Family::SignedInteger;
  if (isUnsignedInteger(t)) return Family::UnsignedInteger;
  if (isFloat(t)) return Family::Float;
  return Family::Complex;
}
inline bool isIntegerFamily(Family f) { return f == Family::SignedInteger || f == Family::UnsignedInteger; }

// ---------------------------------------------------------------------------
// compare (spec: Ops > compare): comparison_direction and compare_type.

enum class ComparisonDirection : uint8_t { EQ, NE, GE, GT, LE, LT };
enum class CompareType : uint8_t { FLOAT, TOTALORDER, SIGNED, UNSIGNED };

inline std::optional<ComparisonDirection> parseComparisonDirection(std::string_view s) {
  if (s == "EQ") return ComparisonDirection::EQ;
  if (s == "NE") return ComparisonDirection::NE;
  if (s == "GE") return ComparisonDirection::GE;
  if (s == "GT") return ComparisonDirection::GT;
  if (s == "LE") return ComparisonDirection::LE;
  if (s == "LT") return ComparisonDirection::LT;
  return std::nullopt;
}
// NOTYPE is MLIR's spelling of an absent compare_type: callers treat it as
// absent, so it is not a CompareType.
inline std::optional<CompareType> parseCompareType(std::string_view s) {
  if (s == "FLOAT") return CompareType::FLOAT;
  if (s == "TOTALORDER") return CompareType::TOTALORDER;
  if (s == "SIGNED") return CompareType::SIGNED;
  if (s == "UNSIGNED") return CompareType::UNSIGNED;
  return std::nullopt;
}
inline const char* compareTypeName(CompareType t) {
  switch (t) {
    case CompareType::FLOAT: return "FLOAT";
    case CompareType::TOTALORDER: return "TOTALORDER";
    case CompareType::SIGNED: return "SIGNED";
    case CompareType::UNSIGNED: return "UNSIGNED";
  }
  return "?";
}

// compare C3: the compare_type of an element type when none is given, and
// whether a given one is allowed (floats also allow TOTALORDER).
inline CompareType defaultCompareType(ElementType e) {
  switch (familyOf(e)) {
    case Family::SignedInteger: return CompareType::SIGNED;
    case Family::Boolean:
    case Family::UnsignedInteger: return CompareType::UNSIGNED;
    default: return CompareType::FLOAT;
  }
}
inline bool isAllowedCompareType(CompareType t, ElementType e) {
  return t == defaultCompareType(e) || (isFloat(e) && t == CompareType::TOTALORDER);
}

// Booleans, integers (SIGNED on int64_t, UNSIGNED on uint64_t) and totalOrder
// keys: the mathematical comparison.
template <class T>
bool compareOrdered(ComparisonDirection d, T lhs, T rhs) {
  switch (d) {
    case ComparisonDirection::EQ: return lhs == rhs;
    case ComparisonDirection::NE: return lhs != rhs;
    case ComparisonDirection::GE: return lhs >= rhs;
    case ComparisonDirection::GT: return lhs > rhs;
    case ComparisonDirection::LE: return lhs <= rhs;
    case ComparisonDirection::LT: return lhs < rhs;
  }
  return false;
}

// Floats with FLOAT: IEEE-754 compareQuiet*, which are C++'s operators on
// doubles (every comparison with a NaN is false, except NE).
inline bool compareFloat(ComparisonDirection d, double lhs, double rhs) { return compareOrdered(d, lhs, rhs); }

// Floats with TOTALORDER: each encoding maps to a signed key that sorts as
// IEEE-754 totalOrder: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN, NaNs
// by payload (sign-magnitude bits read as two's complement, as XLA does).
// For the formats outside IEEE-754 the mapping of their bits is kept as XLA
// has it: the single NaN of the FNUZ types (the bits of -0) sorts just below
// +0, the NaN of f8E8M0FNU (0xFF) above everything. EQ/NE then hold for the
// same encoding (-0 != +0, a NaN equals itself).
struct TotalOrderKey {
  uint64_t signBit = 0;
  uint64_t magnitudeMask = 0;

  TotalOrderKey() = default;
  explicit TotalOrderKey(ElementType floatType) {
    const FloatFormat& f = floatFormat(floatType);
    int bits = f.totalBits();
    signBit = f.hasSign ? uint64_t{1} << (bits - 1) : 0;
    magnitudeMask = (bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1) & ~signBit;
  }
  int64_t operator()(uint64_t encoding) const {
    int64_t magnitude = static_cast<int64_t>(encoding & magnitudeMask);
    return (encoding & signBit) ? -magnitude - 1 : magnitude;
  }
};
inline bool compareTotalOrder(ComparisonDirection d, const TotalOrderKey& key, uint64_t lhsEncoding,
                              uint64_t rhsEncoding) {
  return compareOrdered(d, key(lhsEncoding), key(rhsEncoding));
}

// Complex numbers: lexicographic comparison of the (real, imag) pairs, each
// part compared with the quiet IEEE-754 predicates.
inline bool compareComplex(ComparisonDirection d, std::complex<double> lhs, std::complex<double> rhs) {
  double a = lhs.real(), b = lhs.imag(), c = rhs.real(), e = rhs.imag();
  switch (d) {
    case ComparisonDirection::EQ: return a == c && b == e;
    case ComparisonDirection::NE: return a != c || b != e;
    case ComparisonDirection::GE: return a > c || (a == c && b >= e);
    case ComparisonDirection::GT: return a > c || (a == c && b > e);
    case ComparisonDirection::LE: return a < c || (a == c && b <= e);
    case ComparisonDirection::LT: return a < c || (a == c && b < e);
  }
  return false;
}

// ---------------------------------------------------------------------------
// interpreter folds

// min_value(x) / max_value(x) of an integer (or boolean) element type,
// exactly: 128 bits hold every 64-bit bound.
inline __int128 minValue(ElementType x) {
  if (!isSignedInteger(x)) return 0;
  return -(static_cast<__int128>(1) << (bitWidth(x) - 1));
}
inline __int128 maxValue(ElementType x) {
  const int bits = bitWidth(x);
  return (static_cast<__int128>(1) << (isSignedInteger(x) ? bits - 1 : bits)) - 1;
}

}  // namespace hloref::notation
