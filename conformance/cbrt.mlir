// Conformance: stablehlo.cbrt (spec: Ops > cbrt).
// Expected values: rootn(x, 3) of IEEE-754 (real root of negatives); complex principal cube root,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: within 1 ulp (faithful rounding) for real types; complex<f32> within 1 ulp,
// complex<f64> within 4 ulps per part.

func.func @cbrt_f64() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -27.0, 2.0, 0.5, 10.0, -0.125, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<17xf64>
  %result = stablehlo.cbrt %operand : tensor<17xf64>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.2599210498948732, 0.7937005259840998, 2.154434690031884, -0.5, 1.7031839360032603e-108, 5.643803094122362e102, -1.7031839360032603e-108, -5.643803094122362e102, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<17xf64>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf64>, tensor<17xf64>
  func.return
}

// -----

func.func @cbrt_f32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -27.0, 2.0, 0.5, 10.0, -0.125, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<17xf32>
  %result = stablehlo.cbrt %operand : tensor<17xf32>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.2599211, 0.7937005, 2.1544347, -0.5, 1.1190347e-15, 6.9814636e12, -1.1190347e-15, -6.9814636e12, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<17xf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf32>, tensor<17xf32>
  func.return
}

// -----

func.func @cbrt_tf32() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -27.0, 2.0, 0.5, 10.0, -0.125, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<17xtf32>
  %result = stablehlo.cbrt %operand : tensor<17xtf32>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.259765625, 0.7935, 2.154296875, -0.5, 2.255e-14, 6979321856000.0, -2.255e-14, -6979321856000.0, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<17xtf32>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xtf32>, tensor<17xtf32>
  func.return
}

// -----

func.func @cbrt_f16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -27.0, 2.0, 0.5, 10.0, -0.125, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<17xf16>
  %result = stablehlo.cbrt %operand : tensor<17xf16>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.259765625, 0.7935, 2.154296875, -0.5, 0.00390625, 40.3125, -0.00390625, -40.3125, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<17xf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf16>, tensor<17xf16>
  func.return
}

// -----

func.func @cbrt_bf16() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -27.0, 2.0, 0.5, 10.0, -0.125, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<17xbf16>
  %result = stablehlo.cbrt %operand : tensor<17xbf16>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.2578125, 0.79296875, 2.15625, -0.5, 4.5e-14, 6.98e12, -4.5e-14, -6.98e12, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<17xbf16>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xbf16>, tensor<17xbf16>
  func.return
}

// -----

func.func @cbrt_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, 2.0, 0.5, 10.0, -0.125, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<16xf8E3M4>
  %result = stablehlo.cbrt %operand : tensor<16xf8E3M4>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, 1.25, 0.78125, 2.125, -0.5, 0.25, 2.5, -0.25, -2.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<16xf8E3M4>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<16xf8E3M4>, tensor<16xf8E3M4>
  func.return
}

// -----

func.func @cbrt_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -28.0, 2.0, 0.5, 10.0, -0.125, 0.001953125, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<17xf8E4M3>
  %result = stablehlo.cbrt %operand : tensor<17xf8E4M3>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.25, 0.8125, 2.25, -0.5, 0.125, 6.0, -0.125, -6.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<17xf8E4M3>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E4M3>, tensor<17xf8E4M3>
  func.return
}

// -----

func.func @cbrt_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -28.0, 2.0, 0.5, 10.0, -0.125, 0.001953125, 448.0, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<15xf8E4M3FN>
  %result = stablehlo.cbrt %operand : tensor<15xf8E4M3FN>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.25, 0.8125, 2.25, -0.5, 0.125, 7.5, -0.125, -7.5, 0.0, -0.0, 0x7F]> : tensor<15xf8E4M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<15xf8E4M3FN>, tensor<15xf8E4M3FN>
  func.return
}

// -----

func.func @cbrt_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -28.0, 2.0, 0.5, 10.0, -0.125, 0.0009765625, 240.0, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<14xf8E4M3FNUZ>
  %result = stablehlo.cbrt %operand : tensor<14xf8E4M3FNUZ>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.25, 0.8125, 2.25, -0.5, 0.1015625, 6.0, -0.1015625, -6.0, 0.0, 0x80]> : tensor<14xf8E4M3FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E4M3FNUZ>, tensor<14xf8E4M3FNUZ>
  func.return
}

// -----

func.func @cbrt_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -28.0, 2.0, 0.5, 10.0, -0.125, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<14xf8E4M3B11FNUZ>
  %result = stablehlo.cbrt %operand : tensor<14xf8E4M3B11FNUZ>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.25, 0.8125, 2.25, -0.5, 0.05078125, 3.0, -0.05078125, -3.0, 0.0, 0x80]> : tensor<14xf8E4M3B11FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E4M3B11FNUZ>, tensor<14xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @cbrt_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -28.0, 2.0, 0.5, 10.0, -0.125, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<17xf8E5M2>
  %result = stablehlo.cbrt %operand : tensor<17xf8E5M2>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.25, 0.75, 2.0, -0.5, 0.0234375, 40.0, -0.0234375, -40.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<17xf8E5M2>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<17xf8E5M2>, tensor<17xf8E5M2>
  func.return
}

// -----

func.func @cbrt_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -28.0, 2.0, 0.5, 10.0, -0.125, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  %result = stablehlo.cbrt %operand : tensor<14xf8E5M2FNUZ>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.25, 0.75, 2.0, -0.5, 0.01953125, 40.0, -0.01953125, -40.0, 0.0, 0x80]> : tensor<14xf8E5M2FNUZ>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<14xf8E5M2FNUZ>, tensor<14xf8E5M2FNUZ>
  func.return
}

// -----

func.func @cbrt_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x82, 0x80, 0x7E, 0x01, 0xFE, 0xFF]> : tensor<7xf8E8M0FNU>
  %result = stablehlo.cbrt %operand : tensor<7xf8E8M0FNU>
  %expected = stablehlo.constant dense<[0x7F, 0x80, 0x7F, 0x7F, 0x55, 0xA9, 0xFF]> : tensor<7xf8E8M0FNU>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<7xf8E8M0FNU>, tensor<7xf8E8M0FNU>
  func.return
}

// -----

func.func @cbrt_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 7.5, -7.5, 2.0, 0.5, -0.125, 0.125, 0.0, -0.0]> : tensor<10xf6E2M3FN>
  %result = stablehlo.cbrt %operand : tensor<10xf6E2M3FN>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -2.0, 1.25, 0.75, -0.5, 0.5, 0.0, -0.0]> : tensor<10xf6E2M3FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<10xf6E2M3FN>, tensor<10xf6E2M3FN>
  func.return
}

// -----

func.func @cbrt_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 8.0, -28.0, 2.0, 0.5, 10.0, -0.125, 0.0625, 28.0, -0.0625, 0.0, -0.0]> : tensor<13xf6E3M2FN>
  %result = stablehlo.cbrt %operand : tensor<13xf6E3M2FN>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -3.0, 1.25, 0.75, 2.0, -0.5, 0.375, 3.0, -0.375, 0.0, -0.0]> : tensor<13xf6E3M2FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<13xf6E3M2FN>, tensor<13xf6E3M2FN>
  func.return
}

// -----

func.func @cbrt_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, -1.0, 6.0, -6.0, 2.0, 0.5, -0.5, 0.0, -0.0]> : tensor<9xf4E2M1FN>
  %result = stablehlo.cbrt %operand : tensor<9xf4E2M1FN>
  %expected = stablehlo.constant dense<[1.0, -1.0, 2.0, -2.0, 1.5, 1.0, -1.0, 0.0, -0.0]> : tensor<9xf4E2M1FN>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<9xf4E2M1FN>, tensor<9xf4E2M1FN>
  func.return
}

// -----

func.func @cbrt_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.cbrt %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(1.3451401, 0.48106706), (0.63666517, 0.7264883), (1.6289371, -0.5201745), (0.6460373, -0.10064716), (0.8203632, -1.0183222)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @cbrt_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.cbrt %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(1.34514014992199, 0.4810670722742522), (0.6366651614857441, 0.7264883077893569), (1.628937145922176, -0.5201745023045459), (0.6460372563365515, -0.10064715641445186), (0.8203632448837139, -1.0183221951428538)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
