// spec: Ops > gather, literally: result[result_index] = operand[operand_index]
// with operand_index = full_start_index + full_batching_index +
// full_offset_index, each built as the section says, element by element.
#include <algorithm>
#include <string>

#include "interpreter/kernels/gather_scatter.h"
#include "interpreter/kernels/result_shape.h"
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

// hloref's choice where the spec's clamp does not keep operand_index inside
// the operand (a collapsed dimension with slice_sizes = 0): the run stops as
// unsupported, naming first a collapsed dimension outside start_index_map,
// then the start_index_map dimensions in order (as interpreter/ops/gather.cpp).
[[noreturn]] void failOutsideOperand(const OpCall& call, const Tensor& operand, const Index& operand_index,
                                     const std::vector<int64_t>& collapsed_slice_dims,
                                     const std::vector<int64_t>& start_index_map) {
  std::vector<int64_t> order;
  for (int64_t d : collapsed_slice_dims)
    if (!notation::contains(start_index_map, d)) order.push_back(d);
  order.insert(order.end(), start_index_map.begin(), start_index_map.end());
  for (int64_t d : order) {
    const int64_t index = operand_index[d], size = operand.shape()[d];
    if (index >= 0 && index < size) continue;
    call.unsupportedHere("with slice_sizes[" + std::to_string(d) + "] = 0 in collapsed slice dimension " +
                         std::to_string(d) + ": operand_index[" + std::to_string(d) + "] = " +
                         std::to_string(index) + " lies outside dim(operand, " + std::to_string(d) +
                         ") = " + std::to_string(size));
  }
  call.unreachable("gather: operand_index outside the operand in an offset or batching dimension");
}

std::vector<Value> gatherOp(OpCall& call) {
  return {Value(gather(call, call.tensor(0), call.tensor(1), call.intListAttr("slice_sizes"), gather_scatter::kGatherIds))};
}

}  // namespace

Tensor gather(const OpCall& call, const Tensor& operand, const Tensor& start_indices,
              const std::vector<int64_t>& slice_sizes, const gather_scatter::GatherIds& ids) {
  const gather_scatter::GatherDimensionNumbers dims = gather_scatter::gatherDimensionNumbers(call);
  // Named references, not a structured binding: clang before 16 cannot
  // capture bindings in the lambda below.
  const auto& offset_dims = dims.offset_dims;
  const auto& collapsed_slice_dims = dims.collapsed_slice_dims;
  const auto& operand_batching_dims = dims.operand_batching_dims;
  const auto& start_indices_batching_dims = dims.start_indices_batching_dims;
  const auto& start_index_map = dims.start_index_map;
  const int64_t index_vector_dim = dims.index_vector_dim;
  const int64_t operandRank = static_cast<int64_t>(operand.shape().size());
  const int64_t indicesRank = static_cast<int64_t>(start_indices.shape().size());
  // The sizes only the values fix (`?` dimensions, dynamic slice_sizes):
  // the fast op's run-time checks.
  gather_scatter::checkGatherSizes(call, operand, start_indices, slice_sizes, dims, ids);

  // (C22) shape(result) = combine(batch_dim_sizes, offset_dim_sizes):
  // batch_dim_sizes = shape(start_indices) without index_vector_dim,
  // offset_dim_sizes = slice_sizes without collapsed_slice_dims and operand_batching_dims.
  Shape batch_dim_sizes, offset_dim_sizes;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != index_vector_dim) batch_dim_sizes.push_back(start_indices.shape()[d]);
  for (int64_t d = 0; d < operandRank; ++d)
    if (!notation::contains(collapsed_slice_dims, d) && !notation::contains(operand_batching_dims, d))
      offset_dim_sizes.push_back(slice_sizes[d]);
  const int64_t resultRank = static_cast<int64_t>(batch_dim_sizes.size() + offset_dim_sizes.size());
  // batch_dims = [d for d in axes(result) and d not in offset_dims].
  std::vector<int64_t> batch_dims;
  for (int64_t d = 0; d < resultRank; ++d)
    if (!notation::contains(offset_dims, d)) batch_dims.push_back(d);
  Shape resultShape(static_cast<size_t>(resultRank));
  for (size_t i = 0; i < batch_dims.size(); ++i) resultShape[batch_dims[i]] = batch_dim_sizes[i];
  for (size_t i = 0; i < offset_dims.size(); ++i) resultShape[offset_dims[i]] = offset_dim_sizes[i];
  Tensor result =
      newResultOfShape(call, 0, resultShape, ids.result_shape, "result", "combine(batch_dim_sizes, offset_dim_sizes)");

  forEachIndex(result.shape(), [&](const Index& result_index) {
    const Index batch_index = select(result_index, batch_dims);
    const Index start_index = startIndex(start_indices, batch_index, index_vector_dim);
    Index full_start_index(static_cast<size_t>(operandRank), 0);
    for (size_t d_start = 0; d_start < start_index_map.size(); ++d_start) {
      const int64_t d_operand = start_index_map[d_start];
      full_start_index[d_operand] =
          std::clamp<int64_t>(start_index[d_start], 0, operand.shape()[d_operand] - slice_sizes[d_operand]);
    }
    const Index full_batching_index = fullBatchingIndex(static_cast<size_t>(operandRank), operand_batching_dims,
                                                        start_indices_batching_dims, batch_index, index_vector_dim);
    const Index offset_index = select(result_index, offset_dims);
    const Index full_offset_index =
        withZerosAt(offset_index, static_cast<size_t>(operandRank), collapsed_slice_dims, operand_batching_dims);
    Index operand_index(static_cast<size_t>(operandRank));
    for (int64_t d = 0; d < operandRank; ++d)
      operand_index[d] = full_start_index[d] + full_batching_index[d] + full_offset_index[d];
    if (!inBounds(operand_index, operand.shape()))
      failOutsideOperand(call, operand, operand_index, collapsed_slice_dims, start_index_map);
    copyElement(result, result_index, operand, operand_index);
  });
  return result;
}

HLOREF_LITERAL("stablehlo.gather", gatherOp);

}  // namespace hloref::literal
