// spec: Ops > scatter
//
// results start as copies of inputs; then, for every update_index of
// index_space(updates[0]) in row-major order (the schedule, an
// implementation-defined permutation), the op computes result_index and,
// when it lies in bounds, sets results...[result_index] to
// update_computation(results...[result_index], updates_converted...).
// The region runs once per update element, on registers when it compiles
// (interpreter/scalar_region.h; a float add body adds in place, as the
// registers would), else on scalar tensors that are allocated once per op
// and refilled with raw element bytes.
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/gather_scatter.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/reduction.h"
#include "interpreter/kernels/result_shape.h"
#include "interpreter/kernels/scatter_schedule.h"
#include "interpreter/scalar_region.h"
#include "numerics/nan_rule.h"
#include "numerics/random_schedule.h"

namespace hloref {
namespace {

using notation::contains;

using gather_scatter::ScatterDimensionNumbers;
using gather_scatter::scatterDimensionNumbers;

// The operands: inputs (N), scatter_indices, updates (N).
struct ScatterOperands {
  std::vector<const Tensor*> inputs, updates;
  const Tensor* scatter_indices;
};

// The constraints that compare sizes, on the values: the checker proved
// them for static dimensions; `?` dimensions are checked here.
void checkSizes(const OpCall& call, const ScatterOperands& x, const ScatterDimensionNumbers& dims) {
  const Shape& inputShape = x.inputs[0]->shape();
  const Shape& updateShape = x.updates[0]->shape();
  const Shape& indicesShape = x.scatter_indices->shape();
  // (C1) same(shape(inputs...)); (C3) same(shape(updates...)).
  for (size_t i = 1; i < x.inputs.size(); ++i) {
    if (x.inputs[i]->shape() != inputShape)
      call.violation("C1", "shape(inputs[0]) = " + notation::shapeText(inputShape) + ", shape(inputs[" +
                               std::to_string(i) + "]) = " + notation::shapeText(x.inputs[i]->shape()));
    if (x.updates[i]->shape() != updateShape)
      call.violation("C3", "shape(updates[0]) = " + notation::shapeText(updateShape) + ", shape(updates[" +
                               std::to_string(i) + "]) = " + notation::shapeText(x.updates[i]->shape()));
  }
  // (C18) dim(inputs[0], input_batching_dims...) = dim(scatter_indices,
  // scatter_indices_batching_dims...).
  for (size_t i = 0; i < dims.input_batching_dims.size(); ++i)
    if (inputShape[dims.input_batching_dims[i]] != indicesShape[dims.scatter_indices_batching_dims[i]])
      call.violation("C18", "shape(inputs[0]) = " + notation::shapeText(inputShape) +
                                ", shape(scatter_indices) = " + notation::shapeText(indicesShape));
  // (C19) size(scatter_dims_to_operand_dims) = dim(scatter_indices,
  // index_vector_dim).
  if (dims.index_vector_dim < x.scatter_indices->rank() &&
      indicesShape[dims.index_vector_dim] != static_cast<int64_t>(dims.scatter_dims_to_operand_dims.size()))
    call.violation(
        "C19", "size(scatter_dims_to_operand_dims) = " + std::to_string(dims.scatter_dims_to_operand_dims.size()) +
                   ", dim(scatter_indices, index_vector_dim) = " + std::to_string(indicesShape[dims.index_vector_dim]));
  // (C4) shape(updates[0]) = combine(update_scatter_dim_sizes,
  // update_window_dim_sizes), update_window_dim_sizes <= the window bounds
  // of inputs[0]. (C2) makes the window axes of updates and inputs pair up.
  bool c4 = true;
  size_t scatterDim = 0, windowDim = 0;
  for (int64_t d = 0; d < x.updates[0]->rank(); ++d) {
    if (contains(dims.update_window_dims, d)) {
      while (contains(dims.inserted_window_dims, windowDim) || contains(dims.input_batching_dims, windowDim))
        ++windowDim;
      c4 = c4 && updateShape[d] <= inputShape[windowDim++];
    } else {
      if (static_cast<int64_t>(scatterDim) == dims.index_vector_dim) ++scatterDim;
      c4 = c4 && updateShape[d] == indicesShape[scatterDim++];
    }
  }
  if (!c4)
    call.violation("C4", "shape(updates[0]) = " + notation::shapeText(updateShape) +
                             ", shape(scatter_indices) = " + notation::shapeText(indicesShape) +
                             ", shape(inputs[0]) = " + notation::shapeText(inputShape));
}

// The walk over update_index in row-major order that keeps, incrementally,
// the scatter_indices offset of update_scatter_index, full_window_index,
// and the input-space base full_start_index + full_batching_index.
class ScatterWalk {
 public:
  ScatterWalk(const ScatterOperands& x, const ScatterDimensionNumbers& dims);

  // result_index = base + full_window_index as a row-major offset into
  // shape(results...), or -1 when it is out of bounds.
  int64_t resultOffset() const;
  // Moves to the next update_index; `readBase` recomputes the base when the
  // scatter index changed.
  template <class Indices>
  void next(const Indices& indices);
  template <class Indices>
  void readBase(const Indices& indices);

 private:
  const ScatterDimensionNumbers& dims_;
  const Shape& inputShape_;
  const Shape& updateShape_;
  std::vector<int64_t> inputStrides_;
  int64_t indexVectorStride_ = 0;
  // Per update axis: the scatter_indices stride and update_scatter_index
  // position of a scatter axis, or the input axis of a window axis (else -1).
  std::vector<int64_t> indicesStrideOf_, scatterPositionOf_, windowInputDimOf_;
  std::vector<int64_t> update_index_, update_scatter_index_, full_window_index_, base_;
  int64_t indicesOffset_ = 0;
};

ScatterWalk::ScatterWalk(const ScatterOperands& x, const ScatterDimensionNumbers& dims)
    : dims_(dims), inputShape_(x.inputs[0]->shape()), updateShape_(x.updates[0]->shape()) {
  const int64_t inputRank = x.inputs[0]->rank(), updateRank = x.updates[0]->rank();
  const std::vector<int64_t> indicesStrides = stridesOf(x.scatter_indices->shape());
  inputStrides_ = stridesOf(inputShape_);
  // start_index = scatter_indices[si0, ..., :, ..., siN]: the index vector
  // runs along index_vector_dim (one element when it is rank(scatter_indices)).
  if (dims.index_vector_dim < x.scatter_indices->rank()) indexVectorStride_ = indicesStrides[dims.index_vector_dim];
  // update_scatter_dims = [d for d in axes(updates[0]) and d not in
  // update_window_dims]: position j reads scatter_indices axis j,
  // index_vector_dim skipped. update_window_dims[k] walks the k-th input
  // axis not in inserted_window_dims or input_batching_dims.
  indicesStrideOf_.assign(static_cast<size_t>(updateRank), 0);
  scatterPositionOf_.assign(static_cast<size_t>(updateRank), -1);
  windowInputDimOf_.assign(static_cast<size_t>(updateRank), -1);
  int64_t j = 0, windowDim = 0;
  for (int64_t d = 0; d < updateRank; ++d) {
    if (contains(dims.update_window_dims, d)) {
      while (contains(dims.inserted_window_dims, windowDim) || contains(dims.input_batching_dims, windowDim))
        ++windowDim;
      windowInputDimOf_[d] = windowDim++;
    } else {
      indicesStrideOf_[d] = indicesStrides[j < dims.index_vector_dim ? j : j + 1];
      scatterPositionOf_[d] = j++;
    }
  }
  update_index_.assign(static_cast<size_t>(updateRank), 0);
  update_scatter_index_.assign(static_cast<size_t>(j), 0);
  full_window_index_.assign(static_cast<size_t>(inputRank), 0);
  base_.assign(static_cast<size_t>(inputRank), 0);
}

template <class Indices>
void ScatterWalk::readBase(const Indices& indices) {
  std::fill(base_.begin(), base_.end(), 0);
  // full_start_index[d_input] = start_index[d_start] for
  // d_input = scatter_dims_to_operand_dims[d_start].
  for (size_t d_start = 0; d_start < dims_.scatter_dims_to_operand_dims.size(); ++d_start)
    base_[dims_.scatter_dims_to_operand_dims[d_start]] =
        indices[indicesOffset_ + static_cast<int64_t>(d_start) * indexVectorStride_];
  // full_batching_index[d_input] = update_scatter_index[d_start - (d_start <
  // index_vector_dim ? 0 : 1)] for d_input = input_batching_dims[i_batching],
  // d_start = scatter_indices_batching_dims[i_batching]. (C20) keeps these
  // axes apart from the full_start_index ones.
  for (size_t i = 0; i < dims_.input_batching_dims.size(); ++i) {
    const int64_t d_start = dims_.scatter_indices_batching_dims[i];
    base_[dims_.input_batching_dims[i]] = update_scatter_index_[d_start - (d_start < dims_.index_vector_dim ? 0 : 1)];
  }
}

int64_t ScatterWalk::resultOffset() const {
  // result_index in bounds for shape(results...)? full_window_index < dim
  // (C4), so the comparisons cannot overflow.
  int64_t offset = 0;
  for (size_t d = 0; d < base_.size(); ++d) {
    const int64_t w = full_window_index_[d];
    if (base_[d] < -w || base_[d] >= inputShape_[d] - w) return -1;
    offset += (base_[d] + w) * inputStrides_[d];
  }
  return offset;
}

template <class Indices>
void ScatterWalk::next(const Indices& indices) {
  bool scatterIndexChanged = false;
  size_t a = update_index_.size();
  while (a-- > 0) {
    const bool last = update_index_[a] + 1 == updateShape_[a];
    const int64_t step = last ? -update_index_[a] : 1;
    update_index_[a] += step;
    if (windowInputDimOf_[a] >= 0) {
      full_window_index_[windowInputDimOf_[a]] += step;
    } else {
      update_scatter_index_[scatterPositionOf_[a]] += step;
      indicesOffset_ += step * indicesStrideOf_[a];
      scatterIndexChanged = true;
    }
    if (!last) break;
  }
  if (scatterIndexChanged) readBase(indices);
}

// The input axes of scatter_dims_to_operand_dims when every update is a
// single element whose index vector is contiguous in scatter_indices at
// K * update offset: no update_window_dims, no batching axes, the index
// vector along the last axis (or implied after it), distinct axes, a
// nonempty input. Empty otherwise (ScatterWalk handles every case).
std::vector<int64_t> flatScatterAxes(const ScatterOperands& x, const ScatterDimensionNumbers& dims) {
  const int64_t indicesRank = x.scatter_indices->rank();
  const std::vector<int64_t>& axes = dims.scatter_dims_to_operand_dims;
  if (!dims.update_window_dims.empty() || !dims.input_batching_dims.empty() || axes.empty() ||
      x.inputs[0]->numElements() == 0 || (dims.index_vector_dim != indicesRank - 1 && dims.index_vector_dim != indicesRank) ||
      (dims.index_vector_dim == indicesRank && axes.size() != 1))
    return {};
  for (size_t d = 0; d < axes.size(); ++d)
    if (axes[d] < 0 || axes[d] >= x.inputs[0]->rank() || std::count(axes.begin(), axes.end(), axes[d]) != 1) return {};
  return axes;
}

// results = exec(schedule, inputs), schedule = index_space(updates[0]) in
// row-major order: update_computation runs on rank-0 tensors refilled with
// results...[result_index] and updates_converted...[update_index].
void exec(const OpCall& call, const ScatterOperands& x, const ScatterDimensionNumbers& dims,
          const std::vector<TensorType>& E, const std::vector<Tensor>& updates_converted,
          std::vector<Tensor>& results) {
  const size_t N = E.size();
  std::vector<int64_t> widths(N);
  std::vector<ElementType> argumentTypes(2 * N);
  for (size_t i = 0; i < N; ++i) {
    widths[i] = storageBytes(E[i].elementType);
    argumentTypes[i] = argumentTypes[N + i] = E[i].elementType;
  }
  // update_computation on registers when it runs there (RegionCall), else
  // on rank-0 tensors refilled for every update.
  RegionCall registers(call, 0, argumentTypes);
  bool onRegisters = static_cast<bool>(registers) && registers.numResults() == N;
  for (size_t i = 0; onRegisters && i < N; ++i)
    onRegisters = registers.resultType(i) == E[i].elementType && !E[i].isQuantized();
  std::vector<Tensor> scratch(onRegisters ? 0 : 2 * N);
  std::vector<Value> args(scratch.size());
  for (size_t i = 0; i < scratch.size(); ++i) {
    scratch[i] = Tensor(E[i % N]);
    args[i] = Value(scratch[i]);
  }
  ScatterWalk walk(x, dims);
  std::vector<Value> updated_values;  // reused for every update
  const int64_t numUpdates = x.updates[0]->numElements();
  // Applies update u (the row-major offset of update_index) at resultOffset.
  std::vector<std::byte*> resultData(N);
  std::vector<const std::byte*> updateData(N);
  for (size_t i = 0; i < N; ++i) {
    resultData[i] = results[i].bytes();
    updateData[i] = updates_converted[i].bytes();
  }
  // A float add body (reduction::isAddBody) on f32 or f64 adds here, as
  // add.cpp and the registers do: in double, rounded on store, a NaN sum the
  // default NaN (numerics/nan_rule.h). Only where the registers would run.
  const ElementType sumType = E[0].elementType;
  const bool nativeSum = onRegisters && N == 1 && (sumType == ElementType::F32 || sumType == ElementType::F64) &&
                         reduction::isAddBody(call, 0, 1);
  auto update = [&](int64_t resultOffset, int64_t u) {
    if (nativeSum) {
      if (sumType == ElementType::F32) {
        float& element = reinterpret_cast<float*>(resultData[0])[resultOffset];
        element = static_cast<float>(
            withDefaultNan(static_cast<double>(element) + reinterpret_cast<const float*>(updateData[0])[u]));
      } else {
        double& element = reinterpret_cast<double*>(resultData[0])[resultOffset];
        element = withDefaultNan(element + reinterpret_cast<const double*>(updateData[0])[u]);
      }
      return;
    }
    if (onRegisters && N == 1) {
      std::byte* element = resultData[0] + resultOffset * widths[0];
      registers.loadArgument(0, element);
      registers.loadArgument(1, updateData[0] + u * widths[0]);
      registers.run();
      registers.storeResult(0, element);
      return;
    }
    if (onRegisters) {
      for (size_t i = 0; i < N; ++i) {
        registers.loadArgument(i, resultData[i] + resultOffset * widths[i]);
        registers.loadArgument(N + i, updateData[i] + u * widths[i]);
      }
      registers.run();
      for (size_t i = 0; i < N; ++i) registers.storeResult(i, resultData[i] + resultOffset * widths[i]);
      return;
    }
    for (size_t i = 0; i < N; ++i) {
      std::memcpy(scratch[i].bytes(), results[i].bytes() + resultOffset * widths[i], static_cast<size_t>(widths[i]));
      std::memcpy(scratch[N + i].bytes(), updates_converted[i].bytes() + u * widths[i], static_cast<size_t>(widths[i]));
    }
    // updated_values = update_computation(results...[result_index],
    // updates_converted).
    call.runRegion(0, args, updated_values);
    // updated_results: results...[result_index] = updated_values....
    for (size_t i = 0; i < N; ++i)
      std::memcpy(results[i].bytes() + resultOffset * widths[i], updated_values[i].tensor().bytes(),
                  static_cast<size_t>(widths[i]));
  };
  // The schedule of the updates is implementation-defined: a perturbed run
  // applies them in a random order.
  RandomSchedule* random = call.evaluator.perturbation();
  const bool recordSchedule = random || call.annotating();
  std::vector<std::pair<int64_t, int64_t>> schedule;
  const std::vector<int64_t> flatAxes = flatScatterAxes(x, dims);
  gather_scatter::withIndexReader(*x.scatter_indices, [&](auto indices) {
    if (!flatAxes.empty()) {
      // Each update is one element at the index vector indices[u * K ...
      // u * K + K - 1]: result_index is that vector placed on its axes, in
      // bounds when each coordinate is (ScatterWalk's result, without the
      // walk).
      const Shape& inputShape = x.inputs[0]->shape();
      const std::vector<int64_t> inputStrides = stridesOf(inputShape);
      const int64_t K = static_cast<int64_t>(flatAxes.size());
      for (int64_t u = 0; u < numUpdates; ++u) {
        int64_t resultOffset = 0;
        for (int64_t d = 0; d < K && resultOffset >= 0; ++d) {
          const int64_t axis = flatAxes[static_cast<size_t>(d)], i = indices[u * K + d];
          resultOffset = i >= 0 && i < inputShape[axis] ? resultOffset + i * inputStrides[axis] : -1;
        }
        if (resultOffset < 0) continue;  // updated_results = results
        if (recordSchedule) schedule.emplace_back(resultOffset, u);
        if (!random) update(resultOffset, u);
      }
      return;
    }
    walk.readBase(indices);
    for (int64_t u = 0; u < numUpdates; walk.next(indices), ++u) {
      const int64_t resultOffset = walk.resultOffset();
      if (resultOffset < 0) continue;  // updated_results = results
      if (recordSchedule) schedule.emplace_back(resultOffset, u);
      if (!random) update(resultOffset, u);
    }
  });
  if (random) {
    random->shuffle(schedule.begin(), schedule.end());
    for (const auto& [resultOffset, u] : schedule) update(resultOffset, u);
  }
  if (call.annotating()) gather_scatter::annotateDuplicates(call, x.inputs, x.updates, schedule, results);
}

std::vector<Value> evalScatter(OpCall& call) {
  // (C5) 0 < size(inputs) = size(updates) = N.
  const size_t N = (call.operands.size() - 1) / 2;
  ScatterOperands x;
  for (size_t i = 0; i < N; ++i) {
    x.inputs.push_back(&call.tensor(i));
    x.updates.push_back(&call.tensor(N + 1 + i));
  }
  x.scatter_indices = &call.tensor(N);
  const ScatterDimensionNumbers dims = scatterDimensionNumbers(call);
  // indices_are_sorted (I10) and unique_indices (I11) let an implementation
  // assume an order or uniqueness of the indices; the reference assumes
  // nothing and applies every update in its schedule.
  checkSizes(call, x, dims);
  // (C23) update_computation: (tensor<E0>, ..., tensor<EN-1>, tensor<E0>,
  // ..., tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>).
  const std::vector<Type>& argumentTypes = call.op.regions[0].blocks[0].argumentTypes;
  std::vector<TensorType> E;
  for (size_t i = 0; i < N; ++i) E.push_back(argumentTypes[i].tensorType());
  // The results start as the inputs, in the types Ei of the results (C25):
  // to_destination_type, as the updates.
  std::vector<Tensor> results;
  for (size_t i = 0; i < N; ++i) {
    results.push_back(newResultOfShape(call, i, x.inputs[i]->shape(), "C24", "results[" + std::to_string(i) + "]",
                                       "shape(inputs[" + std::to_string(i) + "])"));
    Tensor initial = toDestinationType(*x.inputs[i], E[i]);
    std::memcpy(results[i].bytes(), initial.bytes(), static_cast<size_t>(initial.byteSize()));
  }
  if (x.updates[0]->numElements() > 0) {
    // updates_converted = to_destination_type(updates...[update_index],
    // tensor<Ei>), for whole tensors up front.
    std::vector<Tensor> updates_converted;
    for (size_t i = 0; i < N; ++i) updates_converted.push_back(toDestinationType(*x.updates[i], E[i]));
    exec(call, x, dims, E, updates_converted, results);
  }
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
