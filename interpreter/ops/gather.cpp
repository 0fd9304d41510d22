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

namespace hloref {
namespace {

using gather_scatter::contains;
using gather_scatter::listString;

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

namespace gather_scatter {

const GatherLabels kGatherLabels = {"",    "C1",  "C2",  "C3",  "C4",  "C5",  "C6",  "C7",
                                    "C8",  "C9",  "C10", "C11", "C12", "C13", "C14", "C15",
                                    "C16", "C17", "C18", "C19", "C20", "C21", "C22", "C23"};

Tensor gather(const OpCall& call, const Tensor& operand, const Tensor& start_indices,
              const std::vector<int64_t>& slice_sizes, const GatherLabels& labels) {
  namespace gs = gather_scatter;
  auto C = [&](int k) { return std::string(" (") + labels[k] + ")"; };
  const Attribute& dimension_numbers = gs::structAttr(call, "dimension_numbers");
  const std::vector<int64_t> offset_dims = gs::listField(call, dimension_numbers, "offset_dims");
  const std::vector<int64_t> collapsed_slice_dims = gs::listField(call, dimension_numbers, "collapsed_slice_dims");
  const std::vector<int64_t> operand_batching_dims = gs::listField(call, dimension_numbers, "operand_batching_dims");
  const std::vector<int64_t> start_indices_batching_dims =
      gs::listField(call, dimension_numbers, "start_indices_batching_dims");
  const std::vector<int64_t> start_index_map = gs::listField(call, dimension_numbers, "start_index_map");
  const int64_t index_vector_dim = gs::intField(call, dimension_numbers, "index_vector_dim");
  // indices_are_sorted (I10) lets an implementation assume an order of the
  // start indices; the reference assumes nothing and ignores it.
  const int64_t operandRank = operand.rank();
  const int64_t indicesRank = start_indices.rank();
  const Shape& operandShape = operand.shape();
  const Shape& indicesShape = start_indices.shape();

  // (C23) element_type(operand) = element_type(result); storage types here,
  // quantization parameters in quantization.cpp's table.
  const TensorType& resultType = call.resultType(0);
  if (operand.elementType() != resultType.elementType || operand.type().isQuantized() != resultType.isQuantized())
    call.fail("has an operand of type " + tensorTypeString(operand.type()) + " and a result of type " +
              tensorTypeString(resultType) + "; their element types must be the same" + C(23));
  // (C1) rank(operand) = size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims).
  if (operandRank != static_cast<int64_t>(offset_dims.size() + collapsed_slice_dims.size() +
                                          operand_batching_dims.size()))
    call.fail("has rank(operand) = " + std::to_string(operandRank) + " but offset_dims = " +
              listString(offset_dims) + ", collapsed_slice_dims = " + listString(collapsed_slice_dims) +
              ", operand_batching_dims = " + listString(operand_batching_dims) +
              "; their sizes must add up to the rank" + C(1));
  // (C2) 0 <= index_vector_dim <= rank(start_indices).
  if (index_vector_dim < 0 || index_vector_dim > indicesRank)
    call.fail("has index_vector_dim = " + std::to_string(index_vector_dim) + " outside [0, rank(start_indices)] = [0, " +
              std::to_string(indicesRank) + "]" + C(2));
  // (C3) size(start_index_map) = dim(start_indices, index_vector_dim), or 1
  // when index_vector_dim = rank(start_indices).
  const int64_t indexVectorSize = index_vector_dim < indicesRank ? indicesShape[index_vector_dim] : 1;
  if (static_cast<int64_t>(start_index_map.size()) != indexVectorSize)
    call.fail("has start_index_map = " + listString(start_index_map) + " of size " +
              std::to_string(start_index_map.size()) + " but index vectors of size " +
              std::to_string(indexVectorSize) + C(3));
  const int64_t batchRank = indicesRank - (index_vector_dim < indicesRank ? 1 : 0);
  const int64_t resultRank = batchRank + static_cast<int64_t>(offset_dims.size());
  // (C4) is_unique(offset_dims) and is_sorted(offset_dims).
  gs::requireUnique(call, labels[4], "offset_dims", offset_dims);
  gs::requireSorted(call, labels[4], "offset_dims", offset_dims);
  // (C5) 0 <= offset_dims < rank(result).
  gs::requireInRange(call, labels[5], "offset_dims", offset_dims, resultRank, "rank(result)");
  // (C6) is_unique(concatenate(collapsed_slice_dims, operand_batching_dims)).
  gs::requireUnique(call, labels[6], "concatenate(collapsed_slice_dims, operand_batching_dims)",
                    gs::concat(collapsed_slice_dims, operand_batching_dims));
  // (C7) is_sorted(collapsed_slice_dims).
  gs::requireSorted(call, labels[7], "collapsed_slice_dims", collapsed_slice_dims);
  // (C8) 0 <= collapsed_slice_dims < rank(operand).
  gs::requireInRange(call, labels[8], "collapsed_slice_dims", collapsed_slice_dims, operandRank, "rank(operand)");
  // (C10) is_sorted(operand_batching_dims).
  gs::requireSorted(call, labels[10], "operand_batching_dims", operand_batching_dims);
  // (C11) 0 <= operand_batching_dims < rank(operand).
  gs::requireInRange(call, labels[11], "operand_batching_dims", operand_batching_dims, operandRank,
                     "rank(operand)");
  // (C20) size(slice_sizes) = rank(operand).
  if (static_cast<int64_t>(slice_sizes.size()) != operandRank)
    call.fail("has slice_sizes = " + listString(slice_sizes) + " for an operand of rank " +
              std::to_string(operandRank) + C(20));
  // (C9) slice_sizes[collapsed_slice_dims...] <= 1.
  for (int64_t d : collapsed_slice_dims)
    if (slice_sizes[d] > 1)
      call.fail("has slice_sizes[" + std::to_string(d) + "] = " + std::to_string(slice_sizes[d]) +
                " for collapsed slice dimension " + std::to_string(d) + "; it must be <= 1" + C(9));
  // (C12) slice_sizes[operand_batching_dims...] <= 1.
  for (int64_t d : operand_batching_dims)
    if (slice_sizes[d] > 1)
      call.fail("has slice_sizes[" + std::to_string(d) + "] = " + std::to_string(slice_sizes[d]) +
                " for operand batching dimension " + std::to_string(d) + "; it must be <= 1" + C(12));
  // (C13) is_unique(start_indices_batching_dims).
  gs::requireUnique(call, labels[13], "start_indices_batching_dims", start_indices_batching_dims);
  // (C14) 0 <= start_indices_batching_dims < rank(start_indices).
  gs::requireInRange(call, labels[14], "start_indices_batching_dims", start_indices_batching_dims, indicesRank,
                     "rank(start_indices)");
  // (C15) index_vector_dim not in start_indices_batching_dims.
  if (contains(start_indices_batching_dims, index_vector_dim))
    call.fail("has index_vector_dim = " + std::to_string(index_vector_dim) + " in start_indices_batching_dims = " +
              listString(start_indices_batching_dims) + C(15));
  // (C16) size(operand_batching_dims) == size(start_indices_batching_dims).
  if (operand_batching_dims.size() != start_indices_batching_dims.size())
    call.fail("has operand_batching_dims = " + listString(operand_batching_dims) +
              " and start_indices_batching_dims = " + listString(start_indices_batching_dims) +
              " of different sizes" + C(16));
  // (C17) dim(operand, operand_batching_dims...) = dim(start_indices, start_indices_batching_dims...).
  for (size_t i = 0; i < operand_batching_dims.size(); ++i)
    if (operandShape[operand_batching_dims[i]] != indicesShape[start_indices_batching_dims[i]])
      call.fail("has dim(operand, " + std::to_string(operand_batching_dims[i]) + ") = " +
                std::to_string(operandShape[operand_batching_dims[i]]) + " but dim(start_indices, " +
                std::to_string(start_indices_batching_dims[i]) + ") = " +
                std::to_string(indicesShape[start_indices_batching_dims[i]]) + C(17));
  // (C18) is_unique(concatenate(start_index_map, operand_batching_dims)).
  gs::requireUnique(call, labels[18], "concatenate(start_index_map, operand_batching_dims)",
                    gs::concat(start_index_map, operand_batching_dims));
  // (C19) 0 <= start_index_map < rank(operand).
  gs::requireInRange(call, labels[19], "start_index_map", start_index_map, operandRank, "rank(operand)");
  // (C21) 0 <= slice_sizes <= shape(operand).
  for (int64_t d = 0; d < operandRank; ++d)
    if (slice_sizes[d] < 0 || slice_sizes[d] > operandShape[d])
      call.fail("has slice_sizes[" + std::to_string(d) + "] = " + std::to_string(slice_sizes[d]) +
                " outside [0, dim(operand, " + std::to_string(d) + ")] = [0, " + std::to_string(operandShape[d]) +
                "]" + C(21));

  // batch_dims = [d for d in axes(result) and d not in offset_dims].
  std::vector<int64_t> batch_dims;
  for (int64_t d = 0; d < resultRank; ++d)
    if (!contains(offset_dims, d)) batch_dims.push_back(d);
  // The operand axes that offset_dims index, in order: those not in
  // collapsed_slice_dims or operand_batching_dims (full_offset_index).
  std::vector<int64_t> offsetOperandDims;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!contains(collapsed_slice_dims, d) && !contains(operand_batching_dims, d)) offsetOperandDims.push_back(d);
  // The axis of start_indices that batch_index position j reads: the axes
  // of start_indices in order, index_vector_dim skipped.
  auto indicesDimOf = [&](int64_t j) { return j < index_vector_dim ? j : j + 1; };

  // (C22) shape(result) = combine(batch_dim_sizes, offset_dim_sizes).
  Shape shape(static_cast<size_t>(resultRank));
  for (size_t j = 0; j < batch_dims.size(); ++j) shape[batch_dims[j]] = indicesShape[indicesDimOf(j)];
  for (size_t k = 0; k < offset_dims.size(); ++k) shape[offset_dims[k]] = slice_sizes[offsetOperandDims[k]];
  Tensor result = call.newResult(0, shape);
  if (result.numElements() == 0) return result;

  const std::vector<int64_t> operandStrides = stridesOf(operandShape);
  const std::vector<int64_t> resultStrides = stridesOf(shape);
  const std::vector<int64_t> indicesStrides = stridesOf(indicesShape);

  // The walk over batch_index = result_index[batch_dims...]: the result
  // offset of the slice and the start_indices offset of its start index.
  Shape batchShape(batch_dims.size());
  std::vector<int64_t> batchResultStrides(batch_dims.size()), batchIndicesStrides(batch_dims.size());
  for (size_t j = 0; j < batch_dims.size(); ++j) {
    batchShape[j] = shape[batch_dims[j]];
    batchResultStrides[j] = resultStrides[batch_dims[j]];
    batchIndicesStrides[j] = indicesStrides[indicesDimOf(j)];
  }
  // start_index = start_indices[bi0, ..., :, ..., biN]: the index vector
  // runs along index_vector_dim (a single element when it is rank(start_indices)).
  const int64_t indexVectorStride = index_vector_dim < indicesRank ? indicesStrides[index_vector_dim] : 0;

  // full_start_index[d_operand] = clamp(start_index[d_start], 0,
  // dim(operand, d_operand) - slice_sizes[d_operand]) for d_operand =
  // start_index_map[d_start].
  const size_t startSize = start_index_map.size();
  std::vector<int64_t> startUpper(startSize), startOperandStride(startSize);
  for (size_t d_start = 0; d_start < startSize; ++d_start) {
    int64_t d_operand = start_index_map[d_start];
    startUpper[d_start] = operandShape[d_operand] - slice_sizes[d_operand];
    startOperandStride[d_start] = operandStrides[d_operand];
  }
  // A collapsed dimension with slice_sizes = 0 leaves an operand_index the
  // spec's clamp does not keep inside the operand (it may equal the size);
  // reading there has no meaning.
  auto overrun = [&](int64_t d_operand, int64_t index) {
    call.unsupportedHere("with slice_sizes[" + std::to_string(d_operand) + "] = 0 in collapsed slice dimension " +
                         std::to_string(d_operand) + ": operand_index[" + std::to_string(d_operand) + "] = " +
                         std::to_string(index) + " lies outside dim(operand, " + std::to_string(d_operand) +
                         ") = " + std::to_string(operandShape[d_operand]));
  };
  for (int64_t d : collapsed_slice_dims)
    if (!contains(start_index_map, d) && operandShape[d] == 0) overrun(d, 0);

  // full_batching_index[d_operand] = batch_index[d_start - (d_start <
  // index_vector_dim ? 0 : 1)] for d_operand = operand_batching_dims[i] and
  // d_start = start_indices_batching_dims[i].
  const size_t batchingSize = operand_batching_dims.size();
  std::vector<int64_t> batchingPosition(batchingSize), batchingOperandStride(batchingSize);
  for (size_t i = 0; i < batchingSize; ++i) {
    int64_t d_start = start_indices_batching_dims[i];
    batchingPosition[i] = d_start - (d_start < index_vector_dim ? 0 : 1);
    batchingOperandStride[i] = operandStrides[operand_batching_dims[i]];
  }

  // full_offset_index: offset_index = result_index[offset_dims...] walks the
  // slice along offsetOperandDims.
  Shape sliceShape(offset_dims.size());
  std::vector<int64_t> sliceResultStrides(offset_dims.size()), sliceOperandStrides(offset_dims.size());
  for (size_t k = 0; k < offset_dims.size(); ++k) {
    sliceShape[k] = shape[offset_dims[k]];
    sliceResultStrides[k] = resultStrides[offset_dims[k]];
    sliceOperandStrides[k] = operandStrides[offsetOperandDims[k]];
  }
  SliceCopy copySlice(storageBytes(operand.elementType()), sliceShape, sliceResultStrides, sliceOperandStrides);

  // operand_index = full_start_index + full_batching_index + full_offset_index.
  std::vector<int64_t> batch_index(batch_dims.size(), 0);
  const int64_t batchRankN = static_cast<int64_t>(batch_dims.size());
  gs::withIndexReader(call, start_indices, "start_indices", [&](auto indices) {
    int64_t resultOffset = 0, indicesOffset = 0;
    while (true) {
      int64_t operandOffset = 0;
      for (size_t d_start = 0; d_start < startSize; ++d_start) {
        int64_t start = indices[indicesOffset + static_cast<int64_t>(d_start) * indexVectorStride];
        int64_t full_start = std::clamp<int64_t>(start, 0, startUpper[d_start]);
        if (full_start >= operandShape[start_index_map[d_start]]) overrun(start_index_map[d_start], full_start);
        operandOffset += full_start * startOperandStride[d_start];
      }
      for (size_t i = 0; i < batchingSize; ++i)
        operandOffset += batch_index[batchingPosition[i]] * batchingOperandStride[i];
      copySlice(result.bytes(), resultOffset, operand.bytes(), operandOffset);
      // The next batch_index, row-major.
      int64_t j = batchRankN;
      while (j-- > 0) {
        if (++batch_index[j] < batchShape[j]) {
          resultOffset += batchResultStrides[j];
          indicesOffset += batchIndicesStrides[j];
          break;
        }
        batch_index[j] = 0;
        resultOffset -= (batchShape[j] - 1) * batchResultStrides[j];
        indicesOffset -= (batchShape[j] - 1) * batchIndicesStrides[j];
      }
      if (j < 0) return;
    }
  });
  return result;
}

}  // namespace gather_scatter

namespace {

// spec: Ops > gather: slice_sizes is an attribute.
std::vector<Value> evalGather(OpCall& call) {
  return {Value(gather_scatter::gather(call, call.tensor(0), call.tensor(1), call.intListAttr("slice_sizes"),
                                       gather_scatter::kGatherLabels))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.gather",
           .eval = evalGather,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
