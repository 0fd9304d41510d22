// Conformance: stablehlo.collective_reduce (spec: Ops > collective_reduce).
// Hand-derived unless marked `spec example`: the root of each process group
// (its first process, or the one the dynamic roots name) gets computation
// applied across the group's operands; every other process gets zeros.

// spec example (the first; its listing omits the computation, which the
// results show to be addition)
module @collective_reduce_spec_example {
  func.func @collective_reduce(%operand : tensor<1x2xi64>) -> tensor<1x2xi64> {
    %result = "stablehlo.collective_reduce"(%operand) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {
      has_dynamic_root = false,
      replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
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
      programs = [[@collective_reduce], [@collective_reduce], [@collective_reduce], [@collective_reduce]]
    } : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>) ->
        (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
    check.expect_eq_const %r#0, dense<[[16, 20]]> : tensor<1x2xi64>
    check.expect_eq_const %r#1, dense<[[0, 0]]> : tensor<1x2xi64>
    check.expect_eq_const %r#2, dense<[[0, 0]]> : tensor<1x2xi64>
    check.expect_eq_const %r#3, dense<[[0, 0]]> : tensor<1x2xi64>
    func.return
  }
}

// -----

// spec example (the second: the root index 3 names the last process)
module @collective_reduce_spec_example_dynamic_root {
  func.func @collective_reduce(%operand : tensor<1x2xi64>, %root : tensor<1xi32>) -> tensor<1x2xi64> {
    %result = "stablehlo.collective_reduce"(%operand, %root) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {
      has_dynamic_root = true,
      replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<1x2xi64>, tensor<1xi32>) -> tensor<1x2xi64>
    return %result : tensor<1x2xi64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
    %x1 = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi64>
    %x2 = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi64>
    %x3 = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
    %root = stablehlo.constant dense<[3]> : tensor<1xi32>
    %r:4 = "interpreter.run_parallel"(%x0, %root, %x1, %root, %x2, %root, %x3, %root) {
      programs = [[@collective_reduce], [@collective_reduce], [@collective_reduce], [@collective_reduce]]
    } : (tensor<1x2xi64>, tensor<1xi32>, tensor<1x2xi64>, tensor<1xi32>, tensor<1x2xi64>, tensor<1xi32>,
         tensor<1x2xi64>, tensor<1xi32>) ->
        (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
    check.expect_eq_const %r#0, dense<[[0, 0]]> : tensor<1x2xi64>
    check.expect_eq_const %r#1, dense<[[0, 0]]> : tensor<1x2xi64>
    check.expect_eq_const %r#2, dense<[[0, 0]]> : tensor<1x2xi64>
    check.expect_eq_const %r#3, dense<[[16, 20]]> : tensor<1x2xi64>
    func.return
  }
}

// -----

// Two groups with roots 2 and 1 (their first members); replica 3 is in no
// group and gets zeros. Minimum over f32.
module @collective_reduce_two_groups_min_f32 {
  func.func @collective_reduce(%x : tensor<2xf32>) -> tensor<2xf32> {
    %r = "stablehlo.collective_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.minimum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) {replica_groups = dense<[[2, 0], [1, -1]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1.0, -8.0]> : tensor<2xf32>
    %x1 = stablehlo.constant dense<[2.0, 0.5]> : tensor<2xf32>
    %x2 = stablehlo.constant dense<[-3.0, 4.0]> : tensor<2xf32>
    %x3 = stablehlo.constant dense<[9.0, 9.0]> : tensor<2xf32>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@collective_reduce], [@collective_reduce], [@collective_reduce], [@collective_reduce]]
    } : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) ->
        (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[0.0, 0.0]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<[2.0, 0.5]> : tensor<2xf32>
    check.expect_eq_const %r#2, dense<[-3.0, -8.0]> : tensor<2xf32>
    check.expect_eq_const %r#3, dense<[0.0, 0.0]> : tensor<2xf32>
    func.return
  }
}

// -----

// channel_id > 0: cross_partition over a 1x3 grid; the computation
// promotes ui8 to ui32.
module @collective_reduce_cross_partition_promote_ui8 {
  func.func @collective_reduce(%x : tensor<ui8>) -> tensor<ui32> {
    %r = "stablehlo.collective_reduce"(%x) ({
      ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
        %s = stablehlo.add %a, %b : tensor<ui32>
        stablehlo.return %s : tensor<ui32>
    }) {
      replica_groups = dense<[[1, 0, 2]]> : tensor<1x3xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>
    } : (tensor<ui8>) -> tensor<ui32>
    return %r : tensor<ui32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<200> : tensor<ui8>
    %x1 = stablehlo.constant dense<255> : tensor<ui8>
    %x2 = stablehlo.constant dense<100> : tensor<ui8>
    %r:3 = "interpreter.run_parallel"(%x0, %x1, %x2) {
      programs = [[@collective_reduce, @collective_reduce, @collective_reduce]]
    } : (tensor<ui8>, tensor<ui8>, tensor<ui8>) -> (tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<555> : tensor<ui32>
    check.expect_eq_const %r#2, dense<0> : tensor<ui32>
    func.return
  }
}
