// spec: Ops > dynamic_pad
// pad (pad.cpp) with edge_padding_low, edge_padding_high and
// interior_padding given as operand values.
#include "interpreter/evaluator.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalDynamicPad(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& padding_value = call.tensor(1);
  // (I3-I5) 1-dimensional tensors of integer type. Edge padding may be
  // negative; (C2-C4) are checked by pad's semantics.
  std::vector<int64_t> edge_padding_low = shape_ops::intListOperand(call, call.tensor(2), "edge_padding_low");
  std::vector<int64_t> edge_padding_high = shape_ops::intListOperand(call, call.tensor(3), "edge_padding_high");
  std::vector<int64_t> interior_padding = shape_ops::intListOperand(call, call.tensor(4), "interior_padding");
  return {Value(shape_ops::pad(call, operand, padding_value, edge_padding_low, edge_padding_high,
                               interior_padding))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_pad",
           .eval = evalDynamicPad,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstTwo),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
