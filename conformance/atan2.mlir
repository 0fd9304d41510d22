// Conformance: stablehlo.atan2 (spec: Ops > atan2).
// Real types: atan2(lhs, rhs) of IEEE-754 with its special cases (signed zeros, infinities);
// complex: -i * log((rhs + i * lhs) / sqrt(rhs^2 + lhs^2)).
// Expected values: 400-bit arithmetic (mpmath), rounded once to nearest even into each format.
// Comparison: within 1 ulp (complex<f64>: 4 ulps per part).

func.func @atan2_f64() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 1.0, -1.0, 1.0, -1.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1.0, 3.0]> : tensor<30xf64>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 0x7FF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 1.0, 1.0, 1.0, 0x7FF8000000000000, -4.0]> : tensor<30xf64>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<30xf64>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.141592653589793, -3.141592653589793, 3.141592653589793, -3.141592653589793, 0.0, -0.0, 1.5707963267948966, 1.5707963267948966, -1.5707963267948966, -1.5707963267948966, 0.7853981633974483, -2.356194490192345, 2.356194490192345, 0.5880026035475675, -1.1071487177940904, 0.7853981633974483, -0.7853981633974483, 2.356194490192345, -2.356194490192345, 0.0, -0.0, 3.141592653589793, -3.141592653589793, 1.5707963267948966, -1.5707963267948966, 0x7FF8000000000000, 0x7FF8000000000000, 2.498091544796509]> : tensor<30xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<30xf64>, tensor<30xf64>
  func.return
}

// -----

func.func @atan2_f32() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x7F800000, 0xFF800000, 0x7F800000, 0xFF800000, 1.0, -1.0, 1.0, -1.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0, 3.0]> : tensor<30xf32>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 0x7F800000, 0x7F800000, 0xFF800000, 0xFF800000, 0x7F800000, 0x7F800000, 0xFF800000, 0xFF800000, 1.0, 1.0, 1.0, 0x7FC00000, -4.0]> : tensor<30xf32>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<30xf32>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.1415927, -3.1415927, 3.1415927, -3.1415927, 0.0, -0.0, 1.5707964, 1.5707964, -1.5707964, -1.5707964, 0.7853982, -2.3561945, 2.3561945, 0.5880026, -1.1071488, 0.7853982, -0.7853982, 2.3561945, -2.3561945, 0.0, -0.0, 3.1415927, -3.1415927, 1.5707964, -1.5707964, 0x7FC00000, 0x7FC00000, 2.4980915]> : tensor<30xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<30xf32>, tensor<30xf32>
  func.return
}

// -----

func.func @atan2_tf32() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x3FC00, 0x7FC00, 0x3FC00, 0x7FC00, 1.0, -1.0, 1.0, -1.0, 0x3FC00, 0x7FC00, 0x3FE00, 1.0, 3.0]> : tensor<30xtf32>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 0x3FC00, 0x3FC00, 0x7FC00, 0x7FC00, 0x3FC00, 0x3FC00, 0x7FC00, 0x7FC00, 1.0, 1.0, 1.0, 0x3FE00, -4.0]> : tensor<30xtf32>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<30xtf32>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.140625, -3.140625, 3.140625, -3.140625, 0.0, -0.0, 1.5703125, 1.5703125, -1.5703125, -1.5703125, 0.78515625, -2.35546875, 2.35546875, 0.587890625, -1.107421875, 0.78515625, -0.78515625, 2.35546875, -2.35546875, 0.0, -0.0, 3.140625, -3.140625, 1.5703125, -1.5703125, 0x3FE00, 0x3FE00, 2.498046875]> : tensor<30xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<30xtf32>, tensor<30xtf32>
  func.return
}

// -----

func.func @atan2_f16() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x7C00, 0xFC00, 0x7C00, 0xFC00, 1.0, -1.0, 1.0, -1.0, 0x7C00, 0xFC00, 0x7E00, 1.0, 3.0]> : tensor<30xf16>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 0x7C00, 0x7C00, 0xFC00, 0xFC00, 0x7C00, 0x7C00, 0xFC00, 0xFC00, 1.0, 1.0, 1.0, 0x7E00, -4.0]> : tensor<30xf16>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<30xf16>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.140625, -3.140625, 3.140625, -3.140625, 0.0, -0.0, 1.5703125, 1.5703125, -1.5703125, -1.5703125, 0.78515625, -2.35546875, 2.35546875, 0.587890625, -1.107421875, 0.78515625, -0.78515625, 2.35546875, -2.35546875, 0.0, -0.0, 3.140625, -3.140625, 1.5703125, -1.5703125, 0x7E00, 0x7E00, 2.498046875]> : tensor<30xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<30xf16>, tensor<30xf16>
  func.return
}

// -----

func.func @atan2_bf16() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x7F80, 0xFF80, 0x7F80, 0xFF80, 1.0, -1.0, 1.0, -1.0, 0x7F80, 0xFF80, 0x7FC0, 1.0, 3.0]> : tensor<30xbf16>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 0x7F80, 0x7F80, 0xFF80, 0xFF80, 0x7F80, 0x7F80, 0xFF80, 0xFF80, 1.0, 1.0, 1.0, 0x7FC0, -4.0]> : tensor<30xbf16>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<30xbf16>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.140625, -3.140625, 3.140625, -3.140625, 0.0, -0.0, 1.5703125, 1.5703125, -1.5703125, -1.5703125, 0.78515625, -2.359375, 2.359375, 0.58984375, -1.109375, 0.78515625, -0.78515625, 2.359375, -2.359375, 0.0, -0.0, 3.140625, -3.140625, 1.5703125, -1.5703125, 0x7FC0, 0x7FC0, 2.5]> : tensor<30xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<30xbf16>, tensor<30xbf16>
  func.return
}

// -----

func.func @atan2_f8E3M4() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x70, 0xF0, 0x70, 0xF0, 1.0, -1.0, 1.0, -1.0, 0x70, 0xF0, 0x78, 1.0, 3.0]> : tensor<30xf8E3M4>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 0x70, 0x70, 0xF0, 0xF0, 0x70, 0x70, 0xF0, 0xF0, 1.0, 1.0, 1.0, 0x78, -4.0]> : tensor<30xf8E3M4>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<30xf8E3M4>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.125, -3.125, 3.125, -3.125, 0.0, -0.0, 1.5625, 1.5625, -1.5625, -1.5625, 0.78125, -2.375, 2.375, 0.59375, -1.125, 0.78125, -0.78125, 2.375, -2.375, 0.0, -0.0, 3.125, -3.125, 1.5625, -1.5625, 0x78, 0x78, 2.5]> : tensor<30xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<30xf8E3M4>, tensor<30xf8E3M4>
  func.return
}

// -----

func.func @atan2_f8E4M3() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x78, 0xF8, 0x78, 0xF8, 1.0, -1.0, 1.0, -1.0, 0x78, 0xF8, 0x7C, 1.0, 3.0]> : tensor<30xf8E4M3>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 0x78, 0x78, 0xF8, 0xF8, 0x78, 0x78, 0xF8, 0xF8, 1.0, 1.0, 1.0, 0x7C, -4.0]> : tensor<30xf8E4M3>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<30xf8E4M3>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.25, -3.25, 3.25, -3.25, 0.0, -0.0, 1.625, 1.625, -1.625, -1.625, 0.8125, -2.25, 2.25, 0.5625, -1.125, 0.8125, -0.8125, 2.25, -2.25, 0.0, -0.0, 3.25, -3.25, 1.625, -1.625, 0x7C, 0x7C, 2.5]> : tensor<30xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<30xf8E4M3>, tensor<30xf8E4M3>
  func.return
}

// -----

func.func @atan2_f8E4M3FN() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x7F, 1.0, 3.0]> : tensor<20xf8E4M3FN>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 1.0, 0x7F, -4.0]> : tensor<20xf8E4M3FN>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<20xf8E4M3FN>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.25, -3.25, 3.25, -3.25, 0.0, -0.0, 1.625, 1.625, -1.625, -1.625, 0.8125, -2.25, 2.25, 0.5625, -1.125, 0x7F, 0x7F, 2.5]> : tensor<20xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<20xf8E4M3FN>, tensor<20xf8E4M3FN>
  func.return
}

// -----

func.func @atan2_f8E4M3FNUZ() {
  %lhs = stablehlo.constant dense<[0.0, 0.0, 0.0, 1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x80, 1.0, 3.0]> : tensor<13xf8E4M3FNUZ>
  %rhs = stablehlo.constant dense<[0.0, -1.0, 1.0, 0.0, 0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 1.0, 0x80, -4.0]> : tensor<13xf8E4M3FNUZ>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<13xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[0.0, 3.25, 0.0, 1.625, -1.625, 0.8125, -2.25, 2.25, 0.5625, -1.125, 0x80, 0x80, 2.5]> : tensor<13xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3FNUZ>, tensor<13xf8E4M3FNUZ>
  func.return
}

// -----

func.func @atan2_f8E4M3B11FNUZ() {
  %lhs = stablehlo.constant dense<[0.0, 0.0, 0.0, 1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x80, 1.0, 3.0]> : tensor<13xf8E4M3B11FNUZ>
  %rhs = stablehlo.constant dense<[0.0, -1.0, 1.0, 0.0, 0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 1.0, 0x80, -4.0]> : tensor<13xf8E4M3B11FNUZ>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<13xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[0.0, 3.25, 0.0, 1.625, -1.625, 0.8125, -2.25, 2.25, 0.5625, -1.125, 0x80, 0x80, 2.5]> : tensor<13xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3B11FNUZ>, tensor<13xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @atan2_f8E5M2() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x7C, 0xFC, 0x7C, 0xFC, 1.0, -1.0, 1.0, -1.0, 0x7C, 0xFC, 0x7E, 1.0, 3.0]> : tensor<30xf8E5M2>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 0x7C, 0x7C, 0xFC, 0xFC, 0x7C, 0x7C, 0xFC, 0xFC, 1.0, 1.0, 1.0, 0x7E, -4.0]> : tensor<30xf8E5M2>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<30xf8E5M2>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.0, -3.0, 3.0, -3.0, 0.0, -0.0, 1.5, 1.5, -1.5, -1.5, 0.75, -2.5, 2.5, 0.625, -1.0, 0.75, -0.75, 2.5, -2.5, 0.0, -0.0, 3.0, -3.0, 1.5, -1.5, 0x7E, 0x7E, 2.5]> : tensor<30xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<30xf8E5M2>, tensor<30xf8E5M2>
  func.return
}

// -----

func.func @atan2_f8E5M2FNUZ() {
  %lhs = stablehlo.constant dense<[0.0, 0.0, 0.0, 1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 0x80, 1.0, 3.0]> : tensor<13xf8E5M2FNUZ>
  %rhs = stablehlo.constant dense<[0.0, -1.0, 1.0, 0.0, 0.0, 1.0, -1.0, -1.0, 3.0, 0.25, 1.0, 0x80, -4.0]> : tensor<13xf8E5M2FNUZ>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<13xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[0.0, 3.0, 0.0, 1.5, -1.5, 0.75, -2.5, 2.5, 0.625, -1.0, 0x80, 0x80, 2.5]> : tensor<13xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E5M2FNUZ>, tensor<13xf8E5M2FNUZ>
  func.return
}

// -----

func.func @atan2_f8E8M0FNU() {
  %lhs = stablehlo.constant dense<[0x7F, 0x80, 0xFF, 0x7F]> : tensor<4xf8E8M0FNU>
  %rhs = stablehlo.constant dense<[0x7F, 0x81, 0x7F, 0xFF]> : tensor<4xf8E8M0FNU>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<4xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7F, 0x7E, 0xFF, 0xFF]> : tensor<4xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>
  func.return
}

// -----

func.func @atan2_f6E2M3FN() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 3.0]> : tensor<18xf6E2M3FN>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, -4.0]> : tensor<18xf6E2M3FN>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<18xf6E2M3FN>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.25, -3.25, 3.25, -3.25, 0.0, -0.0, 1.625, 1.625, -1.625, -1.625, 0.75, -2.25, 2.25, 0.625, -1.125, 2.5]> : tensor<18xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf6E2M3FN>, tensor<18xf6E2M3FN>
  func.return
}

// -----

func.func @atan2_f6E3M2FN() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 3.0]> : tensor<18xf6E3M2FN>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.25, -4.0]> : tensor<18xf6E3M2FN>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<18xf6E3M2FN>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.0, -3.0, 3.0, -3.0, 0.0, -0.0, 1.5, 1.5, -1.5, -1.5, 0.75, -2.5, 2.5, 0.625, -1.0, 2.5]> : tensor<18xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf6E3M2FN>, tensor<18xf6E3M2FN>
  func.return
}

// -----

func.func @atan2_f4E2M1FN() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 2.0, -0.5, 3.0]> : tensor<18xf4E2M1FN>
  %rhs = stablehlo.constant dense<[0.0, 0.0, -0.0, -0.0, -1.0, -1.0, 1.0, 1.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0, -1.0, 3.0, 0.0, -4.0]> : tensor<18xf4E2M1FN>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<18xf4E2M1FN>
  %expected = stablehlo.constant dense<[0.0, -0.0, 3.0, -3.0, 3.0, -3.0, 0.0, -0.0, 1.5, 1.5, -1.5, -1.5, 1.0, -2.0, 2.0, 0.5, -1.0, 2.0]> : tensor<18xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf4E2M1FN>, tensor<18xf4E2M1FN>
  func.return
}

// -----

func.func @atan2_c64() {
  %lhs = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.5, 0.5)]> : tensor<4xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(0.5, -1.0), (2.0, 0.25), (-1.0, 1.0), (1.0, -2.0)]> : tensor<4xcomplex<f32>>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<4xcomplex<f32>>
  %expected = stablehlo.constant dense<[(1.7956761, 0.31941512), (-0.35112846, 0.26617768), (1.8441907, 0.037105), (-0.10933448, 0.30594385)]> : tensor<4xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
  func.return
}

// -----

func.func @atan2_c128() {
  %lhs = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.5, 0.5)]> : tensor<4xcomplex<f64>>
  %rhs = stablehlo.constant dense<[(0.5, -1.0), (2.0, 0.25), (-1.0, 1.0), (1.0, -2.0)]> : tensor<4xcomplex<f64>>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<4xcomplex<f64>>
  %expected = stablehlo.constant dense<[(1.7956761333298161, 0.3194151300292738), (-0.3511284657545035, 0.26617768424810706), (1.8441907472395203, 0.03710500127956832), (-0.10933447293697098, 0.3059438579055289)]> : tensor<4xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  func.return
}
