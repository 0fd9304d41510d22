// syntax/crc32.h against zlib's table-driven crc32 (an independent
// implementation of the same CRC), on random bytes of every length around
// the folding's block sizes and at unaligned starts, chained as the npz
// writer chains them, and on the standard check value.
#include "syntax/crc32.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <random>
#include <vector>

namespace hloref {
namespace {

uint32_t zlibCrc(uint32_t crc, const unsigned char* p, size_t n) {
  return static_cast<uint32_t>(crc32_z(crc, p, n));
}

TEST(Crc32, CheckValue) {
  const char text[] = "123456789";
  EXPECT_EQ(crc32(0, text, 9), 0xCBF43926u);  // CRC-32's published check value
}

TEST(Crc32, EqualsZlibOnEveryLengthAndAlignment) {
  std::mt19937 rng(20261127);
  std::vector<unsigned char> bytes(4096 + 64);
  for (auto& b : bytes) b = static_cast<unsigned char>(rng());
  for (size_t offset = 0; offset < 16; ++offset)
    for (size_t n = 0; n <= 300; ++n)
      ASSERT_EQ(crc32(0, bytes.data() + offset, n), zlibCrc(0, bytes.data() + offset, n)) << offset << " " << n;
  for (size_t n : {1000u, 4095u, 4096u})
    for (uint32_t start : {0u, 1u, 0xFFFFFFFFu, 0x12345678u})
      EXPECT_EQ(crc32(start, bytes.data() + 3, n), zlibCrc(start, bytes.data() + 3, n)) << n << " " << start;
  // Chained: the CRC of a whole is the CRC of its second part after the first.
  EXPECT_EQ(crc32(crc32(0, bytes.data(), 100), bytes.data() + 100, 3000), zlibCrc(0, bytes.data(), 3100));
}

}  // namespace
}  // namespace hloref
