// Conformance: stablehlo.bitcast_convert (spec: Ops > bitcast_convert).
// bits() is implementation-defined; hloref uses each element type's encoding (two's complement
// integers, the float formats of float-formats.md, complex as real part then imaginary part)
// in little-endian lane order. Expected values derived by hand from those encodings.

func.func @bitcast_convert_f32_to_si32() {
  // A signaling NaN keeps its payload: bits are not values.
  %operand = stablehlo.constant dense<[1.0, -0.0, 0x7FA00001, 0x00000001]> : tensor<4xf32>
  %result = stablehlo.bitcast_convert %operand : (tensor<4xf32>) -> tensor<4xi32>
  check.expect_eq_const %result, dense<[1065353216, -2147483648, 2141192193, 1]> : tensor<4xi32>
  func.return
}

// -----

func.func @bitcast_convert_si32_to_f32() {
  %operand = stablehlo.constant dense<[1065353216, -8388608, 2143289344]> : tensor<3xi32>
  %result = stablehlo.bitcast_convert %operand : (tensor<3xi32>) -> tensor<3xf32>
  check.expect_eq_const %result, dense<[1.0, 0xFF800000, 0x7FC00000]> : tensor<3xf32>
  func.return
}

// -----

func.func @bitcast_convert_ui64_to_f64() {
  %operand = stablehlo.constant dense<[4607182418800017408, 9223372036854775808]> : tensor<2xui64>
  %result = stablehlo.bitcast_convert %operand : (tensor<2xui64>) -> tensor<2xf64>
  check.expect_eq_const %result, dense<[1.0, -0.0]> : tensor<2xf64>
  func.return
}

// -----

func.func @bitcast_convert_f64_to_f16() {
  // Narrowing: the lowest bits go to index 0 of the new last dimension (little-endian).
  %operand = stablehlo.constant dense<0x0123456789ABCDEF> : tensor<f64>
  %result = stablehlo.bitcast_convert %operand : (tensor<f64>) -> tensor<4xf16>
  check.expect_eq_const %result, dense<[0xCDEF, 0x89AB, 0x4567, 0x0123]> : tensor<4xf16>
  func.return
}

// -----

func.func @bitcast_convert_f32_to_bf16() {
  %operand = stablehlo.constant dense<[1.0, 0x7F800001]> : tensor<2xf32>
  %result = stablehlo.bitcast_convert %operand : (tensor<2xf32>) -> tensor<2x2xbf16>
  check.expect_eq_const %result, dense<[[0.0, 1.0], [0x0001, 0x7F80]]> : tensor<2x2xbf16>
  func.return
}

// -----

func.func @bitcast_convert_bf16_to_f32() {
  // Widening: the last dimension is consumed, index 0 giving the lowest bits.
  %operand = stablehlo.constant dense<[[0.0, 1.0], [0x0001, 0x7F80]]> : tensor<2x2xbf16>
  %result = stablehlo.bitcast_convert %operand : (tensor<2x2xbf16>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[1.0, 0x7F800001]> : tensor<2xf32>
  func.return
}

// -----

func.func @bitcast_convert_f16_to_bf16() {
  %operand = stablehlo.constant dense<[1.0, 0x7C00, -2.0]> : tensor<3xf16>
  %result = stablehlo.bitcast_convert %operand : (tensor<3xf16>) -> tensor<3xbf16>
  check.expect_eq_const %result, dense<[0x3C00, 0x7C00, 0xC000]> : tensor<3xbf16>
  func.return
}

// -----

func.func @bitcast_convert_ui8_to_f8E4M3FN() {
  // 0x7F is the NaN of f8E4M3FN, 0x80 its -0.
  %operand = stablehlo.constant dense<[56, 127, 128, 1]> : tensor<4xui8>
  %result = stablehlo.bitcast_convert %operand : (tensor<4xui8>) -> tensor<4xf8E4M3FN>
  check.expect_eq_const %result, dense<[1.0, 0x7F, -0.0, 0.001953125]> : tensor<4xf8E4M3FN>
  func.return
}

// -----

func.func @bitcast_convert_si8_to_f8E4M3FNUZ() {
  // 0x80 is the NaN of f8E4M3FNUZ.
  %operand = stablehlo.constant dense<[-128, 64, -64]> : tensor<3xi8>
  %result = stablehlo.bitcast_convert %operand : (tensor<3xi8>) -> tensor<3xf8E4M3FNUZ>
  check.expect_eq_const %result, dense<[0x80, 1.0, -1.0]> : tensor<3xf8E4M3FNUZ>
  func.return
}

// -----

func.func @bitcast_convert_f8E5M2_to_f8E4M3() {
  // 0x3C -> 0 0111 100 = 1.5; 0x7C -> all-ones exponent, non-zero mantissa: NaN.
  %operand = stablehlo.constant dense<[1.0, 0x7C, 0x01]> : tensor<3xf8E5M2>
  %result = stablehlo.bitcast_convert %operand : (tensor<3xf8E5M2>) -> tensor<3xf8E4M3>
  check.expect_eq_const %result, dense<[1.5, 0x7C, 0.001953125]> : tensor<3xf8E4M3>
  func.return
}

// -----

func.func @bitcast_convert_f8E8M0FNU_to_ui8() {
  %operand = stablehlo.constant dense<[0x7F, 0xFF, 0x00]> : tensor<3xf8E8M0FNU>
  %result = stablehlo.bitcast_convert %operand : (tensor<3xf8E8M0FNU>) -> tensor<3xui8>
  check.expect_eq_const %result, dense<[127, 255, 0]> : tensor<3xui8>
  func.return
}

// -----

func.func @bitcast_convert_f4E2M1FN_to_ui8() {
  // Sub-byte elements pack little-endian: [1.0 (0x2), -6.0 (0xF)] -> 0xF2.
  %operand = stablehlo.constant dense<[[1.0, -6.0], [0.5, 0.0]]> : tensor<2x2xf4E2M1FN>
  %result = stablehlo.bitcast_convert %operand : (tensor<2x2xf4E2M1FN>) -> tensor<2xui8>
  check.expect_eq_const %result, dense<[242, 1]> : tensor<2xui8>
  func.return
}

// -----

func.func @bitcast_convert_ui8_to_f4E2M1FN() {
  %operand = stablehlo.constant dense<[242, 1]> : tensor<2xui8>
  %result = stablehlo.bitcast_convert %operand : (tensor<2xui8>) -> tensor<2x2xf4E2M1FN>
  check.expect_eq_const %result, dense<[[1.0, -6.0], [0.5, 0.0]]> : tensor<2x2xf4E2M1FN>
  func.return
}

// -----

func.func @bitcast_convert_si4_to_si8() {
  %operand = stablehlo.constant dense<[[-1, -1], [1, 2], [0, -8]]> : tensor<3x2xi4>
  %result = stablehlo.bitcast_convert %operand : (tensor<3x2xi4>) -> tensor<3xi8>
  check.expect_eq_const %result, dense<[-1, 33, -128]> : tensor<3xi8>
  func.return
}

// -----

func.func @bitcast_convert_si8_to_si4() {
  %operand = stablehlo.constant dense<[-1, 33, -128]> : tensor<3xi8>
  %result = stablehlo.bitcast_convert %operand : (tensor<3xi8>) -> tensor<3x2xi4>
  check.expect_eq_const %result, dense<[[-1, -1], [1, 2], [0, -8]]> : tensor<3x2xi4>
  func.return
}

// -----

func.func @bitcast_convert_ui16_to_ui2() {
  // 58596 = 0xE4E4 = 0b1110010011100100.
  %operand = stablehlo.constant dense<58596> : tensor<ui16>
  %result = stablehlo.bitcast_convert %operand : (tensor<ui16>) -> tensor<8xui2>
  check.expect_eq_const %result, dense<[0, 1, 2, 3, 0, 1, 2, 3]> : tensor<8xui2>
  func.return
}

// -----

func.func @bitcast_convert_si2_to_ui4() {
  %operand = stablehlo.constant dense<[[-1, 1], [-2, 0]]> : tensor<2x2xi2>
  %result = stablehlo.bitcast_convert %operand : (tensor<2x2xi2>) -> tensor<2xui4>
  check.expect_eq_const %result, dense<[7, 2]> : tensor<2xui4>
  func.return
}

// -----

func.func @bitcast_convert_i1_to_ui8() {
  %operand = stablehlo.constant dense<[true, false, false, false, false, false, false, true]> : tensor<8xi1>
  %result = stablehlo.bitcast_convert %operand : (tensor<8xi1>) -> tensor<ui8>
  check.expect_eq_const %result, dense<129> : tensor<ui8>
  func.return
}

// -----

func.func @bitcast_convert_ui8_to_i1() {
  %operand = stablehlo.constant dense<[1, 6]> : tensor<2xui8>
  %result = stablehlo.bitcast_convert %operand : (tensor<2xui8>) -> tensor<2x8xi1>
  check.expect_eq_const %result, dense<[[true, false, false, false, false, false, false, false], [false, true, true, false, false, false, false, false]]> : tensor<2x8xi1>
  func.return
}

// -----

func.func @bitcast_convert_f6E2M3FN_to_f6E3M2FN() {
  // Same width: 0b001000 -> 0.5, 0b011111 -> 28, 0b100001 -> -0.0625.
  %operand = stablehlo.constant dense<[1.0, 7.5, -0.125, 0.0]> : tensor<4xf6E2M3FN>
  %result = stablehlo.bitcast_convert %operand : (tensor<4xf6E2M3FN>) -> tensor<4xf6E3M2FN>
  check.expect_eq_const %result, dense<[0.5, 28.0, -0.0625, 0.0]> : tensor<4xf6E3M2FN>
  func.return
}

// -----

func.func @bitcast_convert_c128_to_c64() {
  // complex<f64> holds its real part in the low 64 bits: 1.0 = 0x3FF0000000000000 splits
  // into (0x00000000, 0x3FF00000) = (0.0, 1.875); -2.0 = 0xC000000000000000 into (0.0, -2.0).
  %operand = stablehlo.constant dense<(1.0, -2.0)> : tensor<complex<f64>>
  %result = stablehlo.bitcast_convert %operand : (tensor<complex<f64>>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %result, dense<[(0.0, 1.875), (0.0, -2.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @bitcast_convert_c64_to_c128() {
  %operand = stablehlo.constant dense<[(0.0, 1.875), (0.0, -2.0)]> : tensor<2xcomplex<f32>>
  %result = stablehlo.bitcast_convert %operand : (tensor<2xcomplex<f32>>) -> tensor<complex<f64>>
  check.expect_eq_const %result, dense<(1.0, -2.0)> : tensor<complex<f64>>
  func.return
}

// -----

func.func @bitcast_convert_c64_to_c64() {
  %operand = stablehlo.constant dense<[(0x7FA00000, -0.0), (1.0e-45, 3.0)]> : tensor<2xcomplex<f32>>
  %result = stablehlo.bitcast_convert %operand : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %result, dense<[(0x7FA00000, -0.0), (1.0e-45, 3.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @bitcast_convert_si64_to_f16_empty() {
  // An empty tensor stays empty.
  %operand = stablehlo.constant dense<> : tensor<0xi64>
  %result = stablehlo.bitcast_convert %operand : (tensor<0xi64>) -> tensor<0x4xf16>
  check.expect_eq_const %result, dense<> : tensor<0x4xf16>
  func.return
}

// -----

func.func @bitcast_convert_tf32_to_tf32() {
  %operand = stablehlo.constant dense<[1.0, 0x7FC00]> : tensor<2xtf32>
  %result = stablehlo.bitcast_convert %operand : (tensor<2xtf32>) -> tensor<2xtf32>
  check.expect_eq_const %result, dense<[1.0, 0x7FC00]> : tensor<2xtf32>
  func.return
}

// -----

func.func @bitcast_convert_bf16_to_si16_rank2() {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, -0.0, 0x7FC0]]> : tensor<2x3xbf16>
  %result = stablehlo.bitcast_convert %operand : (tensor<2x3xbf16>) -> tensor<2x3xi16>
  check.expect_eq_const %result, dense<[[16256, 16384, 16448], [-16512, -32768, 32704]]> : tensor<2x3xi16>
  func.return
}
