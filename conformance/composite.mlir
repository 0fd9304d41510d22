// Conformance: stablehlo.composite (spec: Ops > composite). Hand-derived:
// the op runs as its decomposition: results = decomposition(inputs...);
// name, composite_attributes and version do not change the values.

// spec example: the op of the spec, with @my_op defined here as an addition
// and inputs of our own.
func.func @my_op(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
  func.return %0 : tensor<f32>
}

func.func @main() {
  %input0 = stablehlo.constant dense<1.5> : tensor<f32>
  %input1 = stablehlo.constant dense<-0.25> : tensor<f32>
  %results = "stablehlo.composite"(%input0, %input1) {
    name = "my_namespace.my_op",
    composite_attributes = {
      my_attribute = "my_value"
    },
    decomposition = @my_op,
    version = 1 : i32
  } : (tensor<f32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %results, dense<1.25> : tensor<f32>
  func.return
}

// -----

// Custom form, several results, no version (defaults to 0).
func.func private @split_sign(%x: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>) {
  %zero = stablehlo.constant dense<0> : tensor<3xi32>
  %a = stablehlo.abs %x : tensor<3xi32>
  %n = stablehlo.compare LT, %x, %zero : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  func.return %a, %n : tensor<3xi32>, tensor<3xi1>
}

func.func @main() {
  %x = stablehlo.constant dense<[-4, 0, 9]> : tensor<3xi32>
  %a, %n = stablehlo.composite "my.split_sign" %x {
    composite_attributes = {unused = 3 : i64},
    decomposition = @split_sign
  } : (tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>)
  check.expect_eq_const %a, dense<[4, 0, 9]> : tensor<3xi32>
  check.expect_eq_const %n, dense<[true, false, false]> : tensor<3xi1>
  func.return
}

// -----

// No inputs, and a decomposition that itself holds a composite.
func.func private @seven() -> tensor<i64> {
  %0 = stablehlo.constant dense<7> : tensor<i64>
  func.return %0 : tensor<i64>
}

func.func private @fourteen() -> tensor<i64> {
  %0 = stablehlo.composite "a.b.seven" {decomposition = @seven} : () -> tensor<i64>
  %1 = stablehlo.add %0, %0 : tensor<i64>
  func.return %1 : tensor<i64>
}

func.func @main() {
  %r = stablehlo.composite "a.fourteen" {decomposition = @fourteen, version = 3 : i32} : () -> tensor<i64>
  check.expect_eq_const %r, dense<14> : tensor<i64>
  func.return
}

// -----

// The same decomposition serves two composites with different names and
// attributes; the values depend on the inputs only.
func.func private @twice(%x: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = stablehlo.add %x, %x : tensor<2xbf16>
  func.return %0 : tensor<2xbf16>
}

func.func @main() {
  %x = stablehlo.constant dense<[1.5, -3.0]> : tensor<2xbf16>
  %a = stablehlo.composite "ns.twice_v1" %x {composite_attributes = {k = 1 : i64}, decomposition = @twice, version = 1 : i32} : (tensor<2xbf16>) -> tensor<2xbf16>
  %b = stablehlo.composite "ns.twice_v2" %a {composite_attributes = {k = "other"}, decomposition = @twice, version = 2 : i32} : (tensor<2xbf16>) -> tensor<2xbf16>
  check.expect_eq_const %a, dense<[3.0, -6.0]> : tensor<2xbf16>
  check.expect_eq_const %b, dense<[6.0, -12.0]> : tensor<2xbf16>
  func.return
}
