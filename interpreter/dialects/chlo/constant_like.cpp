// chlo.constant_like (ChloOps.td: CHLO_ConstantLikeOp, "a splat constant of
// the same shape as the operand"; spec/chlo/constant_like.yaml): every
// element is `value`, whose type is the result's element type (C1), in the
// operand's shape (C2; its run-time shape where it has `?`).
#include "interpreter/dialects/chlo/chlo_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalConstantLike(OpCall& call) {
  const Attribute& value = call.attr("value");
  Tensor result = call.newResult(0, call.tensor(0).shape());
  const ElementType t = result.elementType();
  const int64_t n = result.numElements();
  if (isFloat(t) && value.kind == Attribute::Kind::Float) {
    for (int64_t i = 0; i < n; ++i) result.setFloatValue(i, value.floatValue);  // exact: a value of t
  } else if ((isInteger(t) || isBoolean(t)) && (value.kind == Attribute::Kind::Integer || value.kind == Attribute::Kind::Bool)) {
    uint64_t bits = value.kind == Attribute::Kind::Bool ? (value.boolValue ? 1 : 0) : static_cast<uint64_t>(value.intValue);
    for (int64_t i = 0; i < n; ++i) result.setIntBits(i, bits);
  } else {
    call.unsupportedHere("with value " + attributeString(value) + " for element type " +
                         std::string(elementTypeName(t)));
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "chlo.constant_like",
           .eval = evalConstantLike,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kShapeOnly,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
