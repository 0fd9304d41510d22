// Conformance: stablehlo.transpose (spec: Ops > transpose). Hand-derived:
// result[result_index] = operand[operand_index] where
// result_index[d] = operand_index[permutation[d]].

func.func @transpose_spec_example_i32() {
  %operand = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi32>
  %result = "stablehlo.transpose"(%operand) {
    permutation = array<i64: 2, 1, 0>
  } : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[[[1, 7], [3, 9], [5, 11]], [[2, 8], [4, 10], [6, 12]]]> : tensor<2x3x2xi32>
  func.return
}

// -----

func.func @transpose_i1() {
  %operand = stablehlo.constant dense<[[true, false, false], [false, true, true]]> : tensor<2x3xi1>
  %result = stablehlo.transpose %operand, dims = [1, 0] : (tensor<2x3xi1>) -> tensor<3x2xi1>
  check.expect_eq_const %result, dense<[[true, false], [false, true], [false, true]]> : tensor<3x2xi1>
  func.return
}

// -----

func.func @transpose_si4() {
  %operand = stablehlo.constant dense<[[-8, 1], [2, 7]]> : tensor<2x2xi4>
  %result = stablehlo.transpose %operand, dims = [1, 0] : (tensor<2x2xi4>) -> tensor<2x2xi4>
  check.expect_eq_const %result, dense<[[-8, 2], [1, 7]]> : tensor<2x2xi4>
  func.return
}

// -----

func.func @transpose_ui8_rank4() {
  %operand = stablehlo.constant dense<[[[[0, 1], [2, 3], [4, 5]]], [[[6, 7], [8, 9], [10, 11]]]]> : tensor<2x1x3x2xui8>
  %result = stablehlo.transpose %operand, dims = [3, 0, 2, 1] : (tensor<2x1x3x2xui8>) -> tensor<2x2x3x1xui8>
  check.expect_eq_const %result, dense<[[[[0], [2], [4]], [[6], [8], [10]]],
                                         [[[1], [3], [5]], [[7], [9], [11]]]]> : tensor<2x2x3x1xui8>
  func.return
}

// -----

func.func @transpose_bf16() {
  %operand = stablehlo.constant dense<[[0.5, -1.0, 2.0]]> : tensor<1x3xbf16>
  %result = stablehlo.transpose %operand, dims = [1, 0] : (tensor<1x3xbf16>) -> tensor<3x1xbf16>
  check.expect_eq_const %result, dense<[[0.5], [-1.0], [2.0]]> : tensor<3x1xbf16>
  func.return
}

// -----

func.func @transpose_f8E4M3FN() {
  %operand = stablehlo.constant dense<[[1.0, 2.0], [-448.0, 0.25]]> : tensor<2x2xf8E4M3FN>
  %result = stablehlo.transpose %operand, dims = [1, 0] : (tensor<2x2xf8E4M3FN>) -> tensor<2x2xf8E4M3FN>
  check.expect_eq_const %result, dense<[[1.0, -448.0], [2.0, 0.25]]> : tensor<2x2xf8E4M3FN>
  func.return
}

// -----

func.func @transpose_f64_identity() {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %result = stablehlo.transpose %operand, dims = [0, 1] : (tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_eq_const %result, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  func.return
}

// -----

func.func @transpose_complex_f32() {
  %operand = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 2.0)], [(3.0, 3.0), (4.0, 4.0)]]> : tensor<2x2xcomplex<f32>>
  %result = stablehlo.transpose %operand, dims = [1, 0] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %result, dense<[[(1.0, 1.0), (3.0, 3.0)], [(2.0, 2.0), (4.0, 4.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

func.func @transpose_empty() {
  %operand = stablehlo.constant dense<> : tensor<0x2xf32>
  %result = stablehlo.transpose %operand, dims = [1, 0] : (tensor<0x2xf32>) -> tensor<2x0xf32>
  check.expect_eq_const %result, dense<> : tensor<2x0xf32>
  func.return
}

// -----

func.func @transpose_scalar() {
  %operand = stablehlo.constant dense<42> : tensor<i32>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64>} : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %result, dense<42> : tensor<i32>
  func.return
}

// -----

func.func @transpose_reshape_quantized_storage() {
  %0 = stablehlo.constant() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>} : () -> tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.5:1>>
  %2 = stablehlo.reshape %1 : (tensor<3x2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<6x!quant.uniform<i8:f32, 0.5:1>>
  %3 = stablehlo.bitcast_convert %2 : (tensor<6x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<6xi8>
  check.expect_eq_const %3, dense<[1, 4, 2, 5, 3, 6]> : tensor<6xi8>
  func.return
}
