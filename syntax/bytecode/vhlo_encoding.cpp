// VHLO attributes and types in bytecode (../shared/reference/vhlo/
// VhloBytecode.cpp: each entry is a varint code, then its fields), decoded
// straight into what the text parser builds for the StableHLO spelling of
// the same attribute (#stablehlo<comparison_direction LT>, dense<...>,
// #stablehlo.bounds<...>); vhlo_upgrade.cpp then reshapes op attributes
// (dimension numbers, dense arrays, symbols) as StableHLO holds them.
#include "core/float_format.h"
#include "syntax/bytecode/attr_type_table.h"

namespace hloref::bytecode {

namespace {

// Enum values (VhloEnums.td) in code order.
struct EnumInfo {
  const char* kind;  // as #stablehlo<KIND VALUE> spells it
  std::vector<const char*> values;
  int64_t first = 0;  // the code of values[0]
};
const EnumInfo kComparisonDirection{"comparison_direction", {"EQ", "NE", "GE", "GT", "LE", "LT"}};
const EnumInfo kComparisonType{"comparison_type", {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}};
const EnumInfo kFftType{"fft_type", {"FFT", "IFFT", "RFFT", "IRFFT"}};
const EnumInfo kPrecision{"precision", {"DEFAULT", "HIGH", "HIGHEST"}};
const EnumInfo kRngAlgorithm{"rng_algorithm", {"DEFAULT", "THREE_FRY", "PHILOX"}};
const EnumInfo kRngDistribution{"rng_distribution", {"UNIFORM", "NORMAL"}, 1};
const EnumInfo kTranspose{"transpose", {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}};
const EnumInfo kResultAccuracyMode{"result_accuracy_mode", {"DEFAULT", "HIGHEST", "TOLERANCE"}};

std::string enumValue(ByteReader& r, const EnumInfo& info) {
  size_t at = r.fileOffset();
  uint64_t v = r.varint();
  if (v < static_cast<uint64_t>(info.first) || v - static_cast<uint64_t>(info.first) >= info.values.size())
    r.failAt(at, std::string("unknown ") + info.kind + " value " + std::to_string(v));
  return info.values[static_cast<size_t>(v - static_cast<uint64_t>(info.first))];
}

Attribute enumAttr(ByteReader& r, const EnumInfo& info) {
  Attribute a;
  a.kind = Attribute::Kind::Enum;
  a.enumKind = info.kind;
  a.text = enumValue(r, info);
  return a;
}

Attribute floatValue(double v) {
  Attribute a;
  a.kind = Attribute::Kind::Float;
  a.floatValue = v;
  TensorType tt;
  tt.elementType = ElementType::F64;
  a.type = Type::tensor(tt);
  return a;
}

Attribute integerList(ByteReader& r) {
  Attribute a;
  a.kind = Attribute::Kind::Array;
  uint64_t n = r.count("integers");
  for (uint64_t i = 0; i < n; ++i) a.elements.push_back(typedInteger(r.signedVarint()));
  return a;
}

double readF64(ByteReader& r) { return decodeFloat(ElementType::F64, readKnownWidthInt(r, 64)); }

ElementType unsignedOf(ElementType t) {
  switch (t) {
    case ElementType::SI2: return ElementType::UI2;
    case ElementType::SI4: return ElementType::UI4;
    case ElementType::SI8: return ElementType::UI8;
    case ElementType::SI16: return ElementType::UI16;
    case ElementType::SI32: return ElementType::UI32;
    case ElementType::SI64: return ElementType::UI64;
    default: return t;
  }
}

// UniformQuantized{PerAxis}V1Type: flags (bit 0: signed storage), storage
// type, expressed type, then the parameters.
DecodedType quantized(AttrTypeTable& table, ByteReader& r, bool perAxis) {
  auto q = std::make_shared<QuantParams>();
  size_t at = r.fileOffset();
  uint64_t flags = r.varint();
  q->storageType = table.elementType(r);
  if (!isInteger(q->storageType)) r.failAt(at, "quantized storage type must be an integer type");
  if ((flags & 1) == 0) q->storageType = unsignedOf(q->storageType);
  q->expressedType = table.elementType(r);
  if (perAxis) {
    q->quantizationDimension = static_cast<int64_t>(r.varint());
    q->storageMin = r.signedVarint();
    q->storageMax = r.signedVarint();
    uint64_t numScales = r.count("quantization scales");
    for (uint64_t i = 0; i < numScales; ++i) q->scales.push_back(readF64(r));
    uint64_t numZeroPoints = r.count("quantization zero points");
    for (uint64_t i = 0; i < numZeroPoints; ++i) q->zeroPoints.push_back(r.signedVarint());
    if (q->scales.size() != q->zeroPoints.size()) r.failAt(at, "per-axis quantization with unequal scales and zero points");
  } else {
    q->scales.push_back(readF64(r));
    q->zeroPoints.push_back(r.signedVarint());
    q->storageMin = r.signedVarint();
    q->storageMax = r.signedVarint();
  }
  return elementOf(q->storageType, q);
}

}  // namespace

DecodedType decodeVhloType(AttrTypeTable& table, ByteReader& r) {
  size_t at = r.fileOffset();
  uint64_t code = r.varint();
  static const std::pair<uint64_t, ElementType> kElements[] = {
      {0, ElementType::I1},          {2, ElementType::BF16},         {3, ElementType::F16},
      {4, ElementType::F32},         {5, ElementType::F64},          {6, ElementType::F8E4M3FN},
      {7, ElementType::F8E5M2},      {9, ElementType::Index},        {10, ElementType::SI4},
      {11, ElementType::SI8},        {12, ElementType::SI16},        {13, ElementType::SI32},
      {14, ElementType::SI64},       {15, ElementType::UI4},         {16, ElementType::UI8},
      {17, ElementType::UI16},       {18, ElementType::UI32},        {19, ElementType::UI64},
      {27, ElementType::F8E4M3FNUZ}, {28, ElementType::F8E5M2FNUZ},  {29, ElementType::F8E4M3B11FNUZ},
      {31, ElementType::SI2},        {32, ElementType::UI2},         {34, ElementType::TF32},
      {35, ElementType::F8E4M3},     {36, ElementType::F8E3M4},      {37, ElementType::F4E2M1FN},
      {38, ElementType::F6E2M3FN},   {39, ElementType::F6E3M2FN},    {40, ElementType::F8E8M0FNU},
  };
  for (const auto& [c, t] : kElements)
    if (c == code) return elementOf(t);
  DecodedType d;
  switch (code) {
    case 1: {
      ElementType part = table.elementType(r);
      if (part != ElementType::F32 && part != ElementType::F64)
        r.failAt(at, "unsupported: complex<" + std::string(elementTypeName(part)) + ">");
      return elementOf(complexOf(part));
    }
    case 8:
      d.kind = DecodedType::Kind::Function;
      d.inputs = table.typeList(r);
      d.outputs = table.typeList(r);
      return d;
    case 20: return tensorOf(table, r, nullptr, 0);
    case 21: {
      size_t encodingAt = r.fileOffset();
      Attribute encoding = table.attributeValue(r);
      return tensorOf(table, r, &encoding, encodingAt);
    }
    case 22: d.kind = DecodedType::Kind::Token; d.type = Type::token(); return d;
    case 23: d.kind = DecodedType::Kind::Tuple; d.type = Type::tuple(table.typeList(r)); return d;
    case 24: return quantized(table, r, false);
    case 30: return quantized(table, r, true);
    case 33: return d;  // none
    case 42: d.kind = DecodedType::Kind::Future; d.type = Type::future(table.typeList(r)); return d;
    case 25: r.failAt(at, "unsupported: unranked tensor types");
    case 26: r.failAt(at, "unsupported: the witness type (shape dialect)");
    case 41: r.failAt(at, "unsupported: buffer types");
    default: r.failAt(at, "unknown VHLO type code " + std::to_string(code));
  }
}

DecodedAttr decodeVhloAttribute(AttrTypeTable& table, ByteReader& r) {
  size_t at = r.fileOffset();
  uint64_t code = r.varint();
  DecodedAttr d;
  Attribute& a = d.attr;
  switch (code) {
    case 1: a.kind = Attribute::Kind::Array; a.elements = table.attributeList(r); return d;
    case 2: {
      size_t valueAt = r.fileOffset();
      uint64_t v = r.varint();
      if (v > 1) r.failAt(valueAt, "boolean value " + std::to_string(v));
      a.kind = Attribute::Kind::Bool;
      a.boolValue = v == 1;
      return d;
    }
    case 3: a = enumAttr(r, kComparisonDirection); return d;
    case 4: a = enumAttr(r, kComparisonType); return d;
    case 5: {
      // StableHLO holds custom_call's api_version as an i32.
      size_t valueAt = r.fileOffset();
      uint64_t v = r.varint();
      if (v > 4) r.failAt(valueAt, "unknown custom call API version " + std::to_string(v));
      a = typedInteger(static_cast<int64_t>(v), ElementType::SI32);
      return d;
    }
    case 6: return dictionaryAttribute(table, r);
    case 7: a = enumAttr(r, kFftType); return d;
    case 8: case 9: {
      size_t typeAt = r.fileOffset();
      const DecodedType& t = table.type(r);
      a = code == 8 ? floatAttribute(r, t, typeAt) : integerAttribute(r, t, typeAt);
      return d;
    }
    case 10:
      a.kind = Attribute::Kind::Struct;
      a.text = "stablehlo.output_operand_alias";
      a.fields.emplace_back("output_tuple_indices", integerList(r));
      a.fields.emplace_back("operand_index", typedInteger(r.signedVarint()));
      a.fields.emplace_back("operand_tuple_indices", integerList(r));
      return d;
    case 11: a = enumAttr(r, kPrecision); return d;
    case 12: a = enumAttr(r, kRngAlgorithm); return d;
    case 13: a = enumAttr(r, kRngDistribution); return d;
    case 14: a.kind = Attribute::Kind::String; a.text = std::string(table.file().string(r)); return d;
    case 15: {
      size_t typeAt = r.fileOffset();
      const DecodedType& t = table.type(r);
      Span raw = r.bytes(r.varint());
      a = denseAttribute(t, raw, r, typeAt);
      return d;
    }
    case 16: a = enumAttr(r, kTranspose); return d;
    case 17: {
      const DecodedType& t = table.type(r);
      d.type = &t;
      if (t.kind == DecodedType::Kind::None) {  // dot algorithms without precision types
        a.kind = Attribute::Kind::Opaque;
        a.text = "none";
        return d;
      }
      a.kind = Attribute::Kind::TypeAttr;
      a.type = t.type;
      return d;
    }
    case 18: {
      a.kind = Attribute::Kind::Struct;
      a.text = "stablehlo.bounds";
      uint64_t n = r.count("bounds");
      for (uint64_t i = 0; i < n; ++i) {
        int64_t b = r.signedVarint();
        if (b == INT64_MIN) {
          Attribute unknown;
          unknown.kind = Attribute::Kind::Opaque;
          unknown.text = "?";
          a.elements.push_back(unknown);
        } else {
          a.elements.push_back(typedInteger(b));
        }
      }
      return d;
    }
    case 19: {
      a.kind = Attribute::Kind::Struct;
      a.text = "stablehlo.result_accuracy_mode";
      Attribute mode;
      mode.kind = Attribute::Kind::Enum;
      mode.text = enumValue(r, kResultAccuracyMode);
      a.elements.push_back(mode);
      return d;
    }
    case 20: {
      a.kind = Attribute::Kind::Struct;
      a.text = "stablehlo.result_accuracy";
      // Fields at their defaults (0) are left out, as MLIR prints them.
      double atol = readF64(r), rtol = readF64(r);
      int64_t ulps = r.signedVarint();
      if (atol != 0) a.fields.emplace_back("atol", floatValue(atol));
      if (rtol != 0) a.fields.emplace_back("rtol", floatValue(rtol));
      if (ulps != 0) a.fields.emplace_back("ulps", typedInteger(ulps));
      size_t modeAt = r.fileOffset();
      Attribute mode = table.attributeValue(r);
      if (mode.kind != Attribute::Kind::Struct || mode.text != "stablehlo.result_accuracy_mode")
        r.failAt(modeAt, "result accuracy whose mode is not a result accuracy mode");
      a.fields.emplace_back("mode", mode);
      return d;
    }
    case 21: case 22: case 23: case 24: case 25:
      r.failAt(at, "unsupported: mesh-based replica groups (VHLO attribute code " + std::to_string(code) + ")");
    default: r.failAt(at, "unknown VHLO attribute code " + std::to_string(code));
  }
}

// CHLO's own attributes (../shared/reference/chlo/ChloBytecode.cpp): 0
// comparison direction, 1 comparison type, each a varint enum. They are
// built from their text spelling (#chlo<comparison_direction LT>) by the
// text parser, so both readers hold them alike.
DecodedAttr decodeChloAttribute(AttrTypeTable& table, ByteReader& r) {
  (void)table;
  size_t at = r.fileOffset();
  uint64_t code = r.varint();
  std::string text;
  if (code == 0) text = "#chlo<comparison_direction " + enumValue(r, kComparisonDirection) + ">";
  else if (code == 1) text = "#chlo<comparison_type " + enumValue(r, kComparisonType) + ">";
  else r.failAt(at, "unknown CHLO attribute code " + std::to_string(code));
  DecodedAttr d;
  d.attr = attributeFromText(text, r, at);
  return d;
}

}  // namespace hloref::bytecode
