module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>) -> (tensor<7xf32> {jax.result_info = "result[0]"}, tensor<7xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<7xf32>
    %1 = stablehlo.negate %arg0 : tensor<7xf32>
    %2 = stablehlo.exponential %1 : tensor<7xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %4 = stablehlo.add %3, %2 : tensor<7xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %6 = stablehlo.divide %5, %4 : tensor<7xf32>
    %7 = stablehlo.abs %arg0 : tensor<7xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.add %7, %8 : tensor<7xf32>
    %10 = stablehlo.log %9 : tensor<7xf32>
    return %0, %6, %10 : tensor<7xf32>, tensor<7xf32>, tensor<7xf32>
  }
}
