// Conformance: convolution on quantized tensors (spec: Ops > convolution):
// dequantize_op_quantize when lhs is quantized, hybrid_dequantize_then_op
// when lhs is a float tensor. One spatial dimension: [b, 0, f]x[0, i, o].
// Expected values are worked out by hand, none were produced by hloref.

// Hybrid: lhs [1, 2, 3, 4], rhs (0.5, 0) storage [2, -4] is [1, -2]:
// windows give [1 - 4, 2 - 6, 3 - 8].
func.func @convolution_hybrid() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %rhs = stablehlo.constant dense<[[[2]], [[-4]]]> : tensor<2x1x1x!quant.uniform<i8:f32, 0.5>>
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 1>,
    padding = dense<0> : tensor<1x2xi64>,
    lhs_dilation = array<i64: 1>,
    rhs_dilation = array<i64: 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x1xf32>, tensor<2x1x1x!quant.uniform<i8:f32, 0.5>>) -> tensor<1x3x1xf32>
  check.expect_eq_const %result, dense<[[[-3.0], [-4.0], [-5.0]]]> : tensor<1x3x1xf32>
  func.return
}

// -----

// Quantized lhs (0.5, 0) storage [2, 4, 6, 8] is [1, 2, 3, 4]; rhs per-axis
// along o (dimension 2, scales [0.5, 1]) holds kernels [1, -2] and [1, 3];
// the result per-axis along f (dimension 2, scales [1, 0.5]):
// o = 0: [-3, -4, -5]; o = 1: [7, 11, 15] / 0.5.
func.func @convolution_per_axis() {
  %lhs = stablehlo.constant dense<[[[2], [4], [6], [8]]]> : tensor<1x4x1x!quant.uniform<i8:f32, 0.5>>
  %rhs = stablehlo.constant dense<[[[2, 1]], [[-4, 3]]]> : tensor<2x1x2x!quant.uniform<i8:f32:2, {0.5:0, 1.0:0}>>
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 1>,
    padding = dense<0> : tensor<1x2xi64>,
    lhs_dilation = array<i64: 1>,
    rhs_dilation = array<i64: 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x1x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x2x!quant.uniform<i8:f32:2, {0.5:0, 1.0:0}>>) -> tensor<1x3x2x!quant.uniform<i8:f32:2, {1.0:0, 0.5:0}>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<1x3x2x!quant.uniform<i8:f32:2, {1.0:0, 0.5:0}>>) -> tensor<1x3x2xi8>
  check.expect_eq_const %storage, dense<[[[-3, 14], [-4, 22], [-5, 30]]]> : tensor<1x3x2xi8>
  func.return
}
