// spec: Ops > dynamic_gather
//
// gather with slice_sizes read from the operand `slice_sizes` (I3) instead
// of an attribute; the rest is gather's semantics (gather_scatter::gather).
// The section has no batching dimensions (its C1 counts only offset_dims and
// collapsed_slice_dims: the checker requires the #stablehlo.gather<...>
// batching fields to be empty). The constraints on the values of
// slice_sizes (C8, C11 for a `?` size, C12, C13) are checked here.
#include "interpreter/evaluator.h"
#include "interpreter/kernels/gather_scatter.h"

namespace hloref {

std::vector<int64_t> gather_scatter::dynamicGatherSliceSizes(const OpCall& call, const Tensor& operand,
                                                             const Tensor& slice_sizes_tensor,
                                                             const GatherDimensionNumbers& dims) {
  std::vector<int64_t> slice_sizes(static_cast<size_t>(slice_sizes_tensor.numElements()));
  withIndexReader(slice_sizes_tensor, [&](auto sizes) {
    for (size_t d = 0; d < slice_sizes.size(); ++d) slice_sizes[d] = sizes[static_cast<int64_t>(d)];
  });
  // (C11) size(slice_sizes) = rank(operand).
  if (static_cast<int64_t>(slice_sizes.size()) != operand.rank())
    call.violation("C11", "size(slice_sizes) = " + std::to_string(slice_sizes.size()) +
                              ", rank(operand) = " + std::to_string(operand.rank()));
  // (C8) slice_sizes[collapsed_slice_dims...] <= 1.
  for (int64_t d : dims.collapsed_slice_dims)
    if (slice_sizes[d] > 1)
      call.violation("C8", "collapsed_slice_dims = " + notation::listText(dims.collapsed_slice_dims) +
                               ", slice_sizes = " + notation::listText(slice_sizes));
  return slice_sizes;
}

namespace {

std::vector<Value> evalDynamicGather(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const gather_scatter::GatherDimensionNumbers dims = gather_scatter::gatherDimensionNumbers(call);
  const std::vector<int64_t> slice_sizes = gather_scatter::dynamicGatherSliceSizes(call, operand, call.tensor(2), dims);
  return {Value(gather_scatter::gather(call, operand, call.tensor(1), slice_sizes, dims,
                                       gather_scatter::kDynamicGatherIds))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_gather",
           .eval = evalDynamicGather,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
