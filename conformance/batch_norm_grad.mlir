// Conformance: stablehlo.batch_norm_grad (spec: Ops > batch_norm_grad).
// Hand-derived unless marked `spec example`, from the spec's decomposition:
// with c = operand - mean, v = variance + epsilon, n the elements per
// feature and sums over all dimensions but feature_index,
//   grad_operand = scale / sqrt(v) / n * (n * g - sum(g) - sum(g * c) * c / v)
//   grad_scale = sum(g * c / sqrt(v)), grad_offset = sum(g).

// spec example
func.func @batch_norm_grad_spec_example_f64() {
  %operand = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %scale = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %mean = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf64>
  %variance = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %grad_output = stablehlo.constant dense<0.1> : tensor<2x2x2xf64>
  %grad_operand, %grad_scale, %grad_offset =
    "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {
      epsilon = 0.0 : f32,
      feature_index = 2 : i64
    } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>)
      -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %grad_operand, dense<0.0> : tensor<2x2x2xf64>
  check.expect_almost_eq_const %grad_scale, dense<[0.0, 0.0]> : tensor<2xf64>
  check.expect_almost_eq_const %grad_offset, dense<[0.4, 0.4]> : tensor<2xf64>
  func.return
}

// -----

// Feature 0: c = [-0.5, 0.5, 1.5], v = 1, sum(g) = 0, sum(g * c) = -1.25.
// Feature 1: c = [-15, -5, 35], v = 400.25.
func.func @batch_norm_grad_feature1_epsilon_f32() {
  %operand = stablehlo.constant dense<[[1.0, 10.0], [2.0, 20.0], [3.0, 60.0]]> : tensor<3x2xf32>
  %scale = stablehlo.constant dense<[2.0, 0.5]> : tensor<2xf32>
  %mean = stablehlo.constant dense<[1.5, 25.0]> : tensor<2xf32>
  %variance = stablehlo.constant dense<[0.75, 400.0]> : tensor<2xf32>
  %grad_output = stablehlo.constant dense<[[0.5, -1.0], [0.25, 2.0], [-0.75, 1.0]]> : tensor<3x2xf32>
  %grad_operand, %grad_scale, %grad_offset =
    "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {
      epsilon = 0.25 : f32,
      feature_index = 1 : i64
    } : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3x2xf32>)
      -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %grad_operand, dense<[[0.583333333, -0.0291653615],
                                                     [0.916666667, 0.037485685],
                                                     [-0.25, -0.0208086139]]> : tensor<3x2xf32>
  check.expect_almost_eq_const %grad_scale, dense<[-1.25, 1.99937529]> : tensor<2xf32>
  check.expect_almost_eq_const %grad_offset, dense<[0.0, 2.0]> : tensor<2xf32>
  func.return
}

