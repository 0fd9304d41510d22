#include "syntax/bytecode/byte_reader.h"

#include <cstdio>
#include <cstring>

namespace hloref::bytecode {

Location ByteReader::locationAt(size_t offset) const {
  Location l;
  l.file = file_;
  l.byteOffset = static_cast<int64_t>(offset);
  return l;
}

void ByteReader::fail(const std::string& message) const { failAt(fileOffset(), message); }

void ByteReader::failAt(size_t offset, const std::string& message) const {
  // What hloref cannot read yet is `unsupported`, not malformed. No byte of
  // the file reaches the terminal raw (messages quoting the text parser
  // may carry some).
  bool unsupported = message.rfind("unsupported: ", 0) == 0;
  std::string text;
  for (unsigned char c : unsupported ? message : "malformed bytecode: " + message) {
    if (c >= 0x20 && c < 0x7F) {
      text += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%02X", c);
      text += buf;
    }
  }
  hloref::fail(locationAt(offset), text);
}

void ByteReader::need(uint64_t n, const char* what) const {
  if (n > remaining())
    fail(std::string(what) + " needs " + std::to_string(n) + " bytes but only " + std::to_string(remaining()) +
         " remain in its section");
}

uint8_t ByteReader::byte() {
  need(1, "a byte");
  return static_cast<uint8_t>(span_.bytes[pos_++]);
}

// PrefixVarInt: the number of trailing zero bits of the first byte is the
// number of bytes that follow; a first byte of 0 means 8 full bytes follow.
uint64_t ByteReader::varint() {
  need(1, "a varint");
  auto first = static_cast<uint8_t>(span_.bytes[pos_]);
  if (first == 0) {
    need(9, "a 9-byte varint");
    uint64_t v = 0;
    std::memcpy(&v, span_.bytes.data() + pos_ + 1, 8);  // little-endian host
    pos_ += 9;
    return v;
  }
  int length = __builtin_ctz(first) + 1;
  need(static_cast<uint64_t>(length), "a varint");
  uint64_t v = 0;
  std::memcpy(&v, span_.bytes.data() + pos_, static_cast<size_t>(length));
  pos_ += static_cast<size_t>(length);
  return v >> length;
}

int64_t ByteReader::signedVarint() {
  uint64_t v = varint();
  return static_cast<int64_t>((v >> 1) ^ (~(v & 1) + 1));
}

std::pair<uint64_t, bool> ByteReader::varintWithFlag() {
  uint64_t v = varint();
  return {v >> 1, (v & 1) != 0};
}

Span ByteReader::bytes(uint64_t n) {
  need(n, "a run of bytes");
  Span s{span_.bytes.substr(pos_, static_cast<size_t>(n)), fileOffset()};
  pos_ += static_cast<size_t>(n);
  return s;
}

uint64_t ByteReader::count(const char* what, size_t minBytesEach) {
  size_t at = fileOffset();
  uint64_t n = varint();
  if (n > remaining() / minBytesEach)
    failAt(at, std::string("count of ") + what + " (" + std::to_string(n) + ") exceeds what the " +
                   std::to_string(remaining()) + " remaining bytes can hold");
  return n;
}

std::string_view ByteReader::cString() {
  size_t end = span_.bytes.find('\0', pos_);
  if (end == std::string_view::npos) fail("unterminated string");
  std::string_view s = span_.bytes.substr(pos_, end - pos_);
  pos_ = end + 1;
  return s;
}

ByteReader::Section ByteReader::section() {
  Section s;
  s.headerOffset = fileOffset();
  uint8_t idAndAligned = byte();
  s.id = idAndAligned & 0x7F;
  if (s.id >= kNumSections) failAt(s.headerOffset, "unknown section id " + std::to_string(s.id));
  uint64_t length = varint();
  if (idAndAligned & 0x80) {
    size_t at = fileOffset();
    uint64_t alignment = varint();
    if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment > 4096)
      failAt(at, "section alignment " + std::to_string(alignment) + " is not a power of 2 up to 4096");
    while (fileOffset() % alignment != 0) {
      if (byte() != 0xCB) failAt(fileOffset() - 1, "section padding byte is not 0xCB");
    }
  }
  if (length > remaining())
    failAt(s.headerOffset, "section " + std::to_string(s.id) + " claims " + std::to_string(length) +
                               " bytes but only " + std::to_string(remaining()) + " remain");
  s.data = bytes(length);
  return s;
}

std::string printable(std::string_view raw) {
  constexpr size_t kMax = 80;
  std::string out;
  for (size_t i = 0; i < raw.size() && i < kMax; ++i) {
    auto c = static_cast<unsigned char>(raw[i]);
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%02X", c);
      out += buf;
    }
  }
  if (raw.size() > kMax) out += "...";
  return out;
}

}  // namespace hloref::bytecode
