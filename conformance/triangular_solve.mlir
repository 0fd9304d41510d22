// Conformance: stablehlo.triangular_solve (spec: Ops > triangular_solve).
// Hand-derived by substitution: x solves op(a) * x = b (left_side) or
// x * op(a) = b, where op(a) is the selected triangle of a (the diagonal
// taken as 1 when unit_diagonal), transposed or conjugate-transposed per
// transpose_a. Entries of a outside the selected triangle (and the diagonal
// when unit_diagonal) are never read, so tests put values there that must not
// matter. The values are chosen so that every step is exact.

// spec example
func.func @triangular_solve_spec_example_f32() {
  %a = stablehlo.constant dense<[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]]> : tensor<3x3xf32>
  %b = stablehlo.constant dense<[[2.0, 0.0, 0.0], [4.0, 8.0, 0.0], [6.0, 10.0, 12.0]]> : tensor<3x3xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {
    left_side = true,
    lower = true,
    unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>
  } : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const %result, dense<[[2.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 2.0]]> : tensor<3x3xf32>
  func.return
}

// -----

// [[2, 0], [1, 4]] x = [4, 10]: x0 = 2, x1 = (10 - 2) / 4 = 2.
func.func @triangular_solve_left_lower_f64() {
  %a = stablehlo.constant dense<[[2.0, 99.0], [1.0, 4.0]]> : tensor<2x2xf64>
  %b = stablehlo.constant dense<[[4.0], [10.0]]> : tensor<2x1xf64>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
  check.expect_eq_const %result, dense<[[2.0], [2.0]]> : tensor<2x1xf64>
  func.return
}

// -----

// [[2, 1], [0, 4]] x = [4, 10]: x1 = 2.5, x0 = (4 - 2.5) / 2 = 0.75.
func.func @triangular_solve_left_lower_transpose_f64() {
  %a = stablehlo.constant dense<[[2.0, 99.0], [1.0, 4.0]]> : tensor<2x2xf64>
  %b = stablehlo.constant dense<[[4.0], [10.0]]> : tensor<2x1xf64>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
  check.expect_eq_const %result, dense<[[0.75], [2.5]]> : tensor<2x1xf64>
  func.return
}

// -----

// x [[2, 0], [1, 4]] = [4, 10]: 4 x1 = 10, 2 x0 + x1 = 4.
func.func @triangular_solve_right_lower_f32() {
  %a = stablehlo.constant dense<[[2.0, 99.0], [1.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[4.0, 10.0]]> : tensor<1x2xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  check.expect_eq_const %result, dense<[[0.75, 2.5]]> : tensor<1x2xf32>
  func.return
}

// -----

// x [[2, 4], [0, 8]] = [[2, 12], [4, 16]]: row 0: x0 = 1, x1 = (12 - 4) / 8 = 1;
// row 1: x0 = 2, x1 = (16 - 8) / 8 = 1.
func.func @triangular_solve_right_upper_f32() {
  %a = stablehlo.constant dense<[[2.0, 4.0], [-5.0, 8.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[2.0, 12.0], [4.0, 16.0]]> : tensor<2x2xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[1.0, 1.0], [2.0, 1.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// [[2, 4], [0, 8]] x = [10, 16]: x1 = 2, x0 = (10 - 8) / 2 = 1.
func.func @triangular_solve_left_upper_f32() {
  %a = stablehlo.constant dense<[[2.0, 4.0], [0x7FC00000, 8.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[10.0], [16.0]]> : tensor<2x1xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  check.expect_eq_const %result, dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  func.return
}

// -----

// unit_diagonal: the diagonal (7) is not read. [[1, 0], [3, 1]] x = [1, 5].
func.func @triangular_solve_unit_diagonal_f32() {
  %a = stablehlo.constant dense<[[7.0, 99.0], [3.0, 7.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[1.0], [5.0]]> : tensor<2x1xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = true,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  check.expect_eq_const %result, dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  func.return
}

// -----

// ADJOINT of the lower [[i, 0], [1, 2]] is [[-i, 1], [0, 2]]:
// x1 = 4 / 2 = 2, x0 = ((1 + i) - 2) / -i = -1 - i.
func.func @triangular_solve_adjoint_complex_f64() {
  %a = stablehlo.constant dense<[[(0.0, 1.0), (5.0, 5.0)], [(1.0, 0.0), (2.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %b = stablehlo.constant dense<[[(1.0, 1.0)], [(4.0, 0.0)]]> : tensor<2x1xcomplex<f64>>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x2xcomplex<f64>>, tensor<2x1xcomplex<f64>>) -> tensor<2x1xcomplex<f64>>
  check.expect_eq_const %result, dense<[[(-1.0, -1.0)], [(2.0, 0.0)]]> : tensor<2x1xcomplex<f64>>
  func.return
}

// -----

// TRANSPOSE does not conjugate: [[i, 1], [0, 2]] x = [1 + i, 4]:
// x1 = 2, x0 = ((1 + i) - 2) / i = 1 + i.
func.func @triangular_solve_transpose_complex_f32() {
  %a = stablehlo.constant dense<[[(0.0, 1.0), (5.0, 5.0)], [(1.0, 0.0), (2.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %b = stablehlo.constant dense<[[(1.0, 1.0)], [(4.0, 0.0)]]> : tensor<2x1xcomplex<f32>>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xcomplex<f32>>, tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
  check.expect_eq_const %result, dense<[[(1.0, 1.0)], [(2.0, 0.0)]]> : tensor<2x1xcomplex<f32>>
  func.return
}

// -----

// A batch of two systems, each solved with its own matrix.
func.func @triangular_solve_batch_f32() {
  %a = stablehlo.constant dense<[[[2.0, 0.0], [0.0, 4.0]], [[1.0, 0.0], [1.0, 1.0]]]> : tensor<2x2x2xf32>
  %b = stablehlo.constant dense<[[[2.0, 4.0], [8.0, 4.0]], [[1.0, 2.0], [3.0, 5.0]]]> : tensor<2x2x2xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  check.expect_eq_const %result, dense<[[[1.0, 2.0], [2.0, 1.0]], [[1.0, 2.0], [2.0, 3.0]]]> : tensor<2x2x2xf32>
  func.return
}
