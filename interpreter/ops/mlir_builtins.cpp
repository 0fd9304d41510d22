// The few ops of neighbouring MLIR dialects that StableHLO test programs use:
// arith.constant and tensor.cast.
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalArithConstant(OpCall& call) {
  const Attribute& value = call.attr("value");
  if (value.kind != Attribute::Kind::Dense) call.fail("supports only dense values");
  return {value.dense->withType(call.resultType(0))};
}

// A cast between compatible tensor types: the data stays, the static shape
// is the operand's.
std::vector<Value> evalTensorCast(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  Tensor shaped = call.newResult(0, operand.shape());  // checks the static dimensions
  TensorType type = shaped.type();
  if (type.elementType != operand.elementType()) call.fail("cannot change the element type");
  return {operand.withType(type)};
}

HLOREF_OP("arith.constant", evalArithConstant);
HLOREF_OP("tensor.cast", evalTensorCast);

}  // namespace
}  // namespace hloref
