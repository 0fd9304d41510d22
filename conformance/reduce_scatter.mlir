// Conformance: stablehlo.reduce_scatter (spec: Ops > reduce_scatter).
// Hand-derived unless marked `spec example`: the all_reduce of the group's
// operands, split along scatter_dimension into one part per process; the
// process at index k of its group gets part k.

// spec example
module @reduce_scatter_spec_example {
  func.func @reduce_scatter(%operand : tensor<2x4xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.reduce_scatter"(%operand) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
    }) {
      scatter_dimension = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x4xi64>) -> tensor<2x2xi64>
    return %result : tensor<2x2xi64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %x1 = stablehlo.constant dense<[[9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<2x4xi64>
    %r:2 = "interpreter.run_parallel"(%x0, %x1) {
      programs = [[@reduce_scatter], [@reduce_scatter]]
    } : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %r#0, dense<[[10, 12], [18, 20]]> : tensor<2x2xi64>
    check.expect_eq_const %r#1, dense<[[14, 16], [22, 24]]> : tensor<2x2xi64>
    func.return
  }
}

// -----

// Three processes, group order [1, 2, 0], maximum, scattered along 0.
module @reduce_scatter_group_order_f32 {
  func.func @reduce_scatter(%x : tensor<3x2xf32>) -> tensor<1x2xf32> {
    %r = "stablehlo.reduce_scatter"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) {
      scatter_dimension = 0 : i64,
      replica_groups = dense<[[1, 2, 0]]> : tensor<1x3xi64>
    } : (tensor<3x2xf32>) -> tensor<1x2xf32>
    return %r : tensor<1x2xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[1.0, -1.0], [9.0, 0.0], [-5.0, 2.0]]> : tensor<3x2xf32>
    %x1 = stablehlo.constant dense<[[4.0, -2.0], [3.0, 0.5], [-6.0, 8.0]]> : tensor<3x2xf32>
    %x2 = stablehlo.constant dense<[[2.0, -3.0], [7.0, 1.5], [-7.0, 3.0]]> : tensor<3x2xf32>
    %r:3 = "interpreter.run_parallel"(%x0, %x1, %x2) {
      programs = [[@reduce_scatter], [@reduce_scatter], [@reduce_scatter]]
    } : (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>) -> (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>)
    // max over processes: [[4, -1], [9, 1.5], [-5, 8]]. Replica 1 has index
    // 0, replica 2 index 1, replica 0 index 2.
    check.expect_eq_const %r#0, dense<[[-5.0, 8.0]]> : tensor<1x2xf32>
    check.expect_eq_const %r#1, dense<[[4.0, -1.0]]> : tensor<1x2xf32>
    check.expect_eq_const %r#2, dense<[[9.0, 1.5]]> : tensor<1x2xf32>
    func.return
  }
}

// -----

// use_global_device_ids over a 1x4 grid (flattened ids are partition
// ids), groups [[0, 2], [3, 1]]; i32 multiplication wraps.
module @reduce_scatter_flattened_ids_i32 {
  func.func @reduce_scatter(%x : tensor<4xi32>) -> tensor<2xi32> {
    %r = "stablehlo.reduce_scatter"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %m = stablehlo.multiply %a, %b : tensor<i32>
        stablehlo.return %m : tensor<i32>
    }) {
      scatter_dimension = 0 : i64,
      replica_groups = dense<[[0, 2], [3, 1]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
      use_global_device_ids
    } : (tensor<4xi32>) -> tensor<2xi32>
    return %r : tensor<2xi32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[2, 3, 65536, -1]> : tensor<4xi32>
    %x1 = stablehlo.constant dense<[1, 1, 1, 1]> : tensor<4xi32>
    %x2 = stablehlo.constant dense<[5, 7, 65536, 9]> : tensor<4xi32>
    %x3 = stablehlo.constant dense<[-1, 2, 3, 4]> : tensor<4xi32>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@reduce_scatter, @reduce_scatter, @reduce_scatter, @reduce_scatter]]
    } : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) ->
        (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
    // Group [0, 2]: products [10, 21, 2^32 -> 0, -9]; partition 0 gets part
    // 0, partition 2 part 1. Group [3, 1]: [-1, 2, 3, 4]; partition 3 gets
    // part 0, partition 1 part 1.
    check.expect_eq_const %r#0, dense<[10, 21]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[3, 4]> : tensor<2xi32>
    check.expect_eq_const %r#2, dense<[0, -9]> : tensor<2xi32>
    check.expect_eq_const %r#3, dense<[-1, 2]> : tensor<2xi32>
    func.return
  }
}

// -----

// A sequential run: one part, the operand itself.
func.func @reduce_scatter_sequential_i64() {
  %x = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi64>
  %r = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<1x3xi64>) -> tensor<1x3xi64>
  check.expect_eq_const %r, dense<[[1, 2, 3]]> : tensor<1x3xi64>
  func.return
}
