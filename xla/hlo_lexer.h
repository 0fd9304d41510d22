// The lexical level of XLA's HLO text (hlo_text.h): a cursor over the text
// that hands out tokens on demand (names, integers, strings, punctuation,
// balanced attribute values) and knows every position as file:line:col.
// HLO's attribute values have per-attribute syntaxes (`b01f_01io->b01f`,
// `1_1x0_0`, `[2,4]<=[8]`), so the parser asks for the kind of token it
// expects instead of reading a fixed token stream. Whitespace, newlines and
// `/* ... */` comments separate tokens.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"

namespace hloref::xla {

// Positions of one text: offsets to file:line:col.
class SourceMap {
 public:
  SourceMap(std::string_view text, const std::string& file, int firstLine);
  Location at(size_t offset) const;
  std::string_view text() const { return text_; }

 private:
  std::string_view text_;
  std::shared_ptr<const std::string> file_;
  int firstLine_;
  std::vector<size_t> lineStarts_;
};

class Cursor {
 public:
  // A cursor over text[begin, end) of `map`'s text.
  Cursor(const SourceMap& map, size_t begin, size_t end) : map_(map), pos_(begin), end_(end) {}
  explicit Cursor(const SourceMap& map) : Cursor(map, 0, map.text().size()) {}

  // Skips whitespace and comments.
  void skipSpace();
  bool atEnd();
  // The next character after whitespace ('\0' at the end).
  char peek();
  size_t offset() const { return pos_; }
  // The character at the cursor, without skipping whitespace ('\0' at the end).
  char current() const { return raw(pos_); }
  void seek(size_t offset) { pos_ = offset; }
  Location loc() const { return map_.at(pos_); }
  const SourceMap& map() const { return map_; }

  // Consumes `c` (after whitespace) when it is next.
  bool consume(char c);
  // Consumes `word` when it is next and not followed by a name character.
  bool consumeWord(std::string_view word);
  // Consumes `text` when it is next (no boundary check).
  bool consumeText(std::string_view text);
  void expect(char c, std::string_view what);

  // A name: an optional `%` then [A-Za-z0-9_.$-]+ (HLO names and opcodes).
  std::string_view name(std::string_view what);
  bool atName();
  // A decimal integer with an optional sign.
  int64_t integer(std::string_view what);
  bool atInteger();
  // A double-quoted string with C escapes, unescaped.
  std::string string(std::string_view what);
  // An attribute value: a run of balanced (), [], {} groups, quoted strings
  // and other characters, up to a top-level ',' or ')' or whitespace.
  // Returns [begin, end) offsets.
  std::pair<size_t, size_t> rawValue(std::string_view what);
  // A balanced group starting at the next character (one of ( [ {);
  // returns the offsets of its contents, without the brackets.
  std::pair<size_t, size_t> balanced(std::string_view what);

  [[noreturn]] void error(const std::string& message) const { fail(loc(), message); }
  [[noreturn]] void errorAt(size_t offset, const std::string& message) const { fail(map_.at(offset), message); }
  // "expected WHAT, found '...'" at the next token.
  [[noreturn]] void expected(std::string_view what);

 private:
  char raw(size_t i) const { return i < end_ ? map_.text()[i] : '\0'; }
  // Skips a quoted string starting at pos (a '"'); returns the offset after it.
  size_t skipString(size_t pos) const;

  const SourceMap& map_;
  size_t pos_;
  size_t end_;
};

bool isNameChar(char c);

}  // namespace hloref::xla
