// Conformance: stablehlo.reduce_window (spec: Ops > reduce_window).
// Hand-derived unless marked `spec example`: the inputs are padded with the
// init values (base dilation holes too), each window is the slice
// [result_index * window_strides, ... + (window_dimensions - 1) *
// window_dilations + 1) with stride window_dilations, reduced by the body.
// The bodies form monoids with their init values, so the expected values
// hold for any reduction order.

// spec example
func.func @reduce_window_spec_example_i64() {
  %input = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %init_value = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    window_dimensions = array<i64: 2, 1>,
    window_strides = array<i64: 4, 1>,
    base_dilations = array<i64: 2, 1>,
    window_dilations = array<i64: 3, 1>,
    padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[0, 0], [3, 4]]> : tensor<2x2xi64>
  func.return
}

// -----

func.func @reduce_window_max_pool_2x2_f32() {
  %input = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0],
                                     [5.0, 6.0, 7.0, 8.0],
                                     [9.0, 10.0, 11.0, 12.0],
                                     [13.0, 14.0, 15.0, -16.0]]> : tensor<4x4xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    window_dimensions = array<i64: 2, 2>,
    window_strides = array<i64: 2, 2>
  } : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[6.0, 8.0], [14.0, 15.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Default strides and dilations (1); padding takes the init value.
func.func @reduce_window_sum_padded_i32() {
  %input = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    window_dimensions = array<i64: 3>,
    padding = dense<[[1, 1]]> : tensor<1x2xi64>
  } : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %result, dense<[3, 6, 9, 7]> : tensor<4xi32>
  func.return
}

// -----

// base_dilations = 2: the input becomes [1, _, 2, _, 3] with holes of init.
func.func @reduce_window_base_dilation_i32() {
  %input = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    window_dimensions = array<i64: 2>,
    window_strides = array<i64: 1>,
    base_dilations = array<i64: 2>,
    window_dilations = array<i64: 1>,
    padding = dense<0> : tensor<1x2xi64>
  } : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %result, dense<[1, 2, 2, 3]> : tensor<4xi32>
  func.return
}

// -----

// window_dilations = 2: each window takes every other element.
func.func @reduce_window_window_dilation_i32() {
  %input = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    window_dimensions = array<i64: 2>,
    window_dilations = array<i64: 2>
  } : (tensor<5xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[4, 6, 8]> : tensor<3xi32>
  func.return
}

// -----

// Strides larger than the window skip elements; the last partial window is
// dropped (floor in num_windows).
func.func @reduce_window_stride_beyond_window_i32() {
  %input = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7]> : tensor<7xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    window_dimensions = array<i64: 2>,
    window_strides = array<i64: 3>
  } : (tensor<7xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[3, 9]> : tensor<2xi32>
  func.return
}

// -----

// Every knob at once in 2-D: rows dilated by 2 and padded by 1 below,
// columns padded by 1 above, windows of 2x2 with column dilation 2 and
// strides 2.
func.func @reduce_window_all_attributes_2d_f64() {
  %input = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0],
                                     [5.0, 6.0, -5.0, 8.0],
                                     [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %inf = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
  %sum = "stablehlo.reduce_window"(%input, %zero) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %0 = stablehlo.add %a, %b : tensor<f64>
      stablehlo.return %0 : tensor<f64>
  }) {
    window_dimensions = array<i64: 2, 2>,
    window_strides = array<i64: 2, 2>,
    base_dilations = array<i64: 2, 1>,
    window_dilations = array<i64: 1, 2>,
    padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>
  } : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x2xf64>
  %min = "stablehlo.reduce_window"(%input, %inf) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %0 = stablehlo.minimum %a, %b : tensor<f64>
      stablehlo.return %0 : tensor<f64>
  }) {
    window_dimensions = array<i64: 2, 2>,
    window_strides = array<i64: 2, 2>,
    base_dilations = array<i64: 2, 1>,
    window_dilations = array<i64: 1, 2>,
    padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>
  } : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x2xf64>
  check.expect_eq_const %sum, dense<[[4.0, 3.0], [0.0, -5.0], [20.0, 11.0]]> : tensor<3x2xf64>
  check.expect_eq_const %min, dense<[[1.0, 3.0], [-5.0, -5.0], [9.0, 11.0]]> : tensor<3x2xf64>
  func.return
}

// -----

// Negative padding removes edge elements: [1, 2, 3, 4, 5] -> [2, 3, 4].
func.func @reduce_window_negative_padding_i64() {
  %input = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %0 = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %0 : tensor<i64>
  }) {
    window_dimensions = array<i64: 2>,
    padding = dense<[[-1, -1]]> : tensor<1x2xi64>
  } : (tensor<5xi64>, tensor<i64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[5, 7]> : tensor<2xi64>
  func.return
}

// -----

// A window larger than the padded input: no windows.
func.func @reduce_window_no_windows_f32() {
  %input = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    window_dimensions = array<i64: 3, 1>
  } : (tensor<2x2xf32>, tensor<f32>) -> tensor<0x2xf32>
  check.expect_eq_const %result, dense<> : tensor<0x2xf32>
  func.return
}

// -----

// An empty input with padding: every window holds only init values.
func.func @reduce_window_empty_input_padded_f32() {
  %input = stablehlo.constant dense<> : tensor<0xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    window_dimensions = array<i64: 2>,
    padding = dense<[[2, 1]]> : tensor<1x2xi64>
  } : (tensor<0xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[0xFF800000, 0xFF800000]> : tensor<2xf32>
  func.return
}

// -----

// Windows of one element with stride 1: the input itself.
func.func @reduce_window_unit_windows_bf16() {
  %input = stablehlo.constant dense<[[1.5, -2.0], [0.125, 3.0]]> : tensor<2x2xbf16>
  %init = stablehlo.constant dense<0.0> : tensor<bf16>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %0 = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %0 : tensor<bf16>
  }) {
    window_dimensions = array<i64: 1, 1>
  } : (tensor<2x2xbf16>, tensor<bf16>) -> tensor<2x2xbf16>
  check.expect_eq_const %result, dense<[[1.5, -2.0], [0.125, 3.0]]> : tensor<2x2xbf16>
  func.return
}

// -----

// A 0-dimensional input: one window of the one element.
func.func @reduce_window_rank0_f32() {
  %input = stablehlo.constant dense<2.5> : tensor<f32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    window_dimensions = array<i64>
  } : (tensor<f32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %result, dense<2.5> : tensor<f32>
  func.return
}

// -----

func.func @reduce_window_or_i1() {
  %input = stablehlo.constant dense<[false, false, true, false, false, false]> : tensor<6xi1>
  %init = stablehlo.constant dense<false> : tensor<i1>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %0 = stablehlo.or %a, %b : tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }) {
    window_dimensions = array<i64: 2>,
    window_strides = array<i64: 2>
  } : (tensor<6xi1>, tensor<i1>) -> tensor<3xi1>
  check.expect_eq_const %result, dense<[false, true, false]> : tensor<3xi1>
  func.return
}

// -----

// The body computes in i32 on i8 inputs (is_promotable): no wrap-around.
func.func @reduce_window_promotes_i8_to_i32() {
  %input = stablehlo.constant dense<[120, 120, 120, -128]> : tensor<4xi8>
  %init = stablehlo.constant dense<0> : tensor<i8>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    window_dimensions = array<i64: 2>
  } : (tensor<4xi8>, tensor<i8>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[240, 240, -8]> : tensor<3xi32>
  func.return
}

// -----

// Two inputs: the maximum of each window and its index (first index on
// ties). Padding holds (-inf, 0).
func.func @reduce_window_argmax_f32_ui32() {
  %values = stablehlo.constant dense<[3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 9.0]> : tensor<8xf32>
  %indices = stablehlo.iota dim = 0 : tensor<8xui32>
  %init_value = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %init_index = stablehlo.constant dense<0> : tensor<ui32>
  %max, %argmax = "stablehlo.reduce_window"(%values, %indices, %init_value, %init_index) ({
    ^bb0(%acc_value: tensor<f32>, %acc_index: tensor<ui32>, %value: tensor<f32>, %index: tensor<ui32>):
      %gt = stablehlo.compare GT, %value, %acc_value : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %value, %acc_value : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lower = stablehlo.compare LT, %index, %acc_index : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lower : tensor<i1>
      %take = stablehlo.or %gt, %tie : tensor<i1>
      %new_value = stablehlo.select %take, %value, %acc_value : tensor<i1>, tensor<f32>
      %new_index = stablehlo.select %take, %index, %acc_index : tensor<i1>, tensor<ui32>
      stablehlo.return %new_value, %new_index : tensor<f32>, tensor<ui32>
  }) {
    window_dimensions = array<i64: 3>,
    window_strides = array<i64: 2>,
    padding = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (tensor<8xf32>, tensor<8xui32>, tensor<f32>, tensor<ui32>) -> (tensor<4xf32>, tensor<4xui32>)
  check.expect_eq_const %max, dense<[4.0, 5.0, 9.0, 9.0]> : tensor<4xf32>
  check.expect_eq_const %argmax, dense<[2, 4, 5, 7]> : tensor<4xui32>
  func.return
}
