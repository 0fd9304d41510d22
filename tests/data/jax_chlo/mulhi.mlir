// mulhi: jax.lax.mulhi on i32
// Lowered by JAX 0.10.2 (jax.jit(f).lower(*args).as_text()); @xla_within_bound checks
// XLA:CPU's outputs on the arguments below (accepted within hloref's bound).
module @jit_mulhi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> (tensor<8xi32> {jax.result_info = "result"}) {
    %0 = chlo.mulhi %arg0, %arg1 : tensor<8xi32>, tensor<8xi32> -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }

  func.func @xla_within_bound() {
    %a0 = stablehlo.constant dense<[1981642412, -2091663627, -1098884641, -14619449, 610714040, 1452108236, -2105512766, -1578336389]> : tensor<8xi32>
    %a1 = stablehlo.constant dense<[-2052412824, 417049177, 173550604, 133498449, -1282793755, 1106111122, 1777268904, 852957920]> : tensor<8xi32>
    %r:1 = func.call @main(%a0, %a1) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>)
    check.expect_eq_const %r#0, dense<[-946956757, -203104363, -44403620, -454410, -182404220, 373970966, -871266790, -313449308]> : tensor<8xi32>
    func.return
  }
}
