// spec: Ops > dynamic_pad
// pad (pad.cpp) with edge_padding_low, edge_padding_high and
// interior_padding given as operand values.
#include <algorithm>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalDynamicPad(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& padding_value = call.tensor(1);
  std::vector<int64_t> edge_padding_low = shape_ops::intListOperand(call, call.tensor(2), "edge_padding_low");
  std::vector<int64_t> edge_padding_high = shape_ops::intListOperand(call, call.tensor(3), "edge_padding_high");
  std::vector<int64_t> interior_padding = shape_ops::intListOperand(call, call.tensor(4), "interior_padding");
  // (C2) the sizes of the three lists, decided by the checker unless one is
  // `?`; (C3) 0 <= interior_padding, on the values. Edge padding may be
  // negative; (C4) is pad's.
  const size_t rank = static_cast<size_t>(operand.rank());
  if (edge_padding_low.size() != rank || edge_padding_high.size() != rank || interior_padding.size() != rank)
    call.violation("C2", "size(edge_padding_low) = " + std::to_string(edge_padding_low.size()) +
                             ", size(edge_padding_high) = " + std::to_string(edge_padding_high.size()) +
                             ", size(interior_padding) = " + std::to_string(interior_padding.size()) +
                             ", rank(operand) = " + std::to_string(rank));
  if (!std::all_of(interior_padding.begin(), interior_padding.end(), [](int64_t p) { return p >= 0; }))
    call.violation("C3", "interior_padding = " + notation::listText(interior_padding));
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
