// Conformance: stablehlo.select (spec: Ops > select).
// pred ? on_true : on_false elementwise (a scalar pred selects whole
// tensors); values pass through unchanged, NaN payloads and signed zeros
// included.
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

func.func @select_i1() {
  %pred = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %on_true = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
  %on_false = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %result, dense<[true, false, false, true]> : tensor<4xi1>
  func.return
}

// -----

func.func @select_i2() {
  %pred = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
  %on_true = stablehlo.constant dense<[-2, -1, 0, 1]> : tensor<4xi2>
  %on_false = stablehlo.constant dense<[1, 0, -1, -2]> : tensor<4xi2>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<4xi1>, tensor<4xi2>, tensor<4xi2>) -> tensor<4xi2>
  check.expect_eq_const %result, dense<[-2, 0, 0, 1]> : tensor<4xi2>
  func.return
}

// -----

func.func @select_i4() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false, true, true, false]> : tensor<11xi1>
  %on_true = stablehlo.constant dense<[-8, -7, -2, -1, 0, 1, 2, 3, 4, 6, 7]> : tensor<11xi4>
  %on_false = stablehlo.constant dense<[7, 6, 4, 3, 2, 1, 0, -1, -2, -7, -8]> : tensor<11xi4>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<11xi1>, tensor<11xi4>, tensor<11xi4>) -> tensor<11xi4>
  check.expect_eq_const %result, dense<[-8, 6, -2, -1, 2, 1, 2, -1, 4, 6, -8]> : tensor<11xi4>
  func.return
}

// -----

func.func @select_i8() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false, true, true, false, true]> : tensor<12xi1>
  %on_true = stablehlo.constant dense<[-128, -127, -2, -1, 0, 1, 2, 3, 63, 64, 126, 127]> : tensor<12xi8>
  %on_false = stablehlo.constant dense<[127, 126, 64, 63, 3, 2, 1, 0, -1, -2, -127, -128]> : tensor<12xi8>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<12xi1>, tensor<12xi8>, tensor<12xi8>) -> tensor<12xi8>
  check.expect_eq_const %result, dense<[-128, 126, -2, -1, 3, 1, 2, 0, 63, 64, -127, 127]> : tensor<12xi8>
  func.return
}

// -----

func.func @select_i16() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false, true, true, false, true, true, false, true]> : tensor<15xi1>
  %on_true = stablehlo.constant dense<[-32768, -32767, -100, -2, -1, 0, 1, 2, 3, 100, 12345, 16383, 16384, 32766, 32767]> : tensor<15xi16>
  %on_false = stablehlo.constant dense<[32767, 32766, 16384, 16383, 12345, 100, 3, 2, 1, 0, -1, -2, -100, -32767, -32768]> : tensor<15xi16>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<15xi1>, tensor<15xi16>, tensor<15xi16>) -> tensor<15xi16>
  check.expect_eq_const %result, dense<[-32768, 32766, -100, -2, 12345, 0, 1, 2, 3, 100, -1, 16383, 16384, -32767, 32767]> : tensor<15xi16>
  func.return
}

// -----

func.func @select_i32() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false, true, true, false, true, true, false, true]> : tensor<15xi1>
  %on_true = stablehlo.constant dense<[-2147483648, -2147483647, -100, -2, -1, 0, 1, 2, 3, 100, 12345, 1073741823, 1073741824,
    2147483646, 2147483647]> : tensor<15xi32>
  %on_false = stablehlo.constant dense<[2147483647, 2147483646, 1073741824, 1073741823, 12345, 100, 3, 2, 1, 0, -1, -2, -100,
    -2147483647, -2147483648]> : tensor<15xi32>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<15xi1>, tensor<15xi32>, tensor<15xi32>) -> tensor<15xi32>
  check.expect_eq_const %result, dense<[-2147483648, 2147483646, -100, -2, 12345, 0, 1, 2, 3, 100, -1, 1073741823, 1073741824,
    -2147483647, 2147483647]> : tensor<15xi32>
  func.return
}

// -----

func.func @select_i64() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false, true, true, false, true, true, false, true]> : tensor<15xi1>
  %on_true = stablehlo.constant dense<[-9223372036854775808, -9223372036854775807, -100, -2, -1, 0, 1, 2, 3, 100, 12345,
    4611686018427387903, 4611686018427387904, 9223372036854775806, 9223372036854775807]> : tensor<15xi64>
  %on_false = stablehlo.constant dense<[9223372036854775807, 9223372036854775806, 4611686018427387904, 4611686018427387903, 12345, 100,
    3, 2, 1, 0, -1, -2, -100, -9223372036854775807, -9223372036854775808]> : tensor<15xi64>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<15xi1>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
  check.expect_eq_const %result, dense<[-9223372036854775808, 9223372036854775806, -100, -2, 12345, 0, 1, 2, 3, 100, -1,
    4611686018427387903, 4611686018427387904, -9223372036854775807, 9223372036854775807]> : tensor<15xi64>
  func.return
}

// -----

func.func @select_ui2() {
  %pred = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
  %on_true = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui2>
  %on_false = stablehlo.constant dense<[3, 2, 1, 0]> : tensor<4xui2>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<4xi1>, tensor<4xui2>, tensor<4xui2>) -> tensor<4xui2>
  check.expect_eq_const %result, dense<[0, 2, 2, 3]> : tensor<4xui2>
  func.return
}

// -----

func.func @select_ui4() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false]> : tensor<8xi1>
  %on_true = stablehlo.constant dense<[0, 1, 2, 3, 7, 8, 14, 15]> : tensor<8xui4>
  %on_false = stablehlo.constant dense<[15, 14, 8, 7, 3, 2, 1, 0]> : tensor<8xui4>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<8xi1>, tensor<8xui4>, tensor<8xui4>) -> tensor<8xui4>
  check.expect_eq_const %result, dense<[0, 14, 2, 3, 3, 8, 14, 0]> : tensor<8xui4>
  func.return
}

// -----

func.func @select_ui8() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false]> : tensor<8xi1>
  %on_true = stablehlo.constant dense<[0, 1, 2, 3, 127, 128, 254, 255]> : tensor<8xui8>
  %on_false = stablehlo.constant dense<[255, 254, 128, 127, 3, 2, 1, 0]> : tensor<8xui8>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<8xi1>, tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
  check.expect_eq_const %result, dense<[0, 254, 2, 3, 3, 128, 254, 0]> : tensor<8xui8>
  func.return
}

// -----

func.func @select_ui16() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false, true, true]> : tensor<10xi1>
  %on_true = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 32767, 32768, 65534, 65535]> : tensor<10xui16>
  %on_false = stablehlo.constant dense<[65535, 65534, 32768, 32767, 12345, 100, 3, 2, 1, 0]> : tensor<10xui16>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<10xi1>, tensor<10xui16>, tensor<10xui16>) -> tensor<10xui16>
  check.expect_eq_const %result, dense<[0, 65534, 2, 3, 12345, 12345, 32767, 2, 65534, 65535]> : tensor<10xui16>
  func.return
}

// -----

func.func @select_ui32() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false, true, true]> : tensor<10xi1>
  %on_true = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 2147483647, 2147483648, 4294967294, 4294967295]> : tensor<10xui32>
  %on_false = stablehlo.constant dense<[4294967295, 4294967294, 2147483648, 2147483647, 12345, 100, 3, 2, 1, 0]> : tensor<10xui32>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<10xi1>, tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
  check.expect_eq_const %result, dense<[0, 4294967294, 2, 3, 12345, 12345, 2147483647, 2, 4294967294, 4294967295]> : tensor<10xui32>
  func.return
}

// -----

func.func @select_ui64() {
  %pred = stablehlo.constant dense<[true, false, true, true, false, true, true, false, true, true]> : tensor<10xi1>
  %on_true = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 9223372036854775807, 9223372036854775808, 18446744073709551614,
    18446744073709551615]> : tensor<10xui64>
  %on_false = stablehlo.constant dense<[18446744073709551615, 18446744073709551614, 9223372036854775808, 9223372036854775807, 12345,
    100, 3, 2, 1, 0]> : tensor<10xui64>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<10xi1>, tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
  check.expect_eq_const %result, dense<[0, 18446744073709551614, 2, 3, 12345, 12345, 9223372036854775807, 2, 18446744073709551614,
    18446744073709551615]> : tensor<10xui64>
  func.return
}

// -----

func.func @select_i32_scalar_pred_true() {
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %on_true = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %on_false = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<i1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[1, 2, 3]> : tensor<3xi32>
  func.return
}

// -----

func.func @select_i32_scalar_pred_false() {
  %pred = stablehlo.constant dense<false> : tensor<i1>
  %on_true = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %on_false = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<i1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[4, 5, 6]> : tensor<3xi32>
  func.return
}

// -----

func.func @select_f64() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<14xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.5, 3.0, 0.1, 1.7976931348623157e+308, -1.7976931348623157e+308,
    2.2250738585072014e-308, 5.0e-324, -5.0e-324, 0x7FF0000000000000, 0xFFF0000000000000,
    0x7FF8000000000000]> : tensor<14xf64>
  %on_false = stablehlo.constant dense<[0x7FF8000000000000, 0xFFF0000000000000, 0x7FF0000000000000, -5.0e-324, 5.0e-324,
    2.2250738585072014e-308, -1.7976931348623157e+308, 1.7976931348623157e+308, 0.1, 3.0, -2.5,
    1.0, -0.0, 0.0]> : tensor<14xf64>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<14xi1>, tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
  check.expect_eq_const %result, dense<[0.0, 0xFFF0000000000000, 1.0, -5.0e-324, 3.0, 2.2250738585072014e-308, 1.7976931348623157e+308,
    1.7976931348623157e+308, 2.2250738585072014e-308, 3.0, -5.0e-324, 1.0, 0xFFF0000000000000, 0.0]> : tensor<14xf64>
  func.return
}

// -----

func.func @select_f32() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<14xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.5, 3.0, 0.10000000149011612, 3.4028234663852886e+38,
    -3.4028234663852886e+38, 1.1754943508222875e-38, 1.401298464324817e-45, -1.401298464324817e-45,
    0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<14xf32>
  %on_false = stablehlo.constant dense<[0x7FC00000, 0xFF800000, 0x7F800000, -1.401298464324817e-45, 1.401298464324817e-45,
    1.1754943508222875e-38, -3.4028234663852886e+38, 3.4028234663852886e+38, 0.10000000149011612,
    3.0, -2.5, 1.0, -0.0, 0.0]> : tensor<14xf32>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<14xi1>, tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
  check.expect_eq_const %result, dense<[0.0, 0xFF800000, 1.0, -1.401298464324817e-45, 3.0, 1.1754943508222875e-38,
    3.4028234663852886e+38, 3.4028234663852886e+38, 1.1754943508222875e-38, 3.0,
    -1.401298464324817e-45, 1.0, 0xFF800000, 0.0]> : tensor<14xf32>
  func.return
}

// -----

func.func @select_f16() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<14xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.5, 3.0, 0.0999755859375, 65504.0, -65504.0, 6.103515625e-05,
    5.960464477539063e-08, -5.960464477539063e-08, 0x7C00, 0xFC00, 0x7E00]> : tensor<14xf16>
  %on_false = stablehlo.constant dense<[0x7E00, 0xFC00, 0x7C00, -5.960464477539063e-08, 5.960464477539063e-08, 6.103515625e-05,
    -65504.0, 65504.0, 0.0999755859375, 3.0, -2.5, 1.0, -0.0, 0.0]> : tensor<14xf16>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<14xi1>, tensor<14xf16>, tensor<14xf16>) -> tensor<14xf16>
  check.expect_eq_const %result, dense<[0.0, 0xFC00, 1.0, -5.960464477539063e-08, 3.0, 6.103515625e-05, 65504.0, 65504.0,
    6.103515625e-05, 3.0, -5.960464477539063e-08, 1.0, 0xFC00, 0.0]> : tensor<14xf16>
  func.return
}

// -----

func.func @select_bf16() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<14xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.5, 3.0, 0.10009765625, 3.3895313892515355e+38, -3.3895313892515355e+38,
    1.1754943508222875e-38, 9.183549615799121e-41, -9.183549615799121e-41, 0x7F80, 0xFF80, 0x7FC0]> : tensor<14xbf16>
  %on_false = stablehlo.constant dense<[0x7FC0, 0xFF80, 0x7F80, -9.183549615799121e-41, 9.183549615799121e-41, 1.1754943508222875e-38,
    -3.3895313892515355e+38, 3.3895313892515355e+38, 0.10009765625, 3.0, -2.5, 1.0, -0.0, 0.0]> : tensor<14xbf16>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<14xi1>, tensor<14xbf16>, tensor<14xbf16>) -> tensor<14xbf16>
  check.expect_eq_const %result, dense<[0.0, 0xFF80, 1.0, -9.183549615799121e-41, 3.0, 1.1754943508222875e-38, 3.3895313892515355e+38,
    3.3895313892515355e+38, 1.1754943508222875e-38, 3.0, -9.183549615799121e-41, 1.0, 0xFF80, 0.0]> : tensor<14xbf16>
  func.return
}

// -----

func.func @select_tf32() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true]> : tensor<15xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.0999755859375, 3.4011621342146535e+38,
    -3.4011621342146535e+38, 1.1479437019748901e-41, -1.1479437019748901e-41, 0x3FC00, 0x7FC00,
    0x3FE00]> : tensor<15xtf32>
  %on_false = stablehlo.constant dense<[0x3FE00, 0x7FC00, 0x3FC00, -1.1479437019748901e-41, 1.1479437019748901e-41,
    -3.4011621342146535e+38, 3.4011621342146535e+38, 0.0999755859375, 3.0, -2.5, 1.5, -1.0, 1.0,
    -0.0, 0.0]> : tensor<15xtf32>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<15xi1>, tensor<15xtf32>, tensor<15xtf32>) -> tensor<15xtf32>
  check.expect_eq_const %result, dense<[0.0, 0x7FC00, 1.0, -1.1479437019748901e-41, 1.5, -3.4011621342146535e+38, 3.0, 0.0999755859375,
    3.4011621342146535e+38, -2.5, 1.1479437019748901e-41, -1.0, 0x3FC00, -0.0, 0x3FE00]> : tensor<15xtf32>
  func.return
}

// -----

func.func @select_f8E4M3FN() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true]> : tensor<13xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1015625, 448.0, -448.0, 0.001953125, -0.001953125, 0x7F]> : tensor<13xf8E4M3FN>
  %on_false = stablehlo.constant dense<[0x7F, -0.001953125, 0.001953125, -448.0, 448.0, 0.1015625, 3.0, -2.5, 1.5, -1.0, 1.0, -0.0, 0.0]> : tensor<13xf8E4M3FN>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<13xi1>, tensor<13xf8E4M3FN>, tensor<13xf8E4M3FN>) -> tensor<13xf8E4M3FN>
  check.expect_eq_const %result, dense<[0.0, -0.001953125, 1.0, -448.0, 1.5, 0.1015625, 3.0, -2.5, 448.0, -1.0, 0.001953125, -0.0, 0x7F]> : tensor<13xf8E4M3FN>
  func.return
}

// -----

func.func @select_f8E5M2() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true]> : tensor<15xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.09375, 57344.0, -57344.0, 1.52587890625e-05,
    -1.52587890625e-05, 0x7C, 0xFC, 0x7E]> : tensor<15xf8E5M2>
  %on_false = stablehlo.constant dense<[0x7E, 0xFC, 0x7C, -1.52587890625e-05, 1.52587890625e-05, -57344.0, 57344.0, 0.09375, 3.0, -2.5,
    1.5, -1.0, 1.0, -0.0, 0.0]> : tensor<15xf8E5M2>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<15xi1>, tensor<15xf8E5M2>, tensor<15xf8E5M2>) -> tensor<15xf8E5M2>
  check.expect_eq_const %result, dense<[0.0, 0xFC, 1.0, -1.52587890625e-05, 1.5, -57344.0, 3.0, 0.09375, 57344.0, -2.5,
    1.52587890625e-05, -1.0, 0x7C, -0.0, 0x7E]> : tensor<15xf8E5M2>
  func.return
}

// -----

func.func @select_f8E4M3FNUZ() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<12xi1>
  %on_true = stablehlo.constant dense<[0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1015625, 240.0, -240.0, 0.0009765625, -0.0009765625, 0x80]> : tensor<12xf8E4M3FNUZ>
  %on_false = stablehlo.constant dense<[0x80, -0.0009765625, 0.0009765625, -240.0, 240.0, 0.1015625, 3.0, -2.5, 1.5, -1.0, 1.0, 0.0]> : tensor<12xf8E4M3FNUZ>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<12xi1>, tensor<12xf8E4M3FNUZ>, tensor<12xf8E4M3FNUZ>) -> tensor<12xf8E4M3FNUZ>
  check.expect_eq_const %result, dense<[0.0, -0.0009765625, -1.0, -240.0, -2.5, 0.1015625, 0.1015625, -2.5, -240.0, -1.0,
    -0.0009765625, 0.0]> : tensor<12xf8E4M3FNUZ>
  func.return
}

// -----

func.func @select_f8E5M2FNUZ() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<12xi1>
  %on_true = stablehlo.constant dense<[0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.09375, 57344.0, -57344.0, 7.62939453125e-06,
    -7.62939453125e-06, 0x80]> : tensor<12xf8E5M2FNUZ>
  %on_false = stablehlo.constant dense<[0x80, -7.62939453125e-06, 7.62939453125e-06, -57344.0, 57344.0, 0.09375, 3.0, -2.5, 1.5, -1.0,
    1.0, 0.0]> : tensor<12xf8E5M2FNUZ>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<12xi1>, tensor<12xf8E5M2FNUZ>, tensor<12xf8E5M2FNUZ>) -> tensor<12xf8E5M2FNUZ>
  check.expect_eq_const %result, dense<[0.0, -7.62939453125e-06, -1.0, -57344.0, -2.5, 0.09375, 0.09375, -2.5, -57344.0, -1.0,
    -7.62939453125e-06, 0.0]> : tensor<12xf8E5M2FNUZ>
  func.return
}

// -----

func.func @select_f8E4M3B11FNUZ() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<12xi1>
  %on_true = stablehlo.constant dense<[0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1015625, 30.0, -30.0, 0.0001220703125, -0.0001220703125, 0x80]> : tensor<12xf8E4M3B11FNUZ>
  %on_false = stablehlo.constant dense<[0x80, -0.0001220703125, 0.0001220703125, -30.0, 30.0, 0.1015625, 3.0, -2.5, 1.5, -1.0, 1.0, 0.0]> : tensor<12xf8E4M3B11FNUZ>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<12xi1>, tensor<12xf8E4M3B11FNUZ>, tensor<12xf8E4M3B11FNUZ>) -> tensor<12xf8E4M3B11FNUZ>
  check.expect_eq_const %result, dense<[0.0, -0.0001220703125, -1.0, -30.0, -2.5, 0.1015625, 0.1015625, -2.5, -30.0, -1.0,
    -0.0001220703125, 0.0]> : tensor<12xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @select_f8E3M4() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true]> : tensor<15xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.09375, 15.5, -15.5, 0.015625, -0.015625, 0x70, 0xF0,
    0x78]> : tensor<15xf8E3M4>
  %on_false = stablehlo.constant dense<[0x78, 0xF0, 0x70, -0.015625, 0.015625, -15.5, 15.5, 0.09375, 3.0, -2.5, 1.5, -1.0, 1.0, -0.0,
    0.0]> : tensor<15xf8E3M4>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<15xi1>, tensor<15xf8E3M4>, tensor<15xf8E3M4>) -> tensor<15xf8E3M4>
  check.expect_eq_const %result, dense<[0.0, 0xF0, 1.0, -0.015625, 1.5, -15.5, 3.0, 0.09375, 15.5, -2.5, 0.015625, -1.0, 0x70, -0.0,
    0x78]> : tensor<15xf8E3M4>
  func.return
}

// -----

func.func @select_f8E4M3() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true]> : tensor<15xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.1015625, 240.0, -240.0, 0.001953125, -0.001953125,
    0x78, 0xF8, 0x7C]> : tensor<15xf8E4M3>
  %on_false = stablehlo.constant dense<[0x7C, 0xF8, 0x78, -0.001953125, 0.001953125, -240.0, 240.0, 0.1015625, 3.0, -2.5, 1.5, -1.0,
    1.0, -0.0, 0.0]> : tensor<15xf8E4M3>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<15xi1>, tensor<15xf8E4M3>, tensor<15xf8E4M3>) -> tensor<15xf8E4M3>
  check.expect_eq_const %result, dense<[0.0, 0xF8, 1.0, -0.001953125, 1.5, -240.0, 3.0, 0.1015625, 240.0, -2.5, 0.001953125, -1.0,
    0x78, -0.0, 0x7C]> : tensor<15xf8E4M3>
  func.return
}

// -----

func.func @select_f4E2M1FN() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false]> : tensor<10xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, 3.0, 0.5, 6.0, -6.0, -0.5]> : tensor<10xf4E2M1FN>
  %on_false = stablehlo.constant dense<[-0.5, -6.0, 6.0, 0.5, 3.0, 1.5, -1.0, 1.0, -0.0, 0.0]> : tensor<10xf4E2M1FN>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<10xi1>, tensor<10xf4E2M1FN>, tensor<10xf4E2M1FN>) -> tensor<10xf4E2M1FN>
  check.expect_eq_const %result, dense<[0.0, -6.0, 1.0, 0.5, 1.5, 1.5, 0.5, 1.0, -6.0, 0.0]> : tensor<10xf4E2M1FN>
  func.return
}

// -----

func.func @select_f6E2M3FN() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true]> : tensor<11xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.125, 7.5, -7.5, -0.125]> : tensor<11xf6E2M3FN>
  %on_false = stablehlo.constant dense<[-0.125, -7.5, 7.5, 0.125, 3.0, -2.5, 1.5, -1.0, 1.0, -0.0, 0.0]> : tensor<11xf6E2M3FN>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<11xi1>, tensor<11xf6E2M3FN>, tensor<11xf6E2M3FN>) -> tensor<11xf6E2M3FN>
  check.expect_eq_const %result, dense<[0.0, -7.5, 1.0, 0.125, 1.5, -2.5, 3.0, -1.0, 7.5, -0.0, -0.125]> : tensor<11xf6E2M3FN>
  func.return
}

// -----

func.func @select_f6E3M2FN() {
  %pred = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<12xi1>
  %on_true = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 0.125, 28.0, -28.0, 0.0625, -0.0625]> : tensor<12xf6E3M2FN>
  %on_false = stablehlo.constant dense<[-0.0625, 0.0625, -28.0, 28.0, 0.125, 3.0, -2.5, 1.5, -1.0, 1.0, -0.0, 0.0]> : tensor<12xf6E3M2FN>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<12xi1>, tensor<12xf6E3M2FN>, tensor<12xf6E3M2FN>) -> tensor<12xf6E3M2FN>
  check.expect_eq_const %result, dense<[0.0, 0.0625, 1.0, 28.0, 1.5, 3.0, 3.0, 1.5, 28.0, 1.0, 0.0625, 0.0]> : tensor<12xf6E3M2FN>
  func.return
}

// -----

func.func @select_f32_bits() {
  %pred = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %on_true = stablehlo.constant dense<[-0.0, 0x7FC00001, 0xFF800001]> : tensor<3xf32>
  %on_false = stablehlo.constant dense<[0.0, 0.0, 0.0]> : tensor<3xf32>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, 0xFF800001]> : tensor<3xf32>
  func.return
}

// -----

func.func @select_c64() {
  %pred = stablehlo.constant dense<[true, false, false, true, false, false, true]> : tensor<7xi1>
  %on_true = stablehlo.constant dense<[(1.5, 2.5), (-2.0, 0.5), (0.0, 1.0), (3.25, -4.0), (0.10000000149011612, 0.30000001192092896),
    (-7.0, -0.0), (12345.677734375, -0.0010000000474974513)]> : tensor<7xcomplex<f32>>
  %on_false = stablehlo.constant dense<[(12345.677734375, -0.0010000000474974513), (-7.0, -0.0),
    (0.10000000149011612, 0.30000001192092896), (3.25, -4.0), (0.0, 1.0), (-2.0, 0.5), (1.5, 2.5)]> : tensor<7xcomplex<f32>>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<7xi1>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
  check.expect_eq_const %result, dense<[(1.5, 2.5), (-7.0, -0.0), (0.10000000149011612, 0.30000001192092896), (3.25, -4.0), (0.0, 1.0),
    (-2.0, 0.5), (12345.677734375, -0.0010000000474974513)]> : tensor<7xcomplex<f32>>
  func.return
}

// -----

func.func @select_c128() {
  %pred = stablehlo.constant dense<[true, false, false, true, false, false, true]> : tensor<7xi1>
  %on_true = stablehlo.constant dense<[(1.5, 2.5), (-2.0, 0.5), (0.0, 1.0), (3.25, -4.0), (0.1, 0.3), (-7.0, -0.0), (12345.678, -0.001)]> : tensor<7xcomplex<f64>>
  %on_false = stablehlo.constant dense<[(12345.678, -0.001), (-7.0, -0.0), (0.1, 0.3), (3.25, -4.0), (0.0, 1.0), (-2.0, 0.5), (1.5, 2.5)]> : tensor<7xcomplex<f64>>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<7xi1>, tensor<7xcomplex<f64>>, tensor<7xcomplex<f64>>) -> tensor<7xcomplex<f64>>
  check.expect_eq_const %result, dense<[(1.5, 2.5), (-7.0, -0.0), (0.1, 0.3), (3.25, -4.0), (0.0, 1.0), (-2.0, 0.5), (12345.678, -0.001)]> : tensor<7xcomplex<f64>>
  func.return
}

// -----

func.func @select_bf16_scalar_pred() {
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %on_true = stablehlo.constant dense<[1.0, -0.0]> : tensor<2xbf16>
  %on_false = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xbf16>
  %result = stablehlo.select %pred, %on_true, %on_false : (tensor<i1>, tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  check.expect_eq_const %result, dense<[1.0, -0.0]> : tensor<2xbf16>
  func.return
}
