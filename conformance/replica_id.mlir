// Conformance: stablehlo.replica_id (spec: Ops > replica_id; Execution >
// Parallel execution): the replica id of the process. Processes are
// numbered replica-major in interpreter.run_parallel.

// spec example, in a sequential run (process (0, 0) of a 1x1 grid).
func.func @replica_id_spec_example() {
  %result = "stablehlo.replica_id"() : () -> tensor<ui32>
  check.expect_eq_const %result, dense<0> : tensor<ui32>
  func.return
}

// -----

// A 3x2 grid: replica_id is the row of programs.
module @replica_id_grid_3x2 {
  func.func @f() -> tensor<ui32> {
    %r = stablehlo.replica_id : tensor<ui32>
    return %r : tensor<ui32>
  }
  func.func @main() {
    %r:6 = "interpreter.run_parallel"() {
      programs = [[@f, @f], [@f, @f], [@f, @f]]
    } : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<0> : tensor<ui32>
    check.expect_eq_const %r#2, dense<1> : tensor<ui32>
    check.expect_eq_const %r#3, dense<1> : tensor<ui32>
    check.expect_eq_const %r#4, dense<2> : tensor<ui32>
    check.expect_eq_const %r#5, dense<2> : tensor<ui32>
    func.return
  }
}

// -----

// replica_id inside a called function and a region of the process.
module @replica_id_in_callee {
  func.func @id() -> tensor<ui32> {
    %r = stablehlo.replica_id : tensor<ui32>
    return %r : tensor<ui32>
  }
  func.func @f() -> tensor<ui32> {
    %r = func.call @id() : () -> tensor<ui32>
    %s = stablehlo.add %r, %r : tensor<ui32>
    return %s : tensor<ui32>
  }
  func.func @main() {
    %r:2 = "interpreter.run_parallel"() {
      programs = [[@f], [@f]]
    } : () -> (tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<2> : tensor<ui32>
    func.return
  }
}
