// Conformance: stablehlo.optimization_barrier (spec: Ops > optimization_barrier).
// Hand-derived: result = operand.

func.func @optimization_barrier_spec_example() {
  %operand0 = stablehlo.constant dense<0.0> : tensor<f32>
  %operand1 = stablehlo.constant dense<1.0> : tensor<f32>
  %result0, %result1 = "stablehlo.optimization_barrier"(%operand0, %operand1) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  check.expect_eq_const %result0, dense<0.0> : tensor<f32>
  check.expect_eq_const %result1, dense<1.0> : tensor<f32>
  func.return
}

// -----

func.func @optimization_barrier_many_types() {
  %a = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %b = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %c = stablehlo.constant dense<[[1.5, -0.25]]> : tensor<1x2xbf16>
  %d = stablehlo.constant dense<[448.0]> : tensor<1xf8E4M3FN>
  %e = stablehlo.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  %r:5 = stablehlo.optimization_barrier %a, %b, %c, %d, %e : tensor<2xi1>, tensor<2xi4>, tensor<1x2xbf16>, tensor<1xf8E4M3FN>, tensor<1xcomplex<f32>>
  check.expect_eq_const %r#0, dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %r#1, dense<[-8, 7]> : tensor<2xi4>
  check.expect_eq_const %r#2, dense<[[1.5, -0.25]]> : tensor<1x2xbf16>
  check.expect_eq_const %r#3, dense<[448.0]> : tensor<1xf8E4M3FN>
  check.expect_eq_const %r#4, dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  func.return
}

// -----

func.func @optimization_barrier_empty_and_rank4() {
  %a = stablehlo.constant dense<> : tensor<0x3xui8>
  %b = stablehlo.constant dense<[[[[1.0e-300]], [[-2.0]]]]> : tensor<1x2x1x1xf64>
  %ra, %rb = stablehlo.optimization_barrier %a, %b : tensor<0x3xui8>, tensor<1x2x1x1xf64>
  check.expect_eq_const %ra, dense<> : tensor<0x3xui8>
  check.expect_eq_const %rb, dense<[[[[1.0e-300]], [[-2.0]]]]> : tensor<1x2x1x1xf64>
  func.return
}

// -----

func.func @optimization_barrier_single_i32() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = stablehlo.optimization_barrier %a : tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  func.return
}
