// Conformance: stablehlo.case (spec: Ops > case). Hand-derived:
// result = branches[index]() when 0 <= index < size(branches), else
// branches[-1]().

// spec example
func.func @case_spec_example() {
  %index = stablehlo.constant dense<-1> : tensor<i32>
  %result_branch0 = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %result_branch1 = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %result0, %result1 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%result_branch0, %result_branch0) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }, {
    "stablehlo.return"(%result_branch1, %result_branch1) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %result0, dense<[1, 1]> : tensor<2xi64>
  check.expect_eq_const %result1, dense<[1, 1]> : tensor<2xi64>
  func.return
}

// -----

// Three branches; every index in range selects its own branch, every index
// out of range the last one.
func.func @case_three_branches_every_index() {
  %x = stablehlo.constant dense<[2.5, -4.0]> : tensor<2xf32>
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %i2 = stablehlo.constant dense<2> : tensor<i32>
  %i3 = stablehlo.constant dense<3> : tensor<i32>
  %imax = stablehlo.constant dense<2147483647> : tensor<i32>
  %imin = stablehlo.constant dense<-2147483648> : tensor<i32>
  %r0 = "stablehlo.case"(%i0) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    %d = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %d : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  %r1 = "stablehlo.case"(%i1) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    %d = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %d : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  %r2 = "stablehlo.case"(%i2) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    %d = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %d : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  %r3 = "stablehlo.case"(%i3) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    %d = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %d : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  %rmax = "stablehlo.case"(%imax) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    %d = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %d : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  %rmin = "stablehlo.case"(%imin) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    %d = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %d : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  check.expect_eq_const %r0, dense<[2.5, -4.0]> : tensor<2xf32>
  check.expect_eq_const %r1, dense<[-2.5, 4.0]> : tensor<2xf32>
  check.expect_eq_const %r2, dense<[5.0, -8.0]> : tensor<2xf32>
  check.expect_eq_const %r3, dense<[5.0, -8.0]> : tensor<2xf32>
  check.expect_eq_const %rmax, dense<[5.0, -8.0]> : tensor<2xf32>
  check.expect_eq_const %rmin, dense<[5.0, -8.0]> : tensor<2xf32>
  func.return
}

// -----

// A single branch is taken for every index.
func.func @case_single_branch() {
  %i = stablehlo.constant dense<7> : tensor<i32>
  %v = stablehlo.constant dense<[[true, false]]> : tensor<1x2xi1>
  %r = "stablehlo.case"(%i) ({
    %n = stablehlo.not %v : tensor<1x2xi1>
    stablehlo.return %n : tensor<1x2xi1>
  }) : (tensor<i32>) -> tensor<1x2xi1>
  check.expect_eq_const %r, dense<[[false, true]]> : tensor<1x2xi1>
  func.return
}

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
