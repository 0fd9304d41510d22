// Conformance: stablehlo.tanh (spec: Ops > tanh).
// Expected values: tanh of IEEE-754; complex hyperbolic tangent,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @tanh_f64() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.001, 0.01, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<18xf64>
  %result = stablehlo.tanh %operand : tensor<18xf64>
  %expected = stablehlo.constant dense<[0.7615941559557649, -0.7615941559557649, 0.46211715726000974, 0.12435300177159621, 0.9640275800758169, -0.9950547536867305, 0.9999999958776927, 0.0009999996666668, 0.00999966667999946, 5.0e-324, 1.0, -5.0e-324, -1.0, 0.0, -0.0, 1.0, -1.0, 0x7FF8000000000000]> : tensor<18xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf64>, tensor<18xf64>
  func.return
}

// -----

func.func @tanh_f32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.001, 0.01, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<18xf32>
  %result = stablehlo.tanh %operand : tensor<18xf32>
  %expected = stablehlo.constant dense<[0.7615942, -0.7615942, 0.46211717, 0.124353, 0.9640276, -0.9950548, 1.0, 0.0009999997, 0.009999666, 1.0e-45, 1.0, -1.0e-45, -1.0, 0.0, -0.0, 1.0, -1.0, 0x7FC00000]> : tensor<18xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf32>, tensor<18xf32>
  func.return
}

// -----

func.func @tanh_tf32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.001, 0.01, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<18xtf32>
  %result = stablehlo.tanh %operand : tensor<18xtf32>
  %expected = stablehlo.constant dense<[0.76171875, -0.76171875, 0.4622, 0.1243, 0.9638671875, -0.9951171875, 1.0, 0.001, 0.01, 1.0e-41, 1.0, -1.0e-41, -1.0, 0.0, -0.0, 1.0, -1.0, 0x3FE00]> : tensor<18xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xtf32>, tensor<18xtf32>
  func.return
}

// -----

func.func @tanh_f16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.001, 0.01, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<18xf16>
  %result = stablehlo.tanh %operand : tensor<18xf16>
  %expected = stablehlo.constant dense<[0.76171875, -0.76171875, 0.4622, 0.1243, 0.9638671875, -0.9951171875, 1.0, 0.001, 0.01, 6.0e-8, 1.0, -6.0e-8, -1.0, 0.0, -0.0, 1.0, -1.0, 0x7E00]> : tensor<18xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf16>, tensor<18xf16>
  func.return
}

// -----

func.func @tanh_bf16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.001, 0.01, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<18xbf16>
  %result = stablehlo.tanh %operand : tensor<18xbf16>
  %expected = stablehlo.constant dense<[0.76171875, -0.76171875, 0.462890625, 0.1245, 0.96484375, -0.99609375, 1.0, 0.001, 0.01, 9.0e-41, 1.0, -9.0e-41, -1.0, 0.0, -0.0, 1.0, -1.0, 0x7FC0]> : tensor<18xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xbf16>, tensor<18xbf16>
  func.return
}

// -----

func.func @tanh_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<16xf8E3M4>
  %result = stablehlo.tanh %operand : tensor<16xf8E3M4>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.46875, 0.125, 0.96875, -1.0, 1.0, 0.015625, 1.0, -0.015625, -1.0, 0.0, -0.0, 1.0, -1.0, 0x78]> : tensor<16xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E3M4>, tensor<16xf8E3M4>
  func.return
}

// -----

func.func @tanh_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.001953125, 0.009765625, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<17xf8E4M3>
  %result = stablehlo.tanh %operand : tensor<17xf8E4M3>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.46875, 0.125, 0.9375, -1.0, 1.0, 0.001953125, 0.009765625, 1.0, -0.001953125, -1.0, 0.0, -0.0, 1.0, -1.0, 0x7C]> : tensor<17xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E4M3>, tensor<17xf8E4M3>
  func.return
}

// -----

func.func @tanh_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.001953125, 0.009765625, 448.0, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<15xf8E4M3FN>
  %result = stablehlo.tanh %operand : tensor<15xf8E4M3FN>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.46875, 0.125, 0.9375, -1.0, 1.0, 0.001953125, 0.009765625, 1.0, -0.001953125, -1.0, 0.0, -0.0, 0x7F]> : tensor<15xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3FN>, tensor<15xf8E4M3FN>
  func.return
}

// -----

func.func @tanh_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.0009765625, 0.009765625, 240.0, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<14xf8E4M3FNUZ>
  %result = stablehlo.tanh %operand : tensor<14xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.46875, 0.125, 0.9375, -1.0, 1.0, 0.0009765625, 0.009765625, 1.0, -0.0009765625, -1.0, 0.0, 0x80]> : tensor<14xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E4M3FNUZ>, tensor<14xf8E4M3FNUZ>
  func.return
}

// -----

func.func @tanh_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.0009765625, 0.009765625, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  %result = stablehlo.tanh %operand : tensor<15xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.46875, 0.125, 0.9375, -1.0, 1.0, 0.0009765625, 0.009765625, 0.0001220703125, 1.0, -0.0001220703125, -1.0, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3B11FNUZ>, tensor<15xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @tanh_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.0009765625, 0.009765625, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<18xf8E5M2>
  %result = stablehlo.tanh %operand : tensor<18xf8E5M2>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.4375, 0.125, 1.0, -1.0, 1.0, 0.0009765625, 0.009765625, 0.00002, 1.0, -0.00002, -1.0, 0.0, -0.0, 1.0, -1.0, 0x7E]> : tensor<18xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf8E5M2>, tensor<18xf8E5M2>
  func.return
}

// -----

func.func @tanh_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.0009765625, 0.009765625, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<15xf8E5M2FNUZ>
  %result = stablehlo.tanh %operand : tensor<15xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.4375, 0.125, 1.0, -1.0, 1.0, 0.0009765625, 0.009765625, 8.0e-6, 1.0, -8.0e-6, -1.0, 0.0, 0x80]> : tensor<15xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E5M2FNUZ>, tensor<15xf8E5M2FNUZ>
  func.return
}

// -----

func.func @tanh_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x7E, 0x7C, 0x80, 0x82, 0x75, 0x78, 0x01, 0xFE, 0xFF]> : tensor<10xf8E8M0FNU>
  %result = stablehlo.tanh %operand : tensor<10xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7F, 0x7E, 0x7C, 0x7F, 0x7F, 0x75, 0x78, 0x01, 0x7F, 0xFF]> : tensor<10xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<10xf8E8M0FNU>, tensor<10xf8E8M0FNU>
  func.return
}

// -----

func.func @tanh_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 7.5, -0.125, -7.5, 0.0, -0.0]> : tensor<11xf6E2M3FN>
  %result = stablehlo.tanh %operand : tensor<11xf6E2M3FN>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.5, 0.125, 1.0, -1.0, 1.0, -0.125, -1.0, 0.0, -0.0]> : tensor<11xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<11xf6E2M3FN>, tensor<11xf6E2M3FN>
  func.return
}

// -----

func.func @tanh_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 2.0, -3.0, 10.0, 0.0625, 28.0, -0.0625, -28.0, 0.0, -0.0]> : tensor<13xf6E3M2FN>
  %result = stablehlo.tanh %operand : tensor<13xf6E3M2FN>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.4375, 0.125, 1.0, -1.0, 1.0, 0.0625, 1.0, -0.0625, -1.0, 0.0, -0.0]> : tensor<13xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf6E3M2FN>, tensor<13xf6E3M2FN>
  func.return
}

// -----

func.func @tanh_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -3.0, 6.0, -0.5, -6.0, 0.0, -0.0]> : tensor<10xf4E2M1FN>
  %result = stablehlo.tanh %operand : tensor<10xf4E2M1FN>
  %expected = stablehlo.constant dense<[1.0, -1.0, 0.5, 1.0, -1.0, 1.0, -0.5, -1.0, 0.0, -0.0]> : tensor<10xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<10xf4E2M1FN>, tensor<10xf4E2M1FN>
  func.return
}

// -----

func.func @tanh_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.tanh %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(0.9677868, -0.09263784), (-0.73608416, 0.29089347), (1.0007095, -0.004908258), (0.24855033, -0.11800593), (-1.0147936, -0.033812825)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @tanh_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.tanh %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(0.967786802152774, -0.09263783626841987), (-0.736084170551191, 0.2908934618296181), (1.000709536067233, -0.00490825806749606), (0.24855032883992248, -0.11800592862901604), (-1.0147936161466335, -0.03381282607989669)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
