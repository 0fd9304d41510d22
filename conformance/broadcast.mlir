// Conformance: the legacy stablehlo.broadcast (spec: Deprecated Operations;
// XLA Broadcast). Hand-derived: shape(result) = broadcast_sizes ++
// shape(operand) and result[i..., j...] = operand[j...].

func.func @broadcast_i32() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %result = stablehlo.broadcast %operand, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  func.return
}

// -----

func.func @broadcast_scalar_f64_generic_form() {
  %operand = stablehlo.constant dense<-0.25> : tensor<f64>
  %result = "stablehlo.broadcast"(%operand) {broadcast_sizes = array<i64: 2, 1, 2>} : (tensor<f64>) -> tensor<2x1x2xf64>
  check.expect_eq_const %result, dense<[[[-0.25, -0.25]], [[-0.25, -0.25]]]> : tensor<2x1x2xf64>
  func.return
}

// -----

func.func @broadcast_i1() {
  %operand = stablehlo.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %result = stablehlo.broadcast %operand, sizes = [2] : (tensor<2x1xi1>) -> tensor<2x2x1xi1>
  check.expect_eq_const %result, dense<[[[true], [false]], [[true], [false]]]> : tensor<2x2x1xi1>
  func.return
}

// -----

func.func @broadcast_complex_f32() {
  %operand = stablehlo.constant dense<[(1.0, -1.0)]> : tensor<1xcomplex<f32>>
  %result = stablehlo.broadcast %operand, sizes = [3] : (tensor<1xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
  check.expect_eq_const %result, dense<[[(1.0, -1.0)], [(1.0, -1.0)], [(1.0, -1.0)]]> : tensor<3x1xcomplex<f32>>
  func.return
}

// -----

func.func @broadcast_empty_and_identity() {
  %operand = stablehlo.constant dense<[5, 6]> : tensor<2xui8>
  %result = stablehlo.broadcast %operand, sizes = [0] : (tensor<2xui8>) -> tensor<0x2xui8>
  check.expect_eq_const %result, dense<> : tensor<0x2xui8>
  %same = stablehlo.broadcast %operand, sizes = [] : (tensor<2xui8>) -> tensor<2xui8>
  check.expect_eq_const %same, dense<[5, 6]> : tensor<2xui8>
  func.return
}
