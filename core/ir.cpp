#include "core/ir.h"

namespace hloref {

const Attribute* Op::attr(std::string_view name) const {
  for (const auto& [n, a] : attributes)
    if (n == name) return &a;
  return nullptr;
}

const Func* Module::lookup(std::string_view name) const {
  for (const auto& f : funcs)
    if (f->name == name) return f.get();
  return nullptr;
}

}  // namespace hloref
