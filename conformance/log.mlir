// Conformance: stablehlo.log (spec: Ops > log).
// Expected values: log of IEEE-754 (log(+-0) = -inf, log(x < 0) = NaN); complex logarithm, principal branch,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @log_f64() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.001, 3.0, 0.75, -1.0, 100.0, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<18xf64>
  %result = stablehlo.log %operand : tensor<18xf64>
  %expected = stablehlo.constant dense<[0.0, 0.6931471805599453, -0.6931471805599453, 2.302585092994046, -6.907755278982137, 1.0986122886681098, -0.2876820724517809, 0x7FF8000000000000, 4.605170185988092, -744.4400719213812, 709.782712893384, 0x7FF8000000000000, 0x7FF8000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<18xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf64>, tensor<18xf64>
  func.return
}

// -----

func.func @log_f32() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.001, 3.0, 0.75, -1.0, 100.0, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<18xf32>
  %result = stablehlo.log %operand : tensor<18xf32>
  %expected = stablehlo.constant dense<[0.0, 0.6931472, -0.6931472, 2.3025851, -6.9077554, 1.0986123, -0.2876821, 0x7FC00000, 4.6051702, -103.27893, 88.72284, 0x7FC00000, 0x7FC00000, 0xFF800000, 0xFF800000, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<18xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf32>, tensor<18xf32>
  func.return
}

// -----

func.func @log_tf32() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.001, 3.0, 0.75, -1.0, 100.0, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<18xtf32>
  %result = stablehlo.log %operand : tensor<18xtf32>
  %expected = stablehlo.constant dense<[0.0, 0.693359375, -0.693359375, 2.302734375, -6.90625, 1.099, -0.2876, 0x3FE00, 4.60546875, -94.25, 88.75, 0x3FE00, 0x3FE00, 0x7FC00, 0x7FC00, 0x3FC00, 0x3FE00, 0x3FE00]> : tensor<18xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xtf32>, tensor<18xtf32>
  func.return
}

// -----

func.func @log_f16() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.001, 3.0, 0.75, -1.0, 100.0, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<18xf16>
  %result = stablehlo.log %operand : tensor<18xf16>
  %expected = stablehlo.constant dense<[0.0, 0.693359375, -0.693359375, 2.302734375, -6.90625, 1.099, -0.2876, 0x7E00, 4.60546875, -16.640625, 11.09375, 0x7E00, 0x7E00, 0xFC00, 0xFC00, 0x7C00, 0x7E00, 0x7E00]> : tensor<18xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf16>, tensor<18xf16>
  func.return
}

// -----

func.func @log_bf16() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.001, 3.0, 0.75, -1.0, 100.0, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<18xbf16>
  %result = stablehlo.log %operand : tensor<18xbf16>
  %expected = stablehlo.constant dense<[0.0, 0.69140625, -0.69140625, 2.296875, -6.90625, 1.1015625, -0.287109375, 0x7FC0, 4.59375, -92.0, 88.5, 0x7FC0, 0x7FC0, 0xFF80, 0xFF80, 0x7F80, 0x7FC0, 0x7FC0]> : tensor<18xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xbf16>, tensor<18xbf16>
  func.return
}

// -----

func.func @log_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 3.0, 0.75, -1.0, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<16xf8E3M4>
  %result = stablehlo.log %operand : tensor<16xf8E3M4>
  %expected = stablehlo.constant dense<[0.0, 0.6875, -0.6875, 2.25, 1.125, -0.28125, 0x78, -4.25, 2.75, 0x78, 0x78, 0xF0, 0xF0, 0x70, 0x78, 0x78]> : tensor<16xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E3M4>, tensor<16xf8E3M4>
  func.return
}

// -----

func.func @log_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.001953125, 3.0, 0.75, -1.0, 96.0, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<17xf8E4M3>
  %result = stablehlo.log %operand : tensor<17xf8E4M3>
  %expected = stablehlo.constant dense<[0.0, 0.6875, -0.6875, 2.25, -6.0, 1.125, -0.28125, 0x7C, 4.5, 5.5, 0x7C, 0x7C, 0xF8, 0xF8, 0x78, 0x7C, 0x7C]> : tensor<17xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E4M3>, tensor<17xf8E4M3>
  func.return
}

// -----

func.func @log_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.001953125, 3.0, 0.75, -1.0, 96.0, 448.0, -0.001953125, -448.0, 0x7F]> : tensor<13xf8E4M3FN>
  %result = stablehlo.log %operand : tensor<13xf8E4M3FN>
  %expected = stablehlo.constant dense<[0.0, 0.6875, -0.6875, 2.25, -6.0, 1.125, -0.28125, 0x7F, 4.5, 6.0, 0x7F, 0x7F, 0x7F]> : tensor<13xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3FN>, tensor<13xf8E4M3FN>
  func.return
}

// -----

func.func @log_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.0009765625, 3.0, 0.75, -1.0, 96.0, 240.0, -0.0009765625, -240.0, 0x80]> : tensor<13xf8E4M3FNUZ>
  %result = stablehlo.log %operand : tensor<13xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[0.0, 0.6875, -0.6875, 2.25, -7.0, 1.125, -0.28125, 0x80, 4.5, 5.5, 0x80, 0x80, 0x80]> : tensor<13xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3FNUZ>, tensor<13xf8E4M3FNUZ>
  func.return
}

// -----

func.func @log_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.0009765625, 3.0, 0.75, -1.0, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0x80]> : tensor<13xf8E4M3B11FNUZ>
  %result = stablehlo.log %operand : tensor<13xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[0.0, 0.6875, -0.6875, 2.25, -7.0, 1.125, -0.28125, 0x80, -9.0, 3.5, 0x80, 0x80, 0x80]> : tensor<13xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3B11FNUZ>, tensor<13xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @log_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.0009765625, 3.0, 0.75, -1.0, 96.0, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<18xf8E5M2>
  %result = stablehlo.log %operand : tensor<18xf8E5M2>
  %expected = stablehlo.constant dense<[0.0, 0.75, -0.75, 2.5, -7.0, 1.0, -0.3125, 0x7E, 5.0, -12.0, 10.0, 0x7E, 0x7E, 0xFC, 0xFC, 0x7C, 0x7E, 0x7E]> : tensor<18xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf8E5M2>, tensor<18xf8E5M2>
  func.return
}

// -----

func.func @log_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 0.0009765625, 3.0, 0.75, -1.0, 96.0, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  %result = stablehlo.log %operand : tensor<14xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[0.0, 0.75, -0.75, 2.5, -7.0, 1.0, -0.3125, 0x80, 5.0, -12.0, 10.0, 0x80, 0x80, 0x80]> : tensor<14xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E5M2FNUZ>, tensor<14xf8E5M2FNUZ>
  func.return
}

// -----

func.func @log_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x80, 0x82, 0x81, 0x86, 0xFE, 0xFF]> : tensor<6xf8E8M0FNU>
  %result = stablehlo.log %operand : tensor<6xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7E, 0x80, 0x7F, 0x81, 0x85, 0xFF]> : tensor<6xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<6xf8E8M0FNU>, tensor<6xf8E8M0FNU>
  func.return
}

// -----

func.func @log_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 7.5, 3.0, 0.75, 0.125]> : tensor<7xf6E2M3FN>
  %result = stablehlo.log %operand : tensor<7xf6E2M3FN>
  %expected = stablehlo.constant dense<[0.0, 0.75, -0.75, 2.0, 1.125, -0.25, -2.0]> : tensor<7xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<7xf6E2M3FN>, tensor<7xf6E2M3FN>
  func.return
}

// -----

func.func @log_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 3.0, 0.75, 28.0, 0.0625]> : tensor<8xf6E3M2FN>
  %result = stablehlo.log %operand : tensor<8xf6E3M2FN>
  %expected = stablehlo.constant dense<[0.0, 0.75, -0.75, 2.5, 1.0, -0.3125, 3.5, -3.0]> : tensor<8xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<8xf6E3M2FN>, tensor<8xf6E3M2FN>
  func.return
}

// -----

func.func @log_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 6.0, 3.0]> : tensor<5xf4E2M1FN>
  %result = stablehlo.log %operand : tensor<5xf4E2M1FN>
  %expected = stablehlo.constant dense<[0.0, 0.5, -0.5, 2.0, 1.0]> : tensor<5xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xf4E2M1FN>, tensor<5xf4E2M1FN>
  func.return
}

// -----

func.func @log_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.log %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(1.0700331, 1.0303768), (-0.10381968, 2.55359), (1.609438, -0.9272952), (-1.2747226, -0.4636476), (0.804719, -2.6779451)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @log_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.log %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(1.0700330817481354, 1.0303768265243125), (-0.10381968238912224, 2.5535900500422257), (1.6094379124341003, -0.9272952180016122), (-1.2747225854627857, -0.4636476090008061), (0.8047189562170501, -2.677945044588987)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
