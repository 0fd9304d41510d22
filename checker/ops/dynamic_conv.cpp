// spec: Ops > dynamic_conv (Constraints C1-C34): convolution with the
// padding as operand #2, so C25's spatial dimensions depend on its values
// and are enforced when the op runs (checker/ops/convolution.cpp has the rest).
#include "checker/checker_util.h"
#include "checker/ops/convolution.h"

namespace hloref::checker {
namespace {

void checkDynamicConv(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  std::optional<convolution::Padding> padding;
  if (const TensorType* p = requireOperandOf(c, 2, "I3", kIntegerTensor))
    if (requireRank(c, "I3", "operand #2", *p, 2)) padding = convolution::Padding{p->shape, std::nullopt};
  convolution::check(c, padding, false);
}

}  // namespace

HLOREF_CHECKER("stablehlo.dynamic_conv", checkDynamicConv,
               {
                 {"C1", "N = rank(lhs) = rank(rhs)"},
                 {"C2", "size(window_strides) = N - 2"},
                 {"C3", "0 < window_strides"},
                 {"C4", "shape(padding) = [N - 2, 2]"},
                 {"C5", "size(lhs_dilation) = N - 2"},
                 {"C6", "0 < lhs_dilation"},
                 {"C7", "size(rhs_dilation) = N - 2"},
                 {"C8", "0 < rhs_dilation"},
                 {"C9", "size(window_reversal) = N - 2"},
                 {"C10", "dim(lhs, input_batch_dimension) % batch_group_count = 0"},
                 {"C11", "dim(lhs, input_feature_dimension) % feature_group_count = 0"},
                 {"C12", "size(input_spatial_dimensions) = N - 2"},
                 {"C13", "Given input_dimensions = [input_batch_dimension] + input_spatial_dimensions + [input_feature_dimension]:"},
                 {"C14", "dim(rhs, kernel_input_feature_dimension) = dim(lhs, input_feature_dimension) / feature_group_count"},
                 {"C15", "dim(rhs, kernel_output_feature_dimension) % batch_group_count = 0"},
                 {"C16", "dim(rhs, kernel_output_feature_dimension) % feature_group_count = 0"},
                 {"C17", "size(kernel_spatial_dimensions) = N - 2"},
                 {"C18", "Given kernel_dimensions = kernel_spatial_dimensions + [kernel_input_feature_dimension] + [kernel_output_feature_dimension]:"},
                 {"C19", "size(output_spatial_dimensions) = N - 2"},
                 {"C20", "Given output_dimensions = [output_batch_dimension] + output_spatial_dimensions + [output_feature_dimension]:"},
                 {"C21", "0 < feature_group_count"},
                 {"C22", "0 < batch_group_count"},
                 {"C23", "feature_group_count = 1 or batch_group_count = 1"},
                 {"C24", "size(precision_config) = 2"},
                 {"C25", "dim(result, result_dim) is defined as:", Enforcement::kRuntime},
                 {"C26", "rank(result) = N"},
                 {"C27", "element_type(lhs) = element_type(rhs) = element_type(result)"},
                 {"C28", "is_quantized(lhs) = is_quantized(result) and is_quantized(rhs)"},
                 {"C29", "If is_per_axis_quantized(rhs), then quantization_dimension(rhs) = kernel_output_feature_dimension"},
                 {"C30", "If is_per_axis_quantized(result), then quantization_dimension(result) = output_feature_dimension"},
                 {"C31", "storage_type(lhs) = storage_type(rhs)"},
                 {"C32", "expressed_type(lhs) = expressed_type(rhs) = expressed_type(result)"},
                 {"C33", "If is_per_tensor_quantized(rhs), then is_per_tensor_quantized(result)"},
                 {"C34", "element_type(lhs) = expressed_type(rhs) = element_type(result)"},
               });

}  // namespace hloref::checker
