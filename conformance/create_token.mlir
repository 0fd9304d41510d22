// Conformance: stablehlo.create_token (spec: Deprecated Operations; the
// same as after_all with no inputs): a token.

func.func @create_token_orders_outfeed() {
  %t = "stablehlo.create_token"() : () -> !stablehlo.token
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %t1 = "stablehlo.outfeed"(%x, %t) : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
  %t2 = stablehlo.after_all %t, %t1 : !stablehlo.token
  func.return
}
