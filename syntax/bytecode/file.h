// The layout of an MLIR bytecode file (../shared/reference/mlir-bytecode/
// BytecodeFormat.md; numbers from Encoding.h): header, sections, the string
// table, dialects and op names, the attribute/type offset table, the
// properties table. Everything is checked against the bytes that hold it;
// nothing here decodes an attribute, a type or an op.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "syntax/bytecode/byte_reader.h"

namespace hloref::bytecode {

// Bytecode versions (Encoding.h, BytecodeVersion).
enum BytecodeVersion : uint64_t {
  kDialectVersioning = 1,
  kLazyLoading = 2,
  kUseListOrdering = 3,
  kElideUnknownBlockArgLocation = 4,
  kNativePropertiesEncoding = 5,
  kNativePropertiesODSSegmentSize = 6,
  kNewestBytecodeVersion = 6,
};

// Op encoding mask bits (Encoding.h, OpEncodingMask).
enum OpMask : uint8_t {
  kHasAttrs = 0x01,
  kHasResults = 0x02,
  kHasOperands = 0x04,
  kHasSuccessors = 0x08,
  kHasInlineRegions = 0x10,
  kHasUseListOrders = 0x20,
  kHasProperties = 0x40,
};

struct OpName {
  size_t dialect;
  std::string_view name;  // without the dialect prefix
  std::string fullName;   // "vhlo.add_v1"
  bool registered = true;  // from version 5: whether the writer knew the op
};

// One encoded attribute or type: the dialect that owns it and its bytes,
// either the dialect's own encoding or its text (null-terminated).
struct AttrTypeEntry {
  size_t dialect;
  Span data;
  bool customEncoding;
};

class BytecodeFile {
 public:
  // Reads the header and the tables. `bytes` must outlive the object.
  BytecodeFile(std::string_view bytes, const std::string& file);

  uint64_t version() const { return version_; }
  std::string_view producer() const { return producer_; }
  size_t producerOffset() const { return producerOffset_; }
  const std::vector<std::string_view>& dialects() const { return dialects_; }
  const std::vector<OpName>& opNames() const { return opNames_; }
  const std::vector<AttrTypeEntry>& attributes() const { return attributes_; }
  const std::vector<AttrTypeEntry>& types() const { return types_; }
  size_t numProperties() const { return properties_.size(); }
  Span properties(size_t i) const { return properties_[i]; }
  Span irSection() const { return ir_; }
  // A reader over part of the file, reporting errors against its name.
  ByteReader reader(Span span) const { return ByteReader(span, file_); }

  // Reads a string-table index from `r` and returns the string.
  std::string_view string(ByteReader& r) const;
  std::string_view stringAt(ByteReader& r, uint64_t index, size_t at) const;

 private:
  void readSections(ByteReader& r);
  void readStrings(Span data);
  void readDialects(Span data);
  void readAttrTypeOffsets(Span offsets, Span data);
  void readProperties(Span data);

  std::shared_ptr<const std::string> file_;
  uint64_t version_ = 0;
  std::string_view producer_;
  size_t producerOffset_ = 0;
  std::optional<Span> sections_[kNumSections];
  std::vector<std::string_view> strings_;
  std::vector<std::string_view> dialects_;
  std::vector<OpName> opNames_;
  std::vector<AttrTypeEntry> attributes_;
  std::vector<AttrTypeEntry> types_;
  std::vector<Span> properties_;
  Span ir_;
};

}  // namespace hloref::bytecode
