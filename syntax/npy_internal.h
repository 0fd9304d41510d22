// Shared by npy.cpp (.npy arrays) and npz.cpp (zip archives of them):
// diagnostics that point at byte offsets, little-endian fields, whole-file
// reads, and the .npy reader itself.
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <functional>
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
// The same for a .npy of `size` bytes that `read(offset, n, dst)` copies out
// piece by piece, in order (prelude, header, then the data straight into
// the tensor): an archive member read from its file.
using NpyReader = std::function<void(uint64_t offset, uint64_t n, void* dst)>;
Tensor parseNpy(uint64_t size, const NpyReader& read, const Context& ctx, std::optional<ET> expected);

// A tensor's .npy encoding in two parts: the magic string and header, and
// the data (the tensor's own bytes, or `scratch` when sub-byte elements
// must be masked), so that writers need not copy large tensors.
std::string npyHeader(const Tensor& tensor);
std::string_view npyData(const Tensor& tensor, std::string& scratch);

// A regular file read by offset (pread(2)), not mapped: a mapping whose
// file shrinks while it is read (another process truncating or rewriting
// it) raises SIGBUS on the pages past the new end, and no file may crash
// hloref. Errors (kExitUsage) name the file: it cannot be opened, is not a
// regular file, or ends before a byte read from it (it changed since open).
class FileReader {
 public:
  explicit FileReader(const std::string& path);
  ~FileReader();
  FileReader(const FileReader&) = delete;
  FileReader& operator=(const FileReader&) = delete;
  uint64_t size() const { return size_; }
  // Copies the n bytes at `offset` into dst.
  void copy(uint64_t offset, uint64_t n, void* dst) const;

 private:
  Error cannot(const std::string& what, int error) const;
  std::string path_;
  int fd_ = -1;
  uint64_t size_ = 0;
};

}  // namespace hloref::npy_detail
