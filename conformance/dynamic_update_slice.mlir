// Conformance: stablehlo.dynamic_update_slice (spec: Ops > dynamic_update_slice).
// result = operand except result[adjusted_start_indices + update_index] =
// update[update_index], with adjusted_start_indices =
// clamp(0, start_indices, shape(operand) - shape(update)).
// Expected values derived by hand.

// spec example
func.func @dynamic_update_slice_spec_example_i32() {
  %operand = stablehlo.constant dense<[[1, 1, 0, 0],
                                       [1, 1, 0, 0],
                                       [1, 1, 1, 1],
                                       [1, 1, 1, 1]]> : tensor<4x4xi32>
  %update = stablehlo.constant dense<[[1, 1],
                                      [1, 1]]> : tensor<2x2xi32>
  %start_indices0 = stablehlo.constant dense<-1> : tensor<i64>
  %start_indices1 = stablehlo.constant dense<3> : tensor<i64>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start_indices0, %start_indices1)
    : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  check.expect_eq_const %result, dense<[[1, 1, 1, 1],
                                        [1, 1, 1, 1],
                                        [1, 1, 1, 1],
                                        [1, 1, 1, 1]]> : tensor<4x4xi32>
  func.return
}

// -----

// In range: the update lands at (1, 1); the rest is the operand.
func.func @dynamic_update_slice_in_range_f32() {
  %operand = stablehlo.constant dense<[[0.0, 1.0, 2.0],
                                       [3.0, 4.0, 5.0],
                                       [6.0, 7.0, 8.0]]> : tensor<3x3xf32>
  %update = stablehlo.constant dense<[[-1.0, -2.0]]> : tensor<1x2xf32>
  %i = stablehlo.constant dense<1> : tensor<i32>
  %j = stablehlo.constant dense<1> : tensor<i32>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i, %j : (tensor<3x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
  check.expect_eq_const %result, dense<[[0.0, 1.0, 2.0], [3.0, -1.0, -2.0], [6.0, 7.0, 8.0]]> : tensor<3x3xf32>
  func.return
}

// -----

// Clamped on both sides: row 9 -> 3 - 2 = 1, column -9 -> 0.
func.func @dynamic_update_slice_clamped_i8() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi8>
  %update = stablehlo.constant dense<[[-1], [-2]]> : tensor<2x1xi8>
  %i = stablehlo.constant dense<9> : tensor<i16>
  %j = stablehlo.constant dense<-9> : tensor<i16>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i, %j : (tensor<3x3xi8>, tensor<2x1xi8>, tensor<i16>, tensor<i16>) -> tensor<3x3xi8>
  check.expect_eq_const %result, dense<[[1, 2, 3], [-1, 5, 6], [-2, 8, 9]]> : tensor<3x3xi8>
  func.return
}

// -----

// An empty update leaves the operand as it is.
func.func @dynamic_update_slice_empty_update_complex() {
  %operand = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 2.0)]]> : tensor<1x2xcomplex<f64>>
  %update = stablehlo.constant dense<> : tensor<1x0xcomplex<f64>>
  %i = stablehlo.constant dense<0> : tensor<ui8>
  %j = stablehlo.constant dense<255> : tensor<ui8>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i, %j : (tensor<1x2xcomplex<f64>>, tensor<1x0xcomplex<f64>>, tensor<ui8>, tensor<ui8>) -> tensor<1x2xcomplex<f64>>
  check.expect_eq_const %result, dense<[[(1.0, 1.0), (2.0, 2.0)]]> : tensor<1x2xcomplex<f64>>
  func.return
}

// -----

// An update as large as the operand replaces it; the largest ui64 clamps to 0.
func.func @dynamic_update_slice_whole_operand_i1() {
  %operand = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %update = stablehlo.constant dense<[false, true, true]> : tensor<3xi1>
  %i = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i : (tensor<3xi1>, tensor<3xi1>, tensor<ui64>) -> tensor<3xi1>
  check.expect_eq_const %result, dense<[false, true, true]> : tensor<3xi1>
  func.return
}

// -----

// The operand is not modified.
func.func @dynamic_update_slice_operand_unchanged_bf16() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xbf16>
  %update = stablehlo.constant dense<[9.0, 8.0]> : tensor<2xbf16>
  %i = stablehlo.constant dense<2> : tensor<i64>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i : (tensor<4xbf16>, tensor<2xbf16>, tensor<i64>) -> tensor<4xbf16>
  check.expect_eq_const %result, dense<[1.0, 2.0, 9.0, 8.0]> : tensor<4xbf16>
  check.expect_eq_const %operand, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xbf16>
  func.return
}

// -----

// Quantized operand and update: the stored values move.
func.func @dynamic_update_slice_quantized_storage() {
  %operand = stablehlo.constant() {value = dense<[1, 2, 3, 4]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %update = stablehlo.constant() {value = dense<[-5]> : tensor<1xi8>} : () -> tensor<1x!quant.uniform<i8:f32, 0.5:1>>
  %i = stablehlo.constant dense<1> : tensor<i32>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<1x!quant.uniform<i8:f32, 0.5:1>>, tensor<i32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %storage = stablehlo.bitcast_convert %result : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi8>
  check.expect_eq_const %storage, dense<[1, -5, 3, 4]> : tensor<4xi8>
  func.return
}
