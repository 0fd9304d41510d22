// Conformance: stablehlo.if (spec: Ops > if). Hand-derived:
// result = pred ? true_branch() : false_branch().

// -----

// Only the selected branch runs: the other one would fail a check.
func.func @if_other_branch_does_not_run() {
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %one = stablehlo.constant dense<1> : tensor<i8>
  %result = "stablehlo.if"(%pred) ({
    stablehlo.return %one : tensor<i8>
  }, {
    check.expect_eq_const %one, dense<2> : tensor<i8>
    stablehlo.return %one : tensor<i8>
  }) : (tensor<i1>) -> tensor<i8>
  check.expect_eq_const %result, dense<1> : tensor<i8>
  func.return
}

// -----

// No results.
func.func @if_no_results() {
  %pred = stablehlo.constant dense<false> : tensor<i1>
  "stablehlo.if"(%pred) ({
    stablehlo.return
  }, {
    stablehlo.return
  }) : (tensor<i1>) -> ()
  func.return
}

