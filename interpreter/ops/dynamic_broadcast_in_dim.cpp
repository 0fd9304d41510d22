// spec: Ops > dynamic_broadcast_in_dim
// broadcast_in_dim (broadcast_in_dim.cpp) with the result shape given by the
// values of the output_dimensions operand. The optional
// known_expanding_dimensions / known_nonexpanding_dimensions state what the
// program claims about the operand's dimensions; the reference checks the
// claims against the actual sizes.
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {
namespace {

// An optional list attribute; absent is empty.
std::vector<int64_t> optionalIntList(const OpCall& call, std::string_view name) {
  const Attribute* a = call.optionalAttr(name);
  return a ? asIntList(*a).value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
}

std::vector<Value> evalDynamicBroadcastInDim(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::vector<int64_t> broadcast_dimensions = call.intListAttr("broadcast_dimensions");
  // The checker holds the known_* lists to (C8) unique and (C9), (C10)
  // operand axes.
  const std::vector<int64_t> known_expanding_dimensions = optionalIntList(call, "known_expanding_dimensions");
  const std::vector<int64_t> known_nonexpanding_dimensions =
      optionalIntList(call, "known_nonexpanding_dimensions");
  const TensorType& declared = call.resultType(0);
  Shape output_dimensions = shape_ops::shapeOperand(call, call.tensor(1), "output_dimensions");
  // (C7) size(output_dimensions) = rank(result): decided by the checker
  // unless the size of output_dimensions is `?`.
  if (static_cast<int64_t>(output_dimensions.size()) != declared.rank())
    call.violation("C7", "size(output_dimensions) = " + std::to_string(output_dimensions.size()) +
                             ", rank(result) = " + std::to_string(declared.rank()));
  // broadcast_in_dim's semantics with shape(result) = output_dimensions:
  // (C5) is checked there, and output_dimensions against the declared static
  // dimensions and bounds.
  Tensor result = shape_ops::broadcastInDim(call, operand, broadcast_dimensions, output_dimensions);

  // The claims, on the operand's sizes: an expanding dimension is one of
  // size 1 that the broadcast may stretch; a non-expanding one keeps its size.
  for (int64_t d : known_expanding_dimensions)
    if (operand.shape()[d] != 1)
      call.fail("declares operand dimension " + std::to_string(d) +
                " in known_expanding_dimensions = " + notation::listText(known_expanding_dimensions) +
                " but its size is " + std::to_string(operand.shape()[d]) + ", not 1");
  for (int64_t d : known_nonexpanding_dimensions) {
    int64_t r = broadcast_dimensions[d];
    if (operand.shape()[d] != output_dimensions[r])
      call.fail("declares operand dimension " + std::to_string(d) +
                " in known_nonexpanding_dimensions = " + notation::listText(known_nonexpanding_dimensions) +
                " but it has size " + std::to_string(operand.shape()[d]) + " and result dimension " +
                std::to_string(r) + " has size " + std::to_string(output_dimensions[r]));
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_broadcast_in_dim",
           .eval = evalDynamicBroadcastInDim,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
