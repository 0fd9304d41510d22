// Conformance: stablehlo.async_start (spec: Ops > async_start). The spec
// lets an implementation run the operation synchronously; the future's
// values come out of stablehlo.async_done.

// spec example, completed with async_done (async_done's spec example), in a
// grid of 8 replicas gathering over two groups of four.
module @async_start_spec_example {
  func.func @f(%arg0 : tensor<8x2xf32>) -> tensor<8x8xf32> {
    %0 = "stablehlo.async_start"(%arg0) ({
      %1 = "stablehlo.all_gather"(%arg0) {
        all_gather_dim = 1 : i64,
        replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>
      } : (tensor<8x2xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%1) : (tensor<8x8xf32>) -> ()
    }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>>
    %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8x8xf32>>) -> tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<0.0> : tensor<8x2xf32>
    %x1 = stablehlo.constant dense<1.0> : tensor<8x2xf32>
    %x2 = stablehlo.constant dense<2.0> : tensor<8x2xf32>
    %x3 = stablehlo.constant dense<3.0> : tensor<8x2xf32>
    %x4 = stablehlo.constant dense<4.0> : tensor<8x2xf32>
    %x5 = stablehlo.constant dense<5.0> : tensor<8x2xf32>
    %x6 = stablehlo.constant dense<6.0> : tensor<8x2xf32>
    %x7 = stablehlo.constant dense<7.0> : tensor<8x2xf32>
    %r:8 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7) {
      programs = [[@f], [@f], [@f], [@f], [@f], [@f], [@f], [@f]]
    } : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>,
         tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) ->
        (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>,
         tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>)
    %even = stablehlo.constant dense<[0.0, 0.0, 2.0, 2.0, 4.0, 4.0, 6.0, 6.0]> : tensor<8xf32>
    %odd = stablehlo.constant dense<[1.0, 1.0, 3.0, 3.0, 5.0, 5.0, 7.0, 7.0]> : tensor<8xf32>
    %e = stablehlo.broadcast_in_dim %even, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %o = stablehlo.broadcast_in_dim %odd, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    check.expect_eq %r#0, %e : tensor<8x8xf32>
    check.expect_eq %r#1, %o : tensor<8x8xf32>
    check.expect_eq %r#6, %e : tensor<8x8xf32>
    check.expect_eq %r#7, %o : tensor<8x8xf32>
    func.return
  }
}

