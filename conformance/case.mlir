// Conformance: stablehlo.case (spec: Ops > case). Hand-derived:
// result = branches[index]() when 0 <= index < size(branches), else
// branches[-1]().

// -----

// Only the selected branch runs: the others would fail a check.
func.func @case_other_branches_do_not_run() {
  %i = stablehlo.constant dense<1> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<ui8>
  %r = "stablehlo.case"(%i) ({
    check.expect_eq_const %one, dense<0> : tensor<ui8>
    stablehlo.return %one : tensor<ui8>
  }, {
    stablehlo.return %one : tensor<ui8>
  }, {
    check.expect_eq_const %one, dense<0> : tensor<ui8>
    stablehlo.return %one : tensor<ui8>
  }) : (tensor<i32>) -> tensor<ui8>
  check.expect_eq_const %r, dense<1> : tensor<ui8>
  func.return
}

// -----

// No results.
func.func @case_no_results() {
  %i = stablehlo.constant dense<0> : tensor<i32>
  "stablehlo.case"(%i) ({
    stablehlo.return
  }, {
    stablehlo.return
  }) : (tensor<i32>) -> ()
  func.return
}
