// spec: Ops > select_and_scatter
//
// selected_values: reduce_window_without_init over the operand with the
// select-based body. Its schedule (implementation-defined) is a sequential
// fold over the window's operand elements in row-major order of the window
// index, starting from the first one: the running selection s and each next
// element x give select(s, x) ? s : x. Padding positions hold no operand
// element and are skipped. A window without operand elements (all padding)
// selects nothing, a case the spec leaves unspecified (#731): its source
// element is then scattered nowhere.
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

namespace hloref {
namespace {

using int128 = __int128;
using reduction::listString;

std::vector<int64_t> listAttrOr(const OpCall& call, std::string_view name, int64_t rank, int64_t fill) {
  if (!call.optionalAttr(name)) return std::vector<int64_t>(static_cast<size_t>(rank), fill);
  return call.intListAttr(name);
}

std::vector<Value> evalSelectAndScatter(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& source = call.tensor(1);
  const Tensor& init_value = call.tensor(2);
  const TensorType elementType = reduction::scalarType(operand.type());
  const int64_t rank = operand.rank();

  // (C1) element_type(operand) = element_type(source).
  if (!reduction::sameElementType(source.type(), elementType))
    call.fail("has operand of type " + tensorTypeString(operand.type()) + " and source of type " +
              tensorTypeString(source.type()) + "; the element types must be the same");
  // (C3) element_type(init_value) = element_type(operand).
  if (!reduction::sameElementType(init_value.type(), elementType) || init_value.rank() != 0)
    call.fail("has operand of type " + tensorTypeString(operand.type()) + " and init_value of type " +
              tensorTypeString(init_value.type()) + "; it must be a 0-dimensional tensor of the same element type");

  std::vector<int64_t> window_dimensions = listAttrOr(call, "window_dimensions", rank, 1);
  std::vector<int64_t> window_strides = listAttrOr(call, "window_strides", rank, 1);
  std::vector<int64_t> padding = listAttrOr(call, "padding", 2 * rank, 0);
  auto requirePositive = [&](const char* name, const std::vector<int64_t>& v) {
    // (C4), (C6): one entry per dimension; (C5), (C7): positive.
    if (static_cast<int64_t>(v.size()) != rank)
      call.fail("has " + std::string(name) + " = " + listString(v) + " for an operand of rank " +
                std::to_string(rank) + "; it needs one entry per dimension");
    for (int64_t x : v)
      if (x <= 0) call.fail("has " + std::string(name) + " = " + listString(v) + "; each must be positive");
  };
  requirePositive("window_dimensions", window_dimensions);
  requirePositive("window_strides", window_strides);
  // (C8) shape(padding) = [rank(operand), 2].
  const Attribute* paddingAttr = call.optionalAttr("padding");
  bool paddingShapeOk = static_cast<int64_t>(padding.size()) == 2 * rank;
  if (paddingAttr && paddingAttr->kind == Attribute::Kind::Dense && paddingAttr->dense)
    paddingShapeOk = paddingShapeOk && paddingAttr->dense->shape() == Shape{rank, 2};
  if (!paddingShapeOk)
    call.fail("has padding " + (paddingAttr ? attributeString(*paddingAttr) : std::string()) +
              " for an operand of rank " + std::to_string(rank) + "; its shape must be [" + std::to_string(rank) +
              ", 2]");

  // (C2) shape(source) = num_windows.
  Shape num_windows(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    int128 padded_operand_shape = int128(padding[2 * d]) + operand.shape()[d] + padding[2 * d + 1];
    bool is_empty_window = padded_operand_shape <= 0 || window_dimensions[d] > padded_operand_shape;
    int128 n = is_empty_window ? 0 : (padded_operand_shape - window_dimensions[d]) / window_strides[d] + 1;
    num_windows[d] = n > int128(INT64_MAX) ? -1 : static_cast<int64_t>(n);
  }
  if (source.shape() != num_windows)
    call.fail("has source of type " + tensorTypeString(source.type()) + " but the windows over the operand " +
              tensorTypeString(operand.type()) + " number " + listString(num_windows) +
              "; the source shape must be the number of windows");

  // (C9) select has type (tensor<E>, tensor<E>) -> tensor<i1>.
  {
    const auto& regions = call.op.regions;
    bool ok = regions.size() == 2 && regions[0].blocks.size() == 1 &&
              regions[0].blocks[0].argumentTypes.size() == 2;
    for (size_t k = 0; ok && k < 2; ++k) {
      const Type& t = regions[0].blocks[0].argumentTypes[k];
      ok = t.isTensor() && t.tensorType().rank() == 0 && reduction::sameElementType(t.tensorType(), elementType);
    }
    if (!ok)
      call.fail("needs a select function of type (tensor<" + reduction::scalarTypeName(elementType) + ">, tensor<" +
                reduction::scalarTypeName(elementType) + ">) -> tensor<i1> and a scatter function");
  }
  // (C10) scatter has type (tensor<E>, tensor<E>) -> tensor<E> with
  // is_promotable(element_type(operand), E); (C12) element_type(result) = E.
  const TensorType inputTypes[] = {elementType};
  std::vector<TensorType> E = reduction::bodyTypes(call, 1, inputTypes, "scatter");
  if (!reduction::sameElementType(call.resultType(0), E[0]))
    call.fail("declares result type " + tensorTypeString(call.resultType(0)) + " but its scatter computes " +
              reduction::scalarTypeName(E[0]));
  // (C11) shape(operand) = shape(result).
  std::vector<Tensor> results;
  results.push_back(call.newResult(0, operand.shape()));
  Tensor& result = results[0];

  // selected_index(source_index): the operand offset the window of
  // source_index selects, or -1.
  const int64_t sourceCount = source.numElements();
  std::vector<int64_t> selected_index(static_cast<size_t>(sourceCount), -1);
  if (sourceCount > 0 && operand.numElements() > 0) {
    const int width = storageBytes(elementType.elementType);
    const std::byte* operandBytes = operand.bytes();
    std::vector<int64_t> operandStrides = stridesOf(operand.shape());
    Tensor selectedScratch(elementType), candidateScratch(elementType);
    Value selectArgs[2] = {Value(selectedScratch), Value(candidateScratch)};
    // select(selected, candidate), with the values at the two offsets.
    auto select = [&](int64_t selected, int64_t candidate) {
      std::memcpy(selectedScratch.bytes(), operandBytes + selected * width, static_cast<size_t>(width));
      std::memcpy(candidateScratch.bytes(), operandBytes + candidate * width, static_cast<size_t>(width));
      call.evaluator.countStep(call.op.loc);
      std::vector<Value> r = call.runRegion(0, selectArgs);
      if (r.size() != 1 || !r[0].isTensor() || r[0].tensor().elementType() != ElementType::I1 ||
          r[0].tensor().rank() != 0)
        call.fail("has a select function that did not return a tensor<i1>");
      return r[0].tensor().intBits(0) != 0;
    };
    // Per dimension: the window index k and the operand index of the
    // position, operand_index = source_index * window_strides + k -
    // padding_low (outside [0, dim) for padding).
    std::vector<int64_t> source_index(static_cast<size_t>(rank), 0), k(static_cast<size_t>(rank));
    for (int64_t s = 0; s < sourceCount; ++s) {
      int64_t selected = -1;
      std::fill(k.begin(), k.end(), 0);
      while (true) {
        int64_t offset = 0;
        bool inBounds = true;
        for (int64_t d = 0; d < rank && inBounds; ++d) {
          int128 operand_index = int128(source_index[d]) * window_strides[d] + k[d] - padding[2 * d];
          inBounds = operand_index >= 0 && operand_index < operand.shape()[d];
          offset += static_cast<int64_t>(operand_index) * operandStrides[d];
        }
        if (inBounds) {
          if (selected < 0 || !select(selected, offset)) selected = offset;
        }
        int64_t d = rank;
        while (d-- > 0) {
          if (++k[d] < window_dimensions[d]) break;
          k[d] = 0;
        }
        if (d < 0) break;
      }
      selected_index[s] = selected;
      for (int64_t d = rank; d-- > 0;) {
        if (++source_index[d] < num_windows[d]) break;
        source_index[d] = 0;
      }
    }
  }

  // source_indices of each result_index, ascending: a counting sort of the
  // source indices by selected_index.
  const int64_t resultCount = result.numElements();
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
  Tensor source_converted = reduction::toDestinationType(source, E[0]);
  Tensor init_value_converted = reduction::toDestinationType(init_value, E[0]);
  const int64_t sourceWidth = storageBytes(E[0].elementType);
  reduction::Fold fold(call, 1, E, {init_value_converted}, "scatter");
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
