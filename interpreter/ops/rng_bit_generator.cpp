// spec: Ops > rng_bit_generator
// output is filled with random bits by rng_algorithm from initial_state, and
// output_state is the state after them. The algorithms and the layout of
// state and bits (XLA's) are described in random_bits.h: THREE_FRY is
// Threefry-2x32 (20 rounds), PHILOX is Philox-4x32 (10 rounds).
//
// DEFAULT is implementation-defined; hloref makes it PHILOX, with PHILOX's
// state sizes (2 or 3), because XLA:CPU and XLA:GPU expand RNG_DEFAULT to
// Philox: on XLA:CPU (jaxlib 0.10.2) DEFAULT and PHILOX give the same bits
// and state for every case in tests/interpreter/rng_test.cpp.
#include <cstring>
#include <string>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/open_elements.h"
#include "interpreter/kernels/random_bits.h"

namespace hloref {
namespace {

// Writes element i's bits into the output's storage: the low `bits` bits of
// the word, sign-extended for signed integer types stored in a wider
// container (siN storage), right-aligned for float encodings.
template <class Storage>
struct BitWriter {
  std::byte* data;
  uint64_t mask;
  int signShift;  // 64 - bits when sign-extending, else 0

  void operator()(int64_t i, uint64_t word) const {
    uint64_t v = word & mask;
    if (signShift) v = static_cast<uint64_t>(static_cast<int64_t>(v << signShift) >> signShift);
    Storage s = static_cast<Storage>(v);
    std::memcpy(data + i * static_cast<int64_t>(sizeof(Storage)), &s, sizeof(Storage));
  }
};

// Calls fn(writer) with the BitWriter of `output`'s storage type: the one
// dispatch on the element type.
template <class Fn>
void withBitWriter(Tensor& output, Fn&& fn) {
  const ElementType t = output.elementType();
  const int bits = bitWidth(t);
  const uint64_t mask = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  const int storageBits = 8 * storageBytes(t);
  const int signShift = isSignedInteger(t) && bits < storageBits ? 64 - bits : 0;
  switch (storageBytes(t)) {
    case 1: return fn(BitWriter<uint8_t>{output.bytes(), mask, signShift});
    case 2: return fn(BitWriter<uint16_t>{output.bytes(), mask, signShift});
    case 4: return fn(BitWriter<uint32_t>{output.bytes(), mask, signShift});
    default: return fn(BitWriter<uint64_t>{output.bytes(), mask, signShift});
  }
}

std::vector<Value> evalRngBitGenerator(OpCall& call) {
  const Tensor& initial_state = call.tensor(0);
  // rng_algorithm and the types (I2, C1) are the checker's; DEFAULT runs as
  // PHILOX.
  const bool philox = call.attr("rng_algorithm").text != "THREE_FRY";
  // (C2) size(initial_state): 2 for THREE_FRY, 2 or 3 for PHILOX, for a
  // state of dynamic size.
  const int64_t stateSize = initial_state.numElements();
  if (philox ? (stateSize != 2 && stateSize != 3) : stateSize != 2)
    call.violation("C2", "rng_algorithm = " + call.attr("rng_algorithm").text +
                             ", size(initial_state) = " + std::to_string(stateSize));
  // output: of its declared shape.
  Tensor output = call.newResult(1);
  const int64_t n = output.numElements();
  const int bits = bitWidth(output.elementType());

  std::vector<uint64_t> state(static_cast<size_t>(stateSize));
  loadInts(initial_state, 0, state);
  const uint64_t key = state[0];
  withBitWriter(output, [&](auto writer) {
    if (philox) {
      // A state of size 2 runs with the key as the high counter word and
      // returns only the low one (random_bits.h).
      random_bits::Counter128 counter{state[1], stateSize == 3 ? state[2] : key};
      counter = random_bits::philoxBits(key, counter, n, bits, writer);
      state[1] = counter.low;
      if (stateSize == 3) state[2] = counter.high;
    } else {
      state[1] = random_bits::threeFryBits(key, state[1], output.shape(), bits, writer);
    }
  });

  TensorType outputStateType = initial_state.type();
  Tensor output_state(outputStateType);
  storeInts(output_state, 0, state);
  // Golden annotations: every rng_algorithm is an implementation-defined
  // algorithm or variant, so both results are open.
  open_elements::markWhole(call, 0, output_state.numElements());
  open_elements::markWhole(call, 1, output.numElements());
  return {Value(std::move(output_state)), Value(std::move(output))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.rng_bit_generator",
           .eval = evalRngBitGenerator,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
