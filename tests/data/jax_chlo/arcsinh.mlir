// arcsinh: jnp.arcsinh
// Lowered by JAX 0.10.2 (jax.jit(f).lower(x).as_text()); inputs x = the constant below.
// @xla_within_bound: XLA:CPU's outputs at the 24 of 24 elements within
// 2 - 1 ulp of a float64 evaluation (SciPy/NumPy); @float64_reference: that evaluation
// rounded once, at the 24 elements where the rounding is safe. XLA:CPU is outside
// the allowance at 0 of them.
module @jit_arcsinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>) -> (tensor<24xf32> {jax.result_info = "result"}) {
    %0 = chlo.asinh %arg0 : tensor<24xf32> -> tensor<24xf32>
    return %0 : tensor<24xf32>
  }

  func.func @xla_within_bound() {
    %x = stablehlo.constant dense<[0.47525709867477417, 15.404707908630371, 14.29203987121582, -12.273200988769531, -4.01612663269043, 1.0311319828033447, -16.099393844604492, -16.58575439453125, 13.659461975097656, 13.068544387817383, -4.668425559997559, 8.263387680053711, 0.7173243761062622, 9.906140327453613, -7.3925957679748535, -1.0385510921478271, 15.718253135681152, 12.665762901306152, -7.601449966430664, 15.270843505859375, -4.051242351531982, 7.2951979637146, 8.460421562194824, -3.9326012134552]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.45897233486175537]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[3.4288723468780518]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[3.354071617126465]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[-3.202220916748047]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[-2.098616361618042]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[0.9032167792320251]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[-3.4728920459747314]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[-3.502599000930786]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[3.3089168071746826]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[3.2648160457611084]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[-2.2452476024627686]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[2.8086230754852295]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[0.6668014526367188]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[2.988839864730835]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[-2.698169469833374]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[-0.9083722829818726]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[3.4489800930023193]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[3.2336044311523438]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[-2.72578501701355]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[3.4201629161834717]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[-2.1070663928985596]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[2.685028314590454]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[2.8320207595825195]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[-2.078234910964966]> : tensor<1xf32>
    func.return
  }
  func.func @float64_reference() {
    %x = stablehlo.constant dense<[0.47525709867477417, 15.404707908630371, 14.29203987121582, -12.273200988769531, -4.01612663269043, 1.0311319828033447, -16.099393844604492, -16.58575439453125, 13.659461975097656, 13.068544387817383, -4.668425559997559, 8.263387680053711, 0.7173243761062622, 9.906140327453613, -7.3925957679748535, -1.0385510921478271, 15.718253135681152, 12.665762901306152, -7.601449966430664, 15.270843505859375, -4.051242351531982, 7.2951979637146, 8.460421562194824, -3.9326012134552]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.45897233486175537]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[3.4288721084594727]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[3.354071617126465]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[-3.202220916748047]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[-2.098616361618042]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[0.9032167792320251]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[-3.4728920459747314]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[-3.502599000930786]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[3.3089168071746826]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[3.2648160457611084]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[-2.2452476024627686]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[2.8086230754852295]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[0.6668015122413635]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[2.988839864730835]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[-2.698169469833374]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[-0.9083723425865173]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[3.4489800930023193]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[3.2336044311523438]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[-2.72578501701355]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[3.4201629161834717]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[-2.1070663928985596]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[2.685028314590454]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[2.8320207595825195]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[-2.078234910964966]> : tensor<1xf32>
    func.return
  }
}
