// Conformance: stablehlo.count_leading_zeros (spec: Ops > count_leading_zeros).
// the number of zero bits above the highest set bit among the N bits of the
// two's complement value (N for 0). *_impl_defined: counts that i2
// cannot hold (2 wraps to -2).
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

func.func @count_leading_zeros_i2() {
  %operand = stablehlo.constant dense<[-2, -1, 1]> : tensor<3xi2>
  %result = stablehlo.count_leading_zeros %operand : tensor<3xi2>
  check.expect_eq_const %result, dense<[0, 0, 1]> : tensor<3xi2>
  func.return
}

// -----

func.func @count_leading_zeros_i2_impl_defined() {
  %operand = stablehlo.constant dense<[0]> : tensor<1xi2>
  %result = stablehlo.count_leading_zeros %operand : tensor<1xi2>
  check.expect_eq_const %result, dense<[-2]> : tensor<1xi2>
  func.return
}

// -----

func.func @count_leading_zeros_i4() {
  %operand = stablehlo.constant dense<[-8, -7, -2, -1, 0, 1, 2, 3, 4, 6, 7]> : tensor<11xi4>
  %result = stablehlo.count_leading_zeros %operand : tensor<11xi4>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 4, 3, 2, 2, 1, 1, 1]> : tensor<11xi4>
  func.return
}

// -----

func.func @count_leading_zeros_i8() {
  %operand = stablehlo.constant dense<[-128, -127, -2, -1, 0, 1, 2, 3, 5, 16, 63, 64, 126, 127]> : tensor<14xi8>
  %result = stablehlo.count_leading_zeros %operand : tensor<14xi8>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 8, 7, 6, 6, 5, 3, 2, 1, 1, 1]> : tensor<14xi8>
  func.return
}

// -----

func.func @count_leading_zeros_i16() {
  %operand = stablehlo.constant dense<[-32768, -32767, -100, -2, -1, 0, 1, 2, 3, 5, 16, 64, 100, 127, 12345, 16383, 16384, 32766, 32767]> : tensor<19xi16>
  %result = stablehlo.count_leading_zeros %operand : tensor<19xi16>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 16, 15, 14, 14, 13, 11, 9, 9, 9, 2, 2, 1, 1, 1]> : tensor<19xi16>
  func.return
}

// -----

func.func @count_leading_zeros_i32() {
  %operand = stablehlo.constant dense<[-2147483648, -2147483647, -100, -2, -1, 0, 1, 2, 3, 5, 16, 64, 100, 127, 12345, 1073741823,
    1073741824, 2147483646, 2147483647]> : tensor<19xi32>
  %result = stablehlo.count_leading_zeros %operand : tensor<19xi32>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 32, 31, 30, 30, 29, 27, 25, 25, 25, 18, 2, 1, 1, 1]> : tensor<19xi32>
  func.return
}

// -----

func.func @count_leading_zeros_i64() {
  %operand = stablehlo.constant dense<[-9223372036854775808, -9223372036854775807, -100, -2, -1, 0, 1, 2, 3, 5, 16, 64, 100, 127,
    12345, 4611686018427387903, 4611686018427387904, 9223372036854775806, 9223372036854775807]> : tensor<19xi64>
  %result = stablehlo.count_leading_zeros %operand : tensor<19xi64>
  check.expect_eq_const %result, dense<[0, 0, 0, 0, 0, 64, 63, 62, 62, 61, 59, 57, 57, 57, 50, 2, 1, 1, 1]> : tensor<19xi64>
  func.return
}

// -----

func.func @count_leading_zeros_ui2() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui2>
  %result = stablehlo.count_leading_zeros %operand : tensor<4xui2>
  check.expect_eq_const %result, dense<[2, 1, 0, 0]> : tensor<4xui2>
  func.return
}

// -----

func.func @count_leading_zeros_ui4() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 7, 8, 14, 15]> : tensor<8xui4>
  %result = stablehlo.count_leading_zeros %operand : tensor<8xui4>
  check.expect_eq_const %result, dense<[4, 3, 2, 2, 1, 0, 0, 0]> : tensor<8xui4>
  func.return
}

// -----

func.func @count_leading_zeros_ui8() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 5, 16, 64, 127, 128, 254, 255]> : tensor<11xui8>
  %result = stablehlo.count_leading_zeros %operand : tensor<11xui8>
  check.expect_eq_const %result, dense<[8, 7, 6, 6, 5, 3, 1, 1, 0, 0, 0]> : tensor<11xui8>
  func.return
}

// -----

func.func @count_leading_zeros_ui16() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 5, 16, 64, 100, 127, 12345, 32767, 32768, 65534, 65535]> : tensor<14xui16>
  %result = stablehlo.count_leading_zeros %operand : tensor<14xui16>
  check.expect_eq_const %result, dense<[16, 15, 14, 14, 13, 11, 9, 9, 9, 2, 1, 0, 0, 0]> : tensor<14xui16>
  func.return
}

// -----

func.func @count_leading_zeros_ui32() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 5, 16, 64, 100, 127, 12345, 2147483647, 2147483648, 4294967294, 4294967295]> : tensor<14xui32>
  %result = stablehlo.count_leading_zeros %operand : tensor<14xui32>
  check.expect_eq_const %result, dense<[32, 31, 30, 30, 29, 27, 25, 25, 25, 18, 1, 0, 0, 0]> : tensor<14xui32>
  func.return
}

// -----

func.func @count_leading_zeros_ui64() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 5, 16, 64, 100, 127, 12345, 9223372036854775807, 9223372036854775808,
    18446744073709551614, 18446744073709551615]> : tensor<14xui64>
  %result = stablehlo.count_leading_zeros %operand : tensor<14xui64>
  check.expect_eq_const %result, dense<[64, 63, 62, 62, 61, 59, 57, 57, 57, 50, 1, 0, 0, 0]> : tensor<14xui64>
  func.return
}
