// Conformance: stablehlo.broadcast_in_dim (spec: Ops > broadcast_in_dim).
// Hand-derived: result[result_index] = operand[operand_index] with
// operand_index[d] = 0 if dim(operand, d) = 1, else
// result_index[broadcast_dimensions[d]].

func.func @broadcast_in_dim_spec_example_i32() {
  %operand = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %result = "stablehlo.broadcast_in_dim"(%operand) {
    broadcast_dimensions = array<i64: 2, 1>
  } : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi32>
  func.return
}

// -----

func.func @broadcast_in_dim_scalar_bf16() {
  %operand = stablehlo.constant dense<1.5> : tensor<bf16>
  %result = stablehlo.broadcast_in_dim %operand, dims = [] : (tensor<bf16>) -> tensor<2x2xbf16>
  check.expect_eq_const %result, dense<[[1.5, 1.5], [1.5, 1.5]]> : tensor<2x2xbf16>
  func.return
}

// -----

func.func @broadcast_in_dim_i1() {
  %operand = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %result = stablehlo.broadcast_in_dim %operand, dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
  check.expect_eq_const %result, dense<[[true, true, true], [false, false, false]]> : tensor<2x3xi1>
  func.return
}

// -----

func.func @broadcast_in_dim_si4() {
  %operand = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %result = stablehlo.broadcast_in_dim %operand, dims = [1] : (tensor<2xi4>) -> tensor<3x2xi4>
  check.expect_eq_const %result, dense<[[-8, 7], [-8, 7], [-8, 7]]> : tensor<3x2xi4>
  func.return
}

// -----

func.func @broadcast_in_dim_ui8_swapped_dims() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xui8>
  %result = stablehlo.broadcast_in_dim %operand, dims = [1, 0] : (tensor<2x3xui8>) -> tensor<3x2xui8>
  check.expect_eq_const %result, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xui8>
  func.return
}

// -----

func.func @broadcast_in_dim_f8E4M3FN_unit_dim() {
  %operand = stablehlo.constant dense<[448.0]> : tensor<1xf8E4M3FN>
  %result = stablehlo.broadcast_in_dim %operand, dims = [0] : (tensor<1xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  check.expect_eq_const %result, dense<[448.0, 448.0, 448.0]> : tensor<3xf8E4M3FN>
  func.return
}

// -----

func.func @broadcast_in_dim_f64_rank4() {
  %operand = stablehlo.constant dense<[[1.5], [-2.5]]> : tensor<2x1xf64>
  %result = stablehlo.broadcast_in_dim %operand, dims = [1, 3] : (tensor<2x1xf64>) -> tensor<1x2x2x3xf64>
  check.expect_eq_const %result, dense<[[[[1.5, 1.5, 1.5], [1.5, 1.5, 1.5]],
                                         [[-2.5, -2.5, -2.5], [-2.5, -2.5, -2.5]]]]> : tensor<1x2x2x3xf64>
  func.return
}

// -----

func.func @broadcast_in_dim_complex_f32() {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %result = stablehlo.broadcast_in_dim %operand, dims = [0] : (tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %result, dense<[[(1.0, 2.0), (1.0, 2.0)], [(3.0, 4.0), (3.0, 4.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

func.func @broadcast_in_dim_empty() {
  %operand = stablehlo.constant dense<> : tensor<0xi32>
  %result = stablehlo.broadcast_in_dim %operand, dims = [1] : (tensor<0xi32>) -> tensor<2x0xi32>
  check.expect_eq_const %result, dense<> : tensor<2x0xi32>
  %unit = stablehlo.constant dense<[7]> : tensor<1xi32>
  %result1 = stablehlo.broadcast_in_dim %unit, dims = [0] : (tensor<1xi32>) -> tensor<0xi32>
  check.expect_eq_const %result1, dense<> : tensor<0xi32>
  func.return
}
