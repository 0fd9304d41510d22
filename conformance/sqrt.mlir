// Conformance: stablehlo.sqrt (spec: Ops > sqrt).
// Expected values: squareRoot of IEEE-754, correctly rounded (exact comparison); complex principal root,
// computed in exact / 400-bit arithmetic (mpmath) and rounded once to nearest even
// into each format by an independent model of the encodings (float-formats.md).
// Special values follow IEEE-754. Inputs whose result would overflow a format without
// infinities (implementation-defined) are left out.
// Comparison: exact.
//

func.func @sqrt_f64() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 100.0, 5.0e-324, 1.7976931348623157e308, -5.0e-324, -1.7976931348623157e308, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<19xf64>
  %result = stablehlo.sqrt %operand : tensor<19xf64>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.4142135623730951, 0.7071067811865476, 0.5, 1.7320508075688772, 3.0, 0x7FF8000000000000, 3.1622776601683795, 10.0, 2.2227587494850775e-162, 1.3407807929942596e154, 0x7FF8000000000000, 0x7FF8000000000000, 0.0, -0.0, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<19xf64>
  func.return
}

// -----

func.func @sqrt_f32() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 100.0, 1.0e-45, 3.4028235e38, -1.0e-45, -3.4028235e38, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<19xf32>
  %result = stablehlo.sqrt %operand : tensor<19xf32>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.4142135, 0.70710677, 0.5, 1.7320508, 3.0, 0x7FC00000, 3.1622777, 10.0, 3.743392e-23, 1.8446743e19, 0x7FC00000, 0x7FC00000, 0.0, -0.0, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<19xf32>
  func.return
}

// -----

func.func @sqrt_tf32() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 100.0, 1.0e-41, 3.401e38, -1.0e-41, -3.401e38, 0.0, -0.0, 0x3FC00, 0x7FC00, 0x3FE00]> : tensor<19xtf32>
  %result = stablehlo.sqrt %operand : tensor<19xtf32>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.4140625, 0.70703125, 0.5, 1.732421875, 3.0, 0x3FE00, 3.162109375, 10.0, 3.388e-21, 1.844e19, 0x3FE00, 0x3FE00, 0.0, -0.0, 0x3FC00, 0x3FE00, 0x3FE00]> : tensor<19xtf32>
  func.return
}

// -----

func.func @sqrt_f16() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 100.0, 6.0e-8, 65504.0, -6.0e-8, -65504.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<19xf16>
  %result = stablehlo.sqrt %operand : tensor<19xf16>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.4140625, 0.70703125, 0.5, 1.732421875, 3.0, 0x7E00, 3.162109375, 10.0, 0.000244140625, 255.875, 0x7E00, 0x7E00, 0.0, -0.0, 0x7C00, 0x7E00, 0x7E00]> : tensor<19xf16>
  func.return
}

// -----

func.func @sqrt_bf16() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 100.0, 9.0e-41, 3.39e38, -9.0e-41, -3.39e38, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<19xbf16>
  %result = stablehlo.sqrt %operand : tensor<19xbf16>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.4140625, 0.70703125, 0.5, 1.734375, 3.0, 0x7FC0, 3.15625, 10.0, 9.6e-21, 1.84e19, 0x7FC0, 0x7FC0, 0.0, -0.0, 0x7F80, 0x7FC0, 0x7FC0]> : tensor<19xbf16>
  func.return
}

// -----

func.func @sqrt_f8E3M4() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 0.015625, 15.5, -0.015625, -15.5, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<18xf8E3M4>
  %result = stablehlo.sqrt %operand : tensor<18xf8E3M4>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.4375, 0.71875, 0.5, 1.75, 3.0, 0x78, 3.125, 0.125, 3.875, 0x78, 0x78, 0.0, -0.0, 0x70, 0x78, 0x78]> : tensor<18xf8E3M4>
  func.return
}

// -----

func.func @sqrt_f8E4M3() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 96.0, 0.001953125, 240.0, -0.001953125, -240.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<19xf8E4M3>
  %result = stablehlo.sqrt %operand : tensor<19xf8E4M3>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.375, 0.6875, 0.5, 1.75, 3.0, 0x7C, 3.25, 10.0, 0.04296875, 15.0, 0x7C, 0x7C, 0.0, -0.0, 0x78, 0x7C, 0x7C]> : tensor<19xf8E4M3>
  func.return
}

// -----

func.func @sqrt_f8E4M3FN() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 96.0, 0.001953125, 448.0, -0.001953125, -448.0, 0.0, -0.0, 0x7F]> : tensor<17xf8E4M3FN>
  %result = stablehlo.sqrt %operand : tensor<17xf8E4M3FN>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.375, 0.6875, 0.5, 1.75, 3.0, 0x7F, 3.25, 10.0, 0.04296875, 22.0, 0x7F, 0x7F, 0.0, -0.0, 0x7F]> : tensor<17xf8E4M3FN>
  func.return
}

// -----

func.func @sqrt_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 96.0, 0.0009765625, 240.0, -0.0009765625, -240.0, 0.0, 0x80]> : tensor<16xf8E4M3FNUZ>
  %result = stablehlo.sqrt %operand : tensor<16xf8E4M3FNUZ>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.375, 0.6875, 0.5, 1.75, 3.0, 0x80, 3.25, 10.0, 0.03125, 15.0, 0x80, 0x80, 0.0, 0x80]> : tensor<16xf8E4M3FNUZ>
  func.return
}

// -----

func.func @sqrt_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 9.0, -1.0, 10.0, 0.0001220703125, 30.0, -0.0001220703125, -30.0, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  %result = stablehlo.sqrt %operand : tensor<15xf8E4M3B11FNUZ>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.375, 0.6875, 0.5, 1.75, 3.0, 0x80, 3.25, 0.0107421875, 5.5, 0x80, 0x80, 0.0, 0x80]> : tensor<15xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @sqrt_f8E5M2() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 8.0, -1.0, 10.0, 96.0, 0.00002, 57344.0, -0.00002, -57344.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<19xf8E5M2>
  %result = stablehlo.sqrt %operand : tensor<19xf8E5M2>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.5, 0.75, 0.5, 1.75, 3.0, 0x7E, 3.0, 10.0, 0.00390625, 224.0, 0x7E, 0x7E, 0.0, -0.0, 0x7C, 0x7E, 0x7E]> : tensor<19xf8E5M2>
  func.return
}

// -----

func.func @sqrt_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 8.0, -1.0, 10.0, 96.0, 8.0e-6, 57344.0, -8.0e-6, -57344.0, 0.0, 0x80]> : tensor<16xf8E5M2FNUZ>
  %result = stablehlo.sqrt %operand : tensor<16xf8E5M2FNUZ>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.5, 0.75, 0.5, 1.75, 3.0, 0x80, 3.0, 10.0, 0.0029296875, 224.0, 0x80, 0x80, 0.0, 0x80]> : tensor<16xf8E5M2FNUZ>
  func.return
}

// -----

func.func @sqrt_f8E8M0FNU() {
  %operand = stablehlo.constant dense<[0x7F, 0x81, 0x80, 0x7E, 0x7D, 0x82, 0x86, 0x01, 0xFE, 0xFF]> : tensor<10xf8E8M0FNU>
  %result = stablehlo.sqrt %operand : tensor<10xf8E8M0FNU>
  check.expect_eq_const %result, dense<[0x7F, 0x80, 0x7F, 0x7E, 0x7E, 0x80, 0x82, 0x40, 0xBE, 0xFF]> : tensor<10xf8E8M0FNU>
  func.return
}

// -----

func.func @sqrt_f6E2M3FN() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 7.5, 0.125, 0.0, -0.0]> : tensor<10xf6E2M3FN>
  %result = stablehlo.sqrt %operand : tensor<10xf6E2M3FN>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.375, 0.75, 0.5, 1.75, 2.75, 0.375, 0.0, -0.0]> : tensor<10xf6E2M3FN>
  func.return
}

// -----

func.func @sqrt_f6E3M2FN() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 0.25, 3.0, 8.0, 10.0, 28.0, 0.0625, 0.0, -0.0]> : tensor<12xf6E3M2FN>
  %result = stablehlo.sqrt %operand : tensor<12xf6E3M2FN>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.5, 0.75, 0.5, 1.75, 3.0, 3.0, 5.0, 0.25, 0.0, -0.0]> : tensor<12xf6E3M2FN>
  func.return
}

// -----

func.func @sqrt_f4E2M1FN() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0, 0.5, 3.0, 6.0, 0.0, -0.0]> : tensor<8xf4E2M1FN>
  %result = stablehlo.sqrt %operand : tensor<8xf4E2M1FN>
  check.expect_eq_const %result, dense<[1.0, 2.0, 1.5, 0.5, 1.5, 2.0, 0.0, -0.0]> : tensor<8xf4E2M1FN>
  func.return
}

// -----

func.func @sqrt_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.sqrt %operand : tensor<5xcomplex<f32>>
  %expected = stablehlo.constant dense<[(1.4858459, 0.84127164), (0.27512527, 0.908677), (2.0, -1.0), (0.51454276, -0.12146707), (0.34356076, -1.4553467)]> : tensor<5xcomplex<f32>>
  check.expect_close %result, %expected, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  func.return
}

// -----

func.func @sqrt_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-0.75, 0.5), (3.0, -4.0), (0.25, -0.125), (-2.0, -1.0)]> : tensor<5xcomplex<f64>>
  %result = stablehlo.sqrt %operand : tensor<5xcomplex<f64>>
  %expected = stablehlo.constant dense<[(1.4858458781822983, 0.8412716408576514), (0.27512526135016874, 0.9086770105119854), (2.0, -1.0), (0.5145427568178731, -0.12146706793916141), (0.34356074972251244, -1.455346690225355)]> : tensor<5xcomplex<f64>>
  check.expect_close %result, %expected, max_ulp_difference = 4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
