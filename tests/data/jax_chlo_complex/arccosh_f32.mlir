// arccosh on tensor<32xcomplex<f32>>: jnp.arccosh, lowered by JAX 0.10.2 (jax.jit(f).lower(x).as_text()).
// @exact_reference: mpmath's parts rounded once (generate.py). XLA:CPU is more than 4 ulp
// from them (or has the other sign of zero) at 4 of 32 elements.
module @jit_arccosh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xcomplex<f32>>) -> (tensor<32xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = call @arccosh(%arg0) : (tensor<32xcomplex<f32>>) -> tensor<32xcomplex<f32>>
    return %0 : tensor<32xcomplex<f32>>
  }
  func.func private @arccosh(%arg0: tensor<32xcomplex<f32>>) -> tensor<32xcomplex<f32>> {
    %0 = chlo.acosh %arg0 : tensor<32xcomplex<f32>> -> tensor<32xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<32xcomplex<f32>>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.compare LT, %1, %2, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %4 = stablehlo.negate %0 : tensor<32xcomplex<f32>>
    %5 = call @_where(%3, %4, %0) : (tensor<32xi1>, tensor<32xcomplex<f32>>, tensor<32xcomplex<f32>>) -> tensor<32xcomplex<f32>>
    return %5 : tensor<32xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<32xi1>, %arg1: tensor<32xcomplex<f32>>, %arg2: tensor<32xcomplex<f32>>) -> tensor<32xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xcomplex<f32>>
    return %0 : tensor<32xcomplex<f32>>
  }

  func.func @exact_reference() {
    %x = stablehlo.constant dense<[(0x40000000, 0x00000000), (0x40000000, 0x80000000), (0xC0000000, 0x00000000), (0xC0000000, 0x80000000), (0x00000000, 0x40000000), (0x80000000, 0x40000000), (0x00000000, 0xC0000000), (0x80000000, 0xC0000000), (0x3F000000, 0x00000000), (0x3F000000, 0x80000000), (0xBF000000, 0x80000000), (0x00000000, 0x3F000000), (0x80000000, 0xBF000000), (0x3F800008, 0x30800000), (0x3F7FFFF0, 0xB0800000), (0x30800000, 0x3F800008), (0xB3000000, 0x3F7FFFF0), (0x1E3CE508, 0x1D62AC70), (0x60AD78EC, 0xDFD02AB5), (0xD9C6F3B4, 0x40200000), (0x40655394, 0xBEEC7CF9), (0x3FD382A7, 0xC02D23E4), (0x3F16A439, 0xC04F7E4F), (0xBFFC3FE1, 0x402181E4), (0xBF0CB8CD, 0x401EE075), (0x3E176628, 0xBC3AC836), (0xBEBA1A6C, 0xBF811CFB), (0x3EA249C8, 0xBFDA461F), (0x402E4722, 0xC005269F), (0x3FEA7779, 0xBF81AE42), (0x3EB5C1B8, 0xC0343572), (0x405AB21E, 0xBFAAD672)]> : tensor<32xcomplex<f32>>
    %r = func.call @main(%x) : (tensor<32xcomplex<f32>>) -> tensor<32xcomplex<f32>>
    check.expect_eq_const %r, dense<[(0x3FA89214, 0x00000000), (0x3FA89214, 0x80000000), (0x3FA89214, 0x40490FDB), (0x3FA89214, 0xC0490FDB), (0x3FB8C90C, 0x3FC90FDB), (0x3FB8C90C, 0x3FC90FDB), (0x3FB8C90C, 0xBFC90FDB), (0x3FB8C90C, 0xBFC90FDB), (0x00000000, 0x3F860A92), (0x00000000, 0xBF860A92), (0x00000000, 0xC0060A92), (0x3EF66165, 0x3FC90FDB), (0x3EF66165, 0xBFC90FDB), (0x3AB504F4, 0x353504EF), (0x353504F5, 0xBAB504F6), (0x3F61A1BE, 0x3FC90FDB), (0x3F61A1A8, 0x3FC90FDB), (0x1D62AC70, 0x3FC90FDB), (0x423B26D9, 0xBE9539D3), (0x4214B61A, 0x40490FDB), (0x3FFAB449, 0xBE088A92), (0x3FEDEB62, 0xBF859CA6), (0x3FF409B9, 0xBFB30D90), (0x3FEE88AB, 0x400D7A4F), (0x3FD47AA1, 0x3FE3104F), (0x3C3CDA6C, 0xBFB61195), (0x3F69328B, 0xBFE99F96), (0x3FA8424D, 0xBFB4A58B), (0x3FF5BC81, 0xBF2C5B79), (0x3FB3C189, 0xBF0ED39B), (0x3FE1EFE6, 0xBFB9EA0C), (0x3FFD580F, 0xBEC55E52)]> : tensor<32xcomplex<f32>>
    func.return
  }
}
