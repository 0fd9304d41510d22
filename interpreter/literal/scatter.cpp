// spec: Ops > scatter, literally: for every update_index of
// index_space(updates[0]), in hloref's schedule (row-major order, its
// implementation-defined choice, as interpreter/ops/scatter.cpp), compute
// result_index and, when it lies in bounds, set results...[result_index] to
// update_computation(results...[result_index], updates_converted...).
#include "interpreter/kernels/gather_scatter.h"
#include "interpreter/kernels/scatter_schedule.h"
#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

std::vector<Value> scatter(OpCall& call) {
  // The operands: inputs..., scatter_indices, updates....
  const size_t N = (call.operands.size() - 1) / 2;
  std::vector<const Tensor*> inputs, updates;
  for (size_t i = 0; i < N; ++i) {
    inputs.push_back(&call.tensor(i));
    updates.push_back(&call.tensor(N + 1 + i));
  }
  const Tensor& scatter_indices = call.tensor(N);
  // Named references, not a structured binding: clang before 16 cannot
  // capture bindings in the lambdas below.
  const gather_scatter::ScatterDimensionNumbers dims = gather_scatter::scatterDimensionNumbers(call);
  const auto& update_window_dims = dims.update_window_dims;
  const auto& inserted_window_dims = dims.inserted_window_dims;
  const auto& input_batching_dims = dims.input_batching_dims;
  const auto& scatter_indices_batching_dims = dims.scatter_indices_batching_dims;
  const auto& scatter_dims_to_operand_dims = dims.scatter_dims_to_operand_dims;
  const int64_t index_vector_dim = dims.index_vector_dim;
  const Shape& inputShape = inputs[0]->shape();
  const int64_t inputRank = static_cast<int64_t>(inputShape.size());
  const int64_t updateRank = static_cast<int64_t>(updates[0]->shape().size());

  // update_computation's argument types tensor<Ei>; results start as the
  // inputs, in those types (C25).
  const std::vector<Type>& argumentTypes = call.op.regions[0].blocks[0].argumentTypes;
  std::vector<Tensor> results;
  for (size_t i = 0; i < N; ++i) {
    const TensorType& E = argumentTypes[i].tensorType();
    results.push_back(call.newResult(i, inputShape));
    forEachIndex(inputShape, [&](const Index& index) {
      setElement(results[i], index, hloref::toDestinationType(elementAt(*inputs[i], index), E));
    });
  }

  std::vector<std::pair<int64_t, int64_t>> schedule;  // (result, update) offsets, for golden annotations
  const std::vector<int64_t> resultStrides = stridesOf(inputShape), updateStrides = stridesOf(updates[0]->shape());
  auto offsetOf = [](const Index& index, const std::vector<int64_t>& strides) {
    int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d) offset += index[d] * strides[d];
    return offset;
  };
  std::vector<int64_t> update_scatter_dims;
  for (int64_t d = 0; d < updateRank; ++d)
    if (!notation::contains(update_window_dims, d)) update_scatter_dims.push_back(d);
  forEachIndex(updates[0]->shape(), [&](const Index& update_index) {
    const Index update_scatter_index = select(update_index, update_scatter_dims);
    const Index start_index = startIndex(scatter_indices, update_scatter_index, index_vector_dim);
    Index full_start_index(static_cast<size_t>(inputRank), 0);
    for (size_t d_start = 0; d_start < scatter_dims_to_operand_dims.size(); ++d_start)
      full_start_index[scatter_dims_to_operand_dims[d_start]] = start_index[d_start];
    const Index full_batching_index = fullBatchingIndex(static_cast<size_t>(inputRank), input_batching_dims,
                                                        scatter_indices_batching_dims, update_scatter_index,
                                                        index_vector_dim);
    const Index update_window_index = select(update_index, update_window_dims);
    const Index full_window_index =
        withZerosAt(update_window_index, static_cast<size_t>(inputRank), inserted_window_dims, input_batching_dims);
    // result_index = full_start_index + full_batching_index + full_window_index,
    // summed in 128 bits: start indices are any 64-bit values.
    Index result_index(static_cast<size_t>(inputRank));
    for (int64_t d = 0; d < inputRank; ++d) {
      const __int128 sum = __int128(full_start_index[d]) + full_batching_index[d] + full_window_index[d];
      if (sum < 0 || sum >= inputShape[d]) return;  // out of bounds: updated_results = results
      result_index[d] = static_cast<int64_t>(sum);
    }
    // updated_values = update_computation(results...[result_index], updates_converted...).
    std::vector<Value> args;
    for (size_t i = 0; i < N; ++i) args.emplace_back(elementAt(results[i], result_index));
    for (size_t i = 0; i < N; ++i)
      args.emplace_back(
          hloref::toDestinationType(elementAt(*updates[i], update_index), argumentTypes[N + i].tensorType()));
    const std::vector<Value> updated_values = call.runRegion(0, args);
    for (size_t i = 0; i < N; ++i) setElement(results[i], result_index, updated_values[i].tensor());
    if (call.annotating()) schedule.emplace_back(offsetOf(result_index, resultStrides), offsetOf(update_index, updateStrides));
  });
  if (call.annotating() && updates[0]->numElements() > 0)  // as the fast op, which runs no schedule then
    gather_scatter::annotateDuplicates(call, inputs, updates, schedule, results);
  return std::vector<Value>(results.begin(), results.end());
}

}  // namespace

HLOREF_LITERAL("stablehlo.scatter", scatter);

}  // namespace hloref::literal
