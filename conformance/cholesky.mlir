// Conformance: stablehlo.cholesky (spec: Ops > cholesky). Hand-derived from
// chosen factors: a = L * L^H (lower) or U^H * U (upper), with exact values.
// Only the selected triangle of `a` is read, so some tests put values there
// that must not matter. The opposite triangle of the result is
// implementation-defined, so each test replaces it by zeros with a select
// before comparing.

// spec example (the spec's example declares a tensor<3x3xf64> result, which
// C1 `baseline_type(a) = baseline_type(result)` rules out; here the result
// type is the operand's)
func.func @cholesky_spec_example_f32() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]]> : tensor<3x3xf32>
  %result = "stablehlo.cholesky"(%a) {
    lower = true
  } : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %triangle = stablehlo.constant dense<[[true, false, false], [true, true, false], [true, true, true]]> : tensor<3x3xi1>
  %zeros = stablehlo.constant dense<0.0> : tensor<3x3xf32>
  %selected = stablehlo.select %triangle, %result, %zeros : tensor<3x3xi1>, tensor<3x3xf32>
  check.expect_almost_eq_const %selected, dense<[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]]> : tensor<3x3xf32>
  func.return
}

// -----

// The upper factor U = L^T of the same matrix; the strict lower triangle of
// `a` is not read.
func.func @cholesky_upper_ignores_lower_triangle_f64() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [99.0, 20.0, 26.0], [-7.0, 0x7FF8000000000000, 70.0]]> : tensor<3x3xf64>
  %result = stablehlo.cholesky %a : tensor<3x3xf64>  // lower defaults to false
  %triangle = stablehlo.constant dense<[[true, true, true], [false, true, true], [false, false, true]]> : tensor<3x3xi1>
  %zeros = stablehlo.constant dense<0.0> : tensor<3x3xf64>
  %selected = stablehlo.select %triangle, %result, %zeros : tensor<3x3xi1>, tensor<3x3xf64>
  check.expect_almost_eq_const %selected, dense<[[1.0, 2.0, 3.0], [0.0, 4.0, 5.0], [0.0, 0.0, 6.0]]> : tensor<3x3xf64>
  func.return
}

// -----

// The strict upper triangle of `a` is not read when lower = true.
func.func @cholesky_lower_ignores_upper_triangle_f64() {
  %a = stablehlo.constant dense<[[4.0, 0x7FF0000000000000], [6.0, 13.0]]> : tensor<2x2xf64>
  %result = stablehlo.cholesky %a, lower = true : tensor<2x2xf64>
  %triangle = stablehlo.constant dense<[[true, false], [true, true]]> : tensor<2x2xi1>
  %zeros = stablehlo.constant dense<0.0> : tensor<2x2xf64>
  %selected = stablehlo.select %triangle, %result, %zeros : tensor<2x2xi1>, tensor<2x2xf64>
  check.expect_almost_eq_const %selected, dense<[[2.0, 0.0], [3.0, 2.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// A batch of two matrices.
func.func @cholesky_batch_f32() {
  %a = stablehlo.constant dense<[[[9.0, 0.0], [0.0, 16.0]], [[1.0, 1.0], [1.0, 5.0]]]> : tensor<2x2x2xf32>
  %result = stablehlo.cholesky %a, lower = true : tensor<2x2x2xf32>
  %triangle = stablehlo.constant dense<[[[true, false], [true, true]], [[true, false], [true, true]]]> : tensor<2x2x2xi1>
  %zeros = stablehlo.constant dense<0.0> : tensor<2x2x2xf32>
  %selected = stablehlo.select %triangle, %result, %zeros : tensor<2x2x2xi1>, tensor<2x2x2xf32>
  check.expect_almost_eq_const %selected, dense<[[[3.0, 0.0], [0.0, 4.0]], [[1.0, 0.0], [1.0, 2.0]]]> : tensor<2x2x2xf32>
  func.return
}

// -----

// Hermitian a = L * L^H with L = [[2, 0], [1 + i, 1]].
func.func @cholesky_complex_lower_f64() {
  %a = stablehlo.constant dense<[[(4.0, 0.0), (2.0, -2.0)], [(2.0, 2.0), (3.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %result = stablehlo.cholesky %a, lower = true : tensor<2x2xcomplex<f64>>
  %triangle = stablehlo.constant dense<[[true, false], [true, true]]> : tensor<2x2xi1>
  %zeros = stablehlo.constant dense<(0.0, 0.0)> : tensor<2x2xcomplex<f64>>
  %selected = stablehlo.select %triangle, %result, %zeros : tensor<2x2xi1>, tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %selected, dense<[[(2.0, 0.0), (0.0, 0.0)], [(1.0, 1.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  func.return
}

// -----

// The same matrix factored as U^H * U with U = L^H = [[2, 1 - i], [0, 1]].
func.func @cholesky_complex_upper_f32() {
  %a = stablehlo.constant dense<[[(4.0, 0.0), (2.0, -2.0)], [(2.0, 2.0), (3.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %result = stablehlo.cholesky %a, lower = false : tensor<2x2xcomplex<f32>>
  %triangle = stablehlo.constant dense<[[true, true], [false, true]]> : tensor<2x2xi1>
  %zeros = stablehlo.constant dense<(0.0, 0.0)> : tensor<2x2xcomplex<f32>>
  %selected = stablehlo.select %triangle, %result, %zeros : tensor<2x2xi1>, tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %selected, dense<[[(2.0, 0.0), (1.0, -1.0)], [(0.0, 0.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

