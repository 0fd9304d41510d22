// Conformance: stablehlo.set_dimension_size (not in the StableHLO spec;
// XLA's SetDimensionSize, see interpreter/ops/set_dimension_size.cpp).
// Hand-derived: the result is the operand with dimension `dimension` cut to
// its first `size` entries; get_dimension_size of it gives `size`.

func.func @set_dimension_size_cuts_f32() {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %size = stablehlo.constant dense<3> : tensor<i32>
  %result = stablehlo.set_dimension_size %operand, %size, dim = 1
    : (tensor<2x4xf32>, tensor<i32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>>
  %n = stablehlo.get_dimension_size %result, dim = 1 : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<i32>
  check.expect_eq_const %n, dense<3> : tensor<i32>
  %static = tensor.cast %result : tensor<2x?xf32, #stablehlo.bounds<?, 4>> to tensor<2x3xf32>
  check.expect_eq_const %static, dense<[[1.0, 2.0, 3.0], [5.0, 6.0, 7.0]]> : tensor<2x3xf32>
  func.return
}

// -----

// The full size keeps the operand as it is.
func.func @set_dimension_size_full_i8() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi8>
  %size = stablehlo.constant dense<3> : tensor<i32>
  %result = "stablehlo.set_dimension_size"(%operand, %size) {dimension = 0 : i64}
    : (tensor<3x2xi8>, tensor<i32>) -> tensor<3x2xi8>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi8>
  func.return
}

// -----

// A size of 0, then the leading dimension of a rank-3 tensor.
func.func @set_dimension_size_zero_and_leading() {
  %operand = stablehlo.constant dense<[[[1, 2]], [[3, 4]], [[5, 6]]]> : tensor<3x1x2xui16>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %empty = stablehlo.set_dimension_size %operand, %zero, dim = 2 : (tensor<3x1x2xui16>, tensor<i32>) -> tensor<3x1x?xui16>
  %static_empty = tensor.cast %empty : tensor<3x1x?xui16> to tensor<3x1x0xui16>
  check.expect_eq_const %static_empty, dense<> : tensor<3x1x0xui16>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %lead = stablehlo.set_dimension_size %operand, %two, dim = 0 : (tensor<3x1x2xui16>, tensor<i32>) -> tensor<?x1x2xui16>
  %static_lead = tensor.cast %lead : tensor<?x1x2xui16> to tensor<2x1x2xui16>
  check.expect_eq_const %static_lead, dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xui16>
  func.return
}
