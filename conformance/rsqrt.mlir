// Conformance: stablehlo.rsqrt (spec: Ops > rsqrt).
// Expected values: rSqrt of IEEE-754 (rSqrt(+-0) = +-inf); complex 1 / principal sqrt,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @rsqrt_f64() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<17xf64>
  %result = stablehlo.rsqrt %operand : tensor<17xf64>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.7071067811865476, 0.5773502691896257, 0x7FF8000000000000, 0.31622776601683794, 1.4142135623730951, 4.4989137945431964e161, 7.458340731200207e-155, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0.0, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<17xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf64>, tensor<17xf64>
  func.return
}

// -----

func.func @rsqrt_f32() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<17xf32>
  %result = stablehlo.rsqrt %operand : tensor<17xf32>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.70710677, 0.57735026, 0x7FC00000, 0.31622776, 1.4142135, 2.6713738e22, 5.421011e-20, 0x7FC00000, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, 0x7FC00000, 0x7FC00000]> : tensor<17xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf32>, tensor<17xf32>
  func.return
}

// -----

func.func @rsqrt_tf32() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<17xtf32>
  %result = stablehlo.rsqrt %operand : tensor<17xtf32>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.70703125, 0.5771484375, 0x3FE00, 0.3162, 1.4140625, 2.951e20, 5.42e-20, 0x3FE00, 0x3FE00, 0x3FC00, 0x7FC00, 0.0, 0x3FE00, 0x3FE00]> : tensor<17xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xtf32>, tensor<17xtf32>
  func.return
}

// -----

func.func @rsqrt_f16() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<17xf16>
  %result = stablehlo.rsqrt %operand : tensor<17xf16>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.70703125, 0.5771484375, 0x7E00, 0.3162, 1.4140625, 4096.0, 0.00390625, 0x7E00, 0x7E00, 0x7C00, 0xFC00, 0.0, 0x7E00, 0x7E00]> : tensor<17xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf16>, tensor<17xf16>
  func.return
}

// -----

func.func @rsqrt_bf16() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<17xbf16>
  %result = stablehlo.rsqrt %operand : tensor<17xbf16>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.70703125, 0.578125, 0x7FC0, 0.31640625, 1.4140625, 1.043e20, 5.42e-20, 0x7FC0, 0x7FC0, 0x7F80, 0xFF80, 0.0, 0x7FC0, 0x7FC0]> : tensor<17xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xbf16>, tensor<17xbf16>
  func.return
}

// -----

func.func @rsqrt_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<17xf8E3M4>
  %result = stablehlo.rsqrt %operand : tensor<17xf8E3M4>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.71875, 0.5625, 0x78, 0.3125, 1.4375, 8.0, 0.25, 0x78, 0x78, 0x70, 0xF0, 0.0, 0x78, 0x78]> : tensor<17xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E3M4>, tensor<17xf8E3M4>
  func.return
}

// -----

func.func @rsqrt_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 0.001953125, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<17xf8E4M3>
  %result = stablehlo.rsqrt %operand : tensor<17xf8E4M3>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.6875, 0.5625, 0x7C, 0.3125, 1.375, 22.0, 0.0625, 0x7C, 0x7C, 0x78, 0xF8, 0.0, 0x7C, 0x7C]> : tensor<17xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E4M3>, tensor<17xf8E4M3>
  func.return
}

// -----

func.func @rsqrt_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 0.001953125, 448.0, -0.001953125, -448.0, 0x7F]> : tensor<13xf8E4M3FN>
  %result = stablehlo.rsqrt %operand : tensor<13xf8E4M3FN>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.6875, 0.5625, 0x7F, 0.3125, 1.375, 22.0, 0.046875, 0x7F, 0x7F, 0x7F]> : tensor<13xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3FN>, tensor<13xf8E4M3FN>
  func.return
}

// -----

func.func @rsqrt_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 0.0009765625, 240.0, -0.0009765625, -240.0, 0x80]> : tensor<13xf8E4M3FNUZ>
  %result = stablehlo.rsqrt %operand : tensor<13xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.6875, 0.5625, 0x80, 0.3125, 1.375, 32.0, 0.0625, 0x80, 0x80, 0x80]> : tensor<13xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3FNUZ>, tensor<13xf8E4M3FNUZ>
  func.return
}

// -----

func.func @rsqrt_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 30.0, -0.0001220703125, -30.0, 0x80]> : tensor<12xf8E4M3B11FNUZ>
  %result = stablehlo.rsqrt %operand : tensor<12xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.6875, 0.5625, 0x80, 0.3125, 1.375, 0.1875, 0x80, 0x80, 0x80]> : tensor<12xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<12xf8E4M3B11FNUZ>, tensor<12xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @rsqrt_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<17xf8E5M2>
  %result = stablehlo.rsqrt %operand : tensor<17xf8E5M2>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.75, 0.625, 0x7E, 0.3125, 1.5, 256.0, 0.00390625, 0x7E, 0x7E, 0x7C, 0xFC, 0.0, 0x7E, 0x7E]> : tensor<17xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E5M2>, tensor<17xf8E5M2>
  func.return
}

// -----

func.func @rsqrt_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, -1.0, 10.0, 0.5, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0x80]> : tensor<13xf8E5M2FNUZ>
  %result = stablehlo.rsqrt %operand : tensor<13xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.75, 0.625, 0x80, 0.3125, 1.5, 384.0, 0.00390625, 0x80, 0x80, 0x80]> : tensor<13xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E5M2FNUZ>, tensor<13xf8E5M2FNUZ>
  func.return
}

// -----

func.func @rsqrt_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x81, 0x7D, 0x80, 0x82, 0x7E, 0x01, 0xFE, 0xFF]> : tensor<9xf8E8M0FNU>
  %result = stablehlo.rsqrt %operand : tensor<9xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7F, 0x7E, 0x80, 0x7E, 0x7D, 0x7F, 0xBE, 0x3F, 0xFF]> : tensor<9xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<9xf8E8M0FNU>, tensor<9xf8E8M0FNU>
  func.return
}

// -----

func.func @rsqrt_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, 7.5, 0.5, 0.125]> : tensor<8xf6E2M3FN>
  %result = stablehlo.rsqrt %operand : tensor<8xf6E2M3FN>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.75, 0.625, 0.375, 1.375, 2.75]> : tensor<8xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<8xf6E2M3FN>, tensor<8xf6E2M3FN>
  func.return
}

// -----

func.func @rsqrt_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 2.0, 3.0, 10.0, 0.5, 0.0625, 28.0]> : tensor<9xf6E3M2FN>
  %result = stablehlo.rsqrt %operand : tensor<9xf6E3M2FN>
  %expected = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.75, 0.625, 0.3125, 1.5, 4.0, 0.1875]> : tensor<9xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<9xf6E3M2FN>, tensor<9xf6E3M2FN>
  func.return
}

// -----

func.func @rsqrt_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 3.0, 6.0, 0.5]> : tensor<6xf4E2M1FN>
  %result = stablehlo.rsqrt %operand : tensor<6xf4E2M1FN>
  %expected = stablehlo.constant dense<[1.0, 0.5, 0.5, 0.5, 0.5, 1.5]> : tensor<6xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<6xf4E2M1FN>, tensor<6xf4E2M1FN>
  func.return
}

// -----

func.func @rsqrt_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.rsqrt %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(0.50964093, -0.2885538), (0.30522406, -1.0080867), (0.4, 0.2), (1.8408841, 0.4345738), (0.15364504, 0.65085083)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @rsqrt_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.rsqrt %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(0.5096409316961854, -0.28855379225520805), (0.3052240729149121, -1.0080866320727058), (0.4, 0.2), (1.840884130519852, 0.43457379350328035), (0.15364503815606598, 0.6508508260346444)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
