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

using index_walk::listString;

// An optional list attribute; absent is empty.
std::vector<int64_t> optionalIntList(const OpCall& call, std::string_view name) {
  const Attribute* a = call.optionalAttr(name);
  if (!a) return {};
  auto v = asIntList(*a);
  if (!v) call.fail("attribute '" + std::string(name) + "' is not a list of integers");
  return *v;
}

std::vector<Value> evalDynamicBroadcastInDim(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& output_dimensions_operand = call.tensor(1);
  const std::vector<int64_t> broadcast_dimensions = call.intListAttr("broadcast_dimensions");
  const std::vector<int64_t> known_expanding_dimensions = optionalIntList(call, "known_expanding_dimensions");
  const std::vector<int64_t> known_nonexpanding_dimensions =
      optionalIntList(call, "known_nonexpanding_dimensions");
  const int64_t rank = operand.rank();
  const TensorType& declared = call.resultType(0);

  Shape output_dimensions = shape_ops::shapeOperand(call, output_dimensions_operand, "output_dimensions");
  // (C7) size(output_dimensions) = rank(result).
  if (static_cast<int64_t>(output_dimensions.size()) != declared.rank())
    call.fail("has output_dimensions = " + listString(output_dimensions) + " of size " +
              std::to_string(output_dimensions.size()) + " but a result of rank " + std::to_string(declared.rank()) +
              " (" + tensorTypeString(declared) + ") (C7)");
  // (C8) is_unique(known_expanding_dimensions + known_nonexpanding_dimensions).
  std::vector<int64_t> known = known_expanding_dimensions;
  known.insert(known.end(), known_nonexpanding_dimensions.begin(), known_nonexpanding_dimensions.end());
  for (size_t i = 0; i < known.size(); ++i)
    for (size_t j = i + 1; j < known.size(); ++j)
      if (known[i] == known[j])
        call.fail("has known_expanding_dimensions = " + listString(known_expanding_dimensions) +
                  " and known_nonexpanding_dimensions = " + listString(known_nonexpanding_dimensions) + " with " +
                  std::to_string(known[i]) + " twice (C8)");
  // (C9) 0 <= known_expanding_dimensions < rank(operand);
  // (C10) 0 <= known_nonexpanding_dimensions < rank(operand).
  auto requireOperandAxes = [&](const std::vector<int64_t>& list, const char* name, const char* constraint) {
    for (int64_t d : list)
      if (d < 0 || d >= rank)
        call.fail("has " + std::string(name) + " = " + listString(list) + " with " + std::to_string(d) +
                  " outside [0, rank(operand)) = [0, " + std::to_string(rank) + ") (" + constraint + ")");
  };
  requireOperandAxes(known_expanding_dimensions, "known_expanding_dimensions", "C9");
  requireOperandAxes(known_nonexpanding_dimensions, "known_nonexpanding_dimensions", "C10");

  // broadcast_in_dim's semantics with shape(result) = output_dimensions;
  // (C1-C5) are checked there, and output_dimensions against the declared
  // static dimensions and bounds.
  Tensor result = shape_ops::broadcastInDim(call, operand, broadcast_dimensions, output_dimensions);

  // The claims, now that (C2-C3) hold: an expanding dimension is one of size
  // 1 that the broadcast may stretch; a non-expanding one keeps its size.
  for (int64_t d : known_expanding_dimensions)
    if (operand.shape()[d] != 1)
      call.fail("declares operand dimension " + std::to_string(d) + " in known_expanding_dimensions = " +
                listString(known_expanding_dimensions) + " but its size is " + std::to_string(operand.shape()[d]) +
                ", not 1");
  for (int64_t d : known_nonexpanding_dimensions) {
    int64_t r = broadcast_dimensions[d];
    if (operand.shape()[d] != output_dimensions[r])
      call.fail("declares operand dimension " + std::to_string(d) + " in known_nonexpanding_dimensions = " +
                listString(known_nonexpanding_dimensions) + " but it has size " + std::to_string(operand.shape()[d]) +
                " and result dimension " + std::to_string(r) + " has size " + std::to_string(output_dimensions[r]));
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
