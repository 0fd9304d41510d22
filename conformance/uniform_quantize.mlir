// Conformance: stablehlo.uniform_quantize (spec: Ops > uniform_quantize).
// From float: quantize(operand, type(result)); from a quantized tensor:
// quantize(dequantize(operand), type(result)). quantize computes, in the
// expressed type, x / scale + zero_point, clamps it to [storage_min,
// storage_max], rounds to nearest even and converts to the storage type
// (spec: Notation > Quantization computations).
// Expected values are worked out by hand from those formulas (f32 steps
// rounded to nearest even; checked with an independent numpy model), none
// were produced by hloref. Results are compared as storage values through
// bitcast_convert.

// spec example
func.func @uniform_quantize_per_axis_spec_example() {
  %operand = stablehlo.constant dense<[4.0, 15.0]> : tensor<2xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xi8>
  check.expect_eq_const %storage, dense<[10, 10]> : tensor<2xi8>
  func.return
}

// -----

// spec example
func.func @uniform_quantize_requantize_spec_example() {
  %storage_operand = stablehlo.constant dense<[10, 10]> : tensor<2xi8>
  %operand = "stablehlo.bitcast_convert"(%storage_operand) : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>) -> tensor<2xi8>
  check.expect_eq_const %storage, dense<[20, 45]> : tensor<2xi8>
  func.return
}

// -----

// Ties go to even after scaling: x / 0.5 + 0 = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5].
func.func @uniform_quantize_ties_to_even() {
  %operand = stablehlo.constant dense<[-1.25, -0.75, -0.25, 0.25, 0.75, 1.25]> : tensor<6xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8:f32, 0.5>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<6x!quant.uniform<i8:f32, 0.5>>) -> tensor<6xi8>
  check.expect_eq_const %storage, dense<[-2, -2, 0, 0, 2, 2]> : tensor<6xi8>
  func.return
}

// -----

// ui8 storage, zero point 128, scale 0.02: -2.56 -> 0; -1 -> 78; 0 -> 128;
// 0.01 -> 128.5 -> 128; 0.03 -> 129.5 -> 130; 1 -> 178; 2.54 -> 255; 3 ->
// 278, clamped to 255.
func.func @uniform_quantize_ui8() {
  %operand = stablehlo.constant dense<[-2.56, -1.0, 0.0, 0.01, 0.03, 1.0, 2.54, 3.0]> : tensor<8xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<8xf32>) -> tensor<8x!quant.uniform<ui8:f32, 0.02:128>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<8x!quant.uniform<ui8:f32, 0.02:128>>) -> tensor<8xui8>
  check.expect_eq_const %storage, dense<[0, 78, 128, 128, 130, 178, 255, 255]> : tensor<8xui8>
  func.return
}

// -----

// i4 storage: x / 0.5 clamped to [-8, 7].
func.func @uniform_quantize_i4() {
  %operand = stablehlo.constant dense<[-9.0, -3.3, -1.25, 0.0, 0.75, 1.25, 3.5, 7.0]> : tensor<8xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<8xf32>) -> tensor<8x!quant.uniform<i4:f32, 0.5>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<8x!quant.uniform<i4:f32, 0.5>>) -> tensor<8xi4>
  check.expect_eq_const %storage, dense<[-8, -7, -2, 0, 2, 2, 7, 7]> : tensor<8xi4>
  func.return
}

// -----

// storage_min and storage_max narrower than the storage type: i8<-100:100>,
// scale 0.25, zero point -20.
func.func @uniform_quantize_narrow_storage_range() {
  %operand = stablehlo.constant dense<[-40.0, -20.0, 0.0, 19.9, 20.0, 30.0]> : tensor<6xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8<-100:100>:f32, 0.25:-20>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<6x!quant.uniform<i8<-100:100>:f32, 0.25:-20>>) -> tensor<6xi8>
  check.expect_eq_const %storage, dense<[-100, -100, -20, 60, 60, 100]> : tensor<6xi8>
  func.return
}

// -----

// Infinities clamp to the storage range.
func.func @uniform_quantize_infinities() {
  %operand = stablehlo.constant dense<[0xFF800000, 0x7F800000]> : tensor<2xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<-7:9>:f32, 3.0:2>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x!quant.uniform<i8<-7:9>:f32, 3.0:2>>) -> tensor<2xi8>
  check.expect_eq_const %storage, dense<[-7, 9]> : tensor<2xi8>
  func.return
}

// -----

// Arithmetic in the expressed type: 0.35f / 0.1f is 3.4999998882... exactly,
// 3.5 in f32, and the tie goes to even: 4. In f64 the quotient stays below
// 3.5: 3.
func.func @uniform_quantize_expressed_type_rounding() {
  %f32 = stablehlo.constant dense<[0.3, 0.35]> : tensor<2xf32>
  %q32 = "stablehlo.uniform_quantize"(%f32) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  %s32 = "stablehlo.bitcast_convert"(%q32) : (tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xi8>
  check.expect_eq_const %s32, dense<[3, 4]> : tensor<2xi8>
  %f64 = stablehlo.constant dense<[0.3, 0.35]> : tensor<2xf64>
  %q64 = "stablehlo.uniform_quantize"(%f64) : (tensor<2xf64>) -> tensor<2x!quant.uniform<i8:f64, 0.1>>
  %s64 = "stablehlo.bitcast_convert"(%q64) : (tensor<2x!quant.uniform<i8:f64, 0.1>>) -> tensor<2xi8>
  check.expect_eq_const %s64, dense<[3, 3]> : tensor<2xi8>
  func.return
}

// -----

// f16 expressed type: the scale 0.1 is 0.0999755859375 in f16; 25 / it =
// 250.06..., 250 in f16; + (-128) = 122.
func.func @uniform_quantize_f16() {
  %operand = stablehlo.constant dense<[25.0]> : tensor<1xf16>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<1xf16>) -> tensor<1x!quant.uniform<i8:f16, 0.1:-128>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<1x!quant.uniform<i8:f16, 0.1:-128>>) -> tensor<1xi8>
  check.expect_eq_const %storage, dense<[122]> : tensor<1xi8>
  func.return
}

// -----

// Per-axis along dimension 0 of a 2x3 tensor: scales [1, 0.5], zero points
// [0, 10]. x[i, j] = 3 i + j.
func.func @uniform_quantize_per_axis_dimension_0() {
  %operand = stablehlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:0, {1.0:0, 0.5:10}>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x3x!quant.uniform<i8:f32:0, {1.0:0, 0.5:10}>>) -> tensor<2x3xi8>
  check.expect_eq_const %storage, dense<[[0, 1, 2], [16, 18, 20]]> : tensor<2x3xi8>
  func.return
}

// -----

// Per-axis along dimension 1: scales [1, 2, 4], zero points [0, 1, -1]:
// x / scale[j] + zero_point[j] = [[0, 1.5, -0.5], [3, 3, 0.25]].
func.func @uniform_quantize_per_axis_dimension_1() {
  %operand = stablehlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0, 2.0:1, 4.0:-1}>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0, 2.0:1, 4.0:-1}>>) -> tensor<2x3xi8>
  check.expect_eq_const %storage, dense<[[0, 2, 0], [3, 3, 0]]> : tensor<2x3xi8>
  func.return
}

// -----

// Requantization from per-axis (dimension 1: scales [0.5, 0.1], zero points
// [0, -10]) to per-tensor (0.25, 3): dequantized [[-64, 1], [25, 13.7]],
// then x / 0.25 + 3 = [[-253, 7], [103, 57.8]].
func.func @uniform_quantize_requantize_per_axis_to_per_tensor() {
  %storage_operand = stablehlo.constant dense<[[-128, 0], [50, 127]]> : tensor<2x2xi8>
  %operand = "stablehlo.bitcast_convert"(%storage_operand) : (tensor<2x2xi8>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.1:-10}>>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.1:-10}>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25:3>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x2x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<2x2xi8>
  check.expect_eq_const %storage, dense<[[-128, 7], [103, 58]]> : tensor<2x2xi8>
  func.return
}

// -----

// Requantization to a wider storage type: i8 (0.5, 0) to i16 (0.125, -1000).
func.func @uniform_quantize_requantize_i8_to_i16() {
  %storage_operand = stablehlo.constant dense<[-128, -1, 0, 127]> : tensor<4xi8>
  %operand = "stablehlo.bitcast_convert"(%storage_operand) : (tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.125:-1000>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<4x!quant.uniform<i16:f32, 0.125:-1000>>) -> tensor<4xi16>
  check.expect_eq_const %storage, dense<[-1512, -1004, -1000, -492]> : tensor<4xi16>
  func.return
}
