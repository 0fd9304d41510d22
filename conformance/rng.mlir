// Conformance: stablehlo.rng (spec: Ops > rng). The values are
// implementation-defined (hloref's generator: interpreter/ops/rng.cpp), so
// these programs check what the spec fixes: shapes, UNIFORM results in
// [a, b), NORMAL moments, determinism. The generator is deterministic, so
// the statistical checks give the same verdict on every run.

// spec example: the result lies in [0, 2).
func.func @main() {
  %a = stablehlo.constant dense<0> : tensor<i32>
  %b = stablehlo.constant dense<2> : tensor<i32>
  %shape = stablehlo.constant dense<[3, 3]> : tensor<2xi64>
  %result = "stablehlo.rng"(%a, %b, %shape) {
    rng_distribution = #stablehlo<rng_distribution UNIFORM>
  } : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
  %lo = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
  %hi = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
  %ge = stablehlo.compare GE, %result, %lo, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %lt = stablehlo.compare LT, %result, %hi, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %in = stablehlo.and %ge, %lt : tensor<3x3xi1>
  check.expect_eq_const %in, dense<true> : tensor<3x3xi1>
  func.return
}

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

// [1, 1 + 2^-10) holds one f16 value: every draw that rounds up to b is
// pulled back below it.
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<f16>
  %b = stablehlo.constant dense<1.0009765625> : tensor<f16>
  %shape = stablehlo.constant dense<[64]> : tensor<1xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f16>, tensor<f16>, tensor<1xi64>) -> tensor<64xf16>
  check.expect_eq_const %result, dense<1.0> : tensor<64xf16>
  func.return
}

// -----

// Booleans: [false, true) holds only false.
func.func @main() {
  %a = stablehlo.constant dense<false> : tensor<i1>
  %b = stablehlo.constant dense<true> : tensor<i1>
  %shape = stablehlo.constant dense<[2, 8]> : tensor<2xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<i1>, tensor<i1>, tensor<2xi64>) -> tensor<2x8xi1>
  check.expect_eq_const %result, dense<false> : tensor<2x8xi1>
  func.return
}

// -----

// si4 over [-8, 7): 2000 draws reach both ends of the interval.
func.func @main() {
  %a = stablehlo.constant dense<-8> : tensor<i4>
  %b = stablehlo.constant dense<7> : tensor<i4>
  %shape = stablehlo.constant dense<[2000]> : tensor<1xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<i4>, tensor<i4>, tensor<1xi64>) -> tensor<2000xi4>
  %max_init = stablehlo.constant dense<-8> : tensor<i4>
  %min_init = stablehlo.constant dense<7> : tensor<i4>
  %max = stablehlo.reduce(%result init: %max_init) applies stablehlo.maximum across dimensions = [0]
    : (tensor<2000xi4>, tensor<i4>) -> tensor<i4>
  %min = stablehlo.reduce(%result init: %min_init) applies stablehlo.minimum across dimensions = [0]
    : (tensor<2000xi4>, tensor<i4>) -> tensor<i4>
  check.expect_eq_const %max, dense<6> : tensor<i4>
  check.expect_eq_const %min, dense<-8> : tensor<i4>
  func.return
}

// -----

// ui64 over nearly the whole type: [1, 2^64 - 1).
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<ui64>
  %b = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %shape = stablehlo.constant dense<[100]> : tensor<1xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<ui64>, tensor<ui64>, tensor<1xi64>) -> tensor<100xui64>
  %lo = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<ui64>) -> tensor<100xui64>
  %hi = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<ui64>) -> tensor<100xui64>
  %ge = stablehlo.compare GE, %result, %lo, UNSIGNED : (tensor<100xui64>, tensor<100xui64>) -> tensor<100xi1>
  %lt = stablehlo.compare LT, %result, %hi, UNSIGNED : (tensor<100xui64>, tensor<100xui64>) -> tensor<100xi1>
  %in = stablehlo.and %ge, %lt : tensor<100xi1>
  check.expect_eq_const %in, dense<true> : tensor<100xi1>
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

// f64 over an interval wider than the largest f64 (b - a overflows).
func.func @main() {
  %a = stablehlo.constant dense<-1.5e308> : tensor<f64>
  %b = stablehlo.constant dense<1.7e308> : tensor<f64>
  %shape = stablehlo.constant dense<[256]> : tensor<1xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<256xf64>
  %lo = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f64>) -> tensor<256xf64>
  %hi = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f64>) -> tensor<256xf64>
  %ge = stablehlo.compare GE, %result, %lo, FLOAT : (tensor<256xf64>, tensor<256xf64>) -> tensor<256xi1>
  %lt = stablehlo.compare LT, %result, %hi, FLOAT : (tensor<256xf64>, tensor<256xf64>) -> tensor<256xi1>
  %in = stablehlo.and %ge, %lt : tensor<256xi1>
  check.expect_eq_const %in, dense<true> : tensor<256xi1>
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

// -----

// NORMAL with sigma = 0 gives mu exactly; an odd count; a dynamic result
// type whose shape comes from the shape operand.
func.func @main() {
  %mu = stablehlo.constant dense<-0.75> : tensor<bf16>
  %sigma = stablehlo.constant dense<0.0> : tensor<bf16>
  %shape = stablehlo.constant dense<[3, 3]> : tensor<2xi64>
  %result = stablehlo.rng %mu, %sigma, %shape, distribution = NORMAL : (tensor<bf16>, tensor<bf16>, tensor<2xi64>) -> tensor<?x3xbf16>
  %static = tensor.cast %result : tensor<?x3xbf16> to tensor<3x3xbf16>
  check.expect_eq_const %static, dense<-0.75> : tensor<3x3xbf16>
  func.return
}
