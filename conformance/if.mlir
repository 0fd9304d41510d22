// Conformance: stablehlo.if (spec: Ops > if). Hand-derived:
// result = pred ? true_branch() : false_branch().

// spec example
func.func @if_spec_example() {
  %result_true_branch = stablehlo.constant dense<10> : tensor<i32>
  %result_false_branch = stablehlo.constant dense<11> : tensor<i32>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %result = "stablehlo.if"(%pred) ({
    "stablehlo.return"(%result_true_branch) : (tensor<i32>) -> ()
  }, {
    "stablehlo.return"(%result_false_branch) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  check.expect_eq_const %result, dense<10> : tensor<i32>
  func.return
}

// -----

func.func @if_false_picks_false_branch() {
  %t = stablehlo.constant dense<10> : tensor<i32>
  %f = stablehlo.constant dense<11> : tensor<i32>
  %pred = stablehlo.constant dense<false> : tensor<i1>
  %result = "stablehlo.if"(%pred) ({
    stablehlo.return %t : tensor<i32>
  }, {
    stablehlo.return %f : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  check.expect_eq_const %result, dense<11> : tensor<i32>
  func.return
}

// -----

// Branches compute with values of the enclosing function and return several
// results of different types; pred comes from a comparison.
func.func @if_computing_branches_several_results() {
  %x = stablehlo.constant dense<[1.5, -2.0, 0.25]> : tensor<3xf32>
  %a = stablehlo.constant dense<3> : tensor<i64>
  %b = stablehlo.constant dense<5> : tensor<i64>
  %pred = stablehlo.compare GT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %r0, %r1 = "stablehlo.if"(%pred) ({
    %s = stablehlo.add %x, %x : tensor<3xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %s, %c : tensor<3xf32>, tensor<i1>
  }, {
    %n = stablehlo.negate %x : tensor<3xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %n, %c : tensor<3xf32>, tensor<i1>
  }) : (tensor<i1>) -> (tensor<3xf32>, tensor<i1>)
  check.expect_eq_const %r0, dense<[-1.5, 2.0, -0.25]> : tensor<3xf32>
  check.expect_eq_const %r1, dense<false> : tensor<i1>
  func.return
}

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

// -----

// Nested in a loop: the sum of the odd numbers below 10 via an if per step
// (1 + 3 + 5 + 7 + 9 = 25).
func.func @if_inside_while() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %i, %sum = stablehlo.while(%k = %zero, %s = %zero) : tensor<i32>, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %k, %ten : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %bit = stablehlo.and %k, %one : tensor<i32>
    %odd = stablehlo.compare EQ, %bit, %one : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %s1 = "stablehlo.if"(%odd) ({
      %t = stablehlo.add %s, %k : tensor<i32>
      stablehlo.return %t : tensor<i32>
    }, {
      stablehlo.return %s : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %s1 : tensor<i32>, tensor<i32>
  }
  check.expect_eq_const %sum, dense<25> : tensor<i32>
  func.return
}
