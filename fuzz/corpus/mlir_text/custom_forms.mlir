func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi32>) -> (tensor<3x2xf32>, tensor<f32>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
  %2 = stablehlo.compare  LT, %arg1, %arg1,  SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %3:2 = "stablehlo.while"(%arg1, %cst) ({
  ^bb0(%a: tensor<3xi32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<3xi32>, %b: tensor<f32>):
    stablehlo.return %a, %b : tensor<3xi32>, tensor<f32>
  }) : (tensor<3xi32>, tensor<f32>) -> (tensor<3xi32>, tensor<f32>)
  return %0, %1 : tensor<3x2xf32>, tensor<f32>
}
