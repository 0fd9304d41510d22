// zeta3: jax.scipy.special.zeta(3, x)
// Lowered by JAX 0.10.2 (jax.jit(f).lower(x).as_text()); inputs x = the constant below.
// @xla_within_bound: XLA:CPU's outputs at the 24 of 24 elements within
// 4 - 1 ulp of a float64 evaluation (SciPy/NumPy); @float64_reference: that evaluation
// rounded once, at the 24 elements where the rounding is safe. XLA:CPU is outside
// the allowance at 0 of them.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>) -> (tensor<24xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %cst : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %2 = chlo.zeta %1, %arg0 : tensor<24xf32>, tensor<24xf32> -> tensor<24xf32>
    return %2 : tensor<24xf32>
  }

  func.func @xla_within_bound() {
    %x = stablehlo.constant dense<[2.4973347187042236, 9.369668960571289, 4.236313343048096, 6.7691874504089355, 11.394548416137695, 19.161054611206055, 18.73261260986328, 1.5705299377441406, 17.080942153930664, 3.4396908283233643, 16.247514724731445, 5.997309684753418, 14.384903907775879, 14.403985023498535, 17.025970458984375, 19.594554901123047, 5.582068920135498, 12.603338241577148, 14.81128978729248, 1.6846238374710083, 13.292930603027344, 6.498158931732178, 3.3132338523864746, 11.034483909606934]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.11840097606182098]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[0.006335530895739794]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[0.035200029611587524]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[0.01264201384037733]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[0.004203782882541418]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[0.0014347831020131707]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[0.0015029552159830928]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[0.36872348189353943]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[0.001817009993828833]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[0.05628553777933121]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[0.002014229539781809]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[0.016410788521170616]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[0.0025901354383677244]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[0.0025830399245023727]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[0.001829107291996479]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[0.001370419398881495]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[0.0191759392619133]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[0.0034073819406330585]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[0.002438279567286372]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[0.308998167514801]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[0.003050480969250202]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[0.013802366331219673]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[0.061311379075050354]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[0.0044954074546694756]> : tensor<1xf32>
    func.return
  }
  func.func @float64_reference() {
    %x = stablehlo.constant dense<[2.4973347187042236, 9.369668960571289, 4.236313343048096, 6.7691874504089355, 11.394548416137695, 19.161054611206055, 18.73261260986328, 1.5705299377441406, 17.080942153930664, 3.4396908283233643, 16.247514724731445, 5.997309684753418, 14.384903907775879, 14.403985023498535, 17.025970458984375, 19.594554901123047, 5.582068920135498, 12.603338241577148, 14.81128978729248, 1.6846238374710083, 13.292930603027344, 6.498158931732178, 3.3132338523864746, 11.034483909606934]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.11840096861124039]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[0.006335530895739794]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[0.03520002216100693]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[0.01264201570302248]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[0.004203782882541418]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[0.0014347831020131707]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[0.0015029552159830928]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[0.3687235116958618]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[0.001817010110244155]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[0.05628553032875061]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[0.002014229539781809]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[0.016410788521170616]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[0.002590134972706437]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[0.0025830399245023727]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[0.001829107291996479]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[0.001370419398881495]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[0.0191759392619133]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[0.003407381707802415]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[0.002438279800117016]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[0.30899813771247864]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[0.003050481202080846]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[0.013802367262542248]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[0.06131138652563095]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[0.004495407920330763]> : tensor<1xf32>
    func.return
  }
}
