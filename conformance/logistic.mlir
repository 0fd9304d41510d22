// Conformance: stablehlo.logistic (spec: Ops > logistic).
// Expected values: 1 / (1 + exp(-x)) evaluated exactly; complex: the same expression,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @logistic_f64() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.001, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<17xf64>
  %result = stablehlo.logistic %operand : tensor<17xf64>
  %expected = stablehlo.constant dense<[0.7310585786300049, 0.2689414213699951, 0.8807970779778824, 0.0066928509242848554, 0.9999999979388464, 2.0611536181902037e-9, 0.6224593312018546, 0.5002499999791666, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 1.0, 0.0, 0x7FF8000000000000]> : tensor<17xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf64>, tensor<17xf64>
  func.return
}

// -----

func.func @logistic_f32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.001, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<17xf32>
  %result = stablehlo.logistic %operand : tensor<17xf32>
  %expected = stablehlo.constant dense<[0.7310586, 0.26894143, 0.8807971, 0.006692851, 1.0, 2.0611537e-9, 0.62245935, 0.50025, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 1.0, 0.0, 0x7FC00000]> : tensor<17xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf32>, tensor<17xf32>
  func.return
}

// -----

func.func @logistic_tf32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.001, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<17xtf32>
  %result = stablehlo.logistic %operand : tensor<17xtf32>
  %expected = stablehlo.constant dense<[0.731, 0.269, 0.880859375, 0.00669, 1.0, 2.061e-9, 0.6226, 0.5005, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 1.0, 0.0, 0x3FE00]> : tensor<17xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xtf32>, tensor<17xtf32>
  func.return
}

// -----

func.func @logistic_f16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.001, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<17xf16>
  %result = stablehlo.logistic %operand : tensor<17xf16>
  %expected = stablehlo.constant dense<[0.731, 0.269, 0.880859375, 0.00669, 1.0, 0.0, 0.6226, 0.5005, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 1.0, 0.0, 0x7E00]> : tensor<17xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf16>, tensor<17xf16>
  func.return
}

// -----

func.func @logistic_bf16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.001, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<17xbf16>
  %result = stablehlo.logistic %operand : tensor<17xbf16>
  %expected = stablehlo.constant dense<[0.73046875, 0.26953125, 0.87890625, 0.00668, 1.0, 2.07e-9, 0.62109375, 0.5, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 1.0, 0.0, 0x7FC0]> : tensor<17xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xbf16>, tensor<17xbf16>
  func.return
}

// -----

func.func @logistic_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 0.5, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<14xf8E3M4>
  %result = stablehlo.logistic %operand : tensor<14xf8E3M4>
  %expected = stablehlo.constant dense<[0.71875, 0.265625, 0.875, 0.0, 0.625, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 1.0, 0.0, 0x78]> : tensor<14xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E3M4>, tensor<14xf8E3M4>
  func.return
}

// -----

func.func @logistic_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.001953125, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<16xf8E4M3>
  %result = stablehlo.logistic %operand : tensor<16xf8E4M3>
  %expected = stablehlo.constant dense<[0.75, 0.28125, 0.875, 0.005859375, 1.0, 0.0, 0.625, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 1.0, 0.0, 0x7C]> : tensor<16xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E4M3>, tensor<16xf8E4M3>
  func.return
}

// -----

func.func @logistic_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.001953125, 448.0, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<14xf8E4M3FN>
  %result = stablehlo.logistic %operand : tensor<14xf8E4M3FN>
  %expected = stablehlo.constant dense<[0.75, 0.28125, 0.875, 0.005859375, 1.0, 0.0, 0.625, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 0x7F]> : tensor<14xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E4M3FN>, tensor<14xf8E4M3FN>
  func.return
}

// -----

func.func @logistic_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.0009765625, 240.0, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<13xf8E4M3FNUZ>
  %result = stablehlo.logistic %operand : tensor<13xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[0.75, 0.28125, 0.875, 0.0068359375, 1.0, 0.0, 0.625, 0.5, 1.0, 0.5, 0.0, 0.5, 0x80]> : tensor<13xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf8E4M3FNUZ>, tensor<13xf8E4M3FNUZ>
  func.return
}

// -----

func.func @logistic_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.0009765625, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<14xf8E4M3B11FNUZ>
  %result = stablehlo.logistic %operand : tensor<14xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[0.75, 0.28125, 0.875, 0.0068359375, 1.0, 0.0, 0.625, 0.5, 0.5, 1.0, 0.5, 0.0, 0.5, 0x80]> : tensor<14xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E4M3B11FNUZ>, tensor<14xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @logistic_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.0009765625, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<17xf8E5M2>
  %result = stablehlo.logistic %operand : tensor<17xf8E5M2>
  %expected = stablehlo.constant dense<[0.75, 0.25, 0.875, 0.0068359375, 1.0, 0.0, 0.625, 0.5, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5, 1.0, 0.0, 0x7E]> : tensor<17xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E5M2>, tensor<17xf8E5M2>
  func.return
}

// -----

func.func @logistic_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.0009765625, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  %result = stablehlo.logistic %operand : tensor<14xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[0.75, 0.25, 0.875, 0.0068359375, 1.0, 0.0, 0.625, 0.5, 0.5, 1.0, 0.5, 0.0, 0.5, 0x80]> : tensor<14xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E5M2FNUZ>, tensor<14xf8E5M2FNUZ>
  func.return
}

// -----

func.func @logistic_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x80, 0x83, 0x7E, 0x75, 0x01, 0xFE, 0xFF]> : tensor<8xf8E8M0FNU>
  %result = stablehlo.logistic %operand : tensor<8xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7E, 0x7F, 0x7F, 0x7E, 0x7E, 0x7E, 0x7F, 0xFF]> : tensor<8xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<8xf8E8M0FNU>, tensor<8xf8E8M0FNU>
  func.return
}

// -----

func.func @logistic_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 7.5, -7.5, 0.5, 0.125, -0.125, 0.0, -0.0]> : tensor<11xf6E2M3FN>
  %result = stablehlo.logistic %operand : tensor<11xf6E2M3FN>
  %expected = stablehlo.constant dense<[0.75, 0.25, 0.875, 0.0, 1.0, 0.0, 0.625, 0.5, 0.5, 0.5, 0.5]> : tensor<11xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<11xf6E2M3FN>, tensor<11xf6E2M3FN>
  func.return
}

// -----

func.func @logistic_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -5.0, 20.0, -20.0, 0.5, 0.0625, 28.0, -0.0625, -28.0, 0.0, -0.0]> : tensor<13xf6E3M2FN>
  %result = stablehlo.logistic %operand : tensor<13xf6E3M2FN>
  %expected = stablehlo.constant dense<[0.75, 0.25, 0.875, 0.0, 1.0, 0.0, 0.625, 0.5, 1.0, 0.5, 0.0, 0.5, 0.5]> : tensor<13xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf6E3M2FN>, tensor<13xf6E3M2FN>
  func.return
}

// -----

func.func @logistic_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 2.0, -4.0, 6.0, -6.0, 0.5, -0.5, 0.0, -0.0]> : tensor<10xf4E2M1FN>
  %result = stablehlo.logistic %operand : tensor<10xf4E2M1FN>
  %expected = stablehlo.constant dense<[0.5, 0.5, 1.0, 0.0, 1.0, 0.0, 0.5, 0.5, 0.5, 0.5]> : tensor<10xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<10xf4E2M1FN>, tensor<10xf4E2M1FN>
  func.return
}

// -----

func.func @logistic_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.logistic %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(1.1863037, 0.19289798), (0.31072372, 0.11035149), (1.0320722, 0.040195506), (0.56241626, -0.030805018), (0.0785169, -0.097788654)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @logistic_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.logistic %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(1.1863037852668916, 0.19289797630487535), (0.31072373502641987, 0.11035148836912119), (1.0320721995882685, 0.04019550765508409), (0.5624162316474208, -0.03080501828999169), (0.07851689757710839, -0.097788655032967)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
