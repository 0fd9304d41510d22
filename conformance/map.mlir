// Conformance: stablehlo.map (spec: Ops > map). Hand-derived:
// result[result_index] = computation(inputs...[result_index]).

// spec example
func.func @map_spec_example() {
  %input0 = stablehlo.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>
  %input1 = stablehlo.constant dense<[[4, 5], [6, 7]]> : tensor<2x2xi64>
  %result = "stablehlo.map"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = stablehlo.multiply %arg0, %arg1 : tensor<i64>
      stablehlo.return %0 : tensor<i64>
  }) {
    dimensions = array<i64: 0, 1>
  } : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[0, 5], [12, 21]]> : tensor<2x2xi64>
  func.return
}

// -----

// One input, several ops in the computation: x * x - 1.
func.func @map_one_input_f32() {
  %x = stablehlo.constant dense<[0.5, -3.0, 2.0]> : tensor<3xf32>
  %r = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<f32>):
      %one = stablehlo.constant dense<1.0> : tensor<f32>
      %sq = stablehlo.multiply %a, %a : tensor<f32>
      %d = stablehlo.subtract %sq, %one : tensor<f32>
      stablehlo.return %d : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_eq_const %r, dense<[-0.75, 8.0, 3.0]> : tensor<3xf32>
  func.return
}

// -----

// The computation returns its argument: every element comes back in place.
func.func @map_identity_keeps_every_element() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>
  %r = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<i16>):
      stablehlo.return %a : tensor<i16>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi16>) -> tensor<2x3xi16>
  check.expect_eq_const %r, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>
  func.return
}

// -----

// Mixed element types: (tensor<i32>, tensor<f32>) -> tensor<i1>, with the
// result type differing from both inputs: convert(a) < b.
func.func @map_mixed_element_types() {
  %a = stablehlo.constant dense<[1, -2, 3, 4]> : tensor<4xi32>
  %b = stablehlo.constant dense<[1.5, -2.0, 2.5, 4.25]> : tensor<4xf32>
  %r = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<i32>, %y: tensor<f32>):
      %c = stablehlo.convert %x : (tensor<i32>) -> tensor<f32>
      %lt = stablehlo.compare LT, %c, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %r, dense<[true, false, false, true]> : tensor<4xi1>
  func.return
}

// -----

// Three inputs: select(p, x, y) per element.
func.func @map_three_inputs_select() {
  %p = stablehlo.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xui32>
  %y = stablehlo.constant dense<[[10, 20], [30, 40]]> : tensor<2x2xui32>
  %r = "stablehlo.map"(%p, %x, %y) ({
    ^bb0(%c: tensor<i1>, %a: tensor<ui32>, %b: tensor<ui32>):
      %s = stablehlo.select %c, %a, %b : tensor<i1>, tensor<ui32>
      stablehlo.return %s : tensor<ui32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi1>, tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
  check.expect_eq_const %r, dense<[[1, 20], [30, 4]]> : tensor<2x2xui32>
  func.return
}

// -----

// 0-dimensional inputs: dimensions = range(0) = [].
func.func @map_rank_zero() {
  %x = stablehlo.constant dense<(1.0, -2.0)> : tensor<complex<f64>>
  %r = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<complex<f64>>):
      %s = stablehlo.add %a, %a : tensor<complex<f64>>
      stablehlo.return %s : tensor<complex<f64>>
  }) {dimensions = array<i64>} : (tensor<complex<f64>>) -> tensor<complex<f64>>
  check.expect_eq_const %r, dense<(2.0, -4.0)> : tensor<complex<f64>>
  func.return
}

// -----

// Empty inputs: the computation never runs (it would fail a check).
func.func @map_empty() {
  %x = stablehlo.constant dense<> : tensor<0x3xf16>
  %r = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<f16>):
      check.expect_eq_const %a, dense<9.0> : tensor<f16>
      stablehlo.return %a : tensor<f16>
  }) {dimensions = array<i64: 0, 1>} : (tensor<0x3xf16>) -> tensor<0x3xf16>
  check.expect_eq_const %r, dense<> : tensor<0x3xf16>
  func.return
}

// -----

// The computation returns a value of the enclosing function: every element
// is that constant.
func.func @map_returns_captured_value() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %k = stablehlo.constant dense<-7> : tensor<i8>
  %r = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<i64>):
      stablehlo.return %k : tensor<i8>
  }) {dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3xi8>
  check.expect_eq_const %r, dense<[-7, -7, -7]> : tensor<3xi8>
  func.return
}

// -----

// A loop inside the computation: x -> x! for small x.
func.func @map_with_loop_factorial() {
  %x = stablehlo.constant dense<[0, 1, 4, 5]> : tensor<4xi32>
  %r = "stablehlo.map"(%x) ({
    ^bb0(%n: tensor<i32>):
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k, %f = stablehlo.while(%i = %n, %acc = %one) : tensor<i32>, tensor<i32>
      cond {
        %c = stablehlo.compare GT, %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
      } do {
        %m = stablehlo.multiply %acc, %i : tensor<i32>
        %i1 = stablehlo.subtract %i, %one : tensor<i32>
        stablehlo.return %i1, %m : tensor<i32>, tensor<i32>
      }
      stablehlo.return %f : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4xi32>
  check.expect_eq_const %r, dense<[1, 1, 24, 120]> : tensor<4xi32>
  func.return
}
