// Conformance: stablehlo.send (spec: Ops > send; Execution >
// Point-to-point communication). Hand-derived. A channel holds one message
// at a time: a send waits until the previous message on its channel is
// received. With is_host_transfer the other end is the host, modelled as one
// mailbox per channel_id shared by all processes; otherwise
// source_target_pairs route the message (replica ids for channel_id <= 0,
// partition ids for channel_id > 0) and a process that is the source of no
// pair sends nothing.

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
