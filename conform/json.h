// A small JSON value with a reader and a writer: enough for the backend
// protocol (tools/backends/PROTOCOL.md) and for passing case results from an
// isolated child process back to the runner.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hloref::json {

struct Value {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Value> array;
  std::map<std::string, Value> object;

  Value() = default;
  static Value of(bool b) { Value v; v.kind = Kind::Bool; v.boolean = b; return v; }
  static Value of(double n) { Value v; v.kind = Kind::Number; v.number = n; return v; }
  static Value of(int64_t n) { return of(static_cast<double>(n)); }
  static Value of(int n) { return of(static_cast<double>(n)); }
  static Value of(std::string s) { Value v; v.kind = Kind::String; v.string = std::move(s); return v; }
  static Value of(const char* s) { return of(std::string(s)); }
  static Value emptyArray() { Value v; v.kind = Kind::Array; return v; }
  static Value emptyObject() { Value v; v.kind = Kind::Object; return v; }

  bool isString() const { return kind == Kind::String; }
  bool isNumber() const { return kind == Kind::Number; }
  bool isArray() const { return kind == Kind::Array; }
  bool isObject() const { return kind == Kind::Object; }

  // Object member, or null when absent (or when this is not an object).
  const Value* get(const std::string& key) const {
    if (kind != Kind::Object) return nullptr;
    auto it = object.find(key);
    return it == object.end() ? nullptr : &it->second;
  }
  std::string getString(const std::string& key, const std::string& fallback = "") const {
    const Value* v = get(key);
    return v && v->isString() ? v->string : fallback;
  }
  double getNumber(const std::string& key, double fallback = 0) const {
    const Value* v = get(key);
    return v && v->isNumber() ? v->number : fallback;
  }
  Value& operator[](const std::string& key) {
    kind = Kind::Object;
    return object[key];
  }
  void push(Value v) {
    kind = Kind::Array;
    array.push_back(std::move(v));
  }
};

// One line of JSON (no newline inside: control characters are escaped).
std::string write(const Value& v);
// Parses a whole document; nullopt (and `error` set) when it is not JSON.
std::optional<Value> parse(std::string_view text, std::string* error = nullptr);

}  // namespace hloref::json
