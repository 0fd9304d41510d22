// Conformance: stablehlo.constant (spec: Ops > constant). Hand-derived values.

func.func @constant_i1() {
  %0 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  check.expect_eq_const %0, dense<[true, false, true]> : tensor<3xi1>
  func.return
}

// -----

func.func @constant_si4_extremes() {
  %0 = stablehlo.constant dense<[-8, 7, 0, -1]> : tensor<4xi4>
  check.expect_eq_const %0, dense<[-8, 7, 0, -1]> : tensor<4xi4>
  func.return
}

// -----

func.func @constant_ui8_scalar() {
  %0 = stablehlo.constant dense<255> : tensor<ui8>
  check.expect_eq_const %0, dense<255> : tensor<ui8>
  func.return
}

// -----

func.func @constant_i32_splat() {
  %0 = stablehlo.constant dense<-5> : tensor<2x2xi32>
  check.expect_eq_const %0, dense<[[-5, -5], [-5, -5]]> : tensor<2x2xi32>
  func.return
}

// -----

func.func @constant_bf16() {
  %0 = stablehlo.constant dense<[1.5, -3.25, 0.0, -0.0, 65280.0]> : tensor<5xbf16>
  check.expect_eq_const %0, dense<[1.5, -3.25, 0.0, -0.0, 65280.0]> : tensor<5xbf16>
  func.return
}

// -----

func.func @constant_f8E4M3FN() {
  %0 = stablehlo.constant dense<[448.0, -0.5, 0.001953125, 1.75]> : tensor<4xf8E4M3FN>
  check.expect_eq_const %0, dense<[448.0, -0.5, 0.001953125, 1.75]> : tensor<4xf8E4M3FN>
  func.return
}

// -----

func.func @constant_f64_generic_form() {
  %0 = "stablehlo.constant"() {value = dense<[[1.0e300], [-2.5]]> : tensor<2x1xf64>} : () -> tensor<2x1xf64>
  check.expect_eq_const %0, dense<[[1.0e300], [-2.5]]> : tensor<2x1xf64>
  func.return
}

// -----

func.func @constant_complex_f32() {
  %0 = stablehlo.constant dense<[(1.0, -2.0), (0.5, 0.25)]> : tensor<2xcomplex<f32>>
  check.expect_eq_const %0, dense<[(1.0, -2.0), (0.5, 0.25)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @constant_empty() {
  %0 = stablehlo.constant dense<> : tensor<2x0xi32>
  check.expect_eq_const %0, dense<> : tensor<2x0xi32>
  func.return
}

// -----

func.func @constant_rank4() {
  %0 = stablehlo.constant dense<[[[[1, 2]], [[3, 4]]]]> : tensor<1x2x1x2xi32>
  check.expect_eq_const %0, dense<[[[[1, 2]], [[3, 4]]]]> : tensor<1x2x1x2xi32>
  func.return
}
