module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = chlo.erf %arg0 : tensor<3xf32> -> tensor<3xf32>
    %1 = stablehlo.tanh %arg0 : tensor<3xf32>
    %2 = stablehlo.add %0, %1 : tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
