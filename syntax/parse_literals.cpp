// Dense literals (`dense<[1, 2]> : tensor<2xi32>`, `dense<"0x..">`) and
// dense arrays (`array<i64: 1, 2>`) (spec: Constants).
#include <cctype>
#include <cstring>

#include "core/float_format.h"
#include "syntax/parser_internal.h"

namespace hloref::syntax {

Parser::Literal Parser::parseLiteral() {
  DepthGuard guard(*this);
  Literal lit;
  skipSpace();
  lit.loc = loc();
  char c = peekRaw();
  if (c == '[') {
    advance();
    lit.kind = Literal::Kind::List;
    if (!consumeIf("]")) {
      do lit.items.push_back(parseLiteral());
      while (consumeIf(","));
      expect("]");
    }
    return lit;
  }
  if (c == '(') {
    advance();
    lit.kind = Literal::Kind::Complex;
    lit.re = parseNumberText();
    expect(",");
    lit.im = parseNumberText();
    expect(")");
    return lit;
  }
  if (consumeWord("true")) {
    lit.kind = Literal::Kind::Bool;
    lit.b = true;
    return lit;
  }
  if (consumeWord("false")) {
    lit.kind = Literal::Kind::Bool;
    return lit;
  }
  lit.kind = Literal::Kind::Number;
  lit.text = parseNumberText();
  return lit;
}

// Parses an integer literal (decimal or hex) into a 64-bit pattern, checking
// that it fits the type (spec: Constants, is_wellformed).
bool parseIntegerLiteral(const std::string& text, ElementType t, uint64_t* out) {
  size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) negative = text[i++] == '-';
  if (i >= text.size()) return false;
  unsigned __int128 magnitude = 0;
  bool hex = text.size() > i + 1 && text[i] == '0' && (text[i + 1] == 'x' || text[i + 1] == 'X');
  if (hex) {
    i += 2;
    if (i >= text.size()) return false;
  }
  for (; i < text.size(); ++i) {
    char c = text[i];
    int d;
    if (std::isdigit(static_cast<unsigned char>(c))) d = c - '0';
    else if (hex && std::isxdigit(static_cast<unsigned char>(c))) d = std::tolower(c) - 'a' + 10;
    else return false;
    magnitude = magnitude * (hex ? 16 : 10) + d;
    if (magnitude > (static_cast<unsigned __int128>(1) << 64)) return false;
  }
  int bits = isBoolean(t) ? 1 : bitWidth(t);
  unsigned __int128 maxUnsigned = (static_cast<unsigned __int128>(1) << bits) - 1;
  unsigned __int128 maxNegative = static_cast<unsigned __int128>(1) << (bits - 1);
  if (negative) {
    if (isUnsignedInteger(t) || isBoolean(t) || magnitude > maxNegative) return false;
    *out = static_cast<uint64_t>(-static_cast<__int128>(magnitude));
  } else {
    // Signed types also accept their unsigned spelling (MLIR's i8 is signless).
    if (magnitude > maxUnsigned) return false;
    *out = wrapInt(static_cast<uint64_t>(magnitude), t);
  }
  return true;
}

void Parser::fillElement(Tensor& t, int64_t index, const Literal& lit) {
  ElementType et = t.elementType();
  auto bad = [&](const std::string& why) {
    errorAt(lit.loc, why + " for element type " + std::string(elementTypeName(et)));
  };
  if (isBoolean(et)) {
    if (lit.kind == Literal::Kind::Bool) {
      t.setIntBits(index, lit.b ? 1 : 0);
      return;
    }
    uint64_t v;
    if (lit.kind == Literal::Kind::Number && parseIntegerLiteral(lit.text, et, &v)) {
      t.setIntBits(index, v);
      return;
    }
    bad("expected true or false");
  }
  if (isInteger(et)) {
    uint64_t v;
    if (lit.kind == Literal::Kind::Bool) {
      t.setIntBits(index, lit.b ? 1 : 0);
      return;
    }
    if (lit.kind != Literal::Kind::Number) bad("expected an integer");
    if (!parseIntegerLiteral(lit.text, et, &v)) bad("integer literal '" + lit.text + "' out of range or malformed");
    t.setIntBits(index, v);
    return;
  }
  auto floatBits = [&](const std::string& text, ElementType ft) -> uint64_t {
    uint64_t bits;
    std::string body = text;
    bool negative = false;
    if (!body.empty() && (body[0] == '-' || body[0] == '+')) {
      negative = body[0] == '-';
      body = body.substr(1);
    }
    if (body.size() > 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) {
      // Hexadecimal: the bit pattern of the encoding (spec: Constants C2).
      uint64_t v = 0;
      size_t digits = body.size() - 2;
      if (digits > 16) bad("hexadecimal float literal '" + text + "' too long");
      v = std::stoull(body.substr(2), nullptr, 16);
      int width = ft == ElementType::TF32 ? 32 : bitWidth(ft);
      if (width < 64 && (v >> width) != 0) bad("hexadecimal literal '" + text + "' wider than the type");
      if (negative) bad("negative hexadecimal float literal");
      return v;
    }
    if (!parseDecimalFloat(text, ft, &bits)) bad("malformed float literal '" + text + "'");
    return bits;
  };
  if (isFloat(et)) {
    if (lit.kind != Literal::Kind::Number) bad("expected a float");
    t.setFloatBits(index, floatBits(lit.text, et));
    return;
  }
  if (isComplex(et)) {
    ElementType part = complexPartType(et);
    if (lit.kind != Literal::Kind::Complex) bad("expected a complex literal (re, im)");
    double re = decodeFloat(part, floatBits(lit.re, part));
    double im = decodeFloat(part, floatBits(lit.im, part));
    t.setComplexValue(index, {re, im});
    return;
  }
  bad("cannot hold a literal");
}

void Parser::flattenLiteral(const Literal& lit, const Shape& shape, size_t dim,
                            std::vector<const Literal*>& out, const TensorType& type) {
  if (dim == shape.size()) {
    if (lit.kind == Literal::Kind::List)
      errorAt(lit.loc, "literal nests deeper than the rank of " + tensorTypeString(type));
    out.push_back(&lit);
    return;
  }
  if (lit.kind != Literal::Kind::List || static_cast<int64_t>(lit.items.size()) != shape[dim])
    errorAt(lit.loc, "literal does not have the shape of " + tensorTypeString(type) + " (dimension " +
                         std::to_string(dim) + ")");
  for (const Literal& item : lit.items) flattenLiteral(item, shape, dim + 1, out, type);
}

// Raw little-endian storage, as MLIR (and JAX) print large constants:
// dense<"0x..."> (one element's bytes make a splat; i1 may be bit-packed).
std::shared_ptr<const Tensor> Parser::parseHexDenseBody(const TensorType& type, const Location& at,
                                                        const std::string& body) {
  if (!type.isStatic()) errorAt(at, "dense literal of dynamic type " + tensorTypeString(type));
  TensorType storageType = type;
  Tensor t;
  try {
    t = Tensor(storageType);
  } catch (const Error& e) {
    errorAt(at, e.what());
  }
  int64_t n = t.numElements();
  ElementType et = type.elementType;
  size_t digits = body.size();
  if (digits % 2) errorAt(at, "hex literal has an odd number of digits");
  std::string bytes(digits / 2, '\0');
  for (size_t i = 0; i < bytes.size(); ++i) {
    auto hexValue = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(c) - 'a' + 10; };
    if (!std::isxdigit(static_cast<unsigned char>(body[2 * i])) || !std::isxdigit(static_cast<unsigned char>(body[2 * i + 1])))
      errorAt(at, "bad hex digit in dense literal");
    bytes[i] = static_cast<char>(hexValue(body[2 * i]) * 16 + hexValue(body[2 * i + 1]));
  }
  size_t width = et == ElementType::TF32 ? 3 : static_cast<size_t>(storageBytes(et));
  bool splat = bytes.size() == width && n != 1;
  size_t expected = static_cast<size_t>(n) * width;
  if (isBoolean(et) && !splat && bytes.size() != expected && bytes.size() == static_cast<size_t>((n + 7) / 8)) {
    for (int64_t i = 0; i < n; ++i) t.setIntBits(i, (static_cast<uint8_t>(bytes[i / 8]) >> (i % 8)) & 1);
    return std::make_shared<const Tensor>(std::move(t));
  }
  if (!splat && bytes.size() != expected)
    errorAt(at, "hex literal has " + std::to_string(bytes.size()) + " bytes but " + tensorTypeString(type) +
                    " needs " + std::to_string(expected));
  for (int64_t i = 0; i < n; ++i) {
    const char* src = bytes.data() + (splat ? 0 : static_cast<size_t>(i) * width);
    uint64_t raw = 0;
    if (isComplex(et)) {
      std::memcpy(t.bytes() + i * storageBytes(et), src, width);
      continue;
    }
    std::memcpy(&raw, src, width);  // little-endian host
    if (isFloat(et)) t.setFloatBits(i, raw);
    else t.setIntBits(i, isSignedInteger(et) ? wrapInt(raw, et) : raw);
  }
  return std::make_shared<const Tensor>(std::move(t));
}

Attribute Parser::parseDense() {
  // dense<LITERAL> : TYPE   (the type is required for a value)
  Location at = loc();
  expect("dense");
  expect("<");
  bool isHex = false;
  std::string hex;
  Literal lit;
  bool empty = false;
  if (peek() == '"') {
    std::string s = parseStringLiteral();
    if (s.size() < 2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X')) errorAt(at, "dense string literal must be hex (\"0x...\")");
    isHex = true;
    hex = s.substr(2);
  } else if (peek() == '>') {
    empty = true;
  } else {
    lit = parseLiteral();
  }
  expect(">");
  expect(":");
  Type type = parseTypeInternal();
  if (!type.isTensor()) errorAt(at, "dense literal needs a tensor type");
  const TensorType& tt = type.tensorType();
  Attribute a;
  a.kind = Attribute::Kind::Dense;
  a.type = type;
  if (isHex) {
    a.dense = parseHexDenseBody(tt, at, hex);
    return a;
  }
  if (!tt.isStatic()) errorAt(at, "dense literal of dynamic type " + tensorTypeString(tt));
  Tensor t;
  try {
    t = Tensor(tt);
  } catch (const Error& e) {
    errorAt(at, e.what());
  }
  if (empty) {
    if (t.numElements() != 0) errorAt(at, "empty literal for a non-empty " + tensorTypeString(tt));
  } else if (lit.kind != Literal::Kind::List) {
    // A splat: the literal is read once and its storage bytes repeated (a
    // few bytes of text may ask for millions of elements).
    if (t.numElements() > 0) fillElement(t, 0, lit);
    const size_t width = static_cast<size_t>(storageBytes(tt.elementType));
    for (int64_t i = 1; i < t.numElements(); ++i) std::memcpy(t.bytes() + i * width, t.bytes(), width);
  } else {
    std::vector<const Literal*> flat;
    // A splat may also be written as a one-element list: dense<[1]>.
    flattenLiteral(lit, tt.shape, 0, flat, tt);
    for (size_t i = 0; i < flat.size(); ++i) fillElement(t, static_cast<int64_t>(i), *flat[i]);
  }
  a.dense = std::make_shared<const Tensor>(std::move(t));
  return a;
}

Attribute Parser::parseDenseArray() {
  // array<i64: 1, 2, 3>
  Location at = loc();
  expect("array");
  expect("<");
  Attribute a;
  a.kind = Attribute::Kind::DenseArray;
  std::shared_ptr<const QuantParams> q;
  ElementType et = parseScalarType(&q);
  TensorType tt;
  tt.elementType = et;
  a.type = Type::tensor(tt);
  if (consumeIf(":")) {
    do {
      skipSpace();
      if (isFloat(et)) {
        std::string text = parseNumberText();
        uint64_t bits;
        if (!parseDecimalFloat(text, et, &bits)) errorAt(at, "bad float in array: " + text);
        a.floats.push_back(decodeFloat(et, bits));
      } else if (consumeWord("true")) {
        a.ints.push_back(1);
      } else if (consumeWord("false")) {
        a.ints.push_back(0);
      } else {
        std::string text = parseNumberText();
        uint64_t v;
        if (!parseIntegerLiteral(text, et, &v)) errorAt(at, "bad integer in array: " + text);
        a.ints.push_back(static_cast<int64_t>(v));
      }
    } while (consumeIf(","));
  }
  expect(">");
  return a;
}

}  // namespace hloref::syntax
