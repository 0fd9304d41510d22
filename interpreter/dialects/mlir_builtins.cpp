// The few ops of neighbouring MLIR dialects that StableHLO test programs use:
// arith.constant and tensor.cast.
#include "interpreter/evaluator.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalArithConstant(OpCall& call) {
  const Attribute& value = call.attr("value");
  if (value.kind != Attribute::Kind::Dense) call.fail("supports only dense values");
  return {value.dense->withType(call.resultType(0))};
}

// A cast between compatible tensor types (`?` dimensions and bounds on
// either side): the data stays, the static shape is the operand's, which
// must fit the static dimensions and the bounds of the result type.
std::vector<Value> evalTensorCast(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  TensorType type = call.resultType(0);
  if (type.elementType != operand.elementType() || type.isQuantized() != operand.type().isQuantized())
    call.fail("cannot change the element type: " + tensorTypeString(operand.type()) + " to " +
              tensorTypeString(type));
  shape_ops::requireShapeFits(call, "result #0", type, operand.shape());
  type.shape = operand.shape();
  type.bounds.clear();
  return {operand.withType(type)};
}

HLOREF_OP({.name = "arith.constant",
           .eval = evalArithConstant,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kExact,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "tensor.cast",
           .eval = evalTensorCast,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstInOrder),
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace
}  // namespace hloref
