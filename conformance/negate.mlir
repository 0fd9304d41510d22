// Conformance: stablehlo.negate (spec: Ops > negate).
// signed integers: -x; unsigned: bitcast to signed, negate, bitcast back
// (2^N - x modulo 2^N); floats: IEEE-754 negate (flips the sign, of zeros
// and NaNs too); complex: both parts. *_impl_defined: -min (overflows;
// hloref wraps to min).
// Expected values come from an independent model of the element types (exact
// rational arithmetic rounded once to nearest even into each format, Python
// integers, mpmath), written from the spec and float-formats.md; none were
// produced by hloref. Funcs named *_impl_defined hold inputs whose result the
// spec leaves implementation-defined (integer overflow: spec Execution >
// Errors; float results that a format without infinities cannot hold, e.g.
// overflow in f8E4M3FN: float-formats.md; and as noted per op); they check
// hloref's documented choice (NaN for the FN/FNUZ types, the largest finite
// value for f4/f6, integers wrap modulo 2^N) and may be skipped when testing
// another implementation.

func.func @negate_i2() {
  %operand = stablehlo.constant dense<[-1, 0, 1]> : tensor<3xi2>
  %result = stablehlo.negate %operand : tensor<3xi2>
  check.expect_eq_const %result, dense<[1, 0, -1]> : tensor<3xi2>
  func.return
}

// -----

func.func @negate_i2_impl_defined() {
  %operand = stablehlo.constant dense<[-2]> : tensor<1xi2>
  %result = stablehlo.negate %operand : tensor<1xi2>
  check.expect_eq_const %result, dense<[-2]> : tensor<1xi2>
  func.return
}

// -----

func.func @negate_i4() {
  %operand = stablehlo.constant dense<[-7, -2, -1, 0, 1, 2, 3, 4, 6, 7]> : tensor<10xi4>
  %result = stablehlo.negate %operand : tensor<10xi4>
  check.expect_eq_const %result, dense<[7, 2, 1, 0, -1, -2, -3, -4, -6, -7]> : tensor<10xi4>
  func.return
}

// -----

func.func @negate_i4_impl_defined() {
  %operand = stablehlo.constant dense<[-8]> : tensor<1xi4>
  %result = stablehlo.negate %operand : tensor<1xi4>
  check.expect_eq_const %result, dense<[-8]> : tensor<1xi4>
  func.return
}

// -----

func.func @negate_i8() {
  %operand = stablehlo.constant dense<[-127, -2, -1, 0, 1, 2, 3, 63, 64, 126, 127]> : tensor<11xi8>
  %result = stablehlo.negate %operand : tensor<11xi8>
  check.expect_eq_const %result, dense<[127, 2, 1, 0, -1, -2, -3, -63, -64, -126, -127]> : tensor<11xi8>
  func.return
}

// -----

func.func @negate_i8_impl_defined() {
  %operand = stablehlo.constant dense<[-128]> : tensor<1xi8>
  %result = stablehlo.negate %operand : tensor<1xi8>
  check.expect_eq_const %result, dense<[-128]> : tensor<1xi8>
  func.return
}

// -----

func.func @negate_i16() {
  %operand = stablehlo.constant dense<[-32767, -100, -2, -1, 0, 1, 2, 3, 100, 12345, 16383, 16384, 32766, 32767]> : tensor<14xi16>
  %result = stablehlo.negate %operand : tensor<14xi16>
  check.expect_eq_const %result, dense<[32767, 100, 2, 1, 0, -1, -2, -3, -100, -12345, -16383, -16384, -32766, -32767]> : tensor<14xi16>
  func.return
}

// -----

func.func @negate_i16_impl_defined() {
  %operand = stablehlo.constant dense<[-32768]> : tensor<1xi16>
  %result = stablehlo.negate %operand : tensor<1xi16>
  check.expect_eq_const %result, dense<[-32768]> : tensor<1xi16>
  func.return
}

// -----

func.func @negate_i32() {
  %operand = stablehlo.constant dense<[-2147483647, -100, -2, -1, 0, 1, 2, 3, 100, 12345, 1073741823, 1073741824, 2147483646,
    2147483647]> : tensor<14xi32>
  %result = stablehlo.negate %operand : tensor<14xi32>
  check.expect_eq_const %result, dense<[2147483647, 100, 2, 1, 0, -1, -2, -3, -100, -12345, -1073741823, -1073741824, -2147483646,
    -2147483647]> : tensor<14xi32>
  func.return
}

// -----

func.func @negate_i32_impl_defined() {
  %operand = stablehlo.constant dense<[-2147483648]> : tensor<1xi32>
  %result = stablehlo.negate %operand : tensor<1xi32>
  check.expect_eq_const %result, dense<[-2147483648]> : tensor<1xi32>
  func.return
}

// -----

func.func @negate_i64() {
  %operand = stablehlo.constant dense<[-9223372036854775807, -100, -2, -1, 0, 1, 2, 3, 100, 12345, 4611686018427387903,
    4611686018427387904, 9223372036854775806, 9223372036854775807]> : tensor<14xi64>
  %result = stablehlo.negate %operand : tensor<14xi64>
  check.expect_eq_const %result, dense<[9223372036854775807, 100, 2, 1, 0, -1, -2, -3, -100, -12345, -4611686018427387903,
    -4611686018427387904, -9223372036854775806, -9223372036854775807]> : tensor<14xi64>
  func.return
}

// -----

func.func @negate_i64_impl_defined() {
  %operand = stablehlo.constant dense<[-9223372036854775808]> : tensor<1xi64>
  %result = stablehlo.negate %operand : tensor<1xi64>
  check.expect_eq_const %result, dense<[-9223372036854775808]> : tensor<1xi64>
  func.return
}

// -----

func.func @negate_ui2() {
  %operand = stablehlo.constant dense<[0, 1, 3]> : tensor<3xui2>
  %result = stablehlo.negate %operand : tensor<3xui2>
  check.expect_eq_const %result, dense<[0, 3, 1]> : tensor<3xui2>
  func.return
}

// -----

func.func @negate_ui2_impl_defined() {
  %operand = stablehlo.constant dense<[2]> : tensor<1xui2>
  %result = stablehlo.negate %operand : tensor<1xui2>
  check.expect_eq_const %result, dense<[2]> : tensor<1xui2>
  func.return
}

// -----

func.func @negate_ui4() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 7, 14, 15]> : tensor<7xui4>
  %result = stablehlo.negate %operand : tensor<7xui4>
  check.expect_eq_const %result, dense<[0, 15, 14, 13, 9, 2, 1]> : tensor<7xui4>
  func.return
}

// -----

func.func @negate_ui4_impl_defined() {
  %operand = stablehlo.constant dense<[8]> : tensor<1xui4>
  %result = stablehlo.negate %operand : tensor<1xui4>
  check.expect_eq_const %result, dense<[8]> : tensor<1xui4>
  func.return
}

// -----

func.func @negate_ui8() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 127, 254, 255]> : tensor<7xui8>
  %result = stablehlo.negate %operand : tensor<7xui8>
  check.expect_eq_const %result, dense<[0, 255, 254, 253, 129, 2, 1]> : tensor<7xui8>
  func.return
}

// -----

func.func @negate_ui8_impl_defined() {
  %operand = stablehlo.constant dense<[128]> : tensor<1xui8>
  %result = stablehlo.negate %operand : tensor<1xui8>
  check.expect_eq_const %result, dense<[128]> : tensor<1xui8>
  func.return
}

// -----

func.func @negate_ui16() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 32767, 65534, 65535]> : tensor<9xui16>
  %result = stablehlo.negate %operand : tensor<9xui16>
  check.expect_eq_const %result, dense<[0, 65535, 65534, 65533, 65436, 53191, 32769, 2, 1]> : tensor<9xui16>
  func.return
}

// -----

func.func @negate_ui16_impl_defined() {
  %operand = stablehlo.constant dense<[32768]> : tensor<1xui16>
  %result = stablehlo.negate %operand : tensor<1xui16>
  check.expect_eq_const %result, dense<[32768]> : tensor<1xui16>
  func.return
}

// -----

func.func @negate_ui32() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 2147483647, 4294967294, 4294967295]> : tensor<9xui32>
  %result = stablehlo.negate %operand : tensor<9xui32>
  check.expect_eq_const %result, dense<[0, 4294967295, 4294967294, 4294967293, 4294967196, 4294954951, 2147483649, 2, 1]> : tensor<9xui32>
  func.return
}

// -----

func.func @negate_ui32_impl_defined() {
  %operand = stablehlo.constant dense<[2147483648]> : tensor<1xui32>
  %result = stablehlo.negate %operand : tensor<1xui32>
  check.expect_eq_const %result, dense<[2147483648]> : tensor<1xui32>
  func.return
}

// -----

func.func @negate_ui64() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 9223372036854775807, 18446744073709551614, 18446744073709551615]> : tensor<9xui64>
  %result = stablehlo.negate %operand : tensor<9xui64>
  check.expect_eq_const %result, dense<[0, 18446744073709551615, 18446744073709551614, 18446744073709551613, 18446744073709551516,
    18446744073709539271, 9223372036854775809, 2, 1]> : tensor<9xui64>
  func.return
}

// -----

func.func @negate_ui64_impl_defined() {
  %operand = stablehlo.constant dense<[9223372036854775808]> : tensor<1xui64>
  %result = stablehlo.negate %operand : tensor<1xui64>
  check.expect_eq_const %result, dense<[9223372036854775808]> : tensor<1xui64>
  func.return
}

// -----

func.func @negate_f64() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1, -7.0, 0.3333333333333333, 100.0, 0.75,
    1.7976931348623157e+308, -1.7976931348623157e+308, 2.2250738585072014e-308,
    -2.2250738585072014e-308, 5.0e-324, -5.0e-324, 0x7FF0000000000000, 0xFFF0000000000000,
    0x7FF8000000000000]> : tensor<21xf64>
  %result = stablehlo.negate %operand : tensor<21xf64>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.1, 7.0, -0.3333333333333333, -100.0, -0.75,
    -1.7976931348623157e+308, 1.7976931348623157e+308, -2.2250738585072014e-308,
    2.2250738585072014e-308, -5.0e-324, 5.0e-324, 0xFFF0000000000000, 0x7FF0000000000000,
    0x7FF8000000000000]> : tensor<21xf64>
  func.return
}

// -----

func.func @negate_f32() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.10000000149011612, -7.0, 0.3333333432674408, 100.0,
    0.75, 3.4028234663852886e+38, -3.4028234663852886e+38, 1.1754943508222875e-38,
    -1.1754943508222875e-38, 1.401298464324817e-45, -1.401298464324817e-45, 0x7F800000, 0xFF800000,
    0x7FC00000]> : tensor<21xf32>
  %result = stablehlo.negate %operand : tensor<21xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.10000000149011612, 7.0, -0.3333333432674408, -100.0,
    -0.75, -3.4028234663852886e+38, 3.4028234663852886e+38, -1.1754943508222875e-38,
    1.1754943508222875e-38, -1.401298464324817e-45, 1.401298464324817e-45, 0xFF800000, 0x7F800000,
    0x7FC00000]> : tensor<21xf32>
  func.return
}

// -----

func.func @negate_f16() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.0999755859375, -7.0, 0.333251953125, 100.0, 0.75,
    65504.0, -65504.0, 6.103515625e-05, -6.103515625e-05, 5.960464477539063e-08,
    -5.960464477539063e-08, 0x7C00, 0xFC00, 0x7E00]> : tensor<21xf16>
  %result = stablehlo.negate %operand : tensor<21xf16>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.0999755859375, 7.0, -0.333251953125, -100.0, -0.75,
    -65504.0, 65504.0, -6.103515625e-05, 6.103515625e-05, -5.960464477539063e-08,
    5.960464477539063e-08, 0xFC00, 0x7C00, 0x7E00]> : tensor<21xf16>
  func.return
}

// -----

func.func @negate_bf16() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.10009765625, -7.0, 0.333984375, 100.0, 0.75,
    3.3895313892515355e+38, -3.3895313892515355e+38, 1.1754943508222875e-38,
    -1.1754943508222875e-38, 9.183549615799121e-41, -9.183549615799121e-41, 0x7F80, 0xFF80, 0x7FC0]> : tensor<21xbf16>
  %result = stablehlo.negate %operand : tensor<21xbf16>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.10009765625, 7.0, -0.333984375, -100.0, -0.75,
    -3.3895313892515355e+38, 3.3895313892515355e+38, -1.1754943508222875e-38,
    1.1754943508222875e-38, -9.183549615799121e-41, 9.183549615799121e-41, 0xFF80, 0x7F80, 0x7FC0]> : tensor<21xbf16>
  func.return
}

// -----

func.func @negate_tf32() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.0999755859375, -7.0, 0.333251953125, 100.0, 0.75,
    3.4011621342146535e+38, -3.4011621342146535e+38, 1.1754943508222875e-38,
    -1.1754943508222875e-38, 1.1479437019748901e-41, -1.1479437019748901e-41, 0x3FC00, 0x7FC00,
    0x3FE00]> : tensor<21xtf32>
  %result = stablehlo.negate %operand : tensor<21xtf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.0999755859375, 7.0, -0.333251953125, -100.0, -0.75,
    -3.4011621342146535e+38, 3.4011621342146535e+38, -1.1754943508222875e-38,
    1.1754943508222875e-38, -1.1479437019748901e-41, 1.1479437019748901e-41, 0x7FC00, 0x3FC00,
    0x3FE00]> : tensor<21xtf32>
  func.return
}

// -----

func.func @negate_f8E4M3FN() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1015625, -7.0, 0.34375, 96.0, 0.75, 448.0, -448.0,
    0.015625, -0.015625, 0.001953125, -0.001953125, 0x7F]> : tensor<19xf8E4M3FN>
  %result = stablehlo.negate %operand : tensor<19xf8E4M3FN>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.1015625, 7.0, -0.34375, -96.0, -0.75, -448.0, 448.0,
    -0.015625, 0.015625, -0.001953125, 0.001953125, 0x7F]> : tensor<19xf8E4M3FN>
  func.return
}

// -----

func.func @negate_f8E5M2() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.09375, -7.0, 0.3125, 96.0, 0.75, 57344.0, -57344.0,
    6.103515625e-05, -6.103515625e-05, 1.52587890625e-05, -1.52587890625e-05, 0x7C, 0xFC, 0x7E]> : tensor<21xf8E5M2>
  %result = stablehlo.negate %operand : tensor<21xf8E5M2>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.09375, 7.0, -0.3125, -96.0, -0.75, -57344.0, 57344.0,
    -6.103515625e-05, 6.103515625e-05, -1.52587890625e-05, 1.52587890625e-05, 0xFC, 0x7C, 0x7E]> : tensor<21xf8E5M2>
  func.return
}

// -----

func.func @negate_f8E4M3FNUZ() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1015625, -7.0, 0.34375, 96.0, 0.75, 240.0, -240.0, 0.0078125,
    -0.0078125, 0.0009765625, -0.0009765625, 0x80]> : tensor<18xf8E4M3FNUZ>
  %result = stablehlo.negate %operand : tensor<18xf8E4M3FNUZ>
  check.expect_eq_const %result, dense<[0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.1015625, 7.0, -0.34375, -96.0, -0.75, -240.0, 240.0,
    -0.0078125, 0.0078125, -0.0009765625, 0.0009765625, 0x80]> : tensor<18xf8E4M3FNUZ>
  func.return
}

// -----

func.func @negate_f8E5M2FNUZ() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.09375, -7.0, 0.3125, 96.0, 0.75, 57344.0, -57344.0,
    3.0517578125e-05, -3.0517578125e-05, 7.62939453125e-06, -7.62939453125e-06, 0x80]> : tensor<18xf8E5M2FNUZ>
  %result = stablehlo.negate %operand : tensor<18xf8E5M2FNUZ>
  check.expect_eq_const %result, dense<[0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.09375, 7.0, -0.3125, -96.0, -0.75, -57344.0, 57344.0,
    -3.0517578125e-05, 3.0517578125e-05, -7.62939453125e-06, 7.62939453125e-06, 0x80]> : tensor<18xf8E5M2FNUZ>
  func.return
}

// -----

func.func @negate_f8E4M3B11FNUZ() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1015625, -7.0, 0.34375, 0.75, 30.0, -30.0, 0.0009765625,
    -0.0009765625, 0.0001220703125, -0.0001220703125, 0x80]> : tensor<17xf8E4M3B11FNUZ>
  %result = stablehlo.negate %operand : tensor<17xf8E4M3B11FNUZ>
  check.expect_eq_const %result, dense<[0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.1015625, 7.0, -0.34375, -0.75, -30.0, 30.0, -0.0009765625,
    0.0009765625, -0.0001220703125, 0.0001220703125, 0x80]> : tensor<17xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @negate_f8E3M4() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.09375, -7.0, 0.328125, 0.75, 15.5, -15.5, 0.25, -0.25,
    0.015625, -0.015625, 0x70, 0xF0, 0x78]> : tensor<20xf8E3M4>
  %result = stablehlo.negate %operand : tensor<20xf8E3M4>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.09375, 7.0, -0.328125, -0.75, -15.5, 15.5, -0.25,
    0.25, -0.015625, 0.015625, 0xF0, 0x70, 0x78]> : tensor<20xf8E3M4>
  func.return
}

// -----

func.func @negate_f8E4M3() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1015625, -7.0, 0.34375, 96.0, 0.75, 240.0, -240.0,
    0.015625, -0.015625, 0.001953125, -0.001953125, 0x78, 0xF8, 0x7C]> : tensor<21xf8E4M3>
  %result = stablehlo.negate %operand : tensor<21xf8E4M3>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.1015625, 7.0, -0.34375, -96.0, -0.75, -240.0, 240.0,
    -0.015625, 0.015625, -0.001953125, 0.001953125, 0xF8, 0x78, 0x7C]> : tensor<21xf8E4M3>
  func.return
}

// -----

func.func @negate_f4E2M1FN() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.0, 3.0, 0.5, 6.0, -6.0, -0.5]> : tensor<11xf4E2M1FN>
  %result = stablehlo.negate %operand : tensor<11xf4E2M1FN>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.0, -3.0, -0.5, -6.0, 6.0, 0.5]> : tensor<11xf4E2M1FN>
  func.return
}

// -----

func.func @negate_f6E2M3FN() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.125, -7.0, 0.375, 0.75, 7.5, -7.5, -0.125]> : tensor<14xf6E2M3FN>
  %result = stablehlo.negate %operand : tensor<14xf6E2M3FN>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.125, 7.0, -0.375, -0.75, -7.5, 7.5, 0.125]> : tensor<14xf6E2M3FN>
  func.return
}

// -----

func.func @negate_f6E3M2FN() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.125, -7.0, 0.3125, 0.75, 28.0, -28.0, 0.25, -0.25,
    0.0625, -0.0625]> : tensor<17xf6E3M2FN>
  %result = stablehlo.negate %operand : tensor<17xf6E3M2FN>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 1.0, -1.5, 2.5, -3.0, -0.125, 7.0, -0.3125, -0.75, -28.0, 28.0, -0.25, 0.25,
    -0.0625, 0.0625]> : tensor<17xf6E3M2FN>
  func.return
}

// -----

func.func @negate_c64() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-2.0, 0.5), (0.0, 1.0), (3.25, -4.0), (0.10000000149011612, 0.30000001192092896),
    (-7.0, -0.0), (12345.677734375, -0.0010000000474974513)]> : tensor<7xcomplex<f32>>
  %result = stablehlo.negate %operand : tensor<7xcomplex<f32>>
  check.expect_eq_const %result, dense<[(-1.5, -2.5), (2.0, -0.5), (-0.0, -1.0), (-3.25, 4.0),
    (-0.10000000149011612, -0.30000001192092896), (7.0, 0.0),
    (-12345.677734375, 0.0010000000474974513)]> : tensor<7xcomplex<f32>>
  func.return
}

// -----

func.func @negate_c128() {
  %operand = stablehlo.constant dense<[(1.5, 2.5), (-2.0, 0.5), (0.0, 1.0), (3.25, -4.0), (0.1, 0.3), (-7.0, -0.0), (12345.678, -0.001)]> : tensor<7xcomplex<f64>>
  %result = stablehlo.negate %operand : tensor<7xcomplex<f64>>
  check.expect_eq_const %result, dense<[(-1.5, -2.5), (2.0, -0.5), (-0.0, -1.0), (-3.25, 4.0), (-0.1, -0.3), (7.0, 0.0),
    (-12345.678, 0.001)]> : tensor<7xcomplex<f64>>
  func.return
}
