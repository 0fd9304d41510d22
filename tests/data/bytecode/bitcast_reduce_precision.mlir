module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>) -> (tensor<5xi32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<5xf32>) -> tensor<5xi32>
    %1 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<5xf32>
    return %0, %1 : tensor<5xi32>, tensor<5xf32>
  }
}
