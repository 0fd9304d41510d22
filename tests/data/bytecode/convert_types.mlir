module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xbf16> {jax.result_info = "result[0]"}, tensor<6xf16> {jax.result_info = "result[1]"}, tensor<6xi32> {jax.result_info = "result[2]"}, tensor<6xf64> {jax.result_info = "result[3]"}, tensor<6xi8> {jax.result_info = "result[4]"}, tensor<6xui8> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xbf16>
    %1 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xf16>
    %2 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xi32>
    %3 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xf64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<6xf32>
    %6 = stablehlo.convert %5 : (tensor<6xf32>) -> tensor<6xi8>
    %7 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xui8>
    return %0, %1, %2, %3, %6, %7 : tensor<6xbf16>, tensor<6xf16>, tensor<6xi32>, tensor<6xf64>, tensor<6xi8>, tensor<6xui8>
  }
}
