// Conformance: stablehlo.dynamic_conv (spec: Ops > dynamic_conv): convolution
// with the padding taken from an operand. Hand-derived as for convolution:
// padded x holds padding[d][0] zeros before and padding[d][1] after the
// (dilated) input; negative padding removes elements.

// spec example
func.func @dynamic_conv_spec_example_i64() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [5], [6]],
                                    [[3], [4], [7], [8]],
                                    [[10], [11], [14], [15]],
                                    [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi64>
  %rhs = stablehlo.constant dense<[[[[1]], [[1]], [[1]]],
                                   [[[1]], [[1]], [[1]]],
                                   [[[1]], [[1]], [[1]]]]> : tensor<3x3x1x1xi64>
  %padding = stablehlo.constant dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 4, 4>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2,
      kernel_output_feature_dimension = 3,
      kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0,
      output_feature_dimension = 3,
      output_spatial_dimensions = [1, 2]
    >,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %result, dense<[[[[1], [5]], [[10], [14]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// -----

// Padding [2, -1] from an i32 operand: padded x = [0, 0, 1, 2, 3, 4].
func.func @dynamic_conv_1d_mixed_padding_f32() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0], [5.0]]]> : tensor<1x5x1xf32>
  %rhs = stablehlo.constant dense<[[[1.0]], [[10.0]]]> : tensor<2x1x1xf32>
  %padding = stablehlo.constant dense<[[2, -1]]> : tensor<1x2xi32>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 1>,
    lhs_dilation = array<i64: 1>,
    rhs_dilation = array<i64: 1>,
    window_reversal = array<i1: false>,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi32>) -> tensor<1x5x1xf32>
  check.expect_eq_const %result, dense<[[[0.0], [10.0], [21.0], [32.0], [43.0]]]> : tensor<1x5x1xf32>
  func.return
}

// -----

// Zero padding behaves as convolution without padding.
func.func @dynamic_conv_zero_padding_si32() {
  %lhs = stablehlo.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi32>
  %rhs = stablehlo.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi32>
  %padding = stablehlo.constant dense<0> : tensor<1x2xi64>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x2x2xi32>, tensor<1x2x2xi32>, tensor<1x2xi64>) -> tensor<1x2x2xi32>
  check.expect_eq_const %result, dense<[[[7, 10], [15, 22]]]> : tensor<1x2x2xi32>
  func.return
}
