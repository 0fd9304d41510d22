// Conformance: stablehlo.log_plus_one (spec: Ops > log_plus_one).
// Expected values: logp1 of IEEE-754 (logp1(-1) = -inf, below -1 NaN); complex log(1 + x),
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @log_plus_one_f64() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.001, -0.001, -1.0, -2.0, 10.0, 100.0, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<18xf64>
  %result = stablehlo.log_plus_one %operand : tensor<18xf64>
  %expected = stablehlo.constant dense<[0.6931471805599453, -0.6931471805599453, 0.4054651081081644, 0.0009995003330835331, -0.0010005003335835335, 0xFFF0000000000000, 0x7FF8000000000000, 2.3978952727983707, 4.61512051684126, 5.0e-324, 709.782712893384, -5.0e-324, 0x7FF8000000000000, 0.0, -0.0, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<18xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf64>, tensor<18xf64>
  func.return
}

// -----

func.func @log_plus_one_f32() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.001, -0.001, -1.0, -2.0, 10.0, 100.0, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<18xf32>
  %result = stablehlo.log_plus_one %operand : tensor<18xf32>
  %expected = stablehlo.constant dense<[0.6931472, -0.6931472, 0.4054651, 0.0009995004, -0.0010005004, 0xFF800000, 0x7FC00000, 2.3978953, 4.6151204, 1.0e-45, 88.72284, -1.0e-45, 0x7FC00000, 0.0, -0.0, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<18xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf32>, tensor<18xf32>
  func.return
}

// -----

func.func @log_plus_one_tf32() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.001, -0.001, -1.0, -2.0, 10.0, 100.0, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<18xtf32>
  %result = stablehlo.log_plus_one %operand : tensor<18xtf32>
  %expected = stablehlo.constant dense<[0.693359375, -0.693359375, 0.4055, 0.000999, -0.001001, 0x7FC00, 0x3FE00, 2.3984375, 4.61328125, 1.0e-41, 88.75, -1.0e-41, 0x3FE00, 0.0, -0.0, 0x3FC00, 0x3FE00, 0x3FE00]> : tensor<18xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xtf32>, tensor<18xtf32>
  func.return
}

// -----

func.func @log_plus_one_f16() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.001, -0.001, -1.0, -2.0, 10.0, 100.0, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<18xf16>
  %result = stablehlo.log_plus_one %operand : tensor<18xf16>
  %expected = stablehlo.constant dense<[0.693359375, -0.693359375, 0.4055, 0.000999, -0.001001, 0xFC00, 0x7E00, 2.3984375, 4.61328125, 6.0e-8, 11.09375, -6.0e-8, 0x7E00, 0.0, -0.0, 0x7C00, 0x7E00, 0x7E00]> : tensor<18xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf16>, tensor<18xf16>
  func.return
}

// -----

func.func @log_plus_one_bf16() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.001, -0.001, -1.0, -2.0, 10.0, 100.0, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<18xbf16>
  %result = stablehlo.log_plus_one %operand : tensor<18xbf16>
  %expected = stablehlo.constant dense<[0.69140625, -0.69140625, 0.40625, 0.001, -0.001, 0xFF80, 0x7FC0, 2.390625, 4.625, 9.0e-41, 88.5, -9.0e-41, 0x7FC0, 0.0, -0.0, 0x7F80, 0x7FC0, 0x7FC0]> : tensor<18xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xbf16>, tensor<18xbf16>
  func.return
}

// -----

func.func @log_plus_one_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, -1.0, -2.0, 10.0, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<15xf8E3M4>
  %result = stablehlo.log_plus_one %operand : tensor<15xf8E3M4>
  %expected = stablehlo.constant dense<[0.6875, -0.6875, 0.40625, 0xF0, 0x78, 2.375, 0.015625, 2.75, -0.015625, 0x78, 0.0, -0.0, 0x70, 0x78, 0x78]> : tensor<15xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E3M4>, tensor<15xf8E3M4>
  func.return
}

// -----

func.func @log_plus_one_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.001953125, -0.001953125, -1.0, -2.0, 10.0, 96.0, 240.0, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<16xf8E4M3>
  %result = stablehlo.log_plus_one %operand : tensor<16xf8E4M3>
  %expected = stablehlo.constant dense<[0.6875, -0.6875, 0.40625, 0.001953125, -0.001953125, 0xF8, 0x7C, 2.5, 4.5, 5.5, 0x7C, 0.0, -0.0, 0x78, 0x7C, 0x7C]> : tensor<16xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E4M3>, tensor<16xf8E4M3>
  func.return
}

// -----

func.func @log_plus_one_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.001953125, -0.001953125, -2.0, 10.0, 96.0, 448.0, -448.0, 0.0, -0.0, 0x7F]> : tensor<13xf8E4M3FN>
  %result = stablehlo.log_plus_one %operand : tensor<13xf8E4M3FN>
  %expected = stablehlo.constant dense<[0.6875, -0.6875, 0.40625, 0.001953125, -0.001953125, 0x7F, 2.5, 4.5, 6.0, 0x7F, 0.0, -0.0, 0x7F]> : tensor<13xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3FN>, tensor<13xf8E4M3FN>
  func.return
}

// -----

func.func @log_plus_one_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.0009765625, -0.0009765625, -2.0, 10.0, 96.0, 240.0, -240.0, 0.0, 0x80]> : tensor<12xf8E4M3FNUZ>
  %result = stablehlo.log_plus_one %operand : tensor<12xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[0.6875, -0.6875, 0.40625, 0.0009765625, -0.0009765625, 0x80, 2.5, 4.5, 5.5, 0x80, 0.0, 0x80]> : tensor<12xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<12xf8E4M3FNUZ>, tensor<12xf8E4M3FNUZ>
  func.return
}

// -----

func.func @log_plus_one_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.0009765625, -0.0009765625, -2.0, 10.0, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<13xf8E4M3B11FNUZ>
  %result = stablehlo.log_plus_one %operand : tensor<13xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[0.6875, -0.6875, 0.40625, 0.0009765625, -0.0009765625, 0x80, 2.5, 0.0001220703125, 3.5, -0.0001220703125, 0x80, 0.0, 0x80]> : tensor<13xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3B11FNUZ>, tensor<13xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @log_plus_one_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.0009765625, -0.0009765625, -1.0, -2.0, 10.0, 96.0, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<18xf8E5M2>
  %result = stablehlo.log_plus_one %operand : tensor<18xf8E5M2>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.375, 0.0009765625, -0.0009765625, 0xFC, 0x7E, 2.5, 5.0, 0.00002, 10.0, -0.00002, 0x7E, 0.0, -0.0, 0x7C, 0x7E, 0x7E]> : tensor<18xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<18xf8E5M2>, tensor<18xf8E5M2>
  func.return
}

// -----

func.func @log_plus_one_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 0.0009765625, -0.0009765625, -2.0, 10.0, 96.0, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  %result = stablehlo.log_plus_one %operand : tensor<14xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.375, 0.0009765625, -0.0009765625, 0x80, 2.5, 5.0, 8.0e-6, 10.0, -8.0e-6, 0x80, 0.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E5M2FNUZ>, tensor<14xf8E5M2FNUZ>
  func.return
}

// -----

func.func @log_plus_one_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x7E, 0x75, 0x82, 0x86, 0x01, 0xFE, 0xFF]> : tensor<8xf8E8M0FNU>
  %result = stablehlo.log_plus_one %operand : tensor<8xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7E, 0x7E, 0x75, 0x80, 0x81, 0x01, 0x85, 0xFF]> : tensor<8xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<8xf8E8M0FNU>, tensor<8xf8E8M0FNU>
  func.return
}

// -----

func.func @log_plus_one_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 7.5, 0.125, -0.125, 0.0, -0.0]> : tensor<8xf6E2M3FN>
  %result = stablehlo.log_plus_one %operand : tensor<8xf6E2M3FN>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.375, 2.25, 0.125, -0.125, 0.0, -0.0]> : tensor<8xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<8xf6E2M3FN>, tensor<8xf6E2M3FN>
  func.return
}

// -----

func.func @log_plus_one_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 10.0, 28.0, 0.0625, -0.0625, 0.0, -0.0]> : tensor<9xf6E3M2FN>
  %result = stablehlo.log_plus_one %operand : tensor<9xf6E3M2FN>
  %expected = stablehlo.constant dense<[0.75, -0.75, 0.375, 2.5, 3.5, 0.0625, -0.0625, 0.0, -0.0]> : tensor<9xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<9xf6E3M2FN>, tensor<9xf6E3M2FN>
  func.return
}

// -----

func.func @log_plus_one_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -0.5, 0.5, 6.0, 0.0, -0.0]> : tensor<6xf4E2M1FN>
  %result = stablehlo.log_plus_one %operand : tensor<6xf4E2M1FN>
  %expected = stablehlo.constant dense<[0.5, -0.5, 0.5, 2.0, 0.0, -0.0]> : tensor<6xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<6xf4E2M1FN>, tensor<6xf4E2M1FN>
  func.return
}

// -----

func.func @log_plus_one_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.log_plus_one %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(1.2628644, 0.7853982), (-0.5815754, 1.1071488), (1.732868, -0.7853982), (0.22811872, -0.09966865), (0.3465736, -2.3561945)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @log_plus_one_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.log_plus_one %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(1.2628643221541278, 0.7853981633974483), (-0.5815754049028404, 1.1071487177940904), (1.7328679513998633, -0.7853981633974483), (0.2281187167407938, -0.09966865249116202), (0.34657359027997264, -2.356194490192345)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
