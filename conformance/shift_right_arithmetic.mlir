// Conformance: stablehlo.shift_right_arithmetic (spec: Ops > shift_right_arithmetic).
// the N-bit pattern of lhs read as two's complement (for unsigned types too)
// shifted right by rhs, copies of the top bit shifted in.
// The spec does not define shift amounts outside [0, N): *_impl_defined
// (hloref, as XLA: every bit a copy of the top bit (0 or -1)).
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

func.func @shift_right_arithmetic_i2() {
  %lhs = stablehlo.constant dense<[-2, -2, -1, -1, 0, 0, 1, 1]> : tensor<8xi2>
  %rhs = stablehlo.constant dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xi2>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<8xi2>
  check.expect_eq_const %result, dense<[-2, -1, -1, -1, 0, 0, 1, 0]> : tensor<8xi2>
  func.return
}

// -----

func.func @shift_right_arithmetic_i2_impl_defined() {
  %lhs = stablehlo.constant dense<[-2, -2, -1, -1, 0, 0, 1, 1]> : tensor<8xi2>
  %rhs = stablehlo.constant dense<[-2, -1, -2, -1, -2, -1, -2, -1]> : tensor<8xi2>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<8xi2>
  check.expect_eq_const %result, dense<[-1, -1, -1, -1, 0, 0, 0, 0]> : tensor<8xi2>
  func.return
}

// -----

func.func @shift_right_arithmetic_i4() {
  %lhs = stablehlo.constant dense<[-8, -8, -8, -7, -7, -7, -2, -2, -2, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 6,
    6, 6, 7, 7, 7]> : tensor<33xi4>
  %rhs = stablehlo.constant dense<[0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1,
    3]> : tensor<33xi4>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<33xi4>
  check.expect_eq_const %result, dense<[-8, -4, -1, -7, -4, -1, -2, -1, -1, -1, -1, -1, 0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 4, 2, 0, 6,
    3, 0, 7, 3, 0]> : tensor<33xi4>
  func.return
}

// -----

func.func @shift_right_arithmetic_i4_impl_defined() {
  %lhs = stablehlo.constant dense<[-8, -8, -8, -8, -7, -7, -7, -7, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2,
    2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 6, 6, 6, 6, 7, 7, 7, 7]> : tensor<44xi4>
  %rhs = stablehlo.constant dense<[-8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4,
    5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5]> : tensor<44xi4>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<44xi4>
  check.expect_eq_const %result, dense<[-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<44xi4>
  func.return
}

// -----

func.func @shift_right_arithmetic_i8() {
  %lhs = stablehlo.constant dense<[-128, -128, -128, -127, -127, -127, -2, -2, -2, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3,
    63, 63, 63, 64, 64, 64, 126, 126, 126, 127, 127, 127]> : tensor<36xi8>
  %rhs = stablehlo.constant dense<[0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1,
    7, 0, 1, 7]> : tensor<36xi8>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<36xi8>
  check.expect_eq_const %result, dense<[-128, -64, -1, -127, -64, -1, -2, -1, -1, -1, -1, -1, 0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 63,
    31, 0, 64, 32, 0, 126, 63, 0, 127, 63, 0]> : tensor<36xi8>
  func.return
}

// -----

func.func @shift_right_arithmetic_i8_impl_defined() {
  %lhs = stablehlo.constant dense<[-128, -128, -128, -128, -127, -127, -127, -127, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1,
    1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 63, 63, 63, 63, 64, 64, 64, 64, 126, 126, 126, 126, 127, 127,
    127, 127]> : tensor<48xi8>
  %rhs = stablehlo.constant dense<[-128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9,
    -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9]> : tensor<48xi8>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<48xi8>
  check.expect_eq_const %result, dense<[-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<48xi8>
  func.return
}

// -----

func.func @shift_right_arithmetic_i16() {
  %lhs = stablehlo.constant dense<[-32768, -32768, -32768, -32767, -32767, -32767, -100, -100, -100, -2, -2, -2, -1, -1, -1, 0, 0,
    0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 16383, 16383, 16383, 16384,
    16384, 16384, 32766, 32766, 32766, 32767, 32767, 32767]> : tensor<45xi16>
  %rhs = stablehlo.constant dense<[0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1,
    15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15]> : tensor<45xi16>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<45xi16>
  check.expect_eq_const %result, dense<[-32768, -16384, -1, -32767, -16384, -1, -100, -50, -1, -2, -1, -1, -1, -1, -1, 0, 0, 0, 1, 0,
    0, 2, 1, 0, 3, 1, 0, 100, 50, 0, 12345, 6172, 0, 16383, 8191, 0, 16384, 8192, 0, 32766, 16383,
    0, 32767, 16383, 0]> : tensor<45xi16>
  func.return
}

// -----

func.func @shift_right_arithmetic_i16_impl_defined() {
  %lhs = stablehlo.constant dense<[-32768, -32768, -32768, -32768, -32767, -32767, -32767, -32767, -100, -100, -100, -100, -2, -2,
    -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 100, 100, 100, 100,
    12345, 12345, 12345, 12345, 16383, 16383, 16383, 16383, 16384, 16384, 16384, 16384, 32766,
    32766, 32766, 32766, 32767, 32767, 32767, 32767]> : tensor<60xi16>
  %rhs = stablehlo.constant dense<[-32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16,
    17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1,
    16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768,
    -1, 16, 17]> : tensor<60xi16>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<60xi16>
  check.expect_eq_const %result, dense<[-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0]> : tensor<60xi16>
  func.return
}

// -----

func.func @shift_right_arithmetic_i32() {
  %lhs = stablehlo.constant dense<[-2147483648, -2147483648, -2147483648, -2147483647, -2147483647, -2147483647, -100, -100, -100,
    -2, -2, -2, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345,
    1073741823, 1073741823, 1073741823, 1073741824, 1073741824, 1073741824, 2147483646, 2147483646,
    2147483646, 2147483647, 2147483647, 2147483647]> : tensor<45xi32>
  %rhs = stablehlo.constant dense<[0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1,
    31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31]> : tensor<45xi32>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<45xi32>
  check.expect_eq_const %result, dense<[-2147483648, -1073741824, -1, -2147483647, -1073741824, -1, -100, -50, -1, -2, -1, -1, -1, -1,
    -1, 0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 100, 50, 0, 12345, 6172, 0, 1073741823, 536870911, 0,
    1073741824, 536870912, 0, 2147483646, 1073741823, 0, 2147483647, 1073741823, 0]> : tensor<45xi32>
  func.return
}

// -----

func.func @shift_right_arithmetic_i32_impl_defined() {
  %lhs = stablehlo.constant dense<[-2147483648, -2147483648, -2147483648, -2147483648, -2147483647, -2147483647, -2147483647,
    -2147483647, -100, -100, -100, -100, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2,
    2, 2, 2, 3, 3, 3, 3, 100, 100, 100, 100, 12345, 12345, 12345, 12345, 1073741823, 1073741823,
    1073741823, 1073741823, 1073741824, 1073741824, 1073741824, 1073741824, 2147483646, 2147483646,
    2147483646, 2147483646, 2147483647, 2147483647, 2147483647, 2147483647]> : tensor<60xi32>
  %rhs = stablehlo.constant dense<[-2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32,
    33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1,
    32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648,
    -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33]> : tensor<60xi32>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<60xi32>
  check.expect_eq_const %result, dense<[-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0]> : tensor<60xi32>
  func.return
}

// -----

func.func @shift_right_arithmetic_i64() {
  %lhs = stablehlo.constant dense<[-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775807,
    -9223372036854775807, -9223372036854775807, -100, -100, -100, -2, -2, -2, -1, -1, -1, 0, 0, 0,
    1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 4611686018427387903,
    4611686018427387903, 4611686018427387903, 4611686018427387904, 4611686018427387904,
    4611686018427387904, 9223372036854775806, 9223372036854775806, 9223372036854775806,
    9223372036854775807, 9223372036854775807, 9223372036854775807]> : tensor<45xi64>
  %rhs = stablehlo.constant dense<[0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1,
    63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63]> : tensor<45xi64>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<45xi64>
  check.expect_eq_const %result, dense<[-9223372036854775808, -4611686018427387904, -1, -9223372036854775807, -4611686018427387904, -1,
    -100, -50, -1, -2, -1, -1, -1, -1, -1, 0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 100, 50, 0, 12345,
    6172, 0, 4611686018427387903, 2305843009213693951, 0, 4611686018427387904, 2305843009213693952,
    0, 9223372036854775806, 4611686018427387903, 0, 9223372036854775807, 4611686018427387903, 0]> : tensor<45xi64>
  func.return
}

// -----

func.func @shift_right_arithmetic_i64_impl_defined() {
  %lhs = stablehlo.constant dense<[-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808,
    -9223372036854775807, -9223372036854775807, -9223372036854775807, -9223372036854775807, -100,
    -100, -100, -100, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3,
    3, 100, 100, 100, 100, 12345, 12345, 12345, 12345, 4611686018427387903, 4611686018427387903,
    4611686018427387903, 4611686018427387903, 4611686018427387904, 4611686018427387904,
    4611686018427387904, 4611686018427387904, 9223372036854775806, 9223372036854775806,
    9223372036854775806, 9223372036854775806, 9223372036854775807, 9223372036854775807,
    9223372036854775807, 9223372036854775807]> : tensor<60xi64>
  %rhs = stablehlo.constant dense<[-9223372036854775808, -1, 64, 65, -9223372036854775808, -1, 64, 65, -9223372036854775808, -1,
    64, 65, -9223372036854775808, -1, 64, 65, -9223372036854775808, -1, 64, 65,
    -9223372036854775808, -1, 64, 65, -9223372036854775808, -1, 64, 65, -9223372036854775808, -1,
    64, 65, -9223372036854775808, -1, 64, 65, -9223372036854775808, -1, 64, 65,
    -9223372036854775808, -1, 64, 65, -9223372036854775808, -1, 64, 65, -9223372036854775808, -1,
    64, 65, -9223372036854775808, -1, 64, 65, -9223372036854775808, -1, 64, 65]> : tensor<60xi64>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<60xi64>
  check.expect_eq_const %result, dense<[-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0]> : tensor<60xi64>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui2() {
  %lhs = stablehlo.constant dense<[0, 0, 1, 1, 2, 2, 3, 3]> : tensor<8xui2>
  %rhs = stablehlo.constant dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xui2>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<8xui2>
  check.expect_eq_const %result, dense<[0, 0, 1, 0, 2, 3, 3, 3]> : tensor<8xui2>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui2_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 1, 1, 2, 2, 3, 3]> : tensor<8xui2>
  %rhs = stablehlo.constant dense<[2, 3, 2, 3, 2, 3, 2, 3]> : tensor<8xui2>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<8xui2>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 3, 3, 3, 3]> : tensor<8xui2>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui4() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 7, 7, 7, 8, 8, 8, 14, 14, 14, 15, 15, 15]> : tensor<24xui4>
  %rhs = stablehlo.constant dense<[0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3]> : tensor<24xui4>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<24xui4>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 7, 3, 0, 8, 12, 15, 14, 15, 15, 15, 15, 15]> : tensor<24xui4>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui4_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 7, 7, 7, 8, 8, 8, 14, 14, 14, 15, 15, 15]> : tensor<24xui4>
  %rhs = stablehlo.constant dense<[4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15]> : tensor<24xui4>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<24xui4>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 15, 15, 15, 15, 15, 15, 15, 15, 15]> : tensor<24xui4>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui8() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 127, 127, 127, 128, 128, 128, 254, 254, 254, 255, 255, 255]> : tensor<24xui8>
  %rhs = stablehlo.constant dense<[0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7]> : tensor<24xui8>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<24xui8>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 127, 63, 0, 128, 192, 255, 254, 255, 255, 255, 255, 255]> : tensor<24xui8>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui8_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 127, 127, 127, 128, 128, 128, 254, 254, 254, 255, 255, 255]> : tensor<24xui8>
  %rhs = stablehlo.constant dense<[8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255]> : tensor<24xui8>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<24xui8>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255]> : tensor<24xui8>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui16() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 32767, 32767, 32767,
    32768, 32768, 32768, 65534, 65534, 65534, 65535, 65535, 65535]> : tensor<30xui16>
  %rhs = stablehlo.constant dense<[0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1,
    15]> : tensor<30xui16>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<30xui16>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 100, 50, 0, 12345, 6172, 0, 32767, 16383, 0, 32768, 49152,
    65535, 65534, 65535, 65535, 65535, 65535, 65535]> : tensor<30xui16>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui16_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 32767, 32767, 32767,
    32768, 32768, 32768, 65534, 65534, 65534, 65535, 65535, 65535]> : tensor<30xui16>
  %rhs = stablehlo.constant dense<[16, 17, 65535, 16, 17, 65535, 16, 17, 65535, 16, 17, 65535, 16, 17, 65535, 16, 17, 65535, 16,
    17, 65535, 16, 17, 65535, 16, 17, 65535, 16, 17, 65535]> : tensor<30xui16>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<30xui16>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 65535, 65535, 65535, 65535,
    65535, 65535, 65535, 65535, 65535]> : tensor<30xui16>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui32() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 2147483647, 2147483647,
    2147483647, 2147483648, 2147483648, 2147483648, 4294967294, 4294967294, 4294967294, 4294967295,
    4294967295, 4294967295]> : tensor<30xui32>
  %rhs = stablehlo.constant dense<[0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1,
    31]> : tensor<30xui32>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<30xui32>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 100, 50, 0, 12345, 6172, 0, 2147483647, 1073741823, 0,
    2147483648, 3221225472, 4294967295, 4294967294, 4294967295, 4294967295, 4294967295, 4294967295,
    4294967295]> : tensor<30xui32>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui32_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 2147483647, 2147483647,
    2147483647, 2147483648, 2147483648, 2147483648, 4294967294, 4294967294, 4294967294, 4294967295,
    4294967295, 4294967295]> : tensor<30xui32>
  %rhs = stablehlo.constant dense<[32, 33, 4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32, 33,
    4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32,
    33, 4294967295]> : tensor<30xui32>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<30xui32>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4294967295, 4294967295,
    4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295]> : tensor<30xui32>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui64() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 9223372036854775807,
    9223372036854775807, 9223372036854775807, 9223372036854775808, 9223372036854775808,
    9223372036854775808, 18446744073709551614, 18446744073709551614, 18446744073709551614,
    18446744073709551615, 18446744073709551615, 18446744073709551615]> : tensor<30xui64>
  %rhs = stablehlo.constant dense<[0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1,
    63]> : tensor<30xui64>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<30xui64>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 0, 0, 2, 1, 0, 3, 1, 0, 100, 50, 0, 12345, 6172, 0, 9223372036854775807,
    4611686018427387903, 0, 9223372036854775808, 13835058055282163712, 18446744073709551615,
    18446744073709551614, 18446744073709551615, 18446744073709551615, 18446744073709551615,
    18446744073709551615, 18446744073709551615]> : tensor<30xui64>
  func.return
}

// -----

func.func @shift_right_arithmetic_ui64_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 9223372036854775807,
    9223372036854775807, 9223372036854775807, 9223372036854775808, 9223372036854775808,
    9223372036854775808, 18446744073709551614, 18446744073709551614, 18446744073709551614,
    18446744073709551615, 18446744073709551615, 18446744073709551615]> : tensor<30xui64>
  %rhs = stablehlo.constant dense<[64, 65, 18446744073709551615, 64, 65, 18446744073709551615, 64, 65, 18446744073709551615, 64,
    65, 18446744073709551615, 64, 65, 18446744073709551615, 64, 65, 18446744073709551615, 64, 65,
    18446744073709551615, 64, 65, 18446744073709551615, 64, 65, 18446744073709551615, 64, 65,
    18446744073709551615]> : tensor<30xui64>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<30xui64>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18446744073709551615,
    18446744073709551615, 18446744073709551615, 18446744073709551615, 18446744073709551615,
    18446744073709551615, 18446744073709551615, 18446744073709551615, 18446744073709551615]> : tensor<30xui64>
  func.return
}
