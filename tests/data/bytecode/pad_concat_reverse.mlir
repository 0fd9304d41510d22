module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<6x5xf32> {jax.result_info = "result[0]"}, tensor<3x8xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = call @_pad(%arg0, %c) : (tensor<3x4xf32>, tensor<i64>) -> tensor<6x5xf32>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<3x4xf32>
    %2 = stablehlo.concatenate %arg0, %1, dim = 1 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x8xf32>
    %3 = stablehlo.pad %arg0, %cst, low = [0, 1], high = [0, -1], interior = [1, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    return %0, %2, %3 : tensor<6x5xf32>, tensor<3x8xf32>, tensor<5x4xf32>
  }
  func.func private @_pad(%arg0: tensor<3x4xf32>, %arg1: tensor<i64>) -> tensor<6x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x5xf32>
    return %1 : tensor<6x5xf32>
  }
}
