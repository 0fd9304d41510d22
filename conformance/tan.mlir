// Conformance: stablehlo.tan (spec: Ops > tan).
// Expected values: tan of IEEE-754; complex tangent,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @tan_f64() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<19xf64>
  %result = stablehlo.tan %operand : tensor<19xf64>
  %expected = stablehlo.constant dense<[1.5574077246549023, -1.5574077246549023, 0.5463024898437905, 0.12565513657513097, -0.0009676538918152837, -2.185039863261519, 0.1425465430742778, 0.6483608274590866, -0.030974815325197236, 0.0010000003333334668, 5.0e-324, -0.004962015874444895, -5.0e-324, 0.004962015874444895, 0.0, -0.0, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<19xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf64>, tensor<19xf64>
  func.return
}

// -----

func.func @tan_f32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<19xf32>
  %result = stablehlo.tan %operand : tensor<19xf32>
  %expected = stablehlo.constant dense<[1.5574077, -1.5574077, 0.5463025, 0.12565513, -0.0009676539, -2.1850398, 0.14254655, 0.64836085, -0.030974815, 0.0010000004, 1.0e-45, -0.6117979, -1.0e-45, 0.6117979, 0.0, -0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<19xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf32>, tensor<19xf32>
  func.return
}

// -----

func.func @tan_tf32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<19xtf32>
  %result = stablehlo.tan %operand : tensor<19xtf32>
  %expected = stablehlo.constant dense<[1.558, -1.558, 0.5464, 0.1256, -0.0009675, -2.185546875, 0.142578125, 0.6484375, -0.03098, 0.001, 1.0e-41, -4.546875, -1.0e-41, 4.546875, 0.0, -0.0, 0x3FE00, 0x3FE00, 0x3FE00]> : tensor<19xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xtf32>, tensor<19xtf32>
  func.return
}

// -----

func.func @tan_f16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<19xf16>
  %result = stablehlo.tan %operand : tensor<19xf16>
  %expected = stablehlo.constant dense<[1.558, -1.558, 0.5464, 0.1256, -0.0009675, -2.185546875, 0.142578125, 0.6484375, -0.03098, 0.001, 6.0e-8, -4.421875, -6.0e-8, 4.421875, 0.0, -0.0, 0x7E00, 0x7E00, 0x7E00]> : tensor<19xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf16>, tensor<19xf16>
  func.return
}

// -----

func.func @tan_bf16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.140625, 2.0, -3.0, 10.0, 100.5, 0.001, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<19xbf16>
  %result = stablehlo.tan %operand : tensor<19xbf16>
  %expected = stablehlo.constant dense<[1.5546875, -1.5546875, 0.546875, 0.1259765625, -0.00097, -2.1875, 0.142578125, 0.6484375, -0.031, 0.001, 9.0e-41, -6.09375, -9.0e-41, 6.09375, 0.0, -0.0, 0x7FC0, 0x7FC0, 0x7FC0]> : tensor<19xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xbf16>, tensor<19xbf16>
  func.return
}

// -----

func.func @tan_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.125, 2.0, -3.0, 10.0, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<17xf8E3M4>
  %result = stablehlo.tan %operand : tensor<17xf8E3M4>
  %expected = stablehlo.constant dense<[1.5625, -1.5625, 0.53125, 0.125, -0.015625, -2.125, 0.140625, 0.65625, 0.015625, -0.21875, -0.015625, 0.21875, 0.0, -0.0, 0x78, 0x78, 0x78]> : tensor<17xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E3M4>, tensor<17xf8E3M4>
  func.return
}

// -----

func.func @tan_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.001953125, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<18xf8E4M3>
  %result = stablehlo.tan %operand : tensor<18xf8E4M3>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5625, 0.125, 0.109375, -2.25, 0.140625, 0.625, 0.34375, 0.001953125, 3.0, -0.001953125, -3.0, 0.0, -0.0, 0x7C, 0x7C, 0x7C]> : tensor<18xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf8E4M3>, tensor<18xf8E4M3>
  func.return
}

// -----

func.func @tan_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.001953125, 448.0, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<16xf8E4M3FN>
  %result = stablehlo.tan %operand : tensor<16xf8E4M3FN>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5625, 0.125, 0.109375, -2.25, 0.140625, 0.625, 0.34375, 0.001953125, -3.0, -0.001953125, 3.0, 0.0, -0.0, 0x7F]> : tensor<16xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E4M3FN>, tensor<16xf8E4M3FN>
  func.return
}

// -----

func.func @tan_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 104.0, 0.0009765625, 240.0, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<15xf8E4M3FNUZ>
  %result = stablehlo.tan %operand : tensor<15xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5625, 0.125, 0.109375, -2.25, 0.140625, 0.625, 0.34375, 0.0009765625, 3.0, -0.0009765625, -3.0, 0.0, 0x80]> : tensor<15xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3FNUZ>, tensor<15xf8E4M3FNUZ>
  func.return
}

// -----

func.func @tan_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 10.0, 0.0009765625, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  %result = stablehlo.tan %operand : tensor<15xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5625, 0.125, 0.109375, -2.25, 0.140625, 0.625, 0.0009765625, 0.0001220703125, -6.5, -0.0001220703125, 6.5, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3B11FNUZ>, tensor<15xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @tan_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 96.0, 0.0009765625, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<19xf8E5M2>
  %result = stablehlo.tan %operand : tensor<19xf8E5M2>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5, 0.125, -0.15625, -2.0, 0.15625, 0.625, -5.0, 0.0009765625, 0.00002, 0.5, -0.00002, -0.5, 0.0, -0.0, 0x7E, 0x7E, 0x7E]> : tensor<19xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<19xf8E5M2>, tensor<19xf8E5M2>
  func.return
}

// -----

func.func @tan_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 96.0, 0.0009765625, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<16xf8E5M2FNUZ>
  %result = stablehlo.tan %operand : tensor<16xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5, 0.125, -0.15625, -2.0, 0.15625, 0.625, -5.0, 0.0009765625, 8.0e-6, 0.5, -8.0e-6, -0.5, 0.0, 0x80]> : tensor<16xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E5M2FNUZ>, tensor<16xf8E5M2FNUZ>
  func.return
}

// -----

func.func @tan_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x7E, 0x7C, 0x81, 0x75, 0x01, 0xFE, 0xFF]> : tensor<8xf8E8M0FNU>
  %result = stablehlo.tan %operand : tensor<8xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x80, 0x7E, 0x7C, 0x7F, 0x75, 0x01, 0x7F, 0xFF]> : tensor<8xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<8xf8E8M0FNU>, tensor<8xf8E8M0FNU>
  func.return
}

// -----

func.func @tan_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.25, 2.0, -3.0, 7.5, -0.125, -7.5, 0.0, -0.0]> : tensor<12xf6E2M3FN>
  %result = stablehlo.tan %operand : tensor<12xf6E2M3FN>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5, 0.125, 0.125, -2.25, 0.125, 2.75, -0.125, -2.75, 0.0, -0.0]> : tensor<12xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<12xf6E2M3FN>, tensor<12xf6E2M3FN>
  func.return
}

// -----

func.func @tan_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 0.125, 3.0, 2.0, -3.0, 10.0, 28.0, 0.0625, -0.0625, -28.0, 0.0, -0.0]> : tensor<14xf6E3M2FN>
  %result = stablehlo.tan %operand : tensor<14xf6E3M2FN>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5, 0.125, -0.125, -2.0, 0.125, 0.625, -0.3125, 0.0625, -0.0625, 0.3125, 0.0, -0.0]> : tensor<14xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf6E3M2FN>, tensor<14xf6E3M2FN>
  func.return
}

// -----

func.func @tan_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 0.5, 3.0, 2.0, -3.0, 6.0, -0.5, -6.0, 0.0, -0.0]> : tensor<11xf4E2M1FN>
  %result = stablehlo.tan %operand : tensor<11xf4E2M1FN>
  %expected = stablehlo.constant dense<[1.5, -1.5, 0.5, -0.0, -2.0, 0.0, -0.5, -0.5, 0.5, 0.0, -0.0]> : tensor<11xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<11xf4E2M1FN>, tensor<11xf4E2M1FN>
  func.return
}

// -----

func.func @tan_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.tan %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(0.0019273435, 1.0134288), (-0.6180964, 0.7282118), (-0.0001873462, -0.999356), (0.2511402, -0.13232733), (0.2434582, -1.1667362)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @tan_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.tan %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(0.001927343523745636, 1.0134287782038935), (-0.6180963948062022, 0.7282118012804724), (-0.00018734620462947842, -0.9993559873814731), (0.25114019282772937, -0.13232733937905133), (0.24345820118572525, -1.16673625724092)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
