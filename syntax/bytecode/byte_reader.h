// The cursor over MLIR bytecode (../shared/reference/mlir-bytecode/
// BytecodeFormat.md, "Primitives" and "Sections"): bytes, PrefixVarInts,
// zigzag varints, varints carrying a flag bit, and sections. Every read is
// bounds-checked; a failure throws hloref::Error located at the byte offset
// in the file (`FILE: byte N: error: ...`), never a crash.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "core/diagnostic.h"

namespace hloref::bytecode {

// Section ids (Encoding.h, Section::ID).
enum SectionId : uint8_t {
  kStringSection = 0,
  kDialectSection = 1,
  kAttrTypeSection = 2,
  kAttrTypeOffsetSection = 3,
  kIRSection = 4,
  kResourceSection = 5,
  kResourceOffsetSection = 6,
  kDialectVersionsSection = 7,
  kPropertiesSection = 8,
  kNumSections = 9,
};

// A view of some bytes of the file and where they start in it.
struct Span {
  std::string_view bytes;
  size_t fileOffset = 0;
};

class ByteReader {
 public:
  ByteReader(Span span, std::shared_ptr<const std::string> file) : span_(span), file_(std::move(file)) {}

  size_t fileOffset() const { return span_.fileOffset + pos_; }
  size_t remaining() const { return span_.bytes.size() - pos_; }
  bool atEnd() const { return pos_ >= span_.bytes.size(); }
  const std::shared_ptr<const std::string>& file() const { return file_; }
  Location location() const { return locationAt(fileOffset()); }
  Location locationAt(size_t offset) const;

  uint8_t byte();
  uint64_t varint();
  int64_t signedVarint();  // zigzag
  // A varint whose low bit is a flag: (value << 1) | flag.
  std::pair<uint64_t, bool> varintWithFlag();
  Span bytes(uint64_t n);
  // A count of items that each take at least `minBytesEach` bytes of what
  // remains: a larger count cannot be honest and fails here, before anything
  // is allocated for it.
  uint64_t count(const char* what, size_t minBytesEach = 1);
  // A null-terminated string (the producer in the header).
  std::string_view cString();
  // A section: id byte (high bit: aligned), length, optional alignment and
  // 0xCB padding, data.
  struct Section {
    uint8_t id;
    Span data;
    size_t headerOffset;
  };
  Section section();
  // A reader over part of the file (a section, a property blob).
  ByteReader sub(Span span) const { return ByteReader(span, file_); }

  // "malformed bytecode: MESSAGE", or MESSAGE when it starts "unsupported: ".
  [[noreturn]] void fail(const std::string& message) const;
  [[noreturn]] void failAt(size_t offset, const std::string& message) const;

 private:
  void need(uint64_t n, const char* what) const;

  Span span_;
  size_t pos_ = 0;
  std::shared_ptr<const std::string> file_;
};

// A string from the file made safe for a diagnostic: printable ASCII kept,
// everything else (control bytes, invalid UTF-8, carriage returns) escaped
// as \XX, and long strings cut.
std::string printable(std::string_view raw);

}  // namespace hloref::bytecode
