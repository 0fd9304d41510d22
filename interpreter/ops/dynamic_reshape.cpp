// spec: Ops > dynamic_reshape
// reshape (reshape.cpp) with the result shape given by the values of the
// output_shape operand.
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalDynamicReshape(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const TensorType& declared = call.resultType(0);
  Shape output_shape = shape_ops::shapeOperand(call, call.tensor(1), "output_shape");
  // (C4) size(output_shape) = rank(result): decided by the checker unless
  // the size of output_shape is `?`.
  if (static_cast<int64_t>(output_shape.size()) != declared.rank())
    call.violation("C4", "size(output_shape) = " + std::to_string(output_shape.size()) + ", rank(result) = " +
                             std::to_string(declared.rank()));
  // reshape's semantics with shape(result) = output_shape: (C2) is checked
  // there, and output_shape against the declared static dimensions and
  // bounds.
  return {Value(shape_ops::reshape(call, operand, output_shape))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_reshape",
           .eval = evalDynamicReshape,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstInOrder),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
