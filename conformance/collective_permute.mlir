// Conformance: stablehlo.collective_permute (spec: Ops >
// collective_permute). Hand-derived unless marked `spec example`: the
// target of each source_target_pair gets the operand of its source;
// processes that are no target get zeros.

// spec example
module @collective_permute_spec_example {
  func.func @collective_permute(%operand : tensor<2x2xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.collective_permute"(%operand) {
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x2xi64>) -> tensor<2x2xi64>
    return %result : tensor<2x2xi64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %x1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    %x2 = stablehlo.constant dense<[[9, 10], [11, 12]]> : tensor<2x2xi64>
    %r:3 = "interpreter.run_parallel"(%x0, %x1, %x2) {
      programs = [[@collective_permute], [@collective_permute], [@collective_permute]]
    } : (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %r#0, dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>
    check.expect_eq_const %r#1, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    check.expect_eq_const %r#2, dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    func.return
  }
}

// -----

// A cycle over four replicas (each is source and target), f32.
module @collective_permute_cycle_f32 {
  func.func @collective_permute(%x : tensor<2xf32>) -> tensor<2xf32> {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 3], [3, 1], [1, 2], [2, 0]]> : tensor<4x2xi64>
    } : (tensor<2xf32>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[0.0, -0.0]> : tensor<2xf32>
    %x1 = stablehlo.constant dense<[1.0, -1.0]> : tensor<2xf32>
    %x2 = stablehlo.constant dense<[2.0, 0x7FC00000]> : tensor<2xf32>
    %x3 = stablehlo.constant dense<[3.0, 0xFF800000]> : tensor<2xf32>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@collective_permute], [@collective_permute], [@collective_permute], [@collective_permute]]
    } : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) ->
        (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[2.0, 0x7FC00000]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<[3.0, 0xFF800000]> : tensor<2xf32>
    check.expect_eq_const %r#2, dense<[1.0, -1.0]> : tensor<2xf32>
    check.expect_eq_const %r#3, dense<[0.0, -0.0]> : tensor<2xf32>
    func.return
  }
}

// -----

// channel_id > 0: cross_partition over a 2x2 grid; the pair [1, 0] moves
// partition 1's operand to partition 0 in each replica; partition 1 gets
// zeros.
module @collective_permute_cross_partition_i16 {
  func.func @collective_permute(%x : tensor<i16>) -> tensor<i16> {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>
    } : (tensor<i16>) -> tensor<i16>
    return %r : tensor<i16>
  }
  func.func @main() {
    %x00 = stablehlo.constant dense<1> : tensor<i16>
    %x01 = stablehlo.constant dense<2> : tensor<i16>
    %x10 = stablehlo.constant dense<3> : tensor<i16>
    %x11 = stablehlo.constant dense<-4> : tensor<i16>
    %r:4 = "interpreter.run_parallel"(%x00, %x01, %x10, %x11) {
      programs = [[@collective_permute, @collective_permute], [@collective_permute, @collective_permute]]
    } : (tensor<i16>, tensor<i16>, tensor<i16>, tensor<i16>) -> (tensor<i16>, tensor<i16>, tensor<i16>, tensor<i16>)
    check.expect_eq_const %r#0, dense<2> : tensor<i16>
    check.expect_eq_const %r#1, dense<0> : tensor<i16>
    check.expect_eq_const %r#2, dense<-4> : tensor<i16>
    check.expect_eq_const %r#3, dense<0> : tensor<i16>
    func.return
  }
}

// -----

// A self loop keeps the operand; no pairs at all give zeros.
module @collective_permute_self_loop_and_empty_ui64 {
  func.func @collective_permute(%x : tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>) {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[1, 1], [0, 2]]> : tensor<2x2xi64>
    } : (tensor<2xui64>) -> tensor<2xui64>
    %e = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<> : tensor<0x2xi64>
    } : (tensor<2xui64>) -> tensor<2xui64>
    return %r, %e : tensor<2xui64>, tensor<2xui64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1, 18446744073709551615]> : tensor<2xui64>
    %x1 = stablehlo.constant dense<[2, 3]> : tensor<2xui64>
    %x2 = stablehlo.constant dense<[4, 5]> : tensor<2xui64>
    %r:6 = "interpreter.run_parallel"(%x0, %x1, %x2) {
      programs = [[@collective_permute], [@collective_permute], [@collective_permute]]
    } : (tensor<2xui64>, tensor<2xui64>, tensor<2xui64>) ->
        (tensor<2xui64>, tensor<2xui64>, tensor<2xui64>, tensor<2xui64>, tensor<2xui64>, tensor<2xui64>)
    check.expect_eq_const %r#0, dense<[0, 0]> : tensor<2xui64>
    check.expect_eq_const %r#1, dense<[0, 0]> : tensor<2xui64>
    check.expect_eq_const %r#2, dense<[2, 3]> : tensor<2xui64>
    check.expect_eq_const %r#3, dense<[0, 0]> : tensor<2xui64>
    check.expect_eq_const %r#4, dense<[1, 18446744073709551615]> : tensor<2xui64>
    check.expect_eq_const %r#5, dense<[0, 0]> : tensor<2xui64>
    func.return
  }
}

// -----

// A sequential run: the pair [0, 0] is a self loop.
func.func @collective_permute_sequential_bf16() {
  %x = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xbf16>
  %r = "stablehlo.collective_permute"(%x) {
    source_target_pairs = dense<[[0, 0]]> : tensor<1x2xi64>
  } : (tensor<2xbf16>) -> tensor<2xbf16>
  check.expect_eq_const %r, dense<[1.5, -2.0]> : tensor<2xbf16>
  func.return
}

// -----

// A per-tensor quantized operand moves as stored; a process that is no
// target gets quantize(0), the zero point (-3 here).
module @collective_permute_quantized_zero_point {
  func.func @f(%x : tensor<2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-3>> {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-3>>
    return %r : tensor<2x!quant.uniform<i8:f32, 0.5:-3>>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi8>
    %q = stablehlo.bitcast_convert %x : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-3>>
    %r:2 = "interpreter.run_parallel"(%q, %q) {
      programs = [[@f], [@f]]
    } : (tensor<2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<2x!quant.uniform<i8:f32, 0.5:-3>>) ->
        (tensor<2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<2x!quant.uniform<i8:f32, 0.5:-3>>)
    %a = stablehlo.bitcast_convert %r#0 : (tensor<2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<2xi8>
    %b = stablehlo.bitcast_convert %r#1 : (tensor<2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<2xi8>
    check.expect_eq_const %a, dense<[-3, -3]> : tensor<2xi8>
    check.expect_eq_const %b, dense<[1, 2]> : tensor<2xi8>
    func.return
  }
}
