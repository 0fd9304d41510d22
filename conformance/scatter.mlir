// Conformance: stablehlo.scatter (spec: Ops > scatter). For every
// update_index, result_index = full_start_index + full_batching_index +
// full_window_index; when it lies in bounds, results...[result_index] becomes
// update_computation(results...[result_index], updates...[update_index]).
// Start indices are not clamped: each element of an update window that falls
// outside the results is skipped on its own. Duplicate indices appear only
// with update computations whose result does not depend on the schedule.
// Expected values derived by hand from those formulas.

// spec example
func.func @scatter_spec_example_batching_i64() {
  %input = stablehlo.constant dense<[[[[1, 2], [3, 4], [5, 6], [7, 8]],
                                      [[9, 10], [11, 12], [13, 14], [15, 16]],
                                      [[17, 18], [19, 20], [21, 22], [23, 24]]],
                                     [[[25, 26], [27, 28], [29, 30], [31, 32]],
                                      [[33, 34], [35, 36], [37, 38], [39, 40]],
                                      [[41, 42], [43, 44], [45, 46], [47, 48]]]]> : tensor<2x3x4x2xi64>
  %scatter_indices = stablehlo.constant dense<[[[[0, 0], [1, 0], [2, 1]],
                                                [[0, 1], [1, 1], [0, 9]]],
                                               [[[0, 0], [2, 1], [2, 2]],
                                                [[1, 2], [0, 1], [1, 0]]]]> : tensor<2x2x3x2xi64>
  %update = stablehlo.constant dense<1> : tensor<2x2x3x2x2xi64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [3, 4],
      inserted_window_dims = [1],
      input_batching_dims = [0],
      scatter_indices_batching_dims = [1],
      scatter_dims_to_operand_dims = [2, 1],
      index_vector_dim = 3>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  check.expect_eq_const %result, dense<[[[[3, 4], [6, 7], [6, 7], [7, 8]],
                                         [[9, 10], [11, 12], [15, 16], [17, 18]],
                                         [[17, 18], [19, 20], [22, 23], [24, 25]]],
                                        [[[25, 26], [28, 29], [30, 31], [31, 32]],
                                         [[35, 36], [38, 39], [38, 39], [39, 40]],
                                         [[41, 42], [44, 45], [46, 47], [47, 48]]]]> : tensor<2x3x4x2xi64>
  func.return
}

// -----

// Windows that stick out of the input: the window at 2 writes positions 2
// and 3 (4 is skipped), the window at -1 writes positions 0 and 1 (-1 is
// skipped).
func.func @scatter_window_partly_out_of_bounds_i32() {
  %input = stablehlo.constant dense<[0, 0, 0, 0]> : tensor<4xi32>
  %scatter_indices = stablehlo.constant dense<[[2], [-1]]> : tensor<2x1xi32>
  %updates = stablehlo.constant dense<[[1, 2, 3], [10, 20, 30]]> : tensor<2x3xi32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<4xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<4xi32>
  check.expect_eq_const %result, dense<[20, 30, 1, 2]> : tensor<4xi32>
  func.return
}

// -----

// Duplicate indices accumulate (the sums are exact in any order).
func.func @scatter_duplicate_indices_add_f32() {
  %input = stablehlo.constant dense<[0.0, 0.5, 0.0]> : tensor<3xf32>
  %scatter_indices = stablehlo.constant dense<[[1], [1], [2], [1]]> : tensor<4x1xi64>
  %updates = stablehlo.constant dense<[1.5, 2.25, -3.0, 4.0]> : tensor<4xf32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<3xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<3xf32>
  check.expect_eq_const %result, dense<[0.0, 8.25, -3.0]> : tensor<3xf32>
  func.return
}

// -----

// Two inputs scattered together: the update computation receives
// (results[0], results[1], updates[0], updates[1]) at each index and returns
// (sum, maximum).
func.func @scatter_two_inputs_f32_i32() {
  %input0 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %input1 = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %scatter_indices = stablehlo.constant dense<[[2], [0], [2]]> : tensor<3x1xi32>
  %updates0 = stablehlo.constant dense<[0.5, 0.25, 1.0]> : tensor<3xf32>
  %updates1 = stablehlo.constant dense<[5, 40, 35]> : tensor<3xi32>
  %result0, %result1 = "stablehlo.scatter"(%input0, %input1, %scatter_indices, %updates0, %updates1) ({
    ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %b0: tensor<f32>, %b1: tensor<i32>):
      %sum = stablehlo.add %a0, %b0 : tensor<f32>
      %max = stablehlo.maximum %a1, %b1 : tensor<i32>
      stablehlo.return %sum, %max : tensor<f32>, tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<3xf32>, tensor<3xi32>, tensor<3x1xi32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
  check.expect_eq_const %result0, dense<[1.25, 2.0, 4.5]> : tensor<3xf32>
  check.expect_eq_const %result1, dense<[40, 20, 35]> : tensor<3xi32>
  func.return
}

// -----

// A batching dimension: row b of the input takes the updates of
// scatter_indices[b]; index 5 of row 1 lies outside and is skipped.
func.func @scatter_batching_dims_i32() {
  %input = stablehlo.constant dense<[[0, 0, 0], [0, 0, 0]]> : tensor<2x3xi32>
  %scatter_indices = stablehlo.constant dense<[[[0], [2]], [[1], [5]]]> : tensor<2x2x1xi32>
  %updates = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [1],
      input_batching_dims = [0],
      scatter_indices_batching_dims = [0],
      scatter_dims_to_operand_dims = [1],
      index_vector_dim = 2>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x3xi32>, tensor<2x2x1xi32>, tensor<2x2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[1, 0, 2], [0, 3, 0]]> : tensor<2x3xi32>
  func.return
}

// -----

// The window dimension comes first in the updates and index_vector_dim =
// rank(scatter_indices): updates[w, s] goes to result[scatter_indices[s], w].
func.func @scatter_window_dim_first_implicit_index_vector_i32() {
  %input = stablehlo.constant dense<[[0, 0], [0, 0], [0, 0]]> : tensor<3x2xi32>
  %scatter_indices = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %updates = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %b : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [0],
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = true
  } : (tensor<3x2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[2, 4], [0, 0], [1, 3]]> : tensor<3x2xi32>
  func.return
}

// -----

// Replacement on i1 with unique, sorted indices; the ui64 index 2^64 - 1 lies
// outside and is skipped.
func.func @scatter_replace_i1_ui64_indices() {
  %input = stablehlo.constant dense<[false, false, false, false]> : tensor<4xi1>
  %scatter_indices = stablehlo.constant dense<[[0], [3], [18446744073709551615]]> : tensor<3x1xui64>
  %updates = stablehlo.constant dense<[true, true, true]> : tensor<3xi1>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      stablehlo.return %b : tensor<i1>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = true,
    unique_indices = true
  } : (tensor<4xi1>, tensor<3x1xui64>, tensor<3xi1>) -> tensor<4xi1>
  check.expect_eq_const %result, dense<[true, false, false, true]> : tensor<4xi1>
  func.return
}

// -----

// An update computation of several ops, on complex numbers:
// old * 2 + update at indices 1 and 0.
func.func @scatter_multi_op_region_complex() {
  %input = stablehlo.constant dense<[(1.0, 1.0), (2.0, -1.0)]> : tensor<2xcomplex<f64>>
  %scatter_indices = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi8>
  %updates = stablehlo.constant dense<[(0.5, 0.0), (0.0, 0.25)]> : tensor<2xcomplex<f64>>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<complex<f64>>, %b: tensor<complex<f64>>):
      %two = stablehlo.constant dense<(2.0, 0.0)> : tensor<complex<f64>>
      %0 = stablehlo.multiply %a, %two : tensor<complex<f64>>
      %1 = stablehlo.add %0, %b : tensor<complex<f64>>
      stablehlo.return %1 : tensor<complex<f64>>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = true
  } : (tensor<2xcomplex<f64>>, tensor<2x1xi8>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  check.expect_eq_const %result, dense<[(2.0, 2.25), (4.5, -2.0)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// No updates at all: the result equals the input.
func.func @scatter_empty_updates_i32() {
  %input = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %scatter_indices = stablehlo.constant dense<> : tensor<0x1xi32>
  %updates = stablehlo.constant dense<> : tensor<0x2xi32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1],
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x2xi32>, tensor<0x1xi32>, tensor<0x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  func.return
}

// -----

// The update computation works in a wider type (is_promotable): the f16
// input and updates become f32, and 2048 + 1 = 2049, which f16 cannot hold,
// is the result.
func.func @scatter_promoted_f16_to_f32() {
  %input = stablehlo.constant dense<[2048.0, 1.0]> : tensor<2xf16>
  %scatter_indices = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %updates = stablehlo.constant dense<[1.0, 0.5]> : tensor<2xf16>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = true,
    unique_indices = true
  } : (tensor<2xf16>, tensor<2x1xi32>, tensor<2xf16>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[2049.0, 1.5]> : tensor<2xf32>
  func.return
}

// -----

// Promotion of integers: si8 to si32, where 100 + 100 does not wrap.
func.func @scatter_promoted_i8_to_i32() {
  %input = stablehlo.constant dense<[100, -128]> : tensor<2xi8>
  %scatter_indices = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %updates = stablehlo.constant dense<[100, -1]> : tensor<2xi8>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2xi8>, tensor<2x1xi32>, tensor<2xi8>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[200, -129]> : tensor<2xi32>
  func.return
}

// -----

// Quantized input and updates with a replacing update computation: the
// stored values move.
func.func @scatter_quantized_replace_storage() {
  %input = stablehlo.constant() {value = dense<[1, 2, 3]> : tensor<3xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 0.5:1>>
  %scatter_indices = stablehlo.constant dense<[[2], [-1]]> : tensor<2x1xi32>
  %updates = stablehlo.constant() {value = dense<[70, 80]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<!quant.uniform<i8:f32, 0.5:1>>):
      stablehlo.return %b : tensor<!quant.uniform<i8:f32, 0.5:1>>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = true
  } : (tensor<3x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1xi32>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<3x!quant.uniform<i8:f32, 0.5:1>>
  %storage = stablehlo.bitcast_convert %result : (tensor<3x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<3xi8>
  check.expect_eq_const %storage, dense<[1, 2, 70]> : tensor<3xi8>
  func.return
}
