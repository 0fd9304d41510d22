// Conformance: stablehlo.dynamic_pad (spec: Ops > dynamic_pad).
// Hand-derived unless marked `spec example`: pad with the paddings given as
// operand values; result[edge_padding_low + operand_index *
// (interior_padding + 1)] = operand[operand_index], padding_value elsewhere;
// negative edge padding removes elements.

// spec example
func.func @dynamic_pad_spec_example() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %padding_value = stablehlo.constant dense<0> : tensor<i64>
  %edge_padding_low = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %edge_padding_high = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %interior_padding = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value,
    %edge_padding_low, %edge_padding_high, %interior_padding
  ) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xi64>
  check.expect_eq_const %result, dense<[[0, 1, 0, 0, 2, 0, 0, 3, 0],
                                         [0, 0, 0, 0, 0, 0, 0, 0, 0],
                                         [0, 4, 0, 0, 5, 0, 0, 6, 0],
                                         [0, 0, 0, 0, 0, 0, 0, 0, 0],
                                         [0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x9xi64>
  func.return
}

// -----

// Paddings of type i32, a dynamic result, negative edges cutting into the
// operand after interior padding.
func.func @dynamic_pad_negative_edges_f32() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %padding_value = stablehlo.constant dense<-0.5> : tensor<f32>
  %low = stablehlo.constant dense<[-2]> : tensor<1xi32>
  %high = stablehlo.constant dense<[-1]> : tensor<1xi32>
  %interior = stablehlo.constant dense<[1]> : tensor<1xi32>
  %result = stablehlo.dynamic_pad %operand, %padding_value, %low, %high, %interior
    : (tensor<4xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %static = tensor.cast %result : tensor<?xf32> to tensor<4xf32>
  check.expect_eq_const %static, dense<[2.0, -0.5, 3.0, -0.5]> : tensor<4xf32>
  func.return
}

// -----

// Paddings of type ui8 on a bounded result.
func.func @dynamic_pad_bounded_ui16() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xui16>
  %padding_value = stablehlo.constant dense<65535> : tensor<ui16>
  %low = stablehlo.constant dense<[1, 0]> : tensor<2xui8>
  %high = stablehlo.constant dense<[0, 1]> : tensor<2xui8>
  %interior = stablehlo.constant dense<[0, 0]> : tensor<2xui8>
  %result = stablehlo.dynamic_pad %operand, %padding_value, %low, %high, %interior
    : (tensor<2x2xui16>, tensor<ui16>, tensor<2xui8>, tensor<2xui8>, tensor<2xui8>)
    -> tensor<?x3xui16, #stablehlo.bounds<3, ?>>
  %static = tensor.cast %result : tensor<?x3xui16, #stablehlo.bounds<3, ?>> to tensor<3x3xui16>
  check.expect_eq_const %static, dense<[[65535, 65535, 65535], [1, 2, 65535], [3, 4, 65535]]> : tensor<3x3xui16>
  func.return
}

// -----

// Interior padding of an empty operand adds nothing: max(0 - 1, 0) = 0.
func.func @dynamic_pad_empty_operand_i8() {
  %operand = stablehlo.constant dense<> : tensor<0xi8>
  %padding_value = stablehlo.constant dense<7> : tensor<i8>
  %low = stablehlo.constant dense<[1]> : tensor<1xi64>
  %high = stablehlo.constant dense<[2]> : tensor<1xi64>
  %interior = stablehlo.constant dense<[5]> : tensor<1xi64>
  %result = stablehlo.dynamic_pad %operand, %padding_value, %low, %high, %interior
    : (tensor<0xi8>, tensor<i8>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi8>
  check.expect_eq_const %result, dense<[7, 7, 7]> : tensor<3xi8>
  func.return
}

// -----

func.func @dynamic_pad_everything_removed_i1() {
  %operand = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %padding_value = stablehlo.constant dense<false> : tensor<i1>
  %low = stablehlo.constant dense<[-2]> : tensor<1xi64>
  %high = stablehlo.constant dense<[1]> : tensor<1xi64>
  %interior = stablehlo.constant dense<[0]> : tensor<1xi64>
  %result = stablehlo.dynamic_pad %operand, %padding_value, %low, %high, %interior
    : (tensor<2xi1>, tensor<i1>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
  check.expect_eq_const %result, dense<[false]> : tensor<1xi1>
  func.return
}
