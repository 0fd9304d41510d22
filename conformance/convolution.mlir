// Conformance: stablehlo.convolution (spec: Ops > convolution). Hand-derived:
// result[n, out..., o] = sum over window positions w and input features c of
// padded_lhs[n, out * window_strides + w * rhs_dilation, c] * rhs[w, c, o],
// where padded_lhs is lhs dilated by lhs_dilation (zeros between elements)
// and padded with zeros; window_reversal pairs rhs[w] with window element
// K - 1 - w; feature and batch groups split lhs features / batches and rhs
// output features. No kernel flip otherwise (a cross-correlation).

// spec example
func.func @convolution_spec_example_i64() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [5], [6]],
                                    [[3], [4], [7], [8]],
                                    [[10], [11], [14], [15]],
                                    [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi64>
  %rhs = stablehlo.constant dense<[[[[1]], [[1]], [[1]]],
                                   [[[1]], [[1]], [[1]]],
                                   [[[1]], [[1]], [[1]]]]> : tensor<3x3x1x1xi64>
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 4, 4>,
    padding = dense<0> : tensor<2x2xi64>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %result, dense<[[[[10], [26]], [[46], [62]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// -----

// A 1-D valid convolution: out[i] = x[i] * 1 + x[i + 1] * 0 + x[i + 2] * -1.
func.func @convolution_1d_valid_f32() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [4.0], [7.0], [11.0]]]> : tensor<1x5x1xf32>
  %rhs = stablehlo.constant dense<[[[1.0]], [[0.0]], [[-1.0]]]> : tensor<3x1x1xf32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xf32>, tensor<3x1x1xf32>) -> tensor<1x3x1xf32>
  check.expect_eq_const %result, dense<[[[-3.0], [-5.0], [-7.0]]]> : tensor<1x3x1xf32>
  func.return
}

// -----

// window_reversal: rhs[w] meets window element 2 - w, so
// out[i] = x[i + 2] * 1 + x[i + 1] * 0 + x[i] * -1.
func.func @convolution_1d_window_reversal_f32() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [4.0], [7.0], [11.0]]]> : tensor<1x5x1xf32>
  %rhs = stablehlo.constant dense<[[[1.0]], [[0.0]], [[-1.0]]]> : tensor<3x1x1xf32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {reverse = [true]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xf32>, tensor<3x1x1xf32>) -> tensor<1x3x1xf32>
  check.expect_eq_const %result, dense<[[[3.0], [5.0], [7.0]]]> : tensor<1x3x1xf32>
  func.return
}

// -----

// rhs_dilation 2: the window reads x[i] and x[i + 2].
func.func @convolution_1d_rhs_dilation_si32() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {rhs_dilate = [2]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xi32>, tensor<2x1x1xi32>) -> tensor<1x3x1xi32>
  check.expect_eq_const %result, dense<[[[31], [42], [53]]]> : tensor<1x3x1xi32>
  func.return
}

// -----

// Padding [1, 1] with rhs_dilation 2: padded x = [0, 1, 2, 3, 4, 5, 0].
func.func @convolution_1d_padding_and_rhs_dilation_si32() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {pad = [[1, 1]], rhs_dilate = [2]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xi32>, tensor<2x1x1xi32>) -> tensor<1x5x1xi32>
  check.expect_eq_const %result, dense<[[[20], [31], [42], [53], [4]]]> : tensor<1x5x1xi32>
  func.return
}

// -----

// Negative padding removes elements: padded x = [2, 3, 4].
func.func @convolution_1d_negative_padding_si32() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {pad = [[-1, -1]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xi32>, tensor<2x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %result, dense<[[[32], [43]]]> : tensor<1x2x1xi32>
  func.return
}

// -----

// lhs_dilation 2: dilated x = [1, 0, 2, 0, 3]; with stride 2 the windows
// start at 0 and 2.
func.func @convolution_1d_lhs_dilation_stride_si32() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {stride = [2], lhs_dilate = [2]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1xi32>, tensor<2x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %result, dense<[[[1], [2]]]> : tensor<1x2x1xi32>
  func.return
}

// -----

// A 2-D 3x3 input with a 2x2 kernel.
func.func @convolution_2d_f64() {
  %lhs = stablehlo.constant dense<[[[[1.0], [2.0], [3.0]],
                                    [[4.0], [5.0], [6.0]],
                                    [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf64>
  %rhs = stablehlo.constant dense<[[[[1.0]], [[2.0]]], [[[3.0]], [[4.0]]]]> : tensor<2x2x1x1xf64>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x3x1xf64>, tensor<2x2x1x1xf64>) -> tensor<1x2x2x1xf64>
  check.expect_eq_const %result, dense<[[[[37.0], [47.0]], [[67.0], [77.0]]]]> : tensor<1x2x2x1xf64>
  func.return
}

// -----

// Two input and two output features: out[s][o] = sum_c x[s][c] * k[c][o].
func.func @convolution_features_si32() {
  %lhs = stablehlo.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi32>
  %rhs = stablehlo.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x2xi32>, tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
  check.expect_eq_const %result, dense<[[[7, 10], [15, 22]]]> : tensor<1x2x2xi32>
  func.return
}

// -----

// The same convolution with every layout permuted.
func.func @convolution_permuted_layouts_si32() {
  %lhs = stablehlo.constant dense<[[[1], [3]], [[2], [4]]]> : tensor<2x2x1xi32>
  %rhs = stablehlo.constant dense<[[[1, 3]], [[2, 4]]]> : tensor<2x1x2xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [f, 0, b]x[o, 0, i]->[f, b, 0], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<2x2x1xi32>, tensor<2x1x2xi32>) -> tensor<2x1x2xi32>
  check.expect_eq_const %result, dense<[[[7, 15]], [[10, 22]]]> : tensor<2x1x2xi32>
  func.return
}

// -----

// feature_group_count 2: output feature 0 reads input features 0-1,
// output feature 1 reads input features 2-3.
func.func @convolution_feature_groups_si32() {
  %lhs = stablehlo.constant dense<[[[1, 2, 3, 4]]]> : tensor<1x1x4xi32>
  %rhs = stablehlo.constant dense<[[[1, 10], [2, 20]]]> : tensor<1x2x2xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
    : (tensor<1x1x4xi32>, tensor<1x2x2xi32>) -> tensor<1x1x2xi32>
  check.expect_eq_const %result, dense<[[[5, 110]]]> : tensor<1x1x2xi32>
  func.return
}

// -----

// batch_group_count 2: output feature 0 reads batch 0, output feature 1
// reads batch 1.
func.func @convolution_batch_groups_si32() {
  %lhs = stablehlo.constant dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi32>
  %rhs = stablehlo.constant dense<[[[5, 7]]]> : tensor<1x1x2xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 2 : i64, feature_group_count = 1 : i64}
    : (tensor<2x2x1xi32>, tensor<1x1x2xi32>) -> tensor<1x2x2xi32>
  check.expect_eq_const %result, dense<[[[5, 21], [10, 28]]]> : tensor<1x2x2xi32>
  func.return
}

// -----

// A window larger than the padded input: no windows.
func.func @convolution_no_windows_f32() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0]]]> : tensor<1x2x1xf32>
  %rhs = stablehlo.constant dense<[[[1.0]], [[1.0]], [[1.0]]]> : tensor<3x1x1xf32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xf32>, tensor<3x1x1xf32>) -> tensor<1x0x1xf32>
  check.expect_eq_const %result, dense<> : tensor<1x0x1xf32>
  func.return
}

// -----

// No spatial dimensions: a matrix product over the features.
func.func @convolution_no_spatial_dims_si32() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[1, 0, 1], [0, 1, 1]]> : tensor<2x3xi32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f]x[i, o]->[b, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<2x2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[1, 2, 3], [3, 4, 7]]> : tensor<2x3xi32>
  func.return
}

// -----

// The padding of padded_lhs holds zeros that take part in the dot product:
// 0 * inf is NaN.
func.func @convolution_padding_times_inf_f32() {
  %lhs = stablehlo.constant dense<[[[1.0]]]> : tensor<1x1x1xf32>
  %rhs = stablehlo.constant dense<[[[0x7F800000]], [[1.0]]]> : tensor<2x1x1xf32>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {pad = [[1, 0]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x1x1xf32>, tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
  check.expect_eq_const %result, dense<0x7FC00000> : tensor<1x1x1xf32>
  func.return
}

// -----

// (1 + i) * i = -1 + i and 2 * i = 2i.
func.func @convolution_complex_f32() {
  %lhs = stablehlo.constant dense<[[[(1.0, 1.0)], [(2.0, 0.0)]]]> : tensor<1x2x1xcomplex<f32>>
  %rhs = stablehlo.constant dense<[[[(0.0, 1.0)]]]> : tensor<1x1x1xcomplex<f32>>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xcomplex<f32>>, tensor<1x1x1xcomplex<f32>>) -> tensor<1x2x1xcomplex<f32>>
  check.expect_eq_const %result, dense<[[[(-1.0, 1.0)], [(0.0, 2.0)]]]> : tensor<1x2x1xcomplex<f32>>
  func.return
}
