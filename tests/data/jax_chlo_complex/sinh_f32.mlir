// sinh on tensor<20xcomplex<f32>>: jnp.sinh, lowered by JAX 0.10.2 (jax.jit(f).lower(x).as_text()).
// @exact_reference: mpmath's parts rounded once (generate.py). XLA:CPU is more than 4 ulp
// from them (or has the other sign of zero) at 5 of 20 elements.
module @jit_sinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xcomplex<f32>>) -> (tensor<20xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = chlo.sinh %arg0 : tensor<20xcomplex<f32>> -> tensor<20xcomplex<f32>>
    return %0 : tensor<20xcomplex<f32>>
  }

  func.func @exact_reference() {
    %x = stablehlo.constant dense<[(0x00000000, 0x40000000), (0x80000000, 0x40000000), (0x1E3CE508, 0x40400000), (0x40400000, 0x1E3CE508), (0xC2200000, 0x47C35000), (0x3F000000, 0x58635FA9), (0x21800000, 0x1C800000), (0x80000000, 0x80000000), (0x405490B3, 0x3FFC3218), (0x3F7A83C3, 0xC0479C1A), (0xC07AE23B, 0x4006859F), (0xBD8E2697, 0xC0260B8C), (0x4062170B, 0xBFFCC108), (0x405D3AE5, 0x3F46E2E6), (0xBEB8175C, 0x3F3B0F58), (0x405CA592, 0xBF9B2CD7), (0x402E521D, 0x40155844), (0x3F6CA180, 0xBFED2061), (0x3F312A96, 0x3EDB07D9), (0xC0319FEA, 0x4017F9D1)]> : tensor<20xcomplex<f32>>
    %r = func.call @main(%x) : (tensor<20xcomplex<f32>>) -> tensor<20xcomplex<f32>>
    check.expect_eq_const %r, dense<[(0x80000000, 0x3F68C7B7), (0x00000000, 0x3F68C7B7), (0x9E3B0119, 0x3E1081C3), (0x41204937, 0x1FEDB748), (0x5BD0EE34, 0x596F294B), (0x3D60E0B8, 0x3F8F8865), (0x21800000, 0x1C800000), (0x80000000, 0x80000000), (0xC0AC230A, 0x414C65B5), (0xBF9230B0, 0xBD0D1764), (0x414C266B, 0x41ADE8A7), (0x3D72FE49, 0xBF0580F1), (0xC0D6EF47, 0xC17BEA0B), (0x4134BB95, 0x41320A56), (0xBE8C1119, 0x3F360415), (0x40B03C0F, 0xC16BA81E), (0xC0A7B69C, 0x40B1048B), (0xBE972424, 0xBFB35395), (0x3F2E6145, 0x3F04AB80), (0x40B81F5A, 0x40B2D7AE)]> : tensor<20xcomplex<f32>>
    func.return
  }
}
