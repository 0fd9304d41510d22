// Conformance: stablehlo.rng (spec: Ops > rng). The values are
// implementation-defined (hloref's generator: interpreter/ops/rng.cpp), so
// these programs check what the spec fixes: shapes, UNIFORM results in
// [a, b), NORMAL moments, determinism. The generator is deterministic, so
// the statistical checks give the same verdict on every run.

// -----

// The same op run twice gives the same values.
func.func @draw() -> tensor<4x5xf32> {
  %a = stablehlo.constant dense<-1.0> : tensor<f32>
  %b = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<[4, 5]> : tensor<2xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x5xf32>
  func.return %result : tensor<4x5xf32>
}

func.func @main() {
  %first = func.call @draw() : () -> tensor<4x5xf32>
  %second = func.call @draw() : () -> tensor<4x5xf32>
  check.expect_eq %first, %second : tensor<4x5xf32>
  func.return
}

// -----

// f32 over [-3, 5): in range, mean near 1 (10000 draws: the standard error
// is 8 / sqrt(12 * 10000) ~ 0.023).
func.func @main() {
  %a = stablehlo.constant dense<-3.0> : tensor<f32>
  %b = stablehlo.constant dense<5.0> : tensor<f32>
  %shape = stablehlo.constant dense<[100, 100]> : tensor<2xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<100x100xf32>
  %lo = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
  %hi = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
  %ge = stablehlo.compare GE, %result, %lo, FLOAT : (tensor<100x100xf32>, tensor<100x100xf32>) -> tensor<100x100xi1>
  %lt = stablehlo.compare LT, %result, %hi, FLOAT : (tensor<100x100xf32>, tensor<100x100xf32>) -> tensor<100x100xi1>
  %in = stablehlo.and %ge, %lt : tensor<100x100xi1>
  check.expect_eq_const %in, dense<true> : tensor<100x100xi1>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%result init: %zero) applies stablehlo.add across dimensions = [0, 1]
    : (tensor<100x100xf32>, tensor<f32>) -> tensor<f32>
  %n = stablehlo.constant dense<10000.0> : tensor<f32>
  %mean = stablehlo.divide %sum, %n : tensor<f32>
  check.expect_almost_eq_const %mean, dense<1.0> : tensor<f32> {tolerance = 0.1 : f64}
  func.return
}

// -----

// NORMAL(3, 2) in f64 over 20000 draws: mean near 3 (standard error
// 2 / sqrt(20000) ~ 0.014) and variance near 4 (standard error ~ 0.04).
func.func @main() {
  %mu = stablehlo.constant dense<3.0> : tensor<f64>
  %sigma = stablehlo.constant dense<2.0> : tensor<f64>
  %shape = stablehlo.constant dense<[20000]> : tensor<1xi64>
  %result = stablehlo.rng %mu, %sigma, %shape, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<20000xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %n = stablehlo.constant dense<20000.0> : tensor<f64>
  %sum = stablehlo.reduce(%result init: %zero) applies stablehlo.add across dimensions = [0]
    : (tensor<20000xf64>, tensor<f64>) -> tensor<f64>
  %mean = stablehlo.divide %sum, %n : tensor<f64>
  check.expect_almost_eq_const %mean, dense<3.0> : tensor<f64> {tolerance = 0.1 : f64}
  %mus = stablehlo.broadcast_in_dim %mu, dims = [] : (tensor<f64>) -> tensor<20000xf64>
  %dev = stablehlo.subtract %result, %mus : tensor<20000xf64>
  %sq = stablehlo.multiply %dev, %dev : tensor<20000xf64>
  %sqsum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0]
    : (tensor<20000xf64>, tensor<f64>) -> tensor<f64>
  %var = stablehlo.divide %sqsum, %n : tensor<f64>
  check.expect_almost_eq_const %var, dense<4.0> : tensor<f64> {tolerance = 0.3 : f64}
  func.return
}

