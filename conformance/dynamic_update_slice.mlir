// Conformance: stablehlo.dynamic_update_slice (spec: Ops > dynamic_update_slice).
// result = operand except result[adjusted_start_indices + update_index] =
// update[update_index], with adjusted_start_indices =
// clamp(0, start_indices, shape(operand) - shape(update)).
// Expected values derived by hand.

// -----

// The operand is not modified.
func.func @dynamic_update_slice_operand_unchanged_bf16() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xbf16>
  %update = stablehlo.constant dense<[9.0, 8.0]> : tensor<2xbf16>
  %i = stablehlo.constant dense<2> : tensor<i64>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i : (tensor<4xbf16>, tensor<2xbf16>, tensor<i64>) -> tensor<4xbf16>
  check.expect_eq_const %result, dense<[1.0, 2.0, 9.0, 8.0]> : tensor<4xbf16>
  check.expect_eq_const %operand, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xbf16>
  func.return
}

