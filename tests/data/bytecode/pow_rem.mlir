module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.abs %arg0 : tensor<6xf32>
    %1 = stablehlo.power %0, %arg1 : tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<6xf32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<6xf32>
    %7 = stablehlo.divide %arg0, %6 : tensor<6xf32>
    return %1, %4, %7 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
