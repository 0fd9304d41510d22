module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<5xf32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.exponential %arg0 : tensor<5xf32>
    %1 = stablehlo.abs %arg0 : tensor<5xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<5xf32>
    %3 = stablehlo.tanh %arg0 : tensor<5xf32>
    %4 = stablehlo.abs %arg0 : tensor<5xf32>
    %5 = stablehlo.sqrt %4 : tensor<5xf32>
    %6 = stablehlo.abs %arg0 : tensor<5xf32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.add %6, %7 : tensor<5xf32>
    %9 = stablehlo.rsqrt %8 : tensor<5xf32>
    %10 = stablehlo.cbrt %arg0 : tensor<5xf32>
    return %0, %2, %3, %5, %9, %10 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
}
