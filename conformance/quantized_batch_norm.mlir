// Conformance: batch_norm_inference on quantized tensors (spec: Ops >
// batch_norm_inference: dequantize_op_quantize) and batch_norm_training
// (dequantize_batch_norm_grad_or_training_quantize).
// Expected values are worked out by hand, none were produced by hloref.

// operand (0.5) [[1, 2], [3, 4]], scale [1, 2], offset [0, 1], mean [1, 2],
// variance [1, 4], feature_index 1: (x - mean) / sqrt(variance) * scale +
// offset = [[0, 1], [2, 3]]; quantized with scale 0.25.
func.func @batch_norm_inference_per_tensor() {
  %operand = stablehlo.constant dense<[[2, 4], [6, 8]]> : tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %scale = stablehlo.constant dense<[1, 2]> : tensor<2x!quant.uniform<i8:f32, 1.0>>
  %offset = stablehlo.constant dense<[0, 2]> : tensor<2x!quant.uniform<i8:f32, 0.5>>
  %mean = stablehlo.constant dense<[2, 4]> : tensor<2x!quant.uniform<i8:f32, 0.5>>
  %variance = stablehlo.constant dense<[4, 16]> : tensor<2x!quant.uniform<i8:f32, 0.25>>
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {
    epsilon = 0.0 : f32,
    feature_index = 1 : i64
  } : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i8:f32, 0.5>>,
       tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xi8>
  check.expect_eq_const %storage, dense<[[0, 4], [8, 12]]> : tensor<2x2xi8>
  func.return
}

// -----

// operand [[1, 2], [3, 6]], scale [1, 1], offset [0, 0], feature_index 1:
// batch_mean [2, 4], batch_var [1, 4], output [[-1, -1], [1, 1]]; quantized
// with scales 0.5 (output), 0.25 (mean), 0.125 (var).
func.func @batch_norm_training_per_tensor() {
  %operand = stablehlo.constant dense<[[2, 4], [6, 12]]> : tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %scale = stablehlo.constant dense<[1, 1]> : tensor<2x!quant.uniform<i8:f32, 1.0>>
  %offset = stablehlo.constant dense<[0, 0]> : tensor<2x!quant.uniform<i8:f32, 1.0>>
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {
    epsilon = 0.0 : f32,
    feature_index = 1 : i64
  } : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i8:f32, 1.0>>)
      -> (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i8:f32, 0.125>>)
  %s0 = "stablehlo.bitcast_convert"(%output) : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2xi8>
  check.expect_eq_const %s0, dense<[[-2, -2], [2, 2]]> : tensor<2x2xi8>
  %s1 = "stablehlo.bitcast_convert"(%batch_mean) : (tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2xi8>
  check.expect_eq_const %s1, dense<[8, 16]> : tensor<2xi8>
  %s2 = "stablehlo.bitcast_convert"(%batch_var) : (tensor<2x!quant.uniform<i8:f32, 0.125>>) -> tensor<2xi8>
  check.expect_eq_const %s2, dense<[8, 32]> : tensor<2xi8>
  func.return
}
