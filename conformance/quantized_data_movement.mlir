// Conformance: ops that the spec defines directly on quantized values (data
// movement and control flow move the storage values; quantization
// parameters follow the result types), and regions whose ops run on
// quantized scalars.
// Expected values are worked out by hand, none were produced by hloref.

// reshape moves storage values; the element type (quantization included) is
// kept (spec: Ops > reshape C1).
func.func @reshape() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>
  %r = stablehlo.reshape %a : (tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  check.expect_eq_const %r, dense<[1, 2, 3, 4]> : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

// transpose of a per-axis quantized tensor: the quantization dimension
// follows the permutation (C4): quantization_dimension(operand) =
// permutation[quantization_dimension(result)].
// Dequantized: element [j, i] of the result uses scale/zero point j.
func.func @transpose_per_axis() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1, 1.0:2}>>
  %r = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1, 1.0:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1, 1.0:2}>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<3x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1, 1.0:2}>>) -> tensor<3x2xi8>
  check.expect_eq_const %s, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi8>
  %d = "stablehlo.uniform_dequantize"(%r) : (tensor<3x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1, 1.0:2}>>) -> tensor<3x2xf32>
  check.expect_eq_const %d, dense<[[0.5, 2.0], [0.25, 1.0], [1.0, 4.0]]> : tensor<3x2xf32>
  func.return
}

// -----

// broadcast_in_dim of a per-axis quantized tensor: quantization_dimension(result) =
// broadcast_dimensions[quantization_dimension(operand)] (C6).
func.func @broadcast_in_dim() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>
  %r = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<3x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>) -> tensor<3x2xi8>
  check.expect_eq_const %s, dense<[[1, 2], [1, 2], [1, 2]]> : tensor<3x2xi8>
  func.return
}

// -----

// slice, concatenate, pad and reverse move storage values of one quantized
// element type (spec: Ops > slice C1, concatenate C1/C5, pad C1, reverse C1).
func.func @slice_concat_pad_reverse() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %s = "stablehlo.slice"(%a) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %c = "stablehlo.concatenate"(%s, %a) {dimension = 0 : i64} : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<6x!quant.uniform<i8:f32, 0.5:1>>
  %p0 = stablehlo.constant dense<9> : tensor<!quant.uniform<i8:f32, 0.5:1>>
  %p = "stablehlo.pad"(%s, %p0) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %r = "stablehlo.reverse"(%p) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %sc = "stablehlo.bitcast_convert"(%c) : (tensor<6x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<6xi8>
  check.expect_eq_const %sc, dense<[2, 3, 1, 2, 3, 4]> : tensor<6xi8>
  %sr = "stablehlo.bitcast_convert"(%r) : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi8>
  check.expect_eq_const %sr, dense<[9, 3, 2, 9]> : tensor<4xi8>
  func.return
}

// -----

// sort with a comparator on quantized scalars: compare runs as
// dequantize_compare inside the body.
func.func @sort() {
  %a = stablehlo.constant dense<[4, 1, 3]> : tensor<3x!quant.uniform<i8:f32, 0.5>>
  %r = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<!quant.uniform<i8:f32, 0.5>>, %y: tensor<!quant.uniform<i8:f32, 0.5>>):
    %lt = stablehlo.compare LT, %x, %y : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[1, 3, 4]> : tensor<3xi8>
  func.return
}

// -----

// A while loop carrying a quantized tensor; the body adds it to itself
// (dequantize_op_quantize): [1, 2] doubles three times to [8, 16] = storage [16, 32].
func.func @while_loop() {
  %a = stablehlo.constant dense<[2, 4]> : tensor<2x!quant.uniform<i8:f32, 0.5>>
  %i = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%x = %a, %n = %i) : tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<i32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %n, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %y = stablehlo.add %x, %x : tensor<2x!quant.uniform<i8:f32, 0.5>>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %m = stablehlo.add %n, %one : tensor<i32>
    stablehlo.return %y, %m : tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<i32>
  }
  %s = "stablehlo.bitcast_convert"(%r#0) : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2xi8>
  check.expect_eq_const %s, dense<[16, 32]> : tensor<2xi8>
  func.return
}

// -----

// dynamic_slice of a quantized tensor (spec: Ops > dynamic_slice C1).
func.func @gather_dynamic_slice() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %i = stablehlo.constant dense<1> : tensor<i64>
  %d = stablehlo.dynamic_slice %a, %i, sizes = [2] : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<i64>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %sd = "stablehlo.bitcast_convert"(%d) : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2xi8>
  check.expect_eq_const %sd, dense<[2, 3]> : tensor<2xi8>
  func.return
}
