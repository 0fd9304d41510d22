// Conformance: stablehlo.iota (spec: Ops > iota). Hand-derived values:
// output[output_index] = output_index[iota_dimension].

func.func @iota_si4_dim0() {
  %0 = stablehlo.iota dim = 0 : tensor<2x3xi4>
  check.expect_eq_const %0, dense<[[0, 0, 0], [1, 1, 1]]> : tensor<2x3xi4>
  func.return
}

// -----

func.func @iota_ui8_dim1() {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xui8>
  check.expect_eq_const %0, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xui8>
  func.return
}

// -----

func.func @iota_i32_rank4_dim2() {
  %0 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x1x3x2xi32>
  check.expect_eq_const %0, dense<[[[[0, 0], [1, 1], [2, 2]]], [[[0, 0], [1, 1], [2, 2]]]]> : tensor<2x1x3x2xi32>
  func.return
}

// -----

func.func @iota_bf16() {
  %0 = stablehlo.iota dim = 0 : tensor<4xbf16>
  check.expect_eq_const %0, dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xbf16>
  func.return
}

// -----

func.func @iota_f8E4M3FN_dim1() {
  %0 = stablehlo.iota dim = 1 : tensor<2x4xf8E4M3FN>
  check.expect_eq_const %0, dense<[[0.0, 1.0, 2.0, 3.0], [0.0, 1.0, 2.0, 3.0]]> : tensor<2x4xf8E4M3FN>
  func.return
}

// -----

func.func @iota_f64_dim0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x2xf64>
  check.expect_eq_const %0, dense<[[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]> : tensor<3x2xf64>
  func.return
}

// -----

func.func @iota_complex_f32_dim0() {
  %0 = stablehlo.iota dim = 0 : tensor<2x2xcomplex<f32>>
  check.expect_eq_const %0, dense<[[(0.0, 0.0), (0.0, 0.0)], [(1.0, 0.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

func.func @iota_empty() {
  %0 = stablehlo.iota dim = 1 : tensor<0x3xi32>
  check.expect_eq_const %0, dense<> : tensor<0x3xi32>
  %1 = stablehlo.iota dim = 0 : tensor<3x0xf32>
  check.expect_eq_const %1, dense<> : tensor<3x0xf32>
  func.return
}

// -----

func.func @iota_single_element() {
  %0 = stablehlo.iota dim = 0 : tensor<1xi64>
  check.expect_eq_const %0, dense<[0]> : tensor<1xi64>
  func.return
}

// -----

// Per-tensor quantized: quantize(index) = round(index / 0.5 + 1), clamped
// to [-128, 127]; read back as storage values.
func.func @iota_quantized() {
  %0 = stablehlo.iota dim = 0 : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %1 = stablehlo.bitcast_convert %0 : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi8>
  check.expect_eq_const %1, dense<[1, 3, 5, 7]> : tensor<4xi8>
  func.return
}
