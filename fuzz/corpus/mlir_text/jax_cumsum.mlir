module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>) -> (tensor<5xi32> {jax.result_info = "result"}) {
    %0 = call @cumsum(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @cumsum(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    return %1 : tensor<5xi32>
  }
}
