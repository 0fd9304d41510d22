// Shared helpers of the float, complex and conversion op files (convert,
// bitcast_convert, compare, reduce_precision and the element-wise math ops).
// Only op files include this header.
#pragma once

#include <bit>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "numerics/correct_rounding.h"
#include "interpreter/evaluator.h"
#include "core/float_format.h"
#include "interpreter/kernels/elementwise.h"
#include "interpreter/kernels/float_to_integer.h"
#include "core/tensor.h"

namespace hloref::float_math {

using Complex = std::complex<double>;

inline std::string typeName(ElementType t) { return std::string(elementTypeName(t)); }

// Quantized element types are a later issue: every op file of this family
// refuses them with the `unsupported` diagnostic.
inline void rejectQuantized(const OpCall& call) {
  for (const Type& t : call.op.operandTypes)
    if (t.isTensor() && t.tensorType().isQuantized()) call.unsupportedHere("on quantized tensors");
  for (const Type& t : call.op.resultTypes)
    if (t.isTensor() && t.tensorType().isQuantized()) call.unsupportedHere("on quantized tensors");
}

// Calls fn(T*) with the unsigned integer type of `bytes` bytes; the raw
// storage of floats (encodings, right-aligned), complex parts and integers.
template <class Fn>
void withRawStorage(int bytes, std::byte* p, Fn fn) {
  switch (bytes) {
    case 1: fn(reinterpret_cast<uint8_t*>(p)); return;
    case 2: fn(reinterpret_cast<uint16_t*>(p)); return;
    case 4: fn(reinterpret_cast<uint32_t*>(p)); return;
    default: fn(reinterpret_cast<uint64_t*>(p)); return;
  }
}

// The encodings of float elements [begin, begin + out.size()), in bulk.
inline void loadFloatBits(const Tensor& t, int64_t begin, std::span<uint64_t> out) {
  withRawStorage(storageBytes(t.elementType()), const_cast<std::byte*>(t.bytes()), [&](auto* p) {
    for (size_t i = 0; i < out.size(); ++i) out[i] = p[begin + static_cast<int64_t>(i)];
  });
}

// For the unary ops whose spec reads "for floats: f; for complex numbers:
// complex f": one dispatch on the element type, then one element-wise pass.
template <class FloatFn, class ComplexFn>
std::vector<Value> unaryFloatOrComplex(OpCall& call, FloatFn onFloat, ComplexFn onComplex) {
  rejectQuantized(call);
  const Tensor& operand = call.tensor(0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType e = operand.elementType();
  if (isFloat(e)) {
    elementwise::map1<double, double>(operand, result, onFloat);
  } else if (isComplex(e)) {
    elementwise::map1<Complex, Complex>(operand, result, onComplex);
  } else {
    elementwise::unreachableElementType(call, e);
  }
  return {std::move(result)};
}

// For the unary math ops (exponential, log, sine, sqrt, ...): floats and
// complex numbers, each result the exact value rounded once to the result
// type (correct_rounding.h; design principle 2). One dispatch per op.
inline std::vector<Value> unaryCorrectlyRounded(OpCall& call, exact::Function f) {
  rejectQuantized(call);
  const Tensor& operand = call.tensor(0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType e = operand.elementType();
  if (!isFloat(e) && !isComplex(e)) elementwise::unreachableElementType(call, e);
  exact::apply(f, operand, result);
  return {std::move(result)};
}

// For the unary ops defined on floats only (rounding, ...).
template <class FloatFn>
std::vector<Value> unaryFloat(OpCall& call, FloatFn onFloat) {
  rejectQuantized(call);
  const Tensor& operand = call.tensor(0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType e = operand.elementType();
  if (!isFloat(e)) elementwise::unreachableElementType(call, e);
  elementwise::map1<double, double>(operand, result, onFloat);
  return {std::move(result)};
}

// An integer given by sign and magnitude, as a double rounded to odd: the
// 53 leading bits, with the last one set when any bit below was lost.
// Rounding that double to nearest even once more, to any format of at most
// 51 bits of precision, equals rounding the integer directly
// (Boldo-Melquiond), so int -> f32, bf16, f16, f8... converts correctly
// through it. (For f64 itself, use the correctly rounded cast instead.)
inline double toOddDouble(uint64_t magnitude, bool negative) {
  int width = 64 - std::countl_zero(magnitude);
  double m;
  if (width <= 53) {
    m = static_cast<double>(magnitude);  // exact
  } else {
    int shift = width - 53;
    uint64_t kept = magnitude >> shift;
    if ((magnitude & ((uint64_t{1} << shift) - 1)) != 0) kept |= 1;
    m = std::ldexp(static_cast<double>(kept), shift);  // exact: kept has 53 bits
  }
  return negative ? -m : m;
}

// The value of an integer (as loaded: sign-extended 64 bits) of a signed or
// unsigned type, for a float format narrower than f64 (see toOddDouble).
inline double intToOddDouble(uint64_t bits, bool isSigned) {
  if (isSigned && static_cast<int64_t>(bits) < 0) return toOddDouble(~bits + 1, true);
  return toOddDouble(bits, false);
}
// The same value rounded to nearest even as an f64.
inline double intToDouble(uint64_t bits, bool isSigned) {
  return isSigned ? static_cast<double>(static_cast<int64_t>(bits)) : static_cast<double>(bits);
}

}  // namespace hloref::float_math
