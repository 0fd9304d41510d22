// Conformance: stablehlo.dynamic_iota (spec: Ops > dynamic_iota).
// Hand-derived unless marked `spec example`: iota with shape(result) =
// output_shape; output[index] = index[iota_dimension].

// spec example
func.func @dynamic_iota_spec_example() {
  %output_shape = stablehlo.constant dense<[4, 5]> : tensor<2xi64>
  %result = "stablehlo.dynamic_iota"(%output_shape) {
    iota_dimension = 0 : i64
  } : (tensor<2xi64>) -> tensor<4x5xi64>
  check.expect_eq_const %result, dense<[[0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2],
                                         [3, 3, 3, 3, 3]]> : tensor<4x5xi64>
  func.return
}

// -----

func.func @dynamic_iota_dynamic_result_f32() {
  %output_shape = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %result = stablehlo.dynamic_iota %output_shape, dim = 1 : (tensor<2xi32>) -> tensor<?x?xf32>
  %static = tensor.cast %result : tensor<?x?xf32> to tensor<2x3xf32>
  check.expect_eq_const %static, dense<[[0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]> : tensor<2x3xf32>
  func.return
}

// -----

// Sizes of MLIR's index type, a bounded result.
func.func @dynamic_iota_index_shape_bounded_ui8() {
  %output_shape = stablehlo.constant dense<[6]> : tensor<1xindex>
  %result = stablehlo.dynamic_iota %output_shape, dim = 0
    : (tensor<1xindex>) -> tensor<?xui8, #stablehlo.bounds<8>>
  %static = tensor.cast %result : tensor<?xui8, #stablehlo.bounds<8>> to tensor<6xui8>
  check.expect_eq_const %static, dense<[0, 1, 2, 3, 4, 5]> : tensor<6xui8>
  func.return
}

// -----

// Narrow integers wrap: constant(index, si4).
func.func @dynamic_iota_wraps_i4() {
  %output_shape = stablehlo.constant dense<[10]> : tensor<1xui32>
  %result = stablehlo.dynamic_iota %output_shape, dim = 0 : (tensor<1xui32>) -> tensor<10xi4>
  check.expect_eq_const %result, dense<[0, 1, 2, 3, 4, 5, 6, 7, -8, -7]> : tensor<10xi4>
  func.return
}

// -----

func.func @dynamic_iota_complex_dim_2() {
  %output_shape = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %result = stablehlo.dynamic_iota %output_shape, dim = 2 : (tensor<3xi64>) -> tensor<1x2x3xcomplex<f64>>
  check.expect_eq_const %result, dense<[[[(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)],
                                          [(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)]]]> : tensor<1x2x3xcomplex<f64>>
  func.return
}

// -----

func.func @dynamic_iota_empty_bf16() {
  %output_shape = stablehlo.constant dense<[3, 0]> : tensor<2xi64>
  %result = stablehlo.dynamic_iota %output_shape, dim = 0 : (tensor<2xi64>) -> tensor<3x?xbf16>
  %static = tensor.cast %result : tensor<3x?xbf16> to tensor<3x0xbf16>
  check.expect_eq_const %static, dense<> : tensor<3x0xbf16>
  func.return
}
