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

