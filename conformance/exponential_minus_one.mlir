// Conformance: stablehlo.exponential_minus_one (spec: Ops > exponential_minus_one).
// Expected values: expm1 of IEEE-754; complex exp(x) - 1,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @exponential_minus_one_f64() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.001, -0.001, 5.0e-324, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<17xf64>
  %result = stablehlo.exponential_minus_one %operand : tensor<17xf64>
  %expected = stablehlo.constant dense<[1.7182818284590453, -0.6321205588285577, 0.6487212707001282, 6.38905609893065, -0.8646647167633873, 22025.465794806718, -0.9999546000702375, 0.0010005001667083417, -0.0009995001666250085, 5.0e-324, -5.0e-324, -1.0, 0.0, -0.0, 0x7FF0000000000000, -1.0, 0x7FF8000000000000]> : tensor<17xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf64>, tensor<17xf64>
  func.return
}

// -----

func.func @exponential_minus_one_f32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.001, -0.001, 1.0e-45, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<17xf32>
  %result = stablehlo.exponential_minus_one %operand : tensor<17xf32>
  %expected = stablehlo.constant dense<[1.7182819, -0.63212055, 0.6487213, 6.389056, -0.86466473, 22025.465, -0.9999546, 0.0010005002, -0.0009995002, 1.0e-45, -1.0e-45, -1.0, 0.0, -0.0, 0x7F800000, -1.0, 0x7FC00000]> : tensor<17xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf32>, tensor<17xf32>
  func.return
}

// -----

func.func @exponential_minus_one_tf32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.001, -0.001, 1.0e-41, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<17xtf32>
  %result = stablehlo.exponential_minus_one %operand : tensor<17xtf32>
  %expected = stablehlo.constant dense<[1.71875, -0.6323, 0.649, 6.390625, -0.8647, 22032.0, -1.0, 0.001001, -0.000999, 1.0e-41, -1.0e-41, -1.0, 0.0, -0.0, 0x3FC00, -1.0, 0x3FE00]> : tensor<17xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xtf32>, tensor<17xtf32>
  func.return
}

// -----

func.func @exponential_minus_one_f16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.001, -0.001, 6.0e-8, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<17xf16>
  %result = stablehlo.exponential_minus_one %operand : tensor<17xf16>
  %expected = stablehlo.constant dense<[1.71875, -0.6323, 0.649, 6.390625, -0.8647, 22032.0, -1.0, 0.001001, -0.000999, 6.0e-8, -6.0e-8, -1.0, 0.0, -0.0, 0x7C00, -1.0, 0x7E00]> : tensor<17xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf16>, tensor<17xf16>
  func.return
}

// -----

func.func @exponential_minus_one_bf16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.001, -0.001, 9.0e-41, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<17xbf16>
  %result = stablehlo.exponential_minus_one %operand : tensor<17xbf16>
  %expected = stablehlo.constant dense<[1.71875, -0.6328125, 0.6484375, 6.375, -0.86328125, 22016.0, -1.0, 0.001, -0.001, 9.0e-41, -9.0e-41, -1.0, 0.0, -0.0, 0x7F80, -1.0, 0x7FC0]> : tensor<17xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xbf16>, tensor<17xbf16>
  func.return
}

// -----

func.func @exponential_minus_one_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.015625, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<14xf8E3M4>
  %result = stablehlo.exponential_minus_one %operand : tensor<14xf8E3M4>
  %expected = stablehlo.constant dense<[1.6875, -0.625, 0.65625, 6.5, -0.875, -1.0, 0.015625, -0.015625, -1.0, 0.0, -0.0, 0x70, -1.0, 0x78]> : tensor<14xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E3M4>, tensor<14xf8E3M4>
  func.return
}

// -----

func.func @exponential_minus_one_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.001953125, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<14xf8E4M3>
  %result = stablehlo.exponential_minus_one %operand : tensor<14xf8E4M3>
  %expected = stablehlo.constant dense<[1.75, -0.625, 0.625, 6.5, -0.875, -1.0, 0.001953125, -0.001953125, -1.0, 0.0, -0.0, 0x78, -1.0, 0x7C]> : tensor<14xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E4M3>, tensor<14xf8E4M3>
  func.return
}

// -----

func.func @exponential_minus_one_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.001953125, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<12xf8E4M3FN>
  %result = stablehlo.exponential_minus_one %operand : tensor<12xf8E4M3FN>
  %expected = stablehlo.constant dense<[1.75, -0.625, 0.625, 6.5, -0.875, -1.0, 0.001953125, -0.001953125, -1.0, 0.0, -0.0, 0x7F]> : tensor<12xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<12xf8E4M3FN>, tensor<12xf8E4M3FN>
  func.return
}

// -----

func.func @exponential_minus_one_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.0009765625, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<11xf8E4M3FNUZ>
  %result = stablehlo.exponential_minus_one %operand : tensor<11xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[1.75, -0.625, 0.625, 6.5, -0.875, -1.0, 0.0009765625, -0.0009765625, -1.0, 0.0, 0x80]> : tensor<11xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<11xf8E4M3FNUZ>, tensor<11xf8E4M3FNUZ>
  func.return
}

// -----

func.func @exponential_minus_one_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.0009765625, -0.0009765625, 0.0001220703125, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<13xf8E4M3B11FNUZ>
  %result = stablehlo.exponential_minus_one %operand : tensor<13xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[1.75, -0.625, 0.625, 6.5, -0.875, -1.0, 0.0009765625, -0.0009765625, 0.0001220703125, -0.0001220703125, -1.0, 0.0, 0x80]> : tensor<13xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3B11FNUZ>, tensor<13xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @exponential_minus_one_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.0009765625, -0.0009765625, 0.00002, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<17xf8E5M2>
  %result = stablehlo.exponential_minus_one %operand : tensor<17xf8E5M2>
  %expected = stablehlo.constant dense<[1.75, -0.625, 0.625, 6.0, -0.875, 20480.0, -1.0, 0.0009765625, -0.0009765625, 0.00002, -0.00002, -1.0, 0.0, -0.0, 0x7C, -1.0, 0x7E]> : tensor<17xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E5M2>, tensor<17xf8E5M2>
  func.return
}

// -----

func.func @exponential_minus_one_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.0009765625, -0.0009765625, 8.0e-6, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  %result = stablehlo.exponential_minus_one %operand : tensor<14xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[1.75, -0.625, 0.625, 6.0, -0.875, 20480.0, -1.0, 0.0009765625, -0.0009765625, 8.0e-6, -8.0e-6, -1.0, 0.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E5M2FNUZ>, tensor<14xf8E5M2FNUZ>
  func.return
}

// -----

func.func @exponential_minus_one_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x7E, 0x80, 0x82, 0x75, 0x01, 0xFF]> : tensor<7xf8E8M0FNU>
  %result = stablehlo.exponential_minus_one %operand : tensor<7xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x80, 0x7E, 0x82, 0x8A, 0x75, 0x01, 0xFF]> : tensor<7xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<7xf8E8M0FNU>, tensor<7xf8E8M0FNU>
  func.return
}

// -----

func.func @exponential_minus_one_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 7.5, -7.5, 0.125, -0.125, 0.0, -0.0]> : tensor<11xf6E2M3FN>
  %result = stablehlo.exponential_minus_one %operand : tensor<11xf6E2M3FN>
  %expected = stablehlo.constant dense<[1.75, -0.625, 0.625, 6.5, -0.875, 7.5, -1.0, 0.125, -0.125, 0.0, -0.0]> : tensor<11xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<11xf6E2M3FN>, tensor<11xf6E2M3FN>
  func.return
}

// -----

func.func @exponential_minus_one_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.0625, 28.0, -0.0625, -28.0, 0.0, -0.0]> : tensor<13xf6E3M2FN>
  %result = stablehlo.exponential_minus_one %operand : tensor<13xf6E3M2FN>
  %expected = stablehlo.constant dense<[1.75, -0.625, 0.625, 6.0, -0.875, 28.0, -1.0, 0.0625, 28.0, -0.0625, -1.0, 0.0, -0.0]> : tensor<13xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf6E3M2FN>, tensor<13xf6E3M2FN>
  func.return
}

// -----

func.func @exponential_minus_one_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 6.0, -6.0, -0.5, 0.0, -0.0]> : tensor<10xf4E2M1FN>
  %result = stablehlo.exponential_minus_one %operand : tensor<10xf4E2M1FN>
  %expected = stablehlo.constant dense<[1.5, -0.5, 0.5, 6.0, -1.0, 6.0, -1.0, -0.5, 0.0, -0.0]> : tensor<10xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<10xf4E2M1FN>, tensor<10xf4E2M1FN>
  func.return
}

// -----

func.func @exponential_minus_one_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.exponential_minus_one %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(-4.5904765, 2.682166), (-0.58545935, 0.22646458), (-14.128783, 15.200785), (0.27400702, -0.16008553), (-0.92687804, -0.113880716)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @exponential_minus_one_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.exponential_minus_one %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(-4.590476585567814, 2.682166067132489), (-0.5854593504942165, 0.22646458896647165), (-14.128783081462158, 15.200784463067954), (0.2740070231007443, -0.16008552648540006), (-0.9268780344019404, -0.11388071406436809)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
