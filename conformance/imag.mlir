// Conformance: stablehlo.imag (spec: Ops > imag).
// imag(x) = imaginary_part(x) for complex x, constant(0) (+0.0) for floats.
// Hand-derived: the parts are copied exactly (signed zeros, infinities, NaN, subnormals).
// f8E8M0FNU has no zero; its imag is the constant 0 rounded into it (0x00, 2^-127).

func.func @imag_c64() {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (-0.0, 0.0), (0.0, -0.0), (0x7F800000, 0xFF800000), (0xFF800000, 0x7FC00000), (0x7FC00000, 0x7F800000), (0.1, -0.1), (-3.5, 7.25), (1.0e-45, -1.0e-45)]> : tensor<9xcomplex<f32>>
  %result = stablehlo.imag %operand : (tensor<9xcomplex<f32>>) -> tensor<9xf32>
  check.expect_eq_const %result, dense<[2.0, 0.0, -0.0, 0xFF800000, 0x7FC00000, 0x7F800000, -0.1, 7.25, -1.0e-45]> : tensor<9xf32>
  func.return
}

// -----

func.func @imag_c128() {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (-0.0, 0.0), (0.0, -0.0), (0x7FF0000000000000, 0xFFF0000000000000), (0xFFF0000000000000, 0x7FF8000000000000), (0x7FF8000000000000, 0x7FF0000000000000), (0.1, -0.1), (-3.5, 7.25), (5.0e-324, -5.0e-324)]> : tensor<9xcomplex<f64>>
  %result = stablehlo.imag %operand : (tensor<9xcomplex<f64>>) -> tensor<9xf64>
  check.expect_eq_const %result, dense<[2.0, 0.0, -0.0, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF0000000000000, -0.1, 7.25, -5.0e-324]> : tensor<9xf64>
  func.return
}

// -----

func.func @imag_f64() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1, 0.0, -0.0, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<12xf64>
  %result = stablehlo.imag %operand : tensor<12xf64>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xf64>
  func.return
}

// -----

func.func @imag_f32() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1, 0.0, -0.0, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<12xf32>
  %result = stablehlo.imag %operand : tensor<12xf32>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xf32>
  func.return
}

// -----

func.func @imag_tf32() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1, 0.0, -0.0, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<12xtf32>
  %result = stablehlo.imag %operand : tensor<12xtf32>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xtf32>
  func.return
}

// -----

func.func @imag_f16() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1, 0.0, -0.0, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<12xf16>
  %result = stablehlo.imag %operand : tensor<12xf16>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xf16>
  func.return
}

// -----

func.func @imag_bf16() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1, 0.0, -0.0, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0x7F80, 0xFF80, 0x7FC0]> : tensor<12xbf16>
  %result = stablehlo.imag %operand : tensor<12xbf16>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xbf16>
  func.return
}

// -----

func.func @imag_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.09375, 0.0, -0.0, 0.015625, 15.5, -0.015625, -15.5, 0x70, 0xF0, 0x78]> : tensor<12xf8E3M4>
  %result = stablehlo.imag %operand : tensor<12xf8E3M4>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xf8E3M4>
  func.return
}

// -----

func.func @imag_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1015625, 0.0, -0.0, 0.001953125, 240.0, -0.001953125, -240.0, 0x78, 0xF8, 0x7C]> : tensor<12xf8E4M3>
  %result = stablehlo.imag %operand : tensor<12xf8E4M3>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xf8E4M3>
  func.return
}

// -----

func.func @imag_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1015625, 0.0, -0.0, 0.001953125, 448.0, -0.001953125, -448.0, 0x7F]> : tensor<10xf8E4M3FN>
  %result = stablehlo.imag %operand : tensor<10xf8E4M3FN>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<10xf8E4M3FN>
  func.return
}

// -----

func.func @imag_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1015625, 0.0, 0.0009765625, 240.0, -0.0009765625, -240.0, 0x80]> : tensor<9xf8E4M3FNUZ>
  %result = stablehlo.imag %operand : tensor<9xf8E4M3FNUZ>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<9xf8E4M3FNUZ>
  func.return
}

// -----

func.func @imag_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.1015625, 0.0, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0x80]> : tensor<9xf8E4M3B11FNUZ>
  %result = stablehlo.imag %operand : tensor<9xf8E4M3B11FNUZ>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<9xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @imag_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.09375, 0.0, -0.0, 0.00002, 57344.0, -0.00002, -57344.0, 0x7C, 0xFC, 0x7E]> : tensor<12xf8E5M2>
  %result = stablehlo.imag %operand : tensor<12xf8E5M2>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<12xf8E5M2>
  func.return
}

// -----

func.func @imag_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.09375, 0.0, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0x80]> : tensor<9xf8E5M2FNUZ>
  %result = stablehlo.imag %operand : tensor<9xf8E5M2FNUZ>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<9xf8E5M2FNUZ>
  func.return
}

// -----

func.func @imag_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x7C, 0x01, 0xFE, 0xFF]> : tensor<5xf8E8M0FNU>
  %result = stablehlo.imag %operand : tensor<5xf8E8M0FNU>
  check.expect_eq_const %result, dense<[0x00, 0x00, 0x00, 0x00, 0x00]> : tensor<5xf8E8M0FNU>
  func.return
}

// -----

func.func @imag_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.125, 0.0, -0.0, 7.5, -0.125, -7.5]> : tensor<8xf6E2M3FN>
  %result = stablehlo.imag %operand : tensor<8xf6E2M3FN>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<8xf6E2M3FN>
  func.return
}

// -----

func.func @imag_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -2.5, 0.125, 0.0, -0.0, 0.0625, 28.0, -0.0625, -28.0]> : tensor<9xf6E3M2FN>
  %result = stablehlo.imag %operand : tensor<9xf6E3M2FN>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<9xf6E3M2FN>
  func.return
}

// -----

func.func @imag_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -2.0, 0.0, -0.0, 0.5, 6.0, -0.5, -6.0]> : tensor<8xf4E2M1FN>
  %result = stablehlo.imag %operand : tensor<8xf4E2M1FN>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<8xf4E2M1FN>
  func.return
}
