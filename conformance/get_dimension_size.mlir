// Conformance: stablehlo.get_dimension_size (spec: Ops > get_dimension_size).
// Hand-derived unless marked `spec example`: result = dim(operand,
// dimension) as si32, the size at run time where the type has a `?`.

// spec example
func.func @get_dimension_size_spec_example() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %result = "stablehlo.get_dimension_size"(%operand) {
    dimension = 1 : i64
  } : (tensor<2x3xi64>) -> tensor<i32>
  check.expect_eq_const %result, dense<3> : tensor<i32>
  func.return
}

// -----

func.func @get_dimension_size_of_dynamic_dimensions() {
  %operand = stablehlo.constant dense<0.0> : tensor<4x1x5xf32>
  %dynamic = tensor.cast %operand : tensor<4x1x5xf32> to tensor<?x1x?xf32>
  %d0 = stablehlo.get_dimension_size %dynamic, dim = 0 : (tensor<?x1x?xf32>) -> tensor<i32>
  %d1 = stablehlo.get_dimension_size %dynamic, dim = 1 : (tensor<?x1x?xf32>) -> tensor<i32>
  %d2 = stablehlo.get_dimension_size %dynamic, dim = 2 : (tensor<?x1x?xf32>) -> tensor<i32>
  check.expect_eq_const %d0, dense<4> : tensor<i32>
  check.expect_eq_const %d1, dense<1> : tensor<i32>
  check.expect_eq_const %d2, dense<5> : tensor<i32>
  func.return
}

// -----

func.func @get_dimension_size_zero_and_bounded() {
  %operand = stablehlo.constant dense<> : tensor<0x3xui8>
  %bounded = tensor.cast %operand : tensor<0x3xui8> to tensor<?x3xui8, #stablehlo.bounds<2, ?>>
  %result = stablehlo.get_dimension_size %bounded, dim = 0 : (tensor<?x3xui8, #stablehlo.bounds<2, ?>>) -> tensor<i32>
  check.expect_eq_const %result, dense<0> : tensor<i32>
  func.return
}

// -----

// The element type does not matter: complex and i1 operands.
func.func @get_dimension_size_element_types() {
  %c = stablehlo.constant dense<(1.0, 2.0)> : tensor<7xcomplex<f64>>
  %p = stablehlo.constant dense<true> : tensor<2x9xi1>
  %rc = stablehlo.get_dimension_size %c, dim = 0 : (tensor<7xcomplex<f64>>) -> tensor<i32>
  %rp = stablehlo.get_dimension_size %p, dim = 1 : (tensor<2x9xi1>) -> tensor<i32>
  check.expect_eq_const %rc, dense<7> : tensor<i32>
  check.expect_eq_const %rp, dense<9> : tensor<i32>
  func.return
}
