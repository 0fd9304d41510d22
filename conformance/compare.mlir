// Conformance: stablehlo.compare (spec: Ops > compare).
// Each function compares every ordered pair of a set of values in all six directions.
// Expected values derived by hand from the definitions (integer order, IEEE-754 compareQuiet*
// and totalOrder, lexicographic order for complex) over an independent model of the float
// encodings; float operands of at most 8 bits are given as their bit patterns.

func.func @compare_si8_signed() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[-128, -128, -128, -128, -128, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 127, 127, 127, 127, 127]> : tensor<25xi8>
  %rhs = stablehlo.constant dense<[-128, -1, 0, 1, 127, -128, -1, 0, 1, 127, -128, -1, 0, 1, 127, -128, -1, 0, 1, 127, -128, -1, 0, 1, 127]> : tensor<25xi8>
  %eq = stablehlo.compare EQ, %lhs, %rhs, SIGNED : (tensor<25xi8>, tensor<25xi8>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, SIGNED : (tensor<25xi8>, tensor<25xi8>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, SIGNED : (tensor<25xi8>, tensor<25xi8>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, false, false, true, true, true, false, false, true, true, true, true, false, true, true, true, true, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, SIGNED : (tensor<25xi8>, tensor<25xi8>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, true, false, false, false, true, true, true, false, false, true, true, true, true, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, SIGNED : (tensor<25xi8>, tensor<25xi8>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, true, true, false, false, true, true, true, false, false, false, true, true, false, false, false, false, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, SIGNED : (tensor<25xi8>, tensor<25xi8>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, true, true, true, false, false, false, true, true, false, false, false, false, true, false, false, false, false, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_ui8_unsigned() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 127, 127, 127, 127, 127, 128, 128, 128, 128, 128, 255, 255, 255, 255, 255]> : tensor<25xui8>
  %rhs = stablehlo.constant dense<[0, 1, 127, 128, 255, 0, 1, 127, 128, 255, 0, 1, 127, 128, 255, 0, 1, 127, 128, 255, 0, 1, 127, 128, 255]> : tensor<25xui8>
  %eq = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<25xui8>, tensor<25xui8>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<25xui8>, tensor<25xui8>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, UNSIGNED : (tensor<25xui8>, tensor<25xui8>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, false, false, true, true, true, false, false, true, true, true, true, false, true, true, true, true, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<25xui8>, tensor<25xui8>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, true, false, false, false, true, true, true, false, false, true, true, true, true, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, UNSIGNED : (tensor<25xui8>, tensor<25xui8>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, true, true, false, false, true, true, true, false, false, false, true, true, false, false, false, false, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<25xui8>, tensor<25xui8>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, true, true, true, false, false, false, true, true, false, false, false, false, true, false, false, false, false, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_si64_signed() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -1, -1, -1, -1, 0, 0, 0, 0, 9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807]> : tensor<16xi64>
  %rhs = stablehlo.constant dense<[-9223372036854775808, -1, 0, 9223372036854775807, -9223372036854775808, -1, 0, 9223372036854775807, -9223372036854775808, -1, 0, 9223372036854775807, -9223372036854775808, -1, 0, 9223372036854775807]> : tensor<16xi64>
  %eq = stablehlo.compare EQ, %lhs, %rhs, SIGNED : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true]> : tensor<16xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, SIGNED : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false]> : tensor<16xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, SIGNED : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, true, true, false, false, true, true, true, false, true, true, true, true]> : tensor<16xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, SIGNED : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, true, false, false, false, true, true, false, false, true, true, true, false]> : tensor<16xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, SIGNED : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, false, true, true, true, false, false, true, true, false, false, false, true]> : tensor<16xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, SIGNED : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, false, false, true, true, false, false, false, true, false, false, false, false]> : tensor<16xi1>
  func.return
}

// -----

func.func @compare_ui64_unsigned() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[0, 0, 0, 0, 1, 1, 1, 1, 9223372036854775808, 9223372036854775808, 9223372036854775808, 9223372036854775808, 18446744073709551615, 18446744073709551615, 18446744073709551615, 18446744073709551615]> : tensor<16xui64>
  %rhs = stablehlo.constant dense<[0, 1, 9223372036854775808, 18446744073709551615, 0, 1, 9223372036854775808, 18446744073709551615, 0, 1, 9223372036854775808, 18446744073709551615, 0, 1, 9223372036854775808, 18446744073709551615]> : tensor<16xui64>
  %eq = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true]> : tensor<16xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false]> : tensor<16xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, UNSIGNED : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, true, true, false, false, true, true, true, false, true, true, true, true]> : tensor<16xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, true, false, false, false, true, true, false, false, true, true, true, false]> : tensor<16xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, UNSIGNED : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, false, true, true, true, false, false, true, true, false, false, false, true]> : tensor<16xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, false, false, true, true, false, false, false, true, false, false, false, false]> : tensor<16xi1>
  func.return
}

// -----

func.func @compare_si2_signed() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[-2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1]> : tensor<16xi2>
  %rhs = stablehlo.constant dense<[-2, -1, 0, 1, -2, -1, 0, 1, -2, -1, 0, 1, -2, -1, 0, 1]> : tensor<16xi2>
  %eq = stablehlo.compare EQ, %lhs, %rhs, SIGNED : (tensor<16xi2>, tensor<16xi2>) -> tensor<16xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true]> : tensor<16xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, SIGNED : (tensor<16xi2>, tensor<16xi2>) -> tensor<16xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false]> : tensor<16xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, SIGNED : (tensor<16xi2>, tensor<16xi2>) -> tensor<16xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, true, true, false, false, true, true, true, false, true, true, true, true]> : tensor<16xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, SIGNED : (tensor<16xi2>, tensor<16xi2>) -> tensor<16xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, true, false, false, false, true, true, false, false, true, true, true, false]> : tensor<16xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, SIGNED : (tensor<16xi2>, tensor<16xi2>) -> tensor<16xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, false, true, true, true, false, false, true, true, false, false, false, true]> : tensor<16xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, SIGNED : (tensor<16xi2>, tensor<16xi2>) -> tensor<16xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, false, false, true, true, false, false, false, true, false, false, false, false]> : tensor<16xi1>
  func.return
}

// -----

func.func @compare_ui4_unsigned() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[0, 0, 0, 0, 7, 7, 7, 7, 8, 8, 8, 8, 15, 15, 15, 15]> : tensor<16xui4>
  %rhs = stablehlo.constant dense<[0, 7, 8, 15, 0, 7, 8, 15, 0, 7, 8, 15, 0, 7, 8, 15]> : tensor<16xui4>
  %eq = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<16xui4>, tensor<16xui4>) -> tensor<16xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true]> : tensor<16xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<16xui4>, tensor<16xui4>) -> tensor<16xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false]> : tensor<16xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, UNSIGNED : (tensor<16xui4>, tensor<16xui4>) -> tensor<16xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, true, true, false, false, true, true, true, false, true, true, true, true]> : tensor<16xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<16xui4>, tensor<16xui4>) -> tensor<16xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, true, false, false, false, true, true, false, false, true, true, true, false]> : tensor<16xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, UNSIGNED : (tensor<16xui4>, tensor<16xui4>) -> tensor<16xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, false, true, true, true, false, false, true, true, false, false, false, true]> : tensor<16xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<16xui4>, tensor<16xui4>) -> tensor<16xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, false, false, true, true, false, false, false, true, false, false, false, false]> : tensor<16xi1>
  func.return
}

// -----

func.func @compare_si4_default() {
  // Every ordered pair of the values; integers compare as mathematical integers. No compare_type: SIGNED by C3.
  %lhs = stablehlo.constant dense<[-8, -8, -8, -8, -1, -1, -1, -1, 0, 0, 0, 0, 7, 7, 7, 7]> : tensor<16xi4>
  %rhs = stablehlo.constant dense<[-8, -1, 0, 7, -8, -1, 0, 7, -8, -1, 0, 7, -8, -1, 0, 7]> : tensor<16xi4>
  %eq = stablehlo.compare EQ, %lhs, %rhs : (tensor<16xi4>, tensor<16xi4>) -> tensor<16xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true]> : tensor<16xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs : (tensor<16xi4>, tensor<16xi4>) -> tensor<16xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false]> : tensor<16xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs : (tensor<16xi4>, tensor<16xi4>) -> tensor<16xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, true, true, false, false, true, true, true, false, true, true, true, true]> : tensor<16xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs : (tensor<16xi4>, tensor<16xi4>) -> tensor<16xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, true, false, false, false, true, true, false, false, true, true, true, false]> : tensor<16xi1>
  %le = stablehlo.compare LE, %lhs, %rhs : (tensor<16xi4>, tensor<16xi4>) -> tensor<16xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, false, true, true, true, false, false, true, true, false, false, false, true]> : tensor<16xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs : (tensor<16xi4>, tensor<16xi4>) -> tensor<16xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, false, false, true, true, false, false, false, true, false, false, false, false]> : tensor<16xi1>
  func.return
}

// -----

func.func @compare_i1_unsigned() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %eq = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[true, false, false, true]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[false, true, true, false]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[true, false, true, true]> : tensor<4xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %gt, dense<[false, false, true, false]> : tensor<4xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %le, dense<[true, true, false, true]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[false, true, false, false]> : tensor<4xi1>
  func.return
}

// -----

func.func @compare_si16_signed() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[-32768, -32768, -32768, 32767, 32767, 32767, 0, 0, 0]> : tensor<9xi16>
  %rhs = stablehlo.constant dense<[-32768, 32767, 0, -32768, 32767, 0, -32768, 32767, 0]> : tensor<9xi16>
  %eq = stablehlo.compare EQ, %lhs, %rhs, SIGNED : (tensor<9xi16>, tensor<9xi16>) -> tensor<9xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, true, false, false, false, true]> : tensor<9xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, SIGNED : (tensor<9xi16>, tensor<9xi16>) -> tensor<9xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, false, true, true, true, false]> : tensor<9xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, SIGNED : (tensor<9xi16>, tensor<9xi16>) -> tensor<9xi1>
  check.expect_eq_const %ge, dense<[true, false, false, true, true, true, true, false, true]> : tensor<9xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, SIGNED : (tensor<9xi16>, tensor<9xi16>) -> tensor<9xi1>
  check.expect_eq_const %gt, dense<[false, false, false, true, false, true, true, false, false]> : tensor<9xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, SIGNED : (tensor<9xi16>, tensor<9xi16>) -> tensor<9xi1>
  check.expect_eq_const %le, dense<[true, true, true, false, true, false, false, true, true]> : tensor<9xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, SIGNED : (tensor<9xi16>, tensor<9xi16>) -> tensor<9xi1>
  check.expect_eq_const %lt, dense<[false, true, true, false, false, false, false, true, false]> : tensor<9xi1>
  func.return
}

// -----

func.func @compare_ui32_unsigned() {
  // Every ordered pair of the values; integers compare as mathematical integers.
  %lhs = stablehlo.constant dense<[0, 0, 0, 4294967295, 4294967295, 4294967295, 2147483648, 2147483648, 2147483648]> : tensor<9xui32>
  %rhs = stablehlo.constant dense<[0, 4294967295, 2147483648, 0, 4294967295, 2147483648, 0, 4294967295, 2147483648]> : tensor<9xui32>
  %eq = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, true, false, false, false, true]> : tensor<9xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, false, true, true, true, false]> : tensor<9xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, UNSIGNED : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xi1>
  check.expect_eq_const %ge, dense<[true, false, false, true, true, true, true, false, true]> : tensor<9xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xi1>
  check.expect_eq_const %gt, dense<[false, false, false, true, false, true, true, false, false]> : tensor<9xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, UNSIGNED : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xi1>
  check.expect_eq_const %le, dense<[true, true, true, false, true, false, false, true, true]> : tensor<9xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xi1>
  check.expect_eq_const %lt, dense<[false, true, true, false, false, false, false, true, false]> : tensor<9xi1>
  func.return
}

// -----

func.func @compare_f64_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001]> : tensor<100xf64>
  %rhs = stablehlo.constant dense<[0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001]> : tensor<100xf64>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, true, false, false, false, true, false, true, true, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, true, true, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, false, false, true, false, false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f64_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 5.0e-324, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001, 0x7FF0000000000001]> : tensor<100xf64>
  %rhs = stablehlo.constant dense<[0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 5.0e-324, 0x7FF0000000000001]> : tensor<100xf64>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, true, false, true, true, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, false, true, false, false, true]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<100xf64>, tensor<100xf64>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f32_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001]> : tensor<100xf32>
  %rhs = stablehlo.constant dense<[0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001]> : tensor<100xf32>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, true, false, false, false, true, false, true, true, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, true, true, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, false, false, true, false, false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f32_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 1.0e-45, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001, 0x7F800001]> : tensor<100xf32>
  %rhs = stablehlo.constant dense<[0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.0e-45, 0x7F800001]> : tensor<100xf32>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, true, false, true, true, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, false, true, false, false, true]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_tf32_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01]> : tensor<100xtf32>
  %rhs = stablehlo.constant dense<[0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01]> : tensor<100xtf32>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, true, false, false, false, true, false, true, true, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, true, true, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, false, false, true, false, false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_tf32_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, 0x7FC00, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FC00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x3FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 0x7FE00, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 1.0e-41, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01, 0x3FC01]> : tensor<100xtf32>
  %rhs = stablehlo.constant dense<[0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01, 0x7FC00, -1.0, -0.0, 0.0, 1.0, 0x3FC00, 0x3FE00, 0x7FE00, 1.0e-41, 0x3FC01]> : tensor<100xtf32>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, true, false, true, true, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, false, true, false, false, true]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<100xtf32>, tensor<100xtf32>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f16_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01]> : tensor<100xf16>
  %rhs = stablehlo.constant dense<[0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01]> : tensor<100xf16>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, true, false, false, false, true, false, true, true, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, true, true, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, false, false, true, false, false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f16_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, 0xFC00, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7C00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0x7E00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 6.0e-8, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01, 0x7C01]> : tensor<100xf16>
  %rhs = stablehlo.constant dense<[0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00, 0xFE00, 6.0e-8, 0x7C01]> : tensor<100xf16>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, true, false, true, true, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, false, true, false, false, true]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<100xf16>, tensor<100xf16>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_bf16_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81]> : tensor<100xbf16>
  %rhs = stablehlo.constant dense<[0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81]> : tensor<100xbf16>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, true, false, false, false, true, false, true, true, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, true, true, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, false, false, true, false, false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_bf16_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, 0xFF80, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7F80, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 9.0e-41, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81, 0x7F81]> : tensor<100xbf16>
  %rhs = stablehlo.constant dense<[0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0, 0xFFC0, 9.0e-41, 0x7F81]> : tensor<100xbf16>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, true, false, true, true, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, false, true, false, false, true]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<100xbf16>, tensor<100xbf16>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f8E3M4_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71]> : tensor<100xf8E3M4>
  %rhs = stablehlo.constant dense<[0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71]> : tensor<100xf8E3M4>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, true, false, false, false, true, false, true, true, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, true, true, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, false, false, true, false, false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f8E3M4_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0xB0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71]> : tensor<100xf8E3M4>
  %rhs = stablehlo.constant dense<[0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71, 0xF0, 0xB0, 0x80, 0x00, 0x30, 0x70, 0x78, 0xF8, 0x01, 0x71]> : tensor<100xf8E3M4>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, true, false, true, true, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, false, true, false, false, true]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<100xf8E3M4>, tensor<100xf8E3M4>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f8E4M3_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79]> : tensor<100xf8E4M3>
  %rhs = stablehlo.constant dense<[0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79]> : tensor<100xf8E4M3>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, true, false, false, false, true, false, true, true, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, true, true, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, false, false, true, false, false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f8E4M3_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xF8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79, 0x79]> : tensor<100xf8E4M3>
  %rhs = stablehlo.constant dense<[0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79, 0xF8, 0xB8, 0x80, 0x00, 0x38, 0x78, 0x7C, 0xFC, 0x01, 0x79]> : tensor<100xf8E4M3>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, true, false, true, true, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, false, true, false, false, true]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<100xf8E4M3>, tensor<100xf8E4M3>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f8E4M3FN_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<49xf8E4M3FN>
  %rhs = stablehlo.constant dense<[0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01]> : tensor<49xf8E4M3FN>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, true, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true]> : tensor<49xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, false, false, true, true, true, true, true, false, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false]> : tensor<49xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, true, true, false, false, false, false, true, true, true, false, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, false, false, false, true]> : tensor<49xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, false, false, false, false]> : tensor<49xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, false, false, true, false, true, true, true, false, false, true, false, true, true, true, false, false, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, true]> : tensor<49xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, false, false, true, false, false, false, true, false, false, true, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false]> : tensor<49xi1>
  func.return
}

// -----

func.func @compare_f8E4M3FN_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0xB8, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<49xf8E4M3FN>
  %rhs = stablehlo.constant dense<[0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01, 0xB8, 0x80, 0x00, 0x38, 0x7F, 0xFF, 0x01]> : tensor<49xf8E4M3FN>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true]> : tensor<49xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false]> : tensor<49xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, false, true, true, false, false, false, true, false, true, true, true, false, false, true, false, true, true, true, true, false, true, true, true, true, true, true, true, true, true, false, false, false, false, false, true, false, true, true, true, false, false, true, true]> : tensor<49xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, true, false, false, false, false, true, false, true, true, false, false, false, true, false, true, true, true, false, false, true, true, true, true, true, true, false, true, true, false, false, false, false, false, false, false, true, true, true, false, false, true, false]> : tensor<49xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, false, true, true, true, true, false, true, false, false, true, true, true, false, true, false, false, false, true, true, false, false, false, false, false, false, true, false, false, true, true, true, true, true, true, true, false, false, false, true, true, false, true]> : tensor<49xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<49xf8E4M3FN>, tensor<49xf8E4M3FN>) -> tensor<49xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, true, false, false, true, true, true, false, true, false, false, false, true, true, false, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, true, true, true, false, true, false, false, false, true, true, false, false]> : tensor<49xi1>
  func.return
}

// -----

func.func @compare_f8E4M3FNUZ_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xC0, 0xC0, 0xC0, 0xC0, 0xC0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x40, 0x40, 0x40, 0x40, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf8E4M3FNUZ>
  %rhs = stablehlo.constant dense<[0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01]> : tensor<25xf8E4M3FNUZ>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, false, false, true, true, true, false, true, false, false, false, false, false, true, true, false, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, false, true, false, true, true, false, true, false, false, true, false, false, false, false, false, false, false, false, false, true, false, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, false, true, false, false, true, false, true, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f8E4M3FNUZ_totalorder() {
  // TOTALORDER on an FNUZ type, implementation-defined in hloref (as XLA): the single
  // NaN (0x80, the bits of -0) sorts as -0 would, just below +0; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xC0, 0xC0, 0xC0, 0xC0, 0xC0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x40, 0x40, 0x40, 0x40, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf8E4M3FNUZ>
  %rhs = stablehlo.constant dense<[0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01]> : tensor<25xf8E4M3FNUZ>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, true, false, true, true, true, true, true, true, false, false, true, false, true, true, false, true, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, true, false, true, true, false, true, true, true, false, false, false, false, true, true, false, true, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, false, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3FNUZ>, tensor<25xf8E4M3FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, true, false, true, false, false, false, false, false, false, true, true, false, true, false, false, true, false, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f8E4M3B11FNUZ_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xD8, 0xD8, 0xD8, 0xD8, 0xD8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x58, 0x58, 0x58, 0x58, 0x58, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf8E4M3B11FNUZ>
  %rhs = stablehlo.constant dense<[0xD8, 0x00, 0x58, 0x80, 0x01, 0xD8, 0x00, 0x58, 0x80, 0x01, 0xD8, 0x00, 0x58, 0x80, 0x01, 0xD8, 0x00, 0x58, 0x80, 0x01, 0xD8, 0x00, 0x58, 0x80, 0x01]> : tensor<25xf8E4M3B11FNUZ>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, false, false, true, true, true, false, true, false, false, false, false, false, true, true, false, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, false, true, false, true, true, false, true, false, false, true, false, false, false, false, false, false, false, false, false, true, false, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, false, true, false, false, true, false, true, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f8E4M3B11FNUZ_totalorder() {
  // TOTALORDER on an FNUZ type, implementation-defined in hloref (as XLA): the single
  // NaN (0x80, the bits of -0) sorts as -0 would, just below +0; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xD8, 0xD8, 0xD8, 0xD8, 0xD8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x58, 0x58, 0x58, 0x58, 0x58, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf8E4M3B11FNUZ>
  %rhs = stablehlo.constant dense<[0xD8, 0x00, 0x58, 0x80, 0x01, 0xD8, 0x00, 0x58, 0x80, 0x01, 0xD8, 0x00, 0x58, 0x80, 0x01, 0xD8, 0x00, 0x58, 0x80, 0x01, 0xD8, 0x00, 0x58, 0x80, 0x01]> : tensor<25xf8E4M3B11FNUZ>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, true, false, true, true, true, true, true, true, false, false, true, false, true, true, false, true, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, true, false, true, true, false, true, true, true, false, false, false, false, true, true, false, true, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, false, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<25xf8E4M3B11FNUZ>, tensor<25xf8E4M3B11FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, true, false, true, false, false, false, false, false, false, true, true, false, true, false, false, true, false, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f8E5M2_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D]> : tensor<100xf8E5M2>
  %rhs = stablehlo.constant dense<[0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D]> : tensor<100xf8E5M2>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, true, true, true, true, true, false, false, false, true, false, true, true, true, true, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, true, false, true, true, true, true, true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, false, false, true, false, false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f8E5M2_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0xBC, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7C, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D, 0x7D]> : tensor<100xf8E5M2>
  %rhs = stablehlo.constant dense<[0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D, 0xFC, 0xBC, 0x80, 0x00, 0x3C, 0x7C, 0x7E, 0xFE, 0x01, 0x7D]> : tensor<100xf8E5M2>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, true]> : tensor<100xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, false]> : tensor<100xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true]> : tensor<100xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, true, false, false, true, true, false, false, false, false, false, true, false, false, true, true, true, false, false, false, false, true, false, false, true, true, true, true, false, false, false, true, true, false, true, true, true, true, true, false, false, true, true, false, true, true, true, true, true, true, false, true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false, false, true, false, false, true, true, true, true, true, true, false, true, true, false]> : tensor<100xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, false, true, false, false, true]> : tensor<100xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<100xf8E5M2>, tensor<100xf8E5M2>) -> tensor<100xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, true, true, false, true, true, false, false, true, true, true, true, true, false, true, true, false, false, false, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, true, true, false, false, false, false, true, true, true, false, false, true, false, false, false, false, false, false, true, false, false, false]> : tensor<100xi1>
  func.return
}

// -----

func.func @compare_f8E5M2FNUZ_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0xC0, 0xC0, 0xC0, 0xC0, 0xC0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x40, 0x40, 0x40, 0x40, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf8E5M2FNUZ>
  %rhs = stablehlo.constant dense<[0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01]> : tensor<25xf8E5M2FNUZ>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, false, false, true, true, true, false, true, false, false, false, false, false, true, true, false, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, true, false, false, true, false, false, false, false, false, true, true, false, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, false, true, false, true, true, false, true, false, false, true, false, false, false, false, false, false, false, false, false, true, false, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, false, true, false, false, true, false, true, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f8E5M2FNUZ_totalorder() {
  // TOTALORDER on an FNUZ type, implementation-defined in hloref (as XLA): the single
  // NaN (0x80, the bits of -0) sorts as -0 would, just below +0; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0xC0, 0xC0, 0xC0, 0xC0, 0xC0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x40, 0x40, 0x40, 0x40, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf8E5M2FNUZ>
  %rhs = stablehlo.constant dense<[0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x80, 0x01]> : tensor<25xf8E5M2FNUZ>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, true, false, true, true, true, true, true, true, false, false, true, false, true, true, false, true, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, true, false, true, true, false, true, true, true, false, false, false, false, true, true, false, true, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, false, true, false, false, true, false, false, false, true, true, true, true, false, false, true, false, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<25xf8E5M2FNUZ>, tensor<25xf8E5M2FNUZ>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, true, false, true, false, false, false, false, false, false, true, true, false, true, false, false, true, false, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f8E8M0FNU_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0x7F, 0x7F, 0x7F, 0x7F, 0x80, 0x80, 0x80, 0x80, 0x7E, 0x7E, 0x7E, 0x7E, 0xFF, 0xFF, 0xFF, 0xFF]> : tensor<16xf8E8M0FNU>
  %rhs = stablehlo.constant dense<[0x7F, 0x80, 0x7E, 0xFF, 0x7F, 0x80, 0x7E, 0xFF, 0x7F, 0x80, 0x7E, 0xFF, 0x7F, 0x80, 0x7E, 0xFF]> : tensor<16xf8E8M0FNU>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, true, false, false, false, false, true, false, false, false, false, false]> : tensor<16xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, false, true, true, true, true, false, true, true, true, true, true]> : tensor<16xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %ge, dense<[true, false, true, false, true, true, true, false, false, false, true, false, false, false, false, false]> : tensor<16xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %gt, dense<[false, false, true, false, true, false, true, false, false, false, false, false, false, false, false, false]> : tensor<16xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %le, dense<[true, true, false, false, false, true, false, false, true, true, true, false, false, false, false, false]> : tensor<16xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %lt, dense<[false, true, false, false, false, false, false, false, true, true, false, false, false, false, false, false]> : tensor<16xi1>
  func.return
}

// -----

func.func @compare_f8E8M0FNU_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0x7F, 0x7F, 0x7F, 0x7F, 0x80, 0x80, 0x80, 0x80, 0x7E, 0x7E, 0x7E, 0x7E, 0xFF, 0xFF, 0xFF, 0xFF]> : tensor<16xf8E8M0FNU>
  %rhs = stablehlo.constant dense<[0x7F, 0x80, 0x7E, 0xFF, 0x7F, 0x80, 0x7E, 0xFF, 0x7F, 0x80, 0x7E, 0xFF, 0x7F, 0x80, 0x7E, 0xFF]> : tensor<16xf8E8M0FNU>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true]> : tensor<16xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false]> : tensor<16xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %ge, dense<[true, false, true, false, true, true, true, false, false, false, true, false, true, true, true, true]> : tensor<16xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %gt, dense<[false, false, true, false, true, false, true, false, false, false, false, false, true, true, true, false]> : tensor<16xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %le, dense<[true, true, false, true, false, true, false, true, true, true, true, true, false, false, false, true]> : tensor<16xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
  check.expect_eq_const %lt, dense<[false, true, false, true, false, false, false, true, true, true, false, true, false, false, false, false]> : tensor<16xi1>
  func.return
}

// -----

func.func @compare_f6E2M3FN_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0x28, 0x28, 0x28, 0x28, 0x28, 0x20, 0x20, 0x20, 0x20, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x08, 0x08, 0x08, 0x08, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf6E2M3FN>
  %rhs = stablehlo.constant dense<[0x28, 0x20, 0x00, 0x08, 0x01, 0x28, 0x20, 0x00, 0x08, 0x01, 0x28, 0x20, 0x00, 0x08, 0x01, 0x28, 0x20, 0x00, 0x08, 0x01, 0x28, 0x20, 0x00, 0x08, 0x01]> : tensor<25xf6E2M3FN>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, true, false, false, false, true, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, false, true, true, true, false, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, true, false, false, true, true, true, false, false, true, true, true, true, true, true, true, true, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true, true, true, false, true, true, true, true, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false, false, false, true, false, false, false, false, true, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, false, true, true, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f6E2M3FN_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0x28, 0x28, 0x28, 0x28, 0x28, 0x20, 0x20, 0x20, 0x20, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x08, 0x08, 0x08, 0x08, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf6E2M3FN>
  %rhs = stablehlo.constant dense<[0x28, 0x20, 0x00, 0x08, 0x01, 0x28, 0x20, 0x00, 0x08, 0x01, 0x28, 0x20, 0x00, 0x08, 0x01, 0x28, 0x20, 0x00, 0x08, 0x01, 0x28, 0x20, 0x00, 0x08, 0x01]> : tensor<25xf6E2M3FN>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, false, false, true, true, true, false, false, true, true, true, true, true, true, true, true, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, true, false, false, false, true, true, true, false, true, true, true, true, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, true, true, false, false, true, true, true, false, false, false, true, false, false, false, false, true, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<25xf6E2M3FN>, tensor<25xf6E2M3FN>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, true, true, true, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f6E3M2FN_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0x2C, 0x2C, 0x2C, 0x2C, 0x2C, 0x20, 0x20, 0x20, 0x20, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0C, 0x0C, 0x0C, 0x0C, 0x0C, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf6E3M2FN>
  %rhs = stablehlo.constant dense<[0x2C, 0x20, 0x00, 0x0C, 0x01, 0x2C, 0x20, 0x00, 0x0C, 0x01, 0x2C, 0x20, 0x00, 0x0C, 0x01, 0x2C, 0x20, 0x00, 0x0C, 0x01, 0x2C, 0x20, 0x00, 0x0C, 0x01]> : tensor<25xf6E3M2FN>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, true, false, false, false, true, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, false, true, true, true, false, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, true, false, false, true, true, true, false, false, true, true, true, true, true, true, true, true, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true, true, true, false, true, true, true, true, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false, false, false, true, false, false, false, false, true, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, false, true, true, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f6E3M2FN_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0x2C, 0x2C, 0x2C, 0x2C, 0x2C, 0x20, 0x20, 0x20, 0x20, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0C, 0x0C, 0x0C, 0x0C, 0x0C, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf6E3M2FN>
  %rhs = stablehlo.constant dense<[0x2C, 0x20, 0x00, 0x0C, 0x01, 0x2C, 0x20, 0x00, 0x0C, 0x01, 0x2C, 0x20, 0x00, 0x0C, 0x01, 0x2C, 0x20, 0x00, 0x0C, 0x01, 0x2C, 0x20, 0x00, 0x0C, 0x01]> : tensor<25xf6E3M2FN>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, false, false, true, true, true, false, false, true, true, true, true, true, true, true, true, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, true, false, false, false, true, true, true, false, true, true, true, true, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, true, true, false, false, true, true, true, false, false, false, true, false, false, false, false, true, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<25xf6E3M2FN>, tensor<25xf6E3M2FN>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, true, true, true, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f4E2M1FN_float() {
  // IEEE-754 compareQuiet*: NaN is unordered (only NE holds), -0 = +0.
  %lhs = stablehlo.constant dense<[0x0A, 0x0A, 0x0A, 0x0A, 0x0A, 0x08, 0x08, 0x08, 0x08, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x02, 0x02, 0x02, 0x02, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf4E2M1FN>
  %rhs = stablehlo.constant dense<[0x0A, 0x08, 0x00, 0x02, 0x01, 0x0A, 0x08, 0x00, 0x02, 0x01, 0x0A, 0x08, 0x00, 0x02, 0x01, 0x0A, 0x08, 0x00, 0x02, 0x01, 0x0A, 0x08, 0x00, 0x02, 0x01]> : tensor<25xf4E2M1FN>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, true, false, false, false, true, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, false, true, true, true, false, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, true, false, false, true, true, true, false, false, true, true, true, true, true, true, true, true, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, false, false, false, false, true, true, true, false, true, true, true, true, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, true, true, false, true, true, true, true, false, false, false, true, false, false, false, false, true, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, false, true, true, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_f4E2M1FN_totalorder() {
  // IEEE-754 totalOrder: -NaN < -Inf < negatives < -0 < +0 < positives < +Inf < +NaN,
  // NaNs ordered by payload; EQ only for the same encoding.
  %lhs = stablehlo.constant dense<[0x0A, 0x0A, 0x0A, 0x0A, 0x0A, 0x08, 0x08, 0x08, 0x08, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x02, 0x02, 0x02, 0x02, 0x01, 0x01, 0x01, 0x01, 0x01]> : tensor<25xf4E2M1FN>
  %rhs = stablehlo.constant dense<[0x0A, 0x08, 0x00, 0x02, 0x01, 0x0A, 0x08, 0x00, 0x02, 0x01, 0x0A, 0x08, 0x00, 0x02, 0x01, 0x0A, 0x08, 0x00, 0x02, 0x01, 0x0A, 0x08, 0x00, 0x02, 0x01]> : tensor<25xf4E2M1FN>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true, false, false, false, false, false, true]> : tensor<25xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false, true, true, true, true, true, false]> : tensor<25xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %ge, dense<[true, false, false, false, false, true, true, false, false, false, true, true, true, false, false, true, true, true, true, true, true, true, true, false, true]> : tensor<25xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, true, false, false, false, false, true, true, false, false, false, true, true, true, false, true, true, true, true, false, false]> : tensor<25xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %le, dense<[true, true, true, true, true, false, true, true, true, true, false, false, true, true, true, false, false, false, true, false, false, false, false, true, true]> : tensor<25xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<25xf4E2M1FN>, tensor<25xf4E2M1FN>) -> tensor<25xi1>
  check.expect_eq_const %lt, dense<[false, true, true, true, true, false, false, true, true, true, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false]> : tensor<25xi1>
  func.return
}

// -----

func.func @compare_c64() {
  // Complex: lexicographic comparison of (real, imag) with the quiet float predicates.
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (0x7FC00000, 0.0), (0x7FC00000, 0.0), (0x7FC00000, 0.0), (0x7FC00000, 0.0), (0x7FC00000, 0.0), (0x7FC00000, 0.0), (0x7FC00000, 0.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0.0, 0x7FC00000), (0.0, 0x7FC00000), (0.0, 0x7FC00000), (0.0, 0x7FC00000), (0.0, 0x7FC00000), (0.0, 0x7FC00000), (0.0, 0x7FC00000), (0xFF800000, 7.0), (0xFF800000, 7.0), (0xFF800000, 7.0), (0xFF800000, 7.0), (0xFF800000, 7.0), (0xFF800000, 7.0), (0xFF800000, 7.0), (0xFF800000, 7.0)]> : tensor<64xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0xFF800000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0xFF800000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0xFF800000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0xFF800000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0xFF800000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0xFF800000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0xFF800000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FC00000, 0.0), (0.0, 0x7FC00000), (0xFF800000, 7.0)]> : tensor<64xcomplex<f32>>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f32>>, tensor<64xcomplex<f32>>) -> tensor<64xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true]> : tensor<64xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f32>>, tensor<64xcomplex<f32>>) -> tensor<64xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false]> : tensor<64xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f32>>, tensor<64xcomplex<f32>>) -> tensor<64xi1>
  check.expect_eq_const %ge, dense<[true, true, true, true, false, false, true, true, false, true, true, true, false, false, true, true, false, false, true, true, false, false, false, true, false, false, true, true, false, false, false, true, true, true, true, true, true, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true]> : tensor<64xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f32>>, tensor<64xcomplex<f32>>) -> tensor<64xi1>
  check.expect_eq_const %gt, dense<[false, true, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true, true, true, true, true, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false]> : tensor<64xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f32>>, tensor<64xcomplex<f32>>) -> tensor<64xi1>
  check.expect_eq_const %le, dense<[true, false, false, false, true, false, false, false, true, true, false, false, true, false, false, false, true, true, true, true, true, false, false, false, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, true, true, true, true, true, false, true, true]> : tensor<64xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f32>>, tensor<64xcomplex<f32>>) -> tensor<64xi1>
  check.expect_eq_const %lt, dense<[false, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, true, false, false, true, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, true, true, true, true, true, false, true, false]> : tensor<64xi1>
  func.return
}

// -----

func.func @compare_c128() {
  // Complex: lexicographic comparison of (real, imag) with the quiet float predicates.
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0x7FF8000000000000, 0.0), (0x7FF8000000000000, 0.0), (0x7FF8000000000000, 0.0), (0x7FF8000000000000, 0.0), (0x7FF8000000000000, 0.0), (0x7FF8000000000000, 0.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0.0, 0x7FF8000000000000), (0.0, 0x7FF8000000000000), (0.0, 0x7FF8000000000000), (0.0, 0x7FF8000000000000), (0.0, 0x7FF8000000000000), (0.0, 0x7FF8000000000000), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0), (0xFFF0000000000000, 7.0), (0xFFF0000000000000, 7.0), (0xFFF0000000000000, 7.0), (0xFFF0000000000000, 7.0), (0xFFF0000000000000, 7.0), (0xFFF0000000000000, 7.0), (0xFFF0000000000000, 7.0)]> : tensor<64xcomplex<f64>>
  %rhs = stablehlo.constant dense<[(1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0), (1.0, 2.0), (1.0, -3.0), (0.0, 0.0), (0.0, 0.0), (2.0, -5.0), (0x7FF8000000000000, 0.0), (0.0, 0x7FF8000000000000), (0xFFF0000000000000, 7.0)]> : tensor<64xcomplex<f64>>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f64>>, tensor<64xcomplex<f64>>) -> tensor<64xi1>
  check.expect_eq_const %eq, dense<[true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, true, false, false, false, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true]> : tensor<64xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f64>>, tensor<64xcomplex<f64>>) -> tensor<64xi1>
  check.expect_eq_const %ne, dense<[false, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, false, false, true, true, true, true, true, true, false, false, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false]> : tensor<64xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f64>>, tensor<64xcomplex<f64>>) -> tensor<64xi1>
  check.expect_eq_const %ge, dense<[true, true, true, true, false, false, true, true, false, true, true, true, false, false, true, true, false, false, true, true, false, false, false, true, false, false, true, true, false, false, false, true, true, true, true, true, true, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true]> : tensor<64xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f64>>, tensor<64xcomplex<f64>>) -> tensor<64xi1>
  check.expect_eq_const %gt, dense<[false, true, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true, true, true, true, true, false, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false]> : tensor<64xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f64>>, tensor<64xcomplex<f64>>) -> tensor<64xi1>
  check.expect_eq_const %le, dense<[true, false, false, false, true, false, false, false, true, true, false, false, true, false, false, false, true, true, true, true, true, false, false, false, true, true, true, true, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, true, true, true, true, true, false, true, true]> : tensor<64xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<64xcomplex<f64>>, tensor<64xcomplex<f64>>) -> tensor<64xi1>
  check.expect_eq_const %lt, dense<[false, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, true, false, false, true, false, false, false, true, true, false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, false, false, true, false, false, false, true, true, true, true, true, false, true, false]> : tensor<64xi1>
  func.return
}
