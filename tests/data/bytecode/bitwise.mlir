module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xui32>, %arg1: tensor<5xui32>) -> (tensor<5xui32> {jax.result_info = "result[0]"}, tensor<5xui32> {jax.result_info = "result[1]"}, tensor<5xui32> {jax.result_info = "result[2]"}, tensor<5xui32> {jax.result_info = "result[3]"}, tensor<5xui32> {jax.result_info = "result[4]"}, tensor<5xui32> {jax.result_info = "result[5]"}, tensor<5xui32> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<32> : tensor<i64>
    %c_0 = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg0, %arg1 : tensor<5xui32>
    %1 = stablehlo.or %arg0, %arg1 : tensor<5xui32>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<5xui32>
    %3 = stablehlo.not %arg0 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg0, %4 : tensor<5xui32>
    %6 = call @remainder(%arg1, %c) : (tensor<5xui32>, tensor<i64>) -> tensor<5xui32>
    %7 = stablehlo.shift_right_logical %arg0, %6 : tensor<5xui32>
    %8 = call @remainder(%arg1, %c) : (tensor<5xui32>, tensor<i64>) -> tensor<5xui32>
    %9 = stablehlo.shift_right_arithmetic %arg0, %8 : tensor<5xui32>
    return %0, %1, %2, %3, %5, %7, %9 : tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>
  }
  func.func private @remainder(%arg0: tensor<5xui32>, %arg1: tensor<i64>) -> tensor<5xui32> {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<ui32>
    %1 = stablehlo.compare EQ, %0, %c_0, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %2 = call @_where(%1, %c, %0) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xui32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xi1>
    %9 = stablehlo.compare LT, %2, %c_0, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %14 = stablehlo.add %4, %13 : tensor<5xui32>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xui32>
    return %15 : tensor<5xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
}
