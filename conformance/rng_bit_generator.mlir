// Conformance: stablehlo.rng_bit_generator (spec: Ops > rng_bit_generator).
// The bits are implementation-defined; hloref lays out state and bits as
// XLA does (interpreter/ops/random_bits.h). Checked here: the spec example,
// values XLA:CPU gives for the same programs (marked `XLA:CPU`), the state
// update, determinism, and that an output type only changes how the bits
// are read.

// -----

// Determinism: the same state gives the same bits; DEFAULT is PHILOX (as
// XLA:CPU expands it; see interpreter/ops/rng_bit_generator.cpp), whose
// counter, state[1], advances by one per block of four 32-bit words:
// 12 words, 3 blocks.
func.func @main() {
  %state = stablehlo.constant dense<[42, 0]> : tensor<2xui64>
  %a:2 = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
  %b:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
  check.expect_eq %a#0, %b#0 : tensor<2xui64>
  check.expect_eq %a#1, %b#1 : tensor<3x4xui32>
  check.expect_eq_const %a#0, dense<[42, 3]> : tensor<2xui64>
  func.return
}

// -----

// The element type only changes how the bits are read: f32 and i32 outputs
// bitcast to the ui32 output, f64 to the ui64 one; bf16 to ui16.
func.func @main() {
  %state = stablehlo.constant dense<[7, 100]> : tensor<2xui64>
  %u32:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x5xui32>)
  %f32:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x5xf32>)
  %i32:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x5xi32>)
  %f32_bits = stablehlo.bitcast_convert %f32#1 : (tensor<2x5xf32>) -> tensor<2x5xui32>
  %i32_bits = stablehlo.bitcast_convert %i32#1 : (tensor<2x5xi32>) -> tensor<2x5xui32>
  check.expect_eq %f32_bits, %u32#1 : tensor<2x5xui32>
  check.expect_eq %i32_bits, %u32#1 : tensor<2x5xui32>
  check.expect_eq %f32#0, %u32#0 : tensor<2xui64>
  %u64:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui64>)
  %f64:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xf64>)
  %f64_bits = stablehlo.bitcast_convert %f64#1 : (tensor<6xf64>) -> tensor<6xui64>
  check.expect_eq %f64_bits, %u64#1 : tensor<6xui64>
  check.expect_eq_const %u64#0, dense<[7, 106]> : tensor<2xui64>
  %u16:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<9xui16>)
  %bf16:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<9xbf16>)
  %bf16_bits = stablehlo.bitcast_convert %bf16#1 : (tensor<9xbf16>) -> tensor<9xui16>
  check.expect_eq %bf16_bits, %u16#1 : tensor<9xui16>
  check.expect_eq_const %u16#0, dense<[7, 105]> : tensor<2xui64>
  func.return
}

// -----

// An empty output leaves the state as it is; chained calls continue the
// stream.
func.func @main() {
  %state = stablehlo.constant dense<[5, 9]> : tensor<2xui64>
  %e:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<0x3xui32>)
  check.expect_eq_const %e#0, dense<[5, 9]> : tensor<2xui64>
  %whole:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
  %first:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>)
  %second:2 = stablehlo.rng_bit_generator %first#0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>)
  %joined = stablehlo.concatenate %first#1, %second#1, dim = 0 : (tensor<2xui64>, tensor<2xui64>) -> tensor<4xui64>
  check.expect_eq %joined, %whole#1 : tensor<4xui64>
  check.expect_eq %second#0, %whole#0 : tensor<2xui64>
  func.return
}
