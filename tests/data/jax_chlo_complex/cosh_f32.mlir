// cosh on tensor<19xcomplex<f32>>: jnp.cosh, lowered by JAX 0.10.2 (jax.jit(f).lower(x).as_text()).
// @exact_reference: mpmath's parts rounded once (generate.py). XLA:CPU is more than 4 ulp
// from them (or has the other sign of zero) at 3 of 19 elements.
module @jit_cosh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<19xcomplex<f32>>) -> (tensor<19xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = chlo.cosh %arg0 : tensor<19xcomplex<f32>> -> tensor<19xcomplex<f32>>
    return %0 : tensor<19xcomplex<f32>>
  }

  func.func @exact_reference() {
    %x = stablehlo.constant dense<[(0x00000000, 0x40000000), (0x80000000, 0x40000000), (0x1E3CE508, 0x40400000), (0x40400000, 0x1E3CE508), (0xC2200000, 0x47C35000), (0x3F000000, 0x58635FA9), (0x80000000, 0x80000000), (0xBFF05488, 0xC0330A0A), (0x3F8C7EA1, 0x3F8BF3C8), (0xC078F736, 0x404BAA94), (0x402AC46F, 0xBE89E545), (0x3F48150F, 0x3ECEBB21), (0xBEF9C5B6, 0xC02AC14D), (0x403D3CD5, 0x3F03BB38), (0xC06EF4C6, 0xC06517AC), (0x3F870A70, 0xBF5A8C2D), (0x3F72F8AC, 0xBFF45380), (0xBFE393C5, 0xC0535DFE), (0x4027144A, 0xC04BE899)]> : tensor<19xcomplex<f32>>
    %r = func.call @main(%x) : (tensor<19xcomplex<f32>>) -> tensor<19xcomplex<f32>>
    check.expect_eq_const %r, dense<[(0xBED51133, 0x00000000), (0xBED51133, 0x80000000), (0xBF7D7026, 0x1CD54128), (0x41211525, 0x1FEC8A56), (0xDBD0EE34, 0xD96F294B), (0x3DF35003, 0x3F04A86E), (0x3F800000, 0x00000000), (0xC0498C85, 0x3F89D99A), (0x3F43E45B, 0x3F9764F4), (0xC1C394A2, 0x3F7E9CA8), (0x40DF6386, 0xBFF449F1), (0x3F9B868D, 0x3EADB90C), (0xBF7F7B1E, 0x3E6CF553), (0x4106543E, 0x40971359), (0xC197A001, 0xC10DDA74), (0x3F87716A, 0xBF737C73), (0xBEFC2A64, 0xBF849C65), (0xC0404116, 0xBEEBF1C6), (0xC0DAAD7A, 0x3E9A0DFB)]> : tensor<19xcomplex<f32>>
    func.return
  }
}
