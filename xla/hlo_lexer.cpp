#include "xla/hlo_lexer.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>

namespace hloref::xla {

SourceMap::SourceMap(std::string_view text, const std::string& file, int firstLine)
    : text_(text), file_(std::make_shared<const std::string>(file)), firstLine_(firstLine) {
  lineStarts_.push_back(0);
  for (const char* p = text.data(); (p = static_cast<const char*>(std::memchr(p, '\n', text.data() + text.size() - p)));)
    lineStarts_.push_back(static_cast<size_t>(++p - text.data()));
}

Location SourceMap::at(size_t offset) const {
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  size_t line = static_cast<size_t>(it - lineStarts_.begin()) - 1;
  return Location{file_, firstLine_ + static_cast<int>(line), static_cast<int>(offset - lineStarts_[line]) + 1};
}

bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
         c == '-' || c == '$';
}

void Cursor::skipSpace() {
  for (;;) {
    char c = raw(pos_);
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++pos_;
    } else if (c == '/' && raw(pos_ + 1) == '*') {
      size_t start = pos_;
      pos_ += 2;
      while (pos_ < end_ && !(raw(pos_) == '*' && raw(pos_ + 1) == '/')) ++pos_;
      if (pos_ >= end_) errorAt(start, "unterminated comment");
      pos_ += 2;
    } else if (c == '/' && raw(pos_ + 1) == '/') {
      while (pos_ < end_ && raw(pos_) != '\n') ++pos_;
    } else {
      return;
    }
  }
}

bool Cursor::atEnd() {
  skipSpace();
  return pos_ >= end_;
}

char Cursor::peek() {
  skipSpace();
  return raw(pos_);
}

bool Cursor::consume(char c) {
  if (peek() != c) return false;
  ++pos_;
  return true;
}

bool Cursor::consumeText(std::string_view text) {
  skipSpace();
  if (end_ - pos_ < text.size() || map_.text().substr(pos_, text.size()) != text) return false;
  pos_ += text.size();
  return true;
}

bool Cursor::consumeWord(std::string_view word) {
  skipSpace();
  if (end_ - pos_ < word.size() || map_.text().substr(pos_, word.size()) != word) return false;
  if (isNameChar(raw(pos_ + word.size()))) return false;
  pos_ += word.size();
  return true;
}

void Cursor::expect(char c, std::string_view what) {
  if (!consume(c)) expected(std::string("'") + c + "' " + std::string(what));
}

void Cursor::expected(std::string_view what) {
  skipSpace();
  if (pos_ >= end_) error("expected " + std::string(what) + ", found the end of the input");
  size_t n = 0;
  while (pos_ + n < end_ && n < 20 && raw(pos_ + n) != '\n' && (n == 0 || isNameChar(raw(pos_ + n)) == isNameChar(raw(pos_))))
    ++n;
  error("expected " + std::string(what) + ", found '" + std::string(map_.text().substr(pos_, n)) + "'");
}

bool Cursor::atName() {
  char c = peek();
  return c == '%' || isNameChar(c);
}

std::string_view Cursor::name(std::string_view what) {
  skipSpace();
  size_t start = pos_;
  if (raw(pos_) == '%') ++pos_;
  size_t nameStart = pos_;
  while (isNameChar(raw(pos_))) ++pos_;
  if (pos_ == nameStart) {
    pos_ = start;
    expected(what);
  }
  return map_.text().substr(nameStart, pos_ - nameStart);
}

bool Cursor::atInteger() {
  char c = peek();
  return (c >= '0' && c <= '9') || ((c == '-' || c == '+') && raw(pos_ + 1) >= '0' && raw(pos_ + 1) <= '9');
}

int64_t Cursor::integer(std::string_view what) {
  if (!atInteger()) expected(what);
  size_t start = pos_;
  if (raw(pos_) == '+') ++pos_;
  int64_t v = 0;
  const char* first = map_.text().data() + pos_;
  const char* last = map_.text().data() + end_;
  auto [p, ec] = std::from_chars(first, last, v);
  if (ec != std::errc()) errorAt(start, "integer out of range for " + std::string(what));
  pos_ += static_cast<size_t>(p - first);
  return v;
}

size_t Cursor::skipString(size_t pos) const {
  size_t start = pos++;
  while (pos < end_ && raw(pos) != '"') {
    if (raw(pos) == '\\') ++pos;
    if (raw(pos) == '\n') break;
    ++pos;
  }
  if (raw(pos) != '"') errorAt(start, "unterminated string");
  return pos + 1;
}

std::string Cursor::string(std::string_view what) {
  if (peek() != '"') expected(what);
  size_t start = pos_;
  size_t stop = skipString(pos_);
  std::string out;
  for (size_t i = start + 1; i + 1 < stop; ++i) {
    char c = raw(i);
    if (c != '\\') {
      out += c;
      continue;
    }
    char e = raw(++i);
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      case '\'': out += '\''; break;
      default: {
        // \xHH or octal: kept as the byte.
        if (e == 'x' && i + 2 < stop && std::isxdigit(static_cast<unsigned char>(raw(i + 1))) &&
            std::isxdigit(static_cast<unsigned char>(raw(i + 2)))) {
          out += static_cast<char>(std::stoi(std::string(map_.text().substr(i + 1, 2)), nullptr, 16));
          i += 2;
        } else {
          out += e;
        }
      }
    }
  }
  pos_ = stop;
  return out;
}

std::pair<size_t, size_t> Cursor::balanced(std::string_view what) {
  char open = peek();
  char close = open == '(' ? ')' : open == '[' ? ']' : open == '{' ? '}' : '\0';
  if (!close) expected(what);
  size_t start = pos_;
  std::vector<char> stack{close};
  size_t p = pos_ + 1;
  while (!stack.empty()) {
    if (p >= end_) errorAt(start, "unbalanced '" + std::string(1, open) + "' in " + std::string(what));
    char c = raw(p);
    if (c == '"') {
      p = skipString(p);
      continue;
    }
    if (c == '(') stack.push_back(')');
    else if (c == '[') stack.push_back(']');
    else if (c == '{') stack.push_back('}');
    else if (c == ')' || c == ']' || c == '}') {
      if (c != stack.back())
        errorAt(p, "mismatched '" + std::string(1, c) + "' in " + std::string(what) + " (expected '" +
                       std::string(1, stack.back()) + "')");
      stack.pop_back();
    }
    ++p;
  }
  pos_ = p;
  return {start + 1, p - 1};
}

std::pair<size_t, size_t> Cursor::rawValue(std::string_view what) {
  skipSpace();
  size_t start = pos_;
  for (;;) {
    char c = raw(pos_);
    if (pos_ >= end_ || c == ',' || c == ')' || c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '}' ||
        c == ']')
      break;
    if (c == '(' || c == '[' || c == '{') {
      balanced(what);
    } else if (c == '"') {
      pos_ = skipString(pos_);
    } else {
      ++pos_;
    }
  }
  if (pos_ == start) expected(what);
  return {start, pos_};
}

}  // namespace hloref::xla
