// Conformance: stablehlo.reshape (spec: Ops > reshape). Hand-derived: the
// elements keep their lexicographic (row-major) order.

func.func @reshape_i1() {
  %0 = stablehlo.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %1 = stablehlo.reshape %0 : (tensor<2x2xi1>) -> tensor<4xi1>
  check.expect_eq_const %1, dense<[true, false, false, true]> : tensor<4xi1>
  func.return
}

// -----

func.func @reshape_si4() {
  %0 = stablehlo.constant dense<[-8, -1, 0, 1, 6, 7]> : tensor<6xi4>
  %1 = stablehlo.reshape %0 : (tensor<6xi4>) -> tensor<2x3xi4>
  check.expect_eq_const %1, dense<[[-8, -1, 0], [1, 6, 7]]> : tensor<2x3xi4>
  func.return
}

// -----

func.func @reshape_ui8_scalar_to_1x1() {
  %0 = stablehlo.constant dense<200> : tensor<ui8>
  %1 = stablehlo.reshape %0 : (tensor<ui8>) -> tensor<1x1xui8>
  check.expect_eq_const %1, dense<[[200]]> : tensor<1x1xui8>
  func.return
}

// -----

func.func @reshape_bf16_to_scalar() {
  %0 = stablehlo.constant dense<[-3.25]> : tensor<1xbf16>
  %1 = "stablehlo.reshape"(%0) : (tensor<1xbf16>) -> tensor<bf16>
  check.expect_eq_const %1, dense<-3.25> : tensor<bf16>
  func.return
}

// -----

func.func @reshape_f8E4M3FN() {
  %0 = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf8E4M3FN>
  %1 = stablehlo.reshape %0 : (tensor<2x3xf8E4M3FN>) -> tensor<3x2xf8E4M3FN>
  check.expect_eq_const %1, dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf8E4M3FN>
  func.return
}

// -----

func.func @reshape_f64_rank4() {
  %0 = stablehlo.constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]]]]> : tensor<1x2x3x1xf64>
  %1 = stablehlo.reshape %0 : (tensor<1x2x3x1xf64>) -> tensor<6xf64>
  check.expect_eq_const %1, dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %2 = stablehlo.reshape %1 : (tensor<6xf64>) -> tensor<3x1x1x2xf64>
  check.expect_eq_const %2, dense<[[[[1.0, 2.0]]], [[[3.0, 4.0]]], [[[5.0, 6.0]]]]> : tensor<3x1x1x2xf64>
  func.return
}

// -----

func.func @reshape_complex_f32() {
  %0 = stablehlo.constant dense<[(1.0, 0.5), (2.0, -0.5), (3.0, 1.5), (4.0, -1.5)]> : tensor<4xcomplex<f32>>
  %1 = stablehlo.reshape %0 : (tensor<4xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %1, dense<[[(1.0, 0.5), (2.0, -0.5)], [(3.0, 1.5), (4.0, -1.5)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

func.func @reshape_i32_empty() {
  %0 = stablehlo.constant dense<> : tensor<0x3xi32>
  %1 = stablehlo.reshape %0 : (tensor<0x3xi32>) -> tensor<3x0xi32>
  check.expect_eq_const %1, dense<> : tensor<3x0xi32>
  func.return
}
