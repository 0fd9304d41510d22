// Conformance: stablehlo.pad (spec: Ops > pad). Hand-derived:
// result[result_index] = operand[operand_index] where result_index =
// edge_padding_low + operand_index * (interior_padding + 1), padding_value
// elsewhere; negative edge padding removes elements.

func.func @pad_spec_example_i32() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %padding_value = stablehlo.constant dense<0> : tensor<i32>
  %result = "stablehlo.pad"(%operand, %padding_value) {
    edge_padding_low = array<i64: 0, 1>,
    edge_padding_high = array<i64: 2, 1>,
    interior_padding = array<i64: 1, 2>
  } : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  check.expect_eq_const %result, dense<[[0, 1, 0, 0, 2, 0, 0, 3, 0],
                                         [0, 0, 0, 0, 0, 0, 0, 0, 0],
                                         [0, 4, 0, 0, 5, 0, 0, 6, 0],
                                         [0, 0, 0, 0, 0, 0, 0, 0, 0],
                                         [0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x9xi32>
  func.return
}

// -----

func.func @pad_negative_after_interior_i32() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %padding_value = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.pad %operand, %padding_value, low = [-1], high = [-2], interior = [1]
    : (tensor<3xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[0, 2]> : tensor<2xi32>
  func.return
}

// -----

func.func @pad_negative_mixed_2d_i32() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %padding_value = stablehlo.constant dense<9> : tensor<i32>
  %result = stablehlo.pad %operand, %padding_value, low = [-1, 1], high = [1, -2], interior = [0, 0]
    : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[9, 4], [9, 9]]> : tensor<2x2xi32>
  func.return
}

// -----

func.func @pad_negative_past_the_operand_i32() {
  %operand = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %padding_value = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.pad %operand, %padding_value, low = [-3], high = [3], interior = [0]
    : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[0, 0]> : tensor<2xi32>
  func.return
}

// -----

func.func @pad_i1() {
  %operand = stablehlo.constant dense<[true]> : tensor<1xi1>
  %padding_value = stablehlo.constant dense<false> : tensor<i1>
  %result = stablehlo.pad %operand, %padding_value, low = [1], high = [1], interior = [0]
    : (tensor<1xi1>, tensor<i1>) -> tensor<3xi1>
  check.expect_eq_const %result, dense<[false, true, false]> : tensor<3xi1>
  func.return
}

// -----

func.func @pad_si4_interior() {
  %operand = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %padding_value = stablehlo.constant dense<-1> : tensor<i4>
  %result = stablehlo.pad %operand, %padding_value, low = [0], high = [0], interior = [2]
    : (tensor<2xi4>, tensor<i4>) -> tensor<4xi4>
  check.expect_eq_const %result, dense<[-8, -1, -1, 7]> : tensor<4xi4>
  func.return
}

// -----

func.func @pad_ui8_scalar() {
  %operand = stablehlo.constant dense<17> : tensor<ui8>
  %padding_value = stablehlo.constant dense<0> : tensor<ui8>
  %result = "stablehlo.pad"(%operand, %padding_value) {
    edge_padding_low = array<i64>, edge_padding_high = array<i64>, interior_padding = array<i64>
  } : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
  check.expect_eq_const %result, dense<17> : tensor<ui8>
  func.return
}

// -----

func.func @pad_bf16() {
  %operand = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xbf16>
  %padding_value = stablehlo.constant dense<0.0> : tensor<bf16>
  %result = stablehlo.pad %operand, %padding_value, low = [2], high = [0], interior = [0]
    : (tensor<2xbf16>, tensor<bf16>) -> tensor<4xbf16>
  check.expect_eq_const %result, dense<[0.0, 0.0, 1.5, 2.5]> : tensor<4xbf16>
  func.return
}

// -----

func.func @pad_f8E4M3FN() {
  %operand = stablehlo.constant dense<[[1.0], [2.0]]> : tensor<2x1xf8E4M3FN>
  %padding_value = stablehlo.constant dense<-0.5> : tensor<f8E4M3FN>
  %result = stablehlo.pad %operand, %padding_value, low = [0, 1], high = [0, 0], interior = [1, 0]
    : (tensor<2x1xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<3x2xf8E4M3FN>
  check.expect_eq_const %result, dense<[[-0.5, 1.0], [-0.5, -0.5], [-0.5, 2.0]]> : tensor<3x2xf8E4M3FN>
  func.return
}

// -----

func.func @pad_f64_rank4() {
  %operand = stablehlo.constant dense<[[[[1.0], [2.0]]]]> : tensor<1x1x2x1xf64>
  %padding_value = stablehlo.constant dense<0.5> : tensor<f64>
  %result = stablehlo.pad %operand, %padding_value, low = [0, 1, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 1, 0]
    : (tensor<1x1x2x1xf64>, tensor<f64>) -> tensor<1x2x3x2xf64>
  check.expect_eq_const %result, dense<[[[[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]],
                                         [[1.0, 0.5], [0.5, 0.5], [2.0, 0.5]]]]> : tensor<1x2x3x2xf64>
  func.return
}

// -----

func.func @pad_complex_f32() {
  %operand = stablehlo.constant dense<[(1.0, 1.0)]> : tensor<1xcomplex<f32>>
  %padding_value = stablehlo.constant dense<(0.0, -1.0)> : tensor<complex<f32>>
  %result = stablehlo.pad %operand, %padding_value, low = [0], high = [2], interior = [0]
    : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %result, dense<[(1.0, 1.0), (0.0, -1.0), (0.0, -1.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

func.func @pad_empty_operand() {
  %operand = stablehlo.constant dense<> : tensor<0xi32>
  %padding_value = stablehlo.constant dense<5> : tensor<i32>
  %result = stablehlo.pad %operand, %padding_value, low = [2], high = [1], interior = [3]
    : (tensor<0xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[5, 5, 5]> : tensor<3xi32>
  func.return
}

// -----

func.func @pad_to_empty() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %padding_value = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.pad %operand, %padding_value, low = [-2], high = [-1], interior = [0]
    : (tensor<3xi32>, tensor<i32>) -> tensor<0xi32>
  check.expect_eq_const %result, dense<> : tensor<0xi32>
  func.return
}
