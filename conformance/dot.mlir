// Conformance: stablehlo.dot, the legacy op (XLA operation semantics > Dot).
// Hand-derived: products summed over the last dimension of lhs and the first
// dimension of rhs; vector . vector is a scalar, matrix . vector a vector,
// matrix . matrix a matrix.

func.func @dot_vector_vector_si64() {
  %lhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[4, -5, 6]> : tensor<3xi64>
  %result = stablehlo.dot %lhs, %rhs, precision = [DEFAULT, DEFAULT] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  check.expect_eq_const %result, dense<12> : tensor<i64>
  func.return
}

// -----

func.func @dot_matrix_vector_f32() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %rhs = stablehlo.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %result = "stablehlo.dot"(%lhs, %rhs) {precision_config = []} : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3xf32>
  check.expect_eq_const %result, dense<[-1.5, -2.5, -3.5]> : tensor<3xf32>
  func.return
}

// -----

func.func @dot_vector_matrix_f64() {
  %lhs = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %rhs = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %result = stablehlo.dot %lhs, %rhs : (tensor<2xf64>, tensor<2x3xf64>) -> tensor<3xf64>
  check.expect_eq_const %result, dense<[9.0, 12.0, 15.0]> : tensor<3xf64>
  func.return
}

// -----

func.func @dot_matrix_matrix_si32() {
  %lhs = stablehlo.constant dense<[[1, 0, 2], [0, 3, 0]]> : tensor<2x3xi32>
  %rhs = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %result = "stablehlo.dot"(%lhs, %rhs) {
    precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]
  } : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[11, 14], [9, 12]]> : tensor<2x2xi32>
  func.return
}

// -----

// si8 operands with an i64 result: the products do not wrap at 8 bits.
func.func @dot_si8_to_i64() {
  %lhs = stablehlo.constant dense<[100, 100, -128]> : tensor<3xi8>
  %rhs = stablehlo.constant dense<[100, 2, -128]> : tensor<3xi8>
  %result = stablehlo.dot %lhs, %rhs : (tensor<3xi8>, tensor<3xi8>) -> tensor<i64>
  check.expect_eq_const %result, dense<26584> : tensor<i64>
  func.return
}

// -----

func.func @dot_complex_f64() {
  %lhs = stablehlo.constant dense<[[(0.0, 1.0), (1.0, 0.0)]]> : tensor<1x2xcomplex<f64>>
  %rhs = stablehlo.constant dense<[[(0.0, 1.0)], [(2.0, 3.0)]]> : tensor<2x1xcomplex<f64>>
  %result = stablehlo.dot %lhs, %rhs : (tensor<1x2xcomplex<f64>>, tensor<2x1xcomplex<f64>>) -> tensor<1x1xcomplex<f64>>
  check.expect_eq_const %result, dense<[[(1.0, 3.0)]]> : tensor<1x1xcomplex<f64>>
  func.return
}
