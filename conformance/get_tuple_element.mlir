// Conformance: stablehlo.get_tuple_element (spec: Ops > get_tuple_element).
// Hand-derived: result = operand[index].

func.func @get_tuple_element_spec_example() {
  %v0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %v1 = stablehlo.constant dense<3> : tensor<i64>
  %inner = stablehlo.tuple %v1 : tuple<tensor<i64>>
  %operand = stablehlo.tuple %v0, %inner : tuple<tensor<2xf64>, tuple<tensor<i64>>>
  %result = "stablehlo.get_tuple_element"(%operand) <{index = 0 : i32}> : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>
  check.expect_eq_const %result, dense<[1.0, 2.0]> : tensor<2xf64>
  %t1 = "stablehlo.get_tuple_element"(%operand) {index = 1 : i32} : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>
  %r1 = stablehlo.get_tuple_element %t1[0] : (tuple<tensor<i64>>) -> tensor<i64>
  check.expect_eq_const %r1, dense<3> : tensor<i64>
  func.return
}

// -----

func.func @get_tuple_element_rank4_ui8() {
  %a = stablehlo.constant dense<[[[[1, 2]]], [[[3, 255]]]]> : tensor<2x1x1x2xui8>
  %b = stablehlo.constant dense<-1> : tensor<i32>
  %t = stablehlo.tuple %b, %a : tuple<tensor<i32>, tensor<2x1x1x2xui8>>
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<2x1x1x2xui8>>) -> tensor<2x1x1x2xui8>
  %1 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i32>, tensor<2x1x1x2xui8>>) -> tensor<i32>
  check.expect_eq_const %0, dense<[[[[1, 2]]], [[[3, 255]]]]> : tensor<2x1x1x2xui8>
  check.expect_eq_const %1, dense<-1> : tensor<i32>
  func.return
}
