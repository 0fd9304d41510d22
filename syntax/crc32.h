// The CRC-32 of zip archives (zlib's crc32), at memory speed where the CPU
// multiplies carry-less (PCLMULQDQ), else zlib's tables.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hloref {

// zlib's crc32_z(crc, data, size): `crc` is the value of the bytes before.
uint32_t crc32(uint32_t crc, const void* data, size_t size);

}  // namespace hloref
