// Conformance: stablehlo.cosine (spec: Ops > cosine).
// Expected values: cos of IEEE-754; complex cosine,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @cosine_f64() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<19xf64>
  %result = stablehlo.cosine %operand : tensor<19xf64>
  %expected = stablehlo.constant dense<[0.5403023058681398, 0.5403023058681398, 0.8775825618903728, 0.992197667229329, -0.9999995318233016, -0.4161468365471424, -0.9899924966004454, -0.8390715290764524, 0.9995206253283515, 0.9999995000000417, 1.0, -0.9999876894265599, 1.0, -0.9999876894265599, 1.0, 1.0, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<19xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf64>, tensor<19xf64>
  func.return
}

// -----

func.func @cosine_f32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<19xf32>
  %result = stablehlo.cosine %operand : tensor<19xf32>
  %expected = stablehlo.constant dense<[0.5403023, 0.5403023, 0.87758255, 0.9921977, -0.9999995, -0.41614684, -0.9899925, -0.8390715, 0.9995206, 0.9999995, 1.0, 0.853021, 1.0, 0.853021, 1.0, 1.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<19xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf32>, tensor<19xf32>
  func.return
}

// -----

func.func @cosine_tf32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<19xtf32>
  %result = stablehlo.cosine %operand : tensor<19xtf32>
  %expected = stablehlo.constant dense<[0.5405, 0.5405, 0.8774, 0.9921875, -1.0, -0.4163, -0.990234375, -0.8388671875, 0.9995, 1.0, 1.0, -0.2147, 1.0, -0.2147, 1.0, 1.0, 0x3FE00, 0x3FE00, 0x3FE00]> : tensor<19xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xtf32>, tensor<19xtf32>
  func.return
}

// -----

func.func @cosine_f16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<19xf16>
  %result = stablehlo.cosine %operand : tensor<19xf16>
  %expected = stablehlo.constant dense<[0.5405, 0.5405, 0.8774, 0.9921875, -1.0, -0.4163, -0.990234375, -0.8388671875, 0.9995, 1.0, 1.0, -0.2206, 1.0, -0.2206, 1.0, 1.0, 0x7E00, 0x7E00, 0x7E00]> : tensor<19xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf16>, tensor<19xf16>
  func.return
}

// -----

func.func @cosine_bf16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<19xbf16>
  %result = stablehlo.cosine %operand : tensor<19xbf16>
  %expected = stablehlo.constant dense<[0.5390625, 0.5390625, 0.87890625, 0.9921875, -1.0, -0.416015625, -0.98828125, -0.83984375, 1.0, 1.0, 1.0, 0.162109375, 1.0, 0.162109375, 1.0, 1.0, 0x7FC0, 0x7FC0, 0x7FC0]> : tensor<19xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xbf16>, tensor<19xbf16>
  func.return
}

// -----

func.func @cosine_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.125, 2.0, -3.0, 10.0, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<17xf8E3M4>
  %result = stablehlo.cosine %operand : tensor<17xf8E3M4>
  %expected = stablehlo.constant dense<[0.53125, 0.53125, 0.875, 1.0, -1.0, -0.421875, -1.0, -0.84375, 1.0, -0.96875, 1.0, -0.96875, 1.0, 1.0, 0x78, 0x78, 0x78]> : tensor<17xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E3M4>, tensor<17xf8E3M4>
  func.return
}

// -----

func.func @cosine_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.001953125, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<18xf8E4M3>
  %result = stablehlo.cosine %operand : tensor<18xf8E4M3>
  %expected = stablehlo.constant dense<[0.5625, 0.5625, 0.875, 1.0, -1.0, -0.40625, -1.0, -0.8125, -0.9375, 1.0, 0.3125, 1.0, 0.3125, 1.0, 1.0, 0x7C, 0x7C, 0x7C]> : tensor<18xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf8E4M3>, tensor<18xf8E4M3>
  func.return
}

// -----

func.func @cosine_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.001953125, 448.0, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<16xf8E4M3FN>
  %result = stablehlo.cosine %operand : tensor<16xf8E4M3FN>
  %expected = stablehlo.constant dense<[0.5625, 0.5625, 0.875, 1.0, -1.0, -0.40625, -1.0, -0.8125, -0.9375, 1.0, -0.3125, 1.0, -0.3125, 1.0, 1.0, 0x7F]> : tensor<16xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E4M3FN>, tensor<16xf8E4M3FN>
  func.return
}

// -----

func.func @cosine_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.0009765625, 240.0, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<15xf8E4M3FNUZ>
  %result = stablehlo.cosine %operand : tensor<15xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[0.5625, 0.5625, 0.875, 1.0, -1.0, -0.40625, -1.0, -0.8125, -0.9375, 1.0, 0.3125, 1.0, 0.3125, 1.0, 0x80]> : tensor<15xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3FNUZ>, tensor<15xf8E4M3FNUZ>
  func.return
}

// -----

func.func @cosine_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 0.0009765625, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  %result = stablehlo.cosine %operand : tensor<15xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[0.5625, 0.5625, 0.875, 1.0, -1.0, -0.40625, -1.0, -0.8125, 1.0, 1.0, 0.15625, 1.0, 0.15625, 1.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3B11FNUZ>, tensor<15xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @cosine_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 96.0, 0.0009765625, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<19xf8E5M2>
  %result = stablehlo.cosine %operand : tensor<19xf8E5M2>
  %expected = stablehlo.constant dense<[0.5, 0.5, 0.875, 1.0, -1.0, -0.4375, -1.0, -0.875, -0.1875, 1.0, 1.0, -0.875, 1.0, -0.875, 1.0, 1.0, 0x7E, 0x7E, 0x7E]> : tensor<19xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf8E5M2>, tensor<19xf8E5M2>
  func.return
}

// -----

func.func @cosine_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 96.0, 0.0009765625, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<16xf8E5M2FNUZ>
  %result = stablehlo.cosine %operand : tensor<16xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[0.5, 0.5, 0.875, 1.0, -1.0, -0.4375, -1.0, -0.875, -0.1875, 1.0, 1.0, -0.875, 1.0, -0.875, 1.0, 0x80]> : tensor<16xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E5M2FNUZ>, tensor<16xf8E5M2FNUZ>
  func.return
}

// -----

func.func @cosine_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x7E, 0x7C, 0x75, 0x01, 0xFE, 0xFF]> : tensor<7xf8E8M0FNU>
  %result = stablehlo.cosine %operand : tensor<7xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7E, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0xFF]> : tensor<7xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<7xf8E8M0FNU>, tensor<7xf8E8M0FNU>
  func.return
}

// -----

func.func @cosine_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 7.5, -0.125, -7.5, 0.0, -0.0]> : tensor<12xf6E2M3FN>
  %result = stablehlo.cosine %operand : tensor<12xf6E2M3FN>
  %expected = stablehlo.constant dense<[0.5, 0.5, 0.875, 1.0, -1.0, -0.375, -1.0, 0.375, 1.0, 0.375, 1.0, 1.0]> : tensor<12xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<12xf6E2M3FN>, tensor<12xf6E2M3FN>
  func.return
}

// -----

func.func @cosine_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 28.0, 0.0625, -0.0625, -28.0, 0.0, -0.0]> : tensor<14xf6E3M2FN>
  %result = stablehlo.cosine %operand : tensor<14xf6E3M2FN>
  %expected = stablehlo.constant dense<[0.5, 0.5, 0.875, 1.0, -1.0, -0.4375, -1.0, -0.875, -1.0, 1.0, 1.0, -1.0, 1.0, 1.0]> : tensor<14xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf6E3M2FN>, tensor<14xf6E3M2FN>
  func.return
}

// -----

func.func @cosine_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 3.0, 2.0, -3.0, 6.0, -0.5, -6.0, 0.0, -0.0]> : tensor<11xf4E2M1FN>
  %result = stablehlo.cosine %operand : tensor<11xf4E2M1FN>
  %expected = stablehlo.constant dense<[0.5, 0.5, 1.0, -1.0, -0.5, -1.0, 1.0, 1.0, 1.0, 1.0, 1.0]> : tensor<11xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<11xf4E2M1FN>, tensor<11xf4E2M1FN>
  func.return
}

// -----

func.func @cosine_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.cosine %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(0.433781, -6.0350485), (0.8250714, 0.35519877), (-27.034946, 3.8511534), (0.9764919, 0.031006092), (-0.64214814, -1.0686074)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @cosine_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.cosine %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(0.4337809976077031, -6.035048637766573), (0.8250713669946073, 0.35519875789073846), (-27.034945603074224, 3.8511533348117775), (0.9764919114270164, 0.031006092991294427), (-0.64214812471552, -1.0686074213827783)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
