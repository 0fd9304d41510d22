module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<3x4x2xf32> {jax.result_info = "result[1]"}, tensor<1x3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<6x2xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<6x2xf32>) -> tensor<2x6xf32>
    %2 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x4x2xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    return %1, %4, %5 : tensor<2x6xf32>, tensor<3x4x2xf32>, tensor<1x3x4xf32>
  }
}
