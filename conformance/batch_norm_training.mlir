// Conformance: stablehlo.batch_norm_training (spec: Ops >
// batch_norm_training). Hand-derived unless marked `spec example`:
// batch_mean and batch_var are the mean and the (biased) variance of each
// feature over all other dimensions; output normalizes with them as
// batch_norm_inference does.

// spec example
func.func @batch_norm_training_spec_example_f64() {
  %operand = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %scale = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %offset = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) ->
      (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %output, dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>
  check.expect_almost_eq_const %batch_mean, dense<[2.0, 3.0]> : tensor<2xf64>
  check.expect_almost_eq_const %batch_var, dense<[1.0, 1.0]> : tensor<2xf64>
  func.return
}

// -----

// Feature 0: [1, 2, 3] (mean 2, variance 2/3); feature 1: [10, 20, 60]
// (mean 30, variance 1400/3).
func.func @batch_norm_training_feature1_f32() {
  %operand = stablehlo.constant dense<[[1.0, 10.0], [2.0, 20.0], [3.0, 60.0]]> : tensor<3x2xf32>
  %scale = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %offset = stablehlo.constant dense<[0.0, -1.0]> : tensor<2xf32>
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {
    epsilon = 0.0 : f32,
    feature_index = 1 : i64
  } : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %output, dense<[[-1.22474487, -2.85164020],
                                               [0.0, -1.92582010],
                                               [1.22474487, 1.77746030]]> : tensor<3x2xf32>
  check.expect_almost_eq_const %batch_mean, dense<[2.0, 30.0]> : tensor<2xf32>
  check.expect_almost_eq_const %batch_var, dense<[0.666666687, 466.666656]> : tensor<2xf32>
  func.return
}

