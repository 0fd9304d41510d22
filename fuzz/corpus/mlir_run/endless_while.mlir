func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<0> : tensor<i32>
  %1 = stablehlo.while(%iterArg = %0) : tensor<i32>
    cond {
    %true = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %true : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %iterArg, %c1 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }
  return %1 : tensor<i32>
}
