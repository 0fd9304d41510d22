module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xi1> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.divide %arg0, %arg0 : tensor<6xf32>
    %1 = stablehlo.is_finite %0 : (tensor<6xf32>) -> tensor<6xi1>
    %2 = stablehlo.log %arg0 : tensor<6xf32>
    %3 = call @nan_to_num(%2) : (tensor<6xf32>) -> tensor<6xf32>
    return %1, %3 : tensor<6xi1>, tensor<6xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %1 = call @_where(%0, %cst_3, %arg0) : (tensor<6xi1>, tensor<f32>, tensor<6xf32>) -> tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %4 = call @_where(%3, %cst_1, %1) : (tensor<6xi1>, tensor<f32>, tensor<6xf32>) -> tensor<6xf32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %7 = call @_where(%6, %cst, %4) : (tensor<6xi1>, tensor<f32>, tensor<6xf32>) -> tensor<6xf32>
    return %7 : tensor<6xf32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<f32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %1 : tensor<6xf32>
  }
}
