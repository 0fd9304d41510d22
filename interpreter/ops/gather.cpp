// spec: Ops > gather
//
// result[result_index] = operand[operand_index]. The result axes split into
// batch_dims (each batch_index selects one start index) and offset_dims (the
// slice): for each batch_index the op computes full_start_index +
// full_batching_index once, then copies the whole slice, i.e. every
// full_offset_index, with a strided walk over raw element bytes.
#include <algorithm>
#include <cstring>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/gather_scatter.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/result_shape.h"

namespace hloref {
namespace {

using gather_scatter::withIndexReader;
using notation::contains;

// One strided copy repeated from many bases: unit dimensions dropped,
// neighbours contiguous on both sides merged, the odometer allocated once.
class SliceCopy {
 public:
  SliceCopy(int width, const Shape& shape, const std::vector<int64_t>& dstStrides,
            const std::vector<int64_t>& srcStrides)
      : width_(width) {
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] == 1) continue;
      if (!shape_.empty() && dst_.back() == dstStrides[d] * shape[d] && src_.back() == srcStrides[d] * shape[d]) {
        shape_.back() *= shape[d];
        dst_.back() = dstStrides[d];
        src_.back() = srcStrides[d];
        continue;
      }
      shape_.push_back(shape[d]);
      dst_.push_back(dstStrides[d]);
      src_.push_back(srcStrides[d]);
    }
    index_.assign(shape_.empty() ? 0 : shape_.size() - 1, 0);
  }

  // Copies the slice; the shape must have no zero dimension.
  void operator()(std::byte* dst, int64_t dstOffset, const std::byte* src, int64_t srcOffset) {
    const int64_t w = width_;
    const size_t rank = shape_.size();
    if (rank == 0) {
      std::memcpy(dst + dstOffset * w, src + srcOffset * w, static_cast<size_t>(w));
      return;
    }
    const int64_t inner = shape_[rank - 1], innerDst = dst_[rank - 1], innerSrc = src_[rank - 1];
    std::fill(index_.begin(), index_.end(), 0);
    while (true) {
      if (innerDst == 1 && innerSrc == 1) {
        std::memcpy(dst + dstOffset * w, src + srcOffset * w, static_cast<size_t>(inner * w));
      } else {
        std::byte* d = dst + dstOffset * w;
        const std::byte* s = src + srcOffset * w;
        for (int64_t i = 0; i < inner; ++i)
          std::memcpy(d + i * innerDst * w, s + i * innerSrc * w, static_cast<size_t>(w));
      }
      size_t k = rank - 1;
      while (k-- > 0) {
        if (++index_[k] < shape_[k]) {
          dstOffset += dst_[k];
          srcOffset += src_[k];
          break;
        }
        index_[k] = 0;
        dstOffset -= (shape_[k] - 1) * dst_[k];
        srcOffset -= (shape_[k] - 1) * src_[k];
      }
      if (k == static_cast<size_t>(-1)) return;
    }
  }

 private:
  int width_;
  std::vector<int64_t> shape_, dst_, src_, index_;
};

}  // namespace

void gather_scatter::checkGatherSizes(const OpCall& call, const Tensor& operand, const Tensor& start_indices,
                                      const std::vector<int64_t>& slice_sizes, const GatherDimensionNumbers& dims,
                                      const GatherIds& ids) {
  const Shape& operandShape = operand.shape();
  const Shape& indicesShape = start_indices.shape();
  // (C3) size(start_index_map) = index_vector_dim < rank(start_indices) ?
  // dim(start_indices, index_vector_dim) : 1.
  if (dims.index_vector_dim < start_indices.rank() &&
      indicesShape[dims.index_vector_dim] != static_cast<int64_t>(dims.start_index_map.size()))
    call.violation(ids.start_index_map_size, "size(start_index_map) = " + std::to_string(dims.start_index_map.size()) +
                                                 ", dim(start_indices, index_vector_dim) = " +
                                                 std::to_string(indicesShape[dims.index_vector_dim]));
  // (C17) dim(operand, operand_batching_dims...) = dim(start_indices, start_indices_batching_dims...).
  for (size_t i = 0; i < dims.operand_batching_dims.size(); ++i) {
    const int64_t a = operandShape[dims.operand_batching_dims[i]];
    const int64_t b = indicesShape[dims.start_indices_batching_dims[i]];
    if (a != b)
      call.violation(ids.batching_dim_sizes, "dim(operand, " + std::to_string(dims.operand_batching_dims[i]) +
                                                 ") = " + std::to_string(a) + ", dim(start_indices, " +
                                                 std::to_string(dims.start_indices_batching_dims[i]) +
                                                 ") = " + std::to_string(b));
  }
  // (C21) 0 <= slice_sizes <= shape(operand).
  for (size_t d = 0; d < slice_sizes.size(); ++d)
    if (slice_sizes[d] < 0 || slice_sizes[d] > operandShape[d])
      call.violation(ids.slice_sizes_bounds, "slice_sizes = " + notation::listText(slice_sizes) +
                                                 ", shape(operand) = " + notation::shapeText(operandShape));
}

namespace {

// The walk over batch_index = result_index[batch_dims...] that copies, for
// each, the slice operand[full_start_index + full_batching_index +
// full_offset_index...] to result[batch_index, offset_index...].
class GatherWalk {
 public:
  GatherWalk(const Tensor& operand, const Tensor& start_indices, const std::vector<int64_t>& slice_sizes,
             const gather_scatter::GatherDimensionNumbers& dims, const std::vector<int64_t>& batch_dims,
             const std::vector<int64_t>& offsetOperandDims, const Shape& resultShape);

  // fn(resultOffset, indicesOffset) for every batch_index in row-major order.
  template <class Fn>
  void forEachBatchIndex(Fn&& fn);

  // The operand offset of full_start_index + full_batching_index for the
  // start index read at indicesOffset; `overrun(d_operand, index)` where the
  // clamped start lies outside the operand.
  template <class Indices, class Overrun>
  int64_t startOffset(const Indices& indices, int64_t indicesOffset, Overrun&& overrun) const;

  SliceCopy copySlice;

 private:
  const Shape& operandShape_;
  const std::vector<int64_t>& start_index_map_;
  std::vector<int64_t> batchShape_, batchResultStrides_, batchIndicesStrides_;
  int64_t indexVectorStride_ = 0;
  std::vector<int64_t> startUpper_, startOperandStride_;
  std::vector<int64_t> batchingPosition_, batchingOperandStride_;
  std::vector<int64_t> batch_index_;
};

// The result and operand strides of the offset dimensions: offset_dims[k]
// of the result walks operand axis offsetOperandDims[k].
SliceCopy sliceCopyOf(const Tensor& operand, const std::vector<int64_t>& offset_dims,
                      const std::vector<int64_t>& offsetOperandDims, const Shape& resultShape) {
  const std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  const std::vector<int64_t> resultStrides = stridesOf(resultShape);
  Shape sliceShape(offset_dims.size());
  std::vector<int64_t> sliceResultStrides(offset_dims.size()), sliceOperandStrides(offset_dims.size());
  for (size_t k = 0; k < offset_dims.size(); ++k) {
    sliceShape[k] = resultShape[offset_dims[k]];
    sliceResultStrides[k] = resultStrides[offset_dims[k]];
    sliceOperandStrides[k] = operandStrides[offsetOperandDims[k]];
  }
  return SliceCopy(storageBytes(operand.elementType()), sliceShape, sliceResultStrides, sliceOperandStrides);
}

GatherWalk::GatherWalk(const Tensor& operand, const Tensor& start_indices, const std::vector<int64_t>& slice_sizes,
                       const gather_scatter::GatherDimensionNumbers& dims, const std::vector<int64_t>& batch_dims,
                       const std::vector<int64_t>& offsetOperandDims, const Shape& resultShape)
    : copySlice(sliceCopyOf(operand, dims.offset_dims, offsetOperandDims, resultShape)),
      operandShape_(operand.shape()),
      start_index_map_(dims.start_index_map) {
  const int64_t indicesRank = start_indices.rank();
  const int64_t index_vector_dim = dims.index_vector_dim;
  const std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  const std::vector<int64_t> resultStrides = stridesOf(resultShape);
  const std::vector<int64_t> indicesStrides = stridesOf(start_indices.shape());
  // batch_index position j reads start_indices axis j, index_vector_dim skipped.
  for (size_t j = 0; j < batch_dims.size(); ++j) {
    const int64_t indicesDim = static_cast<int64_t>(j) < index_vector_dim ? j : j + 1;
    batchShape_.push_back(resultShape[batch_dims[j]]);
    batchResultStrides_.push_back(resultStrides[batch_dims[j]]);
    batchIndicesStrides_.push_back(indicesStrides[indicesDim]);
  }
  // start_index = start_indices[bi0, ..., :, ..., biN]: the index vector
  // runs along index_vector_dim (one element when it is rank(start_indices)).
  if (index_vector_dim < indicesRank) indexVectorStride_ = indicesStrides[index_vector_dim];
  // full_start_index[d_operand] = clamp(start_index[d_start], 0,
  // dim(operand, d_operand) - slice_sizes[d_operand]) for d_operand =
  // start_index_map[d_start].
  for (int64_t d_operand : start_index_map_) {
    startUpper_.push_back(operandShape_[d_operand] - slice_sizes[d_operand]);
    startOperandStride_.push_back(operandStrides[d_operand]);
  }
  // full_batching_index[d_operand] = batch_index[d_start - (d_start <
  // index_vector_dim ? 0 : 1)] for d_operand = operand_batching_dims[i] and
  // d_start = start_indices_batching_dims[i].
  for (size_t i = 0; i < dims.operand_batching_dims.size(); ++i) {
    const int64_t d_start = dims.start_indices_batching_dims[i];
    batchingPosition_.push_back(d_start - (d_start < index_vector_dim ? 0 : 1));
    batchingOperandStride_.push_back(operandStrides[dims.operand_batching_dims[i]]);
  }
  batch_index_.assign(batch_dims.size(), 0);
}

template <class Fn>
void GatherWalk::forEachBatchIndex(Fn&& fn) {
  std::fill(batch_index_.begin(), batch_index_.end(), 0);
  int64_t resultOffset = 0, indicesOffset = 0;
  while (true) {
    fn(resultOffset, indicesOffset);
    int64_t j = static_cast<int64_t>(batch_index_.size());
    while (j-- > 0) {
      if (++batch_index_[j] < batchShape_[j]) {
        resultOffset += batchResultStrides_[j];
        indicesOffset += batchIndicesStrides_[j];
        break;
      }
      batch_index_[j] = 0;
      resultOffset -= (batchShape_[j] - 1) * batchResultStrides_[j];
      indicesOffset -= (batchShape_[j] - 1) * batchIndicesStrides_[j];
    }
    if (j < 0) return;
  }
}

template <class Indices, class Overrun>
int64_t GatherWalk::startOffset(const Indices& indices, int64_t indicesOffset, Overrun&& overrun) const {
  int64_t operandOffset = 0;
  for (size_t d_start = 0; d_start < start_index_map_.size(); ++d_start) {
    const int64_t start = indices[indicesOffset + static_cast<int64_t>(d_start) * indexVectorStride_];
    const int64_t full_start = std::clamp<int64_t>(start, 0, startUpper_[d_start]);
    if (full_start >= operandShape_[start_index_map_[d_start]]) overrun(start_index_map_[d_start], full_start);
    operandOffset += full_start * startOperandStride_[d_start];
  }
  for (size_t i = 0; i < batchingPosition_.size(); ++i)
    operandOffset += batch_index_[batchingPosition_[i]] * batchingOperandStride_[i];
  return operandOffset;
}

}  // namespace

Tensor gather_scatter::gather(const OpCall& call, const Tensor& operand, const Tensor& start_indices,
                              const std::vector<int64_t>& slice_sizes, const GatherDimensionNumbers& dims,
                              const GatherIds& ids) {
  // indices_are_sorted (I10) lets an implementation assume an order of the
  // start indices; the reference assumes nothing and ignores it.
  checkGatherSizes(call, operand, start_indices, slice_sizes, dims, ids);
  const int64_t operandRank = operand.rank();
  const int64_t indicesRank = start_indices.rank();
  const int64_t batchRank = indicesRank - (dims.index_vector_dim < indicesRank ? 1 : 0);
  const int64_t resultRank = batchRank + static_cast<int64_t>(dims.offset_dims.size());
  // batch_dims = [d for d in axes(result) and d not in offset_dims].
  std::vector<int64_t> batch_dims;
  for (int64_t d = 0; d < resultRank; ++d)
    if (!contains(dims.offset_dims, d)) batch_dims.push_back(d);
  // The operand axes that offset_index walks (full_offset_index): those not
  // in collapsed_slice_dims or operand_batching_dims.
  std::vector<int64_t> offsetOperandDims;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!contains(dims.collapsed_slice_dims, d) && !contains(dims.operand_batching_dims, d))
      offsetOperandDims.push_back(d);
  // (C22) shape(result) = combine(batch_dim_sizes, offset_dim_sizes).
  Shape shape(static_cast<size_t>(resultRank));
  for (size_t j = 0; j < batch_dims.size(); ++j)
    shape[batch_dims[j]] = start_indices.shape()[static_cast<int64_t>(j) < dims.index_vector_dim ? j : j + 1];
  for (size_t k = 0; k < dims.offset_dims.size(); ++k) shape[dims.offset_dims[k]] = slice_sizes[offsetOperandDims[k]];
  Tensor result =
      newResultOfShape(call, 0, shape, ids.result_shape, "result", "combine(batch_dim_sizes, offset_dim_sizes)");
  if (result.numElements() == 0) return result;

  // A collapsed dimension with slice_sizes = 0 leaves an operand_index the
  // spec's clamp does not keep inside the operand (it may equal the size);
  // reading there has no meaning.
  const Shape& operandShape = operand.shape();
  auto overrun = [&](int64_t d_operand, int64_t index) {
    call.unsupportedHere("with slice_sizes[" + std::to_string(d_operand) + "] = 0 in collapsed slice dimension " +
                         std::to_string(d_operand) + ": operand_index[" + std::to_string(d_operand) + "] = " +
                         std::to_string(index) + " lies outside dim(operand, " + std::to_string(d_operand) +
                         ") = " + std::to_string(operandShape[d_operand]));
  };
  for (int64_t d : dims.collapsed_slice_dims)
    if (!contains(dims.start_index_map, d) && operandShape[d] == 0) overrun(d, 0);

  // operand_index = full_start_index + full_batching_index + full_offset_index.
  GatherWalk walk(operand, start_indices, slice_sizes, dims, batch_dims, offsetOperandDims, shape);
  withIndexReader(start_indices, [&](auto indices) {
    walk.forEachBatchIndex([&](int64_t resultOffset, int64_t indicesOffset) {
      walk.copySlice(result.bytes(), resultOffset, operand.bytes(), walk.startOffset(indices, indicesOffset, overrun));
    });
  });
  return result;
}

namespace {

// spec: Ops > gather: slice_sizes is an attribute.
std::vector<Value> evalGather(OpCall& call) {
  return {Value(gather_scatter::gather(call, call.tensor(0), call.tensor(1), call.intListAttr("slice_sizes"),
                                       gather_scatter::gatherDimensionNumbers(call), gather_scatter::kGatherIds))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.gather",
           .eval = evalGather,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
