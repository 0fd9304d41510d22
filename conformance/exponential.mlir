// Conformance: stablehlo.exponential (spec: Ops > exponential).
// Expected values: exp of IEEE-754; complex exponential,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @exponential_f64() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.125, 0.001, 5.0e-324, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<17xf64>
  %result = stablehlo.exponential %operand : tensor<17xf64>
  %expected = stablehlo.constant dense<[2.718281828459045, 0.36787944117144233, 1.6487212707001282, 7.38905609893065, 0.1353352832366127, 22026.465794806718, 0.000045399929762484854, 1.1331484530668263, 1.0010005001667084, 1.0, 1.0, 0.0, 1.0, 1.0, 0x7FF0000000000000, 0.0, 0x7FF8000000000000]> : tensor<17xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf64>, tensor<17xf64>
  func.return
}

// -----

func.func @exponential_f32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.125, 0.001, 1.0e-45, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<17xf32>
  %result = stablehlo.exponential %operand : tensor<17xf32>
  %expected = stablehlo.constant dense<[2.7182817, 0.36787945, 1.6487212, 7.389056, 0.13533528, 22026.465, 0.00004539993, 1.1331484, 1.0010005, 1.0, 1.0, 0.0, 1.0, 1.0, 0x7F800000, 0.0, 0x7FC00000]> : tensor<17xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf32>, tensor<17xf32>
  func.return
}

// -----

func.func @exponential_tf32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.125, 0.001, 1.0e-41, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<17xtf32>
  %result = stablehlo.exponential %operand : tensor<17xtf32>
  %expected = stablehlo.constant dense<[2.71875, 0.368, 1.6484375, 7.390625, 0.1354, 22032.0, 0.0000454, 1.1328125, 1.001, 1.0, 1.0, 0.0, 1.0, 1.0, 0x3FC00, 0.0, 0x3FE00]> : tensor<17xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xtf32>, tensor<17xtf32>
  func.return
}

// -----

func.func @exponential_f16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.125, 0.001, 6.0e-8, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<17xf16>
  %result = stablehlo.exponential %operand : tensor<17xf16>
  %expected = stablehlo.constant dense<[2.71875, 0.368, 1.6484375, 7.390625, 0.1354, 22032.0, 0.0000454, 1.1328125, 1.001, 1.0, 1.0, 0.0, 1.0, 1.0, 0x7C00, 0.0, 0x7E00]> : tensor<17xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf16>, tensor<17xf16>
  func.return
}

// -----

func.func @exponential_bf16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.125, 0.001, 9.0e-41, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<17xbf16>
  %result = stablehlo.exponential %operand : tensor<17xbf16>
  %expected = stablehlo.constant dense<[2.71875, 0.3671875, 1.6484375, 7.375, 0.1357421875, 22016.0, 0.0000453, 1.1328125, 1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 0x7F80, 0.0, 0x7FC0]> : tensor<17xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xbf16>, tensor<17xbf16>
  func.return
}

// -----

func.func @exponential_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.125, 0.015625, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<15xf8E3M4>
  %result = stablehlo.exponential %operand : tensor<15xf8E3M4>
  %expected = stablehlo.constant dense<[2.75, 0.375, 1.625, 7.5, 0.140625, 0.0, 1.125, 1.0, 1.0, 0.0, 1.0, 1.0, 0x70, 0.0, 0x78]> : tensor<15xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E3M4>, tensor<15xf8E3M4>
  func.return
}

// -----

func.func @exponential_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.125, 0.001953125, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<15xf8E4M3>
  %result = stablehlo.exponential %operand : tensor<15xf8E4M3>
  %expected = stablehlo.constant dense<[2.75, 0.375, 1.625, 7.5, 0.140625, 0.0, 1.125, 1.0, 1.0, 0.0, 1.0, 1.0, 0x78, 0.0, 0x7C]> : tensor<15xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3>, tensor<15xf8E4M3>
  func.return
}

// -----

func.func @exponential_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.125, 0.001953125, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<13xf8E4M3FN>
  %result = stablehlo.exponential %operand : tensor<13xf8E4M3FN>
  %expected = stablehlo.constant dense<[2.75, 0.375, 1.625, 7.5, 0.140625, 0.0, 1.125, 1.0, 1.0, 0.0, 1.0, 1.0, 0x7F]> : tensor<13xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3FN>, tensor<13xf8E4M3FN>
  func.return
}

// -----

func.func @exponential_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.125, 0.0009765625, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<12xf8E4M3FNUZ>
  %result = stablehlo.exponential %operand : tensor<12xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[2.75, 0.375, 1.625, 7.5, 0.140625, 0.0, 1.125, 1.0, 1.0, 0.0, 1.0, 0x80]> : tensor<12xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<12xf8E4M3FNUZ>, tensor<12xf8E4M3FNUZ>
  func.return
}

// -----

func.func @exponential_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, -10.0, 0.125, 0.0009765625, 0.0001220703125, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<13xf8E4M3B11FNUZ>
  %result = stablehlo.exponential %operand : tensor<13xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[2.75, 0.375, 1.625, 7.5, 0.140625, 0.0, 1.125, 1.0, 1.0, 1.0, 0.0, 1.0, 0x80]> : tensor<13xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3B11FNUZ>, tensor<13xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @exponential_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.125, 0.0009765625, 0.00002, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<17xf8E5M2>
  %result = stablehlo.exponential %operand : tensor<17xf8E5M2>
  %expected = stablehlo.constant dense<[2.5, 0.375, 1.75, 7.0, 0.125, 20480.0, 0.00005, 1.25, 1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 0x7C, 0.0, 0x7E]> : tensor<17xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E5M2>, tensor<17xf8E5M2>
  func.return
}

// -----

func.func @exponential_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.125, 0.0009765625, 8.0e-6, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  %result = stablehlo.exponential %operand : tensor<14xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[2.5, 0.375, 1.75, 7.0, 0.125, 20480.0, 0.000046, 1.25, 1.0, 1.0, 1.0, 0.0, 1.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E5M2FNUZ>, tensor<14xf8E5M2FNUZ>
  func.return
}

// -----

func.func @exponential_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x7E, 0x80, 0x82, 0x7C, 0x75, 0x01, 0xFF]> : tensor<8xf8E8M0FNU>
  %result = stablehlo.exponential %operand : tensor<8xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x80, 0x80, 0x82, 0x8A, 0x7F, 0x7F, 0x7F, 0xFF]> : tensor<8xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<8xf8E8M0FNU>, tensor<8xf8E8M0FNU>
  func.return
}

// -----

func.func @exponential_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 7.5, -7.5, 0.125, -0.125, 0.0, -0.0]> : tensor<11xf6E2M3FN>
  %result = stablehlo.exponential %operand : tensor<11xf6E2M3FN>
  %expected = stablehlo.constant dense<[2.75, 0.375, 1.625, 7.5, 0.125, 7.5, 0.0, 1.125, 0.875, 1.0, 1.0]> : tensor<11xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<11xf6E2M3FN>, tensor<11xf6E2M3FN>
  func.return
}

// -----

func.func @exponential_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 10.0, -10.0, 0.125, 0.0625, 28.0, -0.0625, -28.0, 0.0, -0.0]> : tensor<14xf6E3M2FN>
  %result = stablehlo.exponential %operand : tensor<14xf6E3M2FN>
  %expected = stablehlo.constant dense<[2.5, 0.375, 1.75, 7.0, 0.125, 28.0, 0.0, 1.25, 1.0, 28.0, 1.0, 0.0, 1.0, 1.0]> : tensor<14xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf6E3M2FN>, tensor<14xf6E3M2FN>
  func.return
}

// -----

func.func @exponential_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, -2.0, 6.0, -6.0, -0.5, 0.0, -0.0]> : tensor<10xf4E2M1FN>
  %result = stablehlo.exponential %operand : tensor<10xf4E2M1FN>
  %expected = stablehlo.constant dense<[3.0, 0.5, 1.5, 6.0, 0.0, 6.0, 0.0, 0.5, 1.0, 1.0]> : tensor<10xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<10xf4E2M1FN>, tensor<10xf4E2M1FN>
  func.return
}

// -----

func.func @exponential_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.exponential %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(-3.5904765, 2.682166), (0.41454065, 0.22646458), (-13.128783, 15.200785), (1.2740071, -0.16008553), (0.073121965, -0.113880716)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @exponential_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.exponential %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(-3.5904765855678136, 2.682166067132489), (0.41454064950578356, 0.22646458896647165), (-13.128783081462158, 15.200784463067954), (1.2740070231007443, -0.16008552648540006), (0.07312196559805963, -0.11388071406436809)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
