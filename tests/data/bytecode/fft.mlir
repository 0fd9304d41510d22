module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf32>) -> (tensor<3x8xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x8xf32>) -> tensor<3x8xcomplex<f32>>
    %1 = call @fft(%0) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    return %1 : tensor<3x8xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    return %0 : tensor<3x8xcomplex<f32>>
  }
}
