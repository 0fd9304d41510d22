// Conformance: stablehlo.rng_bit_generator (spec: Ops > rng_bit_generator).
// The bits are implementation-defined; hloref lays out state and bits as
// XLA does (interpreter/ops/random_bits.h). Checked here: the spec example,
// values XLA:CPU gives for the same programs (marked `XLA:CPU`), the state
// update, determinism, and that an output type only changes how the bits
// are read.

// spec example
func.func @main() {
  %initial_state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  check.expect_eq_const %output_state, dense<[1, 6]> : tensor<2xui64>
  check.expect_eq_const %output, dense<[[9236835810183407956, 16087790271692313299],
                                         [18212823393184779219, 2658481902456610144]]> : tensor<2x2xui64>
  func.return
}

// -----

// XLA:CPU. THREE_FRY with 32-bit elements: ceil(5 / 2) = 3 blocks.
func.func @main() {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui32>)
  check.expect_eq_const %0#0, dense<[1, 5]> : tensor<2xui64>
  check.expect_eq_const %0#1, dense<[43444564, 2150618427, 3979645651, 3745730563, 1672743891]> : tensor<5xui32>
  func.return
}

// -----

// XLA:CPU. PHILOX with a 128-bit counter [low, high]: the low word carries
// into the high one.
func.func @main() {
  %state = stablehlo.constant dense<[1, 18446744073709551615, 7]> : tensor<3xui64>
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xui32>)
  check.expect_eq_const %0#0, dense<[1, 1, 8]> : tensor<3xui64>
  check.expect_eq_const %0#1, dense<[2939814351, 3089645902, 2240701313, 4013425625, 2720442693]> : tensor<5xui32>
  func.return
}

// -----

// XLA:CPU. PHILOX with 64-bit elements: two per block.
func.func @main() {
  %state = stablehlo.constant dense<[11, 12]> : tensor<2xui64>
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xi64>)
  check.expect_eq_const %0#0, dense<[11, 15]> : tensor<2xui64>
  check.expect_eq_const %0#1, dense<[[4972113262024672094, 905869821748541011, -1149326316252318164],
                                     [7257024841005226850, 4987993285144151138, -6625184176428508695]]> : tensor<2x3xi64>
  func.return
}

// -----

// XLA:CPU. Narrow elements keep the low bits of 32-bit words: i8 and i4
// (two's complement), f8E4M3FN and f16 (encodings).
func.func @main() {
  %state = stablehlo.constant dense<[3, 4]> : tensor<2xui64>
  %a:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xi8>)
  check.expect_eq_const %a#0, dense<[3, 7]> : tensor<2xui64>
  check.expect_eq_const %a#1, dense<[66, -70, 99, 123, -7]> : tensor<5xi8>
  %b:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xi4>)
  check.expect_eq_const %b#0, dense<[3, 6]> : tensor<2xui64>
  check.expect_eq_const %b#1, dense<[2, -6, 3]> : tensor<3xi4>
  %c:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xf8E4M3FN>)
  %c_bits = stablehlo.bitcast_convert %c#1 : (tensor<5xf8E4M3FN>) -> tensor<5xui8>
  check.expect_eq_const %c#0, dense<[3, 6]> : tensor<2xui64>
  check.expect_eq_const %c_bits, dense<[24, 106, 18, 175, 156]> : tensor<5xui8>
  %d:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xf16>)
  %d_bits = stablehlo.bitcast_convert %d#1 : (tensor<7xf16>) -> tensor<7xui16>
  check.expect_eq_const %d#0, dense<[3, 6]> : tensor<2xui64>
  check.expect_eq_const %d_bits, dense<[36888, 11882, 64786, 24239, 924, 52181, 42232]> : tensor<7xui16>
  func.return
}

// -----

// Determinism: the same state gives the same bits; DEFAULT is THREE_FRY.
func.func @main() {
  %state = stablehlo.constant dense<[42, 0]> : tensor<2xui64>
  %a:2 = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
  %b:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
  check.expect_eq %a#0, %b#0 : tensor<2xui64>
  check.expect_eq %a#1, %b#1 : tensor<3x4xui32>
  check.expect_eq_const %a#0, dense<[42, 6]> : tensor<2xui64>
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
