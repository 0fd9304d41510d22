// arctan: jnp.arctan
// Lowered by JAX 0.10.2 (jax.jit(f).lower(x).as_text()); inputs x = the constant below.
// @xla_within_bound: XLA:CPU's outputs at the 24 of 24 elements within
// 2 - 1 ulp of a float64 evaluation (SciPy/NumPy); @float64_reference: that evaluation
// rounded once, at the 24 elements where the rounding is safe. XLA:CPU is outside
// the allowance at 0 of them.
module @jit_arctan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>) -> (tensor<24xf32> {jax.result_info = "result"}) {
    %0 = chlo.atan %arg0 : tensor<24xf32> -> tensor<24xf32>
    return %0 : tensor<24xf32>
  }

  func.func @xla_within_bound() {
    %x = stablehlo.constant dense<[0.8836842775344849, 10.978751182556152, -3.3129026889801025, -5.8697733879089355, 16.432884216308594, -2.7717199325561523, 9.858841896057129, -0.11909537017345428, -15.511483192443848, -14.924957275390625, 0.40490344166755676, 8.30711555480957, 9.699368476867676, -6.572116851806641, -19.631574630737305, 1.3342570066452026, -12.417320251464844, -7.195201396942139, 2.6579654216766357, -4.326681137084961, -1.6399345397949219, -17.98164176940918, -12.679383277893066, 13.675823211669922]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.7237274050712585]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[1.4799619913101196]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[-1.277643084526062]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[-1.4020521640777588]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[1.5100177526474]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[-1.2245444059371948]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[1.469710350036621]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[-0.1185370534658432]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[-1.5064170360565186]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[-1.5038944482803345]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[0.38472631573677063]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[1.4509941339492798]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[1.4680598974227905]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[-1.4197965860366821]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[-1.519901990890503]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[0.9276276230812073]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[-1.4904371500015259]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[-1.43269944190979]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[1.2109498977661133]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[-1.3436607122421265]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[-1.0232164859771729]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[-1.515241265296936]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[-1.4920910596847534]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[1.4978045225143433]> : tensor<1xf32>
    func.return
  }
  func.func @float64_reference() {
    %x = stablehlo.constant dense<[0.8836842775344849, 10.978751182556152, -3.3129026889801025, -5.8697733879089355, 16.432884216308594, -2.7717199325561523, 9.858841896057129, -0.11909537017345428, -15.511483192443848, -14.924957275390625, 0.40490344166755676, 8.30711555480957, 9.699368476867676, -6.572116851806641, -19.631574630737305, 1.3342570066452026, -12.417320251464844, -7.195201396942139, 2.6579654216766357, -4.326681137084961, -1.6399345397949219, -17.98164176940918, -12.679383277893066, 13.675823211669922]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.7237274050712585]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[1.4799619913101196]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[-1.277643084526062]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[-1.4020520448684692]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[1.5100176334381104]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[-1.2245444059371948]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[1.4697102308273315]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[-0.1185370460152626]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[-1.5064170360565186]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[-1.5038944482803345]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[0.38472631573677063]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[1.4509940147399902]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[1.468059778213501]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[-1.4197965860366821]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[-1.519901990890503]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[0.9276275634765625]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[-1.4904370307922363]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[-1.43269944190979]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[1.2109497785568237]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[-1.343660593032837]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[-1.0232163667678833]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[-1.515241265296936]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[-1.4920910596847534]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[1.4978045225143433]> : tensor<1xf32>
    func.return
  }
}
