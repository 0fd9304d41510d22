module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<5x3xf32>) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.subtract %arg1, %1 : tensor<5x3xf32>
    %3 = call @_where(%0, %arg0, %2) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    return %3 : tensor<5x3xf32>
  }
  func.func private @_where(%arg0: tensor<5x3xi1>, %arg1: tensor<5x3xf32>, %arg2: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x3xi1>, tensor<5x3xf32>
    return %0 : tensor<5x3xf32>
  }
}
