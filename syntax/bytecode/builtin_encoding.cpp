// MLIR's builtin dialect in bytecode. The format documents leave these
// encodings to the dialect (BytecodeFormat.md, "Dialect Defined Encoding");
// what follows was read off real artifacts (jaxlib 0.10.2, tests/data/
// bytecode/) against their text form, and is documented in
// syntax/bytecode/README.md. Each entry starts with a varint code:
//   attributes: 0 array [attr...], 1 dictionary [(name attr, value attr)...],
//     2 string (string index), 3 string with type, 4 flat symbol ref (string
//     attr), 5 nested symbol ref, 6 type attr, 7 unit, 8 integer (type,
//     known-width int), 9 float (type, known-width bits), 10-15 and 22
//     locations (call site, file:line:col, fused, fused with metadata, name,
//     unknown, file:line:col range), 16 dense resource, 17 dense array (element
//     type, count, blob), 18 dense int/float elements (type, blob), 19 dense
//     strings, 20 sparse elements, 21 distinct;
//   types: 0 integer (width << 2 | signedness: 0 signless, 1 signed, 2
//     unsigned), 1 index, 2 function ([types], [types]), 3 bf16, 4 f16, 5 f32,
//     6 f64, 7 f80, 8 f128, 9 complex (type), 10/11 memref, 12 none, 13 ranked
//     tensor ([svarint], type), 14 ranked tensor with encoding (attr first),
//     15 tuple ([types]), 16/17 unranked memref, 18 unranked tensor, 19/20 vector.
#include "syntax/bytecode/attr_type_table.h"

#include "core/float_format.h"

namespace hloref::bytecode {

namespace {

ElementType integerType(ByteReader& r) {
  size_t at = r.fileOffset();
  uint64_t v = r.varint();
  uint64_t width = v >> 2, signedness = v & 3;
  if (width == 1 && signedness == 0) return ElementType::I1;
  static const std::pair<uint64_t, ElementType> kSigned[] = {{2, ElementType::SI2},   {4, ElementType::SI4},
                                                            {8, ElementType::SI8},   {16, ElementType::SI16},
                                                            {32, ElementType::SI32}, {64, ElementType::SI64}};
  static const std::pair<uint64_t, ElementType> kUnsigned[] = {{2, ElementType::UI2},   {4, ElementType::UI4},
                                                              {8, ElementType::UI8},   {16, ElementType::UI16},
                                                              {32, ElementType::UI32}, {64, ElementType::UI64}};
  if (signedness <= 2)
    for (const auto& [w, t] : signedness == 2 ? kUnsigned : kSigned)
      if (w == width) return t;
  r.failAt(at, "unsupported: integer type of width " + std::to_string(width) + " and signedness " +
                   std::to_string(signedness));
}

Shape readShape(ByteReader& r) {
  uint64_t rank = r.count("dimensions");
  Shape shape;
  shape.reserve(static_cast<size_t>(rank));
  for (uint64_t i = 0; i < rank; ++i) {
    size_t at = r.fileOffset();
    int64_t d = r.signedVarint();
    if (d == INT64_MIN) d = kDynamic;  // MLIR's ShapedType::kDynamic
    else if (d < 0) r.failAt(at, "negative dimension size " + std::to_string(d));
    shape.push_back(d);
  }
  return shape;
}

// A tensor encoding hloref models: bounds (#stablehlo.bounds<...>, or VHLO's
// type extensions).
void applyEncoding(TensorType& t, const Attribute& encoding, const ByteReader& r, size_t at) {
  if (encoding.kind == Attribute::Kind::Struct && encoding.text == "stablehlo.bounds") {
    for (const Attribute& e : encoding.elements)
      t.bounds.push_back(e.kind == Attribute::Kind::Integer ? e.intValue : kDynamic);
    if (t.bounds.size() != t.shape.size())
      r.failAt(at, "bounds have " + std::to_string(t.bounds.size()) + " entries for a tensor of rank " +
                       std::to_string(t.shape.size()));
    return;
  }
  r.failAt(at, "unsupported: tensor encoding " + printable(attributeString(encoding)));
}

}  // namespace

DecodedType tensorOf(AttrTypeTable& table, ByteReader& r, const Attribute* encoding, size_t encodingAt) {
  TensorType t;
  t.shape = readShape(r);
  t.elementType = table.elementType(r, &t.quant);
  if (encoding) applyEncoding(t, *encoding, r, encodingAt);
  DecodedType d;
  d.kind = DecodedType::Kind::Tensor;
  d.type = Type::tensor(std::move(t));
  return d;
}

DecodedType decodeBuiltinType(AttrTypeTable& table, ByteReader& r) {
  size_t at = r.fileOffset();
  uint64_t code = r.varint();
  DecodedType d;
  switch (code) {
    case 0: return elementOf(integerType(r));
    case 1: return elementOf(ElementType::Index);
    case 2:
      d.kind = DecodedType::Kind::Function;
      d.inputs = table.typeList(r);
      d.outputs = table.typeList(r);
      return d;
    case 3: return elementOf(ElementType::BF16);
    case 4: return elementOf(ElementType::F16);
    case 5: return elementOf(ElementType::F32);
    case 6: return elementOf(ElementType::F64);
    case 9: {
      ElementType part = table.elementType(r);
      if (part != ElementType::F32 && part != ElementType::F64) r.failAt(at, "unsupported: complex<" + std::string(elementTypeName(part)) + ">");
      return elementOf(complexOf(part));
    }
    case 12: return d;  // none
    case 13: return tensorOf(table, r, nullptr, 0);
    case 14: {
      size_t encodingAt = r.fileOffset();
      Attribute encoding = table.attributeValue(r);
      return tensorOf(table, r, &encoding, encodingAt);
    }
    case 15:
      d.kind = DecodedType::Kind::Tuple;
      d.type = Type::tuple(table.typeList(r));
      return d;
    case 7: r.failAt(at, "unsupported: f80");
    case 8: r.failAt(at, "unsupported: f128");
    case 10:
    case 11:
    case 16:
    case 17: r.failAt(at, "unsupported: buffer types (memref)");
    case 18: r.failAt(at, "unsupported: unranked tensor types");
    case 19:
    case 20: r.failAt(at, "unsupported: vector types");
    default: r.failAt(at, "unsupported: builtin type code " + std::to_string(code));
  }
}

Attribute typedInteger(int64_t v, ElementType t) {
  Attribute a;
  a.kind = Attribute::Kind::Integer;
  a.intValue = v;
  TensorType tt;
  tt.elementType = t;
  a.type = Type::tensor(tt);
  return a;
}

DecodedType elementOf(ElementType t, std::shared_ptr<const QuantParams> quant) {
  DecodedType d;
  d.kind = DecodedType::Kind::Element;
  TensorType tt;
  tt.elementType = t;
  tt.quant = std::move(quant);
  d.type = Type::tensor(tt);
  return d;
}

Attribute integerAttribute(ByteReader& r, const DecodedType& type, size_t typeAt) {
  if (type.kind != DecodedType::Kind::Element) r.failAt(typeAt, "an integer attribute of a non-integer type");
  ElementType et = type.type.tensorType().elementType;
  if (et == ElementType::I1) {
    Attribute a;
    a.kind = Attribute::Kind::Bool;  // the text form: true / false
    a.type = type.type;
    a.boolValue = readKnownWidthInt(r, 1) != 0;
    return a;
  }
  if (!isInteger(et) && et != ElementType::Index) r.failAt(typeAt, "an integer attribute of a non-integer type");
  ElementType wrapAs = et == ElementType::Index ? ElementType::SI64 : et;
  uint64_t bits = readKnownWidthInt(r, bitWidth(wrapAs));
  return typedInteger(static_cast<int64_t>(isUnsignedInteger(et) ? bits : wrapInt(bits, wrapAs)), et);
}

DecodedAttr dictionaryAttribute(AttrTypeTable& table, ByteReader& r) {
  DecodedAttr d;
  d.attr.kind = Attribute::Kind::Dict;
  uint64_t n = r.count("dictionary entries", 2);
  for (uint64_t i = 0; i < n; ++i) {
    size_t keyAt = r.fileOffset();
    const Attribute& key = table.attributeValue(r);
    if (key.kind != Attribute::Kind::String) r.failAt(keyAt, "a dictionary key that is not a string");
    const DecodedAttr& value = table.attribute(r);
    d.entries.emplace_back(key.text, &value);
    d.attr.fields.emplace_back(key.text, value.attr);
  }
  return d;
}

Attribute floatAttribute(ByteReader& r, const DecodedType& type, size_t typeAt) {
  if (type.kind != DecodedType::Kind::Element || !isFloat(type.type.tensorType().elementType))
    r.failAt(typeAt, "a float attribute of a non-float type");
  ElementType et = type.type.tensorType().elementType;
  Attribute a;
  a.kind = Attribute::Kind::Float;
  a.type = type.type;
  a.floatValue = decodeFloat(et, readKnownWidthInt(r, et == ElementType::TF32 ? 19 : bitWidth(et)));
  return a;
}

Attribute denseAttribute(const DecodedType& type, Span raw, const ByteReader& r, size_t typeAt) {
  if (type.kind != DecodedType::Kind::Tensor) r.failAt(typeAt, "dense elements of a non-tensor type");
  const TensorType& tt = type.type.tensorType();
  Attribute a;
  a.kind = Attribute::Kind::Dense;
  a.type = type.type;
  if (tt.elementType == ElementType::I1) {
    std::string bytes = unpackBooleans(tt, raw);
    a.dense = denseFromRaw(tt, {bytes, raw.fileOffset}, r);
  } else {
    a.dense = denseFromRaw(tt, raw, r);
  }
  return a;
}

std::string unpackBooleans(const TensorType& type, Span raw) {
  int64_t n = type.numElements();
  std::string_view b = raw.bytes;
  if (b.size() == 1 && static_cast<uint8_t>(b[0]) == 0xFF) return std::string(1, '\1');
  if (n > 0 && b.size() == static_cast<size_t>((n + 7) / 8) && b.size() != static_cast<size_t>(n)) {
    std::string out(static_cast<size_t>(n), '\0');
    for (int64_t i = 0; i < n; ++i) out[static_cast<size_t>(i)] = static_cast<char>((static_cast<uint8_t>(b[static_cast<size_t>(i / 8)]) >> (i % 8)) & 1);
    return out;
  }
  return std::string(b);
}

DecodedAttr decodeBuiltinAttribute(AttrTypeTable& table, ByteReader& r) {
  size_t at = r.fileOffset();
  uint64_t code = r.varint();
  DecodedAttr d;
  Attribute& a = d.attr;
  switch (code) {
    case 0:
      a.kind = Attribute::Kind::Array;
      a.elements = table.attributeList(r);
      return d;
    case 1: return dictionaryAttribute(table, r);
    case 2:
      a.kind = Attribute::Kind::String;
      a.text = std::string(table.file().string(r));
      return d;
    case 3:
      a.kind = Attribute::Kind::String;
      a.text = std::string(table.file().string(r));
      table.type(r);
      return d;
    case 4:
    case 5: {
      size_t rootAt = r.fileOffset();
      const Attribute& root = table.attributeValue(r);
      if (root.kind != Attribute::Kind::String) r.failAt(rootAt, "a symbol reference whose root is not a string");
      a.kind = Attribute::Kind::Symbol;
      a.text = root.text;
      if (code == 5)
        for (const Attribute& nested : table.attributeList(r)) {
          if (nested.kind != Attribute::Kind::Symbol) r.failAt(rootAt, "a nested symbol reference that is not a symbol");
          a.text += "::@" + nested.text;
        }
      return d;
    }
    case 6: {
      a.kind = Attribute::Kind::TypeAttr;
      const DecodedType& t = table.type(r);
      d.type = &t;
      a.type = t.type;
      return d;
    }
    case 7: return d;  // unit
    case 8: {
      size_t typeAt = r.fileOffset();
      const DecodedType& t = table.type(r);
      a = integerAttribute(r, t, typeAt);
      return d;
    }
    case 9: {
      size_t typeAt = r.fileOffset();
      const DecodedType& t = table.type(r);
      a = floatAttribute(r, t, typeAt);
      return d;
    }
    case 10:
    case 11:
    case 12:
    case 13:
    case 14:
    case 15:
    case 22:
      // Locations: source positions JAX recorded. The text parser skips them;
      // so does this reader (the bytes stay unread: ignored, not trusted).
      d.isLocation = true;
      r.bytes(r.remaining());
      return d;
    case 17: {
      size_t typeAt = r.fileOffset();
      const DecodedType& t = table.type(r);
      ElementType et = t.kind == DecodedType::Kind::Element ? t.type.tensorType().elementType : ElementType::F32;
      if (t.kind != DecodedType::Kind::Element || isComplex(et) || et == ElementType::Index)
        r.failAt(typeAt, "unsupported: dense array of this element type");
      uint64_t n = r.varint();
      Span raw = r.bytes(r.varint());
      TensorType tt;
      tt.elementType = et;
      size_t width = static_cast<size_t>(storageBytes(et));
      if (et == ElementType::TF32 || n != raw.bytes.size() / width || raw.bytes.size() % width != 0)
        r.failAt(raw.fileOffset, "dense array of " + std::to_string(n) + " elements in " +
                                     std::to_string(raw.bytes.size()) + " bytes");
      tt.shape = {static_cast<int64_t>(n)};
      std::shared_ptr<const Tensor> values = denseFromRaw(tt, raw, r);
      a.kind = Attribute::Kind::DenseArray;
      a.type = t.type;
      for (int64_t i = 0; i < values->numElements(); ++i) {
        if (isFloat(et)) a.floats.push_back(values->floatValue(i));
        else a.ints.push_back(values->intValue(i));
      }
      return d;
    }
    case 18: {
      size_t typeAt = r.fileOffset();
      const DecodedType& t = table.type(r);
      Span raw = r.bytes(r.varint());
      a = denseAttribute(t, raw, r, typeAt);
      return d;
    }
    case 16: r.failAt(at, "unsupported: dense_resource attributes");
    case 19: r.failAt(at, "unsupported: dense string elements");
    case 20: r.failAt(at, "unsupported: sparse elements attributes");
    case 21: r.failAt(at, "unsupported: distinct attributes");
    default: r.failAt(at, "unsupported: builtin attribute code " + std::to_string(code));
  }
}

}  // namespace hloref::bytecode
