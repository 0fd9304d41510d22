// top_k: jax.lax.top_k(x, 3)
// Lowered by JAX 0.10.2 (jax.jit(f).lower(*args).as_text()); @xla_within_bound checks
// XLA:CPU's outputs on the arguments below (accepted within hloref's bound).
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<4x3xi32> {jax.result_info = "result[1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<4x7xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
    return %values, %indices : tensor<4x3xf32>, tensor<4x3xi32>
  }

  func.func @xla_within_bound() {
    %a0 = stablehlo.constant dense<[[1.3071134090423584, -0.4726608097553253, 0.49141618609428406, 0.6813169121742249, 0.5329525470733643, 0.7510465383529663, -0.689039409160614],
 [1.456147313117981, 0.980992317199707, -0.7018786668777466, 0.5057631731033325, -1.0731607675552368, 0.09490033984184265, -1.1710864305496216],
 [0.7183665633201599, 2.9643709659576416, 1.4708399772644043, 0.7307794094085693, -0.9028714895248413, 0.3802580237388611, 1.1845561265945435],
 [-0.0883830338716507, 0.12927855551242828, -1.6943427324295044, -0.8554204702377319, -1.8483526706695557, 1.9144691228866577, 0.47263213992118835]]> : tensor<4x7xf32>
    %r:2 = func.call @main(%a0) : (tensor<4x7xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
    check.expect_eq_const %r#0, dense<[[1.3071134090423584, 0.7510465383529663, 0.6813169121742249],
 [1.456147313117981, 0.980992317199707, 0.5057631731033325],
 [2.9643709659576416, 1.4708399772644043, 1.1845561265945435],
 [1.9144691228866577, 0.47263213992118835, 0.12927855551242828]]> : tensor<4x3xf32>
    check.expect_eq_const %r#1, dense<[[0, 5, 3],
 [0, 1, 3],
 [1, 2, 6],
 [5, 6, 1]]> : tensor<4x3xi32>
    func.return
  }
}
