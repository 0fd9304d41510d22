// nextafter: jnp.nextafter(x, x + 1)
// Lowered by JAX 0.10.2 (jax.jit(f).lower(*args).as_text()); @xla_within_bound checks
// XLA:CPU's outputs on the arguments below (accepted within hloref's bound).
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8xf32>
    %2 = chlo.next_after %arg0, %1 : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
    return %2 : tensor<8xf32>
  }

  func.func @xla_within_bound() {
    %a0 = stablehlo.constant dense<[1.9500807523727417, 1.7597019672393799, 0.4971596598625183, -0.9002148509025574, -2.3554298877716064, -2.0170931816101074, 2.227245330810547, -1.400996208190918]> : tensor<8xf32>
    %r:1 = func.call @main(%a0) : (tensor<8xf32>) -> (tensor<8xf32>)
    check.expect_eq_const %r#0, dense<[1.9500808715820312, 1.7597020864486694, 0.4971596896648407, -0.9002147912979126, -2.3554296493530273, -2.0170929431915283, 2.227245569229126, -1.4009960889816284]> : tensor<8xf32>
    func.return
  }
}
