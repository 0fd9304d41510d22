// Counter-based random bit generators for rng_bit_generator and rng (spec:
// Ops > rng_bit_generator, Ops > rng): Threefry-2x32 with 20 rounds and
// Philox-4x32 with 10 rounds, as published with Random123 (J. K. Salmon, M. A.
// Moraes, R. O. Dror, D. E. Shaw, "Parallel random numbers: as easy as 1, 2,
// 3", SC 2011) and checked against its known-answer vectors in
// tests/interpreter/rng_test.cpp.
//
// The spec leaves the variant of each algorithm implementation-defined; these
// functions lay the bits out the way XLA does (xla/hlo/builder/lib/prng.cc,
// expanded by RngBitGeneratorExpander on XLA:CPU and GPU), so that hloref
// and XLA agree on rng_bit_generator. Every layout below was measured on
// XLA:CPU (jax/jaxlib 0.10.2: jax.lax.rng_bit_generator, and StableHLO text
// compiled by its XLA client for the element types and state sizes jax.lax
// refuses); tests/interpreter/rng_test.cpp holds those outputs.
//
//   state[0] is the key, split into two 32-bit words (low, high). Every
//   64-bit quantity enters the generators as its (low, high) words.
//
//   THREE_FRY, state u64[2] = [key, counter]; block b = Threefry(key,
//   counter + b):
//     64-bit elements: element i (row-major) is block i, its words as the
//       (low, high) halves; counter += n.
//     32-bit and narrower elements: XLA halves one dimension of the output
//       shape, split_dim of size d: the first even dimension, else the first
//       of the largest odd ones (the choice with the fewest blocks); none
//       when every dimension is 1. With outer and inner the products of the
//       dimensions before and after it and h = ceil(d / 2), block
//       (o * h + k) * inner + i gives word w (0 or 1) to the element at
//       (o, 2k + w, i) while 2k + w < d; counter += outer * h * inner. For a
//       1-dimensional output, block j gives elements 2j and 2j + 1; for
//       2x3, row 0 takes word 0 of blocks 0..2 and row 1 their word 1.
//
//   PHILOX, a 128-bit counter (low, high) entering as four words, low to
//   high; block j = Philox(key, counter + j), regardless of shape:
//     state u64[3] = [key, counter_low, counter_high];
//     state u64[2] = [key, counter_low] runs with counter_high = key, and
//       only the low word comes back in the state.
//     32-bit and narrower elements: block j gives its four words to elements
//       4j .. 4j + 3; counter += ceil(n / 4).
//     64-bit elements: block j gives (word0 | word1 << 32) to element 2j and
//       (word2 | word3 << 32) to element 2j + 1; counter += ceil(n / 2).
//
//   Elements narrower than their word keep its low bits (bitWidth of the
//   element type); float elements get those bits as their encoding.
//
// DEFAULT is PHILOX, as on XLA:CPU and XLA:GPU (their RNG_DEFAULT expands to
// Philox; measured: identical bits and state for both state sizes).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace hloref::random_bits {

inline constexpr uint32_t rotl32(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }

// Threefry-2x32, 20 rounds (Random123 threefry2x32_R(20, ...)).
inline std::array<uint32_t, 2> threefry2x32(std::array<uint32_t, 2> key, std::array<uint32_t, 2> counter) {
  constexpr int kRotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  const uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  uint32_t x0 = counter[0] + ks[0];
  uint32_t x1 = counter[1] + ks[1];
  for (int round = 0; round < 20; ++round) {
    x0 += x1;
    x1 = rotl32(x1, kRotations[round % 8]);
    x1 ^= x0;
    if (round % 4 == 3) {  // key injection after every four rounds
      const uint32_t s = static_cast<uint32_t>(round / 4 + 1);
      x0 += ks[s % 3];
      x1 += ks[(s + 1) % 3] + s;
    }
  }
  return {x0, x1};
}

// Philox-4x32, 10 rounds (Random123 philox4x32_R(10, ...)).
inline std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 2> key, std::array<uint32_t, 4> counter) {
  constexpr uint32_t kMultiplier0 = 0xD2511F53u, kMultiplier1 = 0xCD9E8D57u;
  constexpr uint32_t kWeyl0 = 0x9E3779B9u, kWeyl1 = 0xBB67AE85u;
  std::array<uint32_t, 4> x = counter;
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = uint64_t{kMultiplier0} * x[0];
    const uint64_t p1 = uint64_t{kMultiplier1} * x[2];
    x = {static_cast<uint32_t>(p1 >> 32) ^ x[1] ^ key[0], static_cast<uint32_t>(p1),
         static_cast<uint32_t>(p0 >> 32) ^ x[3] ^ key[1], static_cast<uint32_t>(p0)};
    key = {key[0] + kWeyl0, key[1] + kWeyl1};
  }
  return x;
}

inline constexpr std::array<uint32_t, 2> split64(uint64_t v) {
  return {static_cast<uint32_t>(v), static_cast<uint32_t>(v >> 32)};
}
inline constexpr uint64_t join64(uint32_t low, uint32_t high) { return uint64_t{low} | (uint64_t{high} << 32); }

// The 128-bit Philox counter (low, high) plus `n`, with carry.
struct Counter128 {
  uint64_t low = 0, high = 0;
  Counter128 plus(uint64_t n) const {
    Counter128 r{low + n, high};
    if (r.low < low) ++r.high;
    return r;
  }
};

// The XLA layouts above, for elements of `bits` <= 64 bits and an output of
// `shape`. `emit(i, v)` receives the word of element i (row-major); the
// element is its low `bits` bits. Return the new counter. O(n), no
// allocation.
template <class Emit>
uint64_t threeFryBits(uint64_t key, uint64_t counter, std::span<const int64_t> shape, int bits, Emit&& emit) {
  const std::array<uint32_t, 2> k = split64(key);
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  if (n == 0) return counter;
  if (bits > 32) {
    for (int64_t i = 0; i < n; ++i) {
      auto out = threefry2x32(k, split64(counter + static_cast<uint64_t>(i)));
      emit(i, join64(out[0], out[1]));
    }
    return counter + static_cast<uint64_t>(n);
  }
  // split_dim: the first even dimension, else the first largest odd one.
  int64_t split_dim = -1;
  for (size_t a = 0; a < shape.size() && split_dim < 0; ++a)
    if (shape[a] % 2 == 0) split_dim = static_cast<int64_t>(a);
  if (split_dim < 0) {
    const int64_t largest = shape.empty() ? 1 : *std::max_element(shape.begin(), shape.end());
    for (size_t a = 0; a < shape.size() && split_dim < 0 && largest > 1; ++a)
      if (shape[a] == largest) split_dim = static_cast<int64_t>(a);
  }
  int64_t outer = 1, d = 1, inner = 1;
  if (split_dim >= 0) {
    d = shape[static_cast<size_t>(split_dim)];
    for (int64_t a = 0; a < split_dim; ++a) outer *= shape[static_cast<size_t>(a)];
    for (size_t a = static_cast<size_t>(split_dim) + 1; a < shape.size(); ++a) inner *= shape[a];
  }
  const int64_t h = d / 2 + d % 2;
  uint64_t block = counter;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t kk = 0; kk < h; ++kk) {
      const int64_t first = (o * d + 2 * kk) * inner;  // element (o, 2kk, 0)
      const bool second = 2 * kk + 1 < d;
      for (int64_t i = 0; i < inner; ++i) {
        auto out = threefry2x32(k, split64(block++));
        emit(first + i, out[0]);
        if (second) emit(first + inner + i, out[1]);
      }
    }
  return block;
}

template <class Emit>
Counter128 philoxBits(uint64_t key, Counter128 counter, int64_t n, int bits, Emit&& emit) {
  const std::array<uint32_t, 2> k = split64(key);
  auto block = [&](int64_t j) {
    Counter128 c = counter.plus(static_cast<uint64_t>(j));
    auto lo = split64(c.low), hi = split64(c.high);
    return philox4x32(k, {lo[0], lo[1], hi[0], hi[1]});
  };
  if (bits > 32) {
    const int64_t blocks = n / 2 + n % 2;
    for (int64_t j = 0; j < blocks; ++j) {
      auto out = block(j);
      emit(2 * j, join64(out[0], out[1]));
      if (2 * j + 1 < n) emit(2 * j + 1, join64(out[2], out[3]));
    }
    return counter.plus(static_cast<uint64_t>(blocks));
  }
  const int64_t blocks = n / 4 + (n % 4 != 0 ? 1 : 0);
  for (int64_t j = 0; j < blocks; ++j) {
    auto out = block(j);
    for (int64_t w = 0; w < 4 && 4 * j + w < n; ++w) emit(4 * j + w, out[w]);
  }
  return counter.plus(static_cast<uint64_t>(blocks));
}

// A stream of 64-bit words: Threefry-2x32 in counter mode under a fixed key
// (rng's generator).
class Stream {
 public:
  explicit Stream(uint64_t key) : key_(split64(key)) {}
  uint64_t next() {
    auto out = threefry2x32(key_, split64(counter_++));
    return join64(out[0], out[1]);
  }

 private:
  std::array<uint32_t, 2> key_;
  uint64_t counter_ = 0;
};

}  // namespace hloref::random_bits
