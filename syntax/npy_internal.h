// Shared by npy.cpp (.npy arrays) and npz.cpp (zip archives of them):
// diagnostics that point at byte offsets, little-endian fields, whole-file
// reads, and the .npy reader itself.
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/diagnostic.h"
#include "syntax/npy.h"

namespace hloref::npy_detail {

using ET = ElementType;


// Where a diagnostic points: the file, and for archive members the member.
struct Context {
  std::shared_ptr<const std::string> file;
  std::string member;     // "" for a plain .npy file
  uint64_t base = 0;      // offset of the member's bytes in the file
  bool offsetsMap = true;  // false for deflated members: offsets are in the inflated data

  [[noreturn]] void fail(uint64_t offset, const std::string& message) const {
    uint64_t column = offsetsMap ? base + offset + 1 : base + 1;
    std::string text = message;
    if (!member.empty()) {
      text = "archive member '" + member + "': " + message;
      if (!offsetsMap) text += " (at byte " + std::to_string(offset) + " of the inflated member)";
    }
    throw Error(Location{file, 1, static_cast<int>(std::min<uint64_t>(column, INT_MAX))}, text,
                kExitInvalid);
  }
};

std::string quotedText(std::string_view s);

inline uint16_t le16(const unsigned char* p) { return static_cast<uint16_t>(p[0] | (p[1] << 8)); }
inline uint32_t le32(const unsigned char* p) {
  return static_cast<uint32_t>(p[0]) | (static_cast<uint32_t>(p[1]) << 8) |
         (static_cast<uint32_t>(p[2]) << 16) | (static_cast<uint32_t>(p[3]) << 24);
}
inline uint64_t le64(const unsigned char* p) {
  return static_cast<uint64_t>(le32(p)) | (static_cast<uint64_t>(le32(p + 4)) << 32);
}

inline void put16(std::string& s, uint16_t v) {
  s += static_cast<char>(v & 0xff);
  s += static_cast<char>(v >> 8);
}
inline void put32(std::string& s, uint32_t v) {
  put16(s, static_cast<uint16_t>(v & 0xffff));
  put16(s, static_cast<uint16_t>(v >> 16));
}
inline void put64(std::string& s, uint64_t v) {
  put32(s, static_cast<uint32_t>(v & 0xffffffffu));
  put32(s, static_cast<uint32_t>(v >> 32));
}

// Reads one .npy held in `bytes`; diagnostics point through `ctx`.
Tensor parseNpy(std::string_view bytes, const Context& ctx, std::optional<ET> expected);

// A tensor's .npy encoding in two parts: the magic string and header, and
// the data (the tensor's own bytes, or `scratch` when sub-byte elements
// must be masked), so that writers need not copy large tensors.
std::string npyHeader(const Tensor& tensor);
std::string_view npyData(const Tensor& tensor, std::string& scratch);

// The whole file, or an Error (kExitUsage) naming it.
std::string readWholeFile(const std::string& path);

}  // namespace hloref::npy_detail
