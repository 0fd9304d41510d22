// Conformance: stablehlo.map (spec: Ops > map). Hand-derived:
// result[result_index] = computation(inputs...[result_index]).

// -----

// Empty inputs: the computation never runs (it would fail a check).
func.func @map_empty() {
  %x = stablehlo.constant dense<> : tensor<0x3xf16>
  %r = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<f16>):
      check.expect_eq_const %a, dense<9.0> : tensor<f16>
      stablehlo.return %a : tensor<f16>
  }) {dimensions = array<i64: 0, 1>} : (tensor<0x3xf16>) -> tensor<0x3xf16>
  check.expect_eq_const %r, dense<> : tensor<0x3xf16>
  func.return
}

