// Conformance: stablehlo.async_done (spec: Ops > async_done): the values of
// the future made by stablehlo.async_start.

// A slice run asynchronously in a sequential program.
func.func @async_done_slice_i64() {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %0 = "stablehlo.async_start"(%x) ({
    ^bb0(%b: tensor<4xi64>):
    %1 = "stablehlo.slice"(%b) {
      start_indices = array<i64: 1>, limit_indices = array<i64: 4>, strides = array<i64: 2>
    } : (tensor<4xi64>) -> tensor<2xi64>
    "stablehlo.return"(%1) : (tensor<2xi64>) -> ()
  }) : (tensor<4xi64>) -> !stablehlo.future<tensor<2xi64>>
  %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xi64>>) -> tensor<2xi64>
  check.expect_eq_const %2, dense<[2, 4]> : tensor<2xi64>
  func.return
}

// -----

// A collective_permute run asynchronously while the process computes.
module @async_done_collective_permute_f32 {
  func.func @f(%x : tensor<2xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.async_start"(%x) ({
      ^bb0(%b: tensor<2xf32>):
      %1 = "stablehlo.collective_permute"(%b) {
        source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>
      } : (tensor<2xf32>) -> tensor<2xf32>
      "stablehlo.return"(%1) : (tensor<2xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<2xf32>>
    %y = stablehlo.multiply %x, %x : tensor<2xf32>
    %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
    %3 = stablehlo.add %2, %y : tensor<2xf32>
    return %3 : tensor<2xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %x1 = stablehlo.constant dense<[3.0, -4.0]> : tensor<2xf32>
    %r:2 = "interpreter.run_parallel"(%x0, %x1) {
      programs = [[@f], [@f]]
    } : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[4.0, 0.0]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<[10.0, 18.0]> : tensor<2xf32>
    func.return
  }
}
