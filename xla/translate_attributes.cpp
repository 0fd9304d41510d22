// Readers of HLO attribute values, builders of hloref attributes, and
// constant literals.
#include <charconv>
#include <cmath>
#include <cstring>

#include "core/float_format.h"
#include "syntax/parser_internal.h"
#include "xla/translate_internal.h"

namespace hloref::xla {

// ---------------------------------------------------------------- AttrReader

AttrReader::AttrReader(const HloModule& m, const HloAttribute& a)
    : m_(m), name_(a.name), begin_(a.begin), end_(a.end), c_(*m.source, a.begin, a.end) {}

std::string_view AttrReader::text() const { return std::string_view(m_.text).substr(begin_, end_ - begin_); }

void AttrReader::error(const std::string& message) { c_.errorAt(begin_, std::string(name_) + ": " + message); }

std::vector<int64_t> AttrReader::intList() {
  c_.expect('{', "to open the list of " + std::string(name_));
  std::vector<int64_t> out;
  if (c_.consume('}')) return out;
  do out.push_back(c_.integer("an integer in " + std::string(name_)));
  while (c_.consume(','));
  c_.expect('}', "to close the list of " + std::string(name_));
  return out;
}

std::vector<std::vector<int64_t>> AttrReader::intLists() {
  c_.expect('{', "to open the lists of " + std::string(name_));
  std::vector<std::vector<int64_t>> out;
  if (c_.consume('}')) return out;
  do out.push_back(intList());
  while (c_.consume(','));
  c_.expect('}', "to close the lists of " + std::string(name_));
  return out;
}

int64_t AttrReader::integer() { return c_.integer(name_); }

bool AttrReader::boolean() {
  if (c_.consumeWord("true")) return true;
  if (c_.consumeWord("false")) return false;
  c_.expected("true or false for " + std::string(name_));
}

double AttrReader::number() {
  c_.skipSpace();
  size_t start = c_.offset();
  std::string_view text = std::string_view(m_.text).substr(start, end_ - start);
  size_t n = 0;
  while (n < text.size() && (std::isalnum(static_cast<unsigned char>(text[n])) || text[n] == '.' || text[n] == '-' ||
                             text[n] == '+'))
    ++n;
  uint64_t bits = 0;
  if (n == 0 || !parseDecimalFloat(text.substr(0, n), ElementType::F64, &bits)) c_.expected("a number for " + std::string(name_));
  c_.seek(start + n);
  return decodeFloat(ElementType::F64, bits);
}

std::string_view AttrReader::word() { return c_.name(name_); }

std::string_view AttrReader::computation() { return c_.name("a computation name for " + std::string(name_)); }

std::vector<std::string_view> AttrReader::computations() {
  c_.expect('{', "to open the computations of " + std::string(name_));
  std::vector<std::string_view> out;
  if (c_.consume('}')) return out;
  do out.push_back(computation());
  while (c_.consume(','));
  c_.expect('}', "to close the computations of " + std::string(name_));
  return out;
}

std::string AttrReader::string() { return c_.string(name_); }

void AttrReader::done() {
  if (!c_.atEnd()) c_.expected("the end of " + std::string(name_));
}

// ---------------------------------------------------------------- builders

Attribute mlirAttribute(std::string_view text) {
  syntax::Parser p(text, "<hlo translation>", 1);
  return p.parseAttribute();
}

std::string listText(const std::vector<int64_t>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

Attribute i64Array(const std::vector<int64_t>& values) {
  Attribute a;
  a.kind = Attribute::Kind::DenseArray;
  TensorType t;
  t.elementType = ElementType::SI64;
  a.type = Type::tensor(t);
  a.ints = values;
  return a;
}

Attribute boolArray(const std::vector<bool>& values) {
  Attribute a;
  a.kind = Attribute::Kind::DenseArray;
  TensorType t;
  t.elementType = ElementType::I1;
  a.type = Type::tensor(t);
  for (bool b : values) a.ints.push_back(b ? 1 : 0);
  return a;
}

Attribute i64Attr(int64_t value) {
  Attribute a;
  a.kind = Attribute::Kind::Integer;
  a.intValue = value;
  TensorType t;
  t.elementType = ElementType::SI64;
  a.type = Type::tensor(t);
  return a;
}

Attribute boolAttr(bool value) {
  Attribute a;
  a.kind = Attribute::Kind::Bool;
  a.boolValue = value;
  return a;
}

Attribute stringAttr(std::string value) {
  Attribute a;
  a.kind = Attribute::Kind::String;
  a.text = std::move(value);
  return a;
}

Attribute symbolAttr(std::string name) {
  Attribute a;
  a.kind = Attribute::Kind::Symbol;
  a.text = std::move(name);
  return a;
}

Attribute f32Attr(double value) {
  Attribute a;
  a.kind = Attribute::Kind::Float;
  a.floatValue = value;
  TensorType t;
  t.elementType = ElementType::F32;
  a.type = Type::tensor(t);
  return a;
}

Attribute i64Matrix(const std::vector<std::vector<int64_t>>& rows, int64_t columns) {
  TensorType tt;
  tt.elementType = ElementType::SI64;
  tt.shape = {static_cast<int64_t>(rows.size()), columns};
  auto t = std::make_shared<Tensor>(tt);
  for (size_t r = 0; r < rows.size(); ++r)
    for (int64_t c = 0; c < columns; ++c)
      t->setIntBits(static_cast<int64_t>(r) * columns + c,
                    static_cast<uint64_t>(c < static_cast<int64_t>(rows[r].size()) ? rows[r][static_cast<size_t>(c)] : -1));
  Attribute a;
  a.kind = Attribute::Kind::Dense;
  a.type = Type::tensor(tt);
  a.dense = t;
  return a;
}

// ---------------------------------------------------------------- windows

Window readWindow(Emitter& e, int64_t rank) {
  Window w;
  if (e.has("window")) {
    AttrReader r = e.read("window");
    Cursor& c = r.cursor();
    c.expect('{', "to open window");
    auto dims = [&](std::string_view what) {
      std::vector<int64_t> v;
      do v.push_back(c.integer(what));
      while (c.consume('x'));
      return v;
    };
    while (!c.consume('}')) {
      size_t at = c.offset();
      std::string_view key = c.name("a window field");
      c.expect('=', "after the window field");
      if (key == "size") w.size = dims("a window size");
      else if (key == "stride") w.stride = dims("a window stride");
      else if (key == "lhs_dilate") w.lhsDilate = dims("a base dilation");
      else if (key == "rhs_dilate") w.rhsDilate = dims("a window dilation");
      else if (key == "rhs_reversal") {
        for (int64_t v : dims("a reversal flag (0 or 1)")) w.reversal.push_back(v != 0);
      } else if (key == "pad") {
        do {
          w.padLow.push_back(c.integer("a low padding"));
          c.expect('_', "between low and high padding");
          w.padHigh.push_back(c.integer("a high padding"));
        } while (c.consume('x'));
      } else {
        c.errorAt(at, "unknown window field '" + std::string(key) + "'");
      }
    }
    r.done();
  }
  if (rank < 0) rank = static_cast<int64_t>(w.size.size());
  auto fill = [&](std::vector<int64_t>& v, int64_t value, const char* what) {
    if (v.empty()) v.assign(static_cast<size_t>(rank), value);
    if (static_cast<int64_t>(v.size()) != rank)
      e.error("has a window " + std::string(what) + " of " + std::to_string(v.size()) + " dimensions, expected " +
              std::to_string(rank));
  };
  fill(w.size, 1, "size");
  fill(w.stride, 1, "stride");
  fill(w.padLow, 0, "padding");
  fill(w.padHigh, 0, "padding");
  fill(w.lhsDilate, 1, "lhs_dilate");
  fill(w.rhsDilate, 1, "rhs_dilate");
  if (w.reversal.empty()) w.reversal.assign(static_cast<size_t>(rank), false);
  if (static_cast<int64_t>(w.reversal.size()) != rank) e.error("has a window reversal of the wrong rank");
  return w;
}

Attribute paddingAttr(const std::vector<int64_t>& low, const std::vector<int64_t>& high) {
  std::vector<std::vector<int64_t>> rows;
  for (size_t i = 0; i < low.size(); ++i) rows.push_back({low[i], high[i]});
  return i64Matrix(rows, 2);
}

std::optional<Attribute> precisionConfig(Emitter& e) {
  if (!e.has("operand_precision")) return std::nullopt;
  AttrReader r = e.read("operand_precision");
  Cursor& c = r.cursor();
  c.expect('{', "to open operand_precision");
  std::string text = "[";
  if (!c.consume('}')) {
    do {
      std::string_view p = c.name("a precision");
      std::string upper;
      for (char ch : p) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      if (upper != "DEFAULT" && upper != "HIGH" && upper != "HIGHEST") r.error("unknown precision '" + std::string(p) + "'");
      text += (text.size() > 1 ? ", " : "") + ("#stablehlo<precision " + upper + ">");
    } while (c.consume(','));
    c.expect('}', "to close operand_precision");
  }
  r.done();
  return mlirAttribute(text + "]");
}

// ---------------------------------------------------------------- literals

namespace {

// Characters of a literal element: digits, letters (inf, nan, true, e), . - + _.
inline bool isElementChar(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' || c == '-' ||
         c == '+' || c == '_';
}

// One element of a literal: a number, true/false, inf, nan or nan(0x..).
class LiteralReader {
 public:
  LiteralReader(const HloModule& m, size_t begin, size_t end) : m_(m), c_(*m.source, begin, end) {}

  Tensor read(const TensorType& type) {
    if (c_.peek() == '{' && c_.consumeText("{...}"))
      unsupported(c_.loc(), "a constant whose value the printer elided ({...}); dump with --xla_dump_large_constants");
    // The memory budget's error (core/tensor.h) gets the literal's place.
    Tensor t = [&] {
      try {
        return Tensor(type);
      } catch (const Error& e) {
        c_.error(e.what());
      }
    }();
    // An older form repeats the shape: `f32[2] {1, 2}`.
    if (c_.atName()) {
      size_t save = c_.offset();
      std::string_view word = c_.name("a literal");
      bool shape = c_.current() == '[';
      c_.seek(save);
      if (shape && word != "nan" && word != "inf") parseShape(c_);
    }
    const int64_t n = t.numElements();
    int64_t count = 0;
    int depth = 0;
    for (;;) {
      char ch = c_.peek();
      if (ch == '\0') break;
      if (ch == '{') {
        c_.consume('{');
        if (++depth > static_cast<int>(type.rank())) c_.error("the literal nests deeper than the rank " + std::to_string(type.rank()));
        continue;
      }
      if (ch == '}') {
        c_.consume('}');
        --depth;
        continue;
      }
      if (ch == ',') {
        c_.consume(',');
        continue;
      }
      if (count >= n) c_.error("the literal has more than the " + std::to_string(n) + " elements of " + tensorTypeString(type));
      element(t, count++);
    }
    if (count != n)
      c_.errorAt(c_.offset(), "the literal has " + std::to_string(count) + " elements but " + tensorTypeString(type) +
                                  " holds " + std::to_string(n));
    return t;
  }

 private:
  std::string_view token() {
    c_.skipSpace();
    size_t start = c_.offset();
    std::string_view text(m_.text);
    size_t p = start;
    while (p < text.size() && isElementChar(text[p])) ++p;
    // nan(0x7fc00001): a payload.
    if (p < text.size() && text[p] == '(' && text.substr(start, p - start).ends_with("nan")) {
      size_t close = text.find(')', p);
      if (close != std::string_view::npos) p = close + 1;
    }
    if (p == start) c_.expected("a literal element");
    c_.seek(p);
    return text.substr(start, p - start);
  }

  uint64_t floatBits(std::string_view s, ElementType et) {
    bool negative = !s.empty() && s[0] == '-';
    std::string_view body = negative ? s.substr(1) : s;
    if (body.starts_with("nan(")) {
      uint64_t payload = 0;
      std::string_view hex = body.substr(4, body.size() - 5);
      if (hex.starts_with("0x")) hex.remove_prefix(2);
      auto [p, ec] = std::from_chars(hex.data(), hex.data() + hex.size(), payload, 16);
      if (ec != std::errc()) c_.error("bad NaN payload '" + std::string(s) + "'");
      const FloatFormat& f = floatFormat(et);
      uint64_t bits = encodeFloat(et, negative ? -NAN : NAN);
      uint64_t mantissaMask = (uint64_t{1} << f.mantissaBits) - 1;
      return (bits & ~mantissaMask) | (payload & mantissaMask);
    }
    if (et == ElementType::F32 && body != "inf" && body != "nan") {
      float v;
      auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
      if (p == s.data() + s.size() && (ec == std::errc() || ec == std::errc::result_out_of_range)) {
        if (ec == std::errc::result_out_of_range) return encodeFloat(et, std::strtod(std::string(s).c_str(), nullptr));
        uint32_t b;
        std::memcpy(&b, &v, 4);
        return b;
      }
    }
    uint64_t bits;
    if (!parseDecimalFloat(s, et, &bits)) c_.error("'" + std::string(s) + "' is not a float literal");
    return bits;
  }

  void element(Tensor& t, int64_t i) {
    ElementType et = t.elementType();
    if (isComplex(et)) {
      c_.expect('(', "to open a complex literal");
      ElementType part = complexPartType(et);
      double re = decodeFloat(part, floatBits(token(), part));
      c_.expect(',', "in a complex literal");
      double im = decodeFloat(part, floatBits(token(), part));
      c_.expect(')', "to close a complex literal");
      t.setComplexValue(i, {re, im});
      return;
    }
    size_t at = c_.offset();
    std::string_view s = token();
    if (isBoolean(et)) {
      if (s == "true" || s == "1") t.setIntBits(i, 1);
      else if (s == "false" || s == "0") t.setIntBits(i, 0);
      else c_.errorAt(at, "expected true or false, found '" + std::string(s) + "'");
    } else if (isFloat(et)) {
      t.setFloatBits(i, floatBits(s, et));
    } else {
      int64_t v = 0;
      uint64_t u = 0;
      bool ok;
      if (isUnsignedInteger(et)) {
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), u);
        ok = ec == std::errc() && p == s.data() + s.size() && (bitWidth(et) == 64 || u >> bitWidth(et) == 0);
      } else {
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        int w = bitWidth(et);
        ok = ec == std::errc() && p == s.data() + s.size() &&
             (w == 64 || (v >= -(int64_t{1} << (w - 1)) && v < (int64_t{1} << (w - 1))));
        u = static_cast<uint64_t>(v);
      }
      if (!ok) c_.errorAt(at, "'" + std::string(s) + "' is not a " + std::string(xlaElementTypeName(et)) + " literal");
      t.setIntBits(i, u);
    }
  }

  const HloModule& m_;
  Cursor c_;
};

}  // namespace

Tensor parseLiteral(const HloModule& m, size_t begin, size_t end, const TensorType& type) {
  return LiteralReader(m, begin, end).read(type);
}

}  // namespace hloref::xla
