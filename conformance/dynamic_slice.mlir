// Conformance: stablehlo.dynamic_slice (spec: Ops > dynamic_slice).
// result[result_index] = operand[adjusted_start_indices + result_index] with
// adjusted_start_indices = clamp(0, start_indices, shape(operand) - slice_sizes).
// Expected values derived by hand.

// spec example
func.func @dynamic_slice_spec_example_i32() {
  %operand = stablehlo.constant dense<[[0, 0, 1, 1],
                                       [0, 0, 1, 1],
                                       [0, 0, 0, 0],
                                       [0, 0, 0, 0]]> : tensor<4x4xi32>
  %start_indices0 = stablehlo.constant dense<-1> : tensor<i64>
  %start_indices1 = stablehlo.constant dense<3> : tensor<i64>
  %result = "stablehlo.dynamic_slice"(%operand, %start_indices0, %start_indices1) {
    slice_sizes = array<i64: 2, 2>
  } : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>
  func.return
}

// -----

// In-range start indices are used as they are; the custom form.
func.func @dynamic_slice_in_range_f32() {
  %operand = stablehlo.constant dense<[[0.0, 1.0, 2.0, 3.0],
                                       [4.0, 5.0, 6.0, 7.0],
                                       [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
  %i = stablehlo.constant dense<1> : tensor<i32>
  %j = stablehlo.constant dense<2> : tensor<i32>
  %result = stablehlo.dynamic_slice %operand, %i, %j, sizes = [2, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
  check.expect_eq_const %result, dense<[[6.0], [10.0]]> : tensor<2x1xf32>
  func.return
}

// -----

// Clamping on both sides: row -100 -> 0, column 100 -> 4 - 3 = 1.
func.func @dynamic_slice_clamped_i8_indices_f16() {
  %operand = stablehlo.constant dense<[[0.5, 1.5, 2.5, 3.5],
                                       [4.5, 5.5, 6.5, 7.5]]> : tensor<2x4xf16>
  %i = stablehlo.constant dense<-100> : tensor<i8>
  %j = stablehlo.constant dense<100> : tensor<i8>
  %result = stablehlo.dynamic_slice %operand, %i, %j, sizes = [1, 3] : (tensor<2x4xf16>, tensor<i8>, tensor<i8>) -> tensor<1x3xf16>
  check.expect_eq_const %result, dense<[[1.5, 2.5, 3.5]]> : tensor<1x3xf16>
  func.return
}

// -----

// Unsigned start indices, the largest ui64 among them, clamp to the end.
func.func @dynamic_slice_ui64_indices_i1() {
  %operand = stablehlo.constant dense<[true, false, false, true, true]> : tensor<5xi1>
  %i = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %result = stablehlo.dynamic_slice %operand, %i, sizes = [2] : (tensor<5xi1>, tensor<ui64>) -> tensor<2xi1>
  check.expect_eq_const %result, dense<[true, true]> : tensor<2xi1>
  func.return
}

// -----

// Slice sizes equal to the operand shape: every start index clamps to 0.
func.func @dynamic_slice_whole_operand_complex() {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %i = stablehlo.constant dense<7> : tensor<ui32>
  %result = stablehlo.dynamic_slice %operand, %i, sizes = [2] : (tensor<2xcomplex<f32>>, tensor<ui32>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %result, dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// A slice size of 0: an empty result.
func.func @dynamic_slice_zero_size_i64() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %i = stablehlo.constant dense<1> : tensor<i64>
  %j = stablehlo.constant dense<5> : tensor<i64>
  %result = stablehlo.dynamic_slice %operand, %i, %j, sizes = [1, 0] : (tensor<2x2xi64>, tensor<i64>, tensor<i64>) -> tensor<1x0xi64>
  check.expect_eq_const %result, dense<> : tensor<1x0xi64>
  func.return
}

// -----

// A 0-dimensional operand takes no start indices.
func.func @dynamic_slice_rank_0_ui16() {
  %operand = stablehlo.constant dense<65535> : tensor<ui16>
  %result = "stablehlo.dynamic_slice"(%operand) {slice_sizes = array<i64>} : (tensor<ui16>) -> tensor<ui16>
  check.expect_eq_const %result, dense<65535> : tensor<ui16>
  func.return
}

// -----

// Quantized operand: the stored values move.
func.func @dynamic_slice_quantized_storage() {
  %operand = stablehlo.constant() {value = dense<[1, 2, 3, 4]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %i = stablehlo.constant dense<3> : tensor<i32>
  %result = stablehlo.dynamic_slice %operand, %i, sizes = [2] : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<i32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %storage = stablehlo.bitcast_convert %result : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2xi8>
  check.expect_eq_const %storage, dense<[3, 4]> : tensor<2xi8>
  func.return
}
