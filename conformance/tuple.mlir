// Conformance: stablehlo.tuple (spec: Ops > tuple), read back with
// stablehlo.get_tuple_element. Hand-derived: result = (val...).

// -----

func.func @tuple_empty() {
  %t = stablehlo.tuple : tuple<>
  func.return
}
