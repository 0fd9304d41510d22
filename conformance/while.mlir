// Conformance: stablehlo.while (spec: Ops > while). Hand-derived:
// internal_state = operand; while cond(*internal_state):
// internal_state = body(*internal_state); results = internal_state.

// spec example: the program and inputs of the spec. With %init_i = 1 the
// body runs for i = 1, ..., 9, so the semantics give results0 = 10 and
// results1 = 9 (the spec's comment says 10 for results1, which holds only for
// %init_i = 0; that case follows).
func.func @while_spec_example() {
  %init_i = stablehlo.constant dense<1> : tensor<i64>
  %init_sum = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %results0, %results1 = "stablehlo.while"(%init_i, %init_sum) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %cond = "stablehlo.compare"(%arg0, %ten) {
        comparison_direction = #stablehlo<comparison_direction LT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %cond : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %new_sum = stablehlo.add %arg1, %one : tensor<i64>
      %new_i = stablehlo.add %arg0, %one : tensor<i64>
      stablehlo.return %new_i, %new_sum : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  check.expect_eq_const %results0, dense<10> : tensor<i64>
  check.expect_eq_const %results1, dense<9> : tensor<i64>
  func.return
}

// -----

// The spec example's stated results (10, 10), reached from %init_i = 0.
func.func @while_spec_example_from_zero() {
  %init_i = stablehlo.constant dense<0> : tensor<i64>
  %init_sum = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %results0, %results1 = stablehlo.while(%arg0 = %init_i, %arg1 = %init_sum) : tensor<i64>, tensor<i64>
  cond {
    %cond = stablehlo.compare LT, %arg0, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %cond : tensor<i1>
  } do {
    %new_sum = stablehlo.add %arg1, %one : tensor<i64>
    %new_i = stablehlo.add %arg0, %one : tensor<i64>
    stablehlo.return %new_i, %new_sum : tensor<i64>, tensor<i64>
  }
  check.expect_eq_const %results0, dense<10> : tensor<i64>
  check.expect_eq_const %results1, dense<10> : tensor<i64>
  func.return
}

// -----

// cond is false at once: body never runs, results = operand.
func.func @while_zero_iterations() {
  %x = stablehlo.constant dense<[7, -3]> : tensor<2xi32>
  %r = stablehlo.while(%a = %x) : tensor<2xi32>
  cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %n = stablehlo.negate %a : tensor<2xi32>
    stablehlo.return %n : tensor<2xi32>
  }
  check.expect_eq_const %r, dense<[7, -3]> : tensor<2xi32>
  func.return
}

// -----

// Fibonacci: (a, b, n) -> (b, a + b, n - 1) while n > 0; from (0, 1, 12)
// the state after 12 steps is (F12, F13) = (144, 233).
func.func @while_fibonacci_ui16() {
  %a0 = stablehlo.constant dense<0> : tensor<ui16>
  %b0 = stablehlo.constant dense<1> : tensor<ui16>
  %n0 = stablehlo.constant dense<12> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %a, %b, %n = stablehlo.while(%x = %a0, %y = %b0, %k = %n0) : tensor<ui16>, tensor<ui16>, tensor<i32>
  cond {
    %c = stablehlo.compare GT, %k, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.add %x, %y : tensor<ui16>
    %k1 = stablehlo.subtract %k, %one : tensor<i32>
    stablehlo.return %y, %s, %k1 : tensor<ui16>, tensor<ui16>, tensor<i32>
  }
  check.expect_eq_const %a, dense<144> : tensor<ui16>
  check.expect_eq_const %b, dense<233> : tensor<ui16>
  check.expect_eq_const %n, dense<0> : tensor<i32>
  func.return
}

// -----

// A tensor state: v <- v * 2 + 1 elementwise while v[0] < 20 (checked via a
// slice + reshape of the state). From [0.5, -1] the first element goes
// 0.5, 2, 5, 11, 23: four iterations, so the second goes -1, -1, -1, -1, -1.
func.func @while_tensor_state_f32() {
  %v0 = stablehlo.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %two = stablehlo.constant dense<2.0> : tensor<2xf32>
  %one = stablehlo.constant dense<1.0> : tensor<2xf32>
  %limit = stablehlo.constant dense<20.0> : tensor<f32>
  %r = stablehlo.while(%v = %v0) : tensor<2xf32>
  cond {
    %s = stablehlo.slice %v [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %e = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
    %c = stablehlo.compare LT, %e, %limit : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %m = stablehlo.multiply %v, %two : tensor<2xf32>
    %p = stablehlo.add %m, %one : tensor<2xf32>
    stablehlo.return %p : tensor<2xf32>
  }
  check.expect_eq_const %r, dense<[23.0, -1.0]> : tensor<2xf32>
  func.return
}

// -----

// Nested loops: for i in [0, 3): for j in [0, 4): count += 1, and the inner
// loop also sums i over its iterations: count = 12, total = 4 * (0+1+2) = 12.
func.func @while_nested() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %four = stablehlo.constant dense<4> : tensor<i64>
  %i, %count, %total = stablehlo.while(%a = %zero, %b = %zero, %t = %zero) : tensor<i64>, tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %a, %three : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %j, %b2, %t2 = stablehlo.while(%x = %zero, %y = %b, %z = %t) : tensor<i64>, tensor<i64>, tensor<i64>
    cond {
      %c = stablehlo.compare LT, %x, %four : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %x1 = stablehlo.add %x, %one : tensor<i64>
      %y1 = stablehlo.add %y, %one : tensor<i64>
      %z1 = stablehlo.add %z, %a : tensor<i64>
      stablehlo.return %x1, %y1, %z1 : tensor<i64>, tensor<i64>, tensor<i64>
    }
    %a1 = stablehlo.add %a, %one : tensor<i64>
    stablehlo.return %a1, %b2, %t2 : tensor<i64>, tensor<i64>, tensor<i64>
  }
  check.expect_eq_const %i, dense<3> : tensor<i64>
  check.expect_eq_const %count, dense<12> : tensor<i64>
  check.expect_eq_const %total, dense<12> : tensor<i64>
  func.return
}

// -----

// A tuple in the state: the loop swaps the tuple's elements three times.
func.func @while_tuple_state() {
  %p = stablehlo.constant dense<[1, 2]> : tensor<2xi8>
  %q = stablehlo.constant dense<true> : tensor<i1>
  %n0 = stablehlo.constant dense<3> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %t0 = stablehlo.tuple %p, %p : tuple<tensor<2xi8>, tensor<2xi8>>
  %neg = stablehlo.negate %p : tensor<2xi8>
  %t1 = stablehlo.tuple %p, %neg : tuple<tensor<2xi8>, tensor<2xi8>>
  %rt, %rn = stablehlo.while(%t = %t1, %k = %n0) : tuple<tensor<2xi8>, tensor<2xi8>>, tensor<i32>
  cond {
    %c = stablehlo.compare GT, %k, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %e0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xi8>, tensor<2xi8>>) -> tensor<2xi8>
    %e1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xi8>, tensor<2xi8>>) -> tensor<2xi8>
    %s = stablehlo.tuple %e1, %e0 : tuple<tensor<2xi8>, tensor<2xi8>>
    %k1 = stablehlo.subtract %k, %one : tensor<i32>
    stablehlo.return %s, %k1 : tuple<tensor<2xi8>, tensor<2xi8>>, tensor<i32>
  }
  %r0 = stablehlo.get_tuple_element %rt[0] : (tuple<tensor<2xi8>, tensor<2xi8>>) -> tensor<2xi8>
  %r1 = stablehlo.get_tuple_element %rt[1] : (tuple<tensor<2xi8>, tensor<2xi8>>) -> tensor<2xi8>
  check.expect_eq_const %r0, dense<[-1, -2]> : tensor<2xi8>
  check.expect_eq_const %r1, dense<[1, 2]> : tensor<2xi8>
  check.expect_eq_const %rn, dense<0> : tensor<i32>
  func.return
}

// -----

// No state at all is allowed: a loop over zero values whose cond is false.
func.func @while_no_operands() {
  "stablehlo.while"() ({
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  }, {
    stablehlo.return
  }) : () -> ()
  func.return
}

// -----

// A dynamically shaped state (Ti = tensor<?xi64>): each iteration doubles its
// length, from 2 to 8 elements over two iterations.
func.func @while_dynamic_state_grows() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %d = stablehlo.convert %x : (tensor<2xi64>) -> tensor<?xi64>
  %n0 = stablehlo.constant dense<2> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r, %k = stablehlo.while(%v = %d, %c = %n0) : tensor<?xi64>, tensor<i32>
  cond {
    %p = stablehlo.compare GT, %c, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %w = stablehlo.concatenate %v, %v, dim = 0 : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
    %c1 = stablehlo.subtract %c, %one : tensor<i32>
    stablehlo.return %w, %c1 : tensor<?xi64>, tensor<i32>
  }
  %s = stablehlo.convert %r : (tensor<?xi64>) -> tensor<8xi64>
  check.expect_eq_const %s, dense<[1, 2, 1, 2, 1, 2, 1, 2]> : tensor<8xi64>
  check.expect_eq_const %k, dense<0> : tensor<i32>
  func.return
}
