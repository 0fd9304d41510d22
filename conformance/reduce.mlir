// Conformance: stablehlo.reduce (spec: Ops > reduce). Hand-derived unless
// marked `spec example`. Every case reduces with a body that forms a monoid
// with its init value on the given inputs (exact sums, max/min, and/or,
// argmax with a first-index tie break), so the expected values hold for any
// reduction order.

// spec example
func.func @reduce_spec_example_i64() {
  %input = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5]]> : tensor<1x6xi64>
  %init_value = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce"(%input, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    dimensions = array<i64: 1>
  } : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  check.expect_eq_const %result, dense<[15]> : tensor<1xi64>
  func.return
}

// -----

func.func @reduce_add_dim0_f32() {
  %input = stablehlo.constant dense<[[1.5, -2.0, 4.0], [0.25, 8.0, -4.0]]> : tensor<2x3xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [0]
    : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %result, dense<[1.75, 6.0, 0.0]> : tensor<3xf32>
  func.return
}

// -----

func.func @reduce_add_dim1_with_init_f64() {
  %input = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, -2.0, -3.0]]> : tensor<2x3xf64>
  %init = stablehlo.constant dense<0.5> : tensor<f64>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [1]
    : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  check.expect_eq_const %result, dense<[6.5, -5.5]> : tensor<2xf64>
  func.return
}

// -----

func.func @reduce_all_dimensions_to_scalar_i32() {
  %input = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [0, 1, 2]
    : (tensor<2x2x2xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %result, dense<36> : tensor<i32>
  func.return
}

// -----

// Reducing dimensions 0 and 2 keeps dimension 1.
func.func @reduce_outer_and_inner_dimensions_i32() {
  %input = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6]], [[10, 20], [30, 40], [50, 60]]]> : tensor<2x3x2xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [2, 0]
    : (tensor<2x3x2xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[33, 77, 121]> : tensor<3xi32>
  func.return
}

// -----

// No reduced dimensions: every slice is one element, so each result is
// body(init_value, x) (an init of 0 keeps x).
func.func @reduce_no_dimensions_i32() {
  %input = stablehlo.constant dense<[[1, -2], [3, -4]]> : tensor<2x2xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = []
    : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[1, -2], [3, -4]]> : tensor<2x2xi32>
  func.return
}

// -----

// Empty slices reduce to the init value.
func.func @reduce_empty_slices_give_init_f32() {
  %input = stablehlo.constant dense<> : tensor<3x0xf32>
  %init = stablehlo.constant dense<-7.5> : tensor<f32>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [1]
    : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %result, dense<[-7.5, -7.5, -7.5]> : tensor<3xf32>
  func.return
}

// -----

func.func @reduce_empty_to_scalar_gives_init_i64() {
  %input = stablehlo.constant dense<> : tensor<0x4xi64>
  %init = stablehlo.constant dense<42> : tensor<i64>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [0, 1]
    : (tensor<0x4xi64>, tensor<i64>) -> tensor<i64>
  check.expect_eq_const %result, dense<42> : tensor<i64>
  func.return
}

// -----

// An empty result: nothing to reduce.
func.func @reduce_empty_result_f32() {
  %input = stablehlo.constant dense<> : tensor<0x3xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [1]
    : (tensor<0x3xf32>, tensor<f32>) -> tensor<0xf32>
  check.expect_eq_const %result, dense<> : tensor<0xf32>
  func.return
}

// -----

func.func @reduce_max_f32() {
  %input = stablehlo.constant dense<[[1.0, -3.0, 0x7F800000], [-2.5, -0.5, 2.0]]> : tensor<2x3xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.maximum across dimensions = [1]
    : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[0x7F800000, 2.0]> : tensor<2xf32>
  func.return
}

// -----

// maximum propagates NaN, whatever the order.
func.func @reduce_max_nan_f32() {
  %input = stablehlo.constant dense<[1.0, 0x7FC00000, 3.0]> : tensor<3xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.maximum across dimensions = [0]
    : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %result, dense<0x7FC00000> : tensor<f32>
  func.return
}

// -----

func.func @reduce_min_si8() {
  %input = stablehlo.constant dense<[[5, -128, 7], [127, 3, 4]]> : tensor<2x3xi8>
  %init = stablehlo.constant dense<127> : tensor<i8>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.minimum across dimensions = [1]
    : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi8>
  check.expect_eq_const %result, dense<[-128, 3]> : tensor<2xi8>
  func.return
}

// -----

// Unsigned addition wraps modulo 2^8 (an associative, commutative monoid).
func.func @reduce_add_wraps_ui8() {
  %input = stablehlo.constant dense<[200, 100, 10]> : tensor<3xui8>
  %init = stablehlo.constant dense<0> : tensor<ui8>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [0]
    : (tensor<3xui8>, tensor<ui8>) -> tensor<ui8>
  check.expect_eq_const %result, dense<54> : tensor<ui8>
  func.return
}

// -----

func.func @reduce_and_or_i1() {
  %input = stablehlo.constant dense<[[true, true, false], [true, true, true]]> : tensor<2x3xi1>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %all = stablehlo.reduce(%input init: %true) applies stablehlo.and across dimensions = [1]
    : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
  %any = stablehlo.reduce(%input init: %false) applies stablehlo.or across dimensions = [0]
    : (tensor<2x3xi1>, tensor<i1>) -> tensor<3xi1>
  check.expect_eq_const %all, dense<[false, true]> : tensor<2xi1>
  check.expect_eq_const %any, dense<[true, true, true]> : tensor<3xi1>
  func.return
}

// -----

func.func @reduce_multiply_i64() {
  %input = stablehlo.constant dense<[[1, 2, 3, 4], [-1, 5, 0, 2]]> : tensor<2x4xi64>
  %init = stablehlo.constant dense<1> : tensor<i64>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.multiply across dimensions = [1]
    : (tensor<2x4xi64>, tensor<i64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[24, 0]> : tensor<2xi64>
  func.return
}

// -----

func.func @reduce_add_complex64() {
  %input = stablehlo.constant dense<[(1.0, 2.0), (-0.5, 4.0), (3.0, -1.0)]> : tensor<3xcomplex<f32>>
  %init = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [0]
    : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  check.expect_eq_const %result, dense<(3.5, 5.0)> : tensor<complex<f32>>
  func.return
}

// -----

func.func @reduce_add_bf16() {
  %input = stablehlo.constant dense<[[0.5, 0.25], [2.0, 1.0]]> : tensor<2x2xbf16>
  %init = stablehlo.constant dense<0.0> : tensor<bf16>
  %result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [1]
    : (tensor<2x2xbf16>, tensor<bf16>) -> tensor<2xbf16>
  check.expect_eq_const %result, dense<[0.75, 3.0]> : tensor<2xbf16>
  func.return
}

// -----

// The body's element type may be wider than the inputs' (is_promotable):
// the inputs and init values are converted first, so the sum of the i8
// values does not wrap in i32.
func.func @reduce_promotes_i8_to_i32() {
  %input = stablehlo.constant dense<[100, 100, 100, -50]> : tensor<4xi8>
  %init = stablehlo.constant dense<0> : tensor<i8>
  %result = "stablehlo.reduce"(%input, %init) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    dimensions = array<i64: 0>
  } : (tensor<4xi8>, tensor<i8>) -> tensor<i32>
  check.expect_eq_const %result, dense<250> : tensor<i32>
  func.return
}

// -----

// f16 inputs summed in f32: 2048 + 1 is exact in f32 (not in f16).
func.func @reduce_promotes_f16_to_f32() {
  %input = stablehlo.constant dense<[2048.0, 1.0]> : tensor<2xf16>
  %init = stablehlo.constant dense<0.0> : tensor<f16>
  %result = "stablehlo.reduce"(%input, %init) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    dimensions = array<i64: 0>
  } : (tensor<2xf16>, tensor<f16>) -> tensor<f32>
  check.expect_eq_const %result, dense<2049.0> : tensor<f32>
  func.return
}

// -----

// Variadic reduce: argmax over each row, the lowest index winning ties.
func.func @reduce_argmax_f32_i32() {
  %values = stablehlo.constant dense<[[1.0, 7.0, 3.0, 7.0], [-1.0, -4.0, -0.5, -2.0]]> : tensor<2x4xf32>
  %indices = stablehlo.iota dim = 1 : tensor<2x4xi32>
  %init_value = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %init_index = stablehlo.constant dense<0> : tensor<i32>
  %max, %argmax = "stablehlo.reduce"(%values, %indices, %init_value, %init_index) ({
    ^bb0(%acc_value: tensor<f32>, %acc_index: tensor<i32>, %value: tensor<f32>, %index: tensor<i32>):
      %gt = stablehlo.compare GT, %value, %acc_value : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %value, %acc_value : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lower = stablehlo.compare LT, %index, %acc_index : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lower : tensor<i1>
      %take = stablehlo.or %gt, %tie : tensor<i1>
      %new_value = stablehlo.select %take, %value, %acc_value : tensor<i1>, tensor<f32>
      %new_index = stablehlo.select %take, %index, %acc_index : tensor<i1>, tensor<i32>
      stablehlo.return %new_value, %new_index : tensor<f32>, tensor<i32>
  }) {
    dimensions = array<i64: 1>
  } : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  check.expect_eq_const %max, dense<[7.0, -0.5]> : tensor<2xf32>
  check.expect_eq_const %argmax, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// -----

// Variadic reduce with two independent sums of different element types.
func.func @reduce_two_sums_i64_f64() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %b = stablehlo.constant dense<[[0.5, 0.25], [1.0, 2.0]]> : tensor<2x2xf64>
  %zero_i = stablehlo.constant dense<0> : tensor<i64>
  %zero_f = stablehlo.constant dense<0.0> : tensor<f64>
  %sum_a, %sum_b = "stablehlo.reduce"(%a, %b, %zero_i, %zero_f) ({
    ^bb0(%x: tensor<i64>, %y: tensor<f64>, %u: tensor<i64>, %v: tensor<f64>):
      %0 = stablehlo.add %x, %u : tensor<i64>
      %1 = stablehlo.add %y, %v : tensor<f64>
      stablehlo.return %0, %1 : tensor<i64>, tensor<f64>
  }) {
    dimensions = array<i64: 0>
  } : (tensor<2x2xi64>, tensor<2x2xf64>, tensor<i64>, tensor<f64>) -> (tensor<2xi64>, tensor<2xf64>)
  check.expect_eq_const %sum_a, dense<[4, 6]> : tensor<2xi64>
  check.expect_eq_const %sum_b, dense<[1.5, 2.25]> : tensor<2xf64>
  func.return
}
