// Conformance: stablehlo.partition_id (spec: Ops > partition_id; Execution
// > Parallel execution): the partition id of the process, the column of
// programs in interpreter.run_parallel.

// spec example, in a sequential run (process (0, 0) of a 1x1 grid).
func.func @partition_id_spec_example() {
  %result = "stablehlo.partition_id"() : () -> tensor<ui32>
  check.expect_eq_const %result, dense<0> : tensor<ui32>
  func.return
}

// -----

// A 2x3 grid, different programs per process (MPMD).
module @partition_id_grid_2x3 {
  func.func @f() -> tensor<ui32> {
    %r = stablehlo.partition_id : tensor<ui32>
    return %r : tensor<ui32>
  }
  func.func @g() -> tensor<ui32> {
    %r = stablehlo.partition_id : tensor<ui32>
    %c = stablehlo.constant dense<10> : tensor<ui32>
    %s = stablehlo.add %r, %c : tensor<ui32>
    return %s : tensor<ui32>
  }
  func.func @main() {
    %r:6 = "interpreter.run_parallel"() {
      programs = [[@f, @f, @f], [@g, @g, @g]]
    } : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<1> : tensor<ui32>
    check.expect_eq_const %r#2, dense<2> : tensor<ui32>
    check.expect_eq_const %r#3, dense<10> : tensor<ui32>
    check.expect_eq_const %r#4, dense<11> : tensor<ui32>
    check.expect_eq_const %r#5, dense<12> : tensor<ui32>
    func.return
  }
}
