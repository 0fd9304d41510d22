module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_1 = %arg0, %iterArg_2 = %c_0) : tensor<i32>, tensor<i32>, tensor<i32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %iterArg_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %2 = stablehlo.multiply %iterArg_2, %c_4 : tensor<i32>
      %3 = stablehlo.convert %iterArg : tensor<i32>
      %4 = stablehlo.add %2, %3 : tensor<i32>
      stablehlo.return %1, %iterArg_1, %4 : tensor<i32>, tensor<i32>, tensor<i32>
    }
    return %0#2 : tensor<i32>
  }
}
