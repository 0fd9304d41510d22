// Folding: the CRC of a message depends only on the message modulo the
// polynomial, and a 128-bit block B followed by n more bits is congruent to
// B * x^n; carry-less multiplication by the constants x^n mod P (bit
// reflected, as zip's CRC is) moves four 128-bit lanes 512 bits ahead, then
// one lane 128 bits ahead, until 16 bytes remain whose CRC (with the
// initial value already folded into the first block) is the message's;
// zlib finishes those and any tail. Constants: x^(512+32) and x^512 mod P
// for the four lanes, x^(128+32) and x^128 mod P for one (reflected, the
// values every PCLMULQDQ CRC-32 uses).
#include "syntax/crc32.h"

#include <zlib.h>

#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace hloref {
namespace {

uint32_t zlibCrc32(uint32_t crc, const unsigned char* p, size_t n) {
  return static_cast<uint32_t>(crc32_z(crc, reinterpret_cast<const Bytef*>(p), n));
}

#if defined(__x86_64__)
__attribute__((target("pclmul,sse4.1"))) inline __m128i fold(__m128i x, __m128i k, __m128i next) {
  return _mm_xor_si128(_mm_xor_si128(_mm_clmulepi64_si128(x, k, 0x00), _mm_clmulepi64_si128(x, k, 0x11)), next);
}

__attribute__((target("pclmul,sse4.1"))) uint32_t foldedCrc32(uint32_t crc, const unsigned char* p, size_t n) {
  auto load = [](const unsigned char* q) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(q)); };
  const __m128i by4 = _mm_set_epi64x(0x1c6e41596, 0x154442bd4);
  const __m128i by1 = _mm_set_epi64x(0x0ccaa009e, 0x1751997d0);
  __m128i x0 = load(p), x1 = load(p + 16), x2 = load(p + 32), x3 = load(p + 48);
  x0 = _mm_xor_si128(x0, _mm_cvtsi32_si128(static_cast<int>(~crc)));  // zip's initial value
  p += 64, n -= 64;
  for (; n >= 64; p += 64, n -= 64) {
    x0 = fold(x0, by4, load(p));
    x1 = fold(x1, by4, load(p + 16));
    x2 = fold(x2, by4, load(p + 32));
    x3 = fold(x3, by4, load(p + 48));
  }
  x0 = fold(x0, by1, x1);
  x0 = fold(x0, by1, x2);
  x0 = fold(x0, by1, x3);
  for (; n >= 16; p += 16, n -= 16) x0 = fold(x0, by1, load(p));
  unsigned char last[16];
  _mm_storeu_si128(reinterpret_cast<__m128i*>(last), x0);
  // The 16 bytes with no initial value (zlib's ~0xFFFFFFFF = 0), then the tail.
  return zlibCrc32(zlibCrc32(0xFFFFFFFFu, last, 16), p, n);
}
#endif

}  // namespace

uint32_t crc32(uint32_t crc, const void* data, size_t size) {
  const auto* p = static_cast<const unsigned char*>(data);
#if defined(__x86_64__)
  static const bool clmul = __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
  if (clmul && size >= 64) return foldedCrc32(crc, p, size);
#endif
  return zlibCrc32(crc, p, size);
}

}  // namespace hloref
