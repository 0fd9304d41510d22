// Conformance: stablehlo.outfeed (spec: Ops > outfeed; Execution >
// Streaming communication). The outfeed's other end is
// implementation-defined: hloref keeps the values per process and prints
// nothing, so these cases check that outfeed runs and yields a token that
// orders later ops.

// spec example
func.func @outfeed_spec_example() {
  %input0 = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>
  %token = stablehlo.after_all : !stablehlo.token
  %result = "stablehlo.outfeed"(%input0, %token) {
    outfeed_config = ""
  } : (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return
}

