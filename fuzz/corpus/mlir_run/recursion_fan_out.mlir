func.func @main() -> tensor<i32> {
  %n = stablehlo.constant dense<100> : tensor<i32>
  %r = func.call @fan_out(%n) : (tensor<i32>) -> tensor<i32>
  func.return %r : tensor<i32>
}
func.func private @fan_out(%n: tensor<i32>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %done = stablehlo.compare LE, %n, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r = "stablehlo.if"(%done) ({
    stablehlo.return %zero : tensor<i32>
  }, {
    %m = stablehlo.subtract %n, %one : tensor<i32>
    %a = func.call @fan_out(%m) : (tensor<i32>) -> tensor<i32>
    %b = func.call @fan_out(%m) : (tensor<i32>) -> tensor<i32>
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return %r : tensor<i32>
}
