// spec: Ops > compare
//
// The comparison directions, compare types and the comparison of each
// family (TOTALORDER included) are defined once, in spec/notation.h, for
// this op, sort's comparators and the scalar regions.
#include <algorithm>
#include <array>
#include <complex>
#include <cstdint>
#include <string>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "spec/notation.h"

namespace hloref {
namespace {

using float_math::Complex;
using notation::CompareType;
using notation::ComparisonDirection;

// compare_type as given, or as C3 defines it for the element type when the
// attribute is absent (NOTYPE is MLIR's spelling of absent).
CompareType compareTypeOf(const OpCall& call, ElementType e) {
  const Attribute* a = call.optionalAttr("compare_type");
  std::optional<CompareType> given = a ? notation::parseCompareType(a->text) : std::nullopt;
  return given.value_or(notation::defaultCompareType(e));
}

std::vector<Value> evalCompare(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  const ElementType e = lhs.elementType();
  std::optional<ComparisonDirection> comparison_direction =
      notation::parseComparisonDirection(call.attr("comparison_direction").text);
  if (!comparison_direction) call.unreachable("an unknown comparison_direction");
  const CompareType compare_type = compareTypeOf(call, e);
  // (C2) shape(lhs) = shape(rhs) = shape(result).
  Tensor result = elementwise::elementwiseResult(call, "C2");

  using elementwise::map2;
  const ComparisonDirection d = *comparison_direction;
  if (isBoolean(e) || isInteger(e)) {
    // Booleans and integers: the mathematical comparison. Signed types load
    // sign-extended, unsigned ones zero-extended, so one 64-bit compare each.
    if (compare_type == CompareType::SIGNED)
      map2<uint64_t, uint64_t>(lhs, rhs, result, [d](uint64_t a, uint64_t b) -> uint64_t {
        return notation::compareOrdered(d, static_cast<int64_t>(a), static_cast<int64_t>(b));
      });
    else
      map2<uint64_t, uint64_t>(lhs, rhs, result,
                               [d](uint64_t a, uint64_t b) -> uint64_t { return notation::compareOrdered(d, a, b); });
  } else if (isFloat(e) && compare_type == CompareType::FLOAT) {
    map2<double, uint64_t>(lhs, rhs, result,
                           [d](double a, double b) -> uint64_t { return notation::compareFloat(d, a, b); });
  } else if (isFloat(e)) {  // TOTALORDER, on the encodings
    const notation::TotalOrderKey key(e);
    std::array<uint64_t, elementwise::kChunk> a, b, r;
    for (int64_t begin = 0; begin < result.numElements(); begin += elementwise::kChunk) {
      size_t n = static_cast<size_t>(std::min(elementwise::kChunk, result.numElements() - begin));
      float_math::loadFloatBits(lhs, begin, std::span<uint64_t>(a.data(), n));
      float_math::loadFloatBits(rhs, begin, std::span<uint64_t>(b.data(), n));
      for (size_t i = 0; i < n; ++i) r[i] = notation::compareTotalOrder(d, key, a[i], b[i]);
      storeInts(result, begin, std::span<const uint64_t>(r.data(), n));
    }
  } else if (isComplex(e)) {
    map2<Complex, uint64_t>(lhs, rhs, result,
                            [d](Complex a, Complex b) -> uint64_t { return notation::compareComplex(d, a, b); });
  } else {
    elementwise::unreachableElementType(call, e);
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.compare",
           .eval = evalCompare,
           .quantized = Quantized::DequantizeCompare,
           .annotation = annotation::kDecides,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::Compare});

}  // namespace hloref
