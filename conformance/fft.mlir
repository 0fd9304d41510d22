// Conformance: stablehlo.fft (spec: Ops > fft). Hand-derived from
// fft(x)[k] = sum_j x[j] * exp(-2 pi i j k / n) and
// ifft(X)[j] = (1 / n) * sum_k X[k] * exp(2 pi i j k / n) over the last
// size(fft_length) dimensions; rfft keeps the first n / 2 + 1 outputs and
// irfft restores the rest by Hermitian symmetry.

// spec example
func.func @fft_spec_example_c64() {
  %operand = stablehlo.constant dense<[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %result = "stablehlo.fft"(%operand) {
    fft_type = #stablehlo<fft_type FFT>,
    fft_length = array<i64: 4>
  } : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0), (1.0, 0.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// X[1] = 1 - 2i - 3 + 4i, X[2] = 1 - 2 + 3 - 4, X[3] = 1 + 2i - 3 - 4i.
func.func @fft_length_4_c128() {
  %operand = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]> : tensor<4xcomplex<f64>>
  %result = stablehlo.fft %operand, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  check.expect_almost_eq_const %result, dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0), (-2.0, -2.0)]> : tensor<4xcomplex<f64>>
  func.return
}

// -----

func.func @fft_ifft_length_4_c64() {
  %operand = stablehlo.constant dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0), (-2.0, -2.0)]> : tensor<4xcomplex<f32>>
  %result = stablehlo.fft %operand, type = IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// Length 3: 1 + w + w^2 = 0 for w = exp(-2 pi i / 3).
func.func @fft_length_3_c64() {
  %operand = stablehlo.constant dense<[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0)]> : tensor<3xcomplex<f32>>
  %result = stablehlo.fft %operand, type = FFT, length = [3] : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(3.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// Only the last dimension is transformed: each row separately.
func.func @fft_rows_only_c128() {
  %operand = stablehlo.constant dense<[[(1.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %result = stablehlo.fft %operand, type = FFT, length = [2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %result, dense<[[(1.0, 0.0), (1.0, 0.0)], [(1.0, 0.0), (-1.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  func.return
}

// -----

// 2-D, 2 x 3: X[0][k] sums the columns' totals [5, 7, 9] against w^(jk),
// X[1][k] the column differences [-3, -3, -3]; sqrt(3) = 1.7320508.
func.func @fft_2d_2x3_c128() {
  %operand = stablehlo.constant dense<[[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)],
                                       [(4.0, 0.0), (5.0, 0.0), (6.0, 0.0)]]> : tensor<2x3xcomplex<f64>>
  %result = stablehlo.fft %operand, type = FFT, length = [2, 3] : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
  check.expect_almost_eq_const %result, dense<[[(21.0, 0.0), (-3.0, 1.7320508), (-3.0, -1.7320508)],
                                                [(-9.0, 0.0), (0.0, 0.0), (0.0, 0.0)]]> : tensor<2x3xcomplex<f64>>
  func.return
}

// -----

func.func @fft_rfft_length_4_f32() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %result = stablehlo.fft %operand, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// Odd length 5 keeps 3 outputs: X[k] = 1 + 2 w^(2k), w = exp(-2 pi i / 5);
// cos(4 pi / 5) = -0.80901699, sin(4 pi / 5) = 0.58778525.
func.func @fft_rfft_length_5_f64() {
  %operand = stablehlo.constant dense<[1.0, 0.0, 2.0, 0.0, 0.0]> : tensor<5xf64>
  %result = stablehlo.fft %operand, type = RFFT, length = [5] : (tensor<5xf64>) -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %result, dense<[(3.0, 0.0), (-0.61803399, -1.1755705), (1.61803399, 1.90211303)]> : tensor<3xcomplex<f64>>
  func.return
}

// -----

// 2-D rfft: rows [1, 2] -> [3, -1] and [3, 4] -> [7, -1], then columns.
func.func @fft_rfft_2d_f64() {
  %operand = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %result = stablehlo.fft %operand, type = RFFT, length = [2, 2] : (tensor<2x2xf64>) -> tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %result, dense<[[(10.0, 0.0), (-2.0, 0.0)], [(-4.0, 0.0), (0.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  func.return
}

// -----

func.func @fft_irfft_length_4_f32() {
  %operand = stablehlo.constant dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0)]> : tensor<3xcomplex<f32>>
  %result = stablehlo.fft %operand, type = IRFFT, length = [4] : (tensor<3xcomplex<f32>>) -> tensor<4xf32>
  check.expect_almost_eq_const %result, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  func.return
}

// -----

// Odd length 3 from 2 given outputs: [3, 0, 0] -> [1, 1, 1].
func.func @fft_irfft_length_3_f64() {
  %operand = stablehlo.constant dense<[(3.0, 0.0), (0.0, 0.0)]> : tensor<2xcomplex<f64>>
  %result = stablehlo.fft %operand, type = IRFFT, length = [3] : (tensor<2xcomplex<f64>>) -> tensor<3xf64>
  check.expect_almost_eq_const %result, dense<[1.0, 1.0, 1.0]> : tensor<3xf64>
  func.return
}

// -----

func.func @fft_irfft_2d_f64() {
  %operand = stablehlo.constant dense<[[(10.0, 0.0), (-2.0, 0.0)], [(-4.0, 0.0), (0.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %result = stablehlo.fft %operand, type = IRFFT, length = [2, 2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// Longer lengths: ifft(fft(x)) = x for a constant x of length 100 (not a
// power of two) and 128.
func.func @fft_round_trip_lengths_100_and_128_c128() {
  %x = stablehlo.constant dense<(1.0, -0.5)> : tensor<2x100xcomplex<f64>>
  %f = stablehlo.fft %x, type = FFT, length = [100] : (tensor<2x100xcomplex<f64>>) -> tensor<2x100xcomplex<f64>>
  %r = stablehlo.fft %f, type = IFFT, length = [100] : (tensor<2x100xcomplex<f64>>) -> tensor<2x100xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<(1.0, -0.5)> : tensor<2x100xcomplex<f64>>
  %y = stablehlo.constant dense<(0.25, 2.0)> : tensor<128xcomplex<f64>>
  %g = stablehlo.fft %y, type = FFT, length = [128] : (tensor<128xcomplex<f64>>) -> tensor<128xcomplex<f64>>
  %s = stablehlo.fft %g, type = IFFT, length = [128] : (tensor<128xcomplex<f64>>) -> tensor<128xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<(0.25, 2.0)> : tensor<128xcomplex<f64>>
  func.return
}

// -----

// 3-D fft of a constant: everything lands in X[0][0][0] = 8 * 2.
func.func @fft_3d_constant_c64() {
  %operand = stablehlo.constant dense<(2.0, 0.0)> : tensor<2x2x2xcomplex<f32>>
  %result = stablehlo.fft %operand, type = FFT, length = [2, 2, 2] : (tensor<2x2x2xcomplex<f32>>) -> tensor<2x2x2xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[[[(16.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (0.0, 0.0)]],
                                                [[(0.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (0.0, 0.0)]]]> : tensor<2x2x2xcomplex<f32>>
  func.return
}

