// Conformance: stablehlo.while (spec: Ops > while). Hand-derived:
// internal_state = operand; while cond(*internal_state):
// internal_state = body(*internal_state); results = internal_state.

// -----

// No state at all is allowed: a loop over zero values whose cond is false.
func.func @while_no_operands() {
  "stablehlo.while"() ({
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  }, {
    stablehlo.return
  }) : () -> ()
  func.return
}

