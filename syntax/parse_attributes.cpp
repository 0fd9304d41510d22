// Attributes: builtin values, arrays, dictionaries, aliases, enums, and the
// StableHLO dialect attributes (#stablehlo<...>, #stablehlo.conv<...>, ...).
#include <cctype>
#include <map>

#include "core/float_format.h"
#include "syntax/parser_internal.h"

namespace hloref::syntax {

Attribute enumAttribute(const std::string& kind, const std::string& value) {
  Attribute a;
  a.kind = Attribute::Kind::Enum;
  a.enumKind = kind;
  a.text = value;
  return a;
}

Attribute integerAttribute(int64_t v) {
  Attribute a;
  a.kind = Attribute::Kind::Integer;
  a.intValue = v;
  return a;
}

Attribute stringAttribute(const std::string& s) {
  Attribute a;
  a.kind = Attribute::Kind::String;
  a.text = s;
  return a;
}

Attribute i64ArrayAttribute(const std::vector<int64_t>& v) {
  Attribute a;
  a.kind = Attribute::Kind::DenseArray;
  a.ints = v;
  TensorType tt;
  tt.elementType = ElementType::SI64;
  a.type = Type::tensor(tt);
  return a;
}

// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` (convolution dimension numbers).
Attribute Parser::parseConvDimensionNumbers() {
  Attribute a;
  a.kind = Attribute::Kind::Struct;
  a.text = "stablehlo.conv";
  auto parseLayout = [&](const char* batchName, const char* featureName, const char* spatialName,
                         char batchChar, char featureChar) {
    expect("[");
    std::map<int64_t, int64_t> spatial;
    int64_t index = 0;
    bool sawBatch = false, sawFeature = false;
    if (!consumeIf("]")) {
      do {
        skipSpace();
        Location l = loc();
        if (std::isdigit(static_cast<unsigned char>(peekRaw()))) {
          int64_t s = parseUnsigned();
          if (spatial.count(s)) errorAt(l, "spatial dimension " + std::to_string(s) + " appears twice");
          spatial[s] = index;
        } else {
          std::string w = parseBareIdent();
          if (w.size() == 1 && w[0] == batchChar && !sawBatch) {
            Attribute v;
            v.kind = Attribute::Kind::Integer;
            v.intValue = index;
            a.fields.emplace_back(batchName, v);
            sawBatch = true;
          } else if (w.size() == 1 && w[0] == featureChar && !sawFeature) {
            Attribute v;
            v.kind = Attribute::Kind::Integer;
            v.intValue = index;
            a.fields.emplace_back(featureName, v);
            sawFeature = true;
          } else {
            errorAt(l, "unexpected '" + w + "' in convolution dimension numbers");
          }
        }
        ++index;
      } while (consumeIf(","));
      expect("]");
    }
    Attribute list;
    list.kind = Attribute::Kind::Array;
    for (int64_t s = 0; s < static_cast<int64_t>(spatial.size()); ++s) {
      if (!spatial.count(s)) error("spatial dimensions are not 0..N-1");
      Attribute v;
      v.kind = Attribute::Kind::Integer;
      v.intValue = spatial[s];
      list.elements.push_back(v);
    }
    a.fields.emplace_back(spatialName, list);
  };
  parseLayout("input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions", 'b', 'f');
  expect("x");
  parseLayout("kernel_output_feature_dimension", "kernel_input_feature_dimension",
              "kernel_spatial_dimensions", 'o', 'i');
  expect("->");
  parseLayout("output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions", 'b', 'f');
  return a;
}

// The body of #name<...> as a list of `key = value` fields, or positional
// values (#stablehlo.bounds<3, ?>).
Attribute Parser::parseStructBody(const std::string& name) {
  Attribute a;
  a.kind = Attribute::Kind::Struct;
  a.text = name;
  if (name == "stablehlo.conv") {
    skipSpace();
    if (peekRaw() == '[') {
      Attribute c = parseConvDimensionNumbers();
      expect(">");
      return c;
    }
    consumeWord("raw");
  }
  if (consumeIf(">")) return a;
  do {
    skipSpace();
    if (peekRaw() == '>') break;  // a trailing comma
    if (peekRaw() == '?') {
      advance();
      Attribute v;
      v.kind = Attribute::Kind::Opaque;
      v.text = "?";
      a.elements.push_back(v);
      continue;
    }
    if (isIdentStart(peekRaw())) {
      Mark save = mark();
      std::string key = parseBareIdent();
      if (consumeIf("=")) {
        a.fields.emplace_back(key, parseAttribute());
        continue;
      }
      reset(save);
    }
    a.elements.push_back(parseAttribute());
  } while (consumeIf(","));
  expect(">");
  return a;
}

Attribute Parser::parseHashAttribute() {
  Location at = loc();
  expect("#");
  std::string name(takeWhile(isSuffixIdChar));
  if (name.empty()) errorAt(at, "expected an attribute name after '#'");
  if (peekRaw() != '<') {
    auto it = attributeAliases_.find(name);
    if (it == attributeAliases_.end()) errorAt(at, "unknown attribute alias #" + name);
    return it->second;
  }
  if (name == "stablehlo" || name == "chlo") {
    // #stablehlo<comparison_direction LT>; CHLO's enums keep their dialect
    // in the kind (#chlo<precision DEFAULT>: "chlo.precision").
    advance();
    Attribute a;
    a.kind = Attribute::Kind::Enum;
    a.enumKind = (name == "chlo" ? "chlo." : "") + parseBareIdent();
    a.text = parseBareIdent();
    expect(">");
    return a;
  }
  if (name.rfind("stablehlo.", 0) == 0 || name.rfind("chlo.", 0) == 0) {
    advance();
    return parseStructBody(name);
  }
  if (name == "sdy" || name.rfind("sdy.", 0) == 0) return parseSdyAttribute(name, at);
  Attribute a;
  a.kind = Attribute::Kind::Opaque;
  a.text = name;
  a.text += skipBalanced();
  return a;
}

AttributeList Parser::parseAttributeDict() {
  DepthGuard guard(*this);
  AttributeList list;
  expect("{");
  if (consumeIf("}")) return list;
  do {
    skipSpace();
    std::string key;
    if (peekRaw() == '"') key = parseStringLiteral();
    else key = parseBareIdent();
    if (consumeIf("=")) {
      list.emplace_back(key, parseAttribute());
    } else {
      Attribute unit;
      list.emplace_back(key, unit);
    }
  } while (consumeIf(","));
  expect("}");
  return list;
}

Attribute Parser::parseAttribute(bool typedNumbers) {
  DepthGuard guard(*this);
  return parseAttributeUntyped(typedNumbers);
}

Attribute Parser::parseAttributeUntyped(bool typedNumbers) {
  skipSpace();
  Location at = loc();
  char c = peekRaw();
  Attribute a;
  if (lookingAtWord("dense")) return parseDense();
  if (lookingAtWord("dense_resource")) errorAt(at, "unsupported: dense_resource attributes");
  if (lookingAtWord("array")) return parseDenseArray();
  if (c == '#') return parseHashAttribute();
  if (c == '?') {  // an unknown bound
    advance();
    a.kind = Attribute::Kind::Opaque;
    a.text = "?";
    return a;
  }
  if (c == '"') {
    a.kind = Attribute::Kind::String;
    a.text = parseStringLiteral();
    return a;
  }
  if (c == '@') {
    a.kind = Attribute::Kind::Symbol;
    a.text = parseSymbolName();
    while (consumeIf("::")) a.text += "::" + parseSymbolName();
    return a;
  }
  if (c == '[') {
    advance();
    a.kind = Attribute::Kind::Array;
    if (!consumeIf("]")) {
      do a.elements.push_back(parseAttribute(typedNumbers));
      while (consumeIf(","));
      expect("]");
    }
    return a;
  }
  if (c == '{') {
    a.kind = Attribute::Kind::Dict;
    a.fields = parseAttributeDict();
    return a;
  }
  if (c == '<') {
    // A bare struct body, as in dot_general's `algorithm = <...>`.
    advance();
    return parseStructBody("");
  }
  if (consumeWord("true")) {
    a.kind = Attribute::Kind::Bool;
    a.boolValue = true;
    return a;
  }
  if (consumeWord("false")) {
    a.kind = Attribute::Kind::Bool;
    return a;
  }
  if (consumeWord("unit")) return a;
  if (lookingAtWord("affine_map") || lookingAtWord("affine_set") || lookingAtWord("loc")) {
    a.kind = Attribute::Kind::Opaque;
    a.text = parseBareIdent();
    a.text += skipBalanced();
    return a;
  }
  if (c == '-' || c == '+' || std::isdigit(static_cast<unsigned char>(c))) return parseNumberAttribute(typedNumbers);
  if (lookingAt("tensor<") || lookingAt("tuple<") || lookingAt("!") || lookingAt("complex<")) {
    a.kind = Attribute::Kind::TypeAttr;
    a.type = parseTypeInternal();
    return a;
  }
  if (isIdentStart(c)) {
    // A bare keyword: an enum value in custom forms (DEFAULT, FFT, PHILOX),
    // or a type name (i32, f32).
    std::string w = parseBareIdent();
    if (auto et = parseElementTypeName(w)) {
      a.kind = Attribute::Kind::TypeAttr;
      TensorType tt;
      tt.elementType = *et;
      a.type = Type::tensor(tt);
      return a;
    }
    a.kind = Attribute::Kind::Enum;
    a.text = w;
    return a;
  }
  errorAt(at, "expected an attribute" + foundText());
}

// A number, `: type` after it when `typedNumbers` (an i64 or f64 without).
Attribute Parser::parseNumberAttribute(bool typedNumbers) {
  Location at = loc();
  Attribute a;
  std::string text = parseNumberText();
  Type type;
  bool typed = false;
  if (typedNumbers && consumeIf(":")) {
    type = parseTypeInternal();
    typed = true;
  }
  bool looksFloat = text.find_first_of(".eE") != std::string::npos &&
                    text.find("0x") == std::string::npos && text.find("0X") == std::string::npos;
  ElementType et = typed ? type.tensorType().elementType : (looksFloat ? ElementType::F64 : ElementType::SI64);
  if (typed && !type.isTensor()) errorAt(at, "bad attribute type");
  if (isFloat(et)) {
    uint64_t bits;
    if (text.find("0x") != std::string::npos) {
      bits = std::stoull(text.substr(text.find("0x") + 2), nullptr, 16);
    } else if (!parseDecimalFloat(text, et, &bits)) {
      errorAt(at, "malformed float '" + text + "'");
    }
    a.kind = Attribute::Kind::Float;
    a.floatValue = decodeFloat(et, bits);
  } else {
    uint64_t v;
    ElementType it = isInteger(et) || isBoolean(et) ? et : ElementType::SI64;
    if (!parseIntegerLiteral(text, it, &v)) errorAt(at, "malformed or out-of-range integer '" + text + "'");
    a.kind = Attribute::Kind::Integer;
    a.intValue = static_cast<int64_t>(isUnsignedInteger(it) ? v : wrapInt(v, it));
  }
  TensorType tt;
  tt.elementType = et;
  a.type = typed ? type : Type::tensor(tt);
  return a;
}

void Parser::parseOptionalAttributeDict(Op& op) {
  if (peek() != '{') return;
  AttributeList attrs = parseAttributeDict();
  op.attributes.insert(op.attributes.end(), attrs.begin(), attrs.end());
}

}  // namespace hloref::syntax
