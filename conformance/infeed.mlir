// Conformance: stablehlo.infeed (spec: Ops > infeed; Execution > Streaming
// communication). Hand-derived. interpreter.run_parallel gives the infeed:
// `infeed = [@q0, @q1]` is one queue read by all processes, `infeed =
// [[...], [...]]` one queue per process (in process order). Each entry is a
// function of no arguments whose results are one infeed's payload.

// spec example: two infeed ops read the queue in order.
module @infeed_spec_example {
  func.func @infeed(%token : !stablehlo.token) -> (tensor<2x2xi64>, tensor<2x2xi64>) {
    %results0:2 = "stablehlo.infeed"(%token) {
      infeed_config = ""
    } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    %results1:2 = "stablehlo.infeed"(%token) {
      infeed_config = ""
    } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    return %results0#0, %results1#0 : tensor<2x2xi64>, tensor<2x2xi64>
  }
  func.func @queue0() -> tensor<2x2xi64> {
    %v = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    return %v : tensor<2x2xi64>
  }
  func.func @queue1() -> tensor<2x2xi64> {
    %v = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    return %v : tensor<2x2xi64>
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%t) {
      infeed = [@queue0, @queue1],
      programs = [[@infeed]]
    } : (!stablehlo.token) -> (tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %r#0, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    check.expect_eq_const %r#1, dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    func.return
  }
}

// -----

// One queue per process; a payload of two tensors, and an infeed of a token
// only (an empty payload).
module @infeed_per_process_queues {
  func.func @infeed(%token : !stablehlo.token) -> (tensor<f32>, tensor<2xi8>) {
    %r:3 = "stablehlo.infeed"(%token) : (!stablehlo.token) -> (tensor<f32>, tensor<2xi8>, !stablehlo.token)
    %e = "stablehlo.infeed"(%r#2) : (!stablehlo.token) -> !stablehlo.token
    return %r#0, %r#1 : tensor<f32>, tensor<2xi8>
  }
  func.func @a() -> (tensor<f32>, tensor<2xi8>) {
    %x = stablehlo.constant dense<0.5> : tensor<f32>
    %y = stablehlo.constant dense<[1, -1]> : tensor<2xi8>
    return %x, %y : tensor<f32>, tensor<2xi8>
  }
  func.func @b() -> (tensor<f32>, tensor<2xi8>) {
    %x = stablehlo.constant dense<-2.0> : tensor<f32>
    %y = stablehlo.constant dense<[127, -128]> : tensor<2xi8>
    return %x, %y : tensor<f32>, tensor<2xi8>
  }
  func.func @nothing() {
    func.return
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:4 = "interpreter.run_parallel"(%t, %t) {
      infeed = [[@b, @nothing], [@a, @nothing]],
      programs = [[@infeed, @infeed]]
    } : (!stablehlo.token, !stablehlo.token) -> (tensor<f32>, tensor<2xi8>, tensor<f32>, tensor<2xi8>)
    check.expect_eq_const %r#0, dense<-2.0> : tensor<f32>
    check.expect_eq_const %r#1, dense<[127, -128]> : tensor<2xi8>
    check.expect_eq_const %r#2, dense<0.5> : tensor<f32>
    check.expect_eq_const %r#3, dense<[1, -1]> : tensor<2xi8>
    func.return
  }
}
