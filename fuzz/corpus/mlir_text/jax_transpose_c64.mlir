module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xcomplex<f32>>) -> (tensor<3x2xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
    %2 = stablehlo.imag %0 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
    %3 = stablehlo.negate %2 : tensor<3x2xf32>
    %4 = stablehlo.complex %1, %3 : tensor<3x2xcomplex<f32>>
    return %4 : tensor<3x2xcomplex<f32>>
  }
}
