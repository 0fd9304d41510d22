// Conformance: stablehlo.dynamic_broadcast_in_dim (spec: Ops >
// dynamic_broadcast_in_dim). Hand-derived unless marked `spec example`:
// broadcast_in_dim with shape(result) = output_dimensions; operand
// dimensions of size 1 repeat along the result dimension they map to.

// spec example
func.func @dynamic_broadcast_in_dim_spec_example() {
  %operand = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi64>
  %output_dimensions = stablehlo.constant dense<[2, 3, 2]> : tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {
    broadcast_dimensions = array<i64: 2, 1>,
    known_expanding_dimensions = array<i64: 0>,
    known_nonexpanding_dimensions = array<i64: 1>
  } : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  check.expect_eq_const %result, dense<[[[1, 1], [2, 2], [3, 3]],
                                         [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi64>
  func.return
}

// -----

// A fully dynamic result type: the shape comes from the operand alone.
func.func @dynamic_broadcast_in_dim_dynamic_result_f32() {
  %operand = stablehlo.constant dense<[[1.5], [-2.0]]> : tensor<2x1xf32>
  %output_dimensions = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %output_dimensions, dims = [0, 1]
    : (tensor<2x1xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %static = tensor.cast %result : tensor<?x?xf32> to tensor<2x4xf32>
  check.expect_eq_const %static, dense<[[1.5, 1.5, 1.5, 1.5], [-2.0, -2.0, -2.0, -2.0]]> : tensor<2x4xf32>
  func.return
}

// -----

// A scalar broadcast to a bounded dynamic dimension, sizes of type ui16.
func.func @dynamic_broadcast_in_dim_scalar_bounded_ui8() {
  %operand = stablehlo.constant dense<200> : tensor<ui8>
  %output_dimensions = stablehlo.constant dense<[3, 2]> : tensor<2xui16>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %output_dimensions, dims = []
    : (tensor<ui8>, tensor<2xui16>) -> tensor<?x2xui8, #stablehlo.bounds<4, ?>>
  %static = tensor.cast %result : tensor<?x2xui8, #stablehlo.bounds<4, ?>> to tensor<3x2xui8>
  check.expect_eq_const %static, dense<200> : tensor<3x2xui8>
  func.return
}

// -----

// Transposing map with a new leading dimension; every known dimension
// listed (operand dimension 0 keeps its size, dimension 1 expands).
func.func @dynamic_broadcast_in_dim_transposed_i16() {
  %operand = stablehlo.constant dense<[[7], [8], [9]]> : tensor<3x1xi16>
  %output_dimensions = stablehlo.constant dense<[2, 2, 3]> : tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {
    broadcast_dimensions = array<i64: 2, 1>,
    known_expanding_dimensions = array<i64: 1>,
    known_nonexpanding_dimensions = array<i64: 0>
  } : (tensor<3x1xi16>, tensor<3xi64>) -> tensor<2x?x3xi16>
  %static = tensor.cast %result : tensor<2x?x3xi16> to tensor<2x2x3xi16>
  check.expect_eq_const %static, dense<[[[7, 8, 9], [7, 8, 9]], [[7, 8, 9], [7, 8, 9]]]> : tensor<2x2x3xi16>
  func.return
}

// -----

// A size-1 operand dimension may also stay 1 in the result.
func.func @dynamic_broadcast_in_dim_unit_to_unit_bf16() {
  %operand = stablehlo.constant dense<[[0.5, 0.25]]> : tensor<1x2xbf16>
  %output_dimensions = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %output_dimensions, dims = [0, 1]
    : (tensor<1x2xbf16>, tensor<2xi64>) -> tensor<1x2xbf16>
  check.expect_eq_const %result, dense<[[0.5, 0.25]]> : tensor<1x2xbf16>
  func.return
}

// -----

// Zero-sized result dimensions.
func.func @dynamic_broadcast_in_dim_empty_i1() {
  %operand = stablehlo.constant dense<true> : tensor<1xi1>
  %output_dimensions = stablehlo.constant dense<[0, 5]> : tensor<2xi64>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %output_dimensions, dims = [1]
    : (tensor<1xi1>, tensor<2xi64>) -> tensor<?x5xi1>
  %static = tensor.cast %result : tensor<?x5xi1> to tensor<0x5xi1>
  check.expect_eq_const %static, dense<> : tensor<0x5xi1>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_complex() {
  %operand = stablehlo.constant dense<[(1.0, -1.0), (0.0, 2.0)]> : tensor<2xcomplex<f32>>
  %output_dimensions = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %output_dimensions, dims = [0]
    : (tensor<2xcomplex<f32>>, tensor<2xi64>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %result, dense<[[(1.0, -1.0), (1.0, -1.0)], [(0.0, 2.0), (0.0, 2.0)]]>
    : tensor<2x2xcomplex<f32>>
  func.return
}
