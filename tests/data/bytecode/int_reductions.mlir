module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xi32>) -> (tensor<5xi64> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<i1> {jax.result_info = "result[2]"}, tensor<i1> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<-60> : tensor<i32>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %c_2 = stablehlo.constant dense<10> : tensor<i32>
    %c_3 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.convert %arg0 : (tensor<4x5xi32>) -> tensor<4x5xi64>
    %1 = stablehlo.reduce(%0 init: %c_4) applies stablehlo.add across dimensions = [0] : (tensor<4x5xi64>, tensor<i64>) -> tensor<5xi64>
    %2 = stablehlo.reduce(%arg0 init: %c_3) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %4 = stablehlo.compare GT, %arg0, %3, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %5 = stablehlo.reduce(%4 init: %c_1) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %7 = stablehlo.compare GT, %arg0, %6, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %8 = stablehlo.reduce(%7 init: %c) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
    return %1, %2, %5, %8 : tensor<5xi64>, tensor<4xi32>, tensor<i1>, tensor<i1>
  }
}
