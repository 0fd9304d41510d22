// Conformance: stablehlo.concatenate (spec: Ops > concatenate).
// Hand-derived: the inputs follow each other along `dimension`.

func.func @concatenate_spec_example_i64() {
  %input0 = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %input1 = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
  %result = "stablehlo.concatenate"(%input0, %input1) {
    dimension = 0 : i64
  } : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi64>
  func.return
}

// -----

func.func @concatenate_i32_three_inputs_dim1() {
  %a = stablehlo.constant dense<[[9], [10]]> : tensor<2x1xi32>
  %b = stablehlo.constant dense<[[11, 12], [13, 14]]> : tensor<2x2xi32>
  %result = stablehlo.concatenate %a, %b, %a, dim = 1 : (tensor<2x1xi32>, tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  check.expect_eq_const %result, dense<[[9, 11, 12, 9], [10, 13, 14, 10]]> : tensor<2x4xi32>
  func.return
}

// -----

func.func @concatenate_i1() {
  %a = stablehlo.constant dense<[true]> : tensor<1xi1>
  %b = stablehlo.constant dense<[false, false]> : tensor<2xi1>
  %result = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1xi1>, tensor<2xi1>) -> tensor<3xi1>
  check.expect_eq_const %result, dense<[true, false, false]> : tensor<3xi1>
  func.return
}

// -----

func.func @concatenate_si4() {
  %a = stablehlo.constant dense<[[-8], [7]]> : tensor<2x1xi4>
  %b = stablehlo.constant dense<[[-1], [1]]> : tensor<2x1xi4>
  %result = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x1xi4>, tensor<2x1xi4>) -> tensor<2x2xi4>
  check.expect_eq_const %result, dense<[[-8, -1], [7, 1]]> : tensor<2x2xi4>
  func.return
}

// -----

func.func @concatenate_ui8_with_empty_input() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xui8>
  %e = stablehlo.constant dense<> : tensor<0xui8>
  %b = stablehlo.constant dense<[255]> : tensor<1xui8>
  %result = stablehlo.concatenate %a, %e, %b, dim = 0 : (tensor<2xui8>, tensor<0xui8>, tensor<1xui8>) -> tensor<3xui8>
  check.expect_eq_const %result, dense<[1, 2, 255]> : tensor<3xui8>
  func.return
}

// -----

func.func @concatenate_bf16_single_input() {
  %a = stablehlo.constant dense<[[1.5, -2.0]]> : tensor<1x2xbf16>
  %result = stablehlo.concatenate %a, dim = 0 : (tensor<1x2xbf16>) -> tensor<1x2xbf16>
  check.expect_eq_const %result, dense<[[1.5, -2.0]]> : tensor<1x2xbf16>
  func.return
}

// -----

func.func @concatenate_f8E4M3FN() {
  %a = stablehlo.constant dense<[0.5]> : tensor<1xf8E4M3FN>
  %b = stablehlo.constant dense<[448.0, -3.0]> : tensor<2xf8E4M3FN>
  %result = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  check.expect_eq_const %result, dense<[0.5, 448.0, -3.0]> : tensor<3xf8E4M3FN>
  func.return
}

// -----

func.func @concatenate_f64_rank4_dim2() {
  %a = stablehlo.constant dense<[[[[1.0, 2.0]], [[3.0, 4.0]]]]> : tensor<1x2x1x2xf64>
  %b = stablehlo.constant dense<[[[[5.0, 6.0], [7.0, 8.0]], [[9.0, 10.0], [11.0, 12.0]]]]> : tensor<1x2x2x2xf64>
  %result = stablehlo.concatenate %a, %b, dim = 2 : (tensor<1x2x1x2xf64>, tensor<1x2x2x2xf64>) -> tensor<1x2x3x2xf64>
  check.expect_eq_const %result, dense<[[[[1.0, 2.0], [5.0, 6.0], [7.0, 8.0]],
                                         [[3.0, 4.0], [9.0, 10.0], [11.0, 12.0]]]]> : tensor<1x2x3x2xf64>
  func.return
}

// -----

func.func @concatenate_complex_f32() {
  %a = stablehlo.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  %b = stablehlo.constant dense<[(3.0, 4.0)]> : tensor<1xcomplex<f32>>
  %result = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %result, dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @concatenate_all_empty() {
  %a = stablehlo.constant dense<> : tensor<2x0xi32>
  %b = stablehlo.constant dense<> : tensor<3x0xi32>
  %result = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x0xi32>, tensor<3x0xi32>) -> tensor<5x0xi32>
  check.expect_eq_const %result, dense<> : tensor<5x0xi32>
  func.return
}
