// spec: Ops > select_and_scatter
//
// selected_values: reduce_window_without_init over the operand with the
// select-based body. Its schedule (implementation-defined) is a sequential
// fold over the window's operand elements in row-major order of the window
// index, starting from the first one: the running selection s and each next
// element x give select(s, x) ? s : x. Padding positions hold no operand
// element and are skipped (the walk visits only the window positions inside
// the operand). A window without operand elements (all padding) selects
// nothing, a case the spec leaves unspecified (#731): its source element is
// then scattered nowhere.
//
// result[result_index]: reduce([source_values], [init_value], [0], scatter),
// whose order is a sequential fold from init_value over the source values
// selected for result_index in row-major order of their source_index
// (reduction::Fold).
//
// Quantized operand, source and init_value (per-tensor): select compares
// the quantized values (its ops dequantize), scatter runs on the source
// values converted by to_destination_type, like reduce.
#include "interpreter/kernels/reduction.h"
#include "interpreter/kernels/result_shape.h"

namespace hloref {
namespace {

using int128 = __int128;

// The window attributes, with their defaults (1s; padding 0s).
struct Window {
  std::vector<int64_t> window_dimensions, window_strides, padding;
};

Window windowOf(const OpCall& call, int64_t rank) {
  auto listOr = [&](std::string_view name, int64_t size, int64_t fill) {
    return call.optionalAttr(name) ? call.intListAttr(name) : std::vector<int64_t>(static_cast<size_t>(size), fill);
  };
  return {listOr("window_dimensions", rank, 1), listOr("window_strides", rank, 1), listOr("padding", 2 * rank, 0)};
}

// (C2) shape(source) = num_windows (reduce_window's, without dilations),
// for the actual operand shape: the checker proved it for static dimensions.
void checkNumWindows(const OpCall& call, const Shape& operandShape, const Shape& sourceShape, const Window& w) {
  for (size_t d = 0; d < operandShape.size(); ++d) {
    const int128 padded_operand_shape = int128(w.padding[2 * d]) + operandShape[d] + w.padding[2 * d + 1];
    const bool is_empty_window = padded_operand_shape <= 0 || w.window_dimensions[d] > padded_operand_shape;
    const int128 num_windows =
        is_empty_window ? 0 : (padded_operand_shape - w.window_dimensions[d]) / w.window_strides[d] + 1;
    if (num_windows != sourceShape[d])
      call.violation("C2", "shape(source) = " + notation::shapeText(sourceShape) +
                               ", shape(operand) = " + notation::shapeText(operandShape) +
                               ", num_windows differs in dimension " + std::to_string(d));
  }
}

// selected_index(source_index) for every source_index in row-major order:
// the operand offset the window's select-fold chooses, or -1.
std::vector<int64_t> selectedIndices(const OpCall& call, const Tensor& operand, const Shape& sourceShape,
                                     const Window& w) {
  const size_t rank = sourceShape.size();
  int64_t sourceCount = 1;
  for (int64_t n : sourceShape) sourceCount *= n;
  std::vector<int64_t> selected_index(static_cast<size_t>(sourceCount), -1);
  if (sourceCount == 0 || operand.numElements() == 0) return selected_index;
  const int width = storageBytes(operand.elementType());
  const std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  TensorType E = reduction::scalarType(operand.type());
  Tensor selectedScratch(E), candidateScratch(E);
  Value selectArgs[2] = {Value(selectedScratch), Value(candidateScratch)};
  // select(selected, candidate), on the operand elements at the two offsets.
  auto select = [&](int64_t selected, int64_t candidate) {
    std::memcpy(selectedScratch.bytes(), operand.bytes() + selected * width, static_cast<size_t>(width));
    std::memcpy(candidateScratch.bytes(), operand.bytes() + candidate * width, static_cast<size_t>(width));
    call.evaluator.countStep(call.op.loc);
    return call.runRegion(0, selectArgs)[0].tensor().intBits(0) != 0;
  };
  // Per dimension, the window positions k inside the operand: operand_index
  // = source_index * window_strides + k - padding_low in [0, dim), k in
  // [0, window_dimensions).
  std::vector<int64_t> source_index(rank, 0), first(rank), end(rank), k(rank);
  for (int64_t s = 0; s < sourceCount; ++s) {
    bool empty = false;
    int64_t offset = 0;  // the operand offset of the first position
    for (size_t d = 0; d < rank; ++d) {
      const int128 start = int128(source_index[d]) * w.window_strides[d] - w.padding[2 * d];
      first[d] = static_cast<int64_t>(std::clamp<int128>(-start, 0, w.window_dimensions[d]));
      end[d] = static_cast<int64_t>(std::clamp<int128>(operand.shape()[d] - start, 0, w.window_dimensions[d]));
      empty = empty || first[d] >= end[d];
      if (!empty) offset += static_cast<int64_t>(start + first[d]) * operandStrides[d];
    }
    if (!empty) {
      int64_t selected = offset;
      k = first;
      while (true) {
        size_t d = rank;
        while (d-- > 0) {
          if (++k[d] < end[d]) {
            offset += operandStrides[d];
            break;
          }
          offset -= (k[d] - 1 - first[d]) * operandStrides[d];
          k[d] = first[d];
        }
        if (d == static_cast<size_t>(-1)) break;
        if (!select(selected, offset)) selected = offset;
      }
      selected_index[s] = selected;
    }
    for (size_t d = rank; d-- > 0;) {
      if (++source_index[d] < sourceShape[d]) break;
      source_index[d] = 0;
    }
  }
  return selected_index;
}

std::vector<Value> evalSelectAndScatter(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& source = call.tensor(1);
  const Tensor& init_value = call.tensor(2);
  const Window window = windowOf(call, operand.rank());
  checkNumWindows(call, operand.shape(), source.shape(), window);
  // (C10) scatter: (tensor<E>, tensor<E>) -> tensor<E>.
  const TensorType inputTypes[] = {reduction::scalarType(operand.type())};
  const std::vector<TensorType> E = reduction::bodyTypes(call, 1, inputTypes);
  // (C11) shape(operand) = shape(result).
  std::vector<Tensor> results;
  results.push_back(newResultOfShape(call, 0, operand.shape(), "C11", "result", "shape(operand)"));
  Tensor& result = results[0];

  const std::vector<int64_t> selected_index = selectedIndices(call, operand, source.shape(), window);
  // source_indices of each result_index, ascending: a counting sort of the
  // source indices by selected_index.
  const int64_t resultCount = result.numElements();
  const int64_t sourceCount = static_cast<int64_t>(selected_index.size());
  std::vector<int64_t> first(static_cast<size_t>(resultCount) + 1, 0);
  for (int64_t r : selected_index)
    if (r >= 0) ++first[r + 1];
  for (int64_t r = 0; r < resultCount; ++r) first[r + 1] += first[r];
  std::vector<int64_t> source_indices(static_cast<size_t>(first[resultCount]));
  {
    std::vector<int64_t> next(first.begin(), first.end() - 1);
    for (int64_t s = 0; s < sourceCount; ++s)
      if (selected_index[s] >= 0) source_indices[next[selected_index[s]]++] = s;
  }

  // result[result_index] = reduce([source_values], [init_value], [0], scatter).
  Tensor source_converted = toDestinationType(source, E[0]);
  Tensor init_value_converted = toDestinationType(init_value, E[0]);
  const int64_t sourceWidth = storageBytes(E[0].elementType);
  reduction::Fold fold(call, 1, E, {init_value_converted});
  const std::byte* element[1];
  for (int64_t r = 0; r < resultCount; ++r) {
    fold.begin();
    for (int64_t j = first[r]; j < first[r + 1]; ++j) {
      element[0] = source_converted.bytes() + source_indices[j] * sourceWidth;
      fold.step(element);
    }
    fold.store(results, r);
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.select_and_scatter",
           .eval = evalSelectAndScatter,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
