// Conformance: stablehlo.batch_norm_inference (spec: Ops >
// batch_norm_inference). Hand-derived unless marked `spec example`:
// result = scale * (operand - mean) / sqrt(variance + epsilon) + offset,
// per feature along feature_index.

// spec example
func.func @batch_norm_inference_spec_example_f64() {
  %operand = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %scale = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %offset = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %mean = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf64>
  %variance = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  check.expect_almost_eq_const %result, dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>
  func.return
}

// -----

// An inexact result: 1 / sqrt(2).
func.func @batch_norm_inference_inexact_f32() {
  %operand = stablehlo.constant dense<[[1.0], [-1.0]]> : tensor<2x1xf32>
  %scale = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %offset = stablehlo.constant dense<[0.0]> : tensor<1xf32>
  %mean = stablehlo.constant dense<[0.0]> : tensor<1xf32>
  %variance = stablehlo.constant dense<[2.0]> : tensor<1xf32>
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {
    epsilon = 0.0 : f32,
    feature_index = 1 : i64
  } : (tensor<2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  check.expect_almost_eq_const %result, dense<[[0.707106769], [-0.707106769]]> : tensor<2x1xf32>
  func.return
}

