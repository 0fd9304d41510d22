// Conformance: dot_general on quantized tensors (spec: Ops > dot_general):
// dequantize_op_quantize when lhs is quantized, hybrid_dequantize_then_op
// (rhs dequantized, the float result kept) when lhs is a float tensor.
// Expected values are worked out by hand (checked with an independent numpy
// model), none were produced by hloref.
// lhs (0.5, 1) with storage [[1, 3, 5], [-1, -3, 9]] is [[0, 1, 2], [-1, -2, 4]].

// rhs (0.25, 0) is [[1, -2], [0.5, 1.5], [0, 3]]; the product is
// [[0.5, 7.5], [-2, 11]]; / 1 - 5 = [[-4.5, 2.5], [-7, 6]] -> ties to even.
func.func @dot_general_per_tensor() {
  %lhs = stablehlo.constant dense<[[1, 3, 5], [-1, -3, 9]]> : tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>
  %rhs = stablehlo.constant dense<[[4, -8], [2, 6], [0, 12]]> : tensor<3x2x!quant.uniform<i8:f32, 0.25>>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>
  } : (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0:-5>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x2x!quant.uniform<i8:f32, 1.0:-5>>) -> tensor<2x2xi8>
  check.expect_eq_const %storage, dense<[[-4, 2], [-7, 6]]> : tensor<2x2xi8>
  func.return
}

// -----

// rhs per-axis along dimension 1 (scales [0.25, 0.5]) is [[1, -4], [0.5, 3],
// [0, 6]]; the product [[0.5, 15], [-2, 22]] quantized per-axis along
// dimension 1 with scales [1, 0.5] and zero points [-5, 0].
func.func @dot_general_per_axis_rhs_and_result() {
  %lhs = stablehlo.constant dense<[[1, 3, 5], [-1, -3, 9]]> : tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>
  %rhs = stablehlo.constant dense<[[4, -8], [2, 6], [0, 12]]> : tensor<3x2x!quant.uniform<i8:f32:1, {0.25:0, 0.5:0}>>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>
  } : (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.25:0, 0.5:0}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0:-5, 0.5:0}>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x2x!quant.uniform<i8:f32:1, {1.0:-5, 0.5:0}>>) -> tensor<2x2xi8>
  check.expect_eq_const %storage, dense<[[-4, 30], [-7, 44]]> : tensor<2x2xi8>
  func.return
}

// -----

// Hybrid: float lhs, rhs per-axis along dimension 1 (scales [0.5, 2]) is
// [[0.5, -4], [1.5, 8], [-2.5, 12]]; the result is the float product.
func.func @dot_general_hybrid() {
  %lhs = stablehlo.constant dense<[[1.5, -2.0, 0.25], [3.0, 0.5, -1.0]]> : tensor<2x3xf32>
  %rhs = stablehlo.constant dense<[[1, -2], [3, 4], [-5, 6]]> : tensor<3x2x!quant.uniform<i8:f32:1, {0.5:0, 2.0:0}>>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>
  } : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32:1, {0.5:0, 2.0:0}>>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[-2.875, -19.0], [4.75, -20.0]]> : tensor<2x2xf32>
  func.return
}
