module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<6xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.sine %arg0 : tensor<6xf32>
    %1 = stablehlo.cosine %arg0 : tensor<6xf32>
    %2 = stablehlo.tan %arg0 : tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<6xf32>
    %5 = stablehlo.atan2 %arg0, %4 : tensor<6xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.divide %arg0, %6 : tensor<6xf32>
    %8 = stablehlo.composite "chlo.asin" %7 {decomposition = @chlo.asin.impl, version = 1 : i32} : (tensor<6xf32>) -> tensor<6xf32>
    return %0, %1, %2, %5, %8 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @chlo.asin.impl(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
    %0 = stablehlo.subtract %cst, %arg0 : tensor<6xf32>
    %1 = stablehlo.add %cst, %arg0 : tensor<6xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<6xf32>
    %3 = stablehlo.sqrt %2 : tensor<6xf32>
    %4 = stablehlo.add %cst, %3 : tensor<6xf32>
    %5 = stablehlo.atan2 %arg0, %4 : tensor<6xf32>
    %6 = stablehlo.add %5, %5 : tensor<6xf32>
    return %6 : tensor<6xf32>
  }
}
