// Conformance: stablehlo.ceil (spec: Ops > ceil): roundToIntegralTowardPositive of IEEE-754.
// Expected values: exact rational arithmetic; the sign of the operand is kept on zero
// results (-0.25 -> -0.0), infinities and NaN pass through. Comparison: exact.
// Inputs are the listed decimals rounded into each format (duplicates dropped);
// results a format cannot hold (f8E8M0FNU has no zero) are left out.

func.func @ceil_f64() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.001, -0.001, 123.4, -123.4, 4.5035996273704955e15, -4.5035996273704955e15, 8388607.5, 1048575.5, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<36xf64>
  %result = stablehlo.ceil %operand : tensor<36xf64>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, 124.0, -123.0, 4.503599627370496e15, -4.503599627370495e15, 8388608.0, 1048576.0, 1.0, 1.7976931348623157e308, -0.0, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<36xf64>
  func.return
}

// -----

func.func @ceil_f32() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.001, -0.001, 123.4, -123.4, 4.5035996e15, -4.5035996e15, 8388607.5, 1048575.5, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<36xf32>
  %result = stablehlo.ceil %operand : tensor<36xf32>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, 124.0, -123.0, 4.5035996e15, -4.5035996e15, 8388608.0, 1048576.0, 1.0, 3.4028235e38, -0.0, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<36xf32>
  func.return
}

// -----

func.func @ceil_tf32() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.001, -0.001, 123.375, -123.375, 4.504e15, -4.504e15, 8388608.0, 1048576.0, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<36xtf32>
  %result = stablehlo.ceil %operand : tensor<36xtf32>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, 124.0, -123.0, 4.504e15, -4.504e15, 8388608.0, 1048576.0, 1.0, 3.401e38, -0.0, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<36xtf32>
  func.return
}

// -----

func.func @ceil_f16() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.001, -0.001, 123.375, -123.375, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<32xf16>
  %result = stablehlo.ceil %operand : tensor<32xf16>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, 124.0, -123.0, 1.0, 65504.0, -0.0, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<32xf16>
  func.return
}

// -----

func.func @ceil_bf16() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.001, -0.001, 123.5, -123.5, 4.5e15, -4.5e15, 8388608.0, 1048576.0, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<36xbf16>
  %result = stablehlo.ceil %operand : tensor<36xbf16>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, 124.0, -123.0, 4.5e15, -4.5e15, 8388608.0, 1048576.0, 1.0, 3.39e38, -0.0, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<36xbf16>
  func.return
}

// -----

func.func @ceil_f8E3M4() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.015625, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<27xf8E3M4>
  %result = stablehlo.ceil %operand : tensor<27xf8E3M4>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, -15.0, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<27xf8E3M4>
  func.return
}

// -----

func.func @ceil_f8E4M3() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.001953125, -0.001953125, 120.0, -120.0, 240.0, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<30xf8E4M3>
  %result = stablehlo.ceil %operand : tensor<30xf8E4M3>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, 120.0, -120.0, 240.0, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<30xf8E4M3>
  func.return
}

// -----

func.func @ceil_f8E4M3FN() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.001953125, -0.001953125, 120.0, -120.0, 448.0, -448.0, 0.0, -0.0, 0x7F]> : tensor<28xf8E4M3FN>
  %result = stablehlo.ceil %operand : tensor<28xf8E4M3FN>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, 120.0, -120.0, 448.0, -448.0, 0.0, -0.0, 0x7F]> : tensor<28xf8E4M3FN>
  func.return
}

// -----

func.func @ceil_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.0009765625, -0.0009765625, 120.0, -120.0, 240.0, -240.0, 0.0, 0x80]> : tensor<27xf8E4M3FNUZ>
  %result = stablehlo.ceil %operand : tensor<27xf8E4M3FNUZ>
  check.expect_eq_const %result, dense<[-2.0, -1.0, 0.0, 0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, 0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, 0.0, 120.0, -120.0, 240.0, -240.0, 0.0, 0x80]> : tensor<27xf8E4M3FNUZ>
  func.return
}

// -----

func.func @ceil_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 0.0009765625, -0.0009765625, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<27xf8E4M3B11FNUZ>
  %result = stablehlo.ceil %operand : tensor<27xf8E4M3B11FNUZ>
  check.expect_eq_const %result, dense<[-2.0, -1.0, 0.0, 0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, 0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 1.0, 0.0, 1.0, 30.0, 0.0, -30.0, 0.0, 0x80]> : tensor<27xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @ceil_f8E5M2() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.0, 6.0, 1.0, -1.0, 7.0, 0.0009765625, -0.0009765625, 128.0, -128.0, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<32xf8E5M2>
  %result = stablehlo.ceil %operand : tensor<32xf8E5M2>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 4.0, 6.0, 1.0, -1.0, 7.0, 1.0, -0.0, 128.0, -128.0, 1.0, 57344.0, -0.0, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<32xf8E5M2>
  func.return
}

// -----

func.func @ceil_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.0, 6.0, 1.0, -1.0, 7.0, 0.0009765625, -0.0009765625, 128.0, -128.0, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<29xf8E5M2FNUZ>
  %result = stablehlo.ceil %operand : tensor<29xf8E5M2FNUZ>
  check.expect_eq_const %result, dense<[-2.0, -1.0, 0.0, 0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, 0.0, 4.0, 6.0, 1.0, -1.0, 7.0, 1.0, 0.0, 128.0, -128.0, 1.0, 57344.0, 0.0, -57344.0, 0.0, 0x80]> : tensor<29xf8E5M2FNUZ>
  func.return
}

// -----

func.func @ceil_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7D, 0x7E, 0x80, 0x81, 0x7F, 0x82, 0x75, 0x86, 0xB3, 0x96, 0x93, 0x01, 0xFE, 0xFF]> : tensor<14xf8E8M0FNU>
  %result = stablehlo.ceil %operand : tensor<14xf8E8M0FNU>
  check.expect_eq_const %result, dense<[0x7F, 0x7F, 0x80, 0x81, 0x7F, 0x82, 0x7F, 0x86, 0xB3, 0x96, 0x93, 0x7F, 0xFE, 0xFF]> : tensor<14xf8E8M0FNU>
  func.return
}

// -----

func.func @ceil_f6E2M3FN() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.5, 5.5, 1.0, -1.0, 7.0, 7.5, -7.5, 0.125, -0.125, 0.0, -0.0]> : tensor<25xf6E2M3FN>
  %result = stablehlo.ceil %operand : tensor<25xf6E2M3FN>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 5.0, 6.0, 1.0, -1.0, 7.0, 7.5, -7.0, 1.0, -0.0, 0.0, -0.0]> : tensor<25xf6E2M3FN>
  func.return
}

// -----

func.func @ceil_f6E3M2FN() {
  %operand = stablehlo.constant dense<[-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.5, -3.5, 1.75, -1.75, 0.75, -0.75, 4.0, 6.0, 1.0, -1.0, 7.0, 28.0, -28.0, 0.0625, -0.0625, 0.0, -0.0]> : tensor<25xf6E3M2FN>
  %result = stablehlo.ceil %operand : tensor<25xf6E3M2FN>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, -0.0, 1.0, 1.0, 2.0, 3.0, 4.0, -3.0, 2.0, -1.0, 1.0, -0.0, 4.0, 6.0, 1.0, -1.0, 7.0, 28.0, -28.0, 1.0, -0.0, 0.0, -0.0]> : tensor<25xf6E3M2FN>
  func.return
}

// -----

func.func @ceil_f4E2M1FN() {
  %operand = stablehlo.constant dense<[-2.0, -1.5, -0.5, 0.5, 1.5, 2.0, 4.0, -4.0, 1.0, -1.0, 6.0, -6.0, 0.0, -0.0]> : tensor<14xf4E2M1FN>
  %result = stablehlo.ceil %operand : tensor<14xf4E2M1FN>
  check.expect_eq_const %result, dense<[-2.0, -1.0, -0.0, 1.0, 2.0, 2.0, 4.0, -4.0, 1.0, -1.0, 6.0, -6.0, 0.0, -0.0]> : tensor<14xf4E2M1FN>
  func.return
}
