// Conformance: stablehlo.all_gather (spec: Ops > all_gather). Hand-derived
// unless marked `spec example`: within each process group,
// results...@process = concatenate([operands...@sender for sender in
// process_group], all_gather_dim). interpreter.run_parallel takes the
// processes' arguments and returns their results in process order
// (replica-major).

// spec example
module @all_gather_spec_example {
  func.func @all_gather(%operand0 : tensor<2x2xi64>, %operand1 : tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>) {
    %result:2 = "stablehlo.all_gather"(%operand0, %operand1) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
    return %result#0, %result#1 : tensor<2x4xi64>, tensor<2x4xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %b0 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    %a1 = stablehlo.constant dense<[[11, 12], [13, 14]]> : tensor<2x2xi64>
    %b1 = stablehlo.constant dense<[[15, 16], [17, 18]]> : tensor<2x2xi64>
    %r:4 = "interpreter.run_parallel"(%a0, %a1, %b0, %b1) {
      programs = [[@all_gather], [@all_gather]]
    } : (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>) ->
        (tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>)
    check.expect_eq_const %r#0, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
    check.expect_eq_const %r#1, dense<[[11, 12, 15, 16], [13, 14, 17, 18]]> : tensor<2x4xi64>
    check.expect_eq_const %r#2, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
    check.expect_eq_const %r#3, dense<[[11, 12, 15, 16], [13, 14, 17, 18]]> : tensor<2x4xi64>
    func.return
  }
}

// -----

// The group order, not the replica order, decides the concatenation order;
// two groups of two among four replicas, gathered along dimension 0.
module @all_gather_group_order_f32 {
  func.func @all_gather(%x : tensor<1x2xf32>) -> tensor<2x2xf32> {
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[3, 0], [2, 1]]> : tensor<2x2xi64>
    } : (tensor<1x2xf32>) -> tensor<2x2xf32>
    return %r : tensor<2x2xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[0.5, -1.0]]> : tensor<1x2xf32>
    %x1 = stablehlo.constant dense<[[1.5, -2.0]]> : tensor<1x2xf32>
    %x2 = stablehlo.constant dense<[[2.5, -3.0]]> : tensor<1x2xf32>
    %x3 = stablehlo.constant dense<[[3.5, -4.0]]> : tensor<1x2xf32>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@all_gather], [@all_gather], [@all_gather], [@all_gather]]
    } : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>) ->
        (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
    check.expect_eq_const %r#0, dense<[[3.5, -4.0], [0.5, -1.0]]> : tensor<2x2xf32>
    check.expect_eq_const %r#1, dense<[[2.5, -3.0], [1.5, -2.0]]> : tensor<2x2xf32>
    check.expect_eq_const %r#2, dense<[[2.5, -3.0], [1.5, -2.0]]> : tensor<2x2xf32>
    check.expect_eq_const %r#3, dense<[[3.5, -4.0], [0.5, -1.0]]> : tensor<2x2xf32>
    func.return
  }
}

// -----

// channel_id > 0 without use_global_device_ids: cross_replica_and_partition.
// replica_groups [[1, 0]] over a 2x2 grid is one group
// [(1, 0), (0, 0), (1, 1), (0, 1)].
module @all_gather_cross_replica_and_partition_i8 {
  func.func @all_gather(%x : tensor<1xi8>) -> tensor<4xi8> {
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>
    } : (tensor<1xi8>) -> tensor<4xi8>
    return %r : tensor<4xi8>
  }
  func.func @main() {
    %x00 = stablehlo.constant dense<10> : tensor<1xi8>
    %x01 = stablehlo.constant dense<-11> : tensor<1xi8>
    %x10 = stablehlo.constant dense<20> : tensor<1xi8>
    %x11 = stablehlo.constant dense<-21> : tensor<1xi8>
    %r:4 = "interpreter.run_parallel"(%x00, %x01, %x10, %x11) {
      programs = [[@all_gather, @all_gather], [@all_gather, @all_gather]]
    } : (tensor<1xi8>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) ->
        (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>)
    check.expect_eq_const %r#0, dense<[20, 10, -21, -11]> : tensor<4xi8>
    check.expect_eq_const %r#3, dense<[20, 10, -21, -11]> : tensor<4xi8>
    func.return
  }
}

// -----

// use_global_device_ids: flattened_ids. Flattened id = replica_id *
// num_partitions + partition_id; groups [[3, 0], [1, 2]] over a 2x2 grid.
module @all_gather_flattened_ids_ui16 {
  func.func @all_gather(%x : tensor<2xui16>) -> tensor<4xui16> {
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids
    } : (tensor<2xui16>) -> tensor<4xui16>
    return %r : tensor<4xui16>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[0, 1]> : tensor<2xui16>
    %x1 = stablehlo.constant dense<[100, 101]> : tensor<2xui16>
    %x2 = stablehlo.constant dense<[200, 201]> : tensor<2xui16>
    %x3 = stablehlo.constant dense<[65534, 65535]> : tensor<2xui16>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@all_gather, @all_gather], [@all_gather, @all_gather]]
    } : (tensor<2xui16>, tensor<2xui16>, tensor<2xui16>, tensor<2xui16>) ->
        (tensor<4xui16>, tensor<4xui16>, tensor<4xui16>, tensor<4xui16>)
    check.expect_eq_const %r#0, dense<[65534, 65535, 0, 1]> : tensor<4xui16>
    check.expect_eq_const %r#1, dense<[100, 101, 200, 201]> : tensor<4xui16>
    check.expect_eq_const %r#2, dense<[100, 101, 200, 201]> : tensor<4xui16>
    check.expect_eq_const %r#3, dense<[65534, 65535, 0, 1]> : tensor<4xui16>
    func.return
  }
}

// -----

// A plain sequential run is process (0, 0) of a 1x1 grid: gathering over
// the group [0] returns the operand.
func.func @all_gather_sequential_bf16() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xbf16>
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 1 : i64,
    replica_groups = dense<[[0]]> : tensor<1x1xi64>
  } : (tensor<1x3xbf16>) -> tensor<1x3xbf16>
  check.expect_eq_const %r, dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xbf16>
  func.return
}

// -----

// Empty operands along the gathered dimension, and a complex element type.
module @all_gather_complex_and_empty {
  func.func @all_gather(%x : tensor<1xcomplex<f32>>, %e : tensor<0x2xi32>) -> (tensor<2xcomplex<f32>>, tensor<0x4xi32>) {
    %r:2 = "stablehlo.all_gather"(%x, %e) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<1xcomplex<f32>>, tensor<0x2xi32>) -> (tensor<2xcomplex<f32>>, tensor<0x2xi32>)
    %s = "stablehlo.all_gather"(%e) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<0x2xi32>) -> tensor<0x4xi32>
    return %r#0, %s : tensor<2xcomplex<f32>>, tensor<0x4xi32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[(1.0, -1.0)]> : tensor<1xcomplex<f32>>
    %x1 = stablehlo.constant dense<[(2.0, 0.5)]> : tensor<1xcomplex<f32>>
    %e = stablehlo.constant dense<> : tensor<0x2xi32>
    %r:4 = "interpreter.run_parallel"(%x0, %e, %x1, %e) {
      programs = [[@all_gather], [@all_gather]]
    } : (tensor<1xcomplex<f32>>, tensor<0x2xi32>, tensor<1xcomplex<f32>>, tensor<0x2xi32>) ->
        (tensor<2xcomplex<f32>>, tensor<0x4xi32>, tensor<2xcomplex<f32>>, tensor<0x4xi32>)
    check.expect_eq_const %r#0, dense<[(1.0, -1.0), (2.0, 0.5)]> : tensor<2xcomplex<f32>>
    check.expect_eq_const %r#2, dense<[(1.0, -1.0), (2.0, 0.5)]> : tensor<2xcomplex<f32>>
    func.return
  }
}
