// Conformance: stablehlo.dynamic_reshape (spec: Ops > dynamic_reshape).
// Hand-derived unless marked `spec example`: reshape with shape(result) =
// output_shape; elements keep their row-major order.

// spec example
func.func @dynamic_reshape_spec_example() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %output_shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  func.return
}

// -----

func.func @dynamic_reshape_dynamic_result_f16() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf16>
  %output_shape = stablehlo.constant dense<[2, 2, 2]> : tensor<3xi32>
  %result = stablehlo.dynamic_reshape %operand, %output_shape : (tensor<8xf16>, tensor<3xi32>) -> tensor<?x2x?xf16>
  %static = tensor.cast %result : tensor<?x2x?xf16> to tensor<2x2x2xf16>
  check.expect_eq_const %static, dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf16>
  func.return
}

// -----

// To rank 0 and back, sizes of type ui64.
func.func @dynamic_reshape_rank_0_ui32() {
  %operand = stablehlo.constant dense<[[4000000000]]> : tensor<1x1xui32>
  %no_dims = stablehlo.constant dense<> : tensor<0xui64>
  %scalar = stablehlo.dynamic_reshape %operand, %no_dims : (tensor<1x1xui32>, tensor<0xui64>) -> tensor<ui32>
  check.expect_eq_const %scalar, dense<4000000000> : tensor<ui32>
  %one = stablehlo.constant dense<[1]> : tensor<1xui64>
  %back = stablehlo.dynamic_reshape %scalar, %one : (tensor<ui32>, tensor<1xui64>) -> tensor<?xui32, #stablehlo.bounds<1>>
  %static = tensor.cast %back : tensor<?xui32, #stablehlo.bounds<1>> to tensor<1xui32>
  check.expect_eq_const %static, dense<[4000000000]> : tensor<1xui32>
  func.return
}

// -----

func.func @dynamic_reshape_empty_i1() {
  %operand = stablehlo.constant dense<> : tensor<2x0xi1>
  %output_shape = stablehlo.constant dense<[0, 7]> : tensor<2xi64>
  %result = stablehlo.dynamic_reshape %operand, %output_shape : (tensor<2x0xi1>, tensor<2xi64>) -> tensor<?x7xi1>
  %size = stablehlo.get_dimension_size %result, dim = 0 : (tensor<?x7xi1>) -> tensor<i32>
  check.expect_eq_const %size, dense<0> : tensor<i32>
  func.return
}

// -----

// A dynamic_iota of dynamic shape reshaped by a computed shape.
func.func @dynamic_reshape_computed_shape() {
  %n = stablehlo.constant dense<[6]> : tensor<1xi64>
  %iota = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  %three = stablehlo.constant dense<[3]> : tensor<1xi64>
  %two = stablehlo.constant dense<[2]> : tensor<1xi64>
  %shape = stablehlo.concatenate %three, %two, dim = 0 : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %result = stablehlo.dynamic_reshape %iota, %shape : (tensor<?xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  %static = tensor.cast %result : tensor<?x?xi32> to tensor<3x2xi32>
  check.expect_eq_const %static, dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi32>
  func.return
}
