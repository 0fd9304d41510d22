module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<2x2xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<12xi64>
    %1 = stablehlo.reshape %0 : (tensor<12xi64>) -> tensor<3x4xi64>
    %2 = stablehlo.convert %1 : (tensor<3x4xi64>) -> tensor<3x4xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<3x4xf32>
    %4 = stablehlo.slice %arg0 [0:3:2, 1:3] : (tensor<3x4xf32>) -> tensor<2x2xf32>
    %5 = call @tril(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    return %3, %4, %5 : tensor<3x4xf32>, tensor<2x2xf32>, tensor<3x4xf32>
  }
  func.func private @tril(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x4xi1>, tensor<3x4xf32>
    return %6 : tensor<3x4xf32>
  }
}
