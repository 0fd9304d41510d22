// Conformance: elementwise ops on quantized tensors (spec: Ops > add,
// subtract, multiply, divide, negate, abs, maximum, minimum, clamp, tanh:
// dequantize_op_quantize; compare: dequantize_compare; select:
// dequantize_select_quantize; is_finite: always true for quantized types).
// dequantize_op_quantize dequantizes the operands to the expressed type, runs
// the float op and quantizes the result to the result type (spec: Notation >
// Quantization computations).
// Expected values are worked out by hand from those definitions (f32 steps
// rounded to nearest even; checked with an independent numpy model), none
// were produced by hloref. Results are compared as storage values through
// bitcast_convert.
// Operands used below: lhs !quant.uniform<i8:f32, 0.1:-30> with storage [-30, -20, 0, 50] is
// [0, 1, 3, 8]; rhs !quant.uniform<i8:f32, 0.5:-20> with storage [-20, -18, 0, 100] is [0, 1, 10, 60].

// From the upstream interpreter's quantized_add, with the result type of rhs.
func.func @add_upstream_style() {
  %operand1 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %operand2 = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %q_operand1 = "stablehlo.uniform_quantize"(%operand1) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.1:-30>>
  %q_operand2 = "stablehlo.uniform_quantize"(%operand2) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %result = "stablehlo.add"(%q_operand1, %q_operand2) : (tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xi8>
  check.expect_eq_const %storage, dense<[-12, -8]> : tensor<2xi8>
  func.return
}

// -----

// [0, 2, 13, 68] / 0.25 = [0, 8, 52, 272 -> 127].
func.func @add_per_tensor() {
  %lhs = stablehlo.constant dense<[-30, -20, 0, 50]> : tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  %rhs = stablehlo.constant dense<[-20, -18, 0, 100]> : tensor<4x!quant.uniform<i8:f32, 0.5:-20>>
  %result = stablehlo.add %lhs, %rhs : (tensor<4x!quant.uniform<i8:f32, 0.1:-30>>, tensor<4x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4xi8>
  check.expect_eq_const %storage, dense<[0, 8, 52, 127]> : tensor<4xi8>
  func.return
}

// -----

// Per-axis: lhs along dimension 1 (scales [0.5, 1], zero points [0, 2]) is
// [[0.5, 0], [1.5, 2]]; rhs per-tensor 0.25 is [[1, 2], [-1, 0]]; the sum
// [[1.5, 2], [0.5, 2]] quantized along dimension 1 with scales [0.25, 0.5].
func.func @add_per_axis() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 1.0:2}>>
  %rhs = stablehlo.constant dense<[[4, 8], [-4, 0]]> : tensor<2x2x!quant.uniform<i8:f32, 0.25>>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 1.0:2}>>, tensor<2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.25:0, 0.5:0}>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x2x!quant.uniform<i8:f32:1, {0.25:0, 0.5:0}>>) -> tensor<2x2xi8>
  check.expect_eq_const %storage, dense<[[6, 4], [2, 4]]> : tensor<2x2xi8>
  func.return
}

// -----

// [0, 0, -7, -52] / 0.25.
func.func @subtract_per_tensor() {
  %lhs = stablehlo.constant dense<[-30, -20, 0, 50]> : tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  %rhs = stablehlo.constant dense<[-20, -18, 0, 100]> : tensor<4x!quant.uniform<i8:f32, 0.5:-20>>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<4x!quant.uniform<i8:f32, 0.1:-30>>, tensor<4x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4xi8>
  check.expect_eq_const %storage, dense<[0, 0, -28, -128]> : tensor<4xi8>
  func.return
}

// -----

// [0, 1, 30, 480] / 0.5.
func.func @multiply_per_tensor() {
  %lhs = stablehlo.constant dense<[-30, -20, 0, 50]> : tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  %rhs = stablehlo.constant dense<[-20, -18, 0, 100]> : tensor<4x!quant.uniform<i8:f32, 0.5:-20>>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<4x!quant.uniform<i8:f32, 0.1:-30>>, tensor<4x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4xi8>
  check.expect_eq_const %storage, dense<[0, 2, 60, 127]> : tensor<4xi8>
  func.return
}

// -----

// [0, 1, 3, 8] / [1, 2, 5, 60] = [0, 0.5, 0.6, 0.1333...]; / 0.05.
func.func @divide_per_tensor() {
  %lhs = stablehlo.constant dense<[-30, -20, 0, 50]> : tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  %rhs = stablehlo.constant dense<[-18, -16, -10, 100]> : tensor<4x!quant.uniform<i8:f32, 0.5:-20>>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<4x!quant.uniform<i8:f32, 0.1:-30>>, tensor<4x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4x!quant.uniform<i8:f32, 0.05>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<4x!quant.uniform<i8:f32, 0.05>>) -> tensor<4xi8>
  check.expect_eq_const %storage, dense<[0, 10, 12, 3]> : tensor<4xi8>
  func.return
}

// -----

// operand (0.5, 10) storage [-128, 0, 10, 11, 127] is [-69, -5, 0, 0.5, 58.5];
// results quantized with (0.25, -5).
func.func @negate_and_abs() {
  %operand = stablehlo.constant dense<[-128, 0, 10, 11, 127]> : tensor<5x!quant.uniform<i8:f32, 0.5:10>>
  %negate = "stablehlo.negate"(%operand) : (tensor<5x!quant.uniform<i8:f32, 0.5:10>>) -> tensor<5x!quant.uniform<i8:f32, 0.25:-5>>
  %s1 = "stablehlo.bitcast_convert"(%negate) : (tensor<5x!quant.uniform<i8:f32, 0.25:-5>>) -> tensor<5xi8>
  check.expect_eq_const %s1, dense<[127, 15, -5, -7, -128]> : tensor<5xi8>
  %abs = "stablehlo.abs"(%operand) : (tensor<5x!quant.uniform<i8:f32, 0.5:10>>) -> tensor<5x!quant.uniform<i8:f32, 0.25:-5>>
  %s2 = "stablehlo.bitcast_convert"(%abs) : (tensor<5x!quant.uniform<i8:f32, 0.25:-5>>) -> tensor<5xi8>
  check.expect_eq_const %s2, dense<[127, 15, -5, -3, 127]> : tensor<5xi8>
  func.return
}

// -----

func.func @maximum_and_minimum() {
  %lhs = stablehlo.constant dense<[-30, -20, 0, 50]> : tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  %rhs = stablehlo.constant dense<[-20, -18, 0, 100]> : tensor<4x!quant.uniform<i8:f32, 0.5:-20>>
  %max = "stablehlo.maximum"(%lhs, %rhs) : (tensor<4x!quant.uniform<i8:f32, 0.1:-30>>, tensor<4x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  %s1 = "stablehlo.bitcast_convert"(%max) : (tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4xi8>
  check.expect_eq_const %s1, dense<[0, 4, 40, 127]> : tensor<4xi8>
  %min = "stablehlo.minimum"(%lhs, %rhs) : (tensor<4x!quant.uniform<i8:f32, 0.1:-30>>, tensor<4x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  %s2 = "stablehlo.bitcast_convert"(%min) : (tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4xi8>
  check.expect_eq_const %s2, dense<[0, 4, 12, 32]> : tensor<4xi8>
  func.return
}

// -----

// operand [0, 1, 3, 4, 13] clamped to [1.0, 3.0] (scalar bounds of another
// scale), quantized back with the operand's (0.1, -30).
func.func @clamp_scalar_bounds() {
  %min = stablehlo.constant dense<2> : tensor<!quant.uniform<i8:f32, 0.5>>
  %operand = stablehlo.constant dense<[-30, -20, 0, 10, 100]> : tensor<5x!quant.uniform<i8:f32, 0.1:-30>>
  %max = stablehlo.constant dense<6> : tensor<!quant.uniform<i8:f32, 0.5>>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<5x!quant.uniform<i8:f32, 0.1:-30>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<5x!quant.uniform<i8:f32, 0.1:-30>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<5x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<5xi8>
  check.expect_eq_const %storage, dense<[-20, -20, 0, 0, 0]> : tensor<5xi8>
  func.return
}

// -----

// dequantize_compare compares the dequantized values: lhs [0, 4, 3], rhs
// [0, 5, 2] (the storage values [-30, 10, 0] and [-20, -10, -16] would order
// differently).
func.func @compare_dequantized() {
  %lhs = stablehlo.constant dense<[-30, 10, 0]> : tensor<3x!quant.uniform<i8:f32, 0.1:-30>>
  %rhs = stablehlo.constant dense<[-20, -10, -16]> : tensor<3x!quant.uniform<i8:f32, 0.5:-20>>
  %lt = "stablehlo.compare"(%lhs, %rhs) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x!quant.uniform<i8:f32, 0.1:-30>>, tensor<3x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[false, true, false]> : tensor<3xi1>
  %eq = "stablehlo.compare"(%lhs, %rhs) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x!quant.uniform<i8:f32, 0.1:-30>>, tensor<3x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[true, false, false]> : tensor<3xi1>
  %ge = "stablehlo.compare"(%lhs, %rhs) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x!quant.uniform<i8:f32, 0.1:-30>>, tensor<3x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<3xi1>
  check.expect_eq_const %ge, dense<[true, false, true]> : tensor<3xi1>
  func.return
}

// -----

// on_true [1, 2, 3] (scale 0.5), on_false [0.5, 1, 1.5] (scale 0.25),
// result scale 0.1.
func.func @select_requantizes() {
  %pred = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %on_true = stablehlo.constant dense<[2, 4, 6]> : tensor<3x!quant.uniform<i8:f32, 0.5>>
  %on_false = stablehlo.constant dense<[2, 4, 6]> : tensor<3x!quant.uniform<i8:f32, 0.25>>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<3xi1>, tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 0.25>>) -> tensor<3x!quant.uniform<i8:f32, 0.1>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<3x!quant.uniform<i8:f32, 0.1>>) -> tensor<3xi8>
  check.expect_eq_const %storage, dense<[10, 10, 30]> : tensor<3xi8>
  func.return
}

// -----

// tanh([-2, -0.5, 0, 0.5, 2]) = [-0.9640276, -0.46211717, 0, 0.46211717,
// 0.9640276] in f32; / 0.0078125 = [-123.39, -59.15, 0, 59.15, 123.39].
func.func @tanh_per_tensor() {
  %operand = stablehlo.constant dense<[-8, -2, 0, 2, 8]> : tensor<5x!quant.uniform<i8:f32, 0.25>>
  %result = "stablehlo.tanh"(%operand) : (tensor<5x!quant.uniform<i8:f32, 0.25>>) -> tensor<5x!quant.uniform<i8:f32, 0.0078125>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<5x!quant.uniform<i8:f32, 0.0078125>>) -> tensor<5xi8>
  check.expect_eq_const %storage, dense<[-123, -59, 0, 59, 123]> : tensor<5xi8>
  func.return
}

// -----

// spec: is_finite: "For quantized types, the result is always true."
func.func @is_finite_always_true() {
  %x = stablehlo.constant dense<[-128, 0, 127]> : tensor<3x!quant.uniform<i8:f32, 0.1:-30>>
  %y = "stablehlo.is_finite"(%x) : (tensor<3x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<3xi1>
  check.expect_eq_const %y, dense<[true, true, true]> : tensor<3xi1>
  func.return
}
