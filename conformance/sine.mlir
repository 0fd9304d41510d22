// Conformance: stablehlo.sine (spec: Ops > sine).
// Expected values: sin of IEEE-754; complex sine,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @sine_f64() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<19xf64>
  %result = stablehlo.sine %operand : tensor<19xf64>
  %expected = stablehlo.constant dense<[0.8414709848078965, -0.8414709848078965, 0.479425538604203, 0.12467473338522769, 0.0009676534387822795, 0.9092974268256817, -0.1411200080598672, -0.5440211108893698, -0.030959966783271346, 0.0009999998333333417, 5.0e-324, 0.004961954789184062, -5.0e-324, -0.004961954789184062, 0.0, -0.0, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<19xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf64>, tensor<19xf64>
  func.return
}

// -----

func.func @sine_f32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<19xf32>
  %result = stablehlo.sine %operand : tensor<19xf32>
  %expected = stablehlo.constant dense<[0.84147096, -0.84147096, 0.47942555, 0.12467473, 0.0009676534, 0.9092974, -0.14112, -0.5440211, -0.030959968, 0.0009999999, 1.0e-45, -0.5218765, -1.0e-45, 0.5218765, 0.0, -0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<19xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf32>, tensor<19xf32>
  func.return
}

// -----

func.func @sine_tf32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<19xtf32>
  %result = stablehlo.sine %operand : tensor<19xtf32>
  %expected = stablehlo.constant dense<[0.8413, -0.8413, 0.4794921875, 0.1247, 0.0009675, 0.9091796875, -0.1411, -0.5439453125, -0.03096, 0.001, 1.0e-41, 0.9765625, -1.0e-41, -0.9765625, 0.0, -0.0, 0x3FE00, 0x3FE00, 0x3FE00]> : tensor<19xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xtf32>, tensor<19xtf32>
  func.return
}

// -----

func.func @sine_f16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<19xf16>
  %result = stablehlo.sine %operand : tensor<19xf16>
  %expected = stablehlo.constant dense<[0.8413, -0.8413, 0.4794921875, 0.1247, 0.0009675, 0.9091796875, -0.1411, -0.5439453125, -0.03096, 0.001, 6.0e-8, 0.9755859375, -6.0e-8, -0.9755859375, 0.0, -0.0, 0x7E00, 0x7E00, 0x7E00]> : tensor<19xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf16>, tensor<19xf16>
  func.return
}

// -----

func.func @sine_bf16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<19xbf16>
  %result = stablehlo.sine %operand : tensor<19xbf16>
  %expected = stablehlo.constant dense<[0.83984375, -0.83984375, 0.478515625, 0.1245, 0.00097, 0.91015625, -0.1416015625, -0.54296875, -0.031, 0.001, 9.0e-41, -0.98828125, -9.0e-41, 0.98828125, 0.0, -0.0, 0x7FC0, 0x7FC0, 0x7FC0]> : tensor<19xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xbf16>, tensor<19xbf16>
  func.return
}

// -----

func.func @sine_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.125, 2.0, -3.0, 10.0, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<17xf8E3M4>
  %result = stablehlo.sine %operand : tensor<17xf8E3M4>
  %expected = stablehlo.constant dense<[0.84375, -0.84375, 0.484375, 0.125, 0.015625, 0.90625, -0.140625, -0.53125, 0.015625, 0.203125, -0.015625, -0.203125, 0.0, -0.0, 0x78, 0x78, 0x78]> : tensor<17xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E3M4>, tensor<17xf8E3M4>
  func.return
}

// -----

func.func @sine_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.001953125, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<18xf8E4M3>
  %result = stablehlo.sine %operand : tensor<18xf8E4M3>
  %expected = stablehlo.constant dense<[0.8125, -0.8125, 0.46875, 0.125, -0.109375, 0.9375, -0.140625, -0.5625, -0.3125, 0.001953125, 0.9375, -0.001953125, -0.9375, 0.0, -0.0, 0x7C, 0x7C, 0x7C]> : tensor<18xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf8E4M3>, tensor<18xf8E4M3>
  func.return
}

// -----

func.func @sine_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.001953125, 448.0, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<16xf8E4M3FN>
  %result = stablehlo.sine %operand : tensor<16xf8E4M3FN>
  %expected = stablehlo.constant dense<[0.8125, -0.8125, 0.46875, 0.125, -0.109375, 0.9375, -0.140625, -0.5625, -0.3125, 0.001953125, 0.9375, -0.001953125, -0.9375, 0.0, -0.0, 0x7F]> : tensor<16xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E4M3FN>, tensor<16xf8E4M3FN>
  func.return
}

// -----

func.func @sine_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.0009765625, 240.0, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<15xf8E4M3FNUZ>
  %result = stablehlo.sine %operand : tensor<15xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[0.8125, -0.8125, 0.46875, 0.125, -0.109375, 0.9375, -0.140625, -0.5625, -0.3125, 0.0009765625, 0.9375, -0.0009765625, -0.9375, 0.0, 0x80]> : tensor<15xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3FNUZ>, tensor<15xf8E4M3FNUZ>
  func.return
}

// -----

func.func @sine_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 0.0009765625, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  %result = stablehlo.sine %operand : tensor<15xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[0.8125, -0.8125, 0.46875, 0.125, -0.109375, 0.9375, -0.140625, -0.5625, 0.0009765625, 0.0001220703125, -1.0, -0.0001220703125, 1.0, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3B11FNUZ>, tensor<15xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @sine_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 96.0, 0.0009765625, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<19xf8E5M2>
  %result = stablehlo.sine %operand : tensor<19xf8E5M2>
  %expected = stablehlo.constant dense<[0.875, -0.875, 0.5, 0.125, 0.15625, 0.875, -0.15625, -0.5, 1.0, 0.0009765625, 0.00002, -0.5, -0.00002, 0.5, 0.0, -0.0, 0x7E, 0x7E, 0x7E]> : tensor<19xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf8E5M2>, tensor<19xf8E5M2>
  func.return
}

// -----

func.func @sine_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 96.0, 0.0009765625, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<16xf8E5M2FNUZ>
  %result = stablehlo.sine %operand : tensor<16xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[0.875, -0.875, 0.5, 0.125, 0.15625, 0.875, -0.15625, -0.5, 1.0, 0.0009765625, 8.0e-6, -0.5, -8.0e-6, 0.5, 0.0, 0x80]> : tensor<16xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E5M2FNUZ>, tensor<16xf8E5M2FNUZ>
  func.return
}

// -----

func.func @sine_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x7E, 0x7C, 0x80, 0x82, 0x86, 0x75, 0x01, 0xFE, 0xFF]> : tensor<10xf8E8M0FNU>
  %result = stablehlo.sine %operand : tensor<10xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7F, 0x7E, 0x7C, 0x7F, 0x7F, 0x7E, 0x75, 0x01, 0x7E, 0xFF]> : tensor<10xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<10xf8E8M0FNU>, tensor<10xf8E8M0FNU>
  func.return
}

// -----

func.func @sine_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 7.5, -0.125, -7.5, 0.0, -0.0]> : tensor<12xf6E2M3FN>
  %result = stablehlo.sine %operand : tensor<12xf6E2M3FN>
  %expected = stablehlo.constant dense<[0.875, -0.875, 0.5, 0.125, -0.125, 0.875, -0.125, 1.0, -0.125, -1.0, 0.0, -0.0]> : tensor<12xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<12xf6E2M3FN>, tensor<12xf6E2M3FN>
  func.return
}

// -----

func.func @sine_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 28.0, 0.0625, -0.0625, -28.0, 0.0, -0.0]> : tensor<14xf6E3M2FN>
  %result = stablehlo.sine %operand : tensor<14xf6E3M2FN>
  %expected = stablehlo.constant dense<[0.875, -0.875, 0.5, 0.125, 0.125, 0.875, -0.125, -0.5, 0.25, 0.0625, -0.0625, -0.25, 0.0, -0.0]> : tensor<14xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf6E3M2FN>, tensor<14xf6E3M2FN>
  func.return
}

// -----

func.func @sine_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 3.0, 2.0, -3.0, 6.0, -0.5, -6.0, 0.0, -0.0]> : tensor<11xf4E2M1FN>
  %result = stablehlo.sine %operand : tensor<11xf4E2M1FN>
  %expected = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.0, 1.0, -0.0, -0.5, -0.5, 0.5, 0.0, -0.0]> : tensor<11xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<11xf4E2M1FN>, tensor<11xf4E2M1FN>
  func.return
}

// -----

func.func @sine_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.sine %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(6.116928, 0.42797452), (-0.76863354, 0.38127965), (3.853738, 27.016813), (0.24933933, -0.1214297), (-1.4031192, 0.48905626)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @sine_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.sine %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(6.116928012369312, 0.42797453450615125), (-0.7686335646933927, 0.3812796346521781), (3.8537380379193773, 27.016813258003936), (0.24933932072057635, -0.12142970039163314), (-1.4031192506220407, 0.4890562590412937)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
