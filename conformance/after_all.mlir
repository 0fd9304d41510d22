// Conformance: stablehlo.after_all (spec: Ops > after_all). The op does
// nothing at run time; its token orders the side effects that use it.

// spec example
func.func @after_all_spec_example() {
  %input0 = stablehlo.after_all : !stablehlo.token
  %input1 = stablehlo.after_all : !stablehlo.token
  %result = "stablehlo.after_all"(%input0, %input1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  func.return
}

