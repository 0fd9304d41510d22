// spec: Ops > dynamic_gather
//
// gather with slice_sizes read from the operand `slice_sizes` (I3) instead
// of an attribute; the rest is gather's semantics (gather_scatter::gather),
// with the constraints cited by this section's numbers. The section has no
// batching dimensions (its C1 counts only offset_dims and
// collapsed_slice_dims), so the #stablehlo.gather<...> fields
// operand_batching_dims and start_indices_batching_dims must be empty, as
// the checker (checker/ops/dynamic_gather.cpp) also requires.
#include "interpreter/evaluator.h"
#include "interpreter/kernels/gather_scatter.h"

namespace hloref {
namespace {

// gather's (Ck) -> dynamic_gather's label.
const gather_scatter::GatherLabels kDynamicGatherLabels = {
    "",
    "C1",  // rank(operand) = size(offset_dims) + size(collapsed_slice_dims)
    "C2",  // 0 <= index_vector_dim <= rank(start_indices)
    "C3",  // size(start_index_map)
    "C4",  // offset_dims unique and sorted
    "C5",  // 0 <= offset_dims < rank(result)
    "C6",  // collapsed_slice_dims unique
    "C6",  // collapsed_slice_dims sorted
    "C7",  // 0 <= collapsed_slice_dims < rank(operand)
    "C8",  // slice_sizes[collapsed_slice_dims...] <= 1
    // gather's C10-C17 concern the batching dimensions, empty here.
    "gather C10", "gather C11", "gather C12", "gather C13", "gather C14", "gather C15", "gather C16",
    "gather C17",
    "C9",  // start_index_map unique
    "C10",  // 0 <= start_index_map < rank(operand)
    "C11",  // size(slice_sizes) = rank(operand)
    "C12",  // 0 <= slice_sizes <= shape(operand)
    "C13",  // shape(result)
    "C14",  // element_type(operand) = element_type(result)
};

std::vector<Value> evalDynamicGather(OpCall& call) {
  if (call.operands.size() != 3)
    call.fail("takes 3 operands (operand, start_indices, slice_sizes), found " +
              std::to_string(call.operands.size()));
  const Tensor& operand = call.tensor(0);
  const Tensor& start_indices = call.tensor(1);
  const Tensor& slice_sizes_tensor = call.tensor(2);
  // (I3) slice_sizes is a 1-dimensional tensor of integer type.
  if (slice_sizes_tensor.rank() != 1)
    call.fail("has slice_sizes of type " + tensorTypeString(slice_sizes_tensor.type()) +
              "; it must be a 1-dimensional tensor of integer type (I3)");
  // (C1) rank(operand) = size(offset_dims) + size(collapsed_slice_dims):
  // no operand batching dimensions, and so none in start_indices either.
  const Attribute& dimension_numbers = gather_scatter::structAttr(call, "dimension_numbers");
  for (const char* field : {"operand_batching_dims", "start_indices_batching_dims"}) {
    std::vector<int64_t> dims = gather_scatter::listField(call, dimension_numbers, field);
    if (!dims.empty())
      call.fail("has " + std::string(field) + " = " + gather_scatter::listString(dims) +
                "; dynamic_gather has no batching dimensions (C1)");
  }
  std::vector<int64_t> slice_sizes(static_cast<size_t>(slice_sizes_tensor.numElements()));
  gather_scatter::withIndexReader(call, slice_sizes_tensor, "slice_sizes", [&](auto sizes) {
    for (size_t d = 0; d < slice_sizes.size(); ++d) slice_sizes[d] = sizes[static_cast<int64_t>(d)];
  });
  return {Value(gather_scatter::gather(call, operand, start_indices, slice_sizes, kDynamicGatherLabels))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_gather",
           .eval = evalDynamicGather,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
