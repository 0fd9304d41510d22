// Conformance: stablehlo.collective_broadcast (spec: Ops >
// collective_broadcast). Hand-derived unless marked `spec example`: every
// process of a group gets the operands of the group's source (its first
// process, or the one the dynamic roots name); processes in no group get
// zeros.

// spec example
module @collective_broadcast_spec_example {
  func.func @collective_broadcast(%operand : tensor<1x2xi64>) -> tensor<1x2xi64> {
    %result = "stablehlo.collective_broadcast"(%operand) {
      replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<1x2xi64>) -> tensor<1x2xi64>
    return %result : tensor<1x2xi64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
    %x1 = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi64>
    %x2 = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi64>
    %x3 = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@collective_broadcast], [@collective_broadcast], [@collective_broadcast], [@collective_broadcast]]
    } : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>) ->
        (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
    check.expect_eq_const %r#0, dense<[[0, 0]]> : tensor<1x2xi64>
    check.expect_eq_const %r#1, dense<[[5, 6]]> : tensor<1x2xi64>
    check.expect_eq_const %r#2, dense<[[5, 6]]> : tensor<1x2xi64>
    check.expect_eq_const %r#3, dense<[[0, 0]]> : tensor<1x2xi64>
    func.return
  }
}

// -----

// Two groups, floats: the first process of each group is the source.
module @collective_broadcast_two_groups_f64 {
  func.func @collective_broadcast(%x : tensor<2xf64>) -> tensor<2xf64> {
    %r = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>
    } : (tensor<2xf64>) -> tensor<2xf64>
    return %r : tensor<2xf64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[0.0, -0.5]> : tensor<2xf64>
    %x1 = stablehlo.constant dense<[1.0, -1.5]> : tensor<2xf64>
    %x2 = stablehlo.constant dense<[2.0, -2.5]> : tensor<2xf64>
    %x3 = stablehlo.constant dense<[3.0, 0x7FF0000000000000]> : tensor<2xf64>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@collective_broadcast], [@collective_broadcast], [@collective_broadcast], [@collective_broadcast]]
    } : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) ->
        (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>)
    check.expect_eq_const %r#0, dense<[3.0, 0x7FF0000000000000]> : tensor<2xf64>
    check.expect_eq_const %r#1, dense<[1.0, -1.5]> : tensor<2xf64>
    check.expect_eq_const %r#2, dense<[1.0, -1.5]> : tensor<2xf64>
    check.expect_eq_const %r#3, dense<[3.0, 0x7FF0000000000000]> : tensor<2xf64>
    func.return
  }
}

// -----

// channel_id > 0: cross_partition over a 2x3 grid, partition group [2, 0];
// partition 1 is in no group and gets zeros.
module @collective_broadcast_cross_partition_ui8 {
  func.func @collective_broadcast(%x : tensor<2xui8>) -> tensor<2xui8> {
    %r = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[2, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>
    } : (tensor<2xui8>) -> tensor<2xui8>
    return %r : tensor<2xui8>
  }
  func.func @main() {
    %x00 = stablehlo.constant dense<[1, 2]> : tensor<2xui8>
    %x01 = stablehlo.constant dense<[3, 4]> : tensor<2xui8>
    %x02 = stablehlo.constant dense<[5, 6]> : tensor<2xui8>
    %x10 = stablehlo.constant dense<[7, 8]> : tensor<2xui8>
    %x11 = stablehlo.constant dense<[9, 10]> : tensor<2xui8>
    %x12 = stablehlo.constant dense<[11, 255]> : tensor<2xui8>
    %r:6 = "interpreter.run_parallel"(%x00, %x01, %x02, %x10, %x11, %x12) {
      programs = [[@collective_broadcast, @collective_broadcast, @collective_broadcast],
                  [@collective_broadcast, @collective_broadcast, @collective_broadcast]]
    } : (tensor<2xui8>, tensor<2xui8>, tensor<2xui8>, tensor<2xui8>, tensor<2xui8>, tensor<2xui8>) ->
        (tensor<2xui8>, tensor<2xui8>, tensor<2xui8>, tensor<2xui8>, tensor<2xui8>, tensor<2xui8>)
    check.expect_eq_const %r#0, dense<[5, 6]> : tensor<2xui8>
    check.expect_eq_const %r#1, dense<[0, 0]> : tensor<2xui8>
    check.expect_eq_const %r#2, dense<[5, 6]> : tensor<2xui8>
    check.expect_eq_const %r#3, dense<[11, 255]> : tensor<2xui8>
    check.expect_eq_const %r#4, dense<[0, 0]> : tensor<2xui8>
    check.expect_eq_const %r#5, dense<[11, 255]> : tensor<2xui8>
    func.return
  }
}

// -----

// has_dynamic_root: the last operand names, per result, the index of the
// source within the group. Result 0 comes from index 2, result 1 from 0.
module @collective_broadcast_dynamic_root_i32 {
  func.func @collective_broadcast(%a : tensor<i32>, %b : tensor<2xi32>, %root : tensor<2xi32>) -> (tensor<i32>, tensor<2xi32>) {
    %r:2 = "stablehlo.collective_broadcast"(%a, %b, %root) {
      replica_groups = dense<[[1, 2, 0]]> : tensor<1x3xi64>,
      has_dynamic_root
    } : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<i32>, tensor<2xi32>)
    return %r#0, %r#1 : tensor<i32>, tensor<2xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<100> : tensor<i32>
    %a1 = stablehlo.constant dense<101> : tensor<i32>
    %a2 = stablehlo.constant dense<102> : tensor<i32>
    %b0 = stablehlo.constant dense<[0, -1]> : tensor<2xi32>
    %b1 = stablehlo.constant dense<[1, -2]> : tensor<2xi32>
    %b2 = stablehlo.constant dense<[2, -3]> : tensor<2xi32>
    %root = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
    %r:6 = "interpreter.run_parallel"(%a0, %b0, %root, %a1, %b1, %root, %a2, %b2, %root) {
      programs = [[@collective_broadcast], [@collective_broadcast], [@collective_broadcast]]
    } : (tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<2xi32>, tensor<2xi32>,
         tensor<i32>, tensor<2xi32>, tensor<2xi32>) ->
        (tensor<i32>, tensor<2xi32>, tensor<i32>, tensor<2xi32>, tensor<i32>, tensor<2xi32>)
    // Index 2 of [1, 2, 0] is replica 0; index 0 is replica 1.
    check.expect_eq_const %r#0, dense<100> : tensor<i32>
    check.expect_eq_const %r#1, dense<[1, -2]> : tensor<2xi32>
    check.expect_eq_const %r#4, dense<100> : tensor<i32>
    check.expect_eq_const %r#5, dense<[1, -2]> : tensor<2xi32>
    func.return
  }
}

// -----

// A sequential run: the group [0] broadcasts the operand to itself.
func.func @collective_broadcast_sequential_i1() {
  %x = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %r = "stablehlo.collective_broadcast"(%x) {
    replica_groups = dense<[[0]]> : tensor<1x1xi64>
  } : (tensor<2xi1>) -> tensor<2xi1>
  check.expect_eq_const %r, dense<[true, false]> : tensor<2xi1>
  func.return
}
