#include "syntax/parser.h"

#include <cctype>
#include <cstring>
#include <limits>
#include <map>
#include <set>

#include "core/float_format.h"

namespace hloref {
namespace {

// Limits that keep hostile input from exhausting the stack or the heap.
constexpr int kMaxNesting = 200;

bool isIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isIdentChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '-';
}
bool isSuffixIdChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '-';
}

// Ops whose custom form takes one type for every operand and result.
// Custom-form attribute keys and the spec's attribute names they stand for.
const std::map<std::string, std::map<std::string, std::string>>& customAttributeNames() {
  static const std::map<std::string, std::map<std::string, std::string>> names = {
      {"stablehlo.broadcast_in_dim", {{"dims", "broadcast_dimensions"}}},
      {"stablehlo.dynamic_broadcast_in_dim", {{"dims", "broadcast_dimensions"}}},
      {"stablehlo.broadcast", {{"sizes", "broadcast_sizes"}}},
      {"stablehlo.reverse", {{"dims", "dimensions"}}},
      {"stablehlo.transpose", {{"dims", "permutation"}}},
      {"stablehlo.dynamic_slice", {{"sizes", "slice_sizes"}}},
      {"stablehlo.pad",
       {{"low", "edge_padding_low"}, {"high", "edge_padding_high"}, {"interior", "interior_padding"}}},
      {"stablehlo.concatenate", {{"dim", "dimension"}}},
      {"stablehlo.iota", {{"dim", "iota_dimension"}}},
      {"stablehlo.dynamic_iota", {{"dim", "iota_dimension"}}},
      {"stablehlo.get_dimension_size", {{"dim", "dimension"}}},
      {"stablehlo.set_dimension_size", {{"dim", "dimension"}}},
      {"stablehlo.dot", {{"precision", "precision_config"}}},
      {"stablehlo.dot_general", {{"precision", "precision_config"}}},
      {"stablehlo.convolution", {{"precision", "precision_config"}}},
      {"stablehlo.rng_bit_generator", {{"algorithm", "rng_algorithm"}}},
      {"stablehlo.rng", {{"distribution", "rng_distribution"}}},
      {"stablehlo.fft", {{"type", "fft_type"}, {"length", "fft_length"}}},
      {"stablehlo.einsum", {{"config", "einsum_config"}}},
      {"stablehlo.unary_einsum", {{"config", "einsum_config"}}},
      {"stablehlo.reduce", {{"dimensions", "dimensions"}}},
  };
  return names;
}

// Operand counts of the ops whose custom form lists a fixed number of operands.
std::optional<size_t> customFormArity(const std::string& name) {
  static const std::map<std::string, size_t> arity = [] {
    std::map<std::string, size_t> m;
    for (const char* op : {"abs", "cbrt", "ceil", "convert", "cosine", "count_leading_zeros", "exponential",
                           "exponential_minus_one", "floor", "imag", "is_finite", "log", "log_plus_one", "logistic",
                           "negate", "not", "popcnt", "real", "round_nearest_afz", "round_nearest_even", "rsqrt",
                           "sign", "sine", "sqrt", "tan", "tanh", "bitcast_convert", "reshape", "transpose",
                           "reverse", "broadcast_in_dim", "reduce_precision", "uniform_quantize",
                           "uniform_dequantize", "cholesky", "iota"})
      m[std::string("stablehlo.") + op] = std::string(op) == "iota" ? 0 : 1;
    for (const char* op : {"add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "power",
                           "atan2", "and", "or", "xor", "shift_left", "shift_right_arithmetic",
                           "shift_right_logical", "complex", "compare", "pad", "dot", "dot_general"})
      m[std::string("stablehlo.") + op] = 2;
    m["stablehlo.select"] = 3;
    m["stablehlo.clamp"] = 3;
    return m;
  }();
  auto it = arity.find(name);
  if (it == arity.end()) return std::nullopt;
  return it->second;
}

class Parser {
 public:
  Parser(std::string_view text, const std::string& file, int firstLine)
      : text_(text), file_(std::make_shared<const std::string>(file)), line_(firstLine) {}

  std::unique_ptr<Module> parseModuleTop();
  std::vector<Value> parseValueListTop();
  Type parseTypeTop();

 private:
  // ---- cursor ----
  std::string_view text_;
  size_t pos_ = 0;
  std::shared_ptr<const std::string> file_;
  int line_;
  int col_ = 1;
  int depth_ = 0;

  struct DepthGuard {
    Parser& p;
    explicit DepthGuard(Parser& parser) : p(parser) {
      if (++p.depth_ > kMaxNesting) p.error("nesting deeper than " + std::to_string(kMaxNesting));
    }
    ~DepthGuard() { --p.depth_; }
  };

  Location loc() const { return Location{file_, line_, col_}; }
  [[noreturn]] void error(const std::string& msg) const { fail(loc(), msg); }
  [[noreturn]] void errorAt(const Location& l, const std::string& msg) const { fail(l, msg); }

  bool atEnd() const { return pos_ >= text_.size(); }
  char peekRaw(size_t ahead = 0) const {
    return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
  }
  void advance(size_t n = 1) {
    for (size_t i = 0; i < n && pos_ < text_.size(); ++i) {
      if (text_[pos_] == '\n') {
        ++line_;
        col_ = 1;
      } else {
        ++col_;
      }
      ++pos_;
    }
  }
  void skipSpace() {
    while (!atEnd()) {
      char c = text_[pos_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        advance();
      } else if (c == '/' && peekRaw(1) == '/') {
        while (!atEnd() && text_[pos_] != '\n') advance();
      } else {
        break;
      }
    }
  }
  char peek() {
    skipSpace();
    return peekRaw();
  }
  bool lookingAt(std::string_view s) {
    skipSpace();
    return text_.substr(pos_, s.size()) == s;
  }
  // Keyword at the cursor, not followed by an identifier character.
  bool lookingAtWord(std::string_view w) {
    if (!lookingAt(w)) return false;
    char next = peekRaw(w.size());
    return !isIdentChar(next);
  }
  bool consumeIf(std::string_view s) {
    if (!lookingAt(s)) return false;
    advance(s.size());
    return true;
  }
  bool consumeWord(std::string_view w) {
    if (!lookingAtWord(w)) return false;
    advance(w.size());
    return true;
  }
  void expect(std::string_view s) {
    if (!consumeIf(s)) error("expected '" + std::string(s) + "'" + foundText());
  }
  std::string foundText() {
    skipSpace();
    if (atEnd()) return " but the input ended";
    size_t n = 0;
    while (pos_ + n < text_.size() && n < 20 && text_[pos_ + n] != '\n') ++n;
    return " at '" + std::string(text_.substr(pos_, n)) + "'";
  }
  std::string parseBareIdent() {
    skipSpace();
    if (!isIdentStart(peekRaw())) error("expected an identifier" + foundText());
    size_t start = pos_;
    while (!atEnd() && isIdentChar(text_[pos_])) advance();
    return std::string(text_.substr(start, pos_ - start));
  }
  // @name or @"quoted name"
  std::string parseSymbolName() {
    expect("@");
    if (peekRaw() == '"') return parseStringLiteral();
    size_t start = pos_;
    while (!atEnd() && isSuffixIdChar(text_[pos_])) advance();
    if (start == pos_) error("expected a symbol name after '@'");
    return std::string(text_.substr(start, pos_ - start));
  }
  std::string parseStringLiteral() {
    skipSpace();
    if (peekRaw() != '"') error("expected a string" + foundText());
    advance();
    std::string s;
    while (true) {
      if (atEnd()) error("unterminated string");
      char c = text_[pos_];
      if (c == '"') {
        advance();
        break;
      }
      if (c == '\n') error("newline in string");
      if (c == '\\') {
        advance();
        char e = peekRaw();
        if (e == 'n') s += '\n', advance();
        else if (e == 't') s += '\t', advance();
        else if (e == '"' || e == '\\') s += e, advance();
        else if (std::isxdigit(static_cast<unsigned char>(e)) &&
                 std::isxdigit(static_cast<unsigned char>(peekRaw(1)))) {
          s += static_cast<char>(std::stoi(std::string(text_.substr(pos_, 2)), nullptr, 16));
          advance(2);
        } else {
          error("bad escape in string");
        }
        continue;
      }
      s += c;
      advance();
    }
    return s;
  }
  // %name, %0, %x#1 -> name and result number.
  struct ValueUse {
    std::string name;
    int64_t index = 0;
    Location loc;
  };
  std::string parseValueName() {
    skipSpace();
    if (peekRaw() != '%') error("expected a value name" + foundText());
    advance();
    size_t start = pos_;
    while (!atEnd() && isSuffixIdChar(text_[pos_])) advance();
    if (start == pos_) error("expected a value name after '%'");
    return std::string(text_.substr(start, pos_ - start));
  }
  ValueUse parseValueUse() {
    skipSpace();
    ValueUse u;
    u.loc = loc();
    u.name = parseValueName();
    if (peekRaw() == '#') {
      advance();
      u.index = parseUnsigned();
    }
    return u;
  }
  int64_t parseUnsigned() {
    skipSpace();
    if (!std::isdigit(static_cast<unsigned char>(peekRaw()))) error("expected a number" + foundText());
    int64_t v = 0;
    while (std::isdigit(static_cast<unsigned char>(peekRaw()))) {
      int d = peekRaw() - '0';
      if (v > (std::numeric_limits<int64_t>::max() - d) / 10) error("number too large");
      v = v * 10 + d;
      advance();
    }
    return v;
  }
  int64_t parseSignedInt() {
    bool negative = consumeIf("-");
    if (!negative) consumeIf("+");
    int64_t v = parseUnsigned();
    return negative ? -v : v;
  }
  // A numeric token as text: sign, digits, '.', exponent, hex; or inf/nan.
  std::string parseNumberText() {
    skipSpace();
    size_t start = pos_;
    if (peekRaw() == '-' || peekRaw() == '+') advance();
    if (peekRaw() == '0' && (peekRaw(1) == 'x' || peekRaw(1) == 'X')) {
      advance(2);
      while (std::isxdigit(static_cast<unsigned char>(peekRaw()))) advance();
    } else if (std::isalpha(static_cast<unsigned char>(peekRaw()))) {
      while (std::isalpha(static_cast<unsigned char>(peekRaw()))) advance();
    } else {
      while (std::isdigit(static_cast<unsigned char>(peekRaw()))) advance();
      if (peekRaw() == '.') {
        advance();
        while (std::isdigit(static_cast<unsigned char>(peekRaw()))) advance();
      }
      if ((peekRaw() == 'e' || peekRaw() == 'E') &&
          (std::isdigit(static_cast<unsigned char>(peekRaw(1))) ||
           ((peekRaw(1) == '-' || peekRaw(1) == '+') &&
            std::isdigit(static_cast<unsigned char>(peekRaw(2)))))) {
        advance(2);
        while (std::isdigit(static_cast<unsigned char>(peekRaw()))) advance();
      }
    }
    if (pos_ == start) error("expected a number" + foundText());
    return std::string(text_.substr(start, pos_ - start));
  }
  // Skips a balanced <...>, (...), [...] or {...} group, returning its text.
  std::string skipBalanced() {
    skipSpace();
    size_t start = pos_;
    std::string stack;
    do {
      if (atEnd()) error("unbalanced brackets");
      char c = peekRaw();
      if (c == '"') {
        parseStringLiteral();
        continue;
      }
      bool arrow = c == '>' && pos_ > 0 && text_[pos_ - 1] == '-';
      if (c == '<' || c == '(' || c == '[' || c == '{') {
        if (stack.size() > static_cast<size_t>(kMaxNesting)) error("nesting too deep");
        stack.push_back(c);
      } else if ((c == '>' && !arrow) || c == ')' || c == ']' || c == '}') {
        static const std::string closers = ">)]}", openers = "<([{";
        char open = openers[closers.find(c)];
        if (stack.empty() || stack.back() != open) error(std::string("unbalanced '") + c + "'");
        stack.pop_back();
      }
      advance();
    } while (!stack.empty());
    return std::string(text_.substr(start, pos_ - start));
  }
  void skipBalancedOrString() {
    if (peekRaw() == '"') parseStringLiteral();
    else skipBalanced();
  }
  // Skips `loc(...)` if present.
  void skipLocation() {
    if (lookingAtWord("loc") && [&] {
          size_t p = pos_ + 3;
          return p < text_.size() && text_[p] == '(';
        }()) {
      advance(3);
      skipBalanced();
    }
  }

  // ---- SSA scopes ----
  struct Scope {
    std::map<std::string, std::vector<int>> values;  // name -> slots of its results
  };
  std::vector<Scope> scopes_;
  int nextSlot_ = 0;
  std::map<std::string, Attribute> attributeAliases_;
  std::vector<Error> warnings_;
  bool warnedSparse_ = false;
  std::map<std::string, Type> typeAliases_;

  void define(const std::string& name, std::vector<int> slots, const Location& l) {
    if (scopes_.back().values.count(name)) errorAt(l, "redefinition of value %" + name);
    for (auto& s : scopes_)
      if (s.values.count(name)) errorAt(l, "redefinition of value %" + name);
    scopes_.back().values[name] = std::move(slots);
  }
  int resolve(const ValueUse& u) {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      auto f = it->values.find(u.name);
      if (f == it->values.end()) continue;
      if (u.index < 0 || u.index >= static_cast<int64_t>(f->second.size()))
        errorAt(u.loc, "value %" + u.name + " has " + std::to_string(f->second.size()) +
                           " results; #" + std::to_string(u.index) + " does not exist");
      return f->second[static_cast<size_t>(u.index)];
    }
    errorAt(u.loc, "use of undefined value %" + u.name);
  }

  // ---- types ----
  Type parseTypeInternal();
  TensorType parseTensorTypeBody();
  ElementType parseScalarType(std::shared_ptr<const QuantParams>* quant);
  std::shared_ptr<const QuantParams> parseQuantType();
  std::vector<Type> parseTypeListParens();
  void parseFunctionalType(std::vector<Type>& inputs, std::vector<Type>& outputs);

  // ---- attributes ----
  // `typedNumbers`: a number may carry `: type` (generic attribute
  // dictionaries); custom op forms never do, their `:` starts the signature.
  Attribute parseAttribute(bool typedNumbers = true);
  Attribute parseAttributeUntyped(bool typedNumbers = true);
  AttributeList parseAttributeDict();
  Attribute parseHashAttribute();
  Attribute parseStructBody(const std::string& name);
  Attribute parseDenseArray();
  Attribute parseDense();
  std::shared_ptr<const Tensor> parseDenseBody(const TensorType& type, const Location& at,
                                               const std::string& hexOrEmpty, bool isHex);
  Attribute parseConvDimensionNumbers();

  // Dense literal elements collected before the type is known.
  struct Literal {
    enum class Kind { Number, Bool, Complex, List } kind;
    std::string text;       // Number
    bool b = false;         // Bool
    std::string re, im;     // Complex
    std::vector<Literal> items;
    Location loc;
  };
  Literal parseLiteral();
  void fillElement(Tensor& t, int64_t index, const Literal& lit, const TensorType& type);
  void flattenLiteral(const Literal& lit, const Shape& shape, size_t dim, std::vector<const Literal*>& out,
                      const TensorType& type);

  // ---- ops ----
  void parseBlockBody(Block& block, bool allowLabel);
  Region parseRegion(std::vector<std::pair<std::string, Type>> preArgs = {});
  void parseOp(Block& block);
  void parseGenericOpTail(Op& op, std::vector<ValueUse>& uses);
  void parseCustomOp(Op& op, std::vector<ValueUse>& uses, size_t numResults);
  void parseCustomReduce(Op& op, std::vector<ValueUse>& uses, size_t numResults);
  void parseCustomWhile(Op& op, std::vector<ValueUse>& uses, size_t numResults);
  void parseCustomConvolution(Op& op, std::vector<ValueUse>& uses);
  Attribute parseCustomAttrValue(const std::string& opName, const std::string& key);
  void parseFunc(Module& m);
};

// ============================ types ============================

Type Parser::parseTypeInternal() {
  DepthGuard guard(*this);
  skipSpace();
  if (consumeIf("!stablehlo.token")) return Type::token();
  if (consumeIf("!stablehlo.future")) {
    expect("<");
    std::vector<Type> elements;
    if (!consumeIf(">")) {
      do elements.push_back(parseTypeInternal());
      while (consumeIf(","));
      expect(">");
    }
    return Type::future(elements);
  }
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
    expect("<");
    std::vector<Type> elements;
    if (!consumeIf(">")) {
      do elements.push_back(parseTypeInternal());
      while (consumeIf(","));
      expect(">");
    }
    return Type::tuple(elements);
  }
  if (lookingAt("tensor<") || lookingAt("tensor <")) {
    advance(6);
    expect("<");
    return Type::tensor(parseTensorTypeBody());
  }
  if (lookingAt("memref<")) error("unsupported: buffer types (memref)");
  // A bare element type (used as an attribute type or a scalar argument).
  Location l = loc();
  std::shared_ptr<const QuantParams> quant;
  ElementType et = parseScalarType(&quant);
  TensorType t;
  t.elementType = et;
  t.quant = quant;
  (void)l;
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
  size_t start = pos_;
  while (!atEnd() && std::isalnum(static_cast<unsigned char>(peekRaw()))) advance();
  std::string name(text_.substr(start, pos_ - start));
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
      size_t save = pos_;
      int saveLine = line_, saveCol = col_;
      int64_t d = parseUnsigned();
      if (peekRaw() == 'x') {
        advance();
        t.shape.push_back(d);
        continue;
      }
      pos_ = save;
      line_ = saveLine;
      col_ = saveCol;
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

// ============================ attributes ============================

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

void Parser::fillElement(Tensor& t, int64_t index, const Literal& lit, const TensorType& type) {
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

std::shared_ptr<const Tensor> Parser::parseDenseBody(const TensorType& type, const Location& at,
                                                     const std::string& body, bool isHex) {
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
  if (isHex) {
    // Raw little-endian storage, as MLIR (and JAX) print large constants.
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
  return nullptr;
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
    a.dense = parseDenseBody(tt, at, hex, true);
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
    for (int64_t i = 0; i < t.numElements(); ++i) fillElement(t, i, lit, tt);  // splat
  } else {
    std::vector<const Literal*> flat;
    // A splat may also be written as a one-element list: dense<[1]>.
    flattenLiteral(lit, tt.shape, 0, flat, tt);
    for (size_t i = 0; i < flat.size(); ++i) fillElement(t, static_cast<int64_t>(i), *flat[i], tt);
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
      size_t save = pos_;
      int saveLine = line_, saveCol = col_;
      std::string key = parseBareIdent();
      if (consumeIf("=")) {
        a.fields.emplace_back(key, parseAttribute());
        continue;
      }
      pos_ = save;
      line_ = saveLine;
      col_ = saveCol;
    }
    a.elements.push_back(parseAttribute());
  } while (consumeIf(","));
  expect(">");
  return a;
}

Attribute Parser::parseHashAttribute() {
  Location at = loc();
  expect("#");
  size_t start = pos_;
  while (!atEnd() && isSuffixIdChar(peekRaw())) advance();
  std::string name(text_.substr(start, pos_ - start));
  if (name.empty()) errorAt(at, "expected an attribute name after '#'");
  if (peekRaw() != '<') {
    auto it = attributeAliases_.find(name);
    if (it == attributeAliases_.end()) errorAt(at, "unknown attribute alias #" + name);
    return it->second;
  }
  if (name == "stablehlo") {
    // #stablehlo<comparison_direction LT>
    advance();
    Attribute a;
    a.kind = Attribute::Kind::Enum;
    a.enumKind = parseBareIdent();
    a.text = parseBareIdent();
    expect(">");
    return a;
  }
  if (name.rfind("stablehlo.", 0) == 0) {
    advance();
    return parseStructBody(name);
  }
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
  if (c == '-' || c == '+' || std::isdigit(static_cast<unsigned char>(c))) {
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
      Tensor tmp;
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

// ============================ ops ============================

Region Parser::parseRegion(std::vector<std::pair<std::string, Type>> preArgs) {
  DepthGuard guard(*this);
  Region region;
  region.blocks.emplace_back();
  Block& block = region.blocks.back();
  scopes_.emplace_back();
  Location at = loc();
  expect("{");
  for (auto& [name, type] : preArgs) {
    int slot = nextSlot_++;
    define(name, {slot}, at);
    block.arguments.push_back(slot);
    block.argumentTypes.push_back(type);
  }
  parseBlockBody(block, preArgs.empty());
  expect("}");
  scopes_.pop_back();
  return region;
}

void Parser::parseBlockBody(Block& block, bool allowLabel) {
  skipSpace();
  if (allowLabel && peekRaw() == '^') {
    advance();
    while (!atEnd() && isSuffixIdChar(peekRaw())) advance();
    if (consumeIf("(")) {
      if (!consumeIf(")")) {
        do {
          Location l = loc();
          std::string name = parseValueName();
          expect(":");
          Type t = parseTypeInternal();
          skipLocation();
          int slot = nextSlot_++;
          define(name, {slot}, l);
          block.arguments.push_back(slot);
          block.argumentTypes.push_back(t);
        } while (consumeIf(","));
        expect(")");
      }
    }
    expect(":");
  }
  while (true) {
    skipSpace();
    if (atEnd()) error("expected '}' to close the region");
    if (peekRaw() == '}') break;
    if (peekRaw() == '^') error("unsupported: regions with more than one block");
    parseOp(block);
  }
}

void Parser::parseOp(Block& block) {
  DepthGuard guard(*this);
  skipSpace();
  Location at = loc();
  // Results: %a, %b:2 = ...
  struct ResultGroup {
    std::string name;
    int64_t count;
    Location loc;
  };
  std::vector<ResultGroup> groups;
  size_t numResults = 0;
  if (peekRaw() == '%') {
    do {
      Location l = loc();
      std::string name = parseValueName();
      int64_t count = 1;
      if (peekRaw() == ':') {
        advance();
        count = parseUnsigned();
        if (count > 100000) errorAt(l, "too many results");
      }
      groups.push_back({name, count, l});
      numResults += static_cast<size_t>(count);
    } while (consumeIf(","));
    expect("=");
  }
  Op op;
  op.loc = at;  // MLIR locates an op at the start of its statement
  std::vector<ValueUse> uses;
  skipSpace();
  if (peekRaw() == '"') {
    op.name = parseStringLiteral();
    parseGenericOpTail(op, uses);
  } else {
    op.name = parseBareIdent();
    if (op.name == "return") op.name = "func.return";
    if (op.name == "call") op.name = "func.call";
    parseCustomOp(op, uses, numResults);
  }
  skipLocation();
  for (const ValueUse& u : uses) op.operands.push_back(resolve(u));
  if (op.operandTypes.size() != op.operands.size())
    errorAt(op.loc, "'" + op.name + "' has " + std::to_string(op.operands.size()) + " operands but its signature lists " +
                        std::to_string(op.operandTypes.size()) + " types");
  if (op.resultTypes.size() != numResults)
    errorAt(op.loc, "'" + op.name + "' produces " + std::to_string(op.resultTypes.size()) +
                        " results but " + std::to_string(numResults) + " are named");
  for (const ResultGroup& g : groups) {
    std::vector<int> slots;
    for (int64_t i = 0; i < g.count; ++i) {
      int slot = nextSlot_++;
      slots.push_back(slot);
      op.results.push_back(slot);
    }
    define(g.name, slots, g.loc);
  }
  block.ops.push_back(std::move(op));
}

void Parser::parseGenericOpTail(Op& op, std::vector<ValueUse>& uses) {
  expect("(");
  if (!consumeIf(")")) {
    do uses.push_back(parseValueUse());
    while (consumeIf(","));
    expect(")");
  }
  // Successors are not part of StableHLO.
  if (consumeIf("<{")) {
    // Properties: <{a = 1, b = 2}>
    pos_ -= 1;
    col_ -= 1;
    AttributeList props = parseAttributeDict();
    op.attributes.insert(op.attributes.end(), props.begin(), props.end());
    expect(">");
  }
  if (peek() == '(') {
    advance();
    do op.regions.push_back(parseRegion());
    while (consumeIf(","));
    expect(")");
  }
  if (peek() == '{') {
    AttributeList attrs = parseAttributeDict();
    op.attributes.insert(op.attributes.end(), attrs.begin(), attrs.end());
  }
  expect(":");
  parseFunctionalType(op.operandTypes, op.resultTypes);
}

Attribute Parser::parseCustomAttrValue(const std::string& opName, const std::string& key) {
  skipSpace();
  if ((opName == "stablehlo.dot_general" || opName == "stablehlo.dynamic_conv") &&
      (key == "batching_dims" || key == "contracting_dims")) {
    // [0] x [0]
    Attribute pair;
    pair.kind = Attribute::Kind::Array;
    pair.elements.push_back(parseAttribute(false));
    expect("x");
    pair.elements.push_back(parseAttribute(false));
    return pair;
  }
  return parseAttribute(false);
}

void Parser::parseCustomOp(Op& op, std::vector<ValueUse>& uses, size_t numResults) {
  const std::string& name = op.name;
  auto setAttr = [&](const std::string& key, Attribute value) {
    std::string mapped = key;
    auto opIt = customAttributeNames().find(name);
    if (opIt != customAttributeNames().end()) {
      auto k = opIt->second.find(key);
      if (k != opIt->second.end()) mapped = k->second;
    }
    op.attributes.emplace_back(mapped, std::move(value));
  };
  auto enumAttr = [](const std::string& kind, const std::string& value) {
    Attribute a;
    a.kind = Attribute::Kind::Enum;
    a.enumKind = kind;
    a.text = value;
    return a;
  };
  auto intAttr = [](int64_t v) {
    Attribute a;
    a.kind = Attribute::Kind::Integer;
    a.intValue = v;
    return a;
  };
  auto intArray = [](const std::vector<int64_t>& v) {
    Attribute a;
    a.kind = Attribute::Kind::DenseArray;
    a.ints = v;
    TensorType tt;
    tt.elementType = ElementType::SI64;
    a.type = Type::tensor(tt);
    return a;
  };

  // A few ops print with a generic-looking tail: `stablehlo.constant() <{..}> : () -> T`.
  if (name == "stablehlo.optimization_barrier" && lookingAt("()")) {
    // `stablehlo.optimization_barrier()`: no operands, no signature.
    advance(2);
    if (peek() == ':') {
      advance();
      std::vector<Type> ins, outs;
      parseFunctionalType(ins, outs);
    }
    return;
  }
  if (peek() == '(' && name == "stablehlo.constant") {
    parseGenericOpTail(op, uses);
    return;
  }
  if (name == "stablehlo.reduce") return parseCustomReduce(op, uses, numResults);
  if (name == "stablehlo.while") return parseCustomWhile(op, uses, numResults);
  if (name == "stablehlo.convolution") return parseCustomConvolution(op, uses);

  // ---- the operand / keyword list ----
  Attribute typedValue;  // check.expect_*_const, constant
  bool hasTypedValue = false;
  if (name == "stablehlo.constant" || name == "arith.constant") {
    if (peek() == '{') {
      AttributeList attrs = parseAttributeDict();
      op.attributes.insert(op.attributes.end(), attrs.begin(), attrs.end());
    }
    Attribute v = parseAttribute();
    if (v.kind != Attribute::Kind::Dense) error("expected a dense literal for '" + name + "'");
    op.attributes.emplace_back("value", v);
    op.resultTypes = {v.type};
    if (peek() == '{') {
      AttributeList attrs = parseAttributeDict();
      op.attributes.insert(op.attributes.end(), attrs.begin(), attrs.end());
    }
    return;
  }
  if (name == "stablehlo.compare") {
    op.attributes.emplace_back("comparison_direction", enumAttr("comparison_direction", parseBareIdent()));
    expect(",");
  }
  if (name == "stablehlo.custom_call" || name == "func.call") {
    Attribute callee;
    callee.kind = Attribute::Kind::Symbol;
    callee.text = parseSymbolName();
    if (name == "func.call") op.attributes.emplace_back("callee", callee);
    else {
      Attribute s;
      s.kind = Attribute::Kind::String;
      s.text = callee.text;
      op.attributes.emplace_back("call_target_name", s);
    }
    expect("(");
    if (!consumeIf(")")) {
      do uses.push_back(parseValueUse());
      while (consumeIf(","));
      expect(")");
    }
  }
  if (name == "stablehlo.composite") {
    Attribute s;
    s.kind = Attribute::Kind::String;
    s.text = parseStringLiteral();
    op.attributes.emplace_back("name", s);
  }
  if (name == "stablehlo.case" || name == "stablehlo.if") {
    // Printed generically in practice; the custom region form is not used.
  }
  // Items: %v, key = value, [slice], BAREWORD
  bool first = true;
  if (name != "stablehlo.custom_call" && name != "func.call") {
    while (true) {
      skipSpace();
      char c = peekRaw();
      if (c == ':' || c == '{' || c == '\0' || c == '}' || c == '\n') break;
      if (!first && c != '%' && c != '[') {
        // Items after the first are comma-separated.
      }
      if (c == '%') {
        uses.push_back(parseValueUse());
        if (name == "stablehlo.get_tuple_element" && peek() == '[') {
          advance();
          setAttr("index", intAttr(parseUnsigned()));
          expect("]");
        }
        if (name == "stablehlo.slice" && peek() == '[') {
          // [start:limit:stride, ...]
          advance();
          std::vector<int64_t> starts, limits, strides;
          if (!consumeIf("]")) {
            do {
              starts.push_back(parseSignedInt());
              expect(":");
              limits.push_back(parseSignedInt());
              strides.push_back(consumeIf(":") ? parseSignedInt() : 1);
            } while (consumeIf(","));
            expect("]");
          }
          setAttr("start_indices", intArray(starts));
          setAttr("limit_indices", intArray(limits));
          setAttr("strides", intArray(strides));
        }
      } else if (c == 'd' && lookingAtWord("dense")) {
        typedValue = parseAttribute();
        hasTypedValue = true;
        op.attributes.emplace_back("value", typedValue);
      } else if (isIdentStart(c)) {
        Location l = loc();
        std::string key = parseBareIdent();
        if (consumeIf("=")) {
          if (name == "stablehlo.reduce_precision" && key == "format") {
            // e5m10
            std::string f = parseBareIdent();
            size_t m = f.find('m');
            if (f.size() < 4 || f[0] != 'e' || m == std::string::npos) errorAt(l, "bad format '" + f + "'");
            try {
              setAttr("exponent_bits", intAttr(std::stoll(f.substr(1, m - 1))));
              setAttr("mantissa_bits", intAttr(std::stoll(f.substr(m + 1))));
            } catch (...) {
              errorAt(l, "bad format '" + f + "'");
            }
          } else if (name == "stablehlo.dot_general" && (key == "batching_dims" || key == "contracting_dims")) {
            Attribute pair = parseCustomAttrValue(name, key);
            Attribute* dims = nullptr;
            for (auto& [n, a] : op.attributes)
              if (n == "dot_dimension_numbers") dims = &a;
            if (!dims) {
              Attribute s;
              s.kind = Attribute::Kind::Struct;
              s.text = "stablehlo.dot";
              op.attributes.emplace_back("dot_dimension_numbers", s);
              dims = &op.attributes.back().second;
            }
            std::string base = key == "batching_dims" ? "batching_dimensions" : "contracting_dimensions";
            dims->fields.emplace_back("lhs_" + base, pair.elements[0]);
            dims->fields.emplace_back("rhs_" + base, pair.elements[1]);
          } else {
            setAttr(key, parseCustomAttrValue(name, key));
          }
        } else if (name == "stablehlo.compare") {
          op.attributes.emplace_back("compare_type", enumAttr("comparison_type", key));
        } else {
          errorAt(l, "unexpected '" + key + "' in '" + name + "'");
        }
      } else {
        error("unexpected" + foundText() + " in '" + name + "'");
      }
      first = false;
      if (!consumeIf(",")) break;
    }
  }
  if (peek() == '{') {
    AttributeList attrs = parseAttributeDict();
    op.attributes.insert(op.attributes.end(), attrs.begin(), attrs.end());
  }
  // The pretty forms of fixed-arity ops spell out every operand.
  if (auto arity = customFormArity(name); arity && uses.size() != *arity)
    errorAt(op.loc, "the custom form of '" + name + "' takes " + std::to_string(*arity) + " operands, found " +
                        std::to_string(uses.size()));
  // Ops with no type signature.
  if (name == "func.return" || name == "stablehlo.return") {
    if (!uses.empty()) {
      expect(":");
      do op.operandTypes.push_back(parseTypeInternal());
      while (consumeIf(","));
    }
    return;
  }
  if (hasTypedValue && peek() != ':') {
    // check.expect_eq_const %x, dense<..> : T   (the value's type is the operand's)
    op.operandTypes = {typedValue.type};
    return;
  }
  if (name == "stablehlo.optimization_barrier" && uses.empty() && peek() != ':') return;
  Location sigLoc = loc();
  expect(":");
  std::vector<Type> types;
  bool functional = false;
  std::vector<Type> ins, outs;
  if (peek() == '(') {
    // Either a functional type or a parenthesized first type; MLIR's custom
    // forms only put functional types here.
    parseFunctionalType(ins, outs);
    functional = true;
  } else {
    do types.push_back(parseTypeInternal());
    while (consumeIf(","));
    if (name == "tensor.cast" && consumeWord("to")) {
      ins = types;
      outs = {parseTypeInternal()};
      functional = true;
    }
  }
  if (functional) {
    op.operandTypes = ins;
    op.resultTypes = outs;
    return;
  }
  size_t n = uses.size();
  if (name == "stablehlo.select" && types.size() == 2) {
    op.operandTypes = {types[0], types[1], types[1]};
    op.resultTypes = {types[1]};
  } else if (name == "stablehlo.complex" && types.size() == 1 && types[0].isTensor() &&
             isComplex(types[0].tensorType().elementType)) {
    // `stablehlo.complex %lhs, %rhs : tensor<2xcomplex<f64>>`: the operands are the parts.
    Type part = types[0];
    part.tensorType().elementType = complexPartType(part.tensorType().elementType);
    op.operandTypes.assign(n, part);
    op.resultTypes = types;
  } else if (name == "stablehlo.tuple" && types.size() == 1 && types[0].isTuple()) {
    op.operandTypes = types[0].elements();
    op.resultTypes = types;
  } else if (name == "stablehlo.get_tuple_element" && types.size() == 1) {
    op.operandTypes = types;
    op.resultTypes.clear();
    errorAt(sigLoc, "get_tuple_element needs a functional type");
  } else if (name == "check.expect_close" && types.size() == 2) {
    op.operandTypes = types;
  } else if (name == "stablehlo.after_all" && types.size() == 1) {
    op.operandTypes.assign(n, types[0]);
    op.resultTypes = types;
  } else if (types.size() == 1) {
    op.operandTypes.assign(n, types[0]);
    op.resultTypes.assign(numResults, types[0]);
  } else if (types.size() == n && (numResults == n || numResults == 0)) {
    op.operandTypes = types;
    if (numResults) op.resultTypes = types;
  } else {
    errorAt(sigLoc, "cannot match " + std::to_string(types.size()) + " types to the operands of '" + name + "'");
  }
  if (name.rfind("check.", 0) == 0 || name == "interpreter.print") op.resultTypes.resize(numResults);
}

void Parser::parseCustomReduce(Op& op, std::vector<ValueUse>& uses, size_t numResults) {
  // stablehlo.reduce(%x init: %y), (%x2 init: %y2) applies stablehlo.add across dimensions = [1] : T
  // stablehlo.reduce(%x init: %y) across dimensions = [1] : T reducer(%a: T, %b: T) (%c: T, %d: T) {...}
  std::vector<ValueUse> inputs, inits;
  do {
    expect("(");
    inputs.push_back(parseValueUse());
    expect("init");
    expect(":");
    inits.push_back(parseValueUse());
    expect(")");
  } while (consumeIf(","));
  uses = inputs;
  uses.insert(uses.end(), inits.begin(), inits.end());
  std::string bodyOp;
  if (consumeWord("applies")) bodyOp = parseBareIdent();
  expect("across");
  expect("dimensions");
  expect("=");
  Attribute dims = parseAttribute(false);
  op.attributes.emplace_back("dimensions", dims);
  if (peek() == '{') {
    AttributeList attrs = parseAttributeDict();
    op.attributes.insert(op.attributes.end(), attrs.begin(), attrs.end());
  }
  expect(":");
  parseFunctionalType(op.operandTypes, op.resultTypes);
  (void)numResults;
  size_t n = inputs.size();
  if (!bodyOp.empty()) {
    // The body applies one binary op to (acc_i, x_i) on scalars of the init types.
    Region region;
    region.blocks.emplace_back();
    Block& block = region.blocks.back();
    std::vector<int> lhs, rhs;
    for (size_t k = 0; k < 2; ++k)
      for (size_t i = 0; i < n; ++i) {
        int slot = nextSlot_++;
        block.arguments.push_back(slot);
        Type t = op.operandTypes.size() > n + i ? op.operandTypes[n + i] : Type();
        block.argumentTypes.push_back(t);
        (k == 0 ? lhs : rhs).push_back(slot);
      }
    Op ret;
    ret.name = "stablehlo.return";
    ret.loc = op.loc;
    for (size_t i = 0; i < n; ++i) {
      Op body;
      body.name = bodyOp;
      body.loc = op.loc;
      body.operands = {lhs[i], rhs[i]};
      body.operandTypes = {block.argumentTypes[i], block.argumentTypes[n + i]};
      body.resultTypes = {block.argumentTypes[i]};
      int slot = nextSlot_++;
      body.results = {slot};
      block.ops.push_back(std::move(body));
      ret.operands.push_back(slot);
      ret.operandTypes.push_back(block.argumentTypes[i]);
    }
    block.ops.push_back(std::move(ret));
    op.regions.push_back(std::move(region));
    return;
  }
  expect("reducer");
  std::vector<std::pair<std::string, Type>> lhsArgs, rhsArgs;
  for (size_t i = 0; i < n; ++i) {
    expect("(");
    std::string a = parseValueName();
    expect(":");
    Type ta = parseTypeInternal();
    expect(",");
    std::string b = parseValueName();
    expect(":");
    Type tb = parseTypeInternal();
    expect(")");
    lhsArgs.emplace_back(a, ta);
    rhsArgs.emplace_back(b, tb);
  }
  std::vector<std::pair<std::string, Type>> args = lhsArgs;
  args.insert(args.end(), rhsArgs.begin(), rhsArgs.end());
  op.regions.push_back(parseRegion(args));
}

void Parser::parseCustomWhile(Op& op, std::vector<ValueUse>& uses, size_t numResults) {
  // stablehlo.while(%iterArg = %init, ...) : T1, T2 [attributes {..}] cond {...} do {...}
  std::vector<std::string> names;
  expect("(");
  if (!consumeIf(")")) {
    do {
      names.push_back(parseValueName());
      expect("=");
      uses.push_back(parseValueUse());
    } while (consumeIf(","));
    expect(")");
  }
  std::vector<Type> types;
  if (consumeIf(":")) {
    do types.push_back(parseTypeInternal());
    while (consumeIf(","));
  }
  if (types.size() != names.size()) error("while: " + std::to_string(names.size()) + " values but " + std::to_string(types.size()) + " types");
  if (consumeWord("attributes")) {
    AttributeList attrs = parseAttributeDict();
    op.attributes.insert(op.attributes.end(), attrs.begin(), attrs.end());
  }
  op.operandTypes = types;
  op.resultTypes = types;
  (void)numResults;
  std::vector<std::pair<std::string, Type>> args;
  for (size_t i = 0; i < names.size(); ++i) args.emplace_back(names[i], types[i]);
  expect("cond");
  // The iteration names are visible in both regions; each region binds them anew.
  op.regions.push_back(parseRegion(args));
  expect("do");
  op.regions.push_back(parseRegion(args));
}

void Parser::parseCustomConvolution(Op& op, std::vector<ValueUse>& uses) {
  // stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
  //   window = {stride = [..], pad = [[..]], lhs_dilate = [..], rhs_dilate = [..], reverse = [..]}
  //   {attrs} : (T, T) -> T
  expect("(");
  do uses.push_back(parseValueUse());
  while (consumeIf(","));
  expect(")");
  expect("dim_numbers");
  expect("=");
  op.attributes.emplace_back("dimension_numbers", parseConvDimensionNumbers());
  if (consumeIf(",")) {
    expect("window");
    expect("=");
    expect("{");
    static const std::map<std::string, std::string> windowNames = {
        {"stride", "window_strides"}, {"pad", "padding"}, {"lhs_dilate", "lhs_dilation"},
        {"rhs_dilate", "rhs_dilation"}, {"reverse", "window_reversal"}};
    if (!consumeIf("}")) {
      do {
        Location l = loc();
        std::string key = parseBareIdent();
        expect("=");
        auto it = windowNames.find(key);
        if (it == windowNames.end()) errorAt(l, "unknown window attribute '" + key + "'");
        Attribute v = parseAttribute(false);
        if (key == "pad") {
          // [[lo, hi], ...] -> dense<...> : tensor<Nx2xi64>
          TensorType tt;
          tt.elementType = ElementType::SI64;
          tt.shape = {static_cast<int64_t>(v.elements.size()), 2};
          auto t = std::make_shared<Tensor>(tt);
          for (size_t i = 0; i < v.elements.size(); ++i) {
            auto pair = asIntList(v.elements[i]);
            if (!pair || pair->size() != 2) errorAt(l, "padding entries must be [low, high]");
            t->setIntBits(static_cast<int64_t>(2 * i), static_cast<uint64_t>((*pair)[0]));
            t->setIntBits(static_cast<int64_t>(2 * i + 1), static_cast<uint64_t>((*pair)[1]));
          }
          Attribute d;
          d.kind = Attribute::Kind::Dense;
          d.type = Type::tensor(tt);
          d.dense = t;
          v = d;
        } else if (key == "reverse") {
          auto bools = asBoolList(v);
          if (!bools) errorAt(l, "reverse must be a list of booleans");
          Attribute d;
          d.kind = Attribute::Kind::DenseArray;
          for (bool b : *bools) d.ints.push_back(b ? 1 : 0);
          TensorType tt;
          tt.elementType = ElementType::I1;
          d.type = Type::tensor(tt);
          v = d;
        }
        op.attributes.emplace_back(it->second, v);
      } while (consumeIf(","));
      expect("}");
    }
  }
  if (peek() == '{') {
    AttributeList attrs = parseAttributeDict();
    op.attributes.insert(op.attributes.end(), attrs.begin(), attrs.end());
  }
  expect(":");
  parseFunctionalType(op.operandTypes, op.resultTypes);
}

// ============================ functions and modules ============================

void Parser::parseFunc(Module& m) {
  auto func = std::make_unique<Func>();
  func->loc = loc();
  expect("func.func");
  if (consumeWord("private")) func->isPrivate = true;
  else consumeWord("public");
  consumeWord("nested");
  func->name = parseSymbolName();
  scopes_.clear();
  scopes_.emplace_back();
  nextSlot_ = 0;
  Region body;
  body.blocks.emplace_back();
  Block& block = body.blocks.back();
  expect("(");
  if (!consumeIf(")")) {
    do {
      Location l = loc();
      std::string name = parseValueName();
      expect(":");
      Type t = parseTypeInternal();
      if (peek() == '{') parseAttributeDict();
      skipLocation();
      int slot = nextSlot_++;
      define(name, {slot}, l);
      block.arguments.push_back(slot);
      block.argumentTypes.push_back(t);
      func->inputs.push_back(t);
    } while (consumeIf(","));
    expect(")");
  }
  if (consumeIf("->")) {
    if (peek() == '(') func->outputs = parseTypeListParens();
    else func->outputs.push_back(parseTypeInternal());
  }
  if (consumeWord("attributes")) func->attributes = parseAttributeDict();
  if (peek() != '{') error("expected the body of @" + func->name + foundText());
  Location bodyLoc = loc();
  expect("{");
  parseBlockBody(block, false);
  expect("}");
  skipLocation();
  (void)bodyLoc;
  func->body = std::move(body);
  func->numSlots = nextSlot_;
  if (m.lookup(func->name)) errorAt(func->loc, "redefinition of @" + func->name);
  m.funcs.push_back(std::move(func));
}

std::unique_ptr<Module> Parser::parseModuleTop() {
  auto m = std::make_unique<Module>();
  m->loc = loc();
  bool inModule = false;
  bool sawModule = false;
  while (true) {
    skipSpace();
    if (atEnd()) break;
    if (inModule && peekRaw() == '}') {
      advance();
      inModule = false;
      skipLocation();
      continue;
    }
    if (peekRaw() == '#' && !inModule) {
      // #alias = attribute
      advance();
      std::string name = parseBareIdent();
      expect("=");
      attributeAliases_[name] = parseAttribute();
      continue;
    }
    if (peekRaw() == '!' && !inModule) {
      advance();
      std::string name = parseBareIdent();
      expect("=");
      typeAliases_[name] = parseTypeInternal();
      continue;
    }
    if (lookingAtWord("module")) {
      if (inModule || sawModule) error("unsupported: nested or multiple modules in one input");
      advance(6);
      sawModule = true;
      skipSpace();
      if (peekRaw() == '@') m->name = parseSymbolName();
      if (consumeWord("attributes")) m->attributes = parseAttributeDict();
      expect("{");
      inModule = true;
      continue;
    }
    if (lookingAtWord("func.func")) {
      parseFunc(*m);
      continue;
    }
    if (inModule && isIdentStart(peekRaw())) {
      // Module-level ops of other dialects (e.g. `sdy.mesh @mesh = <...>` from
      // JAX's Shardy) carry no semantics for a single-device run: skip the
      // statement, say so.
      Location at = loc();
      std::string name = parseBareIdent();
      if (name.find('.') == std::string::npos) error("expected a function or a module op, found '" + name + "'");
      while (!atEnd() && peekRaw() != '\n') {
        char c = peekRaw();
        if (c == '<' || c == '(' || c == '[' || c == '{' || c == '"') skipBalancedOrString();
        else advance();
      }
      warnings_.emplace_back(at, "module-level op '" + name + "' ignored");
      continue;
    }
    error("expected a function or a module" + foundText());
  }
  if (inModule) error("expected '}' to close the module");
  m->warnings = std::move(warnings_);
  return m;
}

std::vector<Value> Parser::parseValueListTop() {
  std::vector<Value> values;
  bool bracketed = consumeIf("[");
  skipSpace();
  if (bracketed && consumeIf("]")) return values;
  if (!bracketed && atEnd()) return values;
  do {
    Location at = loc();
    Attribute a = parseAttribute();
    if (a.kind != Attribute::Kind::Dense) errorAt(at, "expected dense<...> : tensor<...>");
    values.push_back(a.dense->withType(a.type.tensorType()));
  } while (consumeIf(","));
  if (bracketed) expect("]");
  skipSpace();
  if (!atEnd()) error("unexpected text after the values" + foundText());
  return values;
}

Type Parser::parseTypeTop() {
  Type t = parseTypeInternal();
  skipSpace();
  if (!atEnd()) error("unexpected text after the type" + foundText());
  return t;
}

// spec: Programs > Functions, Regions: func.return and stablehlo.return end
// their blocks.
void markTerminators(Region& r) {
  for (Block& b : r.blocks)
    for (Op& op : b.ops) {
      op.isTerminator = op.name == "func.return" || op.name == "stablehlo.return";
      for (Region& nested : op.regions) markTerminators(nested);
    }
}

}  // namespace

std::unique_ptr<Module> parseModule(std::string_view text, const std::string& file, int firstLine) {
  Parser p(text, file, firstLine);
  auto m = p.parseModuleTop();
  for (auto& f : m->funcs) markTerminators(f->body);
  return m;
}

std::vector<InputChunk> splitInputFile(std::string_view text) {
  std::vector<InputChunk> chunks;
  size_t start = 0;
  int startLine = 1;
  int line = 1;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view lineText = text.substr(pos, end - pos);
    // Like MLIR, a marker anywhere on a line splits (`// // -----` too).
    if (lineText.find("// -----") != std::string_view::npos) {
      chunks.push_back({text.substr(start, pos - start), startLine});
      start = end + 1 <= text.size() ? end + 1 : text.size();
      startLine = line + 1;
    }
    if (end == text.size()) break;
    pos = end + 1;
    ++line;
  }
  chunks.push_back({text.substr(start), startLine});
  return chunks;
}

std::vector<Value> parseValueList(std::string_view text, const std::string& source) {
  Parser p(text, source, 1);
  return p.parseValueListTop();
}

Type parseType(std::string_view text, const std::string& source) {
  Parser p(text, source, 1);
  return p.parseTypeTop();
}

}  // namespace hloref
