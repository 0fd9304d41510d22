// Conformance: stablehlo.reverse (spec: Ops > reverse). Hand-derived:
// operand_index[d] = dim(result, d) - result_index[d] - 1 for d in
// dimensions, result_index[d] otherwise.

func.func @reverse_spec_example_i32() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %result = "stablehlo.reverse"(%operand) {
    dimensions = array<i64: 1>
  } : (tensor<3x2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[2, 1], [4, 3], [6, 5]]> : tensor<3x2xi32>
  func.return
}

// -----

func.func @reverse_i1() {
  %operand = stablehlo.constant dense<[true, true, false]> : tensor<3xi1>
  %result = stablehlo.reverse %operand, dims = [0] : tensor<3xi1>
  check.expect_eq_const %result, dense<[false, true, true]> : tensor<3xi1>
  func.return
}

// -----

func.func @reverse_si4_dim0() {
  %operand = stablehlo.constant dense<[[-8, -7], [6, 7]]> : tensor<2x2xi4>
  %result = stablehlo.reverse %operand, dims = [0] : tensor<2x2xi4>
  check.expect_eq_const %result, dense<[[6, 7], [-8, -7]]> : tensor<2x2xi4>
  func.return
}

// -----

func.func @reverse_ui8_no_dimensions() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui8>
  %result = stablehlo.reverse %operand, dims = [] : tensor<3xui8>
  check.expect_eq_const %result, dense<[1, 2, 3]> : tensor<3xui8>
  func.return
}

// -----

func.func @reverse_bf16_both_dims() {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xbf16>
  %result = stablehlo.reverse %operand, dims = [1, 0] : tensor<2x3xbf16>
  check.expect_eq_const %result, dense<[[6.0, 5.0, 4.0], [3.0, 2.0, 1.0]]> : tensor<2x3xbf16>
  func.return
}

// -----

func.func @reverse_f8E4M3FN() {
  %operand = stablehlo.constant dense<[0.25, -448.0]> : tensor<2xf8E4M3FN>
  %result = stablehlo.reverse %operand, dims = [0] : tensor<2xf8E4M3FN>
  check.expect_eq_const %result, dense<[-448.0, 0.25]> : tensor<2xf8E4M3FN>
  func.return
}

// -----

func.func @reverse_f64_rank4() {
  %operand = stablehlo.constant dense<[[[[1.0, 2.0], [3.0, 4.0]]], [[[5.0, 6.0], [7.0, 8.0]]]]> : tensor<2x1x2x2xf64>
  %result = stablehlo.reverse %operand, dims = [0, 3] : tensor<2x1x2x2xf64>
  check.expect_eq_const %result, dense<[[[[6.0, 5.0], [8.0, 7.0]]], [[[2.0, 1.0], [4.0, 3.0]]]]> : tensor<2x1x2x2xf64>
  func.return
}

// -----

func.func @reverse_complex_f32() {
  %operand = stablehlo.constant dense<[(1.0, -1.0), (2.0, -2.0)]> : tensor<2xcomplex<f32>>
  %result = stablehlo.reverse %operand, dims = [0] : tensor<2xcomplex<f32>>
  check.expect_eq_const %result, dense<[(2.0, -2.0), (1.0, -1.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @reverse_empty() {
  %operand = stablehlo.constant dense<> : tensor<0x3xi32>
  %result = stablehlo.reverse %operand, dims = [0, 1] : tensor<0x3xi32>
  check.expect_eq_const %result, dense<> : tensor<0x3xi32>
  func.return
}

// -----

func.func @reverse_scalar() {
  %operand = stablehlo.constant dense<3.5> : tensor<f64>
  %result = stablehlo.reverse %operand, dims = [] : tensor<f64>
  check.expect_eq_const %result, dense<3.5> : tensor<f64>
  func.return
}
