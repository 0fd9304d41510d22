#include "syntax/printer.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <sstream>

#include "core/float_format.h"
#include "syntax/sdy.h"

namespace hloref {
namespace {

std::string hexBits(uint64_t bits, int hexDigits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%0*llX", hexDigits, static_cast<unsigned long long>(bits));
  return buf;
}

// A decimal that reads back to the same encoding of `t`: MLIR's `%e` with six
// digits when that suffices, otherwise the shortest longer form.
std::string floatString(ElementType t, uint64_t bits) {
  double v = decodeFloat(t, bits);
  int width = t == ElementType::TF32 ? 32 : bitWidth(t);
  if (std::isnan(v) || std::isinf(v)) return hexBits(bits, (width + 3) / 4);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6e", v);
  uint64_t back;
  if (parseDecimalFloat(buf, t, &back) && back == bits) return buf;
  for (int digits = 7; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*e", digits, v);
    if (parseDecimalFloat(buf, t, &back) && back == bits) return buf;
  }
  return hexBits(bits, (width + 3) / 4);
}

std::string complexPartString(ElementType part, double v) {
  return floatString(part, encodeFloat(part, v));
}

bool sameElement(const Tensor& t, int64_t a, int64_t b) {
  int64_t w = storageBytes(t.elementType());
  return std::memcmp(t.bytes() + a * w, t.bytes() + b * w, static_cast<size_t>(w)) == 0;
}

void nested(std::ostream& os, const Tensor& t, size_t dim, int64_t& index) {
  if (dim == t.shape().size()) {
    os << elementString(t, index++);
    return;
  }
  os << "[";
  for (int64_t i = 0; i < t.shape()[dim]; ++i) {
    if (i) os << ", ";
    nested(os, t, dim + 1, index);
  }
  os << "]";
}

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
      if (attrs[i].second.kind != Attribute::Kind::Unit) s += " = " + attributeString(attrs[i].second);
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

std::string elementString(const Tensor& t, int64_t index) {
  ElementType et = t.elementType();
  if (isBoolean(et)) return t.intBits(index) ? "true" : "false";
  if (isUnsignedInteger(et)) return std::to_string(t.intBits(index));
  if (isInteger(et)) return std::to_string(t.intValue(index));
  if (isFloat(et)) return floatString(et, t.floatBits(index));
  std::complex<double> c = t.complexValue(index);
  ElementType part = complexPartType(et);
  return "(" + complexPartString(part, c.real()) + "," + complexPartString(part, c.imag()) + ")";
}

std::string denseLiteral(const Tensor& t) {
  std::ostringstream os;
  os << "dense<";
  int64_t n = t.numElements();
  bool splat = n > 0;
  for (int64_t i = 1; i < n && splat; ++i) splat = sameElement(t, 0, i);
  if (splat) {
    os << elementString(t, 0);
  } else if (n > 0) {
    int64_t index = 0;
    nested(os, t, 0, index);
  }
  os << ">";
  return os.str();
}

std::string valueString(const Value& v) {
  if (v.isToken()) return "!stablehlo.token";
  if (v.isTuple()) {
    std::string s = "(";
    const auto& elements = v.elements();
    for (size_t i = 0; i < elements.size(); ++i) {
      if (i) s += ", ";
      s += valueString(elements[i]);
    }
    return s + ")";
  }
  const Tensor& t = v.tensor();
  return denseLiteral(t) + " : " + tensorTypeString(t.type());
}

std::string attributeString(const Attribute& a) {
  using K = Attribute::Kind;
  switch (a.kind) {
    case K::Unit: return "unit";
    case K::Bool: return a.boolValue ? "true" : "false";
    case K::Integer: {
      ElementType et = a.type.tensorType().elementType;
      if (!isInteger(et) && !isBoolean(et)) et = ElementType::SI64;  // the default integer attribute type
      return std::to_string(a.intValue) + " : " + std::string(elementTypeName(et));
    }
    case K::Float: {
      ElementType et = a.type.tensorType().elementType;
      if (!isFloat(et)) et = ElementType::F64;
      return floatString(et, encodeFloat(et, a.floatValue)) + " : " + std::string(elementTypeName(et));
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
      std::string s = "array<" + std::string(elementTypeName(a.type.tensorType().elementType));
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
    case K::Array: {
      std::string s = "[";
      for (size_t i = 0; i < a.elements.size(); ++i) {
        if (i) s += ", ";
        s += attributeString(a.elements[i]);
      }
      return s + "]";
    }
    case K::Enum:
      if (a.enumKind.empty()) return a.text;
      if (a.enumKind.rfind("chlo.", 0) == 0) return "#chlo<" + a.enumKind.substr(5) + " " + a.text + ">";
      return "#stablehlo<" + a.enumKind + " " + a.text + ">";
    case K::Dict: {
      std::string s = "{";
      for (size_t i = 0; i < a.fields.size(); ++i) {
        if (i) s += ", ";
        s += a.fields[i].first + " = " + attributeString(a.fields[i].second);
      }
      return s + "}";
    }
    case K::Symbol: return "@" + a.text;
    case K::Struct: {
      if (a.text.rfind("sdy.", 0) == 0) return syntax::sdyAttributeString(a);
      std::string s = a.text.empty() ? "<" : "#" + a.text + "<";
      bool first = true;
      for (const Attribute& e : a.elements) {
        s += first ? "" : ", ";
        first = false;
        s += attributeString(e);
      }
      for (const auto& [k, v] : a.fields) {
        s += first ? "" : ", ";
        first = false;
        s += k + " = " + attributeString(v);
      }
      if (a.text == "stablehlo.conv") s = "#stablehlo.conv<raw " + s.substr(std::string("#stablehlo.conv<").size());
      return s + ">";
    }
    case K::Opaque: return a.text == "?" ? "?" : "#" + a.text;
  }
  return "";
}

std::string moduleString(const Module& m) { return ModulePrinter().print(m); }

}  // namespace hloref
