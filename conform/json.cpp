#include "conform/json.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace hloref::json {
namespace {

void writeString(std::string& out, const std::string& s) {
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

void writeValue(std::string& out, const Value& v) {
  switch (v.kind) {
    case Value::Kind::Null: out += "null"; break;
    case Value::Kind::Bool: out += v.boolean ? "true" : "false"; break;
    case Value::Kind::Number: {
      if (!std::isfinite(v.number)) {
        out += "null";
      } else if (v.number == std::floor(v.number) && std::fabs(v.number) < 9e15) {
        out += std::to_string(static_cast<int64_t>(v.number));
      } else {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.17g", v.number);
        out += buf;
      }
      break;
    }
    case Value::Kind::String: writeString(out, v.string); break;
    case Value::Kind::Array: {
      out += '[';
      for (size_t i = 0; i < v.array.size(); ++i) {
        if (i) out += ',';
        writeValue(out, v.array[i]);
      }
      out += ']';
      break;
    }
    case Value::Kind::Object: {
      out += '{';
      bool first = true;
      for (const auto& [k, e] : v.object) {
        if (!first) out += ',';
        first = false;
        writeString(out, k);
        out += ':';
        writeValue(out, e);
      }
      out += '}';
      break;
    }
  }
}

class Reader {
 public:
  explicit Reader(std::string_view t) : t_(t) {}

  bool document(Value& v) {
    if (!value(v, 0)) return false;
    space();
    if (p_ != t_.size()) return err("unexpected text after the value");
    return true;
  }
  std::string error;

 private:
  std::string_view t_;
  size_t p_ = 0;

  bool err(const std::string& m) {
    if (error.empty()) error = m + " at offset " + std::to_string(p_);
    return false;
  }
  void space() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\t' || t_[p_] == '\n' || t_[p_] == '\r')) ++p_;
  }
  bool literal(std::string_view word) {
    if (t_.substr(p_, word.size()) != word) return err("bad literal");
    p_ += word.size();
    return true;
  }
  static void appendUtf8(std::string& s, uint32_t cp) {
    if (cp < 0x80) {
      s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      s += static_cast<char>(0xF0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }
  bool hex4(uint32_t& out) {
    if (p_ + 4 > t_.size()) return err("short \\u escape");
    out = 0;
    for (int i = 0; i < 4; ++i) {
      char c = t_[p_++];
      out <<= 4;
      if (c >= '0' && c <= '9') out |= c - '0';
      else if (c >= 'a' && c <= 'f') out |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F') out |= c - 'A' + 10;
      else return err("bad \\u escape");
    }
    return true;
  }
  bool string(std::string& s) {
    ++p_;  // opening quote
    while (true) {
      if (p_ >= t_.size()) return err("unterminated string");
      char c = t_[p_++];
      if (c == '"') return true;
      if (c != '\\') {
        s += c;
        continue;
      }
      if (p_ >= t_.size()) return err("unterminated escape");
      char e = t_[p_++];
      switch (e) {
        case '"': s += '"'; break;
        case '\\': s += '\\'; break;
        case '/': s += '/'; break;
        case 'b': s += '\b'; break;
        case 'f': s += '\f'; break;
        case 'n': s += '\n'; break;
        case 'r': s += '\r'; break;
        case 't': s += '\t'; break;
        case 'u': {
          uint32_t cp = 0;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00 && t_.substr(p_, 2) == "\\u") {
            p_ += 2;
            uint32_t low = 0;
            if (!hex4(low)) return false;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          appendUtf8(s, cp);
          break;
        }
        default: return err("bad escape");
      }
    }
  }
  bool value(Value& v, int depth) {
    if (depth > 200) return err("nesting too deep");
    space();
    if (p_ >= t_.size()) return err("unexpected end");
    char c = t_[p_];
    if (c == 'n') return literal("null");
    if (c == 't') { v = Value::of(true); return literal("true"); }
    if (c == 'f') { v = Value::of(false); return literal("false"); }
    if (c == '"') {
      v.kind = Value::Kind::String;
      return string(v.string);
    }
    if (c == '[') {
      ++p_;
      v = Value::emptyArray();
      space();
      if (p_ < t_.size() && t_[p_] == ']') { ++p_; return true; }
      while (true) {
        Value e;
        if (!value(e, depth + 1)) return false;
        v.array.push_back(std::move(e));
        space();
        if (p_ < t_.size() && t_[p_] == ',') { ++p_; continue; }
        if (p_ < t_.size() && t_[p_] == ']') { ++p_; return true; }
        return err("expected ',' or ']'");
      }
    }
    if (c == '{') {
      ++p_;
      v = Value::emptyObject();
      space();
      if (p_ < t_.size() && t_[p_] == '}') { ++p_; return true; }
      while (true) {
        space();
        if (p_ >= t_.size() || t_[p_] != '"') return err("expected a key");
        std::string key;
        if (!string(key)) return false;
        space();
        if (p_ >= t_.size() || t_[p_] != ':') return err("expected ':'");
        ++p_;
        Value e;
        if (!value(e, depth + 1)) return false;
        v.object[key] = std::move(e);
        space();
        if (p_ < t_.size() && t_[p_] == ',') { ++p_; continue; }
        if (p_ < t_.size() && t_[p_] == '}') { ++p_; return true; }
        return err("expected ',' or '}'");
      }
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      size_t start = p_;
      while (p_ < t_.size() && (std::isdigit(static_cast<unsigned char>(t_[p_])) || t_[p_] == '-' ||
                                t_[p_] == '+' || t_[p_] == '.' || t_[p_] == 'e' || t_[p_] == 'E'))
        ++p_;
      std::string num(t_.substr(start, p_ - start));
      char* end = nullptr;
      double d = std::strtod(num.c_str(), &end);
      if (end != num.c_str() + num.size()) return err("bad number");
      v = Value::of(d);
      return true;
    }
    return err("unexpected character");
  }
};

}  // namespace

std::string write(const Value& v) {
  std::string out;
  writeValue(out, v);
  return out;
}

std::optional<Value> parse(std::string_view text, std::string* error) {
  Reader r(text);
  Value v;
  if (!r.document(v)) {
    if (error) *error = r.error;
    return std::nullopt;
  }
  return v;
}

}  // namespace hloref::json
