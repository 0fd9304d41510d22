#include "syntax/bytecode/attr_type_table.h"

#include <cstring>

#include "syntax/parser.h"
#include "syntax/parser_internal.h"

namespace hloref::bytecode {

namespace {
constexpr int kMaxDepth = 200;  // as the text parser's kMaxNesting

// Entries a dialect wrote as text (no bytecode encoding of its own): the
// text parser reads them.
DecodedAttr attributeEntryFromText(ByteReader& r) {
  size_t at = r.fileOffset();
  DecodedAttr d;
  d.attr = attributeFromText(std::string(r.cString()), r, at);
  return d;
}

DecodedType typeFromText(ByteReader& r) {
  size_t at = r.fileOffset();
  std::string text(r.cString());
  DecodedType d;
  try {
    d.type = parseType(text, *r.file());
  } catch (const Error& e) {
    r.failAt(at, "type text '" + printable(text) + "' does not parse: " + e.what());
  }
  // hloref's Type spells an element type as a rank-0 tensor: the text says which.
  std::string_view t = text;
  d.kind = d.type.isToken()                  ? DecodedType::Kind::Token
           : d.type.isTuple()                ? DecodedType::Kind::Tuple
           : t.substr(0, 7) == "tensor<" ? DecodedType::Kind::Tensor
                                             : DecodedType::Kind::Element;
  return d;
}

}  // namespace

AttrTypeTable::AttrTypeTable(const BytecodeFile& file)
    : file_(file),
      attrState_(file.attributes().size(), State::Fresh),
      typeState_(file.types().size(), State::Fresh),
      attrs_(file.attributes().size()),
      types_(file.types().size()) {}

AttrTypeTable::Depth::Depth(AttrTypeTable& t, const ByteReader& r) : table(t) {
  if (++table.depth_ > kMaxDepth) {
    --table.depth_;
    r.fail("attributes and types nest deeper than " + std::to_string(kMaxDepth));
  }
}

template <class T, class Decode>
const T& AttrTypeTable::entry(std::vector<State>& states, std::vector<std::unique_ptr<T>>& decoded,
                              const std::vector<AttrTypeEntry>& entries, const char* what, uint64_t index, size_t at,
                              const ByteReader& r, Decode decode) {
  if (index >= decoded.size())
    r.failAt(at, std::string(what) + " index " + std::to_string(index) + " out of range (" +
                     std::to_string(decoded.size()) + " entries)");
  size_t i = static_cast<size_t>(index);
  if (states[i] == State::Decoding) r.failAt(at, std::string(what) + " #" + std::to_string(index) + " contains itself");
  if (states[i] == State::Fresh) {
    Depth guard(*this, r);
    states[i] = State::Decoding;
    const AttrTypeEntry& e = entries[i];
    ByteReader er = file_.reader(e.data);
    decodingWeights_.push_back(1);
    T value = decode(er, file_.dialects()[e.dialect], e.customEncoding);
    if (!er.atEnd()) er.fail(std::string(what) + " #" + std::to_string(index) + " has bytes after its encoding");
    value.weight = decodingWeights_.back();
    decodingWeights_.pop_back();
    decoded[i] = std::make_unique<T>(std::move(value));
    states[i] = State::Done;
  }
  addWeight(decoded[i]->weight, at, r);
  return *decoded[i];
}

void AttrTypeTable::addWeight(uint64_t weight, size_t at, const ByteReader& r) {
  if (decodingWeights_.empty()) return;
  uint64_t& total = decodingWeights_.back();
  total += weight;
  if (total > kMaxEntryWeight)
    r.failAt(at, "an attribute or type expands to more than " + std::to_string(kMaxEntryWeight) +
                     " nodes through its references");
}

const DecodedAttr& AttrTypeTable::attributeAt(uint64_t index, size_t at, const ByteReader& r) {
  return entry(attrState_, attrs_, file_.attributes(), "attribute", index, at, r,
               [&](ByteReader& er, std::string_view dialect, bool custom) -> DecodedAttr {
                 if (!custom) return attributeEntryFromText(er);
                 if (dialect == "builtin") return decodeBuiltinAttribute(*this, er);
                 if (dialect == "vhlo") return decodeVhloAttribute(*this, er);
                 if (dialect == "chlo") return decodeChloAttribute(*this, er);
                 er.fail("unsupported: attributes of dialect '" + printable(dialect) + "' in their own bytecode encoding");
               });
}

const DecodedType& AttrTypeTable::typeAt(uint64_t index, size_t at, const ByteReader& r) {
  return entry(typeState_, types_, file_.types(), "type", index, at, r,
               [&](ByteReader& er, std::string_view dialect, bool custom) -> DecodedType {
                 if (!custom) return typeFromText(er);
                 if (dialect == "builtin") return decodeBuiltinType(*this, er);
                 if (dialect == "vhlo") return decodeVhloType(*this, er);
                 er.fail("unsupported: types of dialect '" + printable(dialect) + "' in their own bytecode encoding");
               });
}

const DecodedAttr& AttrTypeTable::attribute(ByteReader& r) {
  size_t at = r.fileOffset();
  return attributeAt(r.varint(), at, r);
}

const DecodedType& AttrTypeTable::type(ByteReader& r) {
  size_t at = r.fileOffset();
  return typeAt(r.varint(), at, r);
}

const DecodedAttr* AttrTypeTable::optionalAttribute(ByteReader& r) {
  size_t at = r.fileOffset();
  auto [index, present] = r.varintWithFlag();
  if (!present) return nullptr;
  return &attributeAt(index, at, r);
}

std::vector<Attribute> AttrTypeTable::attributeList(ByteReader& r) {
  uint64_t n = r.count("attributes of a list");
  std::vector<Attribute> list;
  list.reserve(static_cast<size_t>(n));
  for (uint64_t i = 0; i < n; ++i) list.push_back(attributeValue(r));
  return list;
}

Type AttrTypeTable::asValueType(const DecodedType& t, const ByteReader& r, size_t at) {
  switch (t.kind) {
    case DecodedType::Kind::Tensor:
    case DecodedType::Kind::Token:
    case DecodedType::Kind::Tuple:
    case DecodedType::Kind::Future: return t.type;
    case DecodedType::Kind::Element: r.failAt(at, "unsupported: a scalar (non-tensor) value type");
    case DecodedType::Kind::Function: r.failAt(at, "a function type where a value type belongs");
    case DecodedType::Kind::None: r.failAt(at, "the none type where a value type belongs");
  }
  r.failAt(at, "bad type");
}

Type AttrTypeTable::valueType(ByteReader& r) {
  size_t at = r.fileOffset();
  return asValueType(typeAt(r.varint(), at, r), r, at);
}

std::vector<Type> AttrTypeTable::typeList(ByteReader& r) {
  uint64_t n = r.count("types of a list");
  std::vector<Type> list;
  list.reserve(static_cast<size_t>(n));
  for (uint64_t i = 0; i < n; ++i) list.push_back(valueType(r));
  return list;
}

ElementType AttrTypeTable::elementType(ByteReader& r, std::shared_ptr<const QuantParams>* quant) {
  size_t at = r.fileOffset();
  const DecodedType& t = typeAt(r.varint(), at, r);
  if (t.kind != DecodedType::Kind::Element) r.failAt(at, "expected an element type");
  if (quant) *quant = t.type.tensorType().quant;
  else if (t.type.tensorType().quant) r.failAt(at, "a quantized type where a plain element type belongs");
  return t.type.tensorType().elementType;
}

Attribute attributeFromText(const std::string& text, const ByteReader& r, size_t at) {
  try {
    syntax::Parser p(text, *r.file(), 1);
    Attribute a = p.parseAttribute();
    p.skipSpace();
    if (!p.atEnd()) p.error("unexpected text after the attribute");
    return a;
  } catch (const Error& e) {
    r.failAt(at, "attribute text '" + printable(text) + "' does not parse: " + e.what());
  }
}

uint64_t readKnownWidthInt(ByteReader& r, int width) {
  if (width <= 8) return r.byte() & ((uint64_t{1} << width) - 1);
  if (width > 64) r.fail("unsupported: integers wider than 64 bits");
  auto v = static_cast<uint64_t>(r.signedVarint());
  return width == 64 ? v : v & ((uint64_t{1} << width) - 1);
}

std::shared_ptr<const Tensor> denseFromRaw(const TensorType& type, Span raw, const ByteReader& r) {
  if (!type.isStatic()) r.failAt(raw.fileOffset, "dense data of the dynamic type " + tensorTypeString(type));
  ElementType et = type.elementType;
  int64_t n = type.numElements();
  size_t width = et == ElementType::TF32 ? 3 : static_cast<size_t>(storageBytes(et));
  size_t size = raw.bytes.size();
  bool splat = size == width && n != 1;
  if (!splat && (n < 0 || size / width != static_cast<size_t>(n) || size % width != 0))
    r.failAt(raw.fileOffset, "dense data of " + std::to_string(size) + " bytes for " + tensorTypeString(type) +
                                 " (" + std::to_string(width) + " bytes per element)");
  Tensor t;
  try {
    t = Tensor(type);
  } catch (const Error& e) {
    fail(r.locationAt(raw.fileOffset), e.what());  // the memory budget: a limit, not damage
  }
  const char* data = raw.bytes.data();
  bool fullWidth = isComplex(et) || (storageBytes(et) == static_cast<int>(width) && bitWidth(et) == 8 * static_cast<int>(width));
  if (!splat && fullWidth) {
    // Every bit pattern of these types is an element and their storage is
    // their little-endian encoding: one copy.
    std::memcpy(t.bytes(), data, size);
    return std::make_shared<const Tensor>(std::move(t));
  }
  for (int64_t i = 0; i < n; ++i) {
    const char* src = data + (splat ? 0 : static_cast<size_t>(i) * width);
    if (isComplex(et)) {
      std::memcpy(t.bytes() + i * storageBytes(et), src, width);
      continue;
    }
    uint64_t bits = 0;
    std::memcpy(&bits, src, width);  // little-endian host
    if (isFloat(et)) t.setFloatBits(i, bits);
    else if (isBoolean(et)) t.setIntBits(i, bits != 0);
    else t.setIntBits(i, isSignedInteger(et) ? wrapInt(bits, et) : bits);
  }
  return std::make_shared<const Tensor>(std::move(t));
}

}  // namespace hloref::bytecode
