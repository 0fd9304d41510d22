// Conformance: stablehlo.after_all (spec: Ops > after_all). The op does
// nothing at run time; its token orders the side effects that use it.

// spec example
func.func @after_all_spec_example() {
  %input0 = stablehlo.after_all : !stablehlo.token
  %input1 = stablehlo.after_all : !stablehlo.token
  %result = "stablehlo.after_all"(%input0, %input1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

// Tokens from two sends joined before a recv that depends on both.
module @after_all_joins_side_effects {
  func.func @send(%x : tensor<i32>, %t : !stablehlo.token) -> !stablehlo.token {
    %t1 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true
    } : (tensor<i32>, !stablehlo.token) -> !stablehlo.token
    %t2 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 2>, is_host_transfer = true
    } : (tensor<i32>, !stablehlo.token) -> !stablehlo.token
    %t3 = stablehlo.after_all %t1, %t2 : !stablehlo.token
    return %t3 : !stablehlo.token
  }
  func.func @recv(%t : !stablehlo.token) -> tensor<i32> {
    %a:2 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<i32>, !stablehlo.token)
    %b:2 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 3>, is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<i32>, !stablehlo.token)
    %j = stablehlo.after_all %a#1, %b#1 : !stablehlo.token
    %s = stablehlo.add %a#0, %b#0 : tensor<i32>
    return %s : tensor<i32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<21> : tensor<i32>
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%x, %t, %t) {
      programs = [[@send, @recv]]
    } : (tensor<i32>, !stablehlo.token, !stablehlo.token) -> (!stablehlo.token, tensor<i32>)
    check.expect_eq_const %r#1, dense<42> : tensor<i32>
    func.return
  }
}
