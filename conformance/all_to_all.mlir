// Conformance: stablehlo.all_to_all (spec: Ops > all_to_all). Hand-derived
// unless marked `spec example`: every sender splits its operands along
// split_dimension into split_count parts; the receiver at index k of the
// process group concatenates part k of every sender, in group order, along
// concat_dimension.

// spec example
module @all_to_all_spec_example {
  func.func @all_to_all(%operand1 : tensor<2x4xi64>, %operand2 : tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>) {
    %result:2 = "stablehlo.all_to_all"(%operand1, %operand2) {
      split_dimension = 1 : i64,
      concat_dimension = 0 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
    return %result#0, %result#1 : tensor<4x2xi64>, tensor<4x2xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %a1 = stablehlo.constant dense<[[9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<2x4xi64>
    %b0 = stablehlo.constant dense<[[17, 18, 19, 20], [21, 22, 23, 24]]> : tensor<2x4xi64>
    %b1 = stablehlo.constant dense<[[25, 26, 27, 28], [29, 30, 31, 32]]> : tensor<2x4xi64>
    %r:4 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1) {
      programs = [[@all_to_all], [@all_to_all]]
    } : (tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>) ->
        (tensor<4x2xi64>, tensor<4x2xi64>, tensor<4x2xi64>, tensor<4x2xi64>)
    check.expect_eq_const %r#0, dense<[[1, 2], [5, 6], [9, 10], [13, 14]]> : tensor<4x2xi64>
    check.expect_eq_const %r#1, dense<[[17, 18], [21, 22], [25, 26], [29, 30]]> : tensor<4x2xi64>
    check.expect_eq_const %r#2, dense<[[3, 4], [7, 8], [11, 12], [15, 16]]> : tensor<4x2xi64>
    check.expect_eq_const %r#3, dense<[[19, 20], [23, 24], [27, 28], [31, 32]]> : tensor<4x2xi64>
    func.return
  }
}

// -----

// Three processes, split and concatenate along the same dimension (the
// shape is unchanged): a transpose of blocks. Group order [2, 0, 1].
module @all_to_all_same_dimension_f16 {
  func.func @all_to_all(%x : tensor<3xf16>) -> tensor<3xf16> {
    %r = "stablehlo.all_to_all"(%x) {
      split_dimension = 0 : i64,
      concat_dimension = 0 : i64,
      split_count = 3 : i64,
      replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>
    } : (tensor<3xf16>) -> tensor<3xf16>
    return %r : tensor<3xf16>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[0.0, 0.25, 0.5]> : tensor<3xf16>
    %x1 = stablehlo.constant dense<[1.0, 1.25, 1.5]> : tensor<3xf16>
    %x2 = stablehlo.constant dense<[2.0, 2.25, 2.5]> : tensor<3xf16>
    %r:3 = "interpreter.run_parallel"(%x0, %x1, %x2) {
      programs = [[@all_to_all], [@all_to_all], [@all_to_all]]
    } : (tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> (tensor<3xf16>, tensor<3xf16>, tensor<3xf16>)
    // Replica 2 is index 0, replica 0 index 1, replica 1 index 2; receivers
    // take their index's part from senders 2, 0, 1 in that order.
    check.expect_eq_const %r#0, dense<[2.25, 0.25, 1.25]> : tensor<3xf16>
    check.expect_eq_const %r#1, dense<[2.5, 0.5, 1.5]> : tensor<3xf16>
    check.expect_eq_const %r#2, dense<[2.0, 0.0, 1.0]> : tensor<3xf16>
    func.return
  }
}

// -----

// channel_id > 0: cross_partition. Over a 2x2 grid, partitions [[0, 1]]
// form one group per replica; split along 0, concatenate along 1.
module @all_to_all_cross_partition_i32 {
  func.func @all_to_all(%x : tensor<2x1xi32>) -> tensor<1x2xi32> {
    %r = "stablehlo.all_to_all"(%x) {
      split_dimension = 0 : i64,
      concat_dimension = 1 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<2x1xi32>) -> tensor<1x2xi32>
    return %r : tensor<1x2xi32>
  }
  func.func @main() {
    %x00 = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
    %x01 = stablehlo.constant dense<[[3], [4]]> : tensor<2x1xi32>
    %x10 = stablehlo.constant dense<[[5], [6]]> : tensor<2x1xi32>
    %x11 = stablehlo.constant dense<[[7], [8]]> : tensor<2x1xi32>
    %r:4 = "interpreter.run_parallel"(%x00, %x01, %x10, %x11) {
      programs = [[@all_to_all, @all_to_all], [@all_to_all, @all_to_all]]
    } : (tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>) ->
        (tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>)
    check.expect_eq_const %r#0, dense<[[1, 3]]> : tensor<1x2xi32>
    check.expect_eq_const %r#1, dense<[[2, 4]]> : tensor<1x2xi32>
    check.expect_eq_const %r#2, dense<[[5, 7]]> : tensor<1x2xi32>
    check.expect_eq_const %r#3, dense<[[6, 8]]> : tensor<1x2xi32>
    func.return
  }
}

// -----

// Rank 3, split along the last dimension and concatenated along the middle
// one, two groups of two replicas.
module @all_to_all_rank3_ui8 {
  func.func @all_to_all(%x : tensor<1x1x2xui8>) -> tensor<1x2x1xui8> {
    %r = "stablehlo.all_to_all"(%x) {
      split_dimension = 2 : i64,
      concat_dimension = 1 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>
    } : (tensor<1x1x2xui8>) -> tensor<1x2x1xui8>
    return %r : tensor<1x2x1xui8>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[[10, 11]]]> : tensor<1x1x2xui8>
    %x1 = stablehlo.constant dense<[[[20, 21]]]> : tensor<1x1x2xui8>
    %x2 = stablehlo.constant dense<[[[30, 31]]]> : tensor<1x1x2xui8>
    %x3 = stablehlo.constant dense<[[[40, 255]]]> : tensor<1x1x2xui8>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@all_to_all], [@all_to_all], [@all_to_all], [@all_to_all]]
    } : (tensor<1x1x2xui8>, tensor<1x1x2xui8>, tensor<1x1x2xui8>, tensor<1x1x2xui8>) ->
        (tensor<1x2x1xui8>, tensor<1x2x1xui8>, tensor<1x2x1xui8>, tensor<1x2x1xui8>)
    check.expect_eq_const %r#0, dense<[[[10], [40]]]> : tensor<1x2x1xui8>
    check.expect_eq_const %r#1, dense<[[[20], [30]]]> : tensor<1x2x1xui8>
    check.expect_eq_const %r#2, dense<[[[21], [31]]]> : tensor<1x2x1xui8>
    check.expect_eq_const %r#3, dense<[[[11], [255]]]> : tensor<1x2x1xui8>
    func.return
  }
}

// -----

// A sequential run: split_count = 1 over the group [0] is the identity.
func.func @all_to_all_sequential_i64() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %r = "stablehlo.all_to_all"(%x) {
    split_dimension = 0 : i64,
    concat_dimension = 1 : i64,
    split_count = 1 : i64,
    replica_groups = dense<[[0]]> : tensor<1x1xi64>
  } : (tensor<2x2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %r, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  func.return
}
