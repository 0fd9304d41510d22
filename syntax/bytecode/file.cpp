#include "syntax/bytecode/file.h"

namespace hloref::bytecode {

namespace {
const char* sectionName(uint8_t id) {
  static const char* const names[] = {"string",      "dialect",  "attribute/type", "attribute/type offset",
                                      "IR",          "resource", "resource offset", "dialect versions",
                                      "properties"};
  return id < kNumSections ? names[id] : "unknown";
}
}  // namespace

BytecodeFile::BytecodeFile(std::string_view bytes, const std::string& file)
    : file_(std::make_shared<const std::string>(file)) {
  ByteReader r({bytes, 0}, file_);
  if (bytes.substr(0, 4) != std::string_view("ML\xEFR", 4)) r.fail("missing the magic number ML\\EFR");
  r.bytes(4);
  size_t versionAt = r.fileOffset();
  version_ = r.varint();
  if (version_ > kNewestBytecodeVersion)
    r.failAt(versionAt, "unsupported: bytecode version " + std::to_string(version_) + " (hloref reads 0 to " +
                            std::to_string(kNewestBytecodeVersion) + ")");
  producerOffset_ = r.fileOffset();
  producer_ = r.cString();
  readSections(r);
}

void BytecodeFile::readSections(ByteReader& r) {
  while (!r.atEnd()) {
    ByteReader::Section s = r.section();
    if (sections_[s.id]) r.failAt(s.headerOffset, std::string("a second ") + sectionName(s.id) + " section");
    sections_[s.id] = s.data;
  }
  for (uint8_t required : {kStringSection, kDialectSection, kAttrTypeSection, kAttrTypeOffsetSection, kIRSection})
    if (!sections_[required]) r.fail(std::string("the ") + sectionName(required) + " section is missing");
  readStrings(*sections_[kStringSection]);
  readDialects(*sections_[kDialectSection]);
  readAttrTypeOffsets(*sections_[kAttrTypeOffsetSection], *sections_[kAttrTypeSection]);
  if (sections_[kPropertiesSection]) readProperties(*sections_[kPropertiesSection]);
  ir_ = *sections_[kIRSection];
}

// strings { count, lengths (last string first, each counting its null), data at the end }
void BytecodeFile::readStrings(Span data) {
  ByteReader r = reader(data);
  uint64_t n = r.count("strings", 2);  // a length byte and a null each
  strings_.resize(n);
  size_t end = data.bytes.size();
  for (uint64_t i = n; i-- > 0;) {
    size_t at = r.fileOffset();
    uint64_t length = r.varint();
    if (length == 0 || length > end || end - length < r.fileOffset() - data.fileOffset)
      r.failAt(at, "string #" + std::to_string(i) + " of length " + std::to_string(length) +
                       " does not fit the string section");
    if (data.bytes[end - 1] != '\0') r.failAt(data.fileOffset + end - 1, "string #" + std::to_string(i) + " is not null-terminated");
    strings_[i] = data.bytes.substr(end - length, length - 1);
    end -= length;
  }
}

std::string_view BytecodeFile::stringAt(ByteReader& r, uint64_t index, size_t at) const {
  if (index >= strings_.size())
    r.failAt(at, "string index " + std::to_string(index) + " out of range (" + std::to_string(strings_.size()) +
                     " strings)");
  return strings_[index];
}

std::string_view BytecodeFile::string(ByteReader& r) const {
  size_t at = r.fileOffset();
  return stringAt(r, r.varint(), at);
}

void BytecodeFile::readDialects(Span data) {
  ByteReader r = reader(data);
  uint64_t n = r.count("dialects");
  for (uint64_t i = 0; i < n; ++i) {
    if (version_ < kDialectVersioning) {
      dialects_.push_back(string(r));
      continue;
    }
    size_t at = r.fileOffset();
    auto [nameIndex, versioned] = r.varintWithFlag();
    dialects_.push_back(stringAt(r, nameIndex, at));
    if (versioned) {
      ByteReader::Section s = r.section();  // the dialect's own version encoding: not needed
      if (s.id != kDialectVersionsSection) r.failAt(s.headerOffset, "expected a dialect version section");
    }
  }
  if (version_ >= kElideUnknownBlockArgLocation) r.count("op names");
  // Op names, grouped by dialect.
  while (!r.atEnd()) {
    size_t at = r.fileOffset();
    uint64_t dialect = r.varint();
    if (dialect >= dialects_.size()) r.failAt(at, "dialect index " + std::to_string(dialect) + " out of range");
    uint64_t numOps = r.count("op names");
    for (uint64_t k = 0; k < numOps; ++k) {
      size_t nameAt = r.fileOffset();
      uint64_t index = r.varint();
      bool registered = true;
      // From version 5 the low bit says whether the op was registered.
      if (version_ >= kNativePropertiesEncoding) {
        registered = (index & 1) != 0;
        index >>= 1;
      }
      std::string_view name = stringAt(r, index, nameAt);
      opNames_.push_back({dialect, name, std::string(dialects_[dialect]) + "." + std::string(name), registered});
    }
  }
}

// offsets { numAttrs, numTypes, groups { dialect, count, (size << 1 | custom)... } }
void BytecodeFile::readAttrTypeOffsets(Span offsets, Span data) {
  ByteReader r = reader(offsets);
  uint64_t numAttrs = r.count("attributes");
  uint64_t numTypes = r.count("types");
  if (numAttrs + numTypes > r.remaining()) r.fail("more attributes and types than their offset table can hold");
  size_t used = 0;
  uint64_t total = numAttrs + numTypes;
  std::vector<AttrTypeEntry> entries;
  entries.reserve(static_cast<size_t>(total));
  while (entries.size() < total) {
    size_t at = r.fileOffset();
    uint64_t dialect = r.varint();
    if (dialect >= dialects_.size()) r.failAt(at, "dialect index " + std::to_string(dialect) + " out of range");
    uint64_t n = r.count("attributes and types of a dialect");
    if (n > total - entries.size()) r.failAt(at, "the attribute/type groups hold more entries than announced");
    for (uint64_t i = 0; i < n; ++i) {
      size_t entryAt = r.fileOffset();
      auto [size, custom] = r.varintWithFlag();
      if (size > data.bytes.size() - used)
        r.failAt(entryAt, "attribute/type entry of " + std::to_string(size) + " bytes runs past its section");
      entries.push_back({dialect, {data.bytes.substr(used, size), data.fileOffset + used}, custom});
      used += size;
    }
  }
  if (!r.atEnd()) r.fail("the attribute/type offset section has bytes after its last group");
  attributes_.assign(entries.begin(), entries.begin() + static_cast<ptrdiff_t>(numAttrs));
  types_.assign(entries.begin() + static_cast<ptrdiff_t>(numAttrs), entries.end());
}

// properties { count, (size, bytes)... }
void BytecodeFile::readProperties(Span data) {
  if (data.bytes.empty()) return;
  ByteReader r = reader(data);
  uint64_t n = r.count("properties");
  properties_.reserve(static_cast<size_t>(n));
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t size = r.varint();
    properties_.push_back(r.bytes(size));
  }
}

}  // namespace hloref::bytecode
