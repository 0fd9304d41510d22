module @m attributes {mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x4x!quant.uniform<i8:f32, 0.5:-3>>, %arg1: tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?x4xf32> {
    %0 = stablehlo.uniform_dequantize %arg0 : (tensor<?x4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<?x4xf32>
    %1 = "stablehlo.get_dimension_size"(%arg1) {dimension = 0 : i64} : (tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<i32>
    return %0 : tensor<?x4xf32>
  }
}
