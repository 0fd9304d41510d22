#include "syntax/lexer.h"

#include <limits>

namespace hloref::syntax {

std::string Lexer::foundText() {
  skipSpace();
  if (atEnd()) return " but the input ended";
  size_t n = 0;
  while (pos_ + n < text_.size() && n < 20 && text_[pos_ + n] != '\n') ++n;
  return " at '" + std::string(text_.substr(pos_, n)) + "'";
}

std::string Lexer::parseBareIdent() {
  skipSpace();
  if (!isIdentStart(peekRaw())) error("expected an identifier" + foundText());
  return std::string(takeWhile(isIdentChar));
}

std::string Lexer::parseSymbolName() {
  expect("@");
  if (peekRaw() == '"') return parseStringLiteral();
  std::string_view name = takeWhile(isSuffixIdChar);
  if (name.empty()) error("expected a symbol name after '@'");
  return std::string(name);
}

std::string Lexer::parseStringLiteral() {
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
      else if (std::isxdigit(static_cast<unsigned char>(e)) && std::isxdigit(static_cast<unsigned char>(peekRaw(1)))) {
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

std::string Lexer::parseValueName() {
  skipSpace();
  if (peekRaw() != '%') error("expected a value name" + foundText());
  advance();
  std::string_view name = takeWhile(isSuffixIdChar);
  if (name.empty()) error("expected a value name after '%'");
  return std::string(name);
}

ValueUse Lexer::parseValueUse() {
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

int64_t Lexer::parseUnsigned() {
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

int64_t Lexer::parseSignedInt() {
  bool negative = consumeIf("-");
  if (!negative) consumeIf("+");
  int64_t v = parseUnsigned();
  return negative ? -v : v;
}

std::string Lexer::parseNumberText() {
  skipSpace();
  size_t start = pos_;
  auto isDigit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  if (peekRaw() == '-' || peekRaw() == '+') advance();
  if (peekRaw() == '0' && (peekRaw(1) == 'x' || peekRaw(1) == 'X')) {
    advance(2);
    takeWhile([](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
  } else if (std::isalpha(static_cast<unsigned char>(peekRaw()))) {
    takeWhile([](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });  // inf, nan
  } else {
    takeWhile(isDigit);
    if (peekRaw() == '.') {
      advance();
      takeWhile(isDigit);
    }
    if ((peekRaw() == 'e' || peekRaw() == 'E') &&
        (isDigit(peekRaw(1)) || ((peekRaw(1) == '-' || peekRaw(1) == '+') && isDigit(peekRaw(2))))) {
      advance(2);
      takeWhile(isDigit);
    }
  }
  if (pos_ == start) error("expected a number" + foundText());
  return std::string(text_.substr(start, pos_ - start));
}

std::string Lexer::skipBalanced() {
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
    bool arrow = c == '>' && previousRaw() == '-';
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

void Lexer::skipBalancedOrString() {
  if (peekRaw() == '"') parseStringLiteral();
  else skipBalanced();
}

void Lexer::skipLocation() {
  if (lookingAtWord("loc") && peekRaw(3) == '(') {
    advance(3);
    skipBalanced();
  }
}

}  // namespace hloref::syntax
