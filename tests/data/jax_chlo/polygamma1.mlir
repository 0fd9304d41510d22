// polygamma1: jax.scipy.special.polygamma(1, x)
// Lowered by JAX 0.10.2 (jax.jit(f).lower(x).as_text()); inputs x = the constant below.
// @xla_within_bound: XLA:CPU's outputs at the 0 of 24 elements within
// 4 - 1 ulp of a float64 evaluation (SciPy/NumPy); @float64_reference: that evaluation
// rounded once, at the 24 elements where the rounding is safe. XLA:CPU is outside
// the allowance at 24 of them.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>) -> (tensor<24xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %1 = chlo.polygamma %0, %arg0 : tensor<24xf32>, tensor<24xf32> -> tensor<24xf32>
    return %1 : tensor<24xf32>
  }

  func.func @xla_within_bound() {
    %x = stablehlo.constant dense<[19.273345947265625, 4.408817768096924, 2.361396074295044, 7.416820526123047, 2.109517812728882, 5.4172587394714355, 18.29767608642578, 6.443763256072998, 11.759201049804688, 4.8510212898254395, 13.392800331115723, 2.640362024307251, 15.817206382751465, 8.516626358032227, 3.7548418045043945, 15.189166069030762, 11.13022232055664, 8.819086074829102, 4.888458251953125, 15.649181365966797, 7.3691725730896, 0.9575047492980957, 19.310848236083984, 0.7062496542930603]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    func.return
  }
  func.func @float64_reference() {
    %x = stablehlo.constant dense<[19.273345947265625, 4.408817768096924, 2.361396074295044, 7.416820526123047, 2.109517812728882, 5.4172587394714355, 18.29767608642578, 6.443763256072998, 11.759201049804688, 4.8510212898254395, 13.392800331115723, 2.640362024307251, 15.817206382751465, 8.516626358032227, 3.7548418045043945, 15.189166069030762, 11.13022232055664, 8.819086074829102, 4.888458251953125, 15.649181365966797, 7.3691725730896, 0.9575047492980957, 19.310848236083984, 0.7062496542930603]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.05325442552566528]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[0.2544669210910797]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[0.5253960490226746]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[0.14432507753372192]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[0.6034563183784485]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[0.2026742845773697]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[0.05617234483361244]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[0.1678505688905716]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[0.08875802159309387]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[0.22883738577365875]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[0.0775238648056984]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[0.4592735171318054]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[0.06526289880275726]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[0.12457986921072006]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[0.3048924207687378]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[0.06805113703012466]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[0.09400224685668945]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[0.120061494410038]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[0.22690168023109436]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[0.06598623842000961]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[0.14532271027565002]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[1.7532967329025269]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[0.0531483069062233]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[2.794332265853882]> : tensor<1xf32>
    func.return
  }
}
