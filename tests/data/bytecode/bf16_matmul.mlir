module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x3xf32>) -> (tensor<4x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<8x3xf32>) -> tensor<8x3xbf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xbf16>
    %3 = stablehlo.convert %2 : (tensor<4x3xbf16>) -> tensor<4x3xf32>
    return %3 : tensor<4x3xf32>
  }
}
