// Conformance: stablehlo.sort (spec: Ops > sort). Every 1-dimensional slice
// along `dimension` is sorted with the comparator as "less than"; all inputs
// are permuted together. Ties are only relied on where is_stable = true.
// Expected values derived by hand.

// spec example
func.func @sort_spec_example_stable_i64() {
  %input0 = stablehlo.constant dense<[[1, 2, 3], [3, 2, 1]]> : tensor<2x3xi64>
  %input1 = stablehlo.constant dense<[[3, 2, 1], [1, 2, 3]]> : tensor<2x3xi64>
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %predicate = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%predicate) : (tensor<i1>) -> ()
  }) {
    dimension = 0 : i64,
    is_stable = true
  } : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  check.expect_eq_const %result0, dense<[[3, 2, 3], [1, 2, 1]]> : tensor<2x3xi64>
  check.expect_eq_const %result1, dense<[[1, 2, 1], [3, 2, 3]]> : tensor<2x3xi64>
  func.return
}

// -----

// A stable sort keeps equal keys in input order: the values (their
// positions) show it.
func.func @sort_stable_ties_keep_order_i32() {
  %keys = stablehlo.constant dense<[3, 1, 3, 2, 1, 3]> : tensor<6xi32>
  %values = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %sorted_keys, %sorted_values = "stablehlo.sort"(%keys, %values) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
  check.expect_eq_const %sorted_keys, dense<[1, 1, 2, 3, 3, 3]> : tensor<6xi32>
  check.expect_eq_const %sorted_values, dense<[1, 4, 3, 0, 2, 5]> : tensor<6xi32>
  func.return
}

// -----

// The same, with a comparator of several ops (compare, then `and` with
// true): identical answers, so the identical permutation.
func.func @sort_stable_ties_multi_op_comparator_i32() {
  %keys = stablehlo.constant dense<[3, 1, 3, 2, 1, 3]> : tensor<6xi32>
  %values = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %sorted_keys, %sorted_values = "stablehlo.sort"(%keys, %values) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %true = stablehlo.constant dense<true> : tensor<i1>
      %r = stablehlo.and %lt, %true : tensor<i1>
      stablehlo.return %r : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
  check.expect_eq_const %sorted_keys, dense<[1, 1, 2, 3, 3, 3]> : tensor<6xi32>
  check.expect_eq_const %sorted_values, dense<[1, 4, 3, 0, 2, 5]> : tensor<6xi32>
  func.return
}

// -----

// Descending along the last dimension, given as dimension = -1.
func.func @sort_descending_negative_dimension_i16() {
  %input = stablehlo.constant dense<[[3, 1, 2], [5, 9, -7]]> : tensor<2x3xi16>
  %result = "stablehlo.sort"(%input) ({
    ^bb0(%a: tensor<i16>, %b: tensor<i16>):
      %gt = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
      stablehlo.return %gt : tensor<i1>
  }) {dimension = -1 : i64} : (tensor<2x3xi16>) -> tensor<2x3xi16>
  check.expect_eq_const %result, dense<[[3, 2, 1], [9, 5, -7]]> : tensor<2x3xi16>
  func.return
}

// -----

// Comparator arguments swapped, compare(rhs, lhs) LT: descending.
func.func @sort_swapped_arguments_ui8() {
  %input = stablehlo.constant dense<[200, 5, 255, 0, 128]> : tensor<5xui8>
  %result = "stablehlo.sort"(%input) ({
    ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
      %lt = stablehlo.compare LT, %b, %a, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = false} : (tensor<5xui8>) -> tensor<5xui8>
  check.expect_eq_const %result, dense<[255, 200, 128, 5, 0]> : tensor<5xui8>
  func.return
}

// -----

// TOTALORDER: -NaN < -Inf < -0 < +0 < 1 < +Inf < +NaN.
func.func @sort_totalorder_f32() {
  %input = stablehlo.constant dense<[0x7FC00000, -0.0, 1.0, 0xFFC00000, 0.0, 0xFF800000, 0x7F800000]> : tensor<7xf32>
  %result = "stablehlo.sort"(%input) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<7xf32>) -> tensor<7xf32>
  %bits = stablehlo.bitcast_convert %result : (tensor<7xf32>) -> tensor<7xui32>
  check.expect_eq_const %bits, dense<[0xFFC00000, 0xFF800000, 0x80000000, 0, 0x3F800000, 0x7F800000, 0x7FC00000]> : tensor<7xui32>
  func.return
}

// -----

// The same order through a comparator of several ops.
func.func @sort_totalorder_multi_op_comparator_f32() {
  %input = stablehlo.constant dense<[0x7FC00000, -0.0, 1.0, 0xFFC00000, 0.0, 0xFF800000, 0x7F800000]> : tensor<7xf32>
  %result = "stablehlo.sort"(%input) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %ge = stablehlo.compare GE, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.not %ge : tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<7xf32>) -> tensor<7xf32>
  %bits = stablehlo.bitcast_convert %result : (tensor<7xf32>) -> tensor<7xui32>
  check.expect_eq_const %bits, dense<[0xFFC00000, 0xFF800000, 0x80000000, 0, 0x3F800000, 0x7F800000, 0x7FC00000]> : tensor<7xui32>
  func.return
}

// -----

// Two keys: ascending by the first, descending by the second among equal
// first keys; the third input is carried along.
func.func @sort_two_keys_custom_comparator() {
  %k0 = stablehlo.constant dense<[2, 1, 2, 1]> : tensor<4xi32>
  %k1 = stablehlo.constant dense<[5.0, 6.0, 7.0, 8.0]> : tensor<4xf32>
  %v = stablehlo.constant dense<[10, 11, 12, 13]> : tensor<4xui16>
  %r0, %r1, %r2 = "stablehlo.sort"(%k0, %k1, %v) ({
    ^bb0(%a0: tensor<i32>, %b0: tensor<i32>, %a1: tensor<f32>, %b1: tensor<f32>, %a2: tensor<ui16>, %b2: tensor<ui16>):
      %lt0 = stablehlo.compare LT, %a0, %b0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %eq0 = stablehlo.compare EQ, %a0, %b0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %gt1 = stablehlo.compare GT, %a1, %b1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %tie = stablehlo.and %eq0, %gt1 : tensor<i1>
      %less = stablehlo.or %lt0, %tie : tensor<i1>
      stablehlo.return %less : tensor<i1>
  }) {dimension = 0 : i64, is_stable = false} : (tensor<4xi32>, tensor<4xf32>, tensor<4xui16>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xui16>)
  check.expect_eq_const %r0, dense<[1, 1, 2, 2]> : tensor<4xi32>
  check.expect_eq_const %r1, dense<[8.0, 6.0, 7.0, 5.0]> : tensor<4xf32>
  check.expect_eq_const %r2, dense<[13, 11, 12, 10]> : tensor<4xui16>
  func.return
}

// -----

// The middle dimension of a 3-dimensional tensor; is_stable absent.
func.func @sort_middle_dimension_f64() {
  %input = stablehlo.constant dense<[[[4.0, -1.0], [2.0, -3.0], [3.0, -2.0]],
                                     [[0.5, 9.0], [0.25, 8.0], [0.75, 7.0]]]> : tensor<2x3x2xf64>
  %result = "stablehlo.sort"(%input) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
  check.expect_eq_const %result, dense<[[[2.0, -3.0], [3.0, -2.0], [4.0, -1.0]],
                                        [[0.25, 7.0], [0.5, 8.0], [0.75, 9.0]]]> : tensor<2x3x2xf64>
  func.return
}

// -----

// Booleans sort false before true (UNSIGNED order).
func.func @sort_i1() {
  %input = stablehlo.constant dense<[true, false, true, false, false]> : tensor<5xi1>
  %result = "stablehlo.sort"(%input) ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %lt = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi1>) -> tensor<5xi1>
  check.expect_eq_const %result, dense<[false, false, false, true, true]> : tensor<5xi1>
  func.return
}

// -----

// A comparator that is not a strict weak order (LE) still yields the
// non-descending order of distinct-or-equal integers, and never fails.
func.func @sort_le_comparator_si64() {
  %input = stablehlo.constant dense<[5, 5, -1, 5, 0, -1, 5, 5, 5, 2]> : tensor<10xi64>
  %result = "stablehlo.sort"(%input) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %le = stablehlo.compare LE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %le : tensor<i1>
  }) {dimension = 0 : i64, is_stable = false} : (tensor<10xi64>) -> tensor<10xi64>
  check.expect_eq_const %result, dense<[-1, -1, 0, 2, 5, 5, 5, 5, 5, 5]> : tensor<10xi64>
  func.return
}

// -----

// Float keys sorted ascending (FLOAT, no NaN), integer values follow.
func.func @sort_float_keys_int_values_bf16() {
  %keys = stablehlo.constant dense<[0.5, -2.0, 3.0, -0.25, 1.0]> : tensor<5xbf16>
  %values = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi8>
  %sk, %sv = "stablehlo.sort"(%keys, %values) ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>, %c: tensor<i8>, %d: tensor<i8>):
      %lt = stablehlo.compare LT, %a, %b : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xbf16>, tensor<5xi8>) -> (tensor<5xbf16>, tensor<5xi8>)
  check.expect_eq_const %sk, dense<[-2.0, -0.25, 0.5, 1.0, 3.0]> : tensor<5xbf16>
  check.expect_eq_const %sv, dense<[1, 3, 0, 4, 2]> : tensor<5xi8>
  func.return
}

// -----

// Sorting by the second input: the comparator reads only arguments 2 and 3.
func.func @sort_by_second_input_i32() {
  %a = stablehlo.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
  %b = stablehlo.constant dense<[4, 2, 3, 1]> : tensor<4xi32>
  %ra, %rb = "stablehlo.sort"(%a, %b) ({
    ^bb0(%a0: tensor<i32>, %a1: tensor<i32>, %b0: tensor<i32>, %b1: tensor<i32>):
      %lt = stablehlo.compare LT, %b0, %b1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  check.expect_eq_const %ra, dense<[40, 20, 30, 10]> : tensor<4xi32>
  check.expect_eq_const %rb, dense<[1, 2, 3, 4]> : tensor<4xi32>
  func.return
}

// -----

// An empty slice dimension: nothing to sort.
func.func @sort_empty_i32() {
  %input = stablehlo.constant dense<> : tensor<2x0xi32>
  %result = "stablehlo.sort"(%input) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x0xi32>) -> tensor<2x0xi32>
  check.expect_eq_const %result, dense<> : tensor<2x0xi32>
  func.return
}
