// The cursor over MLIR text: locations (file:line:col), spaces and comments,
// and the tokens every part of the parser reads (identifiers, symbols,
// strings, value names, numbers, balanced groups).
#pragma once

#include <cctype>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/diagnostic.h"

namespace hloref::syntax {

// Limits that keep hostile input from exhausting the stack or the heap.
constexpr int kMaxNesting = 200;

inline bool isIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
inline bool isIdentChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '-';
}
// Characters of `@name`, `%name` and `#name` after the sigil.
inline bool isSuffixIdChar(char c) { return isIdentChar(c); }

// %name, %0, %x#1: a name and a result number.
struct ValueUse {
  std::string name;
  int64_t index = 0;
  Location loc;
};

class Lexer {
 public:
  Lexer(std::string_view text, const std::string& file, int firstLine)
      : text_(text), file_(std::make_shared<const std::string>(file)), line_(firstLine) {}

  // A place to come back to (for the few lookaheads the grammar needs).
  struct Mark {
    size_t pos;
    int line;
    int col;
  };
  Mark mark() const { return {pos_, line_, col_}; }
  void reset(const Mark& m) {
    pos_ = m.pos;
    line_ = m.line;
    col_ = m.col;
  }

  // Counts nesting (types, attributes, regions) against kMaxNesting.
  struct DepthGuard {
    Lexer& lexer;
    explicit DepthGuard(Lexer& l) : lexer(l) {
      if (++lexer.depth_ > kMaxNesting) lexer.error("nesting deeper than " + std::to_string(kMaxNesting));
    }
    ~DepthGuard() { --lexer.depth_; }
  };

  Location loc() const { return Location{file_, line_, col_}; }
  [[noreturn]] void error(const std::string& msg) const { fail(loc(), msg); }
  [[noreturn]] void errorAt(const Location& l, const std::string& msg) const { fail(l, msg); }

  bool atEnd() const { return pos_ >= text_.size(); }
  char peekRaw(size_t ahead = 0) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }
  // The character before the cursor ('\0' at the start).
  char previousRaw() const { return pos_ > 0 ? text_[pos_ - 1] : '\0'; }
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
  bool lookingAtWord(std::string_view w) { return lookingAt(w) && !isIdentChar(peekRaw(w.size())); }
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
  // " at '<the next few characters>'" (or that the input ended), for messages.
  std::string foundText();

  // The text from `start` (a mark()) to the cursor.
  std::string textSince(const Mark& start) const { return std::string(text_.substr(start.pos, pos_ - start.pos)); }

  std::string parseBareIdent();
  // @name or @"quoted name"
  std::string parseSymbolName();
  std::string parseStringLiteral();
  std::string parseValueName();
  ValueUse parseValueUse();
  int64_t parseUnsigned();
  int64_t parseSignedInt();
  // A numeric token as text: sign, digits, '.', exponent, hex; or inf/nan.
  std::string parseNumberText();
  // Skips a balanced <...>, (...), [...] or {...} group, returning its text.
  std::string skipBalanced();
  void skipBalancedOrString();
  // Skips `loc(...)` if present.
  void skipLocation();
  // Skips characters while `keep` holds, returning them.
  template <class Pred>
  std::string_view takeWhile(Pred keep) {
    size_t start = pos_;
    while (!atEnd() && keep(text_[pos_])) advance();
    return text_.substr(start, pos_ - start);
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;
  std::shared_ptr<const std::string> file_;
  int line_;
  int col_ = 1;
  int depth_ = 0;
};

}  // namespace hloref::syntax
