// Conformance: stablehlo.slice (spec: Ops > slice). Hand-derived:
// result[result_index] = operand[start_indices + result_index * strides],
// shape(result) = ceil((limit_indices - start_indices) / strides).

func.func @slice_spec_example_i64() {
  %operand = stablehlo.constant dense<[[0, 0, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1]]> : tensor<3x4xi64>
  %result = "stablehlo.slice"(%operand) {
    start_indices = array<i64: 1, 2>,
    limit_indices = array<i64: 3, 4>,
    strides = array<i64: 1, 1>
  } : (tensor<3x4xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>
  func.return
}

// -----

func.func @slice_i32_strided_uneven() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]> : tensor<10xi32>
  %result = stablehlo.slice %operand [1:9:3] : (tensor<10xi32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[1, 4, 7]> : tensor<3xi32>
  func.return
}

// -----

func.func @slice_i32_rank4_strided() {
  %operand = stablehlo.constant dense<[[[[0, 1, 2, 3], [4, 5, 6, 7]], [[8, 9, 10, 11], [12, 13, 14, 15]]],
                                       [[[16, 17, 18, 19], [20, 21, 22, 23]], [[24, 25, 26, 27], [28, 29, 30, 31]]]]> : tensor<2x2x2x4xi32>
  %result = stablehlo.slice %operand [1:2, 0:2, 1:2, 1:4:2] : (tensor<2x2x2x4xi32>) -> tensor<1x2x1x2xi32>
  check.expect_eq_const %result, dense<[[[[21, 23]], [[29, 31]]]]> : tensor<1x2x1x2xi32>
  func.return
}

// -----

func.func @slice_i1() {
  %operand = stablehlo.constant dense<[true, false, true, true, false]> : tensor<5xi1>
  %result = stablehlo.slice %operand [0:5:2] : (tensor<5xi1>) -> tensor<3xi1>
  check.expect_eq_const %result, dense<[true, true, false]> : tensor<3xi1>
  func.return
}

// -----

func.func @slice_si4() {
  %operand = stablehlo.constant dense<[[-8, -7], [6, 7]]> : tensor<2x2xi4>
  %result = stablehlo.slice %operand [1:2, 0:2] : (tensor<2x2xi4>) -> tensor<1x2xi4>
  check.expect_eq_const %result, dense<[[6, 7]]> : tensor<1x2xi4>
  func.return
}

// -----

func.func @slice_ui8_stride_past_end() {
  %operand = stablehlo.constant dense<[10, 20, 30, 40]> : tensor<4xui8>
  %result = stablehlo.slice %operand [2:4:5] : (tensor<4xui8>) -> tensor<1xui8>
  check.expect_eq_const %result, dense<[30]> : tensor<1xui8>
  func.return
}

// -----

func.func @slice_bf16() {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xbf16>
  %result = stablehlo.slice %operand [0:3:2, 0:3:2] : (tensor<3x3xbf16>) -> tensor<2x2xbf16>
  check.expect_eq_const %result, dense<[[1.0, 3.0], [7.0, 9.0]]> : tensor<2x2xbf16>
  func.return
}

// -----

func.func @slice_f8E4M3FN() {
  %operand = stablehlo.constant dense<[0.5, 1.0, 1.5, 2.0]> : tensor<4xf8E4M3FN>
  %result = stablehlo.slice %operand [1:3] : (tensor<4xf8E4M3FN>) -> tensor<2xf8E4M3FN>
  check.expect_eq_const %result, dense<[1.0, 1.5]> : tensor<2xf8E4M3FN>
  func.return
}

// -----

func.func @slice_f64_whole() {
  %operand = stablehlo.constant dense<[[1.0, -2.0], [3.0, -4.0]]> : tensor<2x2xf64>
  %result = stablehlo.slice %operand [0:2, 0:2] : (tensor<2x2xf64>) -> tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[1.0, -2.0], [3.0, -4.0]]> : tensor<2x2xf64>
  func.return
}

// -----

func.func @slice_complex_f32_reversed_row() {
  %operand = stablehlo.constant dense<[[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]]> : tensor<1x3xcomplex<f32>>
  %result = stablehlo.slice %operand [0:1, 1:3] : (tensor<1x3xcomplex<f32>>) -> tensor<1x2xcomplex<f32>>
  check.expect_eq_const %result, dense<[[(3.0, 4.0), (5.0, 6.0)]]> : tensor<1x2xcomplex<f32>>
  func.return
}

// -----

func.func @slice_empty() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %result = stablehlo.slice %operand [2:2] : (tensor<3xi32>) -> tensor<0xi32>
  check.expect_eq_const %result, dense<> : tensor<0xi32>
  %empty = stablehlo.constant dense<> : tensor<0x2xi32>
  %result1 = stablehlo.slice %empty [0:0, 1:2] : (tensor<0x2xi32>) -> tensor<0x1xi32>
  check.expect_eq_const %result1, dense<> : tensor<0x1xi32>
  func.return
}

// -----

func.func @slice_scalar() {
  %operand = stablehlo.constant dense<-7> : tensor<i32>
  %result = "stablehlo.slice"(%operand) {
    start_indices = array<i64>, limit_indices = array<i64>, strides = array<i64>
  } : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %result, dense<-7> : tensor<i32>
  func.return
}
