// chlo.next_after (ChloOps.td: CHLO_NextAfterOp, "equivalent to the C++
// std::nextafter function"; spec/chlo/next_after.yaml): the representable
// value of the element type next to x in the direction of y, subnormals
// included. NaN if either is NaN; y if x = y; from +-0 the smallest
// subnormal with y's sign. Every format orders its encodings by magnitude
// within a sign, so the neighbour is the encoding one above or below.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "core/float_format.h"

namespace hloref {
namespace {

uint64_t nextAfter(ElementType t, const FloatFormat& f, uint64_t xBits, uint64_t yBits) {
  const double x = decodeFloat(t, xBits), y = decodeFloat(t, yBits);
  if (x != x || y != y) return encodeFloat(t, x != x ? x : y);  // NaN
  if (x == y) return yBits;
  const uint64_t signBit = f.hasSign ? uint64_t{1} << (f.totalBits() - 1) : 0;
  if (x == 0) return 1 | (y < 0 ? signBit : 0);  // the smallest subnormal toward y
  const uint64_t sign = xBits & signBit, magnitude = xBits & ~signBit;
  const bool away = (y > x) == (x > 0);  // moving away from zero
  const uint64_t next = away ? magnitude + 1 : magnitude - 1;
  // Reaching zero from below: -0 where the format has it, else +0.
  if (next == 0 && !f.hasNegativeZero()) return 0;
  return sign | next;
}

std::vector<Value> evalNextAfter(OpCall& call) {
  const Tensor& x = elementwise::operandTensor(call, 0);
  const Tensor& y = elementwise::operandTensor(call, 1);
  const ElementType t = x.elementType();
  if (!isFloat(t)) elementwise::unreachableElementType(call, t);
  Tensor result = elementwise::elementwiseResult(call, "C1", "x", "y");
  const FloatFormat& f = floatFormat(t);
  for (int64_t i = 0, n = x.numElements(); i < n; ++i)
    result.setFloatBits(i, nextAfter(t, f, x.floatBits(i), y.floatBits(i)));
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "chlo.next_after",
           .eval = evalNextAfter,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
