func.func @main() -> tensor<99999999999x99999999999xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<99999999999x99999999999xf32>
  return %0 : tensor<99999999999x99999999999xf32>
}
