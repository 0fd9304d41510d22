// Conformance: stablehlo.dot_general (spec: Ops > dot_general). Hand-derived:
// result[batch..., lhs_free..., rhs_free...] = sum over the contracting
// indices of lhs[...] * rhs[...]. The values are chosen so that every sum is
// exact, whatever the order of accumulation.

// spec example
func.func @dot_general_spec_example_i64() {
  %lhs = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>
  %rhs = stablehlo.constant dense<[[[1, 0], [0, 1]], [[1, 0], [0, 1]]]> : tensor<2x2x2xi64>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<
      lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [1]
    >,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>],
    algorithm = #stablehlo.dot_algorithm<
      lhs_precision_type = tf32,
      rhs_precision_type = tf32,
      accumulation_type = f32,
      lhs_component_count = 1,
      rhs_component_count = 1,
      num_primitive_operations = 1,
      allow_imprecise_accumulation = false
    >
  } : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  check.expect_eq_const %result, dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>
  func.return
}

// -----

func.func @dot_general_matmul_f32() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %rhs = stablehlo.constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0],
    precision = [HIGHEST, HIGHEST] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[58.0, 64.0], [139.0, 154.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Contracting over the first dimension of both operands: lhs^T * rhs.
func.func @dot_general_contract_leading_dims_f64() {
  %lhs = stablehlo.constant dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xf64>
  %rhs = stablehlo.constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf64>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[58.0, 64.0], [139.0, 154.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// Contracting over the last dimension of both operands: lhs * rhs^T.
func.func @dot_general_contract_trailing_dims_si32() {
  %lhs = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %rhs = stablehlo.constant dense<[[7, 9, 11], [8, 10, 12]]> : tensor<2x3xi32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1]
    : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[58, 64], [139, 154]]> : tensor<2x2xi32>
  func.return
}

// -----

// Batching dimension 0 of lhs with dimension 1 of rhs; the result is
// [batch, lhs free, rhs free].
func.func @dot_general_batch_in_middle_of_rhs_si64() {
  %lhs = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>
  %rhs = stablehlo.constant dense<[[[1, 0, 2], [1, 1, 0]], [[0, 1, 1], [2, 0, 1]]]> : tensor<2x2x3xi64>
  %result = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [1], contracting_dims = [2] x [0]
    : (tensor<2x2x2xi64>, tensor<2x2x3xi64>) -> tensor<2x2x3xi64>
  check.expect_eq_const %result, dense<[[[1, 2, 4], [3, 4, 10]], [[17, 5, 6], [23, 7, 8]]]> : tensor<2x2x3xi64>
  func.return
}

// -----

// Two contracting dimensions, paired in order: sum of lhs[i][j] * rhs[i][j].
func.func @dot_general_two_contracting_dims_si32() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0, 1] x [0, 1]
    : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<i32>
  check.expect_eq_const %result, dense<70> : tensor<i32>
  func.return
}

// -----

// Paired crosswise: sum of lhs[i][j] * rhs[j][i].
func.func @dot_general_two_contracting_dims_crossed_si32() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1, 0] x [0, 1]
    : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<i32>
  check.expect_eq_const %result, dense<69> : tensor<i32>
  func.return
}

// -----

// No batching or contracting dimensions: the outer product.
func.func @dot_general_outer_product_f32() {
  %lhs = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %rhs = stablehlo.constant dense<[3.0, 4.0, 5.0]> : tensor<3xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [] x []
    : (tensor<2xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %result, dense<[[3.0, 4.0, 5.0], [6.0, 8.0, 10.0]]> : tensor<2x3xf32>
  func.return
}

// -----

// An empty contracting dimension: every sum is the initial 0.
func.func @dot_general_empty_contracting_f32() {
  %lhs = stablehlo.constant dense<> : tensor<2x0xf32>
  %rhs = stablehlo.constant dense<> : tensor<0x3xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %result, dense<0.0> : tensor<2x3xf32>
  func.return
}

// -----

// An empty free dimension gives an empty result.
func.func @dot_general_empty_result_si32() {
  %lhs = stablehlo.constant dense<> : tensor<0x2xi32>
  %rhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<0x2xi32>, tensor<2x2xi32>) -> tensor<0x2xi32>
  check.expect_eq_const %result, dense<> : tensor<0x2xi32>
  func.return
}

// -----

// Integer arithmetic wraps: 100 * 2 + 100 * 1 = 300 = 44 (mod 256).
func.func @dot_general_si8_wraps() {
  %lhs = stablehlo.constant dense<[100, 100]> : tensor<2xi8>
  %rhs = stablehlo.constant dense<[2, 1]> : tensor<2xi8>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2xi8>, tensor<2xi8>) -> tensor<i8>
  check.expect_eq_const %result, dense<44> : tensor<i8>
  func.return
}

// -----

// 200 * 2 + 100 * 1 = 500 = 244 (mod 256).
func.func @dot_general_ui8_wraps() {
  %lhs = stablehlo.constant dense<[200, 100]> : tensor<2xui8>
  %rhs = stablehlo.constant dense<[2, 1]> : tensor<2xui8>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2xui8>, tensor<2xui8>) -> tensor<ui8>
  check.expect_eq_const %result, dense<244> : tensor<ui8>
  func.return
}

// -----

// -1 * -1 + -1 * 1 + (2^63 - 1) * 1 = 2^63 - 1.
func.func @dot_general_si64_signs() {
  %lhs = stablehlo.constant dense<[-1, -1, 9223372036854775807]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[-1, 1, 1]> : tensor<3xi64>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  check.expect_eq_const %result, dense<9223372036854775807> : tensor<i64>
  func.return
}

// -----

// i1: multiply is `and`, add is `or`.
func.func @dot_general_i1() {
  %lhs = stablehlo.constant dense<[[true, false, true], [false, true, false]]> : tensor<2x3xi1>
  %rhs = stablehlo.constant dense<[[true, false], [false, false], [false, true]]> : tensor<3x2xi1>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<2x3xi1>, tensor<3x2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %result, dense<[[true, true], [false, false]]> : tensor<2x2xi1>
  func.return
}

// -----

// (1 + 2i)(5 + 6i) + (3 + 4i)(7 + 8i) = (-7 + 16i) + (-11 + 52i).
func.func @dot_general_complex_f32() {
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(5.0, 6.0), (7.0, 8.0)]> : tensor<2xcomplex<f32>>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<complex<f32>>
  check.expect_eq_const %result, dense<(-18.0, 68.0)> : tensor<complex<f32>>
  func.return
}

// -----

func.func @dot_general_bf16() {
  %lhs = stablehlo.constant dense<[1.5, 2.0, -0.5]> : tensor<3xbf16>
  %rhs = stablehlo.constant dense<[2.0, 0.25, 4.0]> : tensor<3xbf16>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<bf16>
  check.expect_eq_const %result, dense<1.5> : tensor<bf16>
  func.return
}

// -----

// inf * 0 is NaN, and NaN propagates through the sum.
func.func @dot_general_inf_times_zero_f32() {
  %lhs = stablehlo.constant dense<[0x7F800000, 1.0]> : tensor<2xf32>
  %rhs = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  check.expect_eq_const %result, dense<0x7FC00000> : tensor<f32>
  func.return
}

// -----

// Two batching dimensions and a matrix-vector product per batch.
func.func @dot_general_two_batching_dims_f32() {
  %lhs = stablehlo.constant dense<[[[[1.0, 2.0]], [[3.0, 4.0]]]]> : tensor<1x2x1x2xf32>
  %rhs = stablehlo.constant dense<[[[10.0, 1.0], [20.0, 2.0]]]> : tensor<1x2x2xf32>
  %result = stablehlo.dot_general %lhs, %rhs, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2]
    : (tensor<1x2x1x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x1xf32>
  check.expect_eq_const %result, dense<[[[12.0], [68.0]]]> : tensor<1x2x1xf32>
  func.return
}
