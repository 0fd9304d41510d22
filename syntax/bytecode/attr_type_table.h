// The attribute and type tables of a bytecode file, decoded on first use
// (an entry no op refers to is never decoded) into hloref's model: builtin
// entries by builtin_encoding.cpp, VHLO entries by vhlo_encoding.cpp, CHLO
// entries by chlo_encoding.cpp, and entries a dialect wrote as text by the
// text parser. Decoding is guarded against cycles and deep nesting.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/attribute.h"
#include "core/types.h"
#include "syntax/bytecode/file.h"

namespace hloref::bytecode {

struct DecodedType {
  enum class Kind {
    Element,   // `type` is a rank-0 tensor type carrying the element type (and quantization)
    Tensor,    // `type` is a tensor type
    Token,
    Tuple,
    Future,
    Function,  // `inputs` -> `outputs`
    None,      // MLIR's none type (dot algorithms without a precision type)
  };
  Kind kind = Kind::None;
  Type type;
  std::vector<Type> inputs, outputs;
  uint64_t weight = 1;  // nodes once expanded (entries may share entries; hloref's model does not)
};

struct DecodedAttr {
  Attribute attr;
  const DecodedType* type = nullptr;  // the type of a type attribute (function types have no Attribute form)
  bool isLocation = false;
  // A dictionary's entries as decoded (the function type of a func is found
  // here in files older than bytecode version 5).
  std::vector<std::pair<std::string, const DecodedAttr*>> entries;
  uint64_t weight = 1;  // nodes once expanded (entries may share entries; hloref's model does not)
};

// An entry that refers to others N times expands to N copies of them: a
// few kilobytes of nested references could expand to billions of nodes. No
// entry may expand beyond this (real artifacts stay in the hundreds).
inline constexpr uint64_t kMaxEntryWeight = uint64_t{1} << 20;

class AttrTypeTable {
 public:
  explicit AttrTypeTable(const BytecodeFile& file);

  const BytecodeFile& file() const { return file_; }
  // Reads an index from `r` and returns the entry it names.
  const DecodedAttr& attribute(ByteReader& r);
  const DecodedType& type(ByteReader& r);
  // Attribute index with a presence flag (MLIR's optional attributes).
  const DecodedAttr* optionalAttribute(ByteReader& r);
  const DecodedAttr& attributeAt(uint64_t index, size_t at, const ByteReader& r);
  const DecodedType& typeAt(uint64_t index, size_t at, const ByteReader& r);
  // Shorthands the dialect decoders share.
  Attribute attributeValue(ByteReader& r) { return attribute(r).attr; }
  std::vector<Attribute> attributeList(ByteReader& r);
  std::vector<Type> typeList(ByteReader& r);  // value types (tensors, tokens, tuples)
  ElementType elementType(ByteReader& r, std::shared_ptr<const QuantParams>* quant = nullptr);
  // A value type (tensor, token, tuple or future): what an op operand,
  // result or block argument may have.
  Type valueType(ByteReader& r);
  static Type asValueType(const DecodedType& t, const ByteReader& r, size_t at);

 private:
  enum class State : uint8_t { Fresh, Decoding, Done };
  struct Depth {
    AttrTypeTable& table;
    explicit Depth(AttrTypeTable& t, const ByteReader& r);
    ~Depth() { --table.depth_; }
  };

  // The memo both tables share: decodes entry `index` once, with `decode`.
  template <class T, class Decode>
  const T& entry(std::vector<State>& states, std::vector<std::unique_ptr<T>>& decoded,
                 const std::vector<AttrTypeEntry>& entries, const char* what, uint64_t index, size_t at,
                 const ByteReader& r, Decode decode);

  // Adds a referenced entry's weight to the entry being decoded.
  void addWeight(uint64_t weight, size_t at, const ByteReader& r);

  const BytecodeFile& file_;
  std::vector<uint64_t> decodingWeights_;  // per entry being decoded, innermost last
  std::vector<State> attrState_, typeState_;
  std::vector<std::unique_ptr<DecodedAttr>> attrs_;
  std::vector<std::unique_ptr<DecodedType>> types_;
  int depth_ = 0;
};

// The dialect decoders: each reads one entry's bytes (after nothing: the
// dialect's own leading code is theirs to read).
DecodedAttr decodeBuiltinAttribute(AttrTypeTable& table, ByteReader& r);
DecodedType decodeBuiltinType(AttrTypeTable& table, ByteReader& r);
DecodedAttr decodeVhloAttribute(AttrTypeTable& table, ByteReader& r);
DecodedType decodeVhloType(AttrTypeTable& table, ByteReader& r);
DecodedAttr decodeChloAttribute(AttrTypeTable& table, ByteReader& r);

// An attribute from its text spelling, read by the text parser.
Attribute attributeFromText(const std::string& text, const ByteReader& r, size_t at);
// Shared by the decoders: an APInt of a known width (MLIR writes widths up
// to 8 as one byte, up to 64 as a zigzag varint), as the low `width` bits.
uint64_t readKnownWidthInt(ByteReader& r, int width);
// A dense tensor from MLIR's raw element data (little-endian, sub-byte types
// one per byte, tf32 in 3 bytes, one element for a splat; i1 one per byte).
std::shared_ptr<const Tensor> denseFromRaw(const TensorType& type, Span raw, const ByteReader& r);
// i1 data as MLIR writes it for VHLO tensors: one 0xFF byte for an all-true
// splat, bits packed eight to a byte, or one byte per element.
std::string unpackBooleans(const TensorType& type, Span raw);
// Pieces the builtin and VHLO encodings share: an element type, a tensor
// type after its optional encoding attribute (shape, element type), an
// integer or float attribute's value after its type, dense elements, a
// dictionary (key attribute, value attribute pairs), an integer attribute.
DecodedType elementOf(ElementType t, std::shared_ptr<const QuantParams> quant = nullptr);
DecodedType tensorOf(AttrTypeTable& table, ByteReader& r, const Attribute* encoding, size_t encodingAt);
Attribute integerAttribute(ByteReader& r, const DecodedType& type, size_t typeAt);
Attribute floatAttribute(ByteReader& r, const DecodedType& type, size_t typeAt);
Attribute denseAttribute(const DecodedType& type, Span raw, const ByteReader& r, size_t typeAt);
DecodedAttr dictionaryAttribute(AttrTypeTable& table, ByteReader& r);
Attribute typedInteger(int64_t v, ElementType t = ElementType::SI64);

}  // namespace hloref::bytecode
