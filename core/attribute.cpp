#include "core/attribute.h"

#include <sstream>


namespace hloref {

const Attribute* Attribute::field(std::string_view name) const {
  for (const auto& [n, a] : fields)
    if (n == name) return &a;
  return nullptr;
}

std::optional<std::vector<int64_t>> asIntList(const Attribute& a) {
  using K = Attribute::Kind;
  switch (a.kind) {
    case K::DenseArray:
      if (!a.floats.empty()) return std::nullopt;
      return a.ints;
    case K::Dense: {
      if (!a.dense || !(isInteger(a.dense->elementType()) || isBoolean(a.dense->elementType())))
        return std::nullopt;
      std::vector<int64_t> v(static_cast<size_t>(a.dense->numElements()));
      for (size_t i = 0; i < v.size(); ++i) v[i] = a.dense->intValue(static_cast<int64_t>(i));
      return v;
    }
    case K::Array: {
      std::vector<int64_t> v;
      for (const Attribute& e : a.elements) {
        auto x = asInt(e);
        if (!x) return std::nullopt;
        v.push_back(*x);
      }
      return v;
    }
    default:
      return std::nullopt;
  }
}

std::optional<std::vector<bool>> asBoolList(const Attribute& a) {
  using K = Attribute::Kind;
  if (a.kind == K::Array) {
    std::vector<bool> v;
    for (const Attribute& e : a.elements) {
      if (e.kind != K::Bool) return std::nullopt;
      v.push_back(e.boolValue);
    }
    return v;
  }
  auto ints = asIntList(a);
  if (!ints) return std::nullopt;
  std::vector<bool> v;
  for (int64_t x : *ints) v.push_back(x != 0);
  return v;
}

std::optional<int64_t> asInt(const Attribute& a) {
  using K = Attribute::Kind;
  if (a.kind == K::Integer) return a.intValue;
  if (a.kind == K::Bool) return a.boolValue ? 1 : 0;
  if (a.kind == K::Dense && a.dense && a.dense->numElements() == 1 &&
      (isInteger(a.dense->elementType()) || isBoolean(a.dense->elementType())))
    return a.dense->intValue(0);
  return std::nullopt;
}

}  // namespace hloref
