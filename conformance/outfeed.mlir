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

// -----

// Several inputs, no inputs, and outfeed inside parallel processes.
module @outfeed_parallel {
  func.func @f(%x : tensor<2xf32>, %t : !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token) {
    %y = stablehlo.add %x, %x : tensor<2xf32>
    %t1 = "stablehlo.outfeed"(%x, %y, %t) {outfeed_config = "two"} : (tensor<2xf32>, tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
    %t2 = "stablehlo.outfeed"(%t1) : (!stablehlo.token) -> !stablehlo.token
    return %y, %t2 : tensor<2xf32>, !stablehlo.token
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %x1 = stablehlo.constant dense<[-3.0, 0.25]> : tensor<2xf32>
    %t = stablehlo.after_all : !stablehlo.token
    %r:4 = "interpreter.run_parallel"(%x0, %t, %x1, %t) {
      programs = [[@f], [@f]]
    } : (tensor<2xf32>, !stablehlo.token, tensor<2xf32>, !stablehlo.token) ->
        (tensor<2xf32>, !stablehlo.token, tensor<2xf32>, !stablehlo.token)
    check.expect_eq_const %r#0, dense<[2.0, 4.0]> : tensor<2xf32>
    check.expect_eq_const %r#2, dense<[-6.0, 0.5]> : tensor<2xf32>
    func.return
  }
}
