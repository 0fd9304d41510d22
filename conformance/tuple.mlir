// Conformance: stablehlo.tuple (spec: Ops > tuple), read back with
// stablehlo.get_tuple_element. Hand-derived: result = (val...).

func.func @tuple_mixed_element_types() {
  %b = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %c = stablehlo.constant dense<(1.5, -2.5)> : tensor<complex<f32>>
  %f = stablehlo.constant dense<[0.5, 448.0]> : tensor<2xf8E4M3FN>
  %t = stablehlo.tuple %b, %c, %f : tuple<tensor<2xi1>, tensor<complex<f32>>, tensor<2xf8E4M3FN>>
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xi1>, tensor<complex<f32>>, tensor<2xf8E4M3FN>>) -> tensor<2xi1>
  %1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xi1>, tensor<complex<f32>>, tensor<2xf8E4M3FN>>) -> tensor<complex<f32>>
  %2 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<2xi1>, tensor<complex<f32>>, tensor<2xf8E4M3FN>>) -> tensor<2xf8E4M3FN>
  check.expect_eq_const %0, dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %1, dense<(1.5, -2.5)> : tensor<complex<f32>>
  check.expect_eq_const %2, dense<[0.5, 448.0]> : tensor<2xf8E4M3FN>
  func.return
}

// -----

func.func @tuple_nested_and_empty_tensor() {
  %e = stablehlo.constant dense<> : tensor<0x2xbf16>
  %x = stablehlo.constant dense<[[-8, 7]]> : tensor<1x2xi4>
  %inner = "stablehlo.tuple"(%x) : (tensor<1x2xi4>) -> tuple<tensor<1x2xi4>>
  %outer = stablehlo.tuple %inner, %e : tuple<tuple<tensor<1x2xi4>>, tensor<0x2xbf16>>
  %0 = stablehlo.get_tuple_element %outer[0] : (tuple<tuple<tensor<1x2xi4>>, tensor<0x2xbf16>>) -> tuple<tensor<1x2xi4>>
  %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<1x2xi4>>) -> tensor<1x2xi4>
  %2 = stablehlo.get_tuple_element %outer[1] : (tuple<tuple<tensor<1x2xi4>>, tensor<0x2xbf16>>) -> tensor<0x2xbf16>
  check.expect_eq_const %1, dense<[[-8, 7]]> : tensor<1x2xi4>
  check.expect_eq_const %2, dense<> : tensor<0x2xbf16>
  func.return
}

// -----

func.func @tuple_empty() {
  %t = stablehlo.tuple : tuple<>
  func.return
}
