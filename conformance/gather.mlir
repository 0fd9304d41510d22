// Conformance: stablehlo.gather (spec: Ops > gather). result[result_index] =
// operand[full_start_index + full_batching_index + full_offset_index], where
// each start index is clamped to [0, dim(operand, d) - slice_sizes[d]].
// Expected values derived by hand from those formulas.

// spec example
func.func @gather_spec_example_batching_i32() {
  %operand = stablehlo.constant dense<[[[[1, 2], [3, 4], [5, 6], [7, 8]],
                                        [[9, 10], [11, 12], [13, 14], [15, 16]],
                                        [[17, 18], [19, 20], [21, 22], [23, 24]]],
                                       [[[25, 26], [27, 28], [29, 30], [31, 32]],
                                        [[33, 34], [35, 36], [37, 38], [39, 40]],
                                        [[41, 42], [43, 44], [45, 46], [47, 48]]]]> : tensor<2x3x4x2xi32>
  %start_indices = stablehlo.constant dense<[[[[0, 0], [1, 0], [2, 1]],
                                              [[0, 1], [1, 1], [0, 9]]],
                                             [[[0, 0], [2, 1], [2, 2]],
                                              [[1, 2], [0, 1], [1, 0]]]]> : tensor<2x2x3x2xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [3, 4],
      collapsed_slice_dims = [1],
      operand_batching_dims = [0],
      start_indices_batching_dims = [1],
      start_index_map = [2, 1],
      index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>,
    indices_are_sorted = false
  } : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  check.expect_eq_const %result, dense<[[[[[1, 2], [3, 4]],
                                          [[3, 4], [5, 6]],
                                          [[13, 14], [15, 16]]],
                                         [[[33, 34], [35, 36]],
                                          [[35, 36], [37, 38]],
                                          [[41, 42], [43, 44]]]],
                                        [[[[1, 2], [3, 4]],
                                          [[13, 14], [15, 16]],
                                          [[21, 22], [23, 24]]],
                                         [[[43, 44], [45, 46]],
                                          [[33, 34], [35, 36]],
                                          [[27, 28], [29, 30]]]]]> : tensor<2x2x3x2x2xi32>
  func.return
}

// -----

// Start indices out of range are clamped, per dimension, to
// [0, dim(operand, d) - slice_sizes[d]] = [0, 2] x [0, 1].
func.func @gather_clamped_start_indices_i32() {
  %operand = stablehlo.constant dense<[[0, 1, 2], [10, 11, 12], [20, 21, 22], [30, 31, 32]]> : tensor<4x3xi32>
  %start_indices = stablehlo.constant dense<[[-5, 0], [3, 2], [1, 9], [100, -100]]> : tensor<4x2xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [1, 2],
      start_index_map = [0, 1],
      index_vector_dim = 1>,
    slice_sizes = array<i64: 2, 2>,
    indices_are_sorted = false
  } : (tensor<4x3xi32>, tensor<4x2xi32>) -> tensor<4x2x2xi32>
  check.expect_eq_const %result, dense<[[[0, 1], [10, 11]],
                                        [[21, 22], [31, 32]],
                                        [[11, 12], [21, 22]],
                                        [[20, 21], [30, 31]]]> : tensor<4x2x2xi32>
  func.return
}

// -----

// index_vector_dim = rank(start_indices): each start index is one scalar.
// The offset dimension comes before the batch dimension in the result:
// result[o, b] = operand[o, clamp(start_indices[b], 0, 3)].
func.func @gather_implicit_index_vector_offset_first_f32() {
  %operand = stablehlo.constant dense<[[0.5, 1.5, 2.5, 3.5],
                                       [4.5, 5.5, 6.5, 7.5],
                                       [8.5, 9.5, 10.5, 11.5]]> : tensor<3x4xf32>
  %start_indices = stablehlo.constant dense<[3, 1, 200]> : tensor<3xui8>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [0],
      collapsed_slice_dims = [1],
      start_index_map = [1],
      index_vector_dim = 1>,
    slice_sizes = array<i64: 3, 1>,
    indices_are_sorted = false
  } : (tensor<3x4xf32>, tensor<3xui8>) -> tensor<3x3xf32>
  check.expect_eq_const %result, dense<[[3.5, 1.5, 3.5], [7.5, 5.5, 7.5], [11.5, 9.5, 11.5]]> : tensor<3x3xf32>
  func.return
}

// -----

// index_vector_dim = 0: the index vectors are the columns (0, 1), (2, -1),
// (5, 0); start_index_map sends element 0 to operand dimension 1 and
// element 1 to operand dimension 0.
func.func @gather_index_vector_dim_0_bf16() {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xbf16>
  %start_indices = stablehlo.constant dense<[[0, 2, 5], [1, -1, 0]]> : tensor<2x3xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      collapsed_slice_dims = [0, 1],
      start_index_map = [1, 0],
      index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 1>,
    indices_are_sorted = false
  } : (tensor<3x3xbf16>, tensor<2x3xi64>) -> tensor<3xbf16>
  check.expect_eq_const %result, dense<[4.0, 3.0, 3.0]> : tensor<3xbf16>
  func.return
}

// -----

// A batching dimension: operand row b1 pairs with start_indices[:, b1, :].
// result[b0, b1] = operand[b1, clamp(start_indices[b0, b1, 0], 0, 2)].
func.func @gather_batching_dims_i8() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %start_indices = stablehlo.constant dense<[[[2], [0]], [[-7], [9]]]> : tensor<2x2x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      collapsed_slice_dims = [1],
      operand_batching_dims = [0],
      start_indices_batching_dims = [1],
      start_index_map = [1],
      index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 1>,
    indices_are_sorted = false
  } : (tensor<2x3xi8>, tensor<2x2x1xi32>) -> tensor<2x2xi8>
  check.expect_eq_const %result, dense<[[3, 4], [1, 6]]> : tensor<2x2xi8>
  func.return
}

// -----

// Batching dimensions only: start_index_map is empty, so the slice starts at
// 0 in every other dimension and the index vectors have size 0.
func.func @gather_batching_only_empty_index_vectors_i16() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi16>
  %start_indices = stablehlo.constant dense<> : tensor<3x0xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [1],
      operand_batching_dims = [0],
      start_indices_batching_dims = [0],
      index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>,
    indices_are_sorted = true
  } : (tensor<3x2xi16>, tensor<3x0xi64>) -> tensor<3x2xi16>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi16>
  func.return
}

// -----

// No start indices at all: the result has a batch dimension of size 0.
func.func @gather_empty_batch_i32() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %start_indices = stablehlo.constant dense<> : tensor<0x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [1],
      collapsed_slice_dims = [0],
      start_index_map = [0],
      index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>,
    indices_are_sorted = false
  } : (tensor<2x2xi32>, tensor<0x1xi32>) -> tensor<0x2xi32>
  check.expect_eq_const %result, dense<> : tensor<0x2xi32>
  func.return
}

// -----

// A slice of size 0 in an offset dimension: empty result, whatever the
// start indices.
func.func @gather_zero_slice_size_i32() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %start_indices = stablehlo.constant dense<[[7], [-7]]> : tensor<2x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [1],
      collapsed_slice_dims = [0],
      start_index_map = [0],
      index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 0>,
    indices_are_sorted = false
  } : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x0xi32>
  check.expect_eq_const %result, dense<> : tensor<2x0xi32>
  func.return
}

// -----

// Offset dimensions that keep every operand dimension (nothing collapsed):
// the result holds one 1x2 window per start index, batch dimension between
// the offset dimensions. Slice size equal to the dimension clamps to 0.
func.func @gather_no_collapse_interleaved_i64() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %start_indices = stablehlo.constant dense<[[2, 1], [0, 0], [1, 5]]> : tensor<3x2xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [0, 2],
      start_index_map = [0, 1],
      index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>,
    indices_are_sorted = false
  } : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<1x3x2xi64>
  check.expect_eq_const %result, dense<[[[5, 6], [1, 2], [3, 4]]]> : tensor<1x3x2xi64>
  func.return
}

// -----

// Several element types through the same gather: rows 2, 0, 0 (clamped
// from -1) of each operand.
func.func @gather_element_types() {
  %start_indices = stablehlo.constant dense<[[2], [0], [-1]]> : tensor<3x1xi32>
  %b = stablehlo.constant dense<[[true, false], [false, false], [true, true]]> : tensor<3x2xi1>
  %rb = "stablehlo.gather"(%b, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>, indices_are_sorted = false
  } : (tensor<3x2xi1>, tensor<3x1xi32>) -> tensor<3x2xi1>
  check.expect_eq_const %rb, dense<[[true, true], [true, false], [true, false]]> : tensor<3x2xi1>
  %c = stablehlo.constant dense<[[(1.0, -1.0), (2.0, -2.0)], [(3.0, -3.0), (4.0, -4.0)], [(5.0, -5.0), (6.0, -6.0)]]> : tensor<3x2xcomplex<f32>>
  %rc = "stablehlo.gather"(%c, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>, indices_are_sorted = false
  } : (tensor<3x2xcomplex<f32>>, tensor<3x1xi32>) -> tensor<3x2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[[(5.0, -5.0), (6.0, -6.0)], [(1.0, -1.0), (2.0, -2.0)], [(1.0, -1.0), (2.0, -2.0)]]> : tensor<3x2xcomplex<f32>>
  %f = stablehlo.constant dense<[[0x7FF8000000000001, -0.0], [1.0e300, 5.0e-324], [-1.0, 2.0]]> : tensor<3x2xf64>
  %rf = "stablehlo.gather"(%f, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>, indices_are_sorted = false
  } : (tensor<3x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
  check.expect_eq_const %rf, dense<[[-1.0, 2.0], [0x7FF8000000000001, -0.0], [0x7FF8000000000001, -0.0]]> : tensor<3x2xf64>
  %u = stablehlo.constant dense<[[1, 15], [7, 0], [8, 9]]> : tensor<3x2xui4>
  %ru = "stablehlo.gather"(%u, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>, indices_are_sorted = false
  } : (tensor<3x2xui4>, tensor<3x1xi32>) -> tensor<3x2xui4>
  check.expect_eq_const %ru, dense<[[8, 9], [1, 15], [1, 15]]> : tensor<3x2xui4>
  func.return
}

// -----

// Quantized operand: gather moves the stored values.
func.func @gather_quantized_storage() {
  %operand = stablehlo.constant() {value = dense<[10, 20, 30, 40]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %start_indices = stablehlo.constant dense<[[3], [1], [9]]> : tensor<3x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1>, indices_are_sorted = false
  } : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x1xi64>) -> tensor<3x!quant.uniform<i8:f32, 0.5:1>>
  %storage = stablehlo.bitcast_convert %result : (tensor<3x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<3xi8>
  check.expect_eq_const %storage, dense<[40, 20, 40]> : tensor<3xi8>
  func.return
}
