// Conformance: stablehlo.shift_left (spec: Ops > shift_left).
// the N-bit pattern of lhs shifted left by rhs, zeros shifted in.
// The spec does not define shift amounts outside [0, N): *_impl_defined
// (hloref, as XLA: 0).
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

func.func @shift_left_i2() {
  %lhs = stablehlo.constant dense<[-2, -2, -1, -1, 0, 0, 1, 1]> : tensor<8xi2>
  %rhs = stablehlo.constant dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xi2>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<8xi2>
  check.expect_eq_const %result, dense<[-2, 0, -1, -2, 0, 0, 1, -2]> : tensor<8xi2>
  func.return
}

// -----

func.func @shift_left_i2_impl_defined() {
  %lhs = stablehlo.constant dense<[-2, -2, -1, -1, 0, 0, 1, 1]> : tensor<8xi2>
  %rhs = stablehlo.constant dense<[-2, -1, -2, -1, -2, -1, -2, -1]> : tensor<8xi2>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<8xi2>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0]> : tensor<8xi2>
  func.return
}

// -----

func.func @shift_left_i4() {
  %lhs = stablehlo.constant dense<[-8, -8, -8, -7, -7, -7, -2, -2, -2, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 6,
    6, 6, 7, 7, 7]> : tensor<33xi4>
  %rhs = stablehlo.constant dense<[0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1,
    3]> : tensor<33xi4>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<33xi4>
  check.expect_eq_const %result, dense<[-8, 0, 0, -7, 2, -8, -2, -4, 0, -1, -2, -8, 0, 0, 0, 1, 2, -8, 2, 4, 0, 3, 6, -8, 4, -8, 0, 6,
    -4, 0, 7, -2, -8]> : tensor<33xi4>
  func.return
}

// -----

func.func @shift_left_i4_impl_defined() {
  %lhs = stablehlo.constant dense<[-8, -8, -8, -8, -7, -7, -7, -7, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2,
    2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 6, 6, 6, 6, 7, 7, 7, 7]> : tensor<44xi4>
  %rhs = stablehlo.constant dense<[-8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4,
    5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5, -8, -1, 4, 5]> : tensor<44xi4>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<44xi4>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<44xi4>
  func.return
}

// -----

func.func @shift_left_i8() {
  %lhs = stablehlo.constant dense<[-128, -128, -128, -127, -127, -127, -2, -2, -2, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3,
    63, 63, 63, 64, 64, 64, 126, 126, 126, 127, 127, 127]> : tensor<36xi8>
  %rhs = stablehlo.constant dense<[0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1,
    7, 0, 1, 7]> : tensor<36xi8>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<36xi8>
  check.expect_eq_const %result, dense<[-128, 0, 0, -127, 2, -128, -2, -4, 0, -1, -2, -128, 0, 0, 0, 1, 2, -128, 2, 4, 0, 3, 6, -128,
    63, 126, -128, 64, -128, 0, 126, -4, 0, 127, -2, -128]> : tensor<36xi8>
  func.return
}

// -----

func.func @shift_left_i8_impl_defined() {
  %lhs = stablehlo.constant dense<[-128, -128, -128, -128, -127, -127, -127, -127, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1,
    1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 63, 63, 63, 63, 64, 64, 64, 64, 126, 126, 126, 126, 127, 127,
    127, 127]> : tensor<48xi8>
  %rhs = stablehlo.constant dense<[-128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9,
    -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9, -128, -1, 8, 9]> : tensor<48xi8>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<48xi8>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<48xi8>
  func.return
}

// -----

func.func @shift_left_i16() {
  %lhs = stablehlo.constant dense<[-32768, -32768, -32768, -32767, -32767, -32767, -100, -100, -100, -2, -2, -2, -1, -1, -1, 0, 0,
    0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 16383, 16383, 16383, 16384,
    16384, 16384, 32766, 32766, 32766, 32767, 32767, 32767]> : tensor<45xi16>
  %rhs = stablehlo.constant dense<[0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1,
    15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15]> : tensor<45xi16>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<45xi16>
  check.expect_eq_const %result, dense<[-32768, 0, 0, -32767, 2, -32768, -100, -200, 0, -2, -4, 0, -1, -2, -32768, 0, 0, 0, 1, 2,
    -32768, 2, 4, 0, 3, 6, -32768, 100, 200, 0, 12345, 24690, -32768, 16383, 32766, -32768, 16384,
    -32768, 0, 32766, -4, 0, 32767, -2, -32768]> : tensor<45xi16>
  func.return
}

// -----

func.func @shift_left_i16_impl_defined() {
  %lhs = stablehlo.constant dense<[-32768, -32768, -32768, -32768, -32767, -32767, -32767, -32767, -100, -100, -100, -100, -2, -2,
    -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 100, 100, 100, 100,
    12345, 12345, 12345, 12345, 16383, 16383, 16383, 16383, 16384, 16384, 16384, 16384, 32766,
    32766, 32766, 32766, 32767, 32767, 32767, 32767]> : tensor<60xi16>
  %rhs = stablehlo.constant dense<[-32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16,
    17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1,
    16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768, -1, 16, 17, -32768,
    -1, 16, 17]> : tensor<60xi16>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<60xi16>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<60xi16>
  func.return
}

// -----

func.func @shift_left_i32() {
  %lhs = stablehlo.constant dense<[-2147483648, -2147483648, -2147483648, -2147483647, -2147483647, -2147483647, -100, -100, -100,
    -2, -2, -2, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345,
    1073741823, 1073741823, 1073741823, 1073741824, 1073741824, 1073741824, 2147483646, 2147483646,
    2147483646, 2147483647, 2147483647, 2147483647]> : tensor<45xi32>
  %rhs = stablehlo.constant dense<[0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1,
    31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31]> : tensor<45xi32>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<45xi32>
  check.expect_eq_const %result, dense<[-2147483648, 0, 0, -2147483647, 2, -2147483648, -100, -200, 0, -2, -4, 0, -1, -2, -2147483648,
    0, 0, 0, 1, 2, -2147483648, 2, 4, 0, 3, 6, -2147483648, 100, 200, 0, 12345, 24690, -2147483648,
    1073741823, 2147483646, -2147483648, 1073741824, -2147483648, 0, 2147483646, -4, 0, 2147483647,
    -2, -2147483648]> : tensor<45xi32>
  func.return
}

// -----

func.func @shift_left_i32_impl_defined() {
  %lhs = stablehlo.constant dense<[-2147483648, -2147483648, -2147483648, -2147483648, -2147483647, -2147483647, -2147483647,
    -2147483647, -100, -100, -100, -100, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2,
    2, 2, 2, 3, 3, 3, 3, 100, 100, 100, 100, 12345, 12345, 12345, 12345, 1073741823, 1073741823,
    1073741823, 1073741823, 1073741824, 1073741824, 1073741824, 1073741824, 2147483646, 2147483646,
    2147483646, 2147483646, 2147483647, 2147483647, 2147483647, 2147483647]> : tensor<60xi32>
  %rhs = stablehlo.constant dense<[-2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32,
    33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1,
    32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648,
    -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33, -2147483648, -1, 32, 33]> : tensor<60xi32>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<60xi32>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<60xi32>
  func.return
}

// -----

func.func @shift_left_i64() {
  %lhs = stablehlo.constant dense<[-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775807,
    -9223372036854775807, -9223372036854775807, -100, -100, -100, -2, -2, -2, -1, -1, -1, 0, 0, 0,
    1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 4611686018427387903,
    4611686018427387903, 4611686018427387903, 4611686018427387904, 4611686018427387904,
    4611686018427387904, 9223372036854775806, 9223372036854775806, 9223372036854775806,
    9223372036854775807, 9223372036854775807, 9223372036854775807]> : tensor<45xi64>
  %rhs = stablehlo.constant dense<[0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1,
    63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63]> : tensor<45xi64>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<45xi64>
  check.expect_eq_const %result, dense<[-9223372036854775808, 0, 0, -9223372036854775807, 2, -9223372036854775808, -100, -200, 0, -2,
    -4, 0, -1, -2, -9223372036854775808, 0, 0, 0, 1, 2, -9223372036854775808, 2, 4, 0, 3, 6,
    -9223372036854775808, 100, 200, 0, 12345, 24690, -9223372036854775808, 4611686018427387903,
    9223372036854775806, -9223372036854775808, 4611686018427387904, -9223372036854775808, 0,
    9223372036854775806, -4, 0, 9223372036854775807, -2, -9223372036854775808]> : tensor<45xi64>
  func.return
}

// -----

func.func @shift_left_i64_impl_defined() {
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
  %result = stablehlo.shift_left %lhs, %rhs : tensor<60xi64>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<60xi64>
  func.return
}

// -----

func.func @shift_left_ui2() {
  %lhs = stablehlo.constant dense<[0, 0, 1, 1, 2, 2, 3, 3]> : tensor<8xui2>
  %rhs = stablehlo.constant dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xui2>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<8xui2>
  check.expect_eq_const %result, dense<[0, 0, 1, 2, 2, 0, 3, 2]> : tensor<8xui2>
  func.return
}

// -----

func.func @shift_left_ui2_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 1, 1, 2, 2, 3, 3]> : tensor<8xui2>
  %rhs = stablehlo.constant dense<[2, 3, 2, 3, 2, 3, 2, 3]> : tensor<8xui2>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<8xui2>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0]> : tensor<8xui2>
  func.return
}

// -----

func.func @shift_left_ui4() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 7, 7, 7, 8, 8, 8, 14, 14, 14, 15, 15, 15]> : tensor<24xui4>
  %rhs = stablehlo.constant dense<[0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3]> : tensor<24xui4>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<24xui4>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 2, 8, 2, 4, 0, 3, 6, 8, 7, 14, 8, 8, 0, 0, 14, 12, 0, 15, 14, 8]> : tensor<24xui4>
  func.return
}

// -----

func.func @shift_left_ui4_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 7, 7, 7, 8, 8, 8, 14, 14, 14, 15, 15, 15]> : tensor<24xui4>
  %rhs = stablehlo.constant dense<[4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15, 4, 5, 15]> : tensor<24xui4>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<24xui4>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<24xui4>
  func.return
}

// -----

func.func @shift_left_ui8() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 127, 127, 127, 128, 128, 128, 254, 254, 254, 255, 255, 255]> : tensor<24xui8>
  %rhs = stablehlo.constant dense<[0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7, 0, 1, 7]> : tensor<24xui8>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<24xui8>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 2, 128, 2, 4, 0, 3, 6, 128, 127, 254, 128, 128, 0, 0, 254, 252, 0, 255, 254, 128]> : tensor<24xui8>
  func.return
}

// -----

func.func @shift_left_ui8_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 127, 127, 127, 128, 128, 128, 254, 254, 254, 255, 255, 255]> : tensor<24xui8>
  %rhs = stablehlo.constant dense<[8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255, 8, 9, 255]> : tensor<24xui8>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<24xui8>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<24xui8>
  func.return
}

// -----

func.func @shift_left_ui16() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 32767, 32767, 32767,
    32768, 32768, 32768, 65534, 65534, 65534, 65535, 65535, 65535]> : tensor<30xui16>
  %rhs = stablehlo.constant dense<[0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1, 15, 0, 1,
    15]> : tensor<30xui16>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<30xui16>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 2, 32768, 2, 4, 0, 3, 6, 32768, 100, 200, 0, 12345, 24690, 32768, 32767, 65534,
    32768, 32768, 0, 0, 65534, 65532, 0, 65535, 65534, 32768]> : tensor<30xui16>
  func.return
}

// -----

func.func @shift_left_ui16_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 32767, 32767, 32767,
    32768, 32768, 32768, 65534, 65534, 65534, 65535, 65535, 65535]> : tensor<30xui16>
  %rhs = stablehlo.constant dense<[16, 17, 65535, 16, 17, 65535, 16, 17, 65535, 16, 17, 65535, 16, 17, 65535, 16, 17, 65535, 16,
    17, 65535, 16, 17, 65535, 16, 17, 65535, 16, 17, 65535]> : tensor<30xui16>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<30xui16>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<30xui16>
  func.return
}

// -----

func.func @shift_left_ui32() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 2147483647, 2147483647,
    2147483647, 2147483648, 2147483648, 2147483648, 4294967294, 4294967294, 4294967294, 4294967295,
    4294967295, 4294967295]> : tensor<30xui32>
  %rhs = stablehlo.constant dense<[0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1, 31, 0, 1,
    31]> : tensor<30xui32>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<30xui32>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 2, 2147483648, 2, 4, 0, 3, 6, 2147483648, 100, 200, 0, 12345, 24690, 2147483648,
    2147483647, 4294967294, 2147483648, 2147483648, 0, 0, 4294967294, 4294967292, 0, 4294967295,
    4294967294, 2147483648]> : tensor<30xui32>
  func.return
}

// -----

func.func @shift_left_ui32_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 2147483647, 2147483647,
    2147483647, 2147483648, 2147483648, 2147483648, 4294967294, 4294967294, 4294967294, 4294967295,
    4294967295, 4294967295]> : tensor<30xui32>
  %rhs = stablehlo.constant dense<[32, 33, 4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32, 33,
    4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32, 33, 4294967295, 32,
    33, 4294967295]> : tensor<30xui32>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<30xui32>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<30xui32>
  func.return
}

// -----

func.func @shift_left_ui64() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 9223372036854775807,
    9223372036854775807, 9223372036854775807, 9223372036854775808, 9223372036854775808,
    9223372036854775808, 18446744073709551614, 18446744073709551614, 18446744073709551614,
    18446744073709551615, 18446744073709551615, 18446744073709551615]> : tensor<30xui64>
  %rhs = stablehlo.constant dense<[0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1, 63, 0, 1,
    63]> : tensor<30xui64>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<30xui64>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 2, 9223372036854775808, 2, 4, 0, 3, 6, 9223372036854775808, 100, 200, 0, 12345,
    24690, 9223372036854775808, 9223372036854775807, 18446744073709551614, 9223372036854775808,
    9223372036854775808, 0, 0, 18446744073709551614, 18446744073709551612, 0, 18446744073709551615,
    18446744073709551614, 9223372036854775808]> : tensor<30xui64>
  func.return
}

// -----

func.func @shift_left_ui64_impl_defined() {
  %lhs = stablehlo.constant dense<[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 100, 100, 100, 12345, 12345, 12345, 9223372036854775807,
    9223372036854775807, 9223372036854775807, 9223372036854775808, 9223372036854775808,
    9223372036854775808, 18446744073709551614, 18446744073709551614, 18446744073709551614,
    18446744073709551615, 18446744073709551615, 18446744073709551615]> : tensor<30xui64>
  %rhs = stablehlo.constant dense<[64, 65, 18446744073709551615, 64, 65, 18446744073709551615, 64, 65, 18446744073709551615, 64,
    65, 18446744073709551615, 64, 65, 18446744073709551615, 64, 65, 18446744073709551615, 64, 65,
    18446744073709551615, 64, 65, 18446744073709551615, 64, 65, 18446744073709551615, 64, 65,
    18446744073709551615]> : tensor<30xui64>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<30xui64>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<30xui64>
  func.return
}
