// Conformance: stablehlo.not (spec: Ops > not).
// booleans: logical NOT; integers: bitwise NOT (~x = -x - 1 for signed,
// max - x for unsigned).
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

func.func @not_i1() {
  %operand = stablehlo.constant dense<[false, true]> : tensor<2xi1>
  %result = stablehlo.not %operand : tensor<2xi1>
  check.expect_eq_const %result, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

func.func @not_i2() {
  %operand = stablehlo.constant dense<[-2, -1, 0, 1]> : tensor<4xi2>
  %result = stablehlo.not %operand : tensor<4xi2>
  check.expect_eq_const %result, dense<[1, 0, -1, -2]> : tensor<4xi2>
  func.return
}

// -----

func.func @not_i4() {
  %operand = stablehlo.constant dense<[-8, -7, -2, -1, 0, 1, 2, 3, 4, 6, 7]> : tensor<11xi4>
  %result = stablehlo.not %operand : tensor<11xi4>
  check.expect_eq_const %result, dense<[7, 6, 1, 0, -1, -2, -3, -4, -5, -7, -8]> : tensor<11xi4>
  func.return
}

// -----

func.func @not_i8() {
  %operand = stablehlo.constant dense<[-128, -127, -2, -1, 0, 1, 2, 3, 63, 64, 126, 127]> : tensor<12xi8>
  %result = stablehlo.not %operand : tensor<12xi8>
  check.expect_eq_const %result, dense<[127, 126, 1, 0, -1, -2, -3, -4, -64, -65, -127, -128]> : tensor<12xi8>
  func.return
}

// -----

func.func @not_i16() {
  %operand = stablehlo.constant dense<[-32768, -32767, -100, -2, -1, 0, 1, 2, 3, 100, 12345, 16383, 16384, 32766, 32767]> : tensor<15xi16>
  %result = stablehlo.not %operand : tensor<15xi16>
  check.expect_eq_const %result, dense<[32767, 32766, 99, 1, 0, -1, -2, -3, -4, -101, -12346, -16384, -16385, -32767, -32768]> : tensor<15xi16>
  func.return
}

// -----

func.func @not_i32() {
  %operand = stablehlo.constant dense<[-2147483648, -2147483647, -100, -2, -1, 0, 1, 2, 3, 100, 12345, 1073741823, 1073741824,
    2147483646, 2147483647]> : tensor<15xi32>
  %result = stablehlo.not %operand : tensor<15xi32>
  check.expect_eq_const %result, dense<[2147483647, 2147483646, 99, 1, 0, -1, -2, -3, -4, -101, -12346, -1073741824, -1073741825,
    -2147483647, -2147483648]> : tensor<15xi32>
  func.return
}

// -----

func.func @not_i64() {
  %operand = stablehlo.constant dense<[-9223372036854775808, -9223372036854775807, -100, -2, -1, 0, 1, 2, 3, 100, 12345,
    4611686018427387903, 4611686018427387904, 9223372036854775806, 9223372036854775807]> : tensor<15xi64>
  %result = stablehlo.not %operand : tensor<15xi64>
  check.expect_eq_const %result, dense<[9223372036854775807, 9223372036854775806, 99, 1, 0, -1, -2, -3, -4, -101, -12346,
    -4611686018427387904, -4611686018427387905, -9223372036854775807, -9223372036854775808]> : tensor<15xi64>
  func.return
}

// -----

func.func @not_ui2() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui2>
  %result = stablehlo.not %operand : tensor<4xui2>
  check.expect_eq_const %result, dense<[3, 2, 1, 0]> : tensor<4xui2>
  func.return
}

// -----

func.func @not_ui4() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 7, 8, 14, 15]> : tensor<8xui4>
  %result = stablehlo.not %operand : tensor<8xui4>
  check.expect_eq_const %result, dense<[15, 14, 13, 12, 8, 7, 1, 0]> : tensor<8xui4>
  func.return
}

// -----

func.func @not_ui8() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 127, 128, 254, 255]> : tensor<8xui8>
  %result = stablehlo.not %operand : tensor<8xui8>
  check.expect_eq_const %result, dense<[255, 254, 253, 252, 128, 127, 1, 0]> : tensor<8xui8>
  func.return
}

// -----

func.func @not_ui16() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 32767, 32768, 65534, 65535]> : tensor<10xui16>
  %result = stablehlo.not %operand : tensor<10xui16>
  check.expect_eq_const %result, dense<[65535, 65534, 65533, 65532, 65435, 53190, 32768, 32767, 1, 0]> : tensor<10xui16>
  func.return
}

// -----

func.func @not_ui32() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 2147483647, 2147483648, 4294967294, 4294967295]> : tensor<10xui32>
  %result = stablehlo.not %operand : tensor<10xui32>
  check.expect_eq_const %result, dense<[4294967295, 4294967294, 4294967293, 4294967292, 4294967195, 4294954950, 2147483648, 2147483647,
    1, 0]> : tensor<10xui32>
  func.return
}

// -----

func.func @not_ui64() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 100, 12345, 9223372036854775807, 9223372036854775808, 18446744073709551614,
    18446744073709551615]> : tensor<10xui64>
  %result = stablehlo.not %operand : tensor<10xui64>
  check.expect_eq_const %result, dense<[18446744073709551615, 18446744073709551614, 18446744073709551613, 18446744073709551612,
    18446744073709551515, 18446744073709539270, 9223372036854775808, 9223372036854775807, 1, 0]> : tensor<10xui64>
  func.return
}
