module @jit_conv_grouped attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x9x4xf32>, %arg1: tensor<3x2x6xf32>) -> (tensor<2x7x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x9x4xf32>, tensor<3x2x6xf32>) -> tensor<2x7x6xf32>
    return %0 : tensor<2x7x6xf32>
  }
}
