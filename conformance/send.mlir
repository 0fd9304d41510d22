// Conformance: stablehlo.send (spec: Ops > send; Execution >
// Point-to-point communication). Hand-derived. A channel holds one message
// at a time: a send waits until the previous message on its channel is
// received. With is_host_transfer the other end is the host, modelled as one
// mailbox per channel_id shared by all processes; otherwise
// source_target_pairs route the message (replica ids for channel_id <= 0,
// partition ids for channel_id > 0) and a process that is the source of no
// pair sends nothing.

// Host transfer: process (0, 0) sends two messages on channel 1, process
// (1, 0) receives them in order.
module @send_host_transfer_in_order {
  func.func @send(%x : tensor<2xi32>, %t : !stablehlo.token) -> !stablehlo.token {
    %t1 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
      is_host_transfer = true
    } : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
    %y = stablehlo.negate %x : tensor<2xi32>
    %t2 = "stablehlo.send"(%y, %t1) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
      is_host_transfer = true
    } : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
    return %t2 : !stablehlo.token
  }
  func.func @recv(%t : !stablehlo.token) -> (tensor<2xi32>, tensor<2xi32>) {
    %a:2 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    %b:2 = "stablehlo.recv"(%a#1) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    return %a#0, %b#0 : tensor<2xi32>, tensor<2xi32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[7, -8]> : tensor<2xi32>
    %t = stablehlo.after_all : !stablehlo.token
    %r:3 = "interpreter.run_parallel"(%x, %t, %t) {
      programs = [[@send], [@recv]]
    } : (tensor<2xi32>, !stablehlo.token, !stablehlo.token) -> (!stablehlo.token, tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#1, dense<[7, -8]> : tensor<2xi32>
    check.expect_eq_const %r#2, dense<[-7, 8]> : tensor<2xi32>
    func.return
  }
}

// -----

// Device to device with source_target_pairs over partitions (channel_id >
// 0): a pipeline 0 -> 1 -> 2 where every partition runs the same program;
// partition 2 sends nothing (it is no source), partition 0 receives zeros
// (it is no target). Several values in one message.
module @send_device_pipeline_f32 {
  func.func @stage(%x : tensor<2xf32>, %s : tensor<i8>, %t : !stablehlo.token) -> (tensor<2xf32>, tensor<i8>) {
    %t1 = "stablehlo.send"(%x, %s, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
      is_host_transfer = false,
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>
    } : (tensor<2xf32>, tensor<i8>, !stablehlo.token) -> !stablehlo.token
    %r:3 = "stablehlo.recv"(%t1) {
      channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
      is_host_transfer = false,
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>
    } : (!stablehlo.token) -> (tensor<2xf32>, tensor<i8>, !stablehlo.token)
    return %r#0, %r#1 : tensor<2xf32>, tensor<i8>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[0.5, 1.5]> : tensor<2xf32>
    %x1 = stablehlo.constant dense<[2.5, 3.5]> : tensor<2xf32>
    %x2 = stablehlo.constant dense<[4.5, 5.5]> : tensor<2xf32>
    %s0 = stablehlo.constant dense<-1> : tensor<i8>
    %s1 = stablehlo.constant dense<-2> : tensor<i8>
    %s2 = stablehlo.constant dense<-3> : tensor<i8>
    %t = stablehlo.after_all : !stablehlo.token
    %r:6 = "interpreter.run_parallel"(%x0, %s0, %t, %x1, %s1, %t, %x2, %s2, %t) {
      programs = [[@stage, @stage, @stage]]
    } : (tensor<2xf32>, tensor<i8>, !stablehlo.token, tensor<2xf32>, tensor<i8>, !stablehlo.token,
         tensor<2xf32>, tensor<i8>, !stablehlo.token) ->
        (tensor<2xf32>, tensor<i8>, tensor<2xf32>, tensor<i8>, tensor<2xf32>, tensor<i8>)
    check.expect_eq_const %r#0, dense<[0.0, 0.0]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<0> : tensor<i8>
    check.expect_eq_const %r#2, dense<[0.5, 1.5]> : tensor<2xf32>
    check.expect_eq_const %r#3, dense<-1> : tensor<i8>
    check.expect_eq_const %r#4, dense<[2.5, 3.5]> : tensor<2xf32>
    check.expect_eq_const %r#5, dense<-2> : tensor<i8>
    func.return
  }
}

// -----

// Different channels are independent: each process sends on its own
// channel before receiving on the other's, and the exchange completes.
module @send_crossing_channels_ui8 {
  func.func @p0(%x : tensor<ui8>, %t : !stablehlo.token) -> tensor<ui8> {
    %t1 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 10, type = 2>, is_host_transfer = true
    } : (tensor<ui8>, !stablehlo.token) -> !stablehlo.token
    %r:2 = "stablehlo.recv"(%t1) {
      channel_handle = #stablehlo.channel_handle<handle = 11, type = 3>, is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<ui8>, !stablehlo.token)
    return %r#0 : tensor<ui8>
  }
  func.func @p1(%x : tensor<ui8>, %t : !stablehlo.token) -> tensor<ui8> {
    %t1 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 11, type = 2>, is_host_transfer = true
    } : (tensor<ui8>, !stablehlo.token) -> !stablehlo.token
    %r:2 = "stablehlo.recv"(%t1) {
      channel_handle = #stablehlo.channel_handle<handle = 10, type = 3>, is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<ui8>, !stablehlo.token)
    return %r#0 : tensor<ui8>
  }
  func.func @main() {
    %a = stablehlo.constant dense<17> : tensor<ui8>
    %b = stablehlo.constant dense<250> : tensor<ui8>
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%a, %t, %b, %t) {
      programs = [[@p0, @p1]]
    } : (tensor<ui8>, !stablehlo.token, tensor<ui8>, !stablehlo.token) -> (tensor<ui8>, tensor<ui8>)
    check.expect_eq_const %r#0, dense<250> : tensor<ui8>
    check.expect_eq_const %r#1, dense<17> : tensor<ui8>
    func.return
  }
}

// -----

// A send of no values (a token only) pairs with a recv of no payload.
module @send_token_only {
  func.func @send(%t : !stablehlo.token) -> !stablehlo.token {
    %t1 = "stablehlo.send"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>,
      is_host_transfer = false,
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (!stablehlo.token) -> !stablehlo.token
    return %t1 : !stablehlo.token
  }
  func.func @recv(%t : !stablehlo.token) -> !stablehlo.token {
    %t1 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>,
      is_host_transfer = false,
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (!stablehlo.token) -> !stablehlo.token
    return %t1 : !stablehlo.token
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%t, %t) {
      programs = [[@send, @recv]]
    } : (!stablehlo.token, !stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
    func.return
  }
}
