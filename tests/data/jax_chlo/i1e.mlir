// i1e: jax.scipy.special.i1e
// Lowered by JAX 0.10.2 (jax.jit(f).lower(x).as_text()); inputs x = the constant below.
// @xla_within_bound: XLA:CPU's outputs at the 24 of 24 elements within
// 4 - 1 ulp of a float64 evaluation (SciPy/NumPy); @float64_reference: that evaluation
// rounded once, at the 24 elements where the rounding is safe. XLA:CPU is outside
// the allowance at 0 of them.
module @jit_i1e attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>) -> (tensor<24xf32> {jax.result_info = "result"}) {
    %0 = chlo.bessel_i1e %arg0 : tensor<24xf32> -> tensor<24xf32>
    return %0 : tensor<24xf32>
  }

  func.func @xla_within_bound() {
    %x = stablehlo.constant dense<[15.956953048706055, 38.11861801147461, -14.493898391723633, -18.132102966308594, -18.633325576782227, -38.21503448486328, 16.318336486816406, 31.965457916259766, -2.6995139122009277, 5.829739570617676, 45.8480110168457, 19.891517639160156, 24.503488540649414, 38.94983673095703, -28.420942306518555, 15.016605377197266, 21.739450454711914, 34.22279357910156, -15.621445655822754, 18.879470825195312, 10.44006061553955, -9.063896179199219, -39.831424713134766, -14.695157051086426]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.09747425466775894]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[0.06397520005702972]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[-0.10201583057641983]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[-0.09171566367149353]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[-0.0905270129442215]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[-0.0638960748910904]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[0.09644246101379395]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[0.06972567737102509]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[-0.20270858705043793]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[0.15391099452972412]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[0.05843299254775047]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[0.08773506432771683]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[0.07934306561946869]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[0.06330252438783646]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[-0.07383400946855545]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[0.10032164305448532]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[0.08406488597393036]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[0.0674407109618187]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[-0.09846227616071701]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[0.08995990455150604]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[0.11888851225376129]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[-0.12681788206100464]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[-0.06261175870895386]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[-0.1013534665107727]> : tensor<1xf32>
    func.return
  }
  func.func @float64_reference() {
    %x = stablehlo.constant dense<[15.956953048706055, 38.11861801147461, -14.493898391723633, -18.132102966308594, -18.633325576782227, -38.21503448486328, 16.318336486816406, 31.965457916259766, -2.6995139122009277, 5.829739570617676, 45.8480110168457, 19.891517639160156, 24.503488540649414, 38.94983673095703, -28.420942306518555, 15.016605377197266, 21.739450454711914, 34.22279357910156, -15.621445655822754, 18.879470825195312, 10.44006061553955, -9.063896179199219, -39.831424713134766, -14.695157051086426]> : tensor<24xf32>
    %r = func.call @main(%x) : (tensor<24xf32>) -> tensor<24xf32>
    %f = stablehlo.reshape %r : (tensor<24xf32>) -> tensor<24xf32>
    %s0 = stablehlo.slice %f [0:1] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s0, dense<[0.09747425466775894]> : tensor<1xf32>
    %s1 = stablehlo.slice %f [1:2] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s1, dense<[0.06397520005702972]> : tensor<1xf32>
    %s2 = stablehlo.slice %f [2:3] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s2, dense<[-0.10201583057641983]> : tensor<1xf32>
    %s3 = stablehlo.slice %f [3:4] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s3, dense<[-0.09171566367149353]> : tensor<1xf32>
    %s4 = stablehlo.slice %f [4:5] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s4, dense<[-0.0905270203948021]> : tensor<1xf32>
    %s5 = stablehlo.slice %f [5:6] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s5, dense<[-0.0638960748910904]> : tensor<1xf32>
    %s6 = stablehlo.slice %f [6:7] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s6, dense<[0.09644245356321335]> : tensor<1xf32>
    %s7 = stablehlo.slice %f [7:8] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s7, dense<[0.06972567737102509]> : tensor<1xf32>
    %s8 = stablehlo.slice %f [8:9] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s8, dense<[-0.20270858705043793]> : tensor<1xf32>
    %s9 = stablehlo.slice %f [9:10] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s9, dense<[0.15391094982624054]> : tensor<1xf32>
    %s10 = stablehlo.slice %f [10:11] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s10, dense<[0.05843299254775047]> : tensor<1xf32>
    %s11 = stablehlo.slice %f [11:12] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s11, dense<[0.08773505687713623]> : tensor<1xf32>
    %s12 = stablehlo.slice %f [12:13] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s12, dense<[0.07934305816888809]> : tensor<1xf32>
    %s13 = stablehlo.slice %f [13:14] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s13, dense<[0.06330252438783646]> : tensor<1xf32>
    %s14 = stablehlo.slice %f [14:15] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s14, dense<[-0.07383400946855545]> : tensor<1xf32>
    %s15 = stablehlo.slice %f [15:16] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s15, dense<[0.10032163560390472]> : tensor<1xf32>
    %s16 = stablehlo.slice %f [16:17] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s16, dense<[0.08406488597393036]> : tensor<1xf32>
    %s17 = stablehlo.slice %f [17:18] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s17, dense<[0.0674407109618187]> : tensor<1xf32>
    %s18 = stablehlo.slice %f [18:19] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s18, dense<[-0.09846228361129761]> : tensor<1xf32>
    %s19 = stablehlo.slice %f [19:20] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s19, dense<[0.08995990455150604]> : tensor<1xf32>
    %s20 = stablehlo.slice %f [20:21] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s20, dense<[0.1188885048031807]> : tensor<1xf32>
    %s21 = stablehlo.slice %f [21:22] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s21, dense<[-0.12681788206100464]> : tensor<1xf32>
    %s22 = stablehlo.slice %f [22:23] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s22, dense<[-0.06261175870895386]> : tensor<1xf32>
    %s23 = stablehlo.slice %f [23:24] : (tensor<24xf32>) -> tensor<1xf32>
    check.expect_eq_const %s23, dense<[-0.10135345906019211]> : tensor<1xf32>
    func.return
  }
}
