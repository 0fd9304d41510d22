module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xui32>) -> (tensor<6xui32> {jax.result_info = "result[0]"}, tensor<6xui32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.popcnt %arg0 : tensor<6xui32>
    %1 = stablehlo.count_leading_zeros %arg0 : tensor<6xui32>
    return %0, %1 : tensor<6xui32>, tensor<6xui32>
  }
}
