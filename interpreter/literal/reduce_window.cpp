// spec: Ops > reduce_window, literally: for every result_index,
//   padded_inputs = pad(inputs..., init_values..., padding[:, 0],
//                       padding[:, 1], base_dilations - 1),
//   window_start = result_index * window_strides,
//   windows = slice(padded_inputs..., window_start, window_end,
//                   window_dilations),
//   results...[result_index] = reduce(windows..., init_values...,
//                                     axes(inputs...), body),
// the window's elements taken in row-major order of the window index;
// padding and dilation holes hold the init values (literal/reduction.h).
#include "interpreter/literal/reduction.h"

namespace hloref::literal {
namespace {

std::vector<int64_t> listOr(const OpCall& call, const char* name, size_t size, int64_t fallback) {
  if (!call.optionalAttr(name)) return std::vector<int64_t>(size, fallback);
  return call.intListAttr(name);
}

std::vector<Value> reduceWindow(OpCall& call) {
  Reduction reduction(call);
  const Shape& inputShape = reduction.inputShape();
  const size_t rank = inputShape.size();
  const std::vector<int64_t> window_dimensions = call.intListAttr("window_dimensions");
  const std::vector<int64_t> window_strides = listOr(call, "window_strides", rank, 1);
  const std::vector<int64_t> base_dilations = listOr(call, "base_dilations", rank, 1);
  const std::vector<int64_t> window_dilations = listOr(call, "window_dilations", rank, 1);
  const std::vector<int64_t> padding = listOr(call, "padding", 2 * rank, 0);

  // shape(results...) = num_windows.
  Shape num_windows(rank);
  for (size_t d = 0; d < rank; ++d) {
    const int64_t dilated_input_shape = inputShape[d] == 0 ? 0 : (inputShape[d] - 1) * base_dilations[d] + 1;
    const int64_t padded_input_shape = padding[2 * d] + dilated_input_shape + padding[2 * d + 1];
    const int64_t dilated_window_shape = (window_dimensions[d] - 1) * window_dilations[d] + 1;
    const bool is_empty_window = padded_input_shape == 0 || dilated_window_shape > padded_input_shape;
    num_windows[d] = is_empty_window ? 0 : (padded_input_shape - dilated_window_shape) / window_strides[d] + 1;
  }
  if (reduction.makeResults(num_windows)) return reduction.finish();
  std::vector<int64_t> terms;
  Index input_index(rank);
  forEachIndex(num_windows, [&](const Index& result_index) {
    terms.clear();
    forEachIndex(window_dimensions, [&](const Index& window_index) {
      // padded_inputs[window_start + window_index * window_dilations] is
      // input element (position - padding_low) / base_dilations when that
      // is a whole index inside the input, an init value otherwise.
      bool is_input = true;
      for (size_t d = 0; d < rank; ++d) {
        const int64_t position = result_index[d] * window_strides[d] + window_index[d] * window_dilations[d];
        const int64_t dilated = position - padding[2 * d];
        input_index[d] = dilated / base_dilations[d];
        is_input = is_input && dilated >= 0 && dilated % base_dilations[d] == 0 && input_index[d] < inputShape[d];
      }
      terms.push_back(is_input ? linearIndex(inputShape, input_index) : -1);
    });
    reduction.reduce(terms, result_index);
  });
  return reduction.finish();
}

}  // namespace

HLOREF_LITERAL("stablehlo.reduce_window", reduceWindow);

}  // namespace hloref::literal
