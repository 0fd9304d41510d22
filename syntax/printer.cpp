#include "syntax/printer.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <set>
#include <ostream>
#include <sstream>
#include <type_traits>

#include "core/float_format.h"
#include "syntax/sdy.h"

namespace hloref {
namespace {

std::string hexBits(uint64_t bits, int hexDigits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%0*llX", hexDigits, static_cast<unsigned long long>(bits));
  return buf;
}

// The significant digits of a decimal in to_chars' scientific form
// ("-1.25e-03": 3).
int significantDigits(std::string_view text) {
  int digits = 0;
  for (char c : text) {
    if (c == 'e') break;
    digits += c >= '0' && c <= '9';
  }
  return digits;
}

// Whether two decimals in to_chars' scientific form are the same number:
// the same sign, exponent and digits up to trailing zeros.
bool sameDecimal(std::string_view a, std::string_view b) {
  const size_t ea = a.find('e'), eb = b.find('e');
  if (ea == std::string_view::npos || eb == std::string_view::npos || a.substr(ea) != b.substr(eb)) return false;
  std::string_view ma = a.substr(0, ea), mb = b.substr(0, eb);
  while (!ma.empty() && (ma.back() == '0' || ma.back() == '.')) ma.remove_suffix(1);
  while (!mb.empty() && (mb.back() == '0' || mb.back() == '.')) mb.remove_suffix(1);
  return ma == mb;
}

// 10^k for k in [-kMaxTen, kMaxTen] as unevaluated sums hi + lo (relative
// error < 2^-98): products by 10 kept exact with fma, reciprocals by one
// Newton step.
constexpr int kMaxTen = 60;
struct DoubleDouble {
  double hi, lo;
};
const DoubleDouble* powersOfTen() {
  static const std::array<DoubleDouble, 2 * kMaxTen + 1> table = [] {
    std::array<DoubleDouble, 2 * kMaxTen + 1> p{};
    DoubleDouble x{1.0, 0.0};
    for (int k = 0; k <= kMaxTen; ++k) {
      p[kMaxTen + k] = x;
      const double q = 1.0 / x.hi;
      const double correction = (std::fma(-x.hi, q, 1.0) - x.lo * q) / x.hi;
      p[kMaxTen - k] = {q + correction, correction - ((q + correction) - q)};
      const double hi = x.hi * 10, lo = std::fma(x.hi, 10.0, -hi) + x.lo * 10;
      x = {hi + lo, lo - ((hi + lo) - hi)};
    }
    return p;
  }();
  return table.data() + kMaxTen;
}

// a * b exactly as hi + lo (Dekker's product: each half has at most 26
// bits, so every partial product is exact; no std::fma, a library call
// without -mfma).
DoubleDouble exactProduct(double a, double b) {
  constexpr double kSplit = 0x1p27 + 1;
  const double ta = kSplit * a, aHi = ta - (ta - a), aLo = a - aHi;
  const double tb = kSplit * b, bHi = tb - (tb - b), bLo = b - bHi;
  const double hi = a * b;
  return {hi, ((aHi * bHi - hi) + aHi * bLo + aLo * bHi) + aLo * bLo};
}

// hi + lo ~ a * 10^k (relative error < 2^-97) for a double a.
DoubleDouble timesPowerOfTen(double a, int k) {
  const DoubleDouble p = powersOfTen()[k];
  const DoubleDouble product = exactProduct(a, p.hi);
  return {product.hi, product.lo + a * p.lo};
}

// hi + lo ~ a * 10^k (relative error < 2^-97) for a of at most 26
// significant bits (an f32 value, or a power of two): a times each half of
// the split 10^k.hi is exact, so only 10^k.hi is split.
DoubleDouble timesPowerOfTenNarrow(double a, int k) {
  const DoubleDouble p = powersOfTen()[k];
  constexpr double kSplit = 0x1p27 + 1;
  const double t = kSplit * p.hi, pHi = t - (t - p.hi), pLo = p.hi - pHi;
  const double hi = a * p.hi;
  return {hi, ((a * pHi - hi) + a * pLo) + a * p.lo};
}

// 2^e for a normal double exponent e.
double powerOfTwo(int e) { return std::bit_cast<double>(static_cast<uint64_t>(e + 1023) << 52); }

// f32: appends `shortest` (std::to_chars' shortest scientific form of v)
// with zeros appended to `precision` digits after the point when that is
// the correctly rounded decimal of so many digits, i.e. lies within half a
// unit of its last digit of v: |v 10^(precision - X) - s| < 1/2 for its
// digits s and decimal exponent X, in double-double (error < 2^-60), with
// a margin of 2^-40. False (nothing appended) otherwise, and for ties that
// near: the caller then takes the long way, to_chars and a parse.
bool appendPaddedShortest(std::string& out, float v, std::string_view shortest, int precision) {
  int64_t digits = 0;
  int count = 0;
  size_t e = 0, point = std::string_view::npos;
  for (; e < shortest.size() && shortest[e] != 'e'; ++e) {
    const char c = shortest[e];
    if (c >= '0' && c <= '9') digits = digits * 10 + (c - '0'), ++count;
    if (c == '.') point = e;
  }
  int exponent = 0;
  if (e + 1 >= shortest.size() || count > precision + 1) return false;
  const char* x = shortest.data() + e + 1 + (shortest[e + 1] == '+');
  if (std::from_chars(x, shortest.data() + shortest.size(), exponent).ec != std::errc()) return false;
  for (int k = count; k < precision + 1; ++k) digits *= 10;
  const int scale = precision - exponent;  // v 10^scale ~ digits
  if (scale < -kMaxTen || scale > kMaxTen) return false;
  const DoubleDouble t = timesPowerOfTen(std::fabs(static_cast<double>(v)), scale);
  if (!(std::fabs((t.hi - static_cast<double>(digits)) + t.lo) < 0.5 - 0x1p-40)) return false;
  out.append(shortest.data(), e);
  if (point == std::string_view::npos) out += '.';
  const size_t after = point == std::string_view::npos ? 0 : e - point - 1;
  out.append(static_cast<size_t>(precision) - after, '0');
  out.append(shortest.data() + e, shortest.size() - e);
  return true;
}

// f32, finite and non-zero: appends the decimal appendFloat wants (the
// correctly rounded one of 7 significant digits when it reads back, else of
// 8, else of 9, which always does) without the C++ library's conversions.
// m = |f| 10^(8 - x), x = floor(log10 |f|), in double-double (relative
// error < 2^-97: timesPowerOfTenNarrow) is in [10^8, 10^9); its integer part D
// and fraction F give each candidate (D + F rounded to a multiple of
// 10^(9 - digits)), and a candidate reads back when it lies inside f's
// rounding interval scaled alike (half an ulp each side, a quarter below a
// power of two; the ends belong to f when its significand is even). False
// (nothing appended) when a rounding or an interval end is within 2^-30 of
// a unit of m, far beyond the error (the caller takes the general path).
bool appendF32Decimal(std::string& out, float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  const double v = std::fabs(static_cast<double>(f));
  const int field = static_cast<int>((bits >> 23) & 0xff);
  const uint32_t significand = bits & 0x7fffff;
  const int e2 = field == 0 ? std::ilogb(v) : field - 127;  // 2^e2 <= v < 2^(e2 + 1)
  int x = (e2 * 78913) >> 18;                                 // floor(e2 log10 2): x or x + 1 is floor(log10 v)
  DoubleDouble m = timesPowerOfTenNarrow(v, 8 - x);
  if (m.hi + m.lo >= 1e9) m = timesPowerOfTenNarrow(v, 8 - ++x);
  if (!(m.hi >= 1e8 && m.hi < 1e9)) return false;
  double whole = static_cast<double>(static_cast<uint32_t>(m.hi));  // floor: m.hi > 0
  double fraction = (m.hi - whole) + m.lo;
  if (fraction < 0) whole -= 1, fraction += 1;
  if (!(whole >= 1e8 && fraction < 1)) return false;
  // Half an ulp of f (above; below too unless f is a power of two), in
  // units of m: 10^(8 - x) scaled by a power of two, exactly.
  const double half = powerOfTwo(std::max(e2, -126) - 24);
  const DoubleDouble ten = powersOfTen()[8 - x];
  const double above = ten.hi * half + ten.lo * half, below = significand == 0 && field > 1 ? above / 2 : above;
  const bool endsIncluded = (significand & 1) == 0;
  const uint32_t D = static_cast<uint32_t>(whole);
  // The candidate of `digits` significant digits: 0 when it does not read
  // back, -1 when too close to call, else its length in `text`.
  char text[32];
  auto candidate = [&](auto unitConstant) -> int {
    constexpr uint32_t unit = decltype(unitConstant)::value;
    constexpr int digits = unit == 100 ? 7 : unit == 10 ? 8 : 9;
    constexpr double kCloseCall = 0x1p-30;
    uint32_t q = D / unit;
    const double rest = static_cast<double>(D % unit) + fraction;  // m = unit q + rest
    if (std::fabs(rest - unit / 2.0) < kCloseCall) return -1;       // a tie, or too close to one
    if (rest > unit / 2.0) ++q;
    const double offset = static_cast<double>(q) * unit - whole - fraction;  // candidate - m
    if (std::fabs(offset - above) < kCloseCall || std::fabs(offset + below) < kCloseCall) return -1;
    if (endsIncluded ? offset > above || offset < -below : offset >= above || offset <= -below) return 0;
    int exponent = x;
    if (q == 1000000000 / unit) q /= 10, ++exponent;  // 9...95 rounded up
    char digitsText[16];
    const auto [end, ec] = std::to_chars(digitsText, digitsText + sizeof digitsText, q);
    if (ec != std::errc() || end - digitsText != digits) return -1;
    char* p = text;
    if (bits >> 31) *p++ = '-';
    *p++ = digitsText[0];
    *p++ = '.';
    std::memcpy(p, digitsText + 1, digits - 1);
    p += digits - 1;
    *p++ = 'e';
    *p++ = exponent < 0 ? '-' : '+';
    const int magnitude = std::abs(exponent);
    *p++ = static_cast<char>('0' + magnitude / 10);
    *p++ = static_cast<char>('0' + magnitude % 10);
    return static_cast<int>(p - text);
  };
  int length = candidate(std::integral_constant<uint32_t, 100>{});
  if (length == 0) length = candidate(std::integral_constant<uint32_t, 10>{});
  if (length == 0) length = candidate(std::integral_constant<uint32_t, 1>{});
  if (length <= 0) return false;
  out.append(text, static_cast<size_t>(length));
  return true;
}

// A decimal that reads back to the same encoding of `t`: MLIR's `%e` with six
// digits when that suffices, otherwise the shortest longer form. std::to_chars
// writes what printf's `%.*e` writes, without the locale and ~10x faster.
// Seven significant digits identify every value of a format of at most 19
// bits of precision (10^6 > 2^19), so only f32 and f64 (and anything wider)
// are read back to find the digits they need.
void appendFloat(std::string& out, ElementType t, uint64_t bits) {
  if (t == ElementType::F32) {  // finite: the shortest form, padded, when it is the rounded one
    float f;
    const uint32_t b = static_cast<uint32_t>(bits);
    std::memcpy(&f, &b, sizeof f);
    if (std::isfinite(f) && f != 0 && appendF32Decimal(out, f)) return;
    char shortest[64];
    if (std::isfinite(f)) {
      const size_t n =
          static_cast<size_t>(std::to_chars(shortest, shortest + sizeof shortest, f, std::chars_format::scientific).ptr - shortest);
      const std::string_view text(shortest, n);
      if (appendPaddedShortest(out, f, text, std::max(6, significantDigits(text) - 1))) return;
    }
  }
  double v;
  if (t == ElementType::F32) {
    float f;
    uint32_t b = static_cast<uint32_t>(bits);
    std::memcpy(&f, &b, sizeof f);
    v = f;
  } else if (t == ElementType::F64) {
    std::memcpy(&v, &bits, sizeof v);
  } else {
    v = decodeFloat(t, bits);
  }
  int width = t == ElementType::TF32 ? 32 : bitWidth(t);
  if (std::isnan(v) || std::isinf(v)) {
    out += hexBits(bits, (width + 3) / 4);
    return;
  }
  char buf[64];
  auto write = [&](int digits) {
    return static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific, digits).ptr - buf);
  };
  auto readsBack = [&](size_t n) {
    if (t == ElementType::F32) {
      float f;
      auto [p, ec] = std::from_chars(buf, buf + n, f, std::chars_format::scientific);
      return ec == std::errc() && p == buf + n && f == static_cast<float>(v);
    }
    if (t == ElementType::F64) {
      double d;
      auto [p, ec] = std::from_chars(buf, buf + n, d, std::chars_format::scientific);
      return ec == std::errc() && p == buf + n && d == v;
    }
    uint64_t back;
    return parseDecimalFloat(std::string_view(buf, n), t, &back) && back == bits;
  };
  // f32 and f64: the shortest decimal that reads back has `shortest`
  // significant digits, so no form with fewer does and the search starts
  // at that many; when the correctly rounded form of that length is the
  // shortest one's digits, it reads back without a parse.
  int first = 6;
  char shortestText[64];
  size_t shortestLength = 0;
  if (t == ElementType::F32 || t == ElementType::F64) {
    char* end = t == ElementType::F32
                    ? std::to_chars(shortestText, shortestText + sizeof shortestText, static_cast<float>(v),
                                    std::chars_format::scientific).ptr
                    : std::to_chars(shortestText, shortestText + sizeof shortestText, v, std::chars_format::scientific).ptr;
    shortestLength = static_cast<size_t>(end - shortestText);
    first = std::max(6, significantDigits(std::string_view(shortestText, shortestLength)) - 1);
  }
  size_t n = write(first);
  auto known = [&](size_t length) {
    return shortestLength > 0 && sameDecimal(std::string_view(buf, length), std::string_view(shortestText, shortestLength));
  };
  if (floatFormat(t).precision() > 19 && !known(n) && !readsBack(n)) {
    bool found = false;
    for (int digits = first + 1; digits <= 17 && !found; ++digits) found = readsBack(n = write(digits));
    if (!found) {
      out += hexBits(bits, (width + 3) / 4);
      return;
    }
  }
  out.append(buf, n);
}

std::string floatString(ElementType t, uint64_t bits) {
  std::string s;
  appendFloat(s, t, bits);
  return s;
}

// Writes a tensor's elements as nested brackets into `out`, handing full
// chunks to `flush` (bounded memory for huge tensors). With `summarise`,
// each dimension longer than 2 * edgeItems shows its first and last
// edgeItems entries around `...` (NumPy's summarisation); with `multiline`,
// the entries of every dimension but the last go on their own lines,
// aligned under the first (`indent` columns, the width of what precedes).
class NestedWriter {
 public:
  NestedWriter(const Tensor& t, std::string& out, const std::function<void()>& flush, bool summarise,
               int64_t edgeItems, bool multiline, size_t indent)
      : t_(t), out_(out), flush_(flush), summarise_(summarise), edge_(edgeItems), multiline_(multiline),
        indent_(indent) {
    const Shape& shape = t.shape();
    stride_.assign(shape.size(), 1);
    for (size_t d = shape.size(); d-- > 1;) stride_[d - 1] = stride_[d] * shape[d];
  }

  void write(size_t dim, int64_t offset) {
    const Shape& shape = t_.shape();
    if (dim == shape.size()) {
      appendElement(out_, t_, offset);
      if (out_.size() >= kChunk && flush_) flush_();
      return;
    }
    out_ += '[';
    int64_t n = shape[dim];
    bool elide = summarise_ && n > 2 * edge_;
    if (dim + 1 == shape.size() && !elide) {  // a whole row of elements: separator(dim) is ", "
      for (int64_t i = 0; i < n; ++i) {
        if (i) out_.append(", ", 2);
        appendElement(out_, t_, offset + i);
        if (out_.size() >= kChunk && flush_) flush_();
      }
      out_ += ']';
      return;
    }
    for (int64_t i = 0; i < n; ++i) {
      if (i) separator(dim);
      if (elide && i == edge_) {
        out_ += "...";
        separator(dim);
        i = n - edge_;
      }
      write(dim + 1, offset + i * stride_[dim]);
    }
    out_ += ']';
  }

 private:
  static constexpr size_t kChunk = size_t{1} << 20;

  void separator(size_t dim) {
    out_ += ',';
    size_t rank = t_.shape().size();
    if (!multiline_ || dim + 1 == rank) {
      out_ += ' ';
      return;
    }
    out_.append(rank - dim - 1, '\n');
    out_.append(indent_ + dim + 1, ' ');
  }

  const Tensor& t_;
  std::string& out_;
  const std::function<void()>& flush_;
  bool summarise_;
  int64_t edge_;
  bool multiline_;
  size_t indent_;
  std::vector<int64_t> stride_;
};

std::string typeListString(const std::vector<Type>& types) {
  std::string s = "(";
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) s += ", ";
    s += types[i].str();
  }
  return s + ")";
}

std::string escapeString(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%02X", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

}  // namespace

std::string namedAttributeString(const std::string& name, const Attribute& a);

namespace {

class ModulePrinter {
 public:
  std::string print(const Module& m) {
    printModule(m);
    return os_.str();
  }

 private:
  // Nested modules are printed flush left like the outermost one.
  void printModule(const Module& m) {
    os_ << "module";
    if (!m.name.empty()) os_ << " @" << m.name;
    if (!m.attributes.empty()) os_ << " attributes " << dictString(m.attributes);
    os_ << " {\n";
    for (const Op& op : m.ops) printOp(op, 1);
    for (const auto& f : m.funcs) printFunc(*f);
    for (const auto& nested : m.modules) printModule(*nested);
    os_ << "}\n";
  }

  std::ostringstream os_;

  static std::string name(int slot) { return "%v" + std::to_string(slot); }
  static std::string dictString(const AttributeList& attrs) {
    std::string s = "{";
    for (size_t i = 0; i < attrs.size(); ++i) {
      if (i) s += ", ";
      s += attrs[i].first;
      if (attrs[i].second.kind != Attribute::Kind::Unit) s += " = " + namedAttributeString(attrs[i].first, attrs[i].second);
    }
    return s + "}";
  }
  void indent(int depth) { os_ << std::string(static_cast<size_t>(2 * depth), ' '); }

  void printFunc(const Func& f) {
    os_ << "  func.func " << (f.isPrivate ? "private " : "") << "@" << f.name << "(";
    const Block& block = f.body.blocks.front();
    for (size_t i = 0; i < f.inputs.size(); ++i) {
      if (i) os_ << ", ";
      os_ << name(block.arguments[i]) << ": " << f.inputs[i].str();
    }
    os_ << ")";
    if (!f.outputs.empty()) os_ << " -> " << typeListString(f.outputs);
    if (!f.attributes.empty()) os_ << " attributes " << dictString(f.attributes);
    os_ << " {\n";
    for (const Op& op : block.ops) printOp(op, 2);
    os_ << "  }\n";
  }

  void printOp(const Op& op, int depth) {
    indent(depth);
    for (size_t i = 0; i < op.results.size(); ++i) os_ << (i ? ", " : "") << name(op.results[i]);
    if (!op.results.empty()) os_ << " = ";
    os_ << '"' << op.name << "\"(";
    for (size_t i = 0; i < op.operands.size(); ++i) os_ << (i ? ", " : "") << name(op.operands[i]);
    os_ << ")";
    if (!op.regions.empty()) {
      os_ << " (";
      for (size_t r = 0; r < op.regions.size(); ++r) {
        if (r) os_ << ", ";
        os_ << "{\n";
        const Block& b = op.regions[r].blocks.front();
        indent(depth + 1);
        os_ << "^bb0(";
        for (size_t i = 0; i < b.arguments.size(); ++i)
          os_ << (i ? ", " : "") << name(b.arguments[i]) << ": " << b.argumentTypes[i].str();
        os_ << "):\n";
        for (const Op& inner : b.ops) printOp(inner, depth + 2);
        indent(depth);
        os_ << "}";
      }
      os_ << ")";
    }
    if (!op.attributes.empty()) os_ << " " << dictString(op.attributes);
    os_ << " : " << typeListString(op.operandTypes) << " -> " << typeListString(op.resultTypes) << "\n";
  }
};

}  // namespace

void appendElement(std::string& out, const Tensor& t, int64_t index) {
  ElementType et = t.elementType();
  char buf[32];
  if (et == ElementType::F32) {  // the common case first: no family tests, no width dispatch
    uint32_t bits;
    std::memcpy(&bits, t.bytes() + 4 * index, sizeof bits);
    appendFloat(out, et, bits);
  } else if (isBoolean(et)) {
    out += t.intBits(index) ? "true" : "false";
  } else if (isUnsignedInteger(et)) {
    out.append(buf, std::to_chars(buf, buf + sizeof buf, t.intBits(index)).ptr);
  } else if (isInteger(et)) {
    out.append(buf, std::to_chars(buf, buf + sizeof buf, t.intValue(index)).ptr);
  } else if (isFloat(et)) {
    appendFloat(out, et, t.floatBits(index));
  } else {
    std::complex<double> c = t.complexValue(index);
    ElementType part = complexPartType(et);
    out += '(';
    appendFloat(out, part, encodeFloat(part, c.real()));
    out += ',';
    appendFloat(out, part, encodeFloat(part, c.imag()));
    out += ')';
  }
}

std::string elementString(const Tensor& t, int64_t index) {
  std::string s;
  appendElement(s, t, index);
  return s;
}

namespace {

// A printed tensor of rank >= 2 stays on one line when it has at most
// kShortTensor elements and the line is at most kShortLine characters.
constexpr int64_t kShortTensor = 1000;
constexpr size_t kShortLine = 100;

bool isSplat(const Tensor& t) {
  int64_t n = t.numElements();
  int64_t w = storageBytes(t.elementType());
  const char* p = reinterpret_cast<const char*>(t.bytes());
  for (int64_t i = 1; i < n; ++i)
    if (std::memcmp(p, p + i * w, static_cast<size_t>(w)) != 0) return false;
  return n > 0;
}

void appendDense(std::string& out, const Tensor& t, const std::function<void()>& flush, const PrintOptions* options) {
  out += "dense<";
  if (isSplat(t)) {
    appendElement(out, t, 0);
  } else if (t.numElements() > 0) {
    bool summarise = options && options->limit > 0 && t.numElements() > options->limit;
    int64_t edge = options ? options->edgeItems : 0;
    // Rows go on their own lines when the one-line form would be long.
    bool multiline = options && t.shape().size() >= 2;
    if (multiline && !summarise && t.numElements() <= kShortTensor) {
      std::string line;
      NestedWriter(t, line, {}, false, edge, false, 0).write(0, 0);
      if (line.size() <= kShortLine) {
        out += line;
        multiline = false;
      }
    }
    if (multiline || summarise || !options || t.shape().size() < 2)
      NestedWriter(t, out, flush, summarise, edge, multiline, 6).write(0, 0);
  }
  out += '>';
}

void appendValue(std::string& out, const Value& v, const std::function<void()>& flush, const PrintOptions* options) {
  if (v.isToken()) {
    out += "!stablehlo.token";
    return;
  }
  if (v.isTuple()) {
    out += '(';
    const auto& elements = v.elements();
    for (size_t i = 0; i < elements.size(); ++i) {
      if (i) out += ", ";
      appendValue(out, elements[i], flush, options);
    }
    out += ')';
    return;
  }
  const Tensor& t = v.tensor();
  appendDense(out, t, flush, options);
  out += " : ";
  out += tensorTypeString(t.type());
}

}  // namespace

std::string denseLiteral(const Tensor& t) {
  std::string s;
  appendDense(s, t, {}, nullptr);
  return s;
}

std::string valueString(const Value& v) {
  std::string s;
  appendValue(s, v, {}, nullptr);
  return s;
}

void printValue(std::ostream& os, const Value& v, const PrintOptions& options) {
  std::string buffer;
  std::function<void()> flush = [&] {
    os.write(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    buffer.clear();
  };
  appendValue(buffer, v, flush, &options);
  buffer += '\n';
  flush();
}

namespace {

// StableHLO's spelling of attributes its ODS declares as dense arrays
// (DenseI64ArrayAttr, DenseBoolArrayAttr), as bare enums of a kind, or as
// 32-bit integers: what a custom form writes as `[1, 2]`, `FFT` or `0` must
// print so that MLIR's own parser reads it back.
const std::set<std::string_view> kDenseI64Arrays = {
    "broadcast_dimensions", "permutation", "dimensions", "edge_padding_low", "edge_padding_high",
    "interior_padding", "slice_sizes", "start_indices", "limit_indices", "strides", "fft_length",
    "window_dimensions", "window_strides", "base_dilations", "window_dilations", "lhs_dilation", "rhs_dilation",
    "broadcast_sizes", "known_expanding_dimensions", "known_nonexpanding_dimensions"};
const std::set<std::string_view> kDenseBoolArrays = {"window_reversal"};
const std::map<std::string_view, std::string_view> kEnumKinds = {
    {"precision_config", "precision"},   {"fft_type", "fft_type"},
    {"comparison_direction", "comparison_direction"}, {"compare_type", "comparison_type"},
    {"rng_algorithm", "rng_algorithm"}, {"rng_distribution", "rng_distribution"}, {"transpose_a", "transpose"}};
const std::set<std::string_view> kI32DenseArrays = {"operandSegmentSizes", "resultSegmentSizes"};
const std::set<std::string_view> kI32Attributes = {"index", "exponent_bits", "mantissa_bits", "version", "api_version"};

struct AttrContext {
  std::string_view name;   // the attribute's name at the top level of an op, else ""
  bool inStruct = false;   // a field of #stablehlo.xxx<...>: numbers print bare
};

std::string attributeText(const Attribute& a, const AttrContext& ctx);

std::string arrayText(const Attribute& a, const AttrContext& ctx) {
  bool ints = !ctx.inStruct && kDenseI64Arrays.count(ctx.name);
  bool bools = !ctx.inStruct && kDenseBoolArrays.count(ctx.name);
  for (const Attribute& e : a.elements) {
    ints = ints && e.kind == Attribute::Kind::Integer;
    bools = bools && e.kind == Attribute::Kind::Bool;
  }
  if (ints || bools) {
    std::string s = ints ? "array<i64" : "array<i1";
    for (size_t i = 0; i < a.elements.size(); ++i) {
      const Attribute& e = a.elements[i];
      s += i ? ", " : ": ";
      s += ints ? std::to_string(e.intValue) : e.boolValue ? "true" : "false";
    }
    return s + ">";
  }
  AttrContext inner{ctx.name, ctx.inStruct};
  std::string s = "[";
  for (size_t i = 0; i < a.elements.size(); ++i) s += (i ? ", " : "") + attributeText(a.elements[i], inner);
  return s + "]";
}

std::string structText(const Attribute& a) {
  if (a.text.rfind("sdy.", 0) == 0) return syntax::sdyAttributeString(a);
  AttrContext field{"", true};
  std::string s = a.text.empty() ? "<" : "#" + a.text + "<";
  bool first = true;
  for (const Attribute& e : a.elements) {
    s += first ? "" : ", ";
    first = false;
    s += attributeText(e, field);
  }
  for (const auto& [k, v] : a.fields) {
    s += first ? "" : ", ";
    first = false;
    s += k + " = " + attributeText(v, field);
  }
  if (a.text == "stablehlo.conv") s = "#stablehlo.conv<raw " + s.substr(std::string("#stablehlo.conv<").size());
  return s + ">";
}

std::string attributeText(const Attribute& a, const AttrContext& ctx) {
  using K = Attribute::Kind;
  switch (a.kind) {
    case K::Unit: return "unit";
    case K::Bool: return a.boolValue ? "true" : "false";
    case K::Integer: {
      if (ctx.inStruct) return std::to_string(a.intValue);
      ElementType et = a.type.tensorType().elementType;
      if (!isInteger(et) && !isBoolean(et)) et = ElementType::SI64;  // the default integer attribute type
      if (et == ElementType::SI64 && kI32Attributes.count(ctx.name)) et = ElementType::SI32;
      return std::to_string(a.intValue) + " : " + std::string(elementTypeName(et));
    }
    case K::Float: {
      ElementType et = a.type.tensorType().elementType;
      if (!isFloat(et)) et = ElementType::F64;
      std::string value = floatString(et, encodeFloat(et, a.floatValue));
      return ctx.inStruct ? value : value + " : " + std::string(elementTypeName(et));
    }
    case K::String: return escapeString(a.text);
    case K::TypeAttr: {
      const Type& t = a.type;
      if (t.isTensor() && t.tensorType().shape.empty() && !t.tensorType().quant && t.tensorType().bounds.empty())
        return std::string(elementTypeName(t.tensorType().elementType));
      return t.str();
    }
    case K::Dense: return denseLiteral(*a.dense) + " : " + a.type.str();
    case K::DenseArray: {
      // MLIR's segment sizes are DenseI32ArrayAttr (hloref's forms build them as i64).
      std::string_view typeName = elementTypeName(a.type.tensorType().elementType);
      if (!ctx.inStruct && kI32DenseArrays.count(ctx.name)) typeName = "i32";
      std::string s = "array<" + std::string(typeName);
      bool first = true;
      ElementType et = a.type.tensorType().elementType;
      for (int64_t v : a.ints) {
        s += first ? ": " : ", ";
        first = false;
        s += isBoolean(et) ? (v ? "true" : "false") : std::to_string(v);
      }
      for (double v : a.floats) {
        s += first ? ": " : ", ";
        first = false;
        s += floatString(et, encodeFloat(et, v));
      }
      return s + ">";
    }
    case K::Array: return arrayText(a, ctx);
    case K::Enum: {
      std::string_view kind = a.enumKind;
      if (kind.empty() && !ctx.inStruct)
        if (auto it = kEnumKinds.find(ctx.name); it != kEnumKinds.end()) kind = it->second;
      if (kind.empty()) return a.text;
      if (kind.substr(0, 5) == "chlo.") return "#chlo<" + std::string(kind.substr(5)) + " " + a.text + ">";
      return "#stablehlo<" + std::string(kind) + " " + a.text + ">";
    }
    case K::Dict: {
      std::string s = "{";
      for (size_t i = 0; i < a.fields.size(); ++i)
        s += (i ? ", " : "") + a.fields[i].first + " = " + attributeText(a.fields[i].second, {a.fields[i].first, false});
      return s + "}";
    }
    case K::Symbol: return "@" + a.text;
    case K::Struct: return structText(a);
    case K::Opaque: return a.text == "?" ? "?" : "#" + a.text;
  }
  return "";
}

}  // namespace

std::string attributeString(const Attribute& a) { return attributeText(a, {}); }

std::string namedAttributeString(const std::string& name, const Attribute& a) { return attributeText(a, {name, false}); }

std::string moduleString(const Module& m) { return ModulePrinter().print(m); }

}  // namespace hloref
