// Conformance: stablehlo.select_and_scatter (spec: Ops > select_and_scatter).
// Hand-derived unless marked `spec example`: each window of the operand
// selects one element (select(a, b) ? a : b folded over the window, padding
// positions holding no element), and each result element reduces, from
// init_value, the source values whose windows selected it. The selections
// used (GE keeps the first of equal maxima, GT the last, LE the first of
// equal minima) and the scatters (add, multiply) give the same result for
// any reduction order.

// spec example
func.func @select_and_scatter_spec_example_i64() {
  %operand = stablehlo.constant dense<[[1, 5], [2, 5], [3, 6], [4, 4]]> : tensor<4x2xi64>
  %source = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  %init_value = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GE>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    window_dimensions = array<i64: 3, 1>,
    window_strides = array<i64: 2, 1>,
    padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  check.expect_eq_const %result, dense<[[0, 0], [0, 0], [5, 14], [7, 0]]> : tensor<4x2xi64>
  func.return
}

// -----

// The gradient of a 2x2 max pool; the last window has two equal maxima and
// GE keeps the first.
func.func @select_and_scatter_max_pool_gradient_f32() {
  %operand = stablehlo.constant dense<[[1.0, 5.0, 2.0, 0.0],
                                       [3.0, 4.0, 8.0, 1.0],
                                       [0.0, 2.0, 7.0, 7.0],
                                       [9.0, 1.0, 3.0, 6.0]]> : tensor<4x4xf32>
  %source = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    window_dimensions = array<i64: 2, 2>,
    window_strides = array<i64: 2, 2>
  } : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  check.expect_eq_const %result, dense<[[0.0, 1.0, 0.0, 0.0],
                                        [0.0, 0.0, 2.0, 0.0],
                                        [0.0, 0.0, 4.0, 0.0],
                                        [3.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
  func.return
}

// -----

// Overlapping windows that select the same element add up their sources.
func.func @select_and_scatter_overlapping_windows_i32() {
  %operand = stablehlo.constant dense<[1, 3, 2, 5, 4]> : tensor<5xi32>
  %source = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    window_dimensions = array<i64: 3>,
    window_strides = array<i64: 1>,
    padding = dense<0> : tensor<1x2xi64>
  } : (tensor<5xi32>, tensor<3xi32>, tensor<i32>) -> tensor<5xi32>
  check.expect_eq_const %result, dense<[0, 10, 0, 50, 0]> : tensor<5xi32>
  func.return
}

// -----

// GT selects the last of equal maxima.
func.func @select_and_scatter_gt_takes_last_tie_i64() {
  %operand = stablehlo.constant dense<[2, 2, 1, 2]> : tensor<4xi64>
  %source = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %0 = stablehlo.compare GT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }, {
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %0 = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %0 : tensor<i64>
  }) {
    window_dimensions = array<i64: 2>,
    window_strides = array<i64: 2>
  } : (tensor<4xi64>, tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[0, 5, 0, 6]> : tensor<4xi64>
  func.return
}

// -----

// Minimum selection with padding (padding positions are never selected)
// and a multiplying scatter from init 1.
func.func @select_and_scatter_min_multiply_padded_i32() {
  %operand = stablehlo.constant dense<[[4, 1], [1, 3]]> : tensor<2x2xi32>
  %source = stablehlo.constant dense<[[2, 3], [5, 7]]> : tensor<2x2xi32>
  %init = stablehlo.constant dense<1> : tensor<i32>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.compare LE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.multiply %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    window_dimensions = array<i64: 2, 2>,
    window_strides = array<i64: 1, 1>,
    padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>
  } : (tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[1, 6], [5, 7]]> : tensor<2x2xi32>
  func.return
}

// -----

// No windows: an empty source, and every result element is init_value.
func.func @select_and_scatter_no_windows_f32() {
  %operand = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %source = stablehlo.constant dense<> : tensor<0xf32>
  %init = stablehlo.constant dense<-1.0> : tensor<f32>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    window_dimensions = array<i64: 3>,
    window_strides = array<i64: 1>
  } : (tensor<2xf32>, tensor<0xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[-1.0, -1.0]> : tensor<2xf32>
  func.return
}

// -----

// A scatter in f32 on f16 values (is_promotable): 2048 + 1 is exact in f32.
func.func @select_and_scatter_promotes_f16_to_f32() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 3.0, 0.5]> : tensor<4xf16>
  %source = stablehlo.constant dense<[2048.0, 1.0]> : tensor<2xf16>
  %init = stablehlo.constant dense<0.0> : tensor<f16>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<f16>, %b: tensor<f16>):
      %0 = stablehlo.compare GE, %a, %b : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    window_dimensions = array<i64: 3>,
    window_strides = array<i64: 1>
  } : (tensor<4xf16>, tensor<2xf16>, tensor<f16>) -> tensor<4xf32>
  check.expect_eq_const %result, dense<[0.0, 0.0, 2049.0, 0.0]> : tensor<4xf32>
  func.return
}
