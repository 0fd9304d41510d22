// spec: Ops > scatter
//
// results start as copies of inputs; then, for every update_index of
// index_space(updates[0]) in row-major order (the schedule, an
// implementation-defined permutation), the op computes result_index and,
// when it lies in bounds, sets results...[result_index] to
// update_computation(results...[result_index], updates_converted...).
// The region runs once per update element on scalar tensors that are
// allocated once per op and refilled with raw element bytes.
#include <cstring>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/gather_scatter.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

using gather_scatter::contains;
using gather_scatter::listString;

// is_promotable(x, y) of the spec for the element types of two tensor types.
bool isPromotable(const TensorType& x, const TensorType& y) {
  ElementType a = x.elementType, b = y.elementType;
  if (x.isQuantized() || y.isQuantized()) {
    if (!x.isQuantized() || !y.isQuantized()) return false;
    return x.quant->expressedType == y.quant->expressedType && bitWidth(a) <= bitWidth(b);
  }
  if (isBoolean(a) && isBoolean(b)) return true;
  if ((isInteger(a) && isInteger(b)) || (isFloat(a) && isFloat(b))) return bitWidth(a) <= bitWidth(b);
  if (isComplex(a) && isComplex(b)) return bitWidth(complexPartType(a)) <= bitWidth(complexPartType(b));
  return false;
}

// to_destination_type(x, destination_type) for a whole tensor whose element
// type is promotable to the destination's: convert, chunk by chunk.
Tensor toDestinationType(const OpCall& call, const Tensor& x, const TensorType& destination) {
  TensorType type = destination;
  type.shape = x.shape();
  type.bounds.clear();
  if (x.type() == type) return x;
  Tensor result(type);
  ElementType e = x.elementType();
  if (x.type().isQuantized() || type.isQuantized()) {
    call.unsupportedHere("promoting quantized tensors from " + tensorTypeString(x.type()) + " to " +
                         tensorTypeString(type));
  } else if (e == type.elementType) {
    std::memcpy(result.bytes(), x.bytes(), static_cast<size_t>(x.byteSize()));
  } else {
    constexpr int64_t kChunk = 1024;
    const int64_t n = x.numElements();
    if (isInteger(e)) {
      std::vector<uint64_t> buffer(kChunk);
      for (int64_t begin = 0; begin < n; begin += kChunk) {
        size_t count = static_cast<size_t>(std::min(kChunk, n - begin));
        loadInts(x, begin, std::span<uint64_t>(buffer.data(), count));
        storeInts(result, begin, std::span<const uint64_t>(buffer.data(), count));
      }
    } else if (isFloat(e)) {
      std::vector<double> buffer(kChunk);
      for (int64_t begin = 0; begin < n; begin += kChunk) {
        size_t count = static_cast<size_t>(std::min(kChunk, n - begin));
        loadFloats(x, begin, std::span<double>(buffer.data(), count));
        storeFloats(result, begin, std::span<const double>(buffer.data(), count));
      }
    } else if (isComplex(e)) {
      std::vector<std::complex<double>> buffer(kChunk);
      for (int64_t begin = 0; begin < n; begin += kChunk) {
        size_t count = static_cast<size_t>(std::min(kChunk, n - begin));
        loadComplex(x, begin, std::span<std::complex<double>>(buffer.data(), count));
        storeComplex(result, begin, std::span<const std::complex<double>>(buffer.data(), count));
      }
    } else {
      call.unsupportedHere("converting " + tensorTypeString(x.type()) + " to " + tensorTypeString(type));
    }
  }
  return result;
}

std::vector<Value> evalScatter(OpCall& call) {
  namespace gs = gather_scatter;
  // (C5) 0 < size(inputs) = size(updates) = N: the operands are inputs...,
  // scatter_indices, updates....
  const size_t numOperands = call.operands.size();
  if (numOperands < 3 || numOperands % 2 == 0)
    call.fail("has " + std::to_string(numOperands) +
              " operands; it takes N > 0 inputs, scatter_indices and N updates (C5)");
  const size_t N = (numOperands - 1) / 2;
  std::vector<const Tensor*> inputs(N), updates(N);
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = &call.tensor(i);
    updates[i] = &call.tensor(N + 1 + i);
  }
  const Tensor& scatter_indices = call.tensor(N);
  const Attribute& scatter_dimension_numbers = gs::structAttr(call, "scatter_dimension_numbers");
  const std::vector<int64_t> update_window_dims =
      gs::listField(call, scatter_dimension_numbers, "update_window_dims");
  const std::vector<int64_t> inserted_window_dims =
      gs::listField(call, scatter_dimension_numbers, "inserted_window_dims");
  const std::vector<int64_t> input_batching_dims =
      gs::listField(call, scatter_dimension_numbers, "input_batching_dims");
  const std::vector<int64_t> scatter_indices_batching_dims =
      gs::listField(call, scatter_dimension_numbers, "scatter_indices_batching_dims");
  const std::vector<int64_t> scatter_dims_to_operand_dims =
      gs::listField(call, scatter_dimension_numbers, "scatter_dims_to_operand_dims");
  const int64_t index_vector_dim = gs::intField(call, scatter_dimension_numbers, "index_vector_dim");
  // indices_are_sorted (I10) and unique_indices (I11) let an implementation
  // assume an order or uniqueness of the indices; the reference assumes
  // nothing and applies every update in its schedule.
  const Shape& inputShape = inputs[0]->shape();
  const Shape& updateShape = updates[0]->shape();
  const Shape& indicesShape = scatter_indices.shape();
  const int64_t inputRank = inputs[0]->rank();
  const int64_t updateRank = updates[0]->rank();
  const int64_t indicesRank = scatter_indices.rank();

  for (size_t i = 0; i < N; ++i) {
    // (C1) same(shape(inputs...)).
    if (inputs[i]->shape() != inputShape)
      call.fail("has inputs[0] of type " + tensorTypeString(inputs[0]->type()) + " and inputs[" +
                std::to_string(i) + "] of type " + tensorTypeString(inputs[i]->type()) +
                "; their shapes must be the same (C1)");
    // (C3) same(shape(updates...)).
    if (updates[i]->shape() != updateShape)
      call.fail("has updates[0] of type " + tensorTypeString(updates[0]->type()) + " and updates[" +
                std::to_string(i) + "] of type " + tensorTypeString(updates[i]->type()) +
                "; their shapes must be the same (C3)");
    // (C6) element_type(updates...) = element_type(inputs...).
    if (updates[i]->elementType() != inputs[i]->elementType() ||
        updates[i]->type().isQuantized() != inputs[i]->type().isQuantized() ||
        (updates[i]->type().isQuantized() && !(*updates[i]->type().quant == *inputs[i]->type().quant)))
      call.fail("has inputs[" + std::to_string(i) + "] of type " + tensorTypeString(inputs[i]->type()) +
                " and updates[" + std::to_string(i) + "] of type " + tensorTypeString(updates[i]->type()) +
                "; their element types must be the same (C6)");
  }
  // (C2) rank(inputs[0]) = size(update_window_dims) + size(inserted_window_dims) + size(input_batching_dims).
  if (inputRank != static_cast<int64_t>(update_window_dims.size() + inserted_window_dims.size() +
                                        input_batching_dims.size()))
    call.fail("has rank(inputs[0]) = " + std::to_string(inputRank) + " but update_window_dims = " +
              listString(update_window_dims) + ", inserted_window_dims = " + listString(inserted_window_dims) +
              ", input_batching_dims = " + listString(input_batching_dims) +
              "; their sizes must add up to the rank (C2)");
  // (C22) 0 <= index_vector_dim <= rank(scatter_indices).
  if (index_vector_dim < 0 || index_vector_dim > indicesRank)
    call.fail("has index_vector_dim = " + std::to_string(index_vector_dim) +
              " outside [0, rank(scatter_indices)] = [0, " + std::to_string(indicesRank) + "] (C22)");
  // (C19) size(scatter_dims_to_operand_dims) = dim(scatter_indices,
  // index_vector_dim), or 1 when index_vector_dim = rank(scatter_indices).
  const int64_t indexVectorSize = index_vector_dim < indicesRank ? indicesShape[index_vector_dim] : 1;
  if (static_cast<int64_t>(scatter_dims_to_operand_dims.size()) != indexVectorSize)
    call.fail("has scatter_dims_to_operand_dims = " + listString(scatter_dims_to_operand_dims) + " of size " +
              std::to_string(scatter_dims_to_operand_dims.size()) + " but index vectors of size " +
              std::to_string(indexVectorSize) + " (C19)");
  // (C7) is_unique(update_window_dims) and is_sorted(update_window_dims).
  gs::requireUnique(call, "C7", "update_window_dims", update_window_dims);
  gs::requireSorted(call, "C7", "update_window_dims", update_window_dims);
  // (C8) 0 <= update_window_dims < rank(updates[0]).
  gs::requireInRange(call, "C8", "update_window_dims", update_window_dims, updateRank, "rank(updates[0])");
  // (C9) is_unique(concatenate(inserted_window_dims, input_batching_dims)).
  gs::requireUnique(call, "C9", "concatenate(inserted_window_dims, input_batching_dims)",
                    gs::concat(inserted_window_dims, input_batching_dims));
  // (C10) is_sorted(inserted_window_dims).
  gs::requireSorted(call, "C10", "inserted_window_dims", inserted_window_dims);
  // (C11) 0 <= inserted_window_dims < rank(inputs[0]).
  gs::requireInRange(call, "C11", "inserted_window_dims", inserted_window_dims, inputRank, "rank(inputs[0])");
  // (C12) is_sorted(input_batching_dims).
  gs::requireSorted(call, "C12", "input_batching_dims", input_batching_dims);
  // (C13) 0 <= input_batching_dims < rank(inputs[0]).
  gs::requireInRange(call, "C13", "input_batching_dims", input_batching_dims, inputRank, "rank(inputs[0])");
  // (C14) is_unique(scatter_indices_batching_dims).
  gs::requireUnique(call, "C14", "scatter_indices_batching_dims", scatter_indices_batching_dims);
  // (C15) 0 <= scatter_indices_batching_dims < rank(scatter_indices).
  gs::requireInRange(call, "C15", "scatter_indices_batching_dims", scatter_indices_batching_dims, indicesRank,
                     "rank(scatter_indices)");
  // (C16) index_vector_dim not in scatter_indices_batching_dims.
  if (contains(scatter_indices_batching_dims, index_vector_dim))
    call.fail("has index_vector_dim = " + std::to_string(index_vector_dim) +
              " in scatter_indices_batching_dims = " + listString(scatter_indices_batching_dims) + " (C16)");
  // (C17) size(input_batching_dims) == size(scatter_indices_batching_dims).
  if (input_batching_dims.size() != scatter_indices_batching_dims.size())
    call.fail("has input_batching_dims = " + listString(input_batching_dims) +
              " and scatter_indices_batching_dims = " + listString(scatter_indices_batching_dims) +
              " of different sizes (C17)");
  // (C18) dim(inputs[0], input_batching_dims...) = dim(scatter_indices, scatter_indices_batching_dims...).
  for (size_t i = 0; i < input_batching_dims.size(); ++i)
    if (inputShape[input_batching_dims[i]] != indicesShape[scatter_indices_batching_dims[i]])
      call.fail("has dim(inputs[0], " + std::to_string(input_batching_dims[i]) + ") = " +
                std::to_string(inputShape[input_batching_dims[i]]) + " but dim(scatter_indices, " +
                std::to_string(scatter_indices_batching_dims[i]) + ") = " +
                std::to_string(indicesShape[scatter_indices_batching_dims[i]]) + " (C18)");
  // (C20) is_unique(concatenate(scatter_dims_to_operand_dims, input_batching_dims)).
  gs::requireUnique(call, "C20", "concatenate(scatter_dims_to_operand_dims, input_batching_dims)",
                    gs::concat(scatter_dims_to_operand_dims, input_batching_dims));
  // (C21) 0 <= scatter_dims_to_operand_dims < rank(inputs[0]).
  gs::requireInRange(call, "C21", "scatter_dims_to_operand_dims", scatter_dims_to_operand_dims, inputRank,
                     "rank(inputs[0])");

  // update_scatter_dims = [d for d in axes(updates[0]) and d not in update_window_dims].
  std::vector<int64_t> update_scatter_dims;
  for (int64_t d = 0; d < updateRank; ++d)
    if (!contains(update_window_dims, d)) update_scatter_dims.push_back(d);
  // The input axes that update_window_dims index, in order: those not in
  // inserted_window_dims or input_batching_dims (full_window_index).
  std::vector<int64_t> windowInputDims;
  for (int64_t d = 0; d < inputRank; ++d)
    if (!contains(inserted_window_dims, d) && !contains(input_batching_dims, d)) windowInputDims.push_back(d);
  // The axis of scatter_indices that update_scatter_index position j reads:
  // the axes of scatter_indices in order, index_vector_dim skipped.
  auto indicesDimOf = [&](int64_t j) { return j < index_vector_dim ? j : j + 1; };

  // (C4) shape(updates[0]) = combine(update_scatter_dim_sizes, update_window_dim_sizes).
  const int64_t scatterRank = indicesRank - (index_vector_dim < indicesRank ? 1 : 0);
  if (static_cast<int64_t>(update_scatter_dims.size()) != scatterRank)
    call.fail("has updates of type " + tensorTypeString(updates[0]->type()) + " with " +
              std::to_string(update_scatter_dims.size()) + " update_scatter_dims but scatter_indices of type " +
              tensorTypeString(scatter_indices.type()) + " with " + std::to_string(scatterRank) +
              " dimensions besides index_vector_dim (C4)");
  for (size_t j = 0; j < update_scatter_dims.size(); ++j)
    if (updateShape[update_scatter_dims[j]] != indicesShape[indicesDimOf(j)])
      call.fail("has dim(updates[0], " + std::to_string(update_scatter_dims[j]) + ") = " +
                std::to_string(updateShape[update_scatter_dims[j]]) + " but dim(scatter_indices, " +
                std::to_string(indicesDimOf(j)) + ") = " + std::to_string(indicesShape[indicesDimOf(j)]) + " (C4)");
  for (size_t k = 0; k < update_window_dims.size(); ++k)
    if (updateShape[update_window_dims[k]] > inputShape[windowInputDims[k]])
      call.fail("has dim(updates[0], " + std::to_string(update_window_dims[k]) + ") = " +
                std::to_string(updateShape[update_window_dims[k]]) + " > dim(inputs[0], " +
                std::to_string(windowInputDims[k]) + ") = " + std::to_string(inputShape[windowInputDims[k]]) +
                "; update_window_dim_sizes <= shape(inputs[0]) (C4)");

  // (C23) update_computation has type (tensor<E0>, ..., tensor<EN-1>,
  // tensor<E0>, ..., tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>) with
  // is_promotable(element_type(inputs[i]), Ei).
  if (call.op.regions.size() != 1 || call.op.regions[0].blocks.size() != 1)
    call.fail("needs one update_computation region with one block");
  const std::vector<Type>& argumentTypes = call.op.regions[0].blocks[0].argumentTypes;
  if (argumentTypes.size() != 2 * N)
    call.fail("has an update_computation with " + std::to_string(argumentTypes.size()) + " arguments for " +
              std::to_string(N) + " inputs; it must take 2 * N = " + std::to_string(2 * N) + " (C23)");
  std::vector<TensorType> E(N);  // tensor<Ei>
  for (size_t i = 0; i < N; ++i) {
    const Type& lhs = argumentTypes[i];
    const Type& rhs = argumentTypes[N + i];
    if (!lhs.isTensor() || lhs.tensorType().rank() != 0 || !(lhs == rhs))
      call.fail("has update_computation arguments #" + std::to_string(i) + " : " + lhs.str() + " and #" +
                std::to_string(N + i) + " : " + rhs.str() + "; both must be the same 0-dimensional tensor type (C23)");
    E[i] = lhs.tensorType();
    if (!isPromotable(inputs[i]->type(), E[i]))
      call.fail("has inputs[" + std::to_string(i) + "] of type " + tensorTypeString(inputs[i]->type()) +
                " and update_computation argument type " + lhs.str() + "; the element type " +
                "must be promotable to it (C23)");
  }

  // (C24) shape(inputs...) = shape(results...); (C25) element_type(results[i]) = Ei.
  // results = exec(schedule, inputs): the results start as the inputs (in
  // the type Ei the update_computation works in).
  std::vector<Tensor> results(N);
  for (size_t i = 0; i < N; ++i) {
    Tensor result = call.newResult(i, inputShape);
    if (!(result.type().elementType == E[i].elementType) ||
        result.type().isQuantized() != E[i].isQuantized() ||
        (E[i].isQuantized() && !(*result.type().quant == *E[i].quant)))
      call.fail("has results[" + std::to_string(i) + "] of type " + tensorTypeString(result.type()) +
                " but update_computation works in " + tensorTypeString(E[i]) + " (C25)");
    Tensor initial = toDestinationType(call, *inputs[i], result.type());
    std::memcpy(result.bytes(), initial.bytes(), static_cast<size_t>(initial.byteSize()));
    results[i] = std::move(result);
  }
  const int64_t numUpdates = updates[0]->numElements();
  if (numUpdates == 0) return std::vector<Value>(results.begin(), results.end());

  // updates_converted = to_destination_type(updates...[update_index], tensor<Ei>),
  // done for whole tensors up front.
  std::vector<Tensor> updates_converted(N);
  for (size_t i = 0; i < N; ++i) updates_converted[i] = toDestinationType(call, *updates[i], E[i]);

  const std::vector<int64_t> inputStrides = stridesOf(inputShape);
  const std::vector<int64_t> indicesStrides = stridesOf(indicesShape);
  // start_index = scatter_indices[si0, ..., :, ..., siN]: the index vector
  // runs along index_vector_dim (one element when it is rank(scatter_indices)).
  const int64_t indexVectorStride = index_vector_dim < indicesRank ? indicesStrides[index_vector_dim] : 0;
  // Each update axis is either update_scatter_dims[j] (it moves along
  // scatter_indices axis indicesDimOf(j)) or update_window_dims[k] (it moves
  // full_window_index along input axis windowInputDims[k]).
  std::vector<int64_t> indicesStrideOf(static_cast<size_t>(updateRank), 0);
  std::vector<int64_t> windowInputDimOf(static_cast<size_t>(updateRank), -1);
  std::vector<int64_t> scatterPositionOf(static_cast<size_t>(updateRank), -1);
  for (size_t j = 0; j < update_scatter_dims.size(); ++j) {
    indicesStrideOf[update_scatter_dims[j]] = indicesStrides[indicesDimOf(j)];
    scatterPositionOf[update_scatter_dims[j]] = static_cast<int64_t>(j);
  }
  for (size_t k = 0; k < update_window_dims.size(); ++k) windowInputDimOf[update_window_dims[k]] = windowInputDims[k];

  // The scalar tensors the region runs on: results...[result_index] then
  // updates_converted...[update_index], allocated once.
  std::vector<Tensor> scratch(2 * N);
  std::vector<Value> args(2 * N);
  std::vector<int> widths(N);
  for (size_t i = 0; i < N; ++i) {
    scratch[i] = Tensor(E[i]);
    scratch[N + i] = Tensor(E[i]);
    args[i] = Value(scratch[i]);
    args[N + i] = Value(scratch[N + i]);
    widths[i] = storageBytes(E[i].elementType);
  }

  // The walk over update_index, row-major: update_scatter_index (its
  // scatter_indices offset), full_window_index, and the input-space base
  // full_start_index + full_batching_index of the current scatter index.
  std::vector<int64_t> update_index(static_cast<size_t>(updateRank), 0);
  std::vector<int64_t> update_scatter_index(update_scatter_dims.size(), 0);
  std::vector<int64_t> full_window_index(static_cast<size_t>(inputRank), 0);
  std::vector<int64_t> base(static_cast<size_t>(inputRank), 0);
  int64_t indicesOffset = 0;

  gs::withIndexReader(call, scatter_indices, "scatter_indices", [&](auto indices) {
    auto computeBase = [&] {
      std::fill(base.begin(), base.end(), 0);
      // full_start_index[d_input] = start_index[d_start] for
      // d_input = scatter_dims_to_operand_dims[d_start].
      for (size_t d_start = 0; d_start < scatter_dims_to_operand_dims.size(); ++d_start)
        base[scatter_dims_to_operand_dims[d_start]] =
            indices[indicesOffset + static_cast<int64_t>(d_start) * indexVectorStride];
      // full_batching_index[d_input] = update_scatter_index[d_start -
      // (d_start < index_vector_dim ? 0 : 1)] for d_input =
      // input_batching_dims[i_batching], d_start =
      // scatter_indices_batching_dims[i_batching]. (C20) keeps these axes
      // apart from the full_start_index ones.
      for (size_t i = 0; i < input_batching_dims.size(); ++i) {
        int64_t d_start = scatter_indices_batching_dims[i];
        base[input_batching_dims[i]] = update_scatter_index[d_start - (d_start < index_vector_dim ? 0 : 1)];
      }
    };
    computeBase();
    for (int64_t u = 0; u < numUpdates; ++u) {  // u: the row-major offset of update_index
      // result_index = full_start_index + full_batching_index + full_window_index,
      // in bounds for shape(results...)? full_window_index < dim (C4), so
      // the comparisons below cannot overflow.
      bool inBounds = true;
      int64_t resultOffset = 0;
      for (int64_t d = 0; d < inputRank; ++d) {
        const int64_t w = full_window_index[d];
        if (base[d] < -w || base[d] >= inputShape[d] - w) {
          inBounds = false;
          break;
        }
        resultOffset += (base[d] + w) * inputStrides[d];
      }
      if (inBounds) {
        // updated_values = update_computation(results...[result_index], updates_converted...).
        for (size_t i = 0; i < N; ++i) {
          const size_t w = static_cast<size_t>(widths[i]);
          std::memcpy(scratch[i].bytes(), results[i].bytes() + resultOffset * widths[i], w);
          std::memcpy(scratch[N + i].bytes(), updates_converted[i].bytes() + u * widths[i], w);
        }
        std::vector<Value> updated_values = call.runRegion(0, args);
        if (updated_values.size() != N)
          call.fail("has an update_computation returning " + std::to_string(updated_values.size()) +
                    " values for " + std::to_string(N) + " inputs (C23)");
        for (size_t i = 0; i < N; ++i) {
          const Value& v = updated_values[i];
          if (!v.isTensor() || v.tensor().rank() != 0 || v.tensor().elementType() != E[i].elementType ||
              v.tensor().type().isQuantized() != E[i].isQuantized())
            call.fail("has an update_computation returning " +
                      (v.isTensor() ? tensorTypeString(v.tensor().type()) : std::string("a non-tensor")) +
                      " as value #" + std::to_string(i) + "; it must return " + tensorTypeString(E[i]) + " (C23)");
          // updated_results: results...[result_index] = updated_values....
          std::memcpy(results[i].bytes() + resultOffset * widths[i], v.tensor().bytes(),
                      static_cast<size_t>(widths[i]));
        }
      }
      // The next update_index.
      bool scatterIndexChanged = false;
      int64_t a = updateRank;
      while (a-- > 0) {
        const bool last = update_index[a] + 1 == updateShape[a];
        const int64_t step = last ? -update_index[a] : 1;
        update_index[a] += step;
        if (windowInputDimOf[a] >= 0) {
          full_window_index[windowInputDimOf[a]] += step;
        } else {
          update_scatter_index[scatterPositionOf[a]] += step;
          indicesOffset += step * indicesStrideOf[a];
          scatterIndexChanged = true;
        }
        if (!last) break;
      }
      if (scatterIndexChanged) computeBase();
    }
  });
  return std::vector<Value>(results.begin(), results.end());
}

}  // namespace

HLOREF_OP({.name = "stablehlo.scatter",
           .eval = evalScatter,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::ScatterInputsAndUpdates),
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
