// Conformance: stablehlo.uniform_dequantize (spec: Ops > uniform_dequantize).
// result = dequantize(operand): (storage value - zero_point) converted to
// the expressed type, times the scale as a constant of the expressed type
// (spec: Notation > Quantization computations).
// Expected values are worked out by hand from that formula (f32 products
// rounded to nearest even; checked with an independent numpy model; decimal
// literals are the shortest ones that read back as the same value), none
// were produced by hloref.

// spec example
func.func @uniform_dequantize_spec_example() {
  %storage = stablehlo.constant dense<[10, 10]> : tensor<2xi8>
  %operand = "stablehlo.bitcast_convert"(%storage) : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[4.0, 15.0]> : tensor<2xf32>
  func.return
}

// -----

// Per-tensor, scale 0.1 (0.100000001490116... in f32), zero point -128.
func.func @uniform_dequantize_per_tensor() {
  %operand = stablehlo.constant dense<[-128, -1, 0, 127]> : tensor<4x!quant.uniform<i8:f32, 0.1:-128>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<4x!quant.uniform<i8:f32, 0.1:-128>>) -> tensor<4xf32>
  check.expect_eq_const %result, dense<[0.0, 12.7, 12.8, 25.5]> : tensor<4xf32>
  func.return
}

// -----

// storage - zero_point beyond the storage type: -128 - 127 = -255.
func.func @uniform_dequantize_wide_difference() {
  %operand = stablehlo.constant dense<[-128, 127]> : tensor<2x!quant.uniform<i8:f32, 1.0:127>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x!quant.uniform<i8:f32, 1.0:127>>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[-255.0, 0.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @uniform_dequantize_ui8() {
  %operand = stablehlo.constant dense<[0, 100, 255]> : tensor<3x!quant.uniform<ui8:f32, 0.0078125:128>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<3x!quant.uniform<ui8:f32, 0.0078125:128>>) -> tensor<3xf32>
  check.expect_eq_const %result, dense<[-1.0, -0.21875, 0.9921875]> : tensor<3xf32>
  func.return
}

// -----

// i16 storage, scale 0.001: products rounded to f32.
func.func @uniform_dequantize_i16() {
  %operand = stablehlo.constant dense<[-32768, 12345, 32767]> : tensor<3x!quant.uniform<i16:f32, 0.001>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<3x!quant.uniform<i16:f32, 0.001>>) -> tensor<3xf32>
  check.expect_eq_const %result, dense<[-32.768, 12.345, 32.767002]> : tensor<3xf32>
  func.return
}

// -----

// Per-axis along the last dimension of 2x2x2: scales [0.5, 2], zero points
// [1, -1].
func.func @uniform_dequantize_per_axis_last_dimension() {
  %operand = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2x!quant.uniform<i8:f32:2, {0.5:1, 2.0:-1}>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x2x2x!quant.uniform<i8:f32:2, {0.5:1, 2.0:-1}>>) -> tensor<2x2x2xf32>
  check.expect_eq_const %result, dense<[[[0.0, 6.0], [1.0, 10.0]], [[2.0, 14.0], [3.0, 18.0]]]> : tensor<2x2x2xf32>
  func.return
}

// -----

// Per-axis along the first dimension of 2x2x2.
func.func @uniform_dequantize_per_axis_first_dimension() {
  %operand = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2x!quant.uniform<i8:f32:0, {0.5:1, 2.0:-1}>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x2x2x!quant.uniform<i8:f32:0, {0.5:1, 2.0:-1}>>) -> tensor<2x2x2xf32>
  check.expect_eq_const %result, dense<[[[0.0, 0.5], [1.0, 1.5]], [[12.0, 14.0], [16.0, 18.0]]]> : tensor<2x2x2xf32>
  func.return
}

// -----

// The scale is a constant of the expressed type: 0.1 is 0.0999755859375 in
// f16 and 0.1000000000000000055... in f64.
func.func @uniform_dequantize_f16_and_f64() {
  %a = stablehlo.constant dense<[3, 7]> : tensor<2x!quant.uniform<i8:f16, 0.1>>
  %ra = "stablehlo.uniform_dequantize"(%a) : (tensor<2x!quant.uniform<i8:f16, 0.1>>) -> tensor<2xf16>
  check.expect_eq_const %ra, dense<[0.2998046875, 0.69970703125]> : tensor<2xf16>
  %b = stablehlo.constant dense<[3, 7]> : tensor<2x!quant.uniform<i8:f64, 0.1>>
  %rb = "stablehlo.uniform_dequantize"(%b) : (tensor<2x!quant.uniform<i8:f64, 0.1>>) -> tensor<2xf64>
  check.expect_eq_const %rb, dense<[0.30000000000000004, 0.7000000000000001]> : tensor<2xf64>
  func.return
}
