// spec: Ops > convolution, literally: for every result_index, with
// output_spatial_index = result_index[output_spatial_dimensions...],
//   lhs_window_start = output_spatial_index * window_strides,
//   the window of padded_lhs (lhs padded with constant(0) by padding and
//   lhs_dilation - 1 between elements) from lhs_window_start with strides
//   rhs_dilation, reversed along the dimensions window_reversal marks,
//   result[result_index] = dot_general of that window with rhs over
//   input_spatial_dimensions + [input_feature_dimension] and
//   kernel_spatial_dimensions + [kernel_input_feature_dimension], for
//   output feature result_index[output_feature_dimension].
// feature_group_count > 1 splits lhs along input_feature_dimension and rhs
// along kernel_output_feature_dimension and concatenates the results along
// output_feature_dimension; batch_group_count > 1 splits lhs along
// input_batch_dimension instead. The terms are taken in row-major order of
// the window index, then input features (dot_general's contracting order);
// padding terms are padding_value * rhs element, with padding_value =
// constant(0, element_type(lhs)) (2^-127 in f8E8M0FNU, linalg::constantZero).
#include "interpreter/literal/linalg.h"

namespace hloref::literal {
namespace {

struct DimensionNumbers {
  int64_t input_batch_dimension, input_feature_dimension;
  std::vector<int64_t> input_spatial_dimensions;
  int64_t kernel_input_feature_dimension, kernel_output_feature_dimension;
  std::vector<int64_t> kernel_spatial_dimensions;
  int64_t output_batch_dimension, output_feature_dimension;
  std::vector<int64_t> output_spatial_dimensions;
};

DimensionNumbers dimensionNumbers(const OpCall& call) {
  const Attribute& a = call.attr("dimension_numbers");
  auto integer = [&](const char* name) { return structIntField(a, name); };
  auto list = [&](const char* name) { return structListField(a, name); };
  return {integer("input_batch_dimension"),          integer("input_feature_dimension"),
          list("input_spatial_dimensions"),          integer("kernel_input_feature_dimension"),
          integer("kernel_output_feature_dimension"), list("kernel_spatial_dimensions"),
          integer("output_batch_dimension"),         integer("output_feature_dimension"),
          list("output_spatial_dimensions")};
}

// An optional list attribute, `fallback` in each of `size` entries when absent.
std::vector<int64_t> listOr(const OpCall& call, const char* name, size_t size, int64_t fallback) {
  if (!call.optionalAttr(name)) return std::vector<int64_t>(size, fallback);
  return call.intListAttr(name);
}

int64_t intOr(const OpCall& call, const char* name, int64_t fallback) {
  return call.optionalAttr(name) ? call.intAttr(name) : fallback;
}

std::vector<Value> convolutionOp(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const size_t spatial = static_cast<size_t>(lhs.rank() - 2);
  std::vector<int64_t> rows = listOr(call, "padding", 2 * spatial, 0);
  std::vector<std::pair<int64_t, int64_t>> padding(spatial);
  for (size_t i = 0; i < spatial; ++i) padding[i] = {rows[2 * i], rows[2 * i + 1]};
  return {Value(convolution(call, lhs, call.tensor(1), padding))};
}

}  // namespace

Tensor convolution(OpCall& call, const Tensor& lhs, const Tensor& rhs,
                   const std::vector<std::pair<int64_t, int64_t>>& padding) {
  const DimensionNumbers dn = dimensionNumbers(call);
  const size_t spatial = dn.input_spatial_dimensions.size();
  const std::vector<int64_t> window_strides = listOr(call, "window_strides", spatial, 1);
  const std::vector<int64_t> lhs_dilation = listOr(call, "lhs_dilation", spatial, 1);
  const std::vector<int64_t> rhs_dilation = listOr(call, "rhs_dilation", spatial, 1);
  std::vector<bool> window_reversal(spatial, false);
  if (const Attribute* a = call.optionalAttr("window_reversal")) window_reversal = asBoolList(*a).value_or(window_reversal);
  const int64_t feature_group_count = intOr(call, "feature_group_count", 1);
  const int64_t batch_group_count = intOr(call, "batch_group_count", 1);

  // shape(result): dim(lhs, input_batch_dimension) / batch_group_count,
  // dim(rhs, kernel_output_feature_dimension), and num_windows per spatial
  // dimension.
  Shape shape(static_cast<size_t>(lhs.rank()));
  shape[dn.output_batch_dimension] = lhs.shape()[dn.input_batch_dimension] / batch_group_count;
  const int64_t output_features = rhs.shape()[dn.kernel_output_feature_dimension];
  shape[dn.output_feature_dimension] = output_features;
  Shape window_dimensions(spatial);
  for (size_t i = 0; i < spatial; ++i) {
    const int64_t size = lhs.shape()[dn.input_spatial_dimensions[i]];
    window_dimensions[i] = rhs.shape()[dn.kernel_spatial_dimensions[i]];
    const int64_t dilated_input_shape = size == 0 ? 0 : (size - 1) * lhs_dilation[i] + 1;
    const int64_t padded_input_shape = padding[i].first + dilated_input_shape + padding[i].second;
    const int64_t dilated_window_shape = window_dimensions[i] == 0 ? 0 : (window_dimensions[i] - 1) * rhs_dilation[i] + 1;
    const bool is_empty_window = padded_input_shape == 0 || dilated_window_shape > padded_input_shape;
    shape[dn.output_spatial_dimensions[i]] =
        is_empty_window ? 0 : (padded_input_shape - dilated_window_shape) / window_strides[i] + 1;
  }
  Tensor result = call.newResult(0, shape);

  // The features each group reads and the output features it computes.
  const int64_t input_features = rhs.shape()[dn.kernel_input_feature_dimension];
  const int64_t group_outputs = output_features / (feature_group_count * batch_group_count);
  const int64_t result_batch = shape[dn.output_batch_dimension];

  DotProduct dot_product(call, lhs.elementType(), result.elementType());
  std::vector<double> bounds(static_cast<size_t>(result.numElements()));
  Index lhs_index(static_cast<size_t>(lhs.rank())), rhs_index(static_cast<size_t>(rhs.rank()));
  forEachIndex(result.shape(), [&](const Index& result_index) {
    const int64_t output_feature = result_index[dn.output_feature_dimension];
    const int64_t group = output_feature / group_outputs;
    const int64_t lhs_batch = (batch_group_count > 1 ? group * result_batch : 0) + result_index[dn.output_batch_dimension];
    const int64_t lhs_feature_start = feature_group_count > 1 ? group * input_features : 0;
    lhs_index[dn.input_batch_dimension] = lhs_batch;
    rhs_index[dn.kernel_output_feature_dimension] = output_feature;
    dot_product.clear();
    forEachIndex(window_dimensions, [&](const Index& window_index) {
      // padded_lhs[lhs_window_start + reversed window_index * rhs_dilation]:
      // lhs element (position - padding_low) / lhs_dilation when that is a
      // whole index inside lhs, padding_value otherwise.
      bool in_lhs = true;
      for (size_t i = 0; i < spatial; ++i) {
        const int64_t w = window_reversal[i] ? window_dimensions[i] - 1 - window_index[i] : window_index[i];
        const int64_t position =
            result_index[dn.output_spatial_dimensions[i]] * window_strides[i] + w * rhs_dilation[i] - padding[i].first;
        const int64_t lhs_position = position / lhs_dilation[i];
        in_lhs = in_lhs && position >= 0 && position % lhs_dilation[i] == 0 &&
                 lhs_position < lhs.shape()[dn.input_spatial_dimensions[i]];
        lhs_index[dn.input_spatial_dimensions[i]] = lhs_position;
        rhs_index[dn.kernel_spatial_dimensions[i]] = window_index[i];
      }
      for (int64_t feature = 0; feature < input_features; ++feature) {
        lhs_index[dn.input_feature_dimension] = lhs_feature_start + feature;
        rhs_index[dn.kernel_input_feature_dimension] = feature;
        dot_product.addTerm(lhs, in_lhs ? &lhs_index : nullptr, rhs, rhs_index);
      }
    });
    dot_product.store(result, result_index, bounds);
  });
  setDotBounds(call, result, bounds);
  return result;
}

HLOREF_LITERAL("stablehlo.convolution", convolutionOp);

}  // namespace hloref::literal
