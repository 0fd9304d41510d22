// Conformance: stablehlo.recv (spec: Ops > recv; Execution >
// Point-to-point communication). Hand-derived. See conformance/send.mlir
// for the channel model: a recv waits for the message on its channel; with
// source_target_pairs a process receives from the source paired with it
// and a process that is the target of no pair receives zeros.

// The spec's recv example (channel 0, pairs [[0, 1], [1, 2]], over
// replicas), with the matching send on every replica.
module @recv_spec_example_pairs {
  func.func @f(%operand : tensor<2x2xi64>, %token : !stablehlo.token) -> tensor<2x2xi64> {
    %t = "stablehlo.send"(%operand, %token) {
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>,
      is_host_transfer = false,
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>
    } : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
    %results0, %results1 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>,
      is_host_transfer = false,
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>
    } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    return %results0 : tensor<2x2xi64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %x1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    %x2 = stablehlo.constant dense<[[9, 10], [11, 12]]> : tensor<2x2xi64>
    %t = stablehlo.after_all : !stablehlo.token
    %r:3 = "interpreter.run_parallel"(%x0, %t, %x1, %t, %x2, %t) {
      programs = [[@f], [@f], [@f]]
    } : (tensor<2x2xi64>, !stablehlo.token, tensor<2x2xi64>, !stablehlo.token, tensor<2x2xi64>, !stablehlo.token) ->
        (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %r#0, dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>
    check.expect_eq_const %r#1, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    check.expect_eq_const %r#2, dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    func.return
  }
}

// -----

// The receiver may reach its recv first: it waits for the sender. The
// sender computes before sending; two payload values of different types.
module @recv_waits_for_sender {
  func.func @send(%x : tensor<3xf64>, %t : !stablehlo.token) -> !stablehlo.token {
    %y = stablehlo.multiply %x, %x : tensor<3xf64>
    %n = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %t1 = "stablehlo.send"(%y, %n, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 2>,
      is_host_transfer = true
    } : (tensor<3xf64>, tensor<2xi1>, !stablehlo.token) -> !stablehlo.token
    return %t1 : !stablehlo.token
  }
  func.func @recv(%t : !stablehlo.token) -> (tensor<3xf64>, tensor<2xi1>) {
    %r:3 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<3xf64>, tensor<2xi1>, !stablehlo.token)
    return %r#0, %r#1 : tensor<3xf64>, tensor<2xi1>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1.5, -2.0, 0.25]> : tensor<3xf64>
    %t = stablehlo.after_all : !stablehlo.token
    %r:3 = "interpreter.run_parallel"(%t, %x, %t) {
      programs = [[@recv], [@send]]
    } : (!stablehlo.token, tensor<3xf64>, !stablehlo.token) -> (tensor<3xf64>, tensor<2xi1>, !stablehlo.token)
    check.expect_eq_const %r#0, dense<[2.25, 4.0, 0.0625]> : tensor<3xf64>
    check.expect_eq_const %r#1, dense<[true, false]> : tensor<2xi1>
    func.return
  }
}

// -----

// Pairs over replicas with channel_id 0 in a 2x2 grid: each partition has
// its own pair (1 -> 0); replica 1 is no target and receives zeros.
module @recv_pairs_per_partition_i64 {
  func.func @f(%x : tensor<i64>, %t : !stablehlo.token) -> tensor<i64> {
    %t1 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>,
      is_host_transfer = false,
      source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>
    } : (tensor<i64>, !stablehlo.token) -> !stablehlo.token
    %r:2 = "stablehlo.recv"(%t1) {
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>,
      is_host_transfer = false,
      source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>
    } : (!stablehlo.token) -> (tensor<i64>, !stablehlo.token)
    return %r#0 : tensor<i64>
  }
  func.func @main() {
    %x00 = stablehlo.constant dense<1> : tensor<i64>
    %x01 = stablehlo.constant dense<2> : tensor<i64>
    %x10 = stablehlo.constant dense<-3> : tensor<i64>
    %x11 = stablehlo.constant dense<-4> : tensor<i64>
    %t = stablehlo.after_all : !stablehlo.token
    %r:4 = "interpreter.run_parallel"(%x00, %t, %x01, %t, %x10, %t, %x11, %t) {
      programs = [[@f, @f], [@f, @f]]
    } : (tensor<i64>, !stablehlo.token, tensor<i64>, !stablehlo.token, tensor<i64>, !stablehlo.token,
         tensor<i64>, !stablehlo.token) -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>)
    check.expect_eq_const %r#0, dense<-3> : tensor<i64>
    check.expect_eq_const %r#1, dense<-4> : tensor<i64>
    check.expect_eq_const %r#2, dense<0> : tensor<i64>
    check.expect_eq_const %r#3, dense<0> : tensor<i64>
    func.return
  }
}
