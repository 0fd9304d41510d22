module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<4xf32>
    %0 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %1 = stablehlo.complex %arg1, %arg0 : tensor<4xcomplex<f32>>
    %2 = stablehlo.multiply %0, %1 : tensor<4xcomplex<f32>>
    %3 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %4 = stablehlo.abs %3 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %5 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %6 = stablehlo.multiply %5, %5 : tensor<4xcomplex<f32>>
    %7 = stablehlo.real %6 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %8 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %9 = stablehlo.real %8 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %10 = stablehlo.exponential %9 : tensor<4xf32>
    %11 = stablehlo.compare EQ, %10, %cst_1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %12 = stablehlo.multiply %9, %cst_0 : tensor<4xf32>
    %13 = stablehlo.exponential %12 : tensor<4xf32>
    %14 = stablehlo.imag %8 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %15 = stablehlo.cosine %14 : tensor<4xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4xf32>
    %17 = stablehlo.multiply %16, %13 : tensor<4xf32>
    %18 = stablehlo.multiply %10, %15 : tensor<4xf32>
    %19 = stablehlo.select %11, %17, %18 : tensor<4xi1>, tensor<4xf32>
    %20 = stablehlo.compare EQ, %14, %cst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %21 = stablehlo.sine %14 : tensor<4xf32>
    %22 = stablehlo.multiply %13, %21 : tensor<4xf32>
    %23 = stablehlo.multiply %22, %13 : tensor<4xf32>
    %24 = stablehlo.multiply %10, %21 : tensor<4xf32>
    %25 = stablehlo.select %11, %23, %24 : tensor<4xi1>, tensor<4xf32>
    %26 = stablehlo.select %20, %cst, %25 : tensor<4xi1>, tensor<4xf32>
    %27 = stablehlo.complex %19, %26 : tensor<4xcomplex<f32>>
    %28 = stablehlo.imag %27 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    return %2, %4, %7, %28 : tensor<4xcomplex<f32>>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
