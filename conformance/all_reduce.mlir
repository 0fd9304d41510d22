// Conformance: stablehlo.all_reduce (spec: Ops > all_reduce). Hand-derived
// unless marked `spec example`: within each process group, every process
// gets computation applied across the group's operands, element by element.
// The cases use exact arithmetic (integers, small floats, max/min), so the
// reduction schedule cannot change the results.

// spec example
module @all_reduce_spec_example {
  func.func @all_reduce(%operand0 : tensor<4xi64>, %operand1 : tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
    %result:2 = "stablehlo.all_reduce"(%operand0, %operand1) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%0) : (tensor<i64>) -> ()
    }) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    return %result#0, %result#1 : tensor<4xi64>, tensor<4xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
    %a1 = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
    %b0 = stablehlo.constant dense<[9, 10, 11, 12]> : tensor<4xi64>
    %b1 = stablehlo.constant dense<[13, 14, 15, 16]> : tensor<4xi64>
    %r:4 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1) {
      programs = [[@all_reduce], [@all_reduce]]
    } : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) ->
        (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
    check.expect_eq_const %r#0, dense<[6, 8, 10, 12]> : tensor<4xi64>
    check.expect_eq_const %r#1, dense<[22, 24, 26, 28]> : tensor<4xi64>
    check.expect_eq_const %r#2, dense<[6, 8, 10, 12]> : tensor<4xi64>
    check.expect_eq_const %r#3, dense<[22, 24, 26, 28]> : tensor<4xi64>
    func.return
  }
}

// -----

// Maximum over three replicas in one group and a singleton group; f32
// with signed zeros, infinities and NaN.
module @all_reduce_max_f32 {
  func.func @all_reduce(%x : tensor<4xf32>) -> tensor<4xf32> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) {replica_groups = dense<[[0, 2, 3], [1, -1, -1]]> : tensor<2x3xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1.0, -0.0, 0x7FC00000, -3.0]> : tensor<4xf32>
    %x1 = stablehlo.constant dense<[7.0, 8.0, 9.0, 10.0]> : tensor<4xf32>
    %x2 = stablehlo.constant dense<[-2.0, 0.0, 1.0, 0xFF800000]> : tensor<4xf32>
    %x3 = stablehlo.constant dense<[0.5, -1.0, 2.0, -4.0]> : tensor<4xf32>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@all_reduce], [@all_reduce], [@all_reduce], [@all_reduce]]
    } : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) ->
        (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    check.expect_eq_const %r#0, dense<[1.0, 0.0, 0x7FC00000, -3.0]> : tensor<4xf32>
    check.expect_eq_const %r#1, dense<[7.0, 8.0, 9.0, 10.0]> : tensor<4xf32>
    check.expect_eq_const %r#2, dense<[1.0, 0.0, 0x7FC00000, -3.0]> : tensor<4xf32>
    check.expect_eq_const %r#3, dense<[1.0, 0.0, 0x7FC00000, -3.0]> : tensor<4xf32>
    func.return
  }
}

// -----

// Integer addition wraps; the computation promotes i8 operands to i32
// (is_promotable), so the sum does not wrap at 8 bits.
module @all_reduce_promote_i8_to_i32 {
  func.func @all_reduce(%x : tensor<3xi8>) -> tensor<3xi32> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<3xi8>) -> tensor<3xi32>
    return %r : tensor<3xi32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[127, -128, 1]> : tensor<3xi8>
    %x1 = stablehlo.constant dense<[127, -128, 2]> : tensor<3xi8>
    %x2 = stablehlo.constant dense<[100, -1, 3]> : tensor<3xi8>
    %r:3 = "interpreter.run_parallel"(%x0, %x1, %x2) {
      programs = [[@all_reduce], [@all_reduce], [@all_reduce]]
    } : (tensor<3xi8>, tensor<3xi8>, tensor<3xi8>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
    check.expect_eq_const %r#0, dense<[354, -257, 6]> : tensor<3xi32>
    check.expect_eq_const %r#2, dense<[354, -257, 6]> : tensor<3xi32>
    func.return
  }
}

// -----

// Non-commutative computation (a - b): the left fold in group order gives
// (x@g0 - x@g1) - x@g2 for group [2, 0, 1]; a computation that is not
// associative leaves the schedule implementation-defined, so this case
// documents hloref's choice (see interpreter/ops/collective.h).
module @all_reduce_fold_order_ui32 {
  func.func @all_reduce(%x : tensor<ui32>) -> tensor<ui32> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
        %s = stablehlo.subtract %a, %b : tensor<ui32>
        stablehlo.return %s : tensor<ui32>
    }) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<ui32>) -> tensor<ui32>
    return %r : tensor<ui32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<10> : tensor<ui32>
    %x1 = stablehlo.constant dense<1> : tensor<ui32>
    %x2 = stablehlo.constant dense<100> : tensor<ui32>
    %r:3 = "interpreter.run_parallel"(%x0, %x1, %x2) {
      programs = [[@all_reduce], [@all_reduce], [@all_reduce]]
    } : (tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<89> : tensor<ui32>
    check.expect_eq_const %r#1, dense<89> : tensor<ui32>
    func.return
  }
}

// -----

// use_global_device_ids over a 2x2 grid: flattened groups [[0, 3], [1, 2]];
// boolean "or" reduction.
module @all_reduce_flattened_ids_i1 {
  func.func @all_reduce(%x : tensor<2xi1>) -> tensor<2xi1> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i1>, %b: tensor<i1>):
        %s = stablehlo.or %a, %b : tensor<i1>
        stablehlo.return %s : tensor<i1>
    }) {
      replica_groups = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
      use_global_device_ids
    } : (tensor<2xi1>) -> tensor<2xi1>
    return %r : tensor<2xi1>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %x1 = stablehlo.constant dense<[false, false]> : tensor<2xi1>
    %x2 = stablehlo.constant dense<[false, false]> : tensor<2xi1>
    %x3 = stablehlo.constant dense<[false, true]> : tensor<2xi1>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@all_reduce, @all_reduce], [@all_reduce, @all_reduce]]
    } : (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) ->
        (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>)
    check.expect_eq_const %r#0, dense<[true, true]> : tensor<2xi1>
    check.expect_eq_const %r#1, dense<[false, false]> : tensor<2xi1>
    check.expect_eq_const %r#2, dense<[false, false]> : tensor<2xi1>
    check.expect_eq_const %r#3, dense<[true, true]> : tensor<2xi1>
    func.return
  }
}

// -----

// A sequential run is a 1x1 grid: the group [0] reduces one value.
func.func @all_reduce_sequential_f64() {
  %x = stablehlo.constant dense<[[1.5, -2.25]]> : tensor<1x2xf64>
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %s = stablehlo.add %a, %b : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<1x2xf64>) -> tensor<1x2xf64>
  check.expect_eq_const %r, dense<[[1.5, -2.25]]> : tensor<1x2xf64>
  func.return
}

// -----

// Two all_reduce ops in a row meet in order, and a computation that
// returns one of its arguments.
module @all_reduce_twice_select_first {
  func.func @all_reduce(%x : tensor<2xi16>) -> (tensor<2xi16>, tensor<2xi16>) {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i16>, %b: tensor<i16>):
        %s = stablehlo.multiply %a, %b : tensor<i16>
        stablehlo.return %s : tensor<i16>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi16>) -> tensor<2xi16>
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i16>, %b: tensor<i16>):
        stablehlo.return %b : tensor<i16>
    }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xi16>) -> tensor<2xi16>
    return %r, %s : tensor<2xi16>, tensor<2xi16>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[3, -300]> : tensor<2xi16>
    %x1 = stablehlo.constant dense<[-5, 300]> : tensor<2xi16>
    %r:4 = "interpreter.run_parallel"(%x0, %x1) {
      programs = [[@all_reduce], [@all_reduce]]
    } : (tensor<2xi16>, tensor<2xi16>) -> (tensor<2xi16>, tensor<2xi16>, tensor<2xi16>, tensor<2xi16>)
    // -300 * 300 = -90000 wraps to -90000 + 65536 = -24464. The second
    // computation returns its right argument: with group [1, 0], x@(0, 0).
    check.expect_eq_const %r#0, dense<[-15, -24464]> : tensor<2xi16>
    check.expect_eq_const %r#1, dense<[3, -300]> : tensor<2xi16>
    check.expect_eq_const %r#2, dense<[-15, -24464]> : tensor<2xi16>
    check.expect_eq_const %r#3, dense<[3, -300]> : tensor<2xi16>
    func.return
  }
}
