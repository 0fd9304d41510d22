// Types: tensor, tuple, token and future types, element types, quantized
// element types, type aliases (spec: Types).
#include <cctype>
#include <cstdint>

#include "core/float_format.h"
#include "syntax/parser_internal.h"

namespace hloref::syntax {

Type Parser::parseTypeInternal() {
  DepthGuard guard(*this);
  skipSpace();
  if (consumeIf("!stablehlo.token")) return Type::token();
  if (consumeIf("!stablehlo.future")) return Type::future(parseTypeListAngles());
  if (peekRaw() == '!') {
    Location l = loc();
    advance();
    std::string name = parseBareIdent();
    auto it = typeAliases_.find(name);
    if (it != typeAliases_.end()) return it->second;
    errorAt(l, "unknown type '!" + name + "'");
  }
  if (lookingAtWord("tuple")) {
    advance(5);
    return Type::tuple(parseTypeListAngles());
  }
  if (lookingAt("tensor<") || lookingAt("tensor <")) {
    advance(6);
    expect("<");
    return Type::tensor(parseTensorTypeBody());
  }
  if (lookingAt("memref<")) error("unsupported: buffer types (memref)");
  // A bare element type (used as an attribute type or a scalar argument).
  std::shared_ptr<const QuantParams> quant;
  ElementType et = parseScalarType(&quant);
  TensorType t;
  t.elementType = et;
  t.quant = quant;
  return Type::tensor(t);
}

ElementType Parser::parseScalarType(std::shared_ptr<const QuantParams>* quant) {
  skipSpace();
  Location l = loc();
  if (lookingAt("!quant.uniform")) {
    *quant = parseQuantType();
    return (*quant)->storageType;
  }
  if (lookingAt("complex<")) {
    advance(8);
    std::string part = parseBareIdent();
    expect(">");
    if (part == "f32") return ElementType::C64;
    if (part == "f64") return ElementType::C128;
    errorAt(l, "unsupported complex element type complex<" + part + ">");
  }
  std::string name(takeWhile([](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }));
  auto et = parseElementTypeName(name);
  if (!et) errorAt(l, "unknown element type '" + name + "'");
  return *et;
}

std::shared_ptr<const QuantParams> Parser::parseQuantType() {
  Location l = loc();
  expect("!quant.uniform");
  expect("<");
  auto q = std::make_shared<QuantParams>();
  std::shared_ptr<const QuantParams> dummy;
  q->storageType = parseScalarType(&dummy);
  if (!isInteger(q->storageType)) errorAt(l, "quantized storage type must be an integer type");
  int bits = bitWidth(q->storageType);
  if (isSignedInteger(q->storageType)) {
    q->storageMin = bits >= 64 ? INT64_MIN : -(int64_t{1} << (bits - 1));
    q->storageMax = bits >= 64 ? INT64_MAX : (int64_t{1} << (bits - 1)) - 1;
  } else {
    q->storageMin = 0;
    q->storageMax = bits >= 63 ? INT64_MAX : (int64_t{1} << bits) - 1;
  }
  if (consumeIf("<")) {
    q->storageMin = parseSignedInt();
    expect(":");
    q->storageMax = parseSignedInt();
    expect(">");
  }
  expect(":");
  q->expressedType = parseScalarType(&dummy);
  if (consumeIf(":")) q->quantizationDimension = parseUnsigned();
  expect(",");
  auto parseParam = [&]() {
    std::string scale = parseNumberText();
    uint64_t bits64;
    if (!parseDecimalFloat(scale, ElementType::F64, &bits64)) error("bad quantization scale '" + scale + "'");
    q->scales.push_back(decodeFloat(ElementType::F64, bits64));
    q->zeroPoints.push_back(consumeIf(":") ? parseSignedInt() : 0);
  };
  if (consumeIf("{")) {
    do parseParam();
    while (consumeIf(","));
    expect("}");
  } else {
    parseParam();
  }
  expect(">");
  return q;
}

TensorType Parser::parseTensorTypeBody() {
  // Shape: {DimensionSize 'x'} then the element type.
  TensorType t;
  skipSpace();
  while (true) {
    skipSpace();
    char c = peekRaw();
    if (c == '?' && peekRaw(1) == 'x') {
      t.shape.push_back(kDynamic);
      advance(2);
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      Mark save = mark();
      int64_t d = parseUnsigned();
      if (peekRaw() == 'x') {
        advance();
        t.shape.push_back(d);
        continue;
      }
      reset(save);
    }
    break;
  }
  t.elementType = parseScalarType(&t.quant);
  if (consumeIf(",")) {
    // Encoding: #stablehlo.bounds<...>, #stablehlo.type_extensions<bounds = [...]>,
    // #sparse_tensor.encoding<...> or an alias of one.
    Location l = loc();
    Attribute enc = parseAttributeUntyped();
    auto boundsFrom = [&](const Attribute& a) -> bool {
      if (a.kind == Attribute::Kind::Struct && a.text == "stablehlo.bounds") {
        for (const Attribute& e : a.elements) t.bounds.push_back(e.kind == Attribute::Kind::Integer ? e.intValue : kDynamic);
        return true;
      }
      if (a.kind == Attribute::Kind::Struct && a.text == "stablehlo.type_extensions") {
        if (const Attribute* b = a.field("bounds"))
          for (const Attribute& e : b->elements)
            t.bounds.push_back(e.kind == Attribute::Kind::Integer ? e.intValue : kDynamic);
        return true;
      }
      return false;
    };
    if (!boundsFrom(enc)) {
      if (enc.kind == Attribute::Kind::Opaque && enc.text.rfind("sparse_tensor.encoding", 0) == 0) {
        t.sparse = true;
        if (!warnedSparse_) {
          warnedSparse_ = true;
          warnings_.emplace_back(l, "sparse tensor encoding ignored: such tensors run as dense");
        }
      }
      else
        errorAt(l, "unsupported tensor encoding");
    }
    if (!t.bounds.empty() && t.bounds.size() != t.shape.size())
      errorAt(l, "bounds have " + std::to_string(t.bounds.size()) + " entries for a tensor of rank " +
                     std::to_string(t.shape.size()));
  }
  expect(">");
  return t;
}

std::vector<Type> Parser::parseTypeListAngles() {
  expect("<");
  std::vector<Type> types;
  if (consumeIf(">")) return types;
  do types.push_back(parseTypeInternal());
  while (consumeIf(","));
  expect(">");
  return types;
}

std::vector<Type> Parser::parseTypeListParens() {
  std::vector<Type> types;
  expect("(");
  if (consumeIf(")")) return types;
  do {
    types.push_back(parseTypeInternal());
    if (peek() == '{') parseAttributeDict();  // result attributes
    skipLocation();
  } while (consumeIf(","));
  expect(")");
  return types;
}

void Parser::parseFunctionalType(std::vector<Type>& inputs, std::vector<Type>& outputs) {
  inputs = parseTypeListParens();
  expect("->");
  if (peek() == '(') outputs = parseTypeListParens();
  else outputs = {parseTypeInternal()};
}

}  // namespace hloref::syntax
