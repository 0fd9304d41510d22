// Conformance: stablehlo.complex (spec: Ops > complex): (lhs, rhs) -> lhs + i * rhs.
// Hand-derived: the parts are copied exactly (signed zeros, infinities, NaN, subnormals).

func.func @complex_f32() {
  %lhs = stablehlo.constant dense<[1.0, -0.0, 0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0.1, -3.5, 1.0e-45]> : tensor<9xf32>
  %rhs = stablehlo.constant dense<[2.0, 0.0, -0.0, 0xFF800000, 0x7FC00000, 0x7F800000, -0.1, 7.25, -1.0e-45]> : tensor<9xf32>
  %result = stablehlo.complex %lhs, %rhs : tensor<9xcomplex<f32>>
  check.expect_eq_const %result, dense<[(1.0, 2.0), (-0.0, 0.0), (0.0, -0.0), (0x7F800000, 0xFF800000), (0xFF800000, 0x7FC00000), (0x7FC00000, 0x7F800000), (0.1, -0.1), (-3.5, 7.25), (1.0e-45, -1.0e-45)]> : tensor<9xcomplex<f32>>
  func.return
}

// -----

func.func @complex_f64() {
  %lhs = stablehlo.constant dense<[1.0, -0.0, 0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0.1, -3.5, 5.0e-324]> : tensor<9xf64>
  %rhs = stablehlo.constant dense<[2.0, 0.0, -0.0, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF0000000000000, -0.1, 7.25, -5.0e-324]> : tensor<9xf64>
  %result = stablehlo.complex %lhs, %rhs : tensor<9xcomplex<f64>>
  check.expect_eq_const %result, dense<[(1.0, 2.0), (-0.0, 0.0), (0.0, -0.0), (0x7FF0000000000000, 0xFFF0000000000000), (0xFFF0000000000000, 0x7FF8000000000000), (0x7FF8000000000000, 0x7FF0000000000000), (0.1, -0.1), (-3.5, 7.25), (5.0e-324, -5.0e-324)]> : tensor<9xcomplex<f64>>
  func.return
}
