// Conformance: stablehlo.composite (spec: Ops > composite). Hand-derived:
// the op runs as its decomposition: results = decomposition(inputs...);
// name, composite_attributes and version do not change the values.

// spec example: the op of the spec, with @my_op defined here as an addition
// and inputs of our own.
func.func @my_op(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
  func.return %0 : tensor<f32>
}

func.func @main() {
  %input0 = stablehlo.constant dense<1.5> : tensor<f32>
  %input1 = stablehlo.constant dense<-0.25> : tensor<f32>
  %results = "stablehlo.composite"(%input0, %input1) {
    name = "my_namespace.my_op",
    composite_attributes = {
      my_attribute = "my_value"
    },
    decomposition = @my_op,
    version = 1 : i32
  } : (tensor<f32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %results, dense<1.25> : tensor<f32>
  func.return
}

